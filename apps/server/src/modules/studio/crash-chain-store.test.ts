import { describe, expect, test } from 'vitest';
import { crashChain } from '@casino/games/crash/crash-chain';
import {
  CHECKPOINT_EVERY,
  buildChain,
  gameHashAt,
  gamesIn,
  previousHashOf,
} from './crash-chain-store.ts';

// The stored chain (checkpoints) gives the games the players' own chain code gives (packages/games crash-chain.ts).

describe('the stored chain', () => {
  const seed = 'ab'.repeat(32);

  test.each([2, 3, CHECKPOINT_EVERY, CHECKPOINT_EVERY + 1, 2 * CHECKPOINT_EVERY + 7])(
    'a chain of %i hashes: the same commitment and games, in order',
    (length) => {
      const stored = buildChain(seed, length);
      const reference = crashChain(seed, length);
      expect(stored.commitment).toBe(reference.commitment);
      expect(gamesIn(stored)).toBe(reference.games.length);
      const games = Array.from({ length: gamesIn(stored) }, (_, i) => gameHashAt(stored, i));
      expect(games).toEqual(reference.games);
      expect(previousHashOf(games[0]!)).toBe(stored.commitment);
    },
  );

  test('a game past the end is refused', () => {
    expect(() => gameHashAt(buildChain(seed, 3), 2)).toThrow();
  });
});
