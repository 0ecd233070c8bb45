import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '~/lib/i18n';
import { Button } from '~/ui/button';
import type { CataloguePageData } from '~/features/games/catalogue-data';
import { ProviderFilter, VolatilitySelect } from '~/features/games/catalogue-nav';
import { CategoryChips } from '~/features/games/category-chips';
import { GameGrid } from '~/features/games/game-grid';
import { useInfiniteGames } from '~/features/games/use-infinite-games';
import { cashbackCardIndex, randomCardIndex } from '~/features/games/list-cards';
import { RandomGameCard } from '~/features/games/random-game-card';
import { CashbackCard } from '~/features/games/cashback-card';
import { ProviderNamesProvider } from '~/features/games/provider-names';
import '~/features/games/games.css';

/** A catalogue page: heading, category chips and filters, the games (first page server-rendered, then infinite scroll). */
export function CataloguePage({
  data,
  providerNames,
}: {
  data: CataloguePageData;
  providerNames?: readonly { id: string; title: string }[];
}) {
  const t = useT();
  const list = useInfiniteGames(data.page, data.request);
  const complete = list.nextPage === null;

  const insert = new Map<number, ReactNode>();
  const cashbackAt = data.cashback ? cashbackCardIndex(data.section) : null;
  if (data.cashback && cashbackAt !== null)
    insert.set(cashbackAt, <CashbackCard card={data.cashback} />);
  const randomAt =
    data.listSlug === null ? null : randomCardIndex(data.listSlug, list.games.length, complete);
  if (randomAt !== null && !insert.has(randomAt))
    insert.set(
      randomAt,
      <RandomGameCard collection={data.random.collection} provider={data.random.provider} />,
    );

  const total = data.page.pagination.total_count;
  const allHref = data.section === 'pokies' ? '/pokies/all' : '';
  return (
    <ProviderNamesProvider providers={providerNames ?? data.providers}>
      <main id="main" className="page catalogue">
        <header className="catalogue__head">
          <h1 className="catalogue__title">{data.heading}</h1>
          <p className="catalogue__count">
            {t(total === 1 ? 'GAMES.COUNT_ONE' : 'GAMES.COUNT', { count: total })}
          </p>
        </header>
        {/* The CMS sanitizes page HTML on write (server, CMS module). */}
        {data.lead && (
          <div className="catalogue__lead prose" dangerouslySetInnerHTML={{ __html: data.lead }} />
        )}
        <div className="catalogue__nav">
          <CategoryChips
            tabs={data.tabs}
            active={data.activeTab}
            label={data.tabsLabel}
            scroll={data.section === 'producers'}
          />
          {(data.volatility.length > 0 || data.providers.length > 0) && (
            <div className="catalogue__filters">
              <VolatilitySelect
                options={data.volatility}
                active={data.activeTab}
                allHref={allHref}
              />
              <ProviderFilter providers={data.providers} value={data.provider} />
            </div>
          )}
        </div>
        {data.seo.prev && (
          <p className="catalogue__prev">
            <Link to={data.seo.prev} className="chip">
              {t('GAMES.PREVIOUS_PAGE')}
            </Link>
          </p>
        )}
        {list.games.length === 0 ? (
          <div className="catalogue__empty">
            <p>{t('GAMES.EMPTY')}</p>
            {data.provider && (
              <Link to="?" className="btn btn--secondary btn--sm">
                {t('GAMES.PROVIDER_ANY')}
              </Link>
            )}
          </div>
        ) : (
          <>
            {/* Tiles title themselves with h3: the list gets its h2 (for screen-reader navigation). */}
            <h2 className="visually-hidden">{t('GAMES.LIST_HEADING')}</h2>
            <GameGrid games={list.games} label={data.heading} insert={insert} />
          </>
        )}
        <div ref={list.sentinelRef} className="catalogue__end" aria-live="polite">
          {list.loading && (
            <span className="spinner" role="status" aria-label={t('GAMES.LOADING_MORE')} />
          )}
          {list.failed && (
            <>
              <span>{t('GAMES.LOAD_FAILED')}</span>
              <Button variant="secondary" size="sm" onClick={list.loadMore}>
                {t('GAMES.RETRY')}
              </Button>
            </>
          )}
          {!list.loading &&
            !list.failed &&
            data.seo.next &&
            list.games.length === data.page.data.length && (
              // Crawlers and visitors without scripts page on through numbered pages.
              <Link to={data.seo.next} className="chip">
                {t('GAMES.NEXT_PAGE')}
              </Link>
            )}
        </div>
      </main>
    </ProviderNamesProvider>
  );
}
