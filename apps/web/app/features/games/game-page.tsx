import { Link } from 'react-router';
import { useT } from '~/lib/i18n';
import { ChevronIcon } from '~/ui/icons';
import type { GamePageData } from '~/features/games/game-page-data';
import { hasDemo } from '~/features/games/game-links';
import { FavoriteButton } from '~/features/games/favorite-button';
import { GameRow } from '~/features/games/game-row';
import { GameStage } from '~/features/games/play/game-stage';
import { LazyWinsFeed } from '~/features/games/play/lazy-wins-feed';
import { categoryKey } from '~/features/games/catalogue-sections';
import '~/features/games/games.css';

/**
 * The game page (spec 02 section 2: /play/{producer}/{name}, query mode real or demo): the studio's frame on the
 * stage, the game's facts (stated RTP, hit rate, volatility), favourite, the latest big wins and more games of its
 * provider.
 */
export function GamePage({ data }: { data: Omit<GamePageData, 'seo'> }) {
  const t = useT();
  const { game, mode } = data;
  const demo = hasDemo(game);
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
        <GameStage
          game={game}
          mode={mode}
          currency={data.currency}
          requiredFields={data.requiredFields}
        />
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
      <LazyWinsFeed />
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
