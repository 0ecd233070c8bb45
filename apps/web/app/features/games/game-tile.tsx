import { Link } from 'react-router';
import type { Game } from '@casino/api/games';
import { useT } from '~/lib/i18n';
import { useSession } from '~/lib/session';
import { useModals } from '~/lib/modal-stack';
import { showToast } from '~/lib/toasts';
import { gamePath, hasDemo, playPath, realPlayHref } from '~/features/games/game-links';
import { isUnsupportedCurrency } from '~/features/games/tile-lock';
import { favoriteEntryId } from '~/features/games/favorite-entry';
import { toggleFavorite, useFavorites } from '~/features/games/favorites-store';
import { useProviderName } from '~/features/games/provider-names';
import { isAnimated, tileLabels } from '~/features/games/tile-labels';
import { HeartIcon, LockIcon, PlayIcon } from '~/features/games/game-icons';
import '~/features/games/games.css';

/** The drawn art is 300 x 300 (server game-art): the size is reserved before it loads, so nothing shifts. */
export const TILE_ART_SIZE = 300;

/**
 * A game tile (spec 02 sections 3-5): art, title and provider; hover or focus reveals play, demo (when the game
 * has one) and favourite. Guests asking for real play go to registration; a signed-in player whose currency the
 * game lacks (and is not crypto) sees the unsupported-currency lock.
 */
export function GameTile({ game, priority = false }: { game: Game; priority?: boolean }) {
  const t = useT();
  const { player, activeAccount } = useSession();
  const { show } = useModals();
  const providerName = useProviderName(game.provider);
  const currency = player ? (activeAccount?.currency ?? player.currency) : null;
  const favorites = useFavorites(player?.id ?? null);
  const locked = isUnsupportedCurrency(game, currency);
  const demo = hasDemo(game);
  const entryId = currency ? favoriteEntryId(game, currency) : null;
  const isFavorite = entryId !== null && favorites.ids.has(entryId);
  const busy = entryId !== null && favorites.pending.has(entryId);
  const realHref = realPlayHref(game, player !== null);
  // Tapping the art (touch screens have no hover): real play for players, else a demo, else registration.
  const artHref = player && !locked ? realHref : demo ? playPath(game, 'demo') : locked ? null : realHref;

  const onFavorite = async () => {
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

  const labels = tileLabels(game);
  return (
    <article className={`game-tile${locked ? ' game-tile--locked' : ''}${isAnimated(game) ? ' game-tile--animated' : ''}`} aria-label={game.title}>
      <div className="game-tile__media">
        <img
          className="game-tile__art"
          src={game.preview}
          alt=""
          width={TILE_ART_SIZE}
          height={TILE_ART_SIZE}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          {...(priority ? { fetchPriority: 'high' as const } : {})}
        />
        {artHref && <Link className="game-tile__cover" to={artHref} tabIndex={-1} aria-hidden="true" />}
        {labels.length > 0 && (
          <ul className="game-tile__labels">
            {labels.map((label) => (
              <li key={label.key} className={`game-label game-label--${label.theme}`}>{t(`GAMES.LABEL.${label.key}`)}</li>
            ))}
          </ul>
        )}
        {locked && (
          <div className="game-tile__lock" role="note">
            <LockIcon />
            <span>{t('GAMES.UNSUPPORTED_CURRENCY', { currency: currency ?? '' })}</span>
          </div>
        )}
        <div className="game-tile__actions">
          {!locked && (
            <Link className="game-tile__play" to={realHref} aria-label={t('GAMES.PLAY_GAME', { title: game.title })}>
              <PlayIcon size={26} />
            </Link>
          )}
          {demo && (
            <Link className="game-tile__demo" to={playPath(game, 'demo')} aria-label={t('GAMES.DEMO_GAME', { title: game.title })}>
              {t('GAMES.DEMO')}
            </Link>
          )}
        </div>
        <button
          type="button"
          className={`game-tile__favorite${isFavorite ? ' game-tile__favorite--on' : ''}`}
          aria-pressed={isFavorite}
          aria-busy={busy || undefined}
          disabled={busy}
          aria-label={t(isFavorite ? 'GAMES.FAVORITE_REMOVE' : 'GAMES.FAVORITE_ADD', { title: game.title })}
          title={t(isFavorite ? 'GAMES.FAVORITE_REMOVE' : 'GAMES.FAVORITE_ADD', { title: game.title })}
          onClick={() => void onFavorite()}
        >
          <HeartIcon filled={isFavorite} />
        </button>
      </div>
      <div className="game-tile__info">
        <h3 className="game-tile__title">
          <Link to={gamePath(game)} className="game-tile__name">{game.title}</Link>
        </h3>
        <Link to={`/producers/${encodeURIComponent(game.provider)}`} className="game-tile__provider">{providerName}</Link>
      </div>
    </article>
  );
}
