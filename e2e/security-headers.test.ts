import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  baseURL,
  launchBrowser,
  newVisitor,
  registerThroughApi,
  snapshot,
  uniqueEmail,
  visit,
  visitorHeaders,
} from './browser.ts';

// Issue 7: browser security headers on every answer, a CSP with a nonce per response under which the lobby, the
// popups and the profile run with no violation, and no redirect that leaves the site.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const NONCE = /'nonce-([A-Za-z0-9+/=]{16,})'/;

async function headersOf(path: string): Promise<Headers> {
  const res = await fetch(`${baseURL()}${path}`, { headers: visitorHeaders(), redirect: 'manual' });
  await res.arrayBuffer();
  return res.headers;
}

describe('security headers on every answer', () => {
  test.each([
    '/',
    '/pokies/all',
    '/api/info/locales',
    '/api/player/accounts',
    '/api/nothing-here',
    '/sw.js',
    '/no/such/page',
  ])(
    '%s carries CSP, nosniff, Referrer-Policy, Permissions-Policy and frame protection',
    async (path) => {
      const headers = await headersOf(path);
      const csp = headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(NONCE);
      expect(csp).toContain("'strict-dynamic'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('permissions-policy')).toContain('camera=()');
      expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
      // The journeys run over http: no HSTS.
      expect(headers.get('strict-transport-security')).toBeNull();
    },
  );

  test('a built asset carries them too', async () => {
    const html = await (await fetch(`${baseURL()}/`, { headers: visitorHeaders() })).text();
    const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0] ?? '';
    expect(asset).not.toBe('');
    expect((await headersOf(asset)).get('x-content-type-options')).toBe('nosniff');
  });

  test('each response has a nonce of its own, also when the page comes from the guest page cache', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${baseURL()}/`, { headers: visitorHeaders() });
      const html = await res.text();
      const nonce = NONCE.exec(res.headers.get('content-security-policy') ?? '')?.[1] ?? '';
      expect(html).toContain(`nonce="${nonce}"`);
      // Every script the server wrote carries this response's nonce.
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
      seen.add(nonce);
    }
    expect(seen.size).toBe(3);
  });
});

describe('no redirect leaves the site (open redirect)', () => {
  test.each([
    '//evil.example/',
    '///x/',
    '/\\evil.example/',
    '/%2F%2Fevil.example/',
    '/%5Cevil.example/',
  ])('%s redirects on the site', async (path) => {
    const res = await fetch(`${baseURL()}${path}`, {
      headers: visitorHeaders(),
      redirect: 'manual',
    });
    expect(res.status).toBe(301);
    const location = res.headers.get('location') ?? '';
    expect(new URL(location, baseURL()).origin).toBe(new URL(baseURL()).origin);
  });
});

/** Collects Content-Security-Policy violations the page reports, from before its first script runs. */
async function watchViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
}

const violationsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

describe('the app runs under its CSP with no violation', () => {
  test('lobby (rendered and cached), sign-in, registration and search popups, profile pages', async () => {
    const { context, page } = await newVisitor(browser);
    await watchViolations(context);
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content.Security.Policy/i.test(message.text()))
        consoleErrors.push(message.text());
    });
    try {
      await visit(page, '/');
      // The same page again: the guest page cache answers it, with this response's nonce spliced in.
      const cached = await visit(page, '/');
      expect(cached?.headers()['x-cache']).toBe('HIT');
      await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('dialog', { name: 'Log in' }).waitFor();
      await visit(page, '/registration');
      await page.getByRole('dialog', { name: 'Create your account' }).waitFor();
      await visit(page, '/');
      await page
        .getByRole('banner')
        .getByRole('button', { name: /Search/ })
        .click();
      const search = page.getByRole('dialog', { name: /Search/ });
      await search.getByRole('searchbox').fill('dragon');
      await search.getByRole('link').first().waitFor();
      expect(await violationsOf(page)).toEqual([]);

      await registerThroughApi(context, uniqueEmail('csp'));
      for (const path of ['/profile/main', '/profile/security']) {
        await visit(page, path);
        expect(await violationsOf(page)).toEqual([]);
      }
      expect(consoleErrors).toEqual([]);
    } catch (error) {
      await snapshot(page, 'csp-journey');
      throw error;
    } finally {
      await context.close();
    }
  });
});
