import { isbot } from 'isbot';
import type { ClientContext } from '@casino/api/fe-config';

/** The token our installable app's webview adds to its User-Agent. */
export const APP_USER_AGENT_TOKEN = 'OpenCasinoApp';

// Order matters: Edge, Opera, Samsung and Yandex also say "Chrome", and Chrome also says "Safari".
const BROWSERS: readonly [name: string, pattern: RegExp][] = [
  ['facebook', /FBAN|FBAV|FB_IAB/],
  ['instagram', /Instagram/],
  ['edge', /Edg(e|A|iOS)?\//],
  ['opera', /OPR\/|Opera|OPiOS/],
  ['samsung', /SamsungBrowser/],
  ['yandex', /YaBrowser/],
  ['firefox', /Firefox\/|FxiOS/],
  ['chrome', /Chrome\/|CriOS/],
  ['safari', /Version\/[\d.]+.*Safari/],
  ['ie', /MSIE |Trident\//],
];

/** GET /client-context (spec 03 section 16): what the server can tell from the User-Agent alone. */
export function clientContextOf(userAgent: string): ClientContext {
  const isIOS = /\b(iPhone|iPad|iPod)\b/.test(userAgent);
  return {
    userAgent,
    isMobile: isIOS || /Mobi|Android|IEMobile|Opera Mini|BlackBerry|webOS/i.test(userAgent),
    isIOS,
    isApp: userAgent.includes(`${APP_USER_AGENT_TOKEN}/`),
    isMetaWebview: /FBAN|FBAV|FB_IAB|FB4A|Instagram|MessengerForiOS|\bFBIOS\b/.test(userAgent),
    isBot: userAgent === '' || isbot(userAgent),
    browser: BROWSERS.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? 'other',
  };
}
