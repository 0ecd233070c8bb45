import type { CmsPageCategory, CmsPageWrite } from '@casino/api/cms';
import type { MessageLocale } from '@casino/messages/locales';
import type { LicensedPageText, PageSlug, PageText } from './content-types.ts';
import { SEO_PATHS } from './content-types.ts';
import { localSpelling, textsFor } from './locales.ts';
import { OPERATOR } from './operator.ts';
import { PAYMENT_TABLES } from './payment-tables.ts';
import { renderPage, type RenderContext } from './render-page.ts';
import { fillContacts } from './contacts.ts';

interface PageDefinition {
  categories: CmsPageCategory[];
  position: number;
  legal?: boolean;
  json?: string;
}

/**
 * Menus of spec 02 section 2: top-menu (header, after the fixed items), bottom-menu (footer info links) and
 * bottom-menu-help (footer help links). Positions order every menu a page appears in.
 */
const PAGES: Record<PageSlug, PageDefinition> = {
  about: { categories: ['page', 'bottom-menu'], position: 10 },
  'privacy-policy': { categories: ['page', 'bottom-menu'], position: 40, legal: true },
  'cookie-policy': { categories: ['page', 'bottom-menu'], position: 50, legal: true },
  'responsible-gaming': { categories: ['page', 'bottom-menu', 'bottom-menu-help'], position: 60 },
  payments: {
    categories: ['page', 'bottom-menu', 'bottom-menu-help'],
    position: 70,
    json: JSON.stringify(PAYMENT_TABLES),
  },
  support: { categories: ['page', 'bottom-menu-help'], position: 5 },
  'benefits-of-crypto': { categories: ['page', 'top-menu', 'bottom-menu-help'], position: 20 },
  'bonus-balance': { categories: ['page', 'top-menu', 'bottom-menu-help'], position: 80 },
  // The footer's awards block links to /awards (spec 02 section 2); an honest empty list until there are any.
  awards: { categories: ['page'], position: 90, json: JSON.stringify({ awards: [] }) },
};

/** Per-licence variants use slug '{page}/{licence or AU}' (spec 01 section 2) and hang under their page. */
const LICENSED = {
  'terms-and-conditions': { position: 20, variants: ['CW', 'EE', 'AU'] },
  'general-rules': { position: 30, variants: ['EE'] },
} as const;

function write(
  locale: MessageLocale,
  slug: string,
  text: PageText,
  def: PageDefinition & { parent?: string },
  context: RenderContext,
): CmsPageWrite {
  const adapt = (value: string) => localSpelling(locale, value);
  return {
    slug,
    path: `/${slug}`,
    locale,
    title: adapt(text.title),
    content: adapt(fillContacts(renderPage(text, context))),
    blocks: {
      title: adapt(text.seoTitle),
      description: adapt(text.description),
      keywords: adapt(text.keywords),
      json: def.json ?? '',
    },
    categories: def.categories,
    parent_slug: def.parent ?? null,
    position: def.position,
  };
}

function licensedWrites<V extends string>(
  locale: MessageLocale,
  slug: string,
  text: LicensedPageText<V>,
  variants: readonly V[],
  position: number,
  context: RenderContext,
): CmsPageWrite[] {
  const page = (variant: 'default' | V): PageText => {
    const v = text.variants[variant];
    return { ...v, sections: [...v.first, ...text.sections, ...v.last] };
  };
  const base = write(
    locale,
    slug,
    page('default'),
    { categories: ['terms-page', 'bottom-menu'], position },
    context,
  );
  return [
    base,
    ...variants.map((variant, i) =>
      write(
        locale,
        `${slug}/${variant}`,
        page(variant),
        { categories: ['terms-page'], position: i + 1, parent: slug },
        context,
      ),
    ),
  ];
}

/** Every page of one locale, rendered and ready for the CMS write path. */
export function pageWrites(locale: MessageLocale): CmsPageWrite[] {
  const texts = textsFor(locale);
  const context: RenderContext = { locale, labels: texts.labels, paymentTables: PAYMENT_TABLES };
  const legal: RenderContext = { ...context, effectiveDate: OPERATOR.legalEffectiveDate };
  const writes = (Object.keys(PAGES) as PageSlug[]).map((slug) =>
    write(locale, slug, texts.pages[slug], PAGES[slug], PAGES[slug].legal ? legal : context),
  );
  writes.push(
    ...licensedWrites(
      locale,
      'terms-and-conditions',
      texts.terms,
      LICENSED['terms-and-conditions'].variants,
      LICENSED['terms-and-conditions'].position,
      legal,
    ),
  );
  writes.push(
    ...licensedWrites(
      locale,
      'general-rules',
      texts.generalRules,
      LICENSED['general-rules'].variants,
      LICENSED['general-rules'].position,
      legal,
    ),
  );
  // SEO pages carry the meta and intro text of app routes; GET /api/cms/pages{path} finds them by path.
  SEO_PATHS.forEach((path, i) => {
    const slug = path === '/' ? 'seo-main' : `seo-${path.slice(1).replace(/\//g, '-')}`;
    writes.push({
      ...write(locale, slug, texts.seo[path], { categories: ['seo-page'], position: i }, context),
      path,
    });
  });
  return writes;
}
