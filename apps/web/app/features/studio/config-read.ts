import { isObject } from './studio-session';

// Engine configurations and states arrive as JSON the client did not write: these readers take what is there and
// fall back where a field is missing, so one renamed field shows as a plain default, not a crashed frame.

export function field(value: unknown, key: string): unknown {
  return isObject(value) ? value[key] : undefined;
}

export function numberAt(value: unknown, key: string, fallback: number): number {
  const found = field(value, key);
  return typeof found === 'number' && Number.isFinite(found) ? found : fallback;
}

export function stringAt(value: unknown, key: string, fallback: string): string {
  const found = field(value, key);
  return typeof found === 'string' ? found : fallback;
}

export function booleanAt(value: unknown, key: string): boolean {
  return field(value, key) === true;
}

export function arrayAt(value: unknown, key: string): unknown[] {
  const found = field(value, key);
  return Array.isArray(found) ? found : [];
}

export function numbersAt(value: unknown, key: string): number[] {
  return arrayAt(value, key).filter((item): item is number => typeof item === 'number');
}

/** The first of several names that holds a number (engines name the same fact differently). */
export function firstNumber(value: unknown, keys: readonly string[], fallback: number): number {
  for (const key of keys) {
    const found = field(value, key);
    if (typeof found === 'number' && Number.isFinite(found)) return found;
  }
  return fallback;
}

/** Every engine's configuration states its stake range as minBet and maxBet (minor units). */
export function betRangeOf(config: unknown): { min: number; max: number } {
  const min = Math.max(1, Math.floor(numberAt(config, 'minBet', 10)));
  return { min, max: Math.max(min, Math.floor(numberAt(config, 'maxBet', min * 1000))) };
}
