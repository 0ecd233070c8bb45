/** Queries under this key hold the player's payments (the cashbox history): a payments_changes push refreshes them. */
export const PAYMENTS_QUERY_KEY = ['player', 'payments'] as const;
