import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

// Spec 02 section 4: "the favourite toggle is locked while its request runs" (spec 03 section 7: PUT and DELETE
// /api/player/favorite_games/{id}).
const calls: { id: number; favorite: boolean }[] = [];
let release: (() => void) | null = null;
let fail = false;

vi.mock('~/features/games/favorites-api', () => ({
  getFavoriteIds: vi.fn(async () => [7]),
  setFavorite: vi.fn((id: number, favorite: boolean) => {
    calls.push({ id, favorite });
    return new Promise<void>((resolve, reject) => {
      release = () => (fail ? reject(new Error('500')) : resolve());
    });
  }),
}));

const store = await import('~/features/games/favorites-store');
const { events } = await import('~/lib/events');

beforeEach(async () => {
  calls.length = 0;
  fail = false;
  store.resetFavorites();
  await store.loadFavorites(1);
});
afterEach(() => store.resetFavorites());

describe('favourites store', () => {
  test("loads the player's ids (v1); toggling a favourite removes it (DELETE)", async () => {
    expect(store.peekFavorites()).toMatchObject({ playerId: 1, loaded: true });
    expect([...store.peekFavorites().ids]).toEqual([7]);
    const toggle = store.toggleFavorite(7);
    release?.();
    await toggle;
    expect(calls).toEqual([{ id: 7, favorite: false }]);
    expect([...store.peekFavorites().ids]).toEqual([]);
  });

  test('a second toggle of the same game while the first request runs is refused', async () => {
    const first = store.toggleFavorite(12);
    expect(store.peekFavorites().pending.has(12)).toBe(true);
    const second = await store.toggleFavorite(12);
    expect(second).toBe(false);
    expect(calls).toEqual([{ id: 12, favorite: true }]);
    release?.();
    expect(await first).toBe(true);
    expect(store.peekFavorites().ids.has(12)).toBe(true);
    expect(store.peekFavorites().pending.has(12)).toBe(false);
    // Unlocked again: the next toggle removes it.
    const third = store.toggleFavorite(12);
    release?.();
    await third;
    expect(calls.at(-1)).toEqual({ id: 12, favorite: false });
  });

  test('a failed request unlocks the toggle and keeps the heart as it was', async () => {
    fail = true;
    const first = store.toggleFavorite(12);
    release?.();
    await expect(first).rejects.toThrow('500');
    expect(store.peekFavorites().ids.has(12)).toBe(false);
    expect(store.peekFavorites().pending.has(12)).toBe(false);
    fail = false;
    const again = store.toggleFavorite(12);
    release?.();
    await again;
    expect(calls.map((call) => call.favorite)).toEqual([true, true]);
  });

  test('a guest cannot toggle; logout forgets the favourites', async () => {
    events.emit('logout');
    expect(store.peekFavorites()).toMatchObject({ playerId: null, loaded: false });
    expect(store.peekFavorites().ids.size).toBe(0);
    expect(await store.toggleFavorite(7)).toBe(false);
    expect(calls).toEqual([]);
  });
});
