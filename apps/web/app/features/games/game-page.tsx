import { Link } from 'react-router';
import { useT } from '~/lib/i18n';
import { useSession } from '~/lib/session';
import { useRootData } from '~/lib/root-data';
import { ChevronIcon } from '~/ui/icons';
import type { GamePageData } from '~/features/games/game-page-data';
import { hasDemo, playPath, realPlayHref } from '~/features/games/game-links';
import { isUnsupportedCurrency } from '~/features/games/tile-lock';
import { FavoriteButton } from '~/features/games/favorite-button';
import { usePlayerCurrency } from '~/features/games/heart-button';
import { GameRow } from '~/features/games/game-row';
import { LockIcon } from '~/features/games/game-icons';
import { categoryKey } from '~/features/games/catalogue-sections';
import '~/features/games/games.css';

/**
 * The game page (spec 02 section 2: /play/{producer}/{name}, query mode real or demo): the game's art and facts,
 * the real/demo switch, favourite, and more games of its provider. The API names no launch call yet, so the
 * stage says that a game cannot be started rather than pretending to start one.
 */
export function GamePage({ data }: { data: Omit<GamePageData, 'seo'> }) {
  const t = useT();
  const { player } = useSession();
  const currency = usePlayerCurrency();
  const { game, mode } = data;
  const demo = hasDemo(game);
  const { cryptoCurrencies } = useRootData();
  const locked = mode === 'real' && isUnsupportedCurrency(game, currency, cryptoCurrencies);
  const status = locked
    ? t('GAMES.UNSUPPORTED_CURRENCY_LONG', { currency: currency ?? '' })
    : mode === 'demo' && !demo
      ? t('GAMES.NO_DEMO')
      : t('GAMES.LAUNCH_UNAVAILABLE');
  const facts: [string, string][] = [
    [t('GAMES.FACT.PROVIDER'), data.providerName],
    [t('GAMES.FACT.RTP'), `${game.payout} %`],
    [t('GAMES.FACT.VOLATILITY'), t(categoryKey(`volatility-${game.volatility_rating}`))],
    ...(game.lines ? [[t('GAMES.FACT.LINES'), String(game.lines)] as [string, string]] : []),
    ...(game.ways ? [[t('GAMES.FACT.WAYS'), game.ways.toLocaleString()] as [string, string]] : []),
    [t('GAMES.FACT.HIT_RATE'), `${game.hit_rate} %`],
    [t('GAMES.FACT.DEMO'), t(demo ? 'GAMES.YES' : 'GAMES.NO')],
  ];

  return (
    <main id="main" className="page game-page">
      <nav className="breadcrumbs" aria-label={t('GAMES.BREADCRUMBS')}>
        <ol>
          <li>
            <Link to="/">{t('GAMES.LOBBY')}</Link>
          </li>
          <li>
            <ChevronIcon size={14} />
            <Link to={`/producers/${encodeURIComponent(game.provider)}`}>{data.providerName}</Link>
          </li>
          <li aria-current="page">
            <ChevronIcon size={14} />
            <span>{game.title}</span>
          </li>
        </ol>
      </nav>
      <div className="game-page__layout">
        <section className="game-stage" aria-label={t('GAMES.STAGE')}>
          <img
            className="game-stage__backdrop"
            src={game.preview}
            alt=""
            width={300}
            height={300}
            aria-hidden="true"
          />
          <div className="game-stage__inner">
            <img
              className="game-stage__art"
              src={game.preview}
              alt={game.title}
              width={300}
              height={300}
              fetchPriority="high"
            />
            <div className="game-stage__panel">
              <div className="mode-switch" role="group" aria-label={t('GAMES.MODE')}>
                <Link
                  to={realPlayHref(game, player !== null)}
                  className={`mode-switch__option${mode === 'real' ? ' mode-switch__option--on' : ''}`}
                  aria-current={mode === 'real' ? 'page' : undefined}
                  replace
                >
                  {t('GAMES.MODE_REAL')}
                </Link>
                {demo && (
                  <Link
                    to={playPath(game, 'demo')}
                    className={`mode-switch__option${mode === 'demo' ? ' mode-switch__option--on' : ''}`}
                    aria-current={mode === 'demo' ? 'page' : undefined}
                    replace
                  >
                    {t('GAMES.MODE_DEMO')}
                  </Link>
                )}
              </div>
              <p
                className={`game-stage__status${locked ? ' game-stage__status--locked' : ''}`}
                role="status"
              >
                {locked && <LockIcon />}
                <span>{status}</span>
              </p>
            </div>
          </div>
        </section>
        <aside className="game-info">
          <h1 className="game-info__title">{game.title}</h1>
          <Link
            to={`/producers/${encodeURIComponent(game.provider)}`}
            className="game-info__provider"
          >
            {data.providerName}
          </Link>
          <FavoriteButton game={game} className="favorite-toggle" withText />
          <dl className="game-facts">
            {facts.map(([label, value]) => (
              <div key={label} className="game-facts__row">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {data.categories.length > 0 && (
            <ul className="game-info__categories" aria-label={t('GAMES.CATEGORIES')}>
              {data.categories.map((category) => (
                <li key={category.slug}>
                  <Link to={`/categories/${category.slug}`} className="chip">
                    {category.title}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </aside>
      </div>
      {data.moreGames.length > 0 && (
        <GameRow
          random={false}
          row={{
            slug: 'more',
            title: t('GAMES.MORE_FROM', { provider: data.providerName }),
            href: `/producers/${encodeURIComponent(game.provider)}`,
            count: data.moreGames.length,
            games: data.moreGames,
          }}
        />
      )}
    </main>
  );
}
