/**
 * How volatility shapes a generated slot, from low (index 0) to very-high (5): rarer high symbols, stacked symbols
 * and reels less alike (fewer hits) and rarer free spins, steeper pay tables (small three-of-a-kind, big five-of-a-kind), and stronger free spins (more spins, more wilds on
 * the free-spin strips, a bigger multiplier). The exact RTP is then set by scaling the pay table.
 */
export interface VolatilityProfile {
  /** Strip weights of the low symbols, the highest paying first. */
  lowWeights: readonly number[];
  /** Strip weights of the high symbols, the highest paying first. */
  highWeights: readonly number[];
  /** Wilds per reel on the base strips (ways games keep the first reel free of them). */
  wilds: number;
  /** Extra wilds per reel on the free-spin strips. */
  freeWilds: number;
  /** Wanted chance of a free-spins trigger per base spin (sets the strip length around the one scatter). */
  triggerChance: number;
  freeSpins: number;
  multiplier: number;
  /** How far each reel's symbol weights stray from the common ones (0.5: by up to half): fewer, rarer matches. */
  reelSpread: number;
  /**
   * The longest stack of one symbol on a strip, on lines and on ways: stacks bring fewer, bigger wins (on ways, a
   * window shows fewer different symbols, so stacks weigh more there).
   */
  stacks: { lines: number; ways: number };
  /** Pay-table shape: factors on the three-of-a-kind and the longest combinations. */
  short: number;
  long: number;
}

export const VOLATILITIES = [
  'low',
  'low-medium',
  'medium',
  'medium-high',
  'high',
  'very-high',
] as const;

const PROFILES: readonly VolatilityProfile[] = [
  {
    lowWeights: [6, 6, 7, 7, 8],
    highWeights: [3, 4, 4, 5],
    wilds: 2,
    freeWilds: 1,
    stacks: { lines: 1, ways: 1 },
    reelSpread: 0,
    triggerChance: 1 / 110,
    freeSpins: 10,
    multiplier: 2,
    short: 1.4,
    long: 0.6,
  },
  {
    lowWeights: [6, 6, 7, 7, 8],
    highWeights: [3, 3, 4, 5],
    wilds: 2,
    freeWilds: 1,
    stacks: { lines: 1, ways: 2 },
    reelSpread: 0.15,
    triggerChance: 1 / 130,
    freeSpins: 10,
    multiplier: 2,
    short: 1.2,
    long: 0.8,
  },
  {
    lowWeights: [6, 7, 7, 8, 8],
    highWeights: [2, 3, 4, 4],
    wilds: 1,
    freeWilds: 1,
    stacks: { lines: 1, ways: 2 },
    reelSpread: 0.3,
    triggerChance: 1 / 150,
    freeSpins: 10,
    multiplier: 3,
    short: 1,
    long: 1,
  },
  {
    lowWeights: [6, 7, 7, 8, 8],
    highWeights: [2, 2, 3, 4],
    wilds: 1,
    freeWilds: 2,
    stacks: { lines: 2, ways: 3 },
    reelSpread: 0.45,
    triggerChance: 1 / 180,
    freeSpins: 12,
    multiplier: 3,
    short: 0.85,
    long: 1.4,
  },
  {
    lowWeights: [7, 7, 8, 8, 9],
    highWeights: [1, 2, 3, 3],
    wilds: 1,
    freeWilds: 2,
    stacks: { lines: 2, ways: 3 },
    reelSpread: 0.6,
    triggerChance: 1 / 220,
    freeSpins: 12,
    multiplier: 4,
    short: 0.7,
    long: 2,
  },
  {
    lowWeights: [7, 8, 8, 9, 9],
    highWeights: [1, 1, 2, 3],
    wilds: 1,
    freeWilds: 3,
    stacks: { lines: 3, ways: 4 },
    reelSpread: 0.75,
    triggerChance: 1 / 260,
    freeSpins: 15,
    multiplier: 5,
    short: 0.6,
    long: 2.8,
  },
];

/** The profile of a catalogue volatility; an unknown one plays as medium. */
export function volatilityProfile(volatility: string): VolatilityProfile {
  const index = (VOLATILITIES as readonly string[]).indexOf(volatility);
  return PROFILES[index < 0 ? 2 : index]!;
}
