import { lazy, Suspense } from 'react';
import { useT } from '~/lib/i18n';
import { useSession } from '~/lib/session';
import { useModals } from '~/lib/modal-stack';
import { HeartButton, type FavoriteButtonProps } from '~/features/games/heart-button';

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
