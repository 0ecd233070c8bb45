import type { FloatSource } from '../fair.ts';
import { RoundInputError, winOf, type RoundMachine } from '../round.ts';
import { readChoice, readInteger, readObject } from '../read-json.ts';
import { crashPointFromFloat } from './crash-chain.ts';

/**
 * Crash: a multiplier grows from 1.00x until the round's crash point; a player who cashes out before it wins stake ×
 * the multiplier, one who is still in at the bust loses. One shared round per table: the crash point comes from the
 * hash chain (crash-chain.ts) through the float source passed to `start` (`crashFloats(gameHash, salt)`).
 */
export interface CrashConfig {
  /** The chain's salt (bustabit: a Bitcoin block hash published after the commitment). */
  salt: string;
  minBet: number;
  maxBet: number;
}

export interface CrashParams {
  stake: number;
  /** Cash out automatically when the multiplier reaches this many hundredths (101..100000000). */
  auto_cashout?: number;
}

export interface CrashState {
  params: CrashParams;
  /** The crash point in hundredths: secret until the round is over (publicState leaves it out). */
  crashPoint: number;
  /** The multiplier the player cashed out at, in hundredths, or null (still in, or busted). */
  cashedOutAt: number | null;
}

/** The server's cash-out, at the multiplier its clock shows (multiplierAt of the time since the round started). */
export interface CrashAction {
  type: 'cashout';
  multiplier: number;
}

export const MIN_CASHOUT = 101;
export const MAX_CASHOUT = 100_000_000;

function cashedOut(state: CrashState, multiplier: number) {
  return {
    state: { ...state, cashedOutAt: multiplier },
    stake: state.params.stake,
    win: winOf(state.params.stake, multiplier),
    finished: true,
  };
}

export const crashMachine: RoundMachine<CrashConfig, CrashParams, CrashState, CrashAction> = {
  start(_config, params, rng: FloatSource) {
    return {
      state: { params, crashPoint: crashPointFromFloat(rng.next()), cashedOutAt: null },
      stake: params.stake,
      win: 0,
      finished: false,
    };
  },

  /**
   * A cash-out at the multiplier the server's clock shows. At or past the crash point the rocket is gone: refused
   * (the server settles the round at the bust). Past the auto cash-out target, the auto cash-out came first.
   */
  act(_config, state, action) {
    if (state.cashedOutAt !== null) throw new RoundInputError('finished', 'already cashed out');
    if (action.multiplier >= state.crashPoint)
      throw new RoundInputError('busted', 'the round crashed before this cash-out');
    const auto = state.params.auto_cashout;
    return cashedOut(
      state,
      auto !== undefined ? Math.min(action.multiplier, auto) : action.multiplier,
    );
  },

  /**
   * The bust, and a player gone before it: the bet stays in the round as bustabit keeps it, so the auto cash-out is
   * paid when the crash point reached it (≥, the rule that makes every target return 99 %), otherwise the stake is
   * lost. A server that prefers to cash a disconnected player out at the multiplier of the disconnect calls `act`
   * with that multiplier instead.
   */
  settleAbandoned(_config, state) {
    const auto = state.params.auto_cashout;
    if (auto !== undefined && state.crashPoint >= auto) return cashedOut(state, auto);
    return { state, stake: state.params.stake, win: 0, finished: true };
  },
};

export function parseCrashParams(config: CrashConfig, input: unknown): CrashParams {
  const body = readObject(input);
  const stake = readInteger(body, 'stake', config.minBet, config.maxBet);
  if (body['auto_cashout'] === undefined || body['auto_cashout'] === null) return { stake };
  return { stake, auto_cashout: readInteger(body, 'auto_cashout', MIN_CASHOUT, MAX_CASHOUT) };
}

/** The server's cash-out JSON: `{type: 'cashout', multiplier}` with the multiplier from its clock. */
export function parseCrashAction(input: unknown): CrashAction {
  const body = readObject(input);
  readChoice(body, 'type', ['cashout'] as const);
  return { type: 'cashout', multiplier: readInteger(body, 'multiplier', 100, MAX_CASHOUT) };
}

/** The state without the crash point until the round is over. */
export function crashPublicState(state: CrashState, finished: boolean) {
  if (finished) return state;
  return { params: state.params, cashedOutAt: state.cashedOutAt };
}
