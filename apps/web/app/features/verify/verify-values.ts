import type { PublicRound } from '@casino/api/play-client';

/** The verify form's fields, as text: what a player pastes or what a round's link fills in. */
export interface VerifyValues {
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: string;
  engine: string;
  config: string;
  params: string;
  actions: string;
  /** Crash only: the game's hash in the chain, and the hash of the game before (or the commitment). */
  game_hash: string;
  previous_hash: string;
}

/** Crash rounds are shared by the table: drawn from bustabit's hash chain, not from the player's seeds. */
export const CHAIN_ENGINE = 'crash';

export const VERIFY_FIELDS = [
  'server_seed',
  'server_seed_hash',
  'client_seed',
  'nonce',
  'engine',
  'config',
  'params',
  'actions',
  'game_hash',
  'previous_hash',
] as const satisfies readonly (keyof VerifyValues)[];

const SEED_FIELDS = new Set<keyof VerifyValues>([
  'server_seed',
  'server_seed_hash',
  'client_seed',
  'nonce',
]);
const CHAIN_FIELDS = new Set<keyof VerifyValues>(['game_hash', 'previous_hash']);

/** The fields the form shows for an engine: the hash chain's for crash, the seeds' for every other game. */
export function fieldsFor(engine: string): (keyof VerifyValues)[] {
  const chain = engine.trim() === CHAIN_ENGINE;
  return VERIFY_FIELDS.filter((field) =>
    chain ? !SEED_FIELDS.has(field) : !CHAIN_FIELDS.has(field),
  );
}

export const EMPTY_VALUES: VerifyValues = {
  server_seed: '',
  server_seed_hash: '',
  client_seed: '',
  nonce: '0',
  engine: 'dice',
  config: '{}',
  params: '{}',
  actions: '[]',
  game_hash: '',
  previous_hash: '',
};

/** The fields a shared link carries in its query (`?server_seed=...&nonce=3`); missing ones keep their default. */
export function valuesFromQuery(query: URLSearchParams): VerifyValues {
  const values = { ...EMPTY_VALUES };
  for (const field of VERIFY_FIELDS) {
    const given = query.get(field);
    if (given !== null) values[field] = given;
  }
  return values;
}

/**
 * A stored round's inputs and seeds; the server seed stays empty until the player has rotated the pair. A crash round
 * brings its place in the table's chain instead (once its shared game has busted).
 */
export function valuesFromRound(round: PublicRound): VerifyValues {
  return {
    server_seed: round.seeds.server_seed ?? '',
    server_seed_hash: round.seeds.server_seed_hash,
    client_seed: round.seeds.client_seed,
    nonce: String(round.seeds.nonce),
    engine: round.engine,
    config: round.config === undefined ? '' : JSON.stringify(round.config),
    params: JSON.stringify(round.params),
    actions: JSON.stringify(round.actions),
    game_hash: round.chain?.game_hash ?? '',
    previous_hash: round.chain?.previous_hash ?? '',
  };
}

export type ParsedValues =
  | {
      ok: true;
      /** Seeds for a player's own round; the chain for a crash game. */
      source:
        | { kind: 'seeds'; seeds: { serverSeed: string; clientSeed: string; nonce: number } }
        | { kind: 'chain'; gameHash: string; salt: string };
      /** The seed's commitment, or for crash the previous game's hash: what the recomputed hash must match. */
      committedHash: string | null;
      engine: string;
      inputs: { config: unknown; params: unknown; actions: unknown[] };
    }
  | {
      ok: false;
      field: keyof VerifyValues;
      error: 'required' | 'json' | 'nonce' | 'actions' | 'salt';
    };

/** A crash configuration's salt (config.salt, docs/fairness.md section 4). */
function readSalt(config: unknown): string | null {
  if (!config || typeof config !== 'object' || !('salt' in config)) return null;
  return typeof config.salt === 'string' && config.salt !== '' ? config.salt : null;
}

function readJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** Reads the form: the first field that cannot be used, or the seeds and inputs to replay. */
export function parseValues(values: VerifyValues): ParsedValues {
  const engine = values.engine.trim();
  if (engine === '') return { ok: false, field: 'engine', error: 'required' };
  const chain = engine === CHAIN_ENGINE;
  const serverSeed = values.server_seed.trim();
  const gameHash = values.game_hash.trim().toLowerCase();
  if (chain && gameHash === '') return { ok: false, field: 'game_hash', error: 'required' };
  if (!chain && serverSeed === '') return { ok: false, field: 'server_seed', error: 'required' };
  const nonceText = values.nonce.trim();
  if (!chain && !/^\d{1,15}$/.test(nonceText)) return { ok: false, field: 'nonce', error: 'nonce' };
  const json: Record<'config' | 'params' | 'actions', unknown> = {
    config: null,
    params: null,
    actions: null,
  };
  if (values.config.trim() === '') return { ok: false, field: 'config', error: 'required' };
  for (const field of ['config', 'params', 'actions'] as const) {
    const read = readJson(
      values[field].trim() === '' && field === 'actions' ? '[]' : values[field],
    );
    if (!read.ok) return { ok: false, field, error: 'json' };
    json[field] = read.value;
  }
  const actions: unknown = json.actions;
  if (!Array.isArray(actions)) return { ok: false, field: 'actions', error: 'actions' };
  const salt = readSalt(json.config);
  if (chain && salt === null) return { ok: false, field: 'config', error: 'salt' };
  const hash = (chain ? values.previous_hash : values.server_seed_hash).trim().toLowerCase();
  return {
    ok: true,
    source:
      chain && salt !== null
        ? { kind: 'chain', gameHash, salt }
        : {
            kind: 'seeds',
            seeds: { serverSeed, clientSeed: values.client_seed, nonce: Number(nonceText) },
          },
    committedHash: hash === '' ? null : hash,
    engine,
    inputs: { config: json.config, params: json.params, actions: actions.map((a: unknown) => a) },
  };
}
