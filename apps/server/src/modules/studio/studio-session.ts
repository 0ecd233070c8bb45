import type { StudioSession } from '@casino/api/studio';
import type { StudioDeps } from './studio-deps.ts';
import type { StudioGameInfo } from './studio-games.ts';
import { StudioError, unknownSession } from './studio-errors.ts';
import {
  findSessionByToken,
  insertSession,
  type StudioSessionRow,
} from './studio-sessions.repository.ts';
import { findOpenRound } from './studio-rounds.repository.ts';
import { findPair } from './seed-pairs.repository.ts';
import { activePair, publicSeeds, seedOwnerOf } from './seed-pairs.ts';
import { fetchBalance } from './wallet-settlement.ts';
import { roundView } from './round-view.ts';

/** A demo session starts with 10,000 FUN (1,000,000 minor units), kept on the studio's session row. */
export const DEMO_BALANCE_CENTS = 1_000_000;

export interface LiveSession {
  session: StudioSessionRow;
  game: StudioGameInfo;
}

async function gameOf(deps: StudioDeps, identifier: string): Promise<StudioGameInfo> {
  const game = await deps.games(identifier);
  if (!game) throw new StudioError(404, 'game_unavailable', `${identifier} is not a studio game`);
  return game;
}

/** A session the studio already knows, open: every call after the launch. */
export async function requireSession(deps: StudioDeps, token: string): Promise<LiveSession> {
  const session = await findSessionByToken(deps.db, token);
  if (!session || session.status !== 'open') throw unknownSession();
  return { session, game: await gameOf(deps, session.game_identifier) };
}

/** The launch: the first sight of a token asks the casino what it stands for and stores the answer. */
async function launchSession(deps: StudioDeps, token: string): Promise<LiveSession> {
  const known = await findSessionByToken(deps.db, token);
  if (known) {
    if (known.status !== 'open') throw unknownSession();
    return { session: known, game: await gameOf(deps, known.game_identifier) };
  }
  const outcome = await deps.wallet.context(token);
  if (outcome.kind === 'unknown')
    throw new StudioError(503, 'wallet_unavailable', 'The casino did not answer');
  if (outcome.kind === 'refused' || outcome.answer.status !== 'open') throw unknownSession();
  const context = outcome.answer;
  if (context.mode === 'real' && context.user_id === null) throw unknownSession();
  const game = await gameOf(deps, context.game_identifier);
  const session = await insertSession(deps.db, {
    token,
    casino_session_id: context.session_id,
    player_id: context.user_id,
    nickname: context.nickname ?? null,
    game_identifier: context.game_identifier,
    mode: context.mode,
    currency: context.currency,
    fun_balance_cents: context.mode === 'demo' ? DEMO_BALANCE_CENTS : null,
    status: 'open',
    created_at: deps.now(),
  });
  return { session, game };
}

/** The balance the game shows: FUN from the session row in demo, the casino's wallet in real mode. */
export async function balanceOf(deps: StudioDeps, session: StudioSessionRow): Promise<number> {
  return session.mode === 'demo' ? (session.fun_balance_cents ?? 0) : fetchBalance(deps, session);
}

/** GET /studio/api/sessions/{token}: the game, the money, the seeds and any round left open (resume). */
export async function describeSession(deps: StudioDeps, token: string): Promise<StudioSession> {
  const { session, game } = await launchSession(deps, token);
  const balance = await balanceOf(deps, session);
  const pair = await activePair(deps, seedOwnerOf(session));
  const open = await findOpenRound(deps.db, session.id);
  const openPair = open ? await findPair(deps.db, open.seed_pair_id) : undefined;
  return {
    game: {
      identifier: game.identifier,
      title: game.title,
      engine: game.engine.name,
      config: game.config,
      presentation: game.presentation,
      rtp: game.engine.rtp(game.config),
      hit_rate: game.engine.hitRate(game.config),
    },
    mode: session.mode,
    currency: session.currency,
    balance,
    seeds: publicSeeds(pair),
    open_round: open && openPair ? roundView(open, openPair, game) : null,
    min_round_ms: deps.minRoundMs,
  };
}
