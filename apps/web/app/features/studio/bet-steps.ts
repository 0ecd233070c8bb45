/**
 * The stakes the bet selector offers between a game's minBet and maxBet (minor units): the 1-2-5 series of each
 * power of ten inside the range, with the two ends always present, so arrows walk through round amounts.
 */
export function betSteps(minBet: number, maxBet: number): number[] {
  const low = Math.max(1, Math.ceil(minBet));
  const high = Math.max(low, Math.floor(maxBet));
  const steps = new Set<number>([low]);
  for (let power = 1; power <= high; power *= 10) {
    for (const factor of [1, 2, 5]) {
      const step = factor * power;
      if (step > low && step < high) steps.add(step);
    }
  }
  steps.add(high);
  return [...steps].sort((a, b) => a - b);
}

/** The step `offset` places from the one nearest `bet` (arrows: +1 / -1), held to the ends. */
export function stepBet(steps: readonly number[], bet: number, offset: number): number {
  if (steps.length === 0) return bet;
  const index = nearestIndex(steps, bet);
  const next = Math.min(steps.length - 1, Math.max(0, index + offset));
  return steps[next] ?? bet;
}

/** The step closest to `bet` (a stored or recalled stake may sit between two). */
export function nearestStep(steps: readonly number[], bet: number): number {
  return steps[nearestIndex(steps, bet)] ?? bet;
}

function nearestIndex(steps: readonly number[], bet: number): number {
  let best = 0;
  steps.forEach((step, index) => {
    if (Math.abs(step - bet) < Math.abs((steps[best] ?? 0) - bet)) best = index;
  });
  return best;
}

/** The default stake: the step nearest a hundredth of the balance, never under the minimum. */
export function defaultBet(steps: readonly number[], balance: number): number {
  const first = steps[0] ?? 0;
  return Math.max(first, nearestStep(steps, Math.floor(balance / 100)));
}
