import { z } from 'zod';

// Wire shapes of the studio's game client calls (docs/games-architecture.md, "Studio"). Parameters and actions are
// engine-specific JSON: each engine parses its own (RoundInputError -> 422), so they pass here as any JSON value.

/** A launch token as the casino issues it (path parameter). */
export const studioTokenParamsSchema = z.strictObject({
  token: z.string().min(1).max(200),
});

export const studioRoundParamsSchema = z.strictObject({
  token: z.string().min(1).max(200),
  round_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

export const publicRoundParamsSchema = z.strictObject({
  round_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/** Engines' parameters and actions are flat objects; anything nested deeper is refused before it is read. */
export const MAX_INPUT_DEPTH = 16;

/** How deeply a parsed JSON value nests (a scalar is 0), counted without recursion, stopping past `limit`. */
export function nestingDepth(value: unknown, limit = MAX_INPUT_DEPTH): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [item, depth] = next;
    if (item === null || typeof item !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > limit) return deepest;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * A JSON value from the request body, nested at most MAX_INPUT_DEPTH deep. Not `z.json()`: it reads the value
 * recursively, and a body of a few thousand nested brackets overflowed the stack (a 500 instead of a 422).
 */
const engineInput = z
  .unknown()
  .refine((value) => value !== undefined, 'required')
  .refine(
    (value) => nestingDepth(value) <= MAX_INPUT_DEPTH,
    `nested deeper than ${MAX_INPUT_DEPTH}`,
  );

export const startRoundBodySchema = z.strictObject({ params: engineInput });
export const roundActionBodySchema = z.strictObject({ action: engineInput });

/** 1..64 printable characters (spec 04 section 5: the player's own seed). */
export const clientSeedSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[\x20-\x7e]+$/, 'client_seed is 1 to 64 printable ASCII characters');
export const rotateSeedsBodySchema = z.strictObject({ client_seed: clientSeedSchema.optional() });

export const recallQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const seedsSchema = z.object({
  server_seed_hash: z.string(),
  client_seed: z.string(),
  nonce: z.number().int(),
});

/** The seeds of one round: the server seed only once the pair has been rotated (revealed). */
export const roundSeedsSchema = z.object({
  server_seed_hash: z.string(),
  server_seed: z.string().nullable(),
  client_seed: z.string(),
  nonce: z.number().int(),
});

/**
 * A crash round's place in its table's hash chain (docs/fairness.md, crash), given once its shared game has busted:
 * the game's hash, the hash published before it (the previous game's, or the chain's commitment for its first game)
 * and the salt. The verify page checks sha256(game_hash) = previous_hash and the crash point from HMAC(salt, hash).
 */
export const crashChainLinkSchema = z.object({
  game_hash: z.string(),
  previous_hash: z.string(),
  commitment: z.string(),
  chain_index: z.number().int(),
  salt: z.string(),
});

export const studioRoundSchema = z.object({
  id: z.number().int(),
  game: z.string(),
  engine: z.string(),
  nonce: z.number().int(),
  params: z.unknown(),
  actions: z.array(z.unknown()),
  /** The engine's public state: secrets (a crash point before the bust) left out. */
  state: z.unknown(),
  stake: z.number().int(),
  win: z.number().int(),
  finished: z.boolean(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  seeds: roundSeedsSchema,
  /** The game's configuration (public: pay tables, limits): what a replay of the round needs beside the seeds. */
  config: z.unknown(),
  /** Crash: drawn from the table's hash chain, not from the seeds; only once the shared game has busted. */
  chain: crashChainLinkSchema.optional(),
});
export type StudioRound = z.infer<typeof studioRoundSchema>;

export const studioSessionSchema = z.object({
  game: z.object({
    identifier: z.string(),
    title: z.string(),
    engine: z.string(),
    config: z.unknown(),
    presentation: z.unknown(),
    rtp: z.number(),
    hit_rate: z.number(),
  }),
  mode: z.enum(['real', 'demo']),
  currency: z.string(),
  balance: z.number().int(),
  seeds: seedsSchema,
  open_round: studioRoundSchema.nullable(),
  min_round_ms: z.number().int(),
});
export type StudioSession = z.infer<typeof studioSessionSchema>;

export const roundAnswerSchema = z.object({ round: studioRoundSchema, balance: z.number().int() });
export const recallAnswerSchema = z.object({ rounds: z.array(studioRoundSchema) });
export const rotateSeedsAnswerSchema = z.object({
  revealed: z.object({
    server_seed: z.string(),
    server_seed_hash: z.string(),
    client_seed: z.string(),
    nonce: z.number().int(),
  }),
  seeds: seedsSchema,
});

export const crashFeedParamsSchema = z.strictObject({ identifier: z.string().min(1).max(200) });

/**
 * GET /studio/api/crash/{identifier}: the table's current shared game. Times are ISO (the server's clock in `now`, so
 * the client can run the curve on the server's time); the crash point and the game's hash only once busted.
 */
export const crashFeedSchema = z.object({
  round_id: z.number().int(),
  phase: z.enum(['betting', 'running', 'busted']),
  betting_starts_at: z.string(),
  starts_at: z.string(),
  now: z.string(),
  crash_point: z.number().int().nullable(),
  hash: z.string().nullable(),
  /** The hash this game's hash must SHA-256 to: the previous game's, or the commitment for a chain's first game. */
  previous_hash: z.string(),
  commitment: z.string(),
  chain_index: z.number().int(),
  salt: z.string(),
});
export type CrashFeed = z.infer<typeof crashFeedSchema>;

/** The studio's error body: `{error: {code, message}}` (a RoundInputError code, insufficient_funds, ...). */
export const studioErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
