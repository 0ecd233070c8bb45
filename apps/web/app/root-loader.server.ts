import type { RouterContextProvider } from 'react-router';
import { CRYPTO_CODES } from '@casino/domain/currency';
import { licenceFor } from '@casino/domain/licence';
import { serverContext } from '~/lib/load-context';
import { getAccounts } from '~/lib/player/get-accounts';
import { swallow } from '~/lib/server/swallow.server';
import { getLocales } from '~/lib/site/get-site-info.server';
import { getMessages } from '~/lib/messages/get-messages.server';
import type { MessageTree } from '~/lib/messages/message-tree';
import { requestLocale, requestSession } from '~/lib/request-context.server';
import type { RootData } from '~/lib/root-data';
import { getChromeData } from '~/features/chrome/chrome-data.server';
import { footerVariant } from '~/features/chrome/footer-model';
import { FRAME_NAMESPACES } from '~/features/studio/frame-namespaces';

type Context = Readonly<RouterContextProvider>;

/** The message tree without the namespaces another loader sends where they are used. */
function withoutNamespaces(messages: MessageTree, left: readonly string[]): MessageTree {
  return Object.fromEntries(Object.entries(messages).filter(([name]) => !left.includes(name)));
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
    messages: withoutNamespaces(messages, FRAME_NAMESPACES),
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
