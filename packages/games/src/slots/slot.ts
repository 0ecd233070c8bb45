import { RoundInputError, type RoundMachine } from '../round.ts';
import { readInteger, readObject } from '../read-json.ts';
import { compileSlot } from './slot-compiled.ts';
import type { SlotConfig } from './slot-config.ts';
import { playSpin, type SpinRecord } from './slot-spin.ts';

export interface SlotParams {
  /** The stake of one spin, minor units; a bonus buy costs `bonusBuy.price` times it. */
  stake: number;
  buyBonus: boolean;
}

/** A finished round: the base spin (absent on a bonus buy) and every free spin, in the order played. */
export interface SlotState {
  params: SlotParams;
  spins: SpinRecord[];
  /** All free spins awarded in the round (trigger and retriggers); every one is in `spins`. */
  freeSpinsAwarded: number;
  /** The round's pay in hundredths of the stake, the sum of the spins' pays. */
  pay: number;
}

/**
 * One round: a base spin, then, if it triggered them, every free spin (retriggers add to the count left) until none
 * is left; a bonus buy starts at the free spins with the spins it sells. The round finishes in `start`.
 */
export const slotMachine: RoundMachine<SlotConfig, SlotParams, SlotState, never> = {
  start(config, params, rng) {
    const slot = compileSlot(config);
    const spins: SpinRecord[] = [];
    let left: number;
    if (params.buyBonus && config.bonusBuy) left = config.bonusBuy.freeSpins;
    else {
      const base = playSpin(slot, 'base', params.stake, rng);
      spins.push(base);
      left = base.freeSpins;
    }
    let awarded = left;
    while (left > 0) {
      const spin = playSpin(slot, 'free', params.stake, rng);
      spins.push(spin);
      left += spin.freeSpins - 1;
      awarded += spin.freeSpins;
    }
    let win = 0;
    let pay = 0;
    for (const spin of spins) {
      win += spin.win;
      pay += spin.pay;
    }
    return {
      state: { params, spins, freeSpinsAwarded: awarded, pay },
      stake: slotStake(config, params),
      win,
      finished: true,
    };
  },
};

/** The stake the round commits: the spin's stake, or the bonus price times it. */
export function slotStake(config: SlotConfig, params: SlotParams): number {
  return params.buyBonus && config.bonusBuy ? params.stake * config.bonusBuy.price : params.stake;
}

/** `{stake, buy_bonus?}`: a whole stake in [minBet, maxBet]; a bonus buy only where the game sells one. */
export function parseSlotParams(config: SlotConfig, input: unknown): SlotParams {
  const body = readObject(input);
  const stake = readInteger(body, 'stake', config.minBet, config.maxBet);
  const buy = body['buy_bonus'];
  if (buy !== undefined && typeof buy !== 'boolean')
    throw new RoundInputError('buy_bonus', 'buy_bonus is true or false');
  if (buy === true && !config.bonusBuy)
    throw new RoundInputError('buy_bonus', 'this game sells no bonus buy');
  return { stake, buyBonus: buy === true };
}
