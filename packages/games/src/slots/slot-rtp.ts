import { compileSlot, type CompiledReel, type CompiledSlot } from './slot-compiled.ts';
import type { SlotConfig } from './slot-config.ts';
import { leadingWildsPay } from './slot-pays.ts';
import { stripStats, type StripStats } from './slot-strip-stats.ts';

/** The expectation of one spin on a set of strips: its pay (hundredths of the stake, no multiplier) and awards. */
export interface SpinExpectation {
  pay: number;
  freeSpins: number;
}

/**
 * One line's expected pay. Reels are independent and each cell of a line sees its reel's symbol frequencies, so sum
 * over (w leading wilds, the first other symbol y, the run n of y-or-wild) the chance times the larger of the
 * leading wilds' best pay and y's pay: exactly what `payLine` pays.
 */
function expectedLinePay(slot: CompiledSlot, stats: StripStats): number {
  const { reels, wild, pays, kinds } = slot;
  const chance = (r: number, s: number) => (s < 0 ? 0 : stats.cellChance[r]![s]!);
  const leading = Array.from({ length: reels + 1 }, (_, w) => leadingWildsPay(slot, w)?.pay ?? 0);
  const wildPay = (w: number) => leading[w]!;
  let expected = 0;
  let leadingWilds = 1;
  for (let w = 0; w <= reels; w++) {
    if (w === reels) {
      expected += leadingWilds * wildPay(reels);
      break;
    }
    for (let y = 0; y < kinds.length; y++) {
      if (y === wild) continue;
      const first = leadingWilds * chance(w, y);
      if (first === 0) continue;
      if (kinds[y] !== 'regular') {
        expected += first * wildPay(w);
        continue;
      }
      let run = first;
      for (let n = w + 1; n <= reels; n++) {
        const goesOn = n < reels ? chance(n, y) + chance(n, wild) : 0;
        expected += run * (1 - goesOn) * Math.max(wildPay(w), pays[y]![n]!);
        run *= goesOn;
      }
    }
    leadingWilds *= chance(w, wild);
  }
  return expected;
}

/** Ways: a symbol's ways over its first n reels are a product of independent counts, so E = Π E[count] · P(none on n). */
function expectedWaysPay(slot: CompiledSlot, stats: StripStats): number {
  let expected = 0;
  for (const x of slot.regular) {
    let ways = 1;
    for (let n = 1; n <= slot.reels; n++) {
      ways *= stats.matchMean[n - 1]![x]!;
      const ends = n < slot.reels ? stats.matchNone[n]![x]! : 1;
      expected += slot.pays[x]![n]! * ways * ends;
    }
  }
  return expected;
}

export function spinExpectation(
  slot: CompiledSlot,
  reels: readonly CompiledReel[],
): SpinExpectation {
  const stats = stripStats(slot, reels);
  const lineCount = slot.config.mode.type === 'lines' ? slot.config.mode.lines.length : 0;
  let pay =
    slot.config.mode.type === 'lines'
      ? lineCount * expectedLinePay(slot, stats)
      : expectedWaysPay(slot, stats);
  let freeSpins = 0;
  stats.scatters.forEach((p, count) => {
    if (slot.scatter >= 0) pay += p * (slot.pays[slot.scatter]![count] ?? 0);
    freeSpins += p * (slot.freeSpinsAwarded[count] ?? 0);
  });
  return { pay, freeSpins };
}

/** The parts of the return: base spin, free spins, and the expected pay of a whole free-spins session per spin awarded. */
export interface SlotReturn {
  base: SpinExpectation;
  free: SpinExpectation;
  /**
   * Each free spin adds `free.freeSpins` spins on average, so one awarded spin leads to 1 / (1 - a) spins in all
   * (the geometric series of retriggers) and pays multiplier · free.pay / (1 - a) hundredths.
   */
  perFreeSpin: number;
  /** Expected pay of a base round in hundredths of the stake, free spins included. */
  round: number;
}

export function slotReturn(config: SlotConfig): SlotReturn {
  return returnOf(compileSlot(config));
}

/** The return of a compiled slot (the pay-table search evaluates pay tables on one set of strips through it). */
export function returnOf(slot: CompiledSlot): SlotReturn {
  const base = spinExpectation(slot, slot.base);
  const free = spinExpectation(slot, slot.free);
  if (free.freeSpins >= 1)
    throw new Error('retriggers never end: a free spin awards 1 or more on average');
  const perFreeSpin = (slot.config.freeSpins.multiplier * free.pay) / (1 - free.freeSpins);
  return { base, free, perFreeSpin, round: base.pay + base.freeSpins * perFreeSpin };
}

/** The exact return to player of a base round (the stated RTP). */
export function slotRtp(config: SlotConfig): number {
  return slotReturn(config).round / 100;
}

/** The exact return of a bonus buy: its free spins' sessions for `price` stakes. */
export function bonusBuyRtp(config: SlotConfig): number {
  if (!config.bonusBuy) return 0;
  const { perFreeSpin } = slotReturn(config);
  return (config.bonusBuy.freeSpins * perFreeSpin) / 100 / config.bonusBuy.price;
}
