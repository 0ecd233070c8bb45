import {
  isObject,
  readRevealed,
  readRoundAnswer,
  readRounds,
  readSession,
  type RevealedSeeds,
  type StudioRound,
  type StudioSession,
} from './studio-session';

/** An answer of the studio that is not 2xx: `{error: {code, message}}` with 401, 409 or 422 (or a network failure). */
export class StudioApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'StudioApiError';
  }
}

/** status 0: the request never got an answer (offline, aborted). */
const NETWORK = 0;

async function call(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  fetcher: typeof fetch = fetch,
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetcher(path, {
      method,
      headers:
        body === undefined
          ? { accept: 'application/json' }
          : {
              accept: 'application/json',
              'content-type': 'application/json',
            },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new StudioApiError(NETWORK, 'network', 'The game server could not be reached.');
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = isObject(payload) && isObject(payload['error']) ? payload['error'] : {};
    throw new StudioApiError(
      response.status,
      typeof error['code'] === 'string' ? error['code'] : `http_${response.status}`,
      typeof error['message'] === 'string' ? error['message'] : response.statusText,
    );
  }
  return payload;
}

/** The calls of one launch token (docs/games-architecture.md, the studio client API). */
export function studioApi(token: string, fetcher: typeof fetch = fetch) {
  const base = `/studio/api/sessions/${encodeURIComponent(token)}`;
  return {
    session: async (): Promise<StudioSession> =>
      readSession(await call('GET', base, undefined, fetcher)),
    startRound: async (params: unknown) =>
      readRoundAnswer(await call('POST', `${base}/rounds`, { params }, fetcher)),
    act: async (roundId: string, action: unknown) =>
      readRoundAnswer(
        await call(
          'POST',
          `${base}/rounds/${encodeURIComponent(roundId)}/actions`,
          { action },
          fetcher,
        ),
      ),
    rounds: async (limit = 20): Promise<StudioRound[]> =>
      readRounds(await call('GET', `${base}/rounds?limit=${limit}`, undefined, fetcher)),
    rotateSeeds: async (clientSeed: string): Promise<RevealedSeeds> =>
      readRevealed(await call('POST', `${base}/seeds`, { client_seed: clientSeed }, fetcher)),
  };
}

export type StudioApi = ReturnType<typeof studioApi>;
