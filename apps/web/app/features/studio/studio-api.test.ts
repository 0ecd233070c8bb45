import { describe, expect, test } from 'vitest';
import { StudioApiError, studioApi } from './studio-api';
import { errorDetail, errorKey, isFatal } from './studio-errors';

function answering(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetcher = async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init });
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { calls, fetcher: fetcher as typeof fetch };
}

describe('studioApi', () => {
  test('posts the round parameters under the token, escaped', async () => {
    const { calls, fetcher } = answering(422, {
      error: { code: 'target', message: 'target is 100..9800' },
    });
    const api = studioApi('a/b', fetcher);
    await expect(api.startRound({ stake: 10 })).rejects.toMatchObject({
      status: 422,
      code: 'target',
    });
    expect(calls[0]?.url).toBe('/studio/api/sessions/a%2Fb/rounds');
    expect(calls[0]?.init?.body).toBe(JSON.stringify({ params: { stake: 10 } }));
  });

  test('actions go to the round, seeds carry the client seed', async () => {
    const { calls, fetcher } = answering(409, {
      error: { code: 'round_finished', message: 'finished' },
    });
    const api = studioApi('t', fetcher);
    await expect(api.act('r9', { type: 'cashout' })).rejects.toBeInstanceOf(StudioApiError);
    await expect(api.rotateSeeds('mine')).rejects.toBeInstanceOf(StudioApiError);
    expect(calls.map((call) => call.url)).toEqual([
      '/studio/api/sessions/t/rounds/r9/actions',
      '/studio/api/sessions/t/seeds',
    ]);
    expect(calls[1]?.init?.body).toBe(JSON.stringify({ client_seed: 'mine' }));
  });

  test('an error body that is not the contract still gives a status and a code', async () => {
    const { fetcher } = answering(500, 'oops');
    await expect(studioApi('t', fetcher).session()).rejects.toMatchObject({
      status: 500,
      code: 'http_500',
    });
  });

  test('a request that gets no answer is a network error', async () => {
    const api = studioApi('t', (async () => {
      throw new TypeError('offline');
    }) as typeof fetch);
    const error = await api.rounds().catch((caught: unknown) => caught);
    expect(errorKey(error)).toBe('STUDIO.ERRORS.NETWORK');
  });
});

describe('errors the frame shows', () => {
  test.each([
    [401, 'session_closed', 'STUDIO.ERRORS.SESSION_CLOSED'],
    [409, 'round_open', 'STUDIO.ERRORS.ROUND_CONFLICT'],
    [409, 'crash_betting_closed', 'STUDIO.ERRORS.BETTING_CLOSED'],
    [409, 'crash_not_running', 'STUDIO.ERRORS.NOT_STARTED'],
    [422, 'insufficient_funds', 'STUDIO.ERRORS.INSUFFICIENT_FUNDS'],
    [422, 'limit_reached', 'STUDIO.ERRORS.LIMIT_REACHED'],
    [422, 'target', 'STUDIO.ERRORS.INVALID_BET'],
    [503, 'busy', 'STUDIO.ERRORS.GENERIC'],
  ])('%i %s -> %s', (status, code, key) => {
    expect(errorKey(new StudioApiError(status, code, 'm'))).toBe(key);
  });

  test('only a closed session ends the frame; only refused bets show the server words', () => {
    expect(isFatal(new StudioApiError(401, 'x', 'm'))).toBe(true);
    expect(isFatal(new StudioApiError(422, 'x', 'm'))).toBe(false);
    expect(errorDetail(new StudioApiError(422, 'target', 'target is 100..9800'))).toBe(
      'target is 100..9800',
    );
    expect(errorDetail(new StudioApiError(409, 'x', 'm'))).toBeNull();
    expect(errorDetail(new StudioApiError(422, 'insufficient_funds', 'balance 10'))).toBeNull();
  });
});
