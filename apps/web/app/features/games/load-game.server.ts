import { data, redirect, type RouterContextProvider } from 'react-router';
import { gamesByIdentifierSchema } from '@casino/api/games';
import { playerFieldsResponseSchema } from '@casino/api/info';
import { BRAND_NAME } from '~/lib/meta';
import { requestSession } from '~/lib/request-context.server';
import { serverContext } from '~/lib/load-context';
import { stripLocalePrefix } from '~/lib/guards/route-guards';
import { catalogueRequest } from '~/features/games/load-catalogue.server';
import { filterGames, getCollections, getProviders } from '~/features/games/catalogue-api.server';
import { categoryName } from '~/features/games/category-name';
import { registrationPath, type PlayMode } from '~/features/games/game-links';
import { toTileGame } from '~/features/games/tile-game';
import type { GamePageData } from '~/features/games/game-page-data';
import { ROW_SIZE_OF_MORE_GAMES } from '~/features/games/list-cards';

type Context = Readonly<RouterContextProvider>;

/**
 * /play/{producer}/{name} (spec 02 section 2: name = the game's seo title; query mode real or demo). Real mode
 * requires login: a guest goes to registration with this page as redirect (spec 02 section 5). Unknown game: 404.
 */
export async function loadGamePage(
  request: Request,
  context: Context,
  producer: string,
  name: string,
): Promise<GamePageData> {
  const url = new URL(request.url);
  const mode: PlayMode = url.searchParams.get('mode') === 'demo' ? 'demo' : 'real';
  const player = await requestSession(context).player;
  // Loader redirects get the locale prefix (the router's basename) added; the redirect query holds the bare path.
  const path = stripLocalePrefix(url.pathname, context.get(serverContext).localePrefix ?? '');
  if (mode === 'real' && !player) throw redirect(registrationPath(`${path}${url.search}`));

  const { api, t, audience, device, currency } = await catalogueRequest(request, context);
  const [found, providers, collections, playerFields] = await Promise.all([
    api.request('POST', '/api/games_filter/select_by_seo_titles', {
      body: { game_seo_titles: [name], provider: producer },
      schema: gamesByIdentifierSchema,
    }),
    getProviders(api, audience),
    getCollections(api, audience),
    // Real play asks the provider context's fields first (spec 02 section 5); a demo or a guest asks nothing.
    mode === 'real' && player
      ? api.request('GET', '/api/info/player_fields', { schema: playerFieldsResponseSchema })
      : null,
  ]);
  const game = Object.values(found).find((candidate) => candidate.seo_title === name);
  if (!game) throw data(null, { status: 404 });
  const more = await filterGames(api, {
    device,
    page: 1,
    page_size: ROW_SIZE_OF_MORE_GAMES + 1,
    filter: { providers: [game.provider] },
  });

  const providerName = providers.find((p) => p.id === game.provider)?.title ?? game.provider;
  const known = new Set(collections.map((c) => c.id));
  return {
    game,
    mode,
    providerName,
    currency,
    requiredFields: playerFields ? requiredFieldsOf(playerFields.contexts, game.provider) : [],
    categories: game.categories
      .filter((slug) => known.has(slug) && slug !== 'live')
      .map((slug) => ({ slug, title: categoryName(t, slug, collections) })),
    moreGames: more.data
      .filter((other) => other.identifier !== game.identifier)
      .slice(0, ROW_SIZE_OF_MORE_GAMES)
      .map((other) => toTileGame(other, currency)),
    seo: {
      title: `${t('GAMES.SEO.GAME_TITLE', { title: game.title, provider: providerName })} | ${BRAND_NAME}`,
      description: t('GAMES.SEO.GAME_DESCRIPTION', {
        title: game.title,
        provider: providerName,
        payout: game.payout,
        brand: BRAND_NAME,
      }),
    },
  };
}

/** The field names of a player_fields context; `payment_systems` is a nested map, not a context of fields. */
function requiredFieldsOf(contexts: Record<string, unknown>, context: string): string[] {
  const fields = context === 'payment_systems' ? null : contexts[context];
  return Array.isArray(fields)
    ? fields.filter((field): field is string => typeof field === 'string')
    : [];
}
