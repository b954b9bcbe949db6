/** Kept apart from the zod schemas so the Cookie Policy can cite the limits without loading zod. */
/**
 * What one address and one visitor may add in a UTC day (the server's limits, shared by every instance through
 * the rate-limit store; the Cookie Policy and decision 0027 cite them). An event over a limit is refused with
 * 429 and counted for staff as a refused event.
 */
export const analyticsLimits = {
  /** Distinct visitor ids one address may bring in a day (a household, a small office). */
  visitorsPerAddressPerDay: 20,
  /** Events (page views and form outcomes) from one address in a day. */
  eventsPerAddressPerDay: 600,
  /** Events of one visitor id in a day, whatever its address. */
  eventsPerVisitorPerDay: 300,
} as const;
