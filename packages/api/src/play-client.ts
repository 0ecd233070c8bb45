import { z } from 'zod';

// The answers of the play calls the web app reads (docs/games-architecture.md). The wallet engineer's
// packages/api/src/play.ts is the server's side of the same contract; these are the shapes the browser relies on.
// They follow the wallet branch's play.ts and the studio branch's studio.ts as committed there.
// TODO: fold into play.ts and studio.ts once both land on main (the lead merges them).

export const PLAY_MODES = ['real', 'demo'] as const;

/** Body of POST /api/game_sessions: real play in the player's (or the named) currency, or the demo. */
export const gameSessionBodySchema = z.strictObject({
  game_identifier: z.string().min(3).max(200),
  mode: z.enum(PLAY_MODES),
  currency: z.string().min(2).max(10).optional(),
});
export type GameSessionBody = z.infer<typeof gameSessionBodySchema>;

/** 201 of POST /api/game_sessions: `game_url` is the studio's frame, `/studio/{launch token}`. */
export const gameSessionSchema = z.object({
  id: z.union([z.string(), z.number()]),
  game_url: z.string(),
  mode: z.enum(PLAY_MODES),
  currency: z.string(),
});
export type GameSession = z.infer<typeof gameSessionSchema>;

/** One round of the player's real play as the casino booked it (GET /api/player/games), amounts in minor units. */
export const playerRoundSchema = z.object({
  /** The studio's round id: GET /studio/api/rounds/{round_id} answers its public state and seeds. */
  round_id: z.string(),
  game_identifier: z.string(),
  game_title: z.string(),
  currency: z.string(),
  bet_amount_cents: z.number().int(),
  win_amount_cents: z.number().int(),
  balance_before_cents: z.number().int(),
  balance_after_cents: z.number().int(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
});
export type PlayerRound = z.infer<typeof playerRoundSchema>;

/** GET /api/player/games?page=&page_size=: newest first, in the paged payments' envelope (spec 03 section 0.2). */
export const playerRoundsPageSchema = z.object({
  data: z.array(playerRoundSchema),
  pagination: z.object({
    page: z.number().int(),
    per_page: z.number().int(),
    total_count: z.number().int(),
  }),
});
export type PlayerRoundsPage = z.infer<typeof playerRoundsPageSchema>;

/** The seeds of a round: the server seed itself only once the player rotated the pair (spec 04 section 5). */
export const roundSeedsSchema = z.object({
  server_seed_hash: z.string(),
  client_seed: z.string(),
  nonce: z.number().int().nonnegative(),
  server_seed: z.string().nullable(),
});
export type RoundSeeds = z.infer<typeof roundSeedsSchema>;

/**
 * GET /studio/api/rounds/{id}: one round's public state, what it was played with, and its seeds. `config` (the game's
 * configuration, which the replay needs) is asked of the studio; without it the verify form asks for it.
 */
export const publicRoundSchema = z.object({
  id: z.union([z.string(), z.number().int()]).transform(String),
  /** The game's identifier. */
  game: z.string().optional(),
  engine: z.string(),
  config: z.unknown().optional(),
  params: z.unknown(),
  actions: z.array(z.unknown()),
  state: z.unknown(),
  stake: z.number().int(),
  win: z.number().int(),
  finished: z.boolean(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  seeds: roundSeedsSchema,
  /** Crash: the game's hash and the hash before it in the table's chain, once the shared game has busted. */
  chain: z.object({ game_hash: z.string(), previous_hash: z.string() }).optional(),
});
export type PublicRound = z.output<typeof publicRoundSchema>;

/** A big win (public:wins pushes and GET /api/games/latest_wins rows; spec 03 section 20's latest-winners row). */
export const latestWinSchema = z.object({
  at: z.number().int(),
  nickname: z.string(),
  game_identifier: z.string(),
  game_title: z.string(),
  game_table_url: z.string().optional(),
  game_table_image_path: z.string().nullable().optional(),
  currency: z.string(),
  bet_amount_cents: z.number().int(),
  win_amount_cents: z.number().int(),
});
export type LatestWin = z.infer<typeof latestWinSchema>;
export const latestWinsSchema = z.array(latestWinSchema);
