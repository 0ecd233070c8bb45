import type { ApiClient } from '@casino/api/client';
import {
  collectionsSchema,
  gamesPageSchema,
  providersSchema,
  type Collection,
  type GamesFilterBody,
  type GamesPage,
  type Provider,
} from '@casino/api/games';
import { menuCategoriesGamesSchema } from '@casino/api/fe-config';
import { cmsPageSchema } from '@casino/api/cms';
import { cached } from '~/lib/server/ttl-cache.server';
import { swallow } from '~/lib/server/swallow.server';
import { apiErrorStatus } from '~/lib/api-error';

// The catalogue calls of server renders (spec 01 section 7, spec 03 sections 2, 6 and 16). Lists that depend only
// on the visitor's country (hidden providers) are cached per country for a short while: every catalogue page
// needs them and they change only when the operator edits the catalogue.

const SHORT_MS = 30_000;

/** Who is asking: the catalogue hides providers per country and shows bots everything. */
export interface Audience {
  country: string;
  bot: boolean;
}

const audienceKey = (audience: Audience) => `${audience.country}:${audience.bot ? 'bot' : 'human'}`;

/** GET /api/games/collections: the categories with their game counts. */
export function getCollections(api: ApiClient, audience: Audience): Promise<Collection[]> {
  return swallow(
    '/api/games/collections',
    () =>
      cached(`collections:${audienceKey(audience)}`, SHORT_MS, () =>
        api.request('GET', '/api/games/collections', { schema: collectionsSchema }),
      ),
    [],
  );
}

/** GET /api/games/providers: id (slug) and title of every provider the visitor may see. */
export function getProviders(api: ApiClient, audience: Audience): Promise<Provider[]> {
  return swallow(
    '/api/games/providers',
    () =>
      cached(`providers:${audienceKey(audience)}`, SHORT_MS, () =>
        api.request('GET', '/api/games/providers', { schema: providersSchema }),
      ),
    [],
  );
}

/** GET /api/fe/config/menu-categories-games: the category tabs per page (main, pokies, live). */
export function getMenuCategories(api: ApiClient): Promise<Record<string, string[]>> {
  return swallow(
    '/api/fe/config/menu-categories-games',
    () =>
      cached('menu-categories-games', SHORT_MS, () =>
        api.request('GET', '/api/fe/config/menu-categories-games', {
          schema: menuCategoriesGamesSchema,
        }),
      ),
    {},
  );
}

/** POST /api/games_filter: one page of games. Errors are rethrown: a catalogue page without games is an error page. */
export function filterGames(api: ApiClient, body: GamesFilterBody): Promise<GamesPage> {
  return api.request('POST', '/api/games_filter', { body, schema: gamesPageSchema });
}

/** The same page, shared by every visitor of one audience for a short while (the lobby's rows). */
export function filterGamesShared(
  api: ApiClient,
  audience: Audience,
  body: GamesFilterBody,
): Promise<GamesPage> {
  return cached(`games:${audienceKey(audience)}:${JSON.stringify(body)}`, SHORT_MS, () =>
    filterGames(api, body),
  );
}

/** The parts of a CMS page the catalogue shows: heading, SEO title and description, intro HTML. */
export interface SeoPage {
  title: string;
  seoTitle: string;
  description: string;
  /** HTML the CMS sanitized on write; '' when none. */
  content: string;
}

/**
 * GET /api/cms/pages{path} (SEO form) or /api/cms/pages/{slug}: the page, or null when the CMS has none (404).
 * Other failures are logged and read as "none": the page then uses its translated defaults.
 */
export function getSeoPage(api: ApiClient, path: string, locale: string): Promise<SeoPage | null> {
  const url = `/api/cms/pages${path === '/' ? '/' : path}`;
  return cached(`seo:${locale}:${path}`, SHORT_MS, async () => {
    try {
      const page = await api.request('GET', url, { query: { l: locale }, schema: cmsPageSchema });
      return {
        title: page.title,
        seoTitle: page.blocks.title,
        description: page.blocks.description,
        content: page.content,
      };
    } catch (error) {
      if (apiErrorStatus(error) === 404) return null;
      console.error(
        JSON.stringify({
          label: 'LOAD_CMS_PAGES_ERROR',
          status: apiErrorStatus(error),
          message: error instanceof Error ? error.message : String(error),
        }),
      );
      return null;
    }
  });
}
