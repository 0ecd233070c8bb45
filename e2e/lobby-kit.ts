import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { newVisitor, seriousA11yViolations, snapshot, type VisitorOptions } from './browser.ts';

// Helpers of the issue 3 lobby journeys (catalogue, search, favourites, footer, locales, accessibility).

/**
 * Runs `journey` in a fresh context (cookies, storage) as a visitor with `options`; on failure a screenshot named
 * `name` lands in e2e/artifacts. The context is closed either way.
 */
export async function asVisitor(
  browser: Browser,
  name: string,
  options: VisitorOptions,
  journey: (page: Page, context: BrowserContext) => Promise<void>,
): Promise<void> {
  const { context, page } = await newVisitor(browser, options);
  try {
    await journey(page, context);
  } catch (error) {
    await snapshot(page, name);
    throw error;
  } finally {
    await context.close();
  }
}

type Messages = { [key: string]: string | Messages };

/** One namespace of packages/messages in `locale`, as the site shows it. */
export function messages(locale: string, namespace: string): Messages {
  return JSON.parse(
    readFileSync(
      new URL(`../packages/messages/locales/${locale}/${namespace}.json`, import.meta.url),
      'utf8',
    ),
  ) as Messages;
}

/** A message by its dotted key ('HEADING.PRODUCER') with `{name}` placeholders filled in. */
export function message(
  locale: string,
  namespace: string,
  key: string,
  vars: Record<string, string | number> = {},
): string {
  let node: string | Messages | undefined = messages(locale, namespace);
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no message ${namespace}.${key} in ${locale}`);
  return node.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}

/** English UI text (packages/messages/locales/en). */
export const en = (
  namespace: string,
  key: string,
  vars?: Record<string, string | number>,
): string => message('en', namespace, key, vars);

/** The game tiles inside `scope` (each tile is an <article> named by its game's title). */
export const tiles = (scope: Locator | Page): Locator => scope.getByRole('article');

/** Resolves once `list` holds more than `count` tiles. */
export async function waitForMoreTiles(list: Locator, count: number): Promise<number> {
  await tiles(list).nth(count).waitFor();
  return tiles(list).count();
}

/**
 * Opens the game search popup and returns the dialog, ready for typing: from the header's search button on a wide
 * screen, from the side menu's search field on a phone (opened from the bottom bar; the header has no room for it there).
 */
export async function openSearch(page: Page): Promise<Locator> {
  const headerButton = page
    .getByRole('banner')
    .getByRole('button', { name: en('HEADER', 'SEARCH') });
  if (await headerButton.isVisible()) {
    await headerButton.click();
  } else {
    await page
      .getByRole('navigation', { name: en('HEADER', 'MOBILE_NAVIGATION') })
      .getByRole('button', { name: en('HEADER', 'MENU') })
      .click();
    await page
      .getByRole('dialog', { name: en('HEADER', 'MENU') })
      .getByRole('button', { name: en('HEADER', 'SEARCH_PLACEHOLDER') })
      .click();
  }
  const dialog = page.getByRole('dialog', { name: en('SEARCH_POPUP', 'TITLE') });
  await dialog.getByRole('searchbox', { name: en('SEARCH_POPUP', 'LABEL') }).waitFor();
  return dialog;
}

/** axe-core's serious and critical violations, one readable line each (rule, help and the first elements). */
export async function a11yProblems(page: Page): Promise<string[]> {
  return (await seriousA11yViolations(page)).map(
    (v) => `${v.impact} ${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/** State-changing API calls need the CSRF header the web app's client sends. */
export const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

export interface ApiGame {
  identifier: string;
  title: string;
  provider: string;
  currencies: Record<string, { id: number }>;
}

/** The first games of a collection, as the server lists them (POST /api/games_filter). */
export async function collectionGames(
  context: BrowserContext,
  collection: string,
  pageSize = 5,
): Promise<ApiGame[]> {
  const response = await context.request.post('/api/games_filter', {
    headers: XHR,
    data: {
      device: 'desktop',
      page: 1,
      page_size: pageSize,
      filter: { categories: { identifiers: [collection], strategy: 'OR' } },
    },
  });
  if (!response.ok())
    throw new Error(`games_filter: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: ApiGame[] }).data;
}

/** A message with number placeholders as a whole-text pattern: 'All {count}' -> /^All \d+$/. */
export function countPattern(locale: string, namespace: string, key: string): RegExp {
  const text = message(locale, namespace, key).replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(`^${text.replace(/\{\w+\}/g, '\\d+')}$`);
}
