import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page, Response } from 'playwright-core';
import {
  baseURL,
  launchBrowser,
  newVisitor,
  PASSWORD,
  registerThroughApi,
  snapshot,
  uniqueEmail,
  visit,
  visitorHeaders,
} from './browser.ts';
import { startRecordingProxy, type RecordedCall, type RecordingProxy } from './recording-proxy.ts';

// Issue 2: the reporting calls of spec 01 section 7 and group 1401 of spec 01 section 4, sent by the web app. The
// server offers no read API for stored reports, so each call is checked as sent (body, CSRF header) and as accepted
// (the server's 204 after validating it with the shared schema).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const CAMPAIGN = {
  utm_source: 'e2e',
  utm_medium: 'email',
  utm_campaign: 'spring spins',
  sub_id: '77',
};
const REPORTS = ['/performance', '/network-performance', '/log_utm_set', '/log_utm_send'];

/** The accepted calls to `path` the proxy saw, with their bodies; each one sent like the app's API client sends. */
function accepted(proxy: RecordingProxy, path: string): unknown[] {
  const calls = proxy.calls.filter((call) => call.path === path);
  for (const call of calls) {
    expect(call.status, `${call.method} ${call.path}`).toBe(204);
    expect(call.headers['x-requested-with']).toBe('XMLHttpRequest');
  }
  return calls.map((call: RecordedCall) => JSON.parse(call.body));
}

function answerTo(page: Page, method: string, path: string): Promise<Response> {
  return page.waitForResponse(
    (response) =>
      response.request().method() === method && new URL(response.url()).pathname === path,
    { timeout: 20_000 },
  );
}

async function acceptedBody(answer: Response): Promise<unknown> {
  expect(answer.status()).toBe(204);
  expect(await answer.request().headerValue('x-requested-with')).toBe('XMLHttpRequest');
  return answer.request().postDataJSON();
}

describe('reporting calls', () => {
  test('a campaign landing: network and utm_set when idle, performance once as the page is left, utm_send once the visitor has an account', async () => {
    const proxy = await startRecordingProxy(REPORTS);
    const context = await browser.newContext({
      baseURL: baseURL(),
      proxy: { server: proxy.server },
      extraHTTPHeaders: visitorHeaders(),
    });
    await context.addCookies([{ name: 'cookie_consent', value: '1', url: baseURL() }]);
    const page = await context.newPage();
    try {
      await visit(
        page,
        '/?utm_source=e2e&utm_medium=email&utm_campaign=spring%20spins&sub_id=77&ref=ignored',
      );
      await expect.poll(() => proxy.calls.length, { timeout: 15_000 }).toBe(2);
      expect(accepted(proxy, '/log_utm_set')).toEqual([{ utmMetrics: CAMPAIGN }]);
      expect(accepted(proxy, '/network-performance')).toEqual([
        {
          rtt: expect.any(Number),
          downlink: expect.any(Number),
          effectiveType: expect.stringMatching(/^(slow-2g|2g|3g|4g)$/),
          saveData: false,
        },
      ]);
      await page.waitForLoadState('load');
      // Nothing about performance while the page is shown: its metrics are final only when it is hidden.
      expect(accepted(proxy, '/performance')).toEqual([]);

      // The visitor signs up in this browser and opens another page: the landing's report leaves as it unloads
      // (keepalive), and the next page credits the kept campaign to the new player's session.
      await registerThroughApi(context, uniqueEmail('reporting'));
      await visit(page, '/profile/main');
      await expect
        .poll(() => accepted(proxy, '/log_utm_send'), { timeout: 15_000 })
        .toEqual([{ utmMetrics: CAMPAIGN }]);
      await expect.poll(() => accepted(proxy, '/performance'), { timeout: 15_000 }).toHaveLength(1);
      expect(accepted(proxy, '/performance')[0]).toEqual({
        page: '/',
        navigationType: 'navigate',
        device: 'desktop',
        metrics: expect.objectContaining({
          ttfb: expect.any(Number),
          fcp: expect.any(Number),
          cls: expect.any(Number),
          domContentLoaded: expect.any(Number),
          load: expect.any(Number),
        }),
      });

      // One report per page view: leaving the profile sends its own; the campaign went once, the landing once.
      await visit(page, '/');
      await expect
        .poll(() => accepted(proxy, '/network-performance'), { timeout: 15_000 })
        .toHaveLength(3);
      await expect
        .poll(
          () =>
            accepted(proxy, '/performance').map((report) => Reflect.get(Object(report), 'page')),
          { timeout: 15_000 },
        )
        .toEqual(['/', '/profile/main']);
      expect(accepted(proxy, '/log_utm_set')).toHaveLength(1);
      expect(accepted(proxy, '/log_utm_send')).toHaveLength(1);
    } catch (error) {
      await snapshot(page, 'reporting-landing');
      throw error;
    } finally {
      await context.close();
      await proxy.close();
    }
  });

  test("a registration form that fails reports its fields: frontEnd for its own checks, backEnd for the server's 422", async () => {
    const { context, page } = await newVisitor(browser);
    try {
      await visit(page, '/registration');
      const registration = page.getByRole('dialog', { name: 'Create your account' });
      const frontEnd = answerTo(page, 'PUT', '/metrics-errors-validation');
      await registration.getByRole('button', { name: 'Sign up' }).click();
      const own = await acceptedBody(await frontEnd);
      expect(own).toMatchObject({ side: 'frontEnd', component: 'RegistrationForm' });
      expect(own).toHaveProperty(
        'errors',
        expect.arrayContaining([
          { key: 'email', firstMessage: expect.stringMatching(/^VALIDATION\./) },
        ]),
      );

      // A taken address passes the form's checks; the server's 422 names the field.
      await registration.getByRole('textbox', { name: 'E-mail' }).fill('tester@open-casino.local');
      await registration.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await registration.getByLabel('Day').selectOption('12');
      await registration.getByLabel('Month').selectOption('04');
      await registration.getByLabel('Year').selectOption('1990');
      await registration.getByRole('checkbox', { name: /I am of legal age/ }).check();
      const backEnd = answerTo(page, 'PUT', '/metrics-errors-validation');
      await registration.getByRole('button', { name: 'Sign up' }).click();
      expect(await acceptedBody(await backEnd)).toEqual({
        side: 'backEnd',
        component: 'RegistrationForm',
        errors: [{ key: 'email', firstMessage: 'VALIDATION.EMAIL_TAKEN' }],
      });
    } catch (error) {
      await snapshot(page, 'reporting-validation');
      throw error;
    } finally {
      await context.close();
    }
  });

  test('a signed-in player opening the installed app reports the launch and joins group 1401', async () => {
    const { context, page } = await newVisitor(browser);
    try {
      await registerThroughApi(context, uniqueEmail('pwa'));
      // Headless Chromium cannot open a page in an installed app's window (nor emulate that display mode over CDP),
      // so the page is told what such a window tells it: `(display-mode: standalone)` matches.
      await context.addInitScript(() => {
        const real = window.matchMedia.bind(window);
        window.matchMedia = (query) =>
          /display-mode:\s*standalone/.test(query)
            ? Object.create(real(query), { matches: { value: true } })
            : real(query);
      });
      const opened = answerTo(page, 'POST', '/api/pwa_events');
      const joined = answerTo(page, 'POST', '/api/player/groups');
      await visit(page, '/');
      expect(await acceptedBody(await opened)).toEqual({ event: 'open' });
      expect(await acceptedBody(await joined)).toEqual({ groups: { add: [1401], remove: [] } });
      const player = await (await context.request.get('/api/player')).json();
      expect(player.statuses.map((status: { id: number | string }) => Number(status.id))).toContain(
        1401,
      );

      // The next page of the same launch: no second open, and the player is in the group already.
      const calls: string[] = [];
      page.on('request', (request) => calls.push(new URL(request.url()).pathname));
      const nextPageLive = answerTo(page, 'PUT', '/network-performance');
      await visit(page, '/pokies/all');
      await nextPageLive;
      expect(
        calls.filter((path) => path === '/api/pwa_events' || path === '/api/player/groups'),
      ).toEqual([]);
    } catch (error) {
      await snapshot(page, 'reporting-pwa');
      throw error;
    } finally {
      await context.close();
    }
  });
});
