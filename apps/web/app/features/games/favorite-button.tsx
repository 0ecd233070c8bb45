import { useT } from '~/lib/i18n';
import { useSession } from '~/lib/session';
import { useModals } from '~/lib/modal-stack';
import { showToast } from '~/lib/toasts';
import { favoriteEntryId } from '~/features/games/favorite-entry';
import { toggleFavorite, useFavorites } from '~/features/games/favorites-store';
import type { TileGame } from '~/features/games/tile-game';

/** The player's currency as the tiles read it: the selected wallet's, else the profile's; null for a guest. */
export function usePlayerCurrency(): string | null {
  const { player, activeAccount } = useSession();
  return player ? (activeAccount?.currency ?? player.currency) : null;
}

/**
 * The favourite toggle (spec 02 section 4: locked while its request runs). Guests get the sign-in popup; a failed
 * request leaves the heart as it was and says so.
 */
export function FavoriteButton({ game, className, withText = false }: { game: Pick<TileGame, 'title' | 'currencies'>; className: string; withText?: boolean }) {
  const t = useT();
  const { player } = useSession();
  const { show } = useModals();
  const currency = usePlayerCurrency();
  const favorites = useFavorites(player?.id ?? null);
  const entryId = currency ? favoriteEntryId(game, currency) : null;
  const isFavorite = entryId !== null && favorites.ids.has(entryId);
  const busy = entryId !== null && favorites.pending.has(entryId);
  const label = t(isFavorite ? 'GAMES.FAVORITE_REMOVE' : 'GAMES.FAVORITE_ADD', { title: game.title });

  const onClick = async () => {
    if (!player) {
      show('sign-in');
      return;
    }
    if (entryId === null || busy) return;
    try {
      await toggleFavorite(entryId);
    } catch {
      showToast({ kind: 'error', text: 'GAMES.FAVORITE_FAILED' });
    }
  };

  return (
    <button
      type="button"
      className={`${className}${isFavorite ? ` ${className}--on` : ''}`}
      aria-pressed={isFavorite}
      aria-busy={busy || undefined}
      disabled={busy}
      aria-label={withText ? undefined : label}
      onClick={() => void onClick()}
    >
      <span className="game-icon game-icon--heart" />
      {withText && <span>{t(isFavorite ? 'GAMES.FAVORITE_ON' : 'GAMES.FAVORITE_OFF')}</span>}
    </button>
  );
}
