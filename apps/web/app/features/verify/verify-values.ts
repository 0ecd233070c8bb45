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
}

export const VERIFY_FIELDS = [
  'server_seed',
  'server_seed_hash',
  'client_seed',
  'nonce',
  'engine',
  'config',
  'params',
  'actions',
] as const satisfies readonly (keyof VerifyValues)[];

export const EMPTY_VALUES: VerifyValues = {
  server_seed: '',
  server_seed_hash: '',
  client_seed: '',
  nonce: '0',
  engine: 'dice',
  config: '{}',
  params: '{}',
  actions: '[]',
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

/** A stored round's inputs and seeds; the server seed stays empty until the player has rotated the pair. */
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
  };
}

export type ParsedValues =
  | {
      ok: true;
      seeds: { serverSeed: string; clientSeed: string; nonce: number };
      committedHash: string | null;
      engine: string;
      inputs: { config: unknown; params: unknown; actions: unknown[] };
    }
  | { ok: false; field: keyof VerifyValues; error: 'required' | 'json' | 'nonce' | 'actions' };

function readJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** Reads the form: the first field that cannot be used, or the seeds and inputs to replay. */
export function parseValues(values: VerifyValues): ParsedValues {
  const serverSeed = values.server_seed.trim();
  if (serverSeed === '') return { ok: false, field: 'server_seed', error: 'required' };
  const nonceText = values.nonce.trim();
  if (!/^\d{1,15}$/.test(nonceText)) return { ok: false, field: 'nonce', error: 'nonce' };
  const engine = values.engine.trim();
  if (engine === '') return { ok: false, field: 'engine', error: 'required' };
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
  const hash = values.server_seed_hash.trim().toLowerCase();
  return {
    ok: true,
    seeds: { serverSeed, clientSeed: values.client_seed, nonce: Number(nonceText) },
    committedHash: hash === '' ? null : hash,
    engine,
    inputs: { config: json.config, params: json.params, actions: actions.map((a: unknown) => a) },
  };
}
