/**
 * The multiplier the players watch grow (bustabit's curve): floor(100 · e^(0.00006 · t)) hundredths after t ms,
 * 2.00x after about 11.6 s, 10x after 38 s. The server computes cash-outs from its own clock with it.
 */
const GROWTH_PER_MS = 0.00006;

/** The multiplier in hundredths after `elapsedMs` of the running phase. */
export function multiplierAt(elapsedMs: number): number {
  return Math.floor(100 * Math.exp(GROWTH_PER_MS * Math.max(0, elapsedMs)));
}

/** The first whole millisecond at which the multiplier shows `multiplier` hundredths (≥ 100) or more. */
export function elapsedAt(multiplier: number): number {
  let ms = Math.max(0, Math.ceil(Math.log(multiplier / 100) / GROWTH_PER_MS));
  // The logarithm's rounding can land a millisecond either side of the floor's boundary.
  while (ms > 0 && multiplierAt(ms - 1) >= multiplier) ms--;
  while (multiplierAt(ms) < multiplier) ms++;
  return ms;
}
