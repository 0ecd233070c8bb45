import { RoundInputError } from './round.ts';

/** The game client's JSON as an object, or RoundInputError. */
export function readObject(input: unknown): Record<string, unknown> {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    throw new RoundInputError('body', 'expected an object');
  return input as Record<string, unknown>;
}

/** A whole number in [min, max] (stakes are minor units: no fractions), or RoundInputError keyed by the field. */
export function readInteger(
  body: Record<string, unknown>,
  field: string,
  min: number,
  max: number,
): number {
  const value = body[field];
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min || value > max)
    throw new RoundInputError(field, `${field} must be a whole number from ${min} to ${max}`);
  return value;
}

/** One of the allowed strings, or RoundInputError keyed by the field. */
export function readChoice<T extends string>(
  body: Record<string, unknown>,
  field: string,
  choices: readonly T[],
): T {
  const value = body[field];
  if (typeof value !== 'string' || !(choices as readonly string[]).includes(value))
    throw new RoundInputError(field, `${field} must be one of ${choices.join(', ')}`);
  return value as T;
}
