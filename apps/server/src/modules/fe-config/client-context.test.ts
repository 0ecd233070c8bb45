import { describe, expect, test } from 'vitest';
import { clientContextOf } from './client-context.ts';

describe('client context from the User-Agent', () => {
  test.each([
    [
      'Chrome on Windows',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      { browser: 'chrome', isMobile: false, isIOS: false, isBot: false },
    ],
    [
      'Safari on iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      { browser: 'safari', isMobile: true, isIOS: true },
    ],
    [
      'Chrome on iPad',
      'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
      { browser: 'chrome', isIOS: true, isMobile: true },
    ],
    [
      'Edge',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.68',
      { browser: 'edge' },
    ],
    [
      'Opera',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/111.0.0.0',
      { browser: 'opera' },
    ],
    [
      'Samsung Internet',
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
      { browser: 'samsung', isMobile: true, isIOS: false },
    ],
    [
      'Firefox on Android',
      'Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0',
      { browser: 'firefox', isMobile: true },
    ],
    [
      'Instagram in-app',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.0.0 Mobile Safari/537.36 Instagram 337.0.0.35.102 Android',
      { browser: 'instagram', isMetaWebview: true },
    ],
    [
      'our app',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.0.0 Mobile Safari/537.36 OpenCasinoApp/1.4.0',
      { isApp: true, isMetaWebview: false },
    ],
    [
      'Googlebot',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      { isBot: true },
    ],
    ['curl', 'curl/8.5.0', { isBot: true }],
    ['no User-Agent at all', '', { isBot: true, browser: 'other', isMobile: false }],
  ])('%s', (_name, userAgent, expected) => {
    expect(clientContextOf(userAgent)).toMatchObject({ userAgent, ...expected });
  });
});
