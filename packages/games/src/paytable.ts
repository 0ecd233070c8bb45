/**
 * Paytables of games whose outcomes are counted exactly (plinko's bins, keno's hits): outcome i happens in
 * `ways[i]` of `total` equally likely ways and pays `multipliers[i]` hundredths, so the return is one exact sum.
 */

/** Σ ways_i · multiplier_i / (100 · total): exact while the sum stays below 2^53 (it does for our tables). */
export function paytableRtp(
  ways: readonly number[],
  total: number,
  multipliers: readonly number[],
): number {
  let sum = 0;
  ways.forEach((count, i) => (sum += count * (multipliers[i] ?? 0)));
  return sum / (100 * total);
}

/** The share of outcomes that pay at least `atLeast` hundredths. */
export function paytableHitRate(
  ways: readonly number[],
  total: number,
  multipliers: readonly number[],
  atLeast = 1,
): number {
  let hits = 0;
  ways.forEach((count, i) => {
    if ((multipliers[i] ?? 0) >= atLeast) hits += count;
  });
  return hits / total;
}

/**
 * A table of a given shape tuned to a target return: multiplier_i = max(least_i, floor(scale · shape_i)) with the
 * largest scale whose exact return does not pass the target (bisection; the return only grows with the scale). The
 * floor to hundredths leaves the return at most one hundredth of the likeliest outcome's chance under the target.
 */
export function tunePaytable(
  ways: readonly number[],
  total: number,
  shape: readonly number[],
  least: readonly number[],
  target: number,
): number[] {
  const table = (scale: number) =>
    shape.map((weight, i) => Math.max(least[i] ?? 0, Math.floor(scale * weight)));
  if (paytableRtp(ways, total, table(0)) > target)
    throw new Error('the least multipliers already return more than the target');
  let low = 0;
  let high = 1;
  while (paytableRtp(ways, total, table(high)) <= target) high *= 2;
  for (let i = 0; i < 100; i++) {
    const mid = (low + high) / 2;
    if (paytableRtp(ways, total, table(mid)) <= target) low = mid;
    else high = mid;
  }
  return table(low);
}

/** n choose k as a double (exact below 2^53, which covers every table here). */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= Math.min(k, n - k); i++)
    result = (result * (n - Math.min(k, n - k) + i)) / i;
  return Math.round(result);
}
