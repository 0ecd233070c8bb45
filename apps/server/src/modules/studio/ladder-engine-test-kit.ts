import { registerEngine, type GameEngine } from '@casino/games/engine';
import { RoundInputError, winOf, type RoundMachine } from '@casino/games/round';
import { readChoice, readInteger, readObject } from '@casino/games/read-json';

// A small game with decisions for the studio's tests of actions, extra stakes and abandoned rounds (the real
// blackjack and mines engines are written elsewhere): each climb survives with probability 1/2 and doubles the
// multiplier; `double` stakes the same again; `cash` takes the multiplier. Left open, it cashes out (better for the
// player). Its rtp figure is its own maths: every climb halves the chance and doubles the pay.

interface LadderConfig {
  minBet: number;
  maxBet: number;
}
interface LadderState {
  stake: number;
  level: number;
  lost: boolean;
  cashed: boolean;
}
type LadderAction = 'climb' | 'cash' | 'double';

const multiplier = (level: number) => 100 * 2 ** level;

function step(state: LadderState, finished: boolean) {
  const win = finished && !state.lost ? winOf(state.stake, multiplier(state.level)) : 0;
  return { state, stake: state.stake, win, finished };
}

const machine: RoundMachine<LadderConfig, { stake: number }, LadderState, LadderAction> = {
  start: (_config, params) =>
    step({ stake: params.stake, level: 0, lost: false, cashed: false }, false),
  act(_config, state, action, rng) {
    if (action === 'cash') return step({ ...state, cashed: true }, true);
    if (action === 'double') return step({ ...state, stake: state.stake * 2 }, false);
    const survived = rng.next() < 0.5;
    return survived
      ? step({ ...state, level: state.level + 1 }, false)
      : step({ ...state, lost: true }, true);
  },
  settleAbandoned: (_config, state) => step({ ...state, cashed: true }, true),
};

export const ladderEngine: GameEngine = registerEngine<
  LadderConfig,
  { stake: number },
  LadderState,
  LadderAction
>({
  name: 'mines',
  machine,
  parseParams: (config, input) => ({
    stake: readInteger(readObject(input), 'stake', config.minBet, config.maxBet),
  }),
  parseAction(_config, state, input) {
    const action = readChoice(readObject(input), 'type', ['climb', 'cash', 'double'] as const);
    if (action === 'double' && state.level > 0)
      throw new RoundInputError('type', 'double only before the first climb');
    return action;
  },
  stakeOf: (_config, params) => params.stake,
  rtp: () => 1,
  hitRate: () => 1,
  simulateRound: (_config, rng) => ({ stake: 100, win: rng.next() < 0.5 ? 200 : 0 }),
  publicState: (_config, state) => state,
});
