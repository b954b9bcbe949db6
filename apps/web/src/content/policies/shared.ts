/** Date shown on every policy page. */
export const policiesLastUpdated = 'May 24, 2025';
