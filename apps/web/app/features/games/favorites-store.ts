import { useEffect, useSyncExternalStore } from 'react';
import { events } from '~/lib/events';
import { getFavoriteIds, setFavorite } from '~/features/games/favorites-api';

// The player's favourites, shared by every tile on the page (and the search popup) without a provider:
// loaded once per signed-in player, cleared on logout. Spec 02 section 4: the favourite toggle is locked
// while its request runs.

export interface FavoritesState {
  /** Whose favourites these are; null for a guest. */
  playerId: number | null;
  ids: ReadonlySet<number>;
  loaded: boolean;
  /** Entry ids whose request is running: their toggle is locked. */
  pending: ReadonlySet<number>;
}

const EMPTY: FavoritesState = { playerId: null, ids: new Set(), loaded: false, pending: new Set() };
let state: FavoritesState = EMPTY;
const listeners = new Set<() => void>();

function update(next: FavoritesState): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

events.on('logout', () => update(EMPTY));

/** Loads the favourites of this player once (again after a switch of player). */
export async function loadFavorites(playerId: number): Promise<void> {
  if (state.playerId === playerId) return;
  update({ ...EMPTY, playerId });
  try {
    const ids = await getFavoriteIds();
    if (state.playerId === playerId) update({ ...state, ids: new Set(ids), loaded: true });
  } catch {
    // A failed load leaves the hearts empty; the next player switch or page load tries again.
    if (state.playerId === playerId) update({ ...EMPTY });
  }
}

/** Adds or removes one favourite; refused (false) while the same entry's request runs. */
export async function toggleFavorite(entryId: number): Promise<boolean> {
  if (state.pending.has(entryId) || state.playerId === null) return false;
  const wanted = !state.ids.has(entryId);
  update({ ...state, pending: new Set(state.pending).add(entryId) });
  try {
    await setFavorite(entryId, wanted);
    const ids = new Set(state.ids);
    if (wanted) ids.add(entryId);
    else ids.delete(entryId);
    update({ ...state, ids });
    return true;
  } finally {
    const pending = new Set(state.pending);
    pending.delete(entryId);
    update({ ...state, pending });
  }
}

/** The current state, outside React. */
export const peekFavorites = (): FavoritesState => state;

/** Forgets everything (tests, and a player switch). */
export function resetFavorites(): void {
  update(EMPTY);
}

/** The favourites state; loads it for a signed-in player on first use. */
export function useFavorites(playerId: number | null): FavoritesState {
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => EMPTY,
  );
  useEffect(() => {
    if (playerId === null) {
      if (state.playerId !== null) update(EMPTY);
      return;
    }
    void loadFavorites(playerId);
  }, [playerId]);
  return playerId === null || current.playerId !== playerId ? EMPTY : current;
}
