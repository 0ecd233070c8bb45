import { data, redirect, type RouterContextProvider } from 'react-router';
import { isbot } from 'isbot';
import {
  DEFAULT_GAMES_PAGE_SIZE,
  type Collection,
  type GamesFilterBody,
  type Provider,
} from '@casino/api/games';
import { serverContext } from '~/lib/load-context';
import { requestLocale, requestSession } from '~/lib/request-context.server';
import { getAccounts } from '~/lib/player/get-accounts';
import { swallow } from '~/lib/server/swallow.server';
import { perRequest } from '~/lib/server/request-memo.server';
import { toTilePage } from '~/features/games/tile-game';
import { getMessages } from '~/lib/messages/get-messages.server';
import { translate, type MessageVars } from '~/lib/messages/message-tree';
import { BRAND_NAME } from '~/lib/meta';
import {
  filterGames,
  getCollections,
  getMenuCategories,
  getProviders,
  getSeoPage,
  type Audience,
  type SeoPage,
} from '~/features/games/catalogue-api.server';
import {
  SECTION_MENU,
  SLOTS_COLLECTION,
  filterIdentifiers,
  isKnownCategory,
  isVolatilityTab,
  listSlugOf,
  randomCollectionOf,
  tabHref,
  tabOf,
  type CatalogueSection,
} from '~/features/games/catalogue-sections';
import { categoryName } from '~/features/games/category-name';
import { deviceOf } from '~/features/games/device';
import type {
  CashbackCardData,
  CataloguePageData,
  CatalogueTab,
} from '~/features/games/catalogue-data';

type Context = Readonly<RouterContextProvider>;
type Translate = (key: string, vars?: MessageVars) => string;

/** The CMS page behind the live category's cashback card (spec 02 section 4); the card shows only when it exists. */
const CASHBACK_PAGE = 'cashback';
const PROVIDER_ALIASES: Readonly<Record<string, string>> = { softswiss: 'bgaming' };

/** Locale, messages, audience and device of this request: what every catalogue loader starts from. */
export async function catalogueRequest(request: Request, context: Context) {
  const { api } = context.get(serverContext);
  const [locale, geo] = await Promise.all([
    requestLocale(request, context),
    requestSession(context).geo,
  ]);
  const messages = await getMessages(api, locale);
  const userAgent = request.headers.get('user-agent') ?? '';
  const audience: Audience = { country: geo.country, bot: userAgent === '' || isbot(userAgent) };
  const t: Translate = (key, vars) => translate(messages, key, vars);
  return {
    api,
    locale,
    t,
    audience,
    device: deviceOf(userAgent),
    currency: await viewerCurrency(context),
  };
}

/** The signed-in player's currency as the tiles read it (the selected wallet's, else the profile's); null for a guest. */
async function viewerCurrency(context: Context): Promise<string | null> {
  const player = await requestSession(context).player;
  if (!player) return null;
  const { api } = context.get(serverContext);
  const accounts = await perRequest(context, 'catalogue-accounts', () =>
    swallow('/api/player/accounts', () => getAccounts(api), []),
  );
  return (accounts.find((account) => account.active) ?? accounts[0])?.currency ?? player.currency;
}

function menuTabs(
  menu: string,
  tabs: readonly string[],
  collections: readonly Collection[],
  t: Translate,
): CatalogueTab[] {
  const known = new Set(collections.map((c) => c.id));
  return tabs
    .filter((tab) => tab === 'all' || tab === 'live_all' || known.has(tab))
    .map((tab) => ({ tab, href: tabHref(menu, tab), title: categoryName(t, tab, collections) }));
}

function seoOf(seo: SeoPage | null, fallbackTitle: string, fallbackDescription: string) {
  return {
    title: seo?.seoTitle || `${fallbackTitle} | ${BRAND_NAME}`,
    description: seo?.description || fallbackDescription,
  };
}

async function cashbackCard(
  api: Parameters<typeof getSeoPage>[0],
  locale: string,
): Promise<CashbackCardData | null> {
  const page = await getSeoPage(api, `/${CASHBACK_PAGE}`, locale);
  return page ? { title: page.title, text: page.description, href: `/${CASHBACK_PAGE}` } : null;
}

/** The provider filter of a category page (`?provider=`): a known provider, else none. */
function providerFilter(url: URL, providers: readonly Provider[]): string | null {
  const asked = url.searchParams.get('provider');
  return asked && providers.some((p) => p.id === asked) ? asked : null;
}

/** /pokies/{slug}, /live/{slug}, /categories/{slug}, /slots: an unknown category is the not-found page (404). */
export async function loadCategoryPage(
  request: Request,
  context: Context,
  section: CatalogueSection,
  slug: string,
): Promise<CataloguePageData> {
  const { api, locale, t, audience, device, currency } = await catalogueRequest(request, context);
  const url = new URL(request.url);
  const cmsPath = section === 'slots' ? '/slots' : `/${section}/${slug}`;
  const [collections, menus, providers, seo, cashback] = await Promise.all([
    getCollections(api, audience),
    getMenuCategories(api),
    getProviders(api, audience),
    getSeoPage(api, cmsPath, locale),
    section === 'live' ? cashbackCard(api, locale) : Promise.resolve(null),
  ]);
  if (!isKnownCategory(section, slug, collections)) throw data(null, { status: 404 });

  const provider = providerFilter(url, providers);
  const requestBody: Omit<GamesFilterBody, 'page'> = {
    device,
    page_size: DEFAULT_GAMES_PAGE_SIZE,
    filter: {
      categories: { identifiers: filterIdentifiers(section, slug), strategy: 'OR' },
      ...(provider ? { providers: [provider] } : {}),
    },
    // Every game is a pokie page's `all` tab (the server's reading of the menu); slot machines lead it.
    ...(section === 'pokies' && slug === 'all'
      ? { sort: { type: 'position' as const, top_categories: [SLOTS_COLLECTION] } }
      : {}),
  };
  const page = toTilePage(await filterGames(api, { ...requestBody, page: 1 }), currency);

  const menu = SECTION_MENU[section];
  const allTabs = menuTabs(menu, menus[menu] ?? [], collections, t);
  const tab = tabOf(section, slug);
  const name = categoryName(t, tab, collections);
  const heading = seo?.title || headingOf(section, slug, name, t);
  const count = page.pagination.total_count;
  const descriptionKey =
    section === 'live' ? 'GAMES.SEO.LIVE_DESCRIPTION' : 'GAMES.SEO.CATEGORY_DESCRIPTION';
  const random = randomCollectionOf(section, slug);
  return {
    section,
    heading,
    lead: seo?.content ?? '',
    seo: {
      ...seoOf(seo, heading, t(descriptionKey, { heading, count, brand: BRAND_NAME })),
      prev: null,
      next: null,
    },
    tabs: allTabs.filter((item) => !isVolatilityTab(item.tab)),
    tabsLabel: t('GAMES.CATEGORIES'),
    volatility: allTabs.filter((item) => isVolatilityTab(item.tab)),
    activeTab: tab,
    providers,
    provider,
    request: requestBody,
    page,
    listSlug: listSlugOf(section, slug),
    random: { ...(random ? { collection: random } : {}), ...(provider ? { provider } : {}) },
    cashback,
  };
}

function headingOf(section: CatalogueSection, slug: string, name: string, t: Translate): string {
  if (section === 'slots') return t('GAMES.HEADING.SLOTS');
  if (slug !== 'all') return name;
  if (section === 'pokies') return t('GAMES.HEADING.POKIES_ALL');
  return section === 'live' ? t('GAMES.HEADING.LIVE_ALL') : name;
}

/**
 * /producers/{slug} and /producers/{slug}/{page}: a provider's games, page `page` first (numbered pages for
 * crawlers; infinite scroll goes on from there). Unknown provider or page: 404; /producers/x/1 is /producers/x.
 */
export async function loadProducerPage(
  request: Request,
  context: Context,
  slug: string,
  pageParam: string | undefined,
): Promise<CataloguePageData> {
  const alias = PROVIDER_ALIASES[slug];
  if (alias)
    throw redirect(pageParam ? `/producers/${alias}/${pageParam}` : `/producers/${alias}`, 301);
  const pageNumber =
    pageParam === undefined ? 1 : /^[1-9]\d{0,3}$/.test(pageParam) ? Number(pageParam) : NaN;
  if (!Number.isInteger(pageNumber)) throw data(null, { status: 404 });
  if (pageParam === '1') throw redirect(`/producers/${slug}`, 301);

  const { api, locale, t, audience, device, currency } = await catalogueRequest(request, context);
  const [providers, seo] = await Promise.all([
    getProviders(api, audience),
    getSeoPage(api, `/producers/${slug}`, locale),
  ]);
  const provider = providers.find((p) => p.id === slug);
  if (!provider) throw data(null, { status: 404 });

  const requestBody: Omit<GamesFilterBody, 'page'> = {
    device,
    page_size: DEFAULT_GAMES_PAGE_SIZE,
    filter: { providers: [slug] },
  };
  const page = toTilePage(await filterGames(api, { ...requestBody, page: pageNumber }), currency);
  if (page.data.length === 0 && pageNumber > 1) throw data(null, { status: 404 });

  const heading = seo?.title || t('GAMES.HEADING.PRODUCER', { provider: provider.title });
  const count = page.pagination.total_count;
  const base = seoOf(
    seo,
    heading,
    t('GAMES.SEO.PRODUCER_DESCRIPTION', { provider: provider.title, count, brand: BRAND_NAME }),
  );
  const pageHref = (n: number) => (n === 1 ? `/producers/${slug}` : `/producers/${slug}/${n}`);
  return {
    section: 'producers',
    heading: pageNumber > 1 ? t('GAMES.HEADING.PAGE', { heading, page: pageNumber }) : heading,
    lead: pageNumber > 1 ? '' : (seo?.content ?? ''),
    seo: {
      title:
        pageNumber > 1
          ? `${t('GAMES.HEADING.PAGE', { heading, page: pageNumber })} | ${BRAND_NAME}`
          : base.title,
      description: base.description,
      prev: page.pagination.prev_page ? pageHref(page.pagination.prev_page) : null,
      next: page.pagination.next_page ? pageHref(page.pagination.next_page) : null,
    },
    tabs: providers.map((p) => ({ tab: p.id, href: `/producers/${p.id}`, title: p.title })),
    tabsLabel: t('GAMES.PROVIDERS'),
    volatility: [],
    activeTab: slug,
    providers: [],
    provider: null,
    request: requestBody,
    page,
    listSlug: null,
    random: { provider: slug },
    cashback: null,
  };
}
