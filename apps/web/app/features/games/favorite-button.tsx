import { lazy, Suspense } from 'react';
import { useT } from '~/lib/i18n';
import { useSession } from '~/lib/session';
import { useModals } from '~/lib/modal-stack';
import type { TileGame } from '~/features/games/tile-game';

/**
 * The player's currency as the tiles read it (the profile's currency follows the selected wallet: POST
 * /api/player/accounts sets both); null for a guest.
 */
export function usePlayerCurrency(): string | null {
  return useSession().player?.currency ?? null;
}

export interface FavoriteButtonProps {
  game: Pick<TileGame, 'title' | 'currencies'>;
  className: string;
  withText?: boolean;
}

// A player's heart (their favourites, the toggle and its request) is a chunk of its own: a guest's page never
// loads it. Server renders include it; hydration keeps that HTML until the chunk is in.
const PlayerFavoriteButton = lazy(() => import('~/features/games/player-favorite-button'));

/**
 * The favourite toggle (spec 02 section 4: locked while its request runs). Guests get the sign-in popup; a failed
 * request leaves the heart as it was and says so.
 */
export function FavoriteButton(props: FavoriteButtonProps) {
  const { player } = useSession();
  const { show } = useModals();
  const t = useT();
  if (!player)
    return (
      <HeartButton
        {...props}
        on={false}
        busy={false}
        label={t('GAMES.FAVORITE_ADD', { title: props.game.title })}
        onClick={() => show('sign-in')}
      />
    );
  return (
    <Suspense
      fallback={
        <HeartButton
          {...props}
          on={false}
          busy
          label={t('GAMES.FAVORITE_ADD', { title: props.game.title })}
          onClick={() => undefined}
        />
      }
    >
      <PlayerFavoriteButton {...props} />
    </Suspense>
  );
}

interface HeartProps extends FavoriteButtonProps {
  on: boolean;
  busy: boolean;
  label: string;
  onClick: () => void;
}

/** The heart itself: pressed when the game is a favourite, busy (and disabled) while its request runs. */
export function HeartButton({ className, withText = false, on, busy, label, onClick }: HeartProps) {
  const t = useT();
  return (
    <button
      type="button"
      className={`${className}${on ? ` ${className}--on` : ''}`}
      aria-pressed={on}
      aria-busy={busy || undefined}
      disabled={busy}
      aria-label={withText ? undefined : label}
      onClick={onClick}
    >
      <span className="game-icon game-icon--heart" />
      {withText && <span>{t(on ? 'GAMES.FAVORITE_ON' : 'GAMES.FAVORITE_OFF')}</span>}
    </button>
  );
}
