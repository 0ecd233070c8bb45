import { z } from 'zod';

// Wire shapes of game play on the casino's side (docs/games-architecture.md "Casino wallet", docs/wallet-protocol.md):
// game sessions the web app opens, the seamless-wallet protocol an outside studio settles through (spec 04 section 3,
// SoftSwiss/BGaming shapes), the player's rounds (GET /api/player/games) and the public wins feed (spec 03 section 20).

export const GAME_MODES = ['real', 'demo'] as const;
export type GameMode = (typeof GAME_MODES)[number];
/** The demo currency of the catalogue (spec 03 section 1.3: a `FUN` entry means the game has a demo). */
export const DEMO_CURRENCY = 'FUN';

const currencyCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2,5}$/, 'VALIDATION.CURRENCY_INVALID');
const gameIdentifier = z
  .string()
  .trim()
  .min(3)
  .max(200)
  .regex(/^[^/\s]+\/[^/\s]+$/);

/** POST /api/game_sessions: opens a game for the signed-in player (real) or anyone (demo, FUN money). */
export const gameSessionBodySchema = z.strictObject({
  game_identifier: gameIdentifier,
  mode: z.enum(GAME_MODES),
  /** Real mode: the wallet to play from (default: the active wallet). Demo always plays FUN. */
  currency: currencyCode.optional(),
});
export type GameSessionBody = z.infer<typeof gameSessionBodySchema>;

export const gameSessionSchema = z.object({
  id: z.number().int(),
  /** The studio's game client, launched in the play page's iframe. */
  game_url: z.string(),
  mode: z.enum(GAME_MODES),
  currency: z.string(),
});
export type GameSession = z.infer<typeof gameSessionSchema>;

export const GAME_SESSION_STATUSES = ['open', 'closed'] as const;

/** GET /api/game_sessions/{token}/context (signed, for the studio's server): whom the launch token plays for. */
export const gameSessionContextSchema = z.object({
  /** The wallet protocol's `session_id`. */
  session_id: z.string(),
  /** The wallet protocol's `user_id`; null for a guest's demo. */
  player_id: z.string().nullable(),
  nickname: z.string().nullable(),
  currency: z.string(),
  mode: z.enum(GAME_MODES),
  game_identifier: z.string(),
  status: z.enum(GAME_SESSION_STATUSES),
});
export type GameSessionContext = z.infer<typeof gameSessionContextSchema>;

// ---- The seamless-wallet protocol (spec 04 section 3) ----

/** Hex HMAC-SHA256 of the raw request body (of the path for a GET) with WALLET_AUTH_TOKEN. */
export const WALLET_SIGNATURE_HEADER = 'x-request-sign';

/** The protocol's error codes (spec 04 section 3), answered as `{code, message, balance}` with HTTP 412. */
export const WALLET_ERRORS = {
  NOT_ENOUGH_FUNDS: 100,
  PLAYER_INVALID: 101,
  LIMIT_REACHED: 105,
  BET_EXCEEDS_MAX: 106,
  GAME_FORBIDDEN: 107,
  PLAYER_DISABLED: 110,
  GEO_RESTRICTED: 153,
  BAD_REQUEST: 400,
  BAD_SIGNATURE: 403,
  NOT_FOUND: 404,
  GAME_NOT_AVAILABLE: 405,
  UNKNOWN: 500,
} as const;
export type WalletErrorCode = (typeof WALLET_ERRORS)[keyof typeof WALLET_ERRORS];
export const WALLET_ERROR_STATUS = 412;

/** The casino's own ids (player, session) travel as decimal strings; numbers are taken too. */
const casinoId = z
  .union([
    z.string().regex(/^[1-9]\d{0,15}$/),
    z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  ])
  .transform(String);
/** The provider's ids (actions, rounds, game plays): opaque strings. */
const providerId = z
  .union([z.string().min(1).max(100), z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)])
  .transform(String);
const amount = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

export const walletPlayActionSchema = z.object({
  action: z.enum(['bet', 'win']),
  action_id: providerId,
  amount,
});
export type WalletPlayAction = z.infer<typeof walletPlayActionSchema>;

const walletRequestBase = {
  user_id: casinoId,
  currency: currencyCode,
  /** The game's identifier (`provider/game`). */
  game: gameIdentifier,
  /** The provider's id of this game play, echoed in the answer (SoftSwiss). */
  game_id: providerId,
  session_id: casinoId,
  /** The round every call of it shares (Hub88's `round`); defaults to `game_id`. */
  round_id: providerId.optional(),
  /** True on the round's last call: the round is settled. */
  finished: z.boolean().default(false),
};

/** POST /api/wallet/play: bets and wins in order; without actions, a balance request. */
export const walletPlayBodySchema = z.object({
  ...walletRequestBase,
  actions: z.array(walletPlayActionSchema).max(50).default([]),
});
export type WalletPlayBody = z.infer<typeof walletPlayBodySchema>;

export const walletRollbackActionSchema = z.object({
  action: z.literal('rollback'),
  action_id: providerId,
  original_action_id: providerId,
});
export type WalletRollbackAction = z.infer<typeof walletRollbackActionSchema>;

/** POST /api/wallet/rollback: undoes bets by their action ids (a rollback of an unseen bet leaves a tombstone). */
export const walletRollbackBodySchema = z.object({
  ...walletRequestBase,
  actions: z.array(walletRollbackActionSchema).min(1).max(50),
});
export type WalletRollbackBody = z.infer<typeof walletRollbackBodySchema>;

export const walletTransactionSchema = z.object({
  action_id: z.string(),
  tx_id: z.string(),
  processed_at: z.string(),
});
export const walletAnswerSchema = z.object({
  /** The playable balance after the call (real money), minor units. */
  balance: z.number().int(),
  game_id: z.string(),
  transactions: z.array(walletTransactionSchema),
});
export type WalletAnswer = z.infer<typeof walletAnswerSchema>;

export const walletErrorSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  balance: z.number().int(),
});
export type WalletErrorAnswer = z.infer<typeof walletErrorSchema>;

// ---- The player's rounds and the wins feed ----

export const GAME_ROUND_STATUSES = ['open', 'finished', 'rolled_back'] as const;

/** GET /api/player/games query (design ourselves: spec 03 section 21 names the call, not its shape). */
export const playerGamesQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});

export const playerGameRoundSchema = z.object({
  id: z.number().int(),
  round_id: z.string(),
  game_identifier: z.string(),
  game_title: z.string(),
  currency: z.string(),
  bet_amount_cents: z.number().int(),
  win_amount_cents: z.number().int(),
  balance_before_cents: z.number().int(),
  balance_after_cents: z.number().int(),
  status: z.enum(GAME_ROUND_STATUSES),
  started_at: z.string(),
  finished_at: z.string().nullable(),
});
export type PlayerGameRound = z.infer<typeof playerGameRoundSchema>;

/** The paged history envelope of spec 03 section 0.2 (as the paged payments). */
export const playerGamesPageSchema = z.object({
  data: z.array(playerGameRoundSchema),
  pagination: z.object({
    page: z.number().int(),
    per_page: z.number().int(),
    total_count: z.number().int(),
  }),
});
export type PlayerGamesPage = z.infer<typeof playerGamesPageSchema>;

/** A `public:wins` publication and a row of GET /api/games/latest_wins (spec 03 section 20). */
export const latestWinSchema = z.object({
  /** Unix seconds. */
  at: z.number().int(),
  nickname: z.string(),
  game_identifier: z.string(),
  game_title: z.string(),
  game_table_url: z.string(),
  game_table_image_path: z.string(),
  currency: z.string(),
  bet_amount_cents: z.number().int(),
  win_amount_cents: z.number().int(),
  humanized_win: z.string(),
});
export type LatestWin = z.infer<typeof latestWinSchema>;
export const latestWinsSchema = z.array(latestWinSchema);
