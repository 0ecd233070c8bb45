import { useT } from '~/lib/i18n';
import { useSession } from '~/lib/session';
import { showToast } from '~/lib/toasts';
import { favoriteEntryId } from '~/features/games/favorite-entry';
import { toggleFavorite, useFavorites } from '~/features/games/favorites-store';
import {
  HeartButton,
  usePlayerCurrency,
  type FavoriteButtonProps,
} from '~/features/games/heart-button';

/** A signed-in player's heart: their favourites (loaded once per player), toggled by PUT/DELETE. */
export default function PlayerFavoriteButton(props: FavoriteButtonProps) {
  const t = useT();
  const { player } = useSession();
  const currency = usePlayerCurrency();
  const favorites = useFavorites(player?.id ?? null);
  const entryId = currency ? favoriteEntryId(props.game, currency) : null;
  const isFavorite = entryId !== null && favorites.ids.has(entryId);
  const busy = entryId !== null && favorites.pending.has(entryId);
  const label = t(isFavorite ? 'GAMES.FAVORITE_REMOVE' : 'GAMES.FAVORITE_ADD', {
    title: props.game.title,
  });

  const onClick = async () => {
    if (entryId === null || busy) return;
    try {
      await toggleFavorite(entryId);
    } catch {
      showToast({ kind: 'error', text: 'GAMES.FAVORITE_FAILED' });
    }
  };

  return (
    <HeartButton
      {...props}
      on={isFavorite}
      busy={busy}
      label={label}
      onClick={() => void onClick()}
    />
  );
}
