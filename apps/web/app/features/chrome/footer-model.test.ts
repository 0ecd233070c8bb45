import { describe, expect, test } from 'vitest';
import type { CmsFile, CmsPageListItem, CmsSnippet } from '@casino/api/cms';
import {
  copyrightFor,
  footerAwards,
  footerVariant,
  logosFor,
  menuLinks,
  snippetHtml,
  withLocalePrefix,
  FOOTER_AWARDS_MAX,
} from '~/features/chrome/footer-model';

describe('footer variant (spec 02 section 2: "Variants by licence (EE, GCB)"; spec 01 section 1: "The licence comes from the user\'s licence_name or from geography")', () => {
  test.each([
    [null, 'CA', 'CW', 'a guest outside Estonia'],
    [null, 'EE', 'EE', 'a guest in Estonia'],
    [undefined, 'ee', 'EE', 'country in any case'],
    ['EE', 'DE', 'EE', "an EE player abroad: the player's licence wins"],
    ['CW', 'EE', 'CW', 'a CW player in Estonia'],
    ['GCB', 'EE', 'GCB', 'a GCB player'],
    [' gcb ', 'CA', 'GCB', 'licence names in any case'],
    ['MGA', 'EE', 'EE', 'an unknown licence falls back to geography'],
    ['', 'AU', 'CW', 'an empty licence name'],
  ] as const)('licence_name %j in %s -> %s (%s)', (licenseName, country, variant, _why) => {
    expect(footerVariant(licenseName, country)).toBe(variant);
  });
});

const page = (path: string, categories: string[], children: string[] = []): CmsPageListItem => ({
  id: path,
  path,
  title: path.slice(1),
  layout: 'default',
  categories,
  children: children.map((child) => ({
    id: child,
    path: child,
    title: child,
    layout: 'default',
    categories: [],
    children: [],
  })),
});
const terms = page(
  '/terms-and-conditions',
  ['terms-page', 'bottom-menu'],
  ['/terms-and-conditions/CW', '/terms-and-conditions/EE', '/terms-and-conditions/AU'],
);
const rules = page('/general-rules', ['terms-page', 'bottom-menu'], ['/general-rules/EE']);
const pages = [
  page('/about', ['page', 'bottom-menu']),
  terms,
  rules,
  page('/benefits-of-crypto', ['page', 'top-menu', 'bottom-menu-help']),
  page('/support', ['page', 'bottom-menu-help']),
  page('/bonus-balance', ['page', 'top-menu', 'bottom-menu-help']),
];

describe('menus from CMS categories (spec 02 section 2: "Static pages categories: top-menu, bottom-menu, bottom-menu-help")', () => {
  test("info links are bottom-menu, in CMS order; per-licence pages at '/{page}', which shows the visitor's version", () => {
    expect(menuLinks(pages, 'bottom-menu', 'CW').map((link) => link.path)).toEqual([
      '/about',
      '/terms-and-conditions',
      '/general-rules',
    ]);
    expect(menuLinks(pages, 'bottom-menu', 'EE').map((link) => link.path)).toEqual([
      '/about',
      '/terms-and-conditions',
      '/general-rules',
    ]);
  });

  test('help links are bottom-menu-help', () => {
    expect(menuLinks(pages, 'bottom-menu-help', 'CW').map((link) => link.path)).toEqual([
      '/benefits-of-crypto',
      '/support',
      '/bonus-balance',
    ]);
  });

  test('"[variants] hide some links": the EE footer and menus leave out crypto, which that licence does not offer', () => {
    expect(menuLinks(pages, 'bottom-menu-help', 'EE').map((link) => link.path)).toEqual([
      '/support',
      '/bonus-balance',
    ]);
    expect(menuLinks(pages, 'top-menu', 'EE').map((link) => link.path)).toEqual(['/bonus-balance']);
    expect(menuLinks(pages, 'top-menu', 'GCB').map((link) => link.path)).toEqual([
      '/benefits-of-crypto',
      '/bonus-balance',
    ]);
  });
});

const file = (id: string, categories: string[]): CmsFile => ({
  id,
  url: `/cms-files/${id}.svg`,
  categories,
  description: id,
});
const files = [
  file('visa', ['footer-payments', 'CW', 'GCB', 'EE']),
  file('bitcoin', ['footer-payments', 'CW', 'GCB']),
  file('adults-only', ['footer-trust', 'CW', 'GCB']),
  file('adults-only-ee', ['footer-trust', 'EE']),
  file('licence-cw', ['footer-trust', 'CW']),
  file('licence-gcb', ['footer-trust', 'GCB']),
  file('licence-ee', ['footer-trust', 'EE']),
];

describe('"Variants by licence (EE, GCB) [...] change payments, trust icons and copyright text"', () => {
  test.each([
    ['CW', ['visa', 'bitcoin'], ['adults-only', 'licence-cw']],
    ['GCB', ['visa', 'bitcoin'], ['adults-only', 'licence-gcb']],
    ['EE', ['visa'], ['adults-only-ee', 'licence-ee']],
  ] as const)('%s: payments %j, trust %j', (variant, payments, trust) => {
    expect(logosFor(files, 'footer-payments', variant).map((logo) => logo.id)).toEqual(payments);
    expect(logosFor(files, 'footer-trust', variant).map((logo) => logo.id)).toEqual(trust);
  });

  const snippets: CmsSnippet[] = [
    { id: 'footer-copyright-cw', categories: ['footer', 'copyright', 'CW'], content: 'cw text' },
    { id: 'footer-copyright-gcb', categories: ['footer', 'copyright', 'GCB'], content: 'gcb text' },
    { id: 'footer-copyright-ee', categories: ['footer', 'copyright', 'EE'], content: 'ee text' },
  ];
  test.each([
    ['CW', 'cw text'],
    ['GCB', 'gcb text'],
    ['EE', 'ee text'],
  ] as const)('copyright for %s', (variant, text) => {
    expect(copyrightFor(snippets, variant)).toBe(text);
  });

  test('no copyright snippet for the licence: null (the footer then says the licence itself)', () => {
    expect(copyrightFor(snippets.slice(0, 1), 'EE')).toBeNull();
  });
});

test('contacts come from the HTML snippet, never from the JSON contacts document', () => {
  const json: CmsSnippet = {
    id: 'support-contacts',
    categories: ['json', 'contacts', 'footer'],
    content: '{"phone":"1"}',
  };
  const html: CmsSnippet = {
    id: 'footer-contacts',
    categories: ['footer', 'contacts'],
    content: '<a href="tel:1">1</a>',
  };
  expect(snippetHtml([json, html], 'footer-contacts', 'contacts')).toBe(html.content);
  expect(snippetHtml([json, { ...html, id: 'renamed' }], 'footer-contacts', 'contacts')).toBe(
    html.content,
  );
  expect(snippetHtml([json], 'footer-contacts', 'contacts')).toBeNull();
});

test('"awards with a show-all link to /awards": the newest few', () => {
  const award = (year: number) => ({
    name: `Award ${year}`,
    nomination: 'Best casino',
    prize: 'Winner',
    year,
  });
  const shown = footerAwards([2019, 2024, 2021, 2025, 2023, 2020].map(award));
  expect(shown.map((item) => item.year)).toEqual([2025, 2024, 2023, 2021]);
  expect(shown).toHaveLength(FOOTER_AWARDS_MAX);
});

describe('snippet links keep the locale prefix', () => {
  const html =
    '18+. Play responsibly and <a href="/responsible-gaming">set your limits</a>, or <a class="x" href="https://help.example/">get help</a>, <a href="//cdn.example/x">x</a>.';
  test('on the German site a site link gets /de', () => {
    expect(withLocalePrefix(html, 'de')).toBe(
      html.replace('href="/responsible-gaming"', 'href="/de/responsible-gaming"'),
    );
  });
  test('without a prefix nothing changes', () => {
    expect(withLocalePrefix(html, '')).toBe(html);
  });
  test('tel: and mailto: links are left alone', () => {
    const contacts =
      '<a href="tel:+442079460321">+44</a> · <a href="mailto:s@x.local">s@x.local</a>';
    expect(withLocalePrefix(contacts, 'en-NZ')).toBe(contacts);
  });
});
