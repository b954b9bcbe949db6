/** Date shown on every policy page. */
export const policiesLastUpdated = 'May 24, 2025';

/** Labels the policy pages put around the policy text. */
export const policyLabels = {
  lastUpdated: 'Last updated',
  contents: 'On this page',
  otherPolicies: 'Other policies',
} as const;
