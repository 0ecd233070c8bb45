import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { TESTER_PASSWORD } from '#server/db/seed/testers.ts';
import { PASSWORD, launchBrowser, registerThroughApi, uniqueEmail, visit } from './browser.ts';
import { asVisitor } from './lobby-kit.ts';

// Issue 2, browser journeys: the app-shell rules of spec 01 sections 2, 4 and 6 that live in the browser (/ffc for
// testers, the #hash popups, promo codes in the query, no-index on client navigation, the terms popup,
// ROUTER_PUSH_ERROR, a pending confirm intercepting the registration popup's closing).

const TESTER = 'tester@open-casino.local';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const robotsMeta = (page: Page) => page.locator('head meta[name="robots"][content="noindex"]');
const openModals = (page: Page) =>
  page.locator('[role="dialog"], [role="alertdialog"], .modal-loading');

describe('/ffc: feature flags for testers only (spec 01 section 6)', () => {
  test('a guest and a regular player get the not-found page', async () => {
    await asVisitor(browser, 'ffc-not-found', {}, async (page, context) => {
      for (const who of ['guest', 'player']) {
        if (who === 'player') await registerThroughApi(context, uniqueEmail('ffc'));
        const response = await visit(page, '/ffc');
        expect(response?.status(), who).toBe(404);
        await page.getByRole('heading', { name: 'Page not found' }).waitFor();
        expect(await page.getByRole('heading', { name: 'Feature flags' }).count(), who).toBe(0);
      }
    });
  });

  test('the seeded tester sees every flag, and a toggle is kept in localStorage across reloads', async () => {
    await asVisitor(browser, 'ffc-tester', {}, async (page, context) => {
      const signIn = await context.request.post('/api/users/sign_in', {
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
        data: { user: { email: TESTER, password: TESTER_PASSWORD } },
      });
      expect(signIn.status()).toBe(200);
      expect((await visit(page, '/ffc'))?.status()).toBe(200);
      await page.getByRole('heading', { name: 'Feature flags' }).waitFor();
      const labels = [
        'Tech work',
        'Disable www',
        'Promo banner in enter button',
        'Comp points',
        'A/B registration',
        'Mystic jackpots',
        'Test quests',
        'Show all widgets',
        'All providers',
      ];
      for (const label of labels)
        expect(await page.getByRole('checkbox', { name: label }).isChecked(), label).toBe(false);
      expect(await robotsMeta(page).count()).toBeGreaterThan(0);

      await page.getByRole('checkbox', { name: 'Comp points' }).check();
      const stored = await page.evaluate(() => localStorage.getItem('featureFlags'));
      expect(JSON.parse(stored ?? '{}')).toMatchObject({ compPoints: true, techWork: false });

      await visit(page, '/ffc');
      expect(await page.getByRole('checkbox', { name: 'Comp points' }).isChecked()).toBe(true);
      expect(await page.getByRole('checkbox', { name: 'Tech work' }).isChecked()).toBe(false);

      await page.getByRole('button', { name: 'Reset to defaults' }).click();
      expect(await page.getByRole('checkbox', { name: 'Comp points' }).isChecked()).toBe(false);
      expect(await page.evaluate(() => localStorage.getItem('featureFlags'))).toBeNull();
    });
  });
});

describe('hash popups (spec 01 section 2)', () => {
  test('#sign-in and #remind open their popups for a guest, and the hash leaves the URL', async () => {
    await asVisitor(browser, 'hash-guest', {}, async (page) => {
      await visit(page, '/support#sign-in');
      await page.getByRole('dialog', { name: 'Log in' }).waitFor();
      await page.waitForURL((url) => url.pathname === '/support' && url.hash === '');

      await visit(page, '/#remind');
      await page.getByRole('dialog', { name: 'Reset your password' }).waitFor();
      await page.waitForURL((url) => url.pathname === '/' && url.hash === '');
    });
  });

  test('a signed-in player gets no guest-only popup: the hash is dropped and nothing opens', async () => {
    await asVisitor(browser, 'hash-player', {}, async (page, context) => {
      await registerThroughApi(context, uniqueEmail('hash'));
      for (const hash of ['#sign-in', '#sign-up', '#remind']) {
        await visit(page, `/support${hash}`);
        await page.waitForURL((url) => url.pathname === '/support' && url.hash === '');
        // The popups are lazy chunks: give one the time to arrive before saying none opened.
        await page.waitForTimeout(300);
        expect(await openModals(page).count(), hash).toBe(0);
        expect(await page.locator('.modal-overlay').count(), hash).toBe(0);
      }
      await page.getByRole('banner').getByRole('link', { name: 'Profile' }).waitFor();
    });
  });
});

test('?depositPromocode=X leaves the URL and is kept in sessionStorage, the rest of the query stays (spec 01 section 2)', async () => {
  await asVisitor(browser, 'promo-query', {}, async (page) => {
    await visit(page, '/support?depositPromocode=SPRING50&ref=mail#faq');
    await page.waitForURL(
      (url) => url.pathname === '/support' && url.search === '?ref=mail' && url.hash === '#faq',
    );
    expect(await page.evaluate(() => sessionStorage.getItem('depositPromocode'))).toBe('SPRING50');
    expect(await page.evaluate(() => sessionStorage.getItem('giftPromocode'))).toBeNull();
    // Kept for the session: another page of the same tab still has it.
    await visit(page, '/?giftPromocode=G-1');
    await page.waitForURL((url) => url.pathname === '/' && url.search === '');
    expect(
      await page.evaluate(() => [
        sessionStorage.getItem('depositPromocode'),
        sessionStorage.getItem('giftPromocode'),
      ]),
    ).toEqual(['SPRING50', 'G-1']);
  });
});

test('no-index follows the URL on client navigation: set past 3 segments, gone on the lobby, back again on "back" (spec 01 section 2)', async () => {
  await asVisitor(browser, 'no-index', {}, async (page) => {
    await visit(page, '/pokies/all');
    expect(await robotsMeta(page).count()).toBe(0);
    await visit(page, '/games/a/b/c');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await robotsMeta(page).count()).toBe(1);

    // A client navigation: the root loader does not run again.
    const documents: string[] = [];
    page.on(
      'request',
      (request) => request.resourceType() === 'document' && documents.push(request.url()),
    );
    await page.getByRole('banner').getByRole('link', { name: 'OpenCasino' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor({ state: 'detached' });
    expect(await robotsMeta(page).count()).toBe(0);

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/games/a/b/c');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await robotsMeta(page).count()).toBe(1);
    expect(documents).toEqual([]);
  });
});

/**
 * React Router's single-fetch payload (turbo-stream: one flat JSON array, objects as {"_<key index>": value index})
 * with the player's auth_fields_missed set to ["terms_acceptance"].
 */
function withTermsMissing(payload: string): string {
  const [head = '', ...rest] = payload.split('\n');
  const flat: unknown[] = JSON.parse(head);
  const key = `_${flat.indexOf('auth_fields_missed')}`;
  const owner = flat.find(
    (node): node is Record<string, number> =>
      typeof node === 'object' && node !== null && !Array.isArray(node) && key in node,
  );
  const list = owner?.[key];
  if (list === undefined || !Array.isArray(flat[list]))
    throw new Error('no auth_fields_missed list in the root data');
  flat[list] = [flat.length];
  flat.push('terms_acceptance');
  return [JSON.stringify(flat), ...rest].join('\n');
}

// No API call leaves a player with terms_acceptance in auth_fields_missed (registration requires the terms, the seeded
// testers accepted them) and the journeys never write the database, so the root data the browser receives after
// signing in is changed here: everything else (the popup, its acceptance call, the reload) is the real app and server.
test('the terms popup opens when auth_fields_missed has terms_acceptance, cannot be dismissed, and accepting closes it (spec 01 section 4)', async () => {
  await asVisitor(browser, 'terms-acceptance', {}, async (page, context) => {
    const email = uniqueEmail('terms');
    await registerThroughApi(context, email);
    const signedOut = await context.request.delete('/api/users/sign_out', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    expect(signedOut.status()).toBeLessThan(300);

    await visit(page, '/#sign-in');
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await login.getByLabel('Password', { exact: true }).fill(PASSWORD);

    let rewritten = 0;
    await page.route(/\.data(\?|$)/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (rewritten > 0 || !body.includes('"auth_fields_missed"'))
        return route.fulfill({ response, body });
      rewritten += 1;
      return route.fulfill({ response, body: withTermsMissing(body) });
    });
    await login.getByRole('button', { name: 'Log in' }).click();

    const terms = page.getByRole('dialog', { name: 'Updated Terms and Conditions' });
    await terms.waitFor();
    expect(rewritten).toBe(1);
    // Blocking: neither Escape nor the overlay closes it.
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await page.waitForTimeout(200);
    expect(await terms.isVisible()).toBe(true);

    const accepted = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/auth_providers/update_details',
    );
    await terms.getByRole('checkbox').check();
    await terms.getByRole('button', { name: 'Accept and continue' }).click();
    expect((await accepted).status()).toBeLessThan(300);
    await terms.waitFor({ state: 'detached' });
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    const profile = await context.request.get('/api/player');
    expect(((await profile.json()) as { auth_fields_missed: string[] }).auth_fields_missed).toEqual(
      [],
    );
  });
});

// A player whose connection drops as they follow a link: the page's data cannot load, the error page shows and the
// failure is reported under ROUTER_PUSH_ERROR (PUT /log). The log call itself still goes through.
test('a navigation that fails is logged as ROUTER_PUSH_ERROR (spec 01 section 2)', async () => {
  await asVisitor(browser, 'router-push-error', {}, async (page) => {
    await visit(page, '/support');
    await page.route(/\.data(\?|$)/, (route) => route.abort('internetdisconnected'));
    const logged = page.waitForRequest(
      (request) =>
        new URL(request.url()).pathname === '/log' &&
        (request.postData() ?? '').includes('ROUTER_PUSH_ERROR'),
    );
    await page.getByRole('banner').getByRole('link', { name: 'OpenCasino' }).click();
    const request = await logged;
    expect(request.method()).toBe('PUT');
    expect(JSON.parse(request.postData() ?? '{}')).toMatchObject({
      label: 'ROUTER_PUSH_ERROR',
      level_name: 'ERROR',
      is_ssr: false,
    });
    expect((await request.response())?.status()).toBeLessThan(300);
    await page.getByRole('heading', { name: 'Oops, something went wrong' }).waitFor();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});

describe('a pending confirm intercepts closing the registration popup (spec 01 section 4)', () => {
  const registration = (page: Page) => page.getByRole('dialog', { name: 'Create your account' });
  const question = (page: Page) => page.getByRole('alertdialog', { name: 'Leave registration?' });

  async function openRegistration(page: Page) {
    await page.getByRole('banner').getByRole('button', { name: 'Sign up' }).click();
    await registration(page).getByRole('textbox', { name: 'E-mail' }).waitFor();
  }

  test('an untouched form closes at once; a filled-in one asks on Escape, the close button and the overlay', async () => {
    await asVisitor(browser, 'pending-confirm', {}, async (page) => {
      await visit(page, '/support');
      await openRegistration(page);
      await page.keyboard.press('Escape');
      await registration(page).waitFor({ state: 'detached' });
      expect(await question(page).count()).toBe(0);

      await openRegistration(page);
      const email = registration(page).getByRole('textbox', { name: 'E-mail' });
      await email.fill('half-way@example.com');

      // Escape asks; "Continue registration" keeps the popup and what was typed.
      await email.press('Escape');
      await question(page).waitFor();
      expect(
        await question(page).getByText('The details you entered will be lost.').isVisible(),
      ).toBe(true);
      await question(page).getByRole('button', { name: 'Continue registration' }).click();
      await question(page).waitFor({ state: 'detached' });
      expect(await email.inputValue()).toBe('half-way@example.com');

      // The close button asks; Escape inside the question answers "stay", not "close".
      await registration(page).getByRole('button', { name: 'Close' }).click();
      await question(page).waitFor();
      await page.keyboard.press('Escape');
      await question(page).waitFor({ state: 'detached' });
      expect(await registration(page).isVisible()).toBe(true);

      // A click on the overlay beside the popup asks; "Leave" closes it and the overlay.
      await page.mouse.click(5, 450);
      await question(page).waitFor();
      await question(page).getByRole('button', { name: 'Leave' }).click();
      await registration(page).waitFor({ state: 'detached' });
      await page.locator('.modal-overlay').waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toBe('/support');
    });
  });

  test('on /registration, leaving a filled-in form after the question goes to the lobby', async () => {
    await asVisitor(browser, 'pending-confirm-route', {}, async (page) => {
      await visit(page, '/registration');
      const email = registration(page).getByRole('textbox', { name: 'E-mail' });
      await email.fill('route@example.com');
      await registration(page).getByRole('button', { name: 'Close' }).click();
      await question(page).getByRole('button', { name: 'Leave' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      expect(await registration(page).count()).toBe(0);
    });
  });
});
