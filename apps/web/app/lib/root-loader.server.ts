import type { RouterContextProvider } from 'react-router';
import { CRYPTO_CODES } from '@casino/domain/currency';
import { licenceFor } from '@casino/domain/licence';
import { serverContext } from '~/lib/load-context';
import { LOCALE_COOKIE, parseCookies } from '~/lib/cookies';
import { resolveLocale } from '~/lib/locale';
import { getAccounts } from '~/lib/player/get-accounts';
import { getPlayer } from '~/lib/player/get-player';
import { swallow } from '~/lib/server/swallow.server';
import { getGeo } from '~/lib/site/get-geo.server';
import { getLocales } from '~/lib/site/get-site-info.server';
import { getChromeData } from '~/features/chrome/chrome-data.server';
import { footerVariant } from '~/features/chrome/footer-model';
import { getMessages } from '~/lib/messages/get-messages.server';
import { perRequest } from '~/lib/server/request-memo.server';
import type { RootData } from '~/lib/root-data';

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

/** The root loader: everything the chrome and the guards need, loaded in parallel before the first paint. */
export async function loadRootData({
  request,
  context,
}: {
  request: Request;
  context: Context;
}): Promise<RootData> {
  const { api, localePrefix } = context.get(serverContext);
  const session = requestSession(context);
  const [player, geo, locales, locale] = await Promise.all([
    session.player,
    session.geo,
    getLocales(api),
    requestLocale(request, context),
  ]);
  const [messages, accounts, chrome] = await Promise.all([
    getMessages(api, locale),
    player ? swallow('/api/player/accounts', () => getAccounts(api), []) : Promise.resolve([]),
    getChromeData(api, {
      locale,
      localePrefix: localePrefix ?? '',
      variant: footerVariant(player?.license_name, geo.country),
    }),
  ]);
  return {
    locale,
    localePrefix: localePrefix ?? '',
    messages,
    player,
    accounts,
    geo,
    licence: licenceFor(player?.license_name, geo.country),
    locales,
    menus: chrome.menus,
    footer: chrome.footer,
    origin: new URL(request.url).origin,
    cryptoCurrencies: player ? CRYPTO_CODES : [],
  };
}
