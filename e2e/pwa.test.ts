import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  PHONE,
  baseURL,
  launchBrowser,
  newVisitor,
  seriousA11yViolations,
  snapshot,
  visit,
  visitorHeaders,
  waitForHydration,
} from './browser.ts';

// The installable app: the manifest and its icons (Chromium's own installability check), /sw.js registered by the
// app (spec 01 section 7) with the offline page when the network is gone, the side menu's install block and the
// ?pwa=install instructions (spec 02 section 2).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/** Resolves with the scope of the active service worker once the app has registered it (it does so when idle). */
function workerScope(page: Page): Promise<string> {
  return page.evaluate(() =>
    navigator.serviceWorker.ready.then((registration) => registration.scope),
  );
}

/**
 * Chromium's `beforeinstallprompt`, as Chrome fires it once the site is installable: headless Chromium never does
 * (no engagement), so the page gets one with the same surface (preventDefault, prompt(), userChoice) right after the
 * document is parsed, before the app's scripts run. `window.promptShown` counts prompt() calls.
 */
async function offerInstallPrompt(
  context: BrowserContext,
  outcome: 'accepted' | 'dismissed',
): Promise<void> {
  await context.addInitScript((choice) => {
    document.addEventListener('DOMContentLoaded', () => {
      const event = new Event('beforeinstallprompt', { cancelable: true });
      Object.assign(window, { promptShown: 0 });
      Object.assign(event, {
        prompt: async () =>
          Object.assign(window, { promptShown: Number(Reflect.get(window, 'promptShown')) + 1 }),
        userChoice: Promise.resolve({ outcome: choice, platform: 'web' }),
      });
      dispatchEvent(event);
    });
  }, outcome);
}

async function openSideMenu(page: Page) {
  await page
    .getByRole('navigation', { name: 'Quick navigation' })
    .getByRole('button', { name: 'Menu' })
    .click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.waitFor();
  return menu;
}

describe('the installable app', () => {
  test('the manifest is linked, valid and installable in Chromium; its icons are the PNG sizes it names', async () => {
    const { context, page } = await newVisitor(browser);
    try {
      await visit(page, '/');
      expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe(
        '/manifest.webmanifest',
      );
      const response = await context.request.get('/manifest.webmanifest');
      expect(response.headers()['content-type']).toBe('application/manifest+json');
      const manifest = JSON.parse(await response.text());
      expect(manifest).toMatchObject({
        name: 'Open Casino',
        start_url: '/?source=pwa',
        scope: '/',
        display: 'standalone',
        background_color: '#0b0820',
        theme_color: '#0b0820',
      });

      const icons: ManifestIcon[] = manifest.icons;
      expect(icons.map((icon) => `${icon.sizes} ${icon.type} ${icon.purpose}`)).toEqual([
        'any image/svg+xml any',
        '192x192 image/png any',
        '512x512 image/png any',
        '512x512 image/png maskable',
      ]);
      for (const icon of icons) {
        const file = await context.request.get(icon.src);
        expect(file.status(), icon.src).toBe(200);
        expect(file.headers()['content-type'], icon.src).toBe(icon.type);
        if (icon.type === 'image/png')
          expect(pngSize(await file.body()), icon.src).toBe(icon.sizes);
      }
      expect(await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')).toBe(
        '/icons/icon-maskable-512.png',
      );

      // Chromium's own reading of the manifest, and what would keep it from offering the install. A test browser
      // context is an off-the-record profile, which can never install: that one reason is expected.
      const cdp = await context.newCDPSession(page);
      const read = await cdp.send('Page.getAppManifest');
      expect(read.errors).toEqual([]);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(
        installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito'),
      ).toEqual([]);
    } catch (error) {
      await snapshot(page, 'pwa-manifest');
      throw error;
    } finally {
      await context.close();
    }
  });

  test('/sw.js registers with scope /, answers only navigations and build files, and shows the offline page when the network is gone', async () => {
    const { context, page } = await newVisitor(browser);
    try {
      await visit(page, '/');
      expect(await workerScope(page)).toBe(`${baseURL()}/`);

      // The next page is the worker's: its document and build files through the worker; its API calls, reports and
      // game art are routed by Chromium straight to the network (static routing: the worker never sees them).
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      // Each response with the document it loads for: the lobby (not controlled by the worker it registered) may still
      // fetch a lazy chunk after the listener starts; only the next page's own requests are judged.
      const seen: { loaderId: string; path: string; route: string }[] = [];
      cdp.on('Network.responseReceived', ({ response, loaderId }) => {
        const route = response.serviceWorkerRouterInfo;
        seen.push({
          loaderId,
          path: new URL(response.url).pathname,
          route: response.fromServiceWorker
            ? 'worker'
            : `${route?.matchedSourceType ?? 'no route'}`,
        });
      });
      const document = await visit(page, '/pokies/all');
      const pageLoader = () => seen.find((entry) => entry.path === '/pokies/all')?.loaderId;
      const routes = () =>
        new Map(
          seen.filter((entry) => entry.loaderId === pageLoader()).map((e) => [e.path, e.route]),
        );
      expect(document?.fromServiceWorker()).toBe(true);
      expect(document?.status()).toBe(200);
      await expect
        .poll(() => [...routes().keys()].some((path) => path.startsWith('/network-performance')))
        .toBe(true);
      const byKind = (kind: (path: string) => boolean) => [
        ...new Set([...routes()].filter(([path]) => kind(path)).map(([, route]) => route)),
      ];
      expect(byKind((path) => path.startsWith('/assets/'))).toEqual(['worker']);
      expect(
        byKind(
          (path) =>
            path.startsWith('/api/') ||
            path === '/network-performance' ||
            path.startsWith('/game-art/'),
        ),
      ).toEqual(['network']);
      expect(await page.evaluate(() => caches.keys())).toEqual(
        expect.arrayContaining(['offline-v1', 'assets-v1']),
      );
      await cdp.detach();

      // No network: a navigation gets the offline page, and "Try again" keeps it while the network is still gone.
      await context.setOffline(true);
      await page.goto('/support', { waitUntil: 'domcontentloaded' });
      await page.getByRole('heading', { name: 'You are offline' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/support');
      expect(await page.title()).toBe('No connection · Open Casino');
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.getByRole('heading', { name: 'You are offline' }).waitFor();

      // Back online, the page loads itself again: the real support page, live.
      await context.setOffline(false);
      await waitForHydration(page);
      expect(new URL(page.url()).pathname).toBe('/support');
      expect(await page.getByRole('heading', { name: 'You are offline' }).count()).toBe(0);
    } catch (error) {
      await snapshot(page, 'pwa-offline');
      throw error;
    } finally {
      await context.setOffline(false).catch(() => undefined);
      await context.close();
    }
  });

  test('?pwa=install on the lobby opens the install instructions and leaves the lobby without the query', async () => {
    const { context, page } = await newVisitor(browser, { viewport: PHONE });
    try {
      await visit(page, '/?pwa=install&utm_source=app-banner');
      const dialog = page.getByRole('dialog', { name: 'Install the app' });
      await dialog.waitFor();
      await page.waitForURL(
        (url) => url.pathname === '/' && url.search === '?utm_source=app-banner',
      );
      // Headless Chromium offers no prompt: the browser menu's install item.
      await dialog
        .getByRole('list', { name: 'How to install' })
        .getByText('Choose Install app or Add to Home screen.')
        .waitFor();
      expect(await seriousA11yViolations(page, '.modal')).toEqual([]);
      await snapshot(page, 'pwa-install-modal');

      // Keyboard: focus stays in the dialog, Escape closes it, and the lobby stays where it is.
      for (let i = 0; i < 3; i++) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
          true,
        );
      }
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(new URL(page.url()).search).toBe('?utm_source=app-banner');

      // Only the lobby asks: another page keeps its query and opens nothing.
      await visit(page, '/pokies/all?pwa=install');
      expect(new URL(page.url()).search).toBe('?pwa=install');
      expect(await page.getByRole('dialog', { name: 'Install the app' }).count()).toBe(0);
    } catch (error) {
      await snapshot(page, 'pwa-install-query');
      throw error;
    } finally {
      await context.close();
    }
  });
});

describe('the side menu install block', () => {
  test('Chromium offering its prompt: Install shows the prompt, and an accepted install is confirmed', async () => {
    const { context, page } = await newVisitor(browser, { viewport: PHONE });
    try {
      await offerInstallPrompt(context, 'accepted');
      await visit(page, '/');
      const menu = await openSideMenu(page);
      const block = menu.getByRole('region', { name: 'Install the app' });
      await block.getByRole('button', { name: 'Install' }).waitFor();
      await snapshot(page, 'pwa-side-menu-prompt');
      await block.getByRole('button', { name: 'Install' }).click();
      await block
        .getByRole('status')
        .getByText('The app is installed: open it from your home screen or app list.')
        .waitFor();
      expect(await page.evaluate(() => Reflect.get(window, 'promptShown'))).toBe(1);
    } catch (error) {
      await snapshot(page, 'pwa-side-menu-prompt');
      throw error;
    } finally {
      await context.close();
    }
  });

  test('an iPhone (no prompt exists) is shown Share, then Add to Home Screen', async () => {
    const context = await browser.newContext({
      baseURL: baseURL(),
      viewport: PHONE,
      userAgent: IPHONE,
      isMobile: true,
      hasTouch: true,
      extraHTTPHeaders: visitorHeaders(),
    });
    await context.addCookies([{ name: 'cookie_consent', value: '1', url: baseURL() }]);
    const page = await context.newPage();
    try {
      await visit(page, '/');
      const menu = await openSideMenu(page);
      const steps = menu
        .getByRole('region', { name: 'Install the app' })
        .getByRole('list', { name: 'How to install' });
      expect(await steps.getByRole('listitem').allInnerTexts()).toEqual([
        'Tap Share in the browser bar.',
        'Choose Add to Home Screen, then tap Add.',
      ]);
      expect(await seriousA11yViolations(page, '.side-menu__panel')).toEqual([]);
      await snapshot(page, 'pwa-side-menu-ios');
    } catch (error) {
      await snapshot(page, 'pwa-side-menu-ios');
      throw error;
    } finally {
      await context.close();
    }
  });

  test('the installed app (display-mode standalone) has no install block', async () => {
    const { context, page } = await newVisitor(browser, { viewport: PHONE });
    try {
      await offerInstallPrompt(context, 'dismissed');
      // Headless Chromium cannot open an installed app's window: the page is told what such a window tells it.
      await context.addInitScript(() => {
        const real = window.matchMedia.bind(window);
        window.matchMedia = (query) =>
          /display-mode:\s*standalone/.test(query)
            ? Object.create(real(query), { matches: { value: true } })
            : real(query);
      });
      await visit(page, '/');
      const menu = await openSideMenu(page);
      await menu.getByRole('navigation', { name: 'Main navigation' }).waitFor();
      expect(await menu.getByRole('region', { name: 'Install the app' }).count()).toBe(0);
    } catch (error) {
      await snapshot(page, 'pwa-side-menu-installed');
      throw error;
    } finally {
      await context.close();
    }
  });
});
