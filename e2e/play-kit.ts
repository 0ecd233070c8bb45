import type { BrowserContext, FrameLocator, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { XHR } from './lobby-kit.ts';

// Shared steps of the real-play journeys: a catalogue game, its play page, the studio frame inside it, and the
// ledger's view of the player (accounts, rounds) to compare the screens with.

export interface CatalogueGame {
  identifier: string;
  title: string;
  seo_title: string;
  provider: string;
  categories: string[];
  currencies: Record<string, unknown>;
}

/** The first game the server lists under `filter` (POST /api/games_filter) that `accept` takes. */
export async function findGame(
  context: BrowserContext,
  filter: Record<string, unknown>,
  accept: (game: CatalogueGame) => boolean,
): Promise<CatalogueGame> {
  const response = await context.request.post('/api/games_filter', {
    headers: XHR,
    data: { device: 'desktop', page: 1, page_size: 50, filter },
  });
  if (!response.ok()) throw new Error(`games_filter: ${response.status()}`);
  const game = ((await response.json()) as { data: CatalogueGame[] }).data.find(accept);
  if (!game) throw new Error(`no game for ${JSON.stringify(filter)}`);
  return game;
}

/** The play page of `game` (real money unless `demo`). */
export const playPath = (game: CatalogueGame, mode: 'real' | 'demo' = 'real'): string =>
  `/play/${encodeURIComponent(game.provider)}/${encodeURIComponent(game.seo_title)}${mode === 'demo' ? '?mode=demo' : ''}`;

/** The studio's frame embedded in the play page. */
export const studioFrame = (page: Page): FrameLocator =>
  page.frameLocator('iframe.play-stage__frame');

/** Resolves once the frame's client has hydrated and its main button can be pressed. */
export async function waitForStudio(frame: FrameLocator, engine: string): Promise<void> {
  await frame.locator(`.studio[data-engine="${engine}"]`).waitFor({ timeout: 20_000 });
  await expect
    .poll(() => frame.getByTestId('studio-play').isEnabled(), { timeout: 20_000 })
    .toBe(true);
}

/** A shown amount in minor units: '$1,234.50' -> 123450 (two decimals, as every fiat the journeys use). */
export function shownCents(text: string | null): number {
  const digits = (text ?? '').replace(/[^\d]/g, '');
  return digits === '' ? Number.NaN : Number(digits);
}

/** The wallet of `currency` as the ledger holds it (GET /api/player/accounts), in minor units. */
export async function ledgerCents(context: BrowserContext, currency = 'CAD'): Promise<number> {
  const response = await context.request.get('/api/player/accounts');
  if (!response.ok()) throw new Error(`accounts: ${response.status()}`);
  const accounts = (await response.json()) as { currency: string; amount_cents: number }[];
  const account = accounts.find((candidate) => candidate.currency === currency);
  if (!account) throw new Error(`no ${currency} account`);
  return account.amount_cents;
}

export interface PlayedRound {
  round_id: string;
  game_identifier: string;
  game_title: string;
  bet_amount_cents: number;
  win_amount_cents: number;
  balance_before_cents: number;
  balance_after_cents: number;
  finished_at: string | null;
}

/** The player's real-play rounds, newest first (GET /api/player/games, the games history's call). */
export async function playedRounds(context: BrowserContext): Promise<PlayedRound[]> {
  const response = await context.request.get('/api/player/games?page=1&page_size=100');
  if (!response.ok()) throw new Error(`player games: ${response.status()}`);
  return ((await response.json()) as { data: PlayedRound[] }).data;
}

/** The header's balance (outside the frame), in minor units. */
export const headerCents = async (page: Page): Promise<number> =>
  shownCents(await page.getByRole('banner').locator('.balance__amount').textContent());

/** The frame's balance, in minor units. */
export const frameCents = async (frame: FrameLocator): Promise<number> =>
  shownCents(await frame.getByTestId('studio-balance').textContent());

/** The frame's main button (Spin, Roll, Deal...). */
export const playButton = (frame: FrameLocator): Locator => frame.getByTestId('studio-play');

/** On /verify after following a round's Verify link: the page recomputed the round, matching its hash and outcome. */
export async function expectRoundVerifies(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/verify');
  const facts = page
    .getByRole('region', { name: 'Recomputed round' })
    .locator('.verify-result__facts');
  await facts.waitFor();
  await expect(
    facts.getByText('Matches the committed hash').locator('..').textContent(),
  ).resolves.toContain('Yes');
  await expect(
    facts.getByText('Same outcome as the studio booked').locator('..').textContent(),
  ).resolves.toContain('Yes');
}
