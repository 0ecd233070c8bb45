import { playCoup, type CoupOutcome } from './tableau.ts';

/**
 * Exact punto banco odds on the infinite deck. Each card is one of 13 ranks with equal weight, so a value has weight 4
 * (the ten-valued 10 J Q K count 0) or 1 (ace to 9) out of 13. Every coup of up to six cards is walked once with its
 * integer weight, scaled to 13^6 when it used fewer cards: the counts are exact integers out of 13^6 = 4,826,809.
 */
export const COUPS = 13 ** 6;
const VALUE_WEIGHTS = [4, 1, 1, 1, 1, 1, 1, 1, 1, 1];

export function puntoBancoCounts(): Record<CoupOutcome, number> {
  const counts: Record<CoupOutcome, number> = { player: 0, banker: 0, tie: 0 };
  // Walk the coups depth-first: `prefix` is the values dealt so far; a coup asking for one more card than the prefix
  // holds is extended by every value in turn.
  const walk = (prefix: number[]) => {
    let wanted = -1;
    const coup = playCoup(() => {
      const i = ++wanted;
      return i < prefix.length ? (prefix[i] as number) : -1;
    });
    if (wanted >= prefix.length) {
      for (let value = 0; value < 10; value++) walk([...prefix, value]);
      return;
    }
    const weight = prefix.reduce((w, value) => w * (VALUE_WEIGHTS[value] as number), 1);
    counts[coup.outcome] += weight * 13 ** (6 - prefix.length);
  };
  walk([]);
  return counts;
}

/** A pair among the first two cards of a side: same rank, 13 × (1/13)² = 1/13. */
export const PAIR_PROBABILITY = 1 / 13;
