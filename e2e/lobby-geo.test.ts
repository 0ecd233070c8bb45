import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { OPERATOR } from '#server/db/seed/cms/operator.ts';
import { footer as enFooter } from '#server/db/seed/cms/en/footer.ts';
import { footer as etFooter } from '#server/db/seed/cms/et/footer.ts';
import { launchBrowser, visit } from './browser.ts';
import { asVisitor, countPattern, message, messages, tiles } from './lobby-kit.ts';

// Issue 3, the lobby by the visitor's country and language: the footer's licence variant (spec 02 section 3:
// "Variants by licence (EE, GCB) [...] change payments, trust icons and copyright text"; spec 01 section 1: "The
// Estonian market has its own payment list and licence badge", "Default locale by country: [...] EE et"), and a
// German visitor's category names (spec 01 section 1: "DE de"; the /de prefix).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface FooterSeen {
  licence: string | null;
  seals: (string | null)[];
  payments: (string | null)[];
  text: string;
}

/** The footer as the visitor sees it: its licence variant, the trust seals and payment logos (by alt text), its text. */
async function readFooter(page: Page, locale: string): Promise<FooterSeen> {
  const footer = page.getByRole('contentinfo');
  await footer.waitFor();
  const logos = (key: string) =>
    footer
      .getByRole('region', { name: message(locale, 'FOOTER', key) })
      .getByRole('img')
      .evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
  return {
    licence: await footer.getAttribute('data-licence'),
    seals: await logos('TRUST'),
    payments: await logos('PAYMENTS'),
    text: (await footer.textContent()) ?? '',
  };
}

describe('the footer by licence', () => {
  test('an Estonian visitor gets the EE licence text and seals, in Estonian; a Canadian visitor the Curaçao ones', async () => {
    let estonian: FooterSeen | undefined;
    await asVisitor(browser, 'footer-ee', { country: 'EE' }, async (page) => {
      await visit(page, '/');
      expect(await page.locator('html').getAttribute('lang')).toBe('et');
      estonian = await readFooter(page, 'et');
    });
    let canadian: FooterSeen | undefined;
    await asVisitor(browser, 'footer-ca', { country: 'CA' }, async (page) => {
      await visit(page, '/');
      canadian = await readFooter(page, 'en-CA');
    });
    if (!estonian || !canadian) throw new Error('footer not read');

    expect(estonian.licence).toBe('EE');
    expect(estonian.seals).toEqual([
      etFooter.files.adultsOnly.replace('18', '21'),
      etFooter.files.licenceEE,
    ]);
    expect(estonian.text).toContain(`tegevusloa ${OPERATOR.estonia.activityLicence}`);
    expect(estonian.text).not.toContain(OPERATOR.curacao.cwLicence);
    expect(estonian.payments).not.toContain('Bitcoin');

    expect(canadian.licence).toBe('CW');
    expect(canadian.seals).toEqual([enFooter.files.adultsOnly, enFooter.files.licenceCW]);
    expect(canadian.text).toContain(`sub-licence ${OPERATOR.curacao.cwLicence}`);
    expect(canadian.text).not.toContain(OPERATOR.estonia.activityLicence);
    expect(canadian.payments).toContain('Bitcoin');
  });
});

test('a German visitor on /de sees the categories under their German names', async () => {
  const german = messages('de', 'CATEGORIES');
  const english = messages('en', 'CATEGORIES');
  const name = (slug: string, names: typeof german) =>
    names[slug.toUpperCase().replace(/[^A-Z0-9]+/g, '_')];
  await asVisitor(browser, 'categories-de', { country: 'DE' }, async (page) => {
    await visit(page, '/de');
    expect(await page.locator('html').getAttribute('lang')).toBe('de');

    // The category chips: each named in German, linking under the /de prefix.
    const chips = page
      .getByRole('navigation', { name: message('de', 'GAMES', 'CATEGORIES') })
      .getByRole('link');
    const seen = await chips.evaluateAll((links) =>
      links.map((link) => ({
        href: link.getAttribute('href') ?? '',
        text: link.textContent?.trim() ?? '',
      })),
    );
    expect(seen.length).toBeGreaterThan(5);
    for (const { href, text } of seen) {
      expect(href).toMatch(/^\/de\/categories\/[\w-]+$/);
      expect(text).toBe(name(href.split('/').pop() ?? '', german));
    }
    // Really German, not the English names under another key.
    expect(
      seen.filter(({ href, text }) => text !== name(href.split('/').pop() ?? '', english)).length,
    ).toBeGreaterThan(5);

    // The rows are headed in German too, and a row's category page keeps the name and the prefix.
    const top = page.getByRole('region', { name: german.TOP as string });
    expect(await tiles(top).count()).toBeGreaterThan(0);
    await top.getByRole('link', { name: countPattern('de', 'GAMES', 'ROW_ALL') }).click();
    await page.waitForURL('**/de/categories/top');
    await page.getByRole('heading', { level: 1, name: german.TOP as string }).waitFor();
  });
});
