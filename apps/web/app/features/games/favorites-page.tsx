import { useT } from '~/lib/i18n';
import { useSession } from '~/lib/session';
import { useModals } from '~/lib/modal-stack';
import { useRootData } from '~/lib/root-data';
import { Button, ButtonLink } from '~/ui/button';
import type { FavoritesPageData } from '~/features/games/favorites-page-data';
import { GameGrid } from '~/features/games/game-grid';
import { ProviderNamesProvider } from '~/features/games/provider-names';
import { useFavorites } from '~/features/games/favorites-store';
import { favoriteEntryId } from '~/features/games/favorite-entry';
import { usePlayerCurrency } from '~/features/games/heart-button';
import '~/features/games/games.css';

/** The favourites page: the player's favourite games (unfavouriting one takes it off the list at once). */
export function FavoritesPage({ data }: { data: FavoritesPageData }) {
  const t = useT();
  const { player } = useSession();
  const currency = usePlayerCurrency();
  const favorites = useFavorites(player?.id ?? null);
  if (!player || !data.signedIn) return <FavoritesGuest />;
  // Until the heart states are loaded, the server's list is the truth; then a removed heart removes the game.
  const games =
    favorites.loaded && currency
      ? data.games.filter((game) => favorites.ids.has(favoriteEntryId(game, currency) ?? -1))
      : data.games;
  return (
    <ProviderNamesProvider providers={data.providers}>
      <main id="main" className="page catalogue">
        <header className="catalogue__head">
          <h1 className="catalogue__title">{t('ROUTER.TITLE_FAVORITES')}</h1>
          {games.length > 0 && (
            <p className="catalogue__count">
              {t(games.length === 1 ? 'GAMES.COUNT_ONE' : 'GAMES.COUNT', { count: games.length })}
            </p>
          )}
        </header>
        {data.failed ? (
          <div className="catalogue__empty" role="alert">
            <p>{t('GAMES.FAVORITES_FAILED')}</p>
          </div>
        ) : games.length === 0 ? (
          <div className="catalogue__empty favorites-empty">
            <span className="game-icon game-icon--heart favorites-empty__icon" aria-hidden="true" />
            <p>{t('GAMES.FAVORITES_EMPTY')}</p>
            <ButtonLink to="/pokies/all" variant="secondary" size="sm">
              {t('GAMES.FAVORITES_BROWSE')}
            </ButtonLink>
          </div>
        ) : (
          <>
            <h2 className="visually-hidden">{t('GAMES.LIST_HEADING')}</h2>
            <GameGrid games={games} label={t('ROUTER.TITLE_FAVORITES')} />
          </>
        )}
      </main>
    </ProviderNamesProvider>
  );
}

function FavoritesGuest() {
  const t = useT();
  const { show } = useModals();
  const { geo } = useRootData();
  return (
    <main id="main" className="page page--center favorites-guest">
      <span className="game-icon game-icon--heart favorites-empty__icon" aria-hidden="true" />
      <h1 className="page__title">{t('ROUTER.TITLE_FAVORITES')}</h1>
      <p className="page__lead">{t('GAMES.FAVORITES_GUEST')}</p>
      <div className="favorites-guest__actions">
        {geo.access.canSignIn && (
          <Button onClick={() => show('sign-in')}>{t('GAMES.SIGN_IN')}</Button>
        )}
        {geo.access.canSignUp && (
          <Button variant="ghost" onClick={() => show('sign-up')}>
            {t('GAMES.SIGN_UP')}
          </Button>
        )}
      </div>
    </main>
  );
}
