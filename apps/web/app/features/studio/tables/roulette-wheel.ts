/** The European single-zero wheel's pockets clockwise from zero, as the wheel is built. */
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14,
  31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
] as const;

const REDS = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export type PocketColour = 'red' | 'black' | 'green';

export function pocketColour(number: number): PocketColour {
  if (number === 0) return 'green';
  return REDS.has(number) ? 'red' : 'black';
}

export const POCKET_DEGREES = 360 / WHEEL_ORDER.length;

/** The pocket's centre angle on the wheel, degrees clockwise from the top, before the wheel turns. */
export function pocketAngle(number: number): number {
  const index = WHEEL_ORDER.indexOf(number as (typeof WHEEL_ORDER)[number]);
  return (index < 0 ? 0 : index) * POCKET_DEGREES;
}

/**
 * Where a spin ends: the wheel turns forward two turns and a quarter, and the ball, running the other way at least
 * `ballTurns` turns from where it lay, comes to rest over the winning pocket: ball = wheel + pocket angle (mod 360).
 */
export function spinTarget(
  number: number,
  wheelStart: number,
  ballStart: number,
  ballTurns = 4,
): { wheelEnd: number; ballEnd: number } {
  const wheelEnd = wheelStart + 2 * 360 + 90;
  const resting = wheelEnd + pocketAngle(number);
  const ballEnd = resting - Math.ceil((resting - ballStart + ballTurns * 360) / 360) * 360;
  return { wheelEnd, ballEnd };
}

/** The pocket under an angle of the ball, given the wheel's angle (both degrees). */
export function pocketUnder(ballAngle: number, wheelAngle: number): number {
  const relative = (((ballAngle - wheelAngle) % 360) + 360) % 360;
  return WHEEL_ORDER[Math.round(relative / POCKET_DEGREES) % WHEEL_ORDER.length] ?? 0;
}
