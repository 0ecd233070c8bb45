import { Link } from 'react-router';
import { useT } from '~/lib/i18n';
import { useSession } from '~/lib/session';
import { useRootData } from '~/lib/root-data';
import {
  gamePath,
  hasDemo,
  playPath,
  primaryHref,
  realPlayHref,
} from '~/features/games/game-links';
import { isUnsupportedCurrency } from '~/features/games/tile-lock';
import { FavoriteButton } from '~/features/games/favorite-button';
import { usePlayerCurrency } from '~/features/games/heart-button';
import { useProviderName } from '~/features/games/provider-names';
import { isAnimated, tileLabels } from '~/features/games/tile-labels';
import type { TileGame } from '~/features/games/tile-game';
import { LockIcon } from '~/features/games/game-icons';
import '~/features/games/games.css';

/** The drawn art is 300 x 300 (server game-art): the size is reserved before it loads, so nothing shifts. */
export const TILE_ART_SIZE = 300;

/**
 * A game tile (spec 02 sections 3-5): art, title and provider; hover or focus reveals play, demo (when the game
 * has one) and favourite. Guests asking for real play go to registration; a signed-in player whose currency the
 * game lacks (and is not crypto) sees the unsupported-currency lock.
 *
 * `priority`: a tile on the first screen, whose art loads without waiting for layout (not fetchpriority=high: the
 * lobby's largest paint is its intro text, and the art is a 1-2 KB SVG that should not compete with the CSS).
 */
export function GameTile({ game, priority = false }: { game: TileGame; priority?: boolean }) {
  const t = useT();
  const { player } = useSession();
  const providerName = useProviderName(game.provider);
  const currency = usePlayerCurrency();
  const { cryptoCurrencies } = useRootData();
  const locked = isUnsupportedCurrency(game, currency, cryptoCurrencies);
  const demo = hasDemo(game);
  const realHref = realPlayHref(game, player !== null);
  const artHref = primaryHref(game, player !== null, locked);
  const labels = tileLabels(game);
  return (
    <article
      className={`game-tile${locked ? ' game-tile--locked' : ''}${isAnimated(game) ? ' game-tile--animated' : ''}`}
      aria-label={game.title}
    >
      <div className="game-tile__media">
        <img
          className="game-tile__art"
          src={game.preview}
          alt=""
          width={TILE_ART_SIZE}
          height={TILE_ART_SIZE}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
        />
        {artHref && (
          <Link className="game-tile__cover" to={artHref} tabIndex={-1} aria-hidden="true" />
        )}
        {labels.length > 0 && (
          <ul className="game-tile__labels">
            {labels.map((label) => (
              <li key={label.key} className={`game-label game-label--${label.theme}`}>
                {t(`GAMES.LABEL.${label.key}`)}
              </li>
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
            <Link
              className="game-tile__play"
              to={realHref}
              aria-label={t('GAMES.PLAY_GAME', { title: game.title })}
            >
              <span className="game-icon game-icon--play" />
            </Link>
          )}
          {demo && (
            <Link
              className="game-tile__demo"
              to={playPath(game, 'demo')}
              aria-label={t('GAMES.DEMO_GAME', { title: game.title })}
            >
              {t('GAMES.DEMO')}
            </Link>
          )}
        </div>
        <FavoriteButton game={game} className="game-tile__favorite" />
      </div>
      <div className="game-tile__info">
        <h3 className="game-tile__title">
          <Link to={gamePath(game)} className="game-tile__name">
            {game.title}
          </Link>
        </h3>
        <Link
          to={`/producers/${encodeURIComponent(game.provider)}`}
          className="game-tile__provider"
        >
          {providerName}
        </Link>
      </div>
    </article>
  );
}
