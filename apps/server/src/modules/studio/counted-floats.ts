import type { FloatSource } from '@casino/games/fair';

/** A float source that counts what it hands out, from `used` already drawn (the round stores the count). */
export function countedFloats(
  source: FloatSource,
  used = 0,
): FloatSource & { readonly used: number } {
  let count = used;
  return {
    next() {
      count++;
      return source.next();
    },
    get used() {
      return count;
    },
  };
}
