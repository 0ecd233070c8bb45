import { ENGINE_NAMES, type EngineName } from '@casino/games/engine';

// The studio client API's answers (docs/games-architecture.md), read by hand at the boundary: zod stays out of the
// frame's bundle, and a field the client does not know is ignored rather than breaking the game.

export interface StudioSeeds {
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
}

export interface StudioRound {
  id: string;
  engine: EngineName;
  nonce: number;
  params: unknown;
  actions: unknown[];
  /** The public state: what the engine lets the client see (no secrets before the round ends). */
  state: unknown;
  stake: number;
  win: number;
  finished: boolean;
  started_at: string;
  finished_at: string | null;
}

export interface StudioGame {
  identifier: string;
  title: string;
  engine: EngineName;
  config: unknown;
  presentation: { theme: string; live: boolean };
  rtp: number;
  hit_rate: number;
}

export interface StudioSession {
  game: StudioGame;
  mode: 'real' | 'demo';
  currency: string;
  balance: number;
  seeds: StudioSeeds;
  open_round: StudioRound | null;
  min_round_ms: number;
}

export interface RevealedSeeds {
  revealed: StudioSeeds & { server_seed: string };
  seeds: StudioSeeds;
}

export type JsonObject = Record<string, unknown>;

export class StudioShapeError extends Error {
  constructor(what: string) {
    super(`the studio answered an unexpected ${what}`);
    this.name = 'StudioShapeError';
  }
}

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function object(value: unknown, what: string): JsonObject {
  if (!isObject(value)) throw new StudioShapeError(what);
  return value;
}

function text(body: JsonObject, key: string, what: string): string {
  const value = body[key];
  if (typeof value !== 'string') throw new StudioShapeError(`${what}.${key}`);
  return value;
}

function integer(body: JsonObject, key: string, what: string): number {
  const value = body[key];
  if (typeof value !== 'number' || !Number.isSafeInteger(value))
    throw new StudioShapeError(`${what}.${key}`);
  return value;
}

function ratio(body: JsonObject, key: string): number {
  const value = body[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

export function isEngineName(value: unknown): value is EngineName {
  return typeof value === 'string' && (ENGINE_NAMES as readonly string[]).includes(value);
}

export function readSeeds(value: unknown): StudioSeeds {
  const body = object(value, 'seeds');
  return {
    server_seed_hash: text(body, 'server_seed_hash', 'seeds'),
    client_seed: text(body, 'client_seed', 'seeds'),
    nonce: integer(body, 'nonce', 'seeds'),
  };
}

export function readRound(value: unknown): StudioRound {
  const body = object(value, 'round');
  const engine = body['engine'];
  if (!isEngineName(engine)) throw new StudioShapeError('round.engine');
  const finishedAt = body['finished_at'];
  return {
    id: String(body['id'] ?? ''),
    engine,
    nonce: integer(body, 'nonce', 'round'),
    params: body['params'],
    actions: Array.isArray(body['actions']) ? body['actions'] : [],
    state: body['state'],
    stake: integer(body, 'stake', 'round'),
    win: integer(body, 'win', 'round'),
    finished: body['finished'] === true,
    started_at: text(body, 'started_at', 'round'),
    finished_at: typeof finishedAt === 'string' ? finishedAt : null,
  };
}

export function readSession(value: unknown): StudioSession {
  const body = object(value, 'session');
  const game = object(body['game'], 'game');
  const engine = game['engine'];
  if (!isEngineName(engine)) throw new StudioShapeError('game.engine');
  const presentation = isObject(game['presentation']) ? game['presentation'] : {};
  const mode = body['mode'];
  const minRound = body['min_round_ms'];
  return {
    game: {
      identifier: text(game, 'identifier', 'game'),
      title: text(game, 'title', 'game'),
      engine,
      config: game['config'],
      presentation: {
        theme: typeof presentation['theme'] === 'string' ? presentation['theme'] : 'default',
        live: presentation['live'] === true,
      },
      rtp: ratio(game, 'rtp'),
      hit_rate: ratio(game, 'hit_rate'),
    },
    mode: mode === 'real' ? 'real' : 'demo',
    currency: text(body, 'currency', 'session'),
    balance: integer(body, 'balance', 'session'),
    seeds: readSeeds(body['seeds']),
    open_round: body['open_round'] ? readRound(body['open_round']) : null,
    min_round_ms:
      typeof minRound === 'number' && Number.isFinite(minRound) && minRound > 0 ? minRound : 0,
  };
}

/** `{round, balance}`: the answer of a new round and of an action. */
export function readRoundAnswer(value: unknown): { round: StudioRound; balance: number } {
  const body = object(value, 'round answer');
  return { round: readRound(body['round']), balance: integer(body, 'balance', 'answer') };
}

export function readRounds(value: unknown): StudioRound[] {
  const body = object(value, 'rounds');
  const rounds = body['rounds'];
  if (!Array.isArray(rounds)) throw new StudioShapeError('rounds');
  return rounds.map(readRound);
}

export function readRevealed(value: unknown): RevealedSeeds {
  const body = object(value, 'seeds answer');
  const revealed = object(body['revealed'], 'revealed');
  return {
    revealed: { ...readSeeds(revealed), server_seed: text(revealed, 'server_seed', 'revealed') },
    seeds: readSeeds(body['seeds']),
  };
}
