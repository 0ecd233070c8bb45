import { describe, expect, test } from 'vitest';
import type { Licence } from '@casino/domain/licence';
import {
  cmsSlugOf,
  hasPaymentTables,
  htmlText,
  inAppTarget,
  isStandalonePage,
  preferredVariant,
  prefixInternalLinks,
  slugForVisitor,
  tableOfContents,
} from './cms-rules';

describe('spec 01 section 2: "Static CMS pages become routes by slug; per-licence static pages use slug \'{page}/{licence or AU}\'"', () => {
  test.each([
    ['privacy-policy', undefined, 'privacy-policy'],
    ['terms-and-conditions', 'EE', 'terms-and-conditions/EE'],
    ['terms-and-conditions', 'AU', 'terms-and-conditions/AU'],
    ['general-rules', 'EE', 'general-rules/EE'],
    ['bonus-balance', undefined, 'bonus-balance'],
    // Nothing that can be no CMS slug reaches the API.
    ['Privacy-Policy', undefined, null],
    ['privacy_policy', undefined, null],
    ['-about', undefined, null],
    ['about-', undefined, null],
    ['..', undefined, null],
    ['terms-and-conditions', 'E E', null],
    ['terms-and-conditions', '..', null],
    ['terms-and-conditions', '', null],
    [undefined, undefined, null],
  ])('/%s/%s -> %s', (slug, variant, expected) => expect(cmsSlugOf(slug, variant)).toBe(expected));
});

describe('which version of /{page} a visitor reads: "{licence or AU}"; "Licence EE or CW is determined by the user\'s licence or by geo" (spec 02 section 6)', () => {
  test.each<[Licence, string, string, string]>([
    ['CW', 'en', 'CA', 'CW'],
    ['EE', 'et', 'EE', 'EE'],
    ['EE', 'en', 'DE', 'EE'], // an EE-licensed player abroad keeps the EE terms
    ['CW', 'en-AU', 'CA', 'AU'], // the Australian locale
    ['CW', 'en', 'AU', 'AU'], // a visitor in Australia
    ['CW', 'en', 'au', 'AU'],
    ['CW', 'de', 'DE', 'CW'],
  ])('licence %s, locale %s, country %s -> %s', (licence, locale, country, expected) => {
    expect(preferredVariant({ licence, locale, country })).toBe(expected);
  });

  const terms = [
    { path: '/terms-and-conditions/CW', title: 'Terms (Curaçao licence)' },
    { path: '/terms-and-conditions/EE', title: 'Terms (Estonia)' },
    { path: '/terms-and-conditions/AU', title: 'Terms (Australia)' },
  ];
  const rules = [{ path: '/general-rules/EE', title: 'General Rules (Estonia)' }];

  test.each([
    ['terms-and-conditions', terms, 'EE', 'terms-and-conditions/EE'],
    ['terms-and-conditions', terms, 'AU', 'terms-and-conditions/AU'],
    ['terms-and-conditions', terms, 'CW', 'terms-and-conditions/CW'],
    ['general-rules', rules, 'EE', 'general-rules/EE'],
    ['general-rules', rules, 'CW', 'general-rules'], // no CW version: the page itself
    ['general-rules', rules, 'AU', 'general-rules'],
    ['privacy-policy', [], 'EE', 'privacy-policy'],
  ])('/%s with variant %s loads the right slug', (page, children, variant, expected) => {
    expect(slugForVisitor(page, children, variant as string)).toBe(expected);
  });
});

describe('SEO pages describe app routes and are never pages of their own', () => {
  test.each([
    [['page', 'bottom-menu'], true],
    [['terms-page'], true],
    [['seo-page'], false],
  ])('%j standalone: %s', (categories, expected) =>
    expect(isStandalonePage(categories)).toBe(expected),
  );
});

describe('site links in CMS HTML keep the locale', () => {
  const html =
    '<p>See <a href="/payments">Payments</a>, <a href="/terms-and-conditions#complaints">terms</a>, <a href="https://x.example/a">x</a>, <a href="//evil.example">y</a>, <a href="mailto:a@b.c">mail</a> and <a target="_blank" href="/bonus-balance" rel="noopener noreferrer">bonus</a>.</p><img src="/cms-files/a.svg" />';

  test('without a prefix the HTML is unchanged', () =>
    expect(prefixInternalLinks(html, '')).toBe(html));

  test('with a prefix only site-relative hrefs of links gain it', () => {
    expect(prefixInternalLinks(html, 'de')).toBe(
      '<p>See <a href="/de/payments">Payments</a>, <a href="/de/terms-and-conditions#complaints">terms</a>, <a href="https://x.example/a">x</a>, <a href="//evil.example">y</a>, <a href="mailto:a@b.c">mail</a> and <a target="_blank" href="/de/bonus-balance" rel="noopener noreferrer">bonus</a>.</p><img src="/cms-files/a.svg" />',
    );
    expect(prefixInternalLinks('<a href="/about">a</a>', 'en-NZ')).toBe(
      '<a href="/en-NZ/about">a</a>',
    );
  });

  test('a prefix that is no locale code is refused (nothing but a locale is ever inserted into HTML)', () => {
    expect(() => prefixInternalLinks(html, '"><script>')).toThrow();
  });

  test.each([
    ['/payments', '', '/payments'],
    ['/de/payments', 'de', '/payments'],
    ['/de', 'de', '/'],
    ['/de#top', 'de', '#top'],
    ['/payments', 'de', '/payments'],
    ['https://x.example/', '', null],
    ['//evil.example/', '', null],
    ['mailto:a@b.c', '', null],
    ['#complaints', '', null],
    ['/cms-files/terms.pdf', '', null],
    [null, '', null],
  ])('a click on %s (prefix %j) navigates in the app to %s', (href, prefix, expected) =>
    expect(inAppTarget(href, prefix)).toBe(expected),
  );
});

describe('"On this page" from the section headings of the CMS HTML', () => {
  test('reads <section id><h2> and <h2 id>, decoding entities as text', () => {
    const html =
      '<p class="cms-lead">Lead</p>\n<section id="agreement"><h2>Agreement</h2><p>x</p></section>\n<section id="fees"><h2>Fees &amp; <em>limits</em></h2></section><h2 id="faq">FAQ &#8211; &quot;help&quot;</h2><section><h2>No id</h2></section>';
    expect(tableOfContents(html)).toEqual([
      { id: 'agreement', text: 'Agreement' },
      { id: 'fees', text: 'Fees & limits' },
      { id: 'faq', text: 'FAQ – "help"' },
    ]);
  });

  test('text of HTML: tags dropped, entities decoded, unknown entities kept', () => {
    expect(htmlText(' a&nbsp;<b>b</b> &lt;c&gt; &#x41; &unknown; ')).toBe('a b <c> A &unknown;');
  });
});

describe('spec 02 section 2: "Payment method tables with a Register button for guests"', () => {
  test('a page with a payment-method table is told apart from other tables and text', () => {
    expect(
      hasPaymentTables('<section><table class="cms-payments"><caption>Deposits</caption></table>'),
    ).toBe(true);
    expect(hasPaymentTables('<table class="wide cms-payments striped"><tr></tr></table>')).toBe(
      true,
    );
    expect(hasPaymentTables('<table><thead><tr><th>Level</th></tr></thead></table>')).toBe(false);
    expect(hasPaymentTables('<table class="cms-payments-legend"></table>')).toBe(false);
    expect(hasPaymentTables('<p>We list cms-payments in a table below.</p>')).toBe(false);
  });
});
