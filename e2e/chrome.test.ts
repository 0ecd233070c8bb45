import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PHONE, launchBrowser, newVisitor } from './browser.ts';

// Issue 3, "Chrome completed": the footer's licence variants, the AU confirmation card, the restricted-geo warning
// and the header's "more" menu, in Chromium against the built casino (spec 01 section 1, spec 02 section 2).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function asVisitor(
  options: { country: string; viewport?: { width: number; height: number } },
  run: (page: Page, context: BrowserContext) => Promise<void>,
): Promise<void> {
  const { context, page } = await newVisitor(browser, options);
  try {
    await run(page, context);
  } finally {
    await context.close();
  }
}

const footerLogos = (page: Page, section: string) =>
  page
    .locator(`footer ${section} img`)
    .evaluateAll((images) => images.map((image) => image.getAttribute('alt')));

describe('footer variants by licence (spec 02 section 2: "Variants by licence (EE, GCB) [...] change payments, trust icons and copyright text and hide some links")', () => {
  test('a visitor in Canada gets the CW footer: crypto payments, 18+ and the Curaçao seal', async () => {
    await asVisitor({ country: 'CA' }, async (page) => {
      await page.goto('/');
      const footer = page.getByRole('contentinfo');
      expect(await footer.getAttribute('data-licence')).toBe('CW');
      expect(await footerLogos(page, '.footer__payments')).toContain('Bitcoin');
      expect(await footerLogos(page, '.footer__seals')).toEqual([
        'Adults only: 18+',
        'Licensed in Curaçao',
      ]);
      expect(await footer.getByRole('link', { name: 'Benefits of crypto' }).count()).toBe(1);
      await footer.getByText(/sub-licence CW-SL-2024-0117/).waitFor();
      await footer.getByText(`© ${new Date().getFullYear()} Open Casino`).waitFor();
    });
  });

  test('a visitor in Estonia gets the EE footer: no crypto, 21+ and the Estonian licence, in Estonian', async () => {
    await asVisitor({ country: 'EE' }, async (page) => {
      await page.goto('/');
      const footer = page.getByRole('contentinfo');
      expect(await footer.getAttribute('data-licence')).toBe('EE');
      const payments = await footerLogos(page, '.footer__payments');
      expect(payments.length).toBeGreaterThan(0);
      expect(payments).not.toContain('Bitcoin');
      expect(await footerLogos(page, '.footer__seals')).toHaveLength(2);
      expect(await footer.locator('a[href="/benefits-of-crypto"]').count()).toBe(0);
      await footer.getByText(/HKL000412/).waitFor();
    });
  });

  test('every provider badge links to its games and "show all" lists them all', async () => {
    await asVisitor({ country: 'CA' }, async (page) => {
      // The footer's code is a lazy chunk: wait for it before using its controls.
      await page.goto('/', { waitUntil: 'networkidle' });
      const providers = page.getByRole('region', { name: 'Game providers' });
      const toggle = providers.getByRole('button', { name: /All providers \((\d+)\)/ });
      const total = Number((await toggle.textContent())?.match(/\d+/)?.[0]);
      await toggle.click();
      // Expanded, the same button offers to show fewer.
      expect(
        await providers.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded'),
      ).toBe('true');
      const links = providers.getByRole('link');
      expect(await links.count()).toBe(total);
      expect(await links.first().getAttribute('href')).toMatch(/^\/producers\/[\w-]+$/);
    });
  });
});

describe('AU confirmation card (spec 01 section 1: "only to logged-out visitors on the AU geo, never on the oops page")', () => {
  test('a guest in Australia confirms once, and the answer is kept', async () => {
    await asVisitor({ country: 'AU', viewport: PHONE }, async (page) => {
      await page.goto('/');
      const card = page.getByRole('region', { name: 'Visiting from Australia?' });
      await card.waitFor();
      expect(
        await card.getByRole('link', { name: 'Read the Australian terms' }).getAttribute('href'),
      ).toBe('/terms-and-conditions/AU');
      await card.getByRole('button', { name: 'I confirm' }).click();
      await card.waitFor({ state: 'detached' });
      await page.reload();
      await page.getByRole('navigation', { name: 'Quick navigation' }).waitFor();
      await page.waitForTimeout(500);
      expect(await card.count()).toBe(0);
    });
  });

  test('never on /oops, and never outside Australia', async () => {
    await asVisitor({ country: 'AU' }, async (page) => {
      await page.goto('/oops');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForTimeout(500);
      expect(await page.getByRole('region', { name: 'Visiting from Australia?' }).count()).toBe(0);
      // Following a link from /oops shows it.
      await page.getByRole('link', { name: /lobby/i }).first().click();
      await page.getByRole('region', { name: 'Visiting from Australia?' }).waitFor();
    });
    await asVisitor({ country: 'NZ' }, async (page) => {
      await page.goto('/');
      await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
      await page.waitForTimeout(500);
      expect(await page.getByRole('region', { name: 'Visiting from Australia?' }).count()).toBe(0);
    });
  });
});

test("a guest in a partially restricted country is warned with 'OOPS.RESTRICTED_GEO' once per session", async () => {
  await asVisitor({ country: 'FR' }, async (page) => {
    await page.goto('/');
    const warning = page.getByText('Our casino is restricted in your country', { exact: false });
    await warning.waitFor();
    await page.reload();
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    await page.waitForTimeout(800);
    expect(await warning.count()).toBe(0);
  });
});

test('links that do not fit the header move into a keyboard-operable "more" menu (spec 02 section 2)', async () => {
  await asVisitor({ country: 'CA', viewport: { width: 1000, height: 700 } }, async (page) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const toggle = nav.getByRole('button', { name: 'More' });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const list = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    expect(await list.getByRole('link').count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);

    // A wide screen holds every link and needs no "more".
    await page.setViewportSize({ width: 1600, height: 700 });
    await toggle.waitFor({ state: 'detached' });
  });
});
