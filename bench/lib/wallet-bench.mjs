// The seamless wallet under load (docs/wallet-protocol.md): N workers fire signed POST /api/wallet/play calls, each a
// bet and an equal win settling one round (two ledger transfers, the round, the outbox events, in one transaction),
// for T seconds, as an outside studio would. Prints settlements (calls) per second and their latency. The stake comes
// back as the win, so a wallet holding one stake plays for ever. Calls of one player queue behind its wallet lock:
// give several sessions (of several players) to measure the casino rather than one player's lock.
//
// run.mjs calls measureWallet on a server started with WALLET_AUTH_TOKEN = the bench's token (in production an unset
// token is derived from SESSION_SECRET, which the bench does not know).
import { createHmac, randomUUID } from 'node:crypto';
import { depositByCard, registerBenchPlayer } from './player-client.mjs';

const sign = (bytes, token) => createHmac('sha256', token).update(bytes).digest('hex');

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : null;

/**
 * Opens a real game session for a signed-in player (`cookie`: the session cookie header) and reads its wallet
 * identity through the studio's signed context call: `{user_id, session_id, currency, game}`.
 */
export async function openBenchGameSession({ origin, cookie, authToken, game, currency }) {
  const opened = await fetch(`${origin}/api/game_sessions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      origin,
      cookie,
    },
    body: JSON.stringify({ game_identifier: game, mode: 'real', currency }),
  });
  if (opened.status !== 201)
    throw new Error(`game session not opened: ${opened.status} ${await opened.text()}`);
  const { game_url: gameUrl } = await opened.json();
  const path = `/api/game_sessions/${gameUrl.replace('/studio/', '')}/context`;
  const context = await fetch(`${origin}${path}`, {
    headers: { 'x-request-sign': sign(path, authToken) },
  });
  if (!context.ok) throw new Error(`context refused: ${context.status} ${await context.text()}`);
  const body = await context.json();
  return {
    user_id: body.player_id,
    session_id: body.session_id,
    currency: body.currency,
    game: body.game_identifier,
  };
}

/** One signed bet+win call settling a fresh round; resolves its latency in ms (throws on a refusal). */
async function settleOnce(origin, session, authToken, stake) {
  const round = randomUUID();
  const raw = JSON.stringify({
    ...session,
    game_id: round,
    round_id: round,
    finished: true,
    actions: [
      { action: 'bet', action_id: `${round}:bet`, amount: stake },
      { action: 'win', action_id: `${round}:win`, amount: stake },
    ],
  });
  const started = performance.now();
  const res = await fetch(`${origin}/api/wallet/play`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-request-sign': sign(raw, authToken) },
    body: raw,
  });
  const text = await res.text();
  const elapsed = performance.now() - started;
  if (res.status !== 200) throw new Error(`wallet call answered ${res.status}: ${text}`);
  return elapsed;
}

/**
 * Settlements per second and p50/p99 latency (ms) of `workers` concurrent loops over `sessions` (worker i plays
 * session i mod n) for `durationS` seconds. A refused call stops the run with its answer.
 */
export async function measureWalletSettlements({
  origin,
  sessions,
  authToken,
  workers = 8,
  durationS = 10,
  stake = 100,
}) {
  if (!sessions?.length) throw new Error('measureWalletSettlements needs at least one session');
  const latencies = [];
  const deadline = performance.now() + durationS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async (_, i) => {
      const session = sessions[i % sessions.length];
      while (performance.now() < deadline)
        latencies.push(await settleOnce(origin, session, authToken, stake));
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    workers,
    sessions: sessions.length,
    durationS,
    settlements: latencies.length,
    settlementsPerSecond: Math.round(latencies.length / seconds),
    latencyMs: {
      p50: Number(percentile(latencies, 50)?.toFixed(1)),
      p99: Number(percentile(latencies, 99)?.toFixed(1)),
    },
  };
}

/** The first catalogue game a bench player may open for real money in EUR (the wallet does not care which). */
async function playableGame(origin, api) {
  const { data } = await api('POST', '/api/games_filter', {
    device: 'desktop',
    page: 1,
    page_size: 50,
    filter: { title: 'Dice' },
  });
  if (!data?.length) throw new Error('games_filter found no dice game to open');
  return data.map((game) => game.identifier);
}

/**
 * Bet+win settlements per second through the signed wallet protocol (issue 10 section 8): `players` registered
 * players, each with a card deposit and a real game session, played by `workers` concurrent loops.
 */
export async function measureWallet(
  server,
  { authToken, players = 8, workers = 8, durationS = 10 },
) {
  const sessions = [];
  for (let i = 0; i < players; i++) {
    const api = await registerBenchPlayer(server.origin);
    await depositByCard(api, 10_000);
    let session = null;
    for (const game of await playableGame(server.origin, api)) {
      session = await openBenchGameSession({
        origin: server.origin,
        cookie: api.cookie(),
        authToken,
        game,
        currency: 'EUR',
      }).catch(() => null);
      if (session) break;
    }
    if (!session) throw new Error('no dice game could be opened for real money');
    sessions.push(session);
  }
  return measureWalletSettlements({
    origin: server.origin,
    sessions,
    authToken,
    workers,
    durationS,
  });
}
