import {
  chromium,
  type Browser,
  type BrowserContext,
  type Page,
  type Response,
} from 'playwright-core';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { expect, inject } from 'vitest';
import { TEST_GEO_HEADER } from './global-setup.ts';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

/** Debian's Chromium with the flags this machine needs; a fresh profile per launch. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    headless: true,
  });
}

export function baseURL(): string {
  return inject('baseURL');
}

export interface VisitorOptions {
  country?: string;
  viewport?: { width: number; height: number };
  /** Whether the visitor accepted the cookie banner on an earlier visit (default true: the banner stays out of the way). */
  cookiesAccepted?: boolean;
}

let visitors = 0;

/**
 * The address a new visitor comes from (a private one, which no GeoIP lookup places), sent as X-Forwarded-For: the
 * server trusts it from loopback in the journeys (TRUST_PROXY), so the per-address limits see many visitors, as in
 * life, rather than one address registering the whole suite's players.
 */
export function visitorAddress(): string {
  visitors += 1;
  return `10.${process.pid % 250}.${Math.floor(visitors / 250) % 250}.${(visitors % 250) + 1}`;
}

/** The request headers of a visitor from `country` (trusted geo header) and a fresh address. */
export function visitorHeaders(country = 'CA'): Record<string, string> {
  return { [TEST_GEO_HEADER]: country, 'x-forwarded-for': visitorAddress() };
}

/** A fresh context (cookies, storage) as a visitor from `country`, on a phone or desktop viewport. */
export async function newVisitor(
  browser: Browser,
  options: VisitorOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: options.viewport ?? DESKTOP,
    extraHTTPHeaders: visitorHeaders(options.country),
  });
  if (options.cookiesAccepted ?? true)
    await context.addCookies([{ name: 'cookie_consent', value: '1', url: baseURL() }]);
  const page = await context.newPage();
  // E2E_CPU_THROTTLE=4 runs every page on a 4x slower CPU: races between the app and a journey's waits show up.
  const throttle = Number(process.env.E2E_CPU_THROTTLE ?? 1);
  if (throttle > 1)
    await (
      await context.newCDPSession(page)
    ).send('Emulation.setCPUThrottlingRate', { rate: throttle });
  return { context, page };
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Runs axe-core (WCAG 2.x A and AA) on the page, or only inside the elements matching `include` (a popup), and returns
 * the serious and critical violations.
 */
export async function seriousA11yViolations(page: Page, include?: string): Promise<AxeViolation[]> {
  // Evaluated over the DevTools protocol: the page's Content-Security-Policy admits no inline script tag.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (selector) => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            ctx: Document | { include: string[] },
            opts: unknown,
          ): Promise<{ violations: AxeViolation[] }>;
        };
      }
    ).axe;
    const result = await axe.run(selector ? { include: [selector] } : document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => ({ target: n.target })),
    }));
  }, include);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Resolves once React has hydrated the page (root.tsx sets `data-hydrated` on <html> in its first effect). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** A full page load of `path`, resolved once the page is interactive; returns the document's response. */
export async function visit(page: Page, path: string): Promise<Response | null> {
  // The hydration mark, not the load event: the lobby's game art need not finish loading before a journey goes on.
  const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
  return response;
}

/** A unique address per call, so journeys never share an account. */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** A password that passes the server's rules (letters and digits, 8+). */
export const PASSWORD = 'Journey-Pass-2026';

/** State-changing API calls from the test need the CSRF header the web app's client sends. */
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

/** A complete personal profile in CAD: keeps the personal-info popup (spec 01 section 5) out of the way. */
export const FULL_PROFILE: Readonly<Record<string, string>> = {
  currency: 'CAD',
  country: 'CA',
  date_of_birth: '1990-04-12',
  first_name: 'Jo',
  last_name: 'Journey',
  gender: 'm',
  mobile_phone: '+1 416 555 0199',
  city: 'Toronto',
  address: '1 Front Street',
  postal_code: 'M5J 2X2',
  state: 'Ontario',
};

/**
 * Registers a player through POST /api/users inside `context` (its cookies: the player is then signed in there),
 * for journeys whose subject is not the registration form. `profile` holds the currency and the personal fields
 * (default FULL_PROFILE).
 */
export async function registerThroughApi(
  context: BrowserContext,
  email: string,
  password = PASSWORD,
  profile: Readonly<Record<string, string>> = FULL_PROFILE,
): Promise<void> {
  const response = await context.request.post('/api/users', {
    headers: XHR,
    data: {
      user: {
        email,
        password,
        password_confirmation: password,
        terms_acceptance: true,
        language: 'en',
        ...profile,
      },
    },
  });
  if (response.status() !== 201)
    throw new Error(`registration failed: ${response.status()} ${await response.text()}`);
}

/** Signs `context` in through POST /api/users/sign_in (no second factor). */
export async function signInThroughApi(
  context: BrowserContext,
  email: string,
  password: string,
): Promise<void> {
  const response = await context.request.post('/api/users/sign_in', {
    headers: XHR,
    data: { user: { email, password } },
  });
  if (response.status() !== 200)
    throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
}

export interface OutboxEmail {
  template: string;
  subject: string;
  body_text: string;
  links: string[];
}

/** The e-mails the server queued for `email`, newest first (GET /api/dev/outbox, development and test only). */
export async function readOutbox(email: string): Promise<OutboxEmail[]> {
  const response = await fetch(`${baseURL()}/api/dev/outbox?email=${encodeURIComponent(email)}`);
  if (!response.ok) throw new Error(`outbox: ${response.status}`);
  return (await response.json()) as OutboxEmail[];
}

/** Saves a screenshot under e2e/artifacts (git-ignored) to look at when a journey fails. */
export async function snapshot(page: Page, name: string): Promise<void> {
  await page
    .screenshot({
      path: new URL(`./artifacts/${name}.png`, import.meta.url).pathname,
      fullPage: true,
    })
    .catch(() => undefined);
}

/**
 * Signs out through the side menu's "Log out" (spec 02 section 2). The header turns to "Sign in" at once, before the
 * server has answered, so this waits for DELETE /api/users/sign_out itself: a page load racing it would still be
 * signed in (and /login would send it to the lobby).
 */
export async function signOutThroughMenu(page: Page): Promise<void> {
  const signedOut = page.waitForResponse(
    (response) =>
      response.request().method() === 'DELETE' &&
      new URL(response.url()).pathname === '/api/users/sign_out',
  );
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Log out' }).click();
  expect((await signedOut).status()).toBeLessThan(300);
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).waitFor();
}
