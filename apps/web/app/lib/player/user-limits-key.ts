/** The limits query (GET /api/user_limits): the limits page refreshes it after each change; a game_limits push replaces it. */
export const USER_LIMITS_QUERY_KEY = ['player', 'user_limits'] as const;
