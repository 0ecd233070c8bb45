import type { RouterContextProvider } from 'react-router';
import { serverContext } from '~/lib/load-context';
import { LOCALE_COOKIE, parseCookies } from '~/lib/cookies';
import { resolveLocale } from '~/lib/locale';
import { getPlayer } from '~/lib/player/get-player';
import { swallow } from '~/lib/server/swallow.server';
import { getGeo } from '~/lib/site/get-geo.server';
import { getLocales } from '~/lib/site/get-site-info.server';
import { perRequest } from '~/lib/server/request-memo.server';

type Context = Readonly<RouterContextProvider>;

/** Player and geo of this request, loaded once and shared by the guard middleware, the root loader and page loaders. */
export function requestSession(context: Context) {
  const { api, country } = context.get(serverContext);
  return {
    player: perRequest(context, 'player', () => swallow('/api/player', () => getPlayer(api), null)),
    geo: perRequest(context, 'geo', () => getGeo(api, country)),
  };
}

/** The active locale of this request (prefix > cookie > country default > en), for page loaders that call the CMS. */
export function requestLocale(request: Request, context: Context): Promise<string> {
  return perRequest(context, 'locale', async () => {
    const { api, localePrefix } = context.get(serverContext);
    const [geo, locales] = await Promise.all([requestSession(context).geo, getLocales(api)]);
    return resolveLocale({
      prefix: localePrefix ?? '',
      cookie: parseCookies(request.headers.get('cookie'))[LOCALE_COOKIE],
      country: geo.country,
      enabled: locales.map((locale) => locale.code),
    });
  });
}
