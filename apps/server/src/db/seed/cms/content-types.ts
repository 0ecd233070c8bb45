/** Languages the CMS texts are written in; the 10 locales map onto them (see locales.ts). */
export const LANGUAGES = ['en', 'de', 'fr', 'no', 'it', 'et'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * A block of page content. Strings are paragraphs and may hold inline HTML (links, strong, em); the rendered
 * page goes through the CMS sanitizer like any other write.
 */
export type Block =
  | string
  | { list: string[] }
  | { ordered: string[] }
  | { table: { head: string[]; rows: string[][] } }
  /** The payment method table of spec 02 section 9, drawn from the same data as the page's blocks.json. */
  | { paymentTable: 'deposit' | 'withdrawal' };

export interface Section {
  heading: string;
  blocks: Block[];
}

/** One page in one language: SEO blocks (title, description, keywords) and the body. */
export interface PageText {
  title: string;
  /** blocks.title: the browser-tab / search-result title. */
  seoTitle: string;
  description: string;
  keywords: string;
  lead?: string;
  sections: Section[];
}

/** A legal page with per-licence variants (slug '{page}/{licence or AU}', spec 01 section 2). */
export interface LicensedPageText<V extends string> {
  /** Sections shared by every variant, between each variant's own first and last sections. */
  sections: Section[];
  variants: Record<
    'default' | V,
    Omit<PageText, 'sections'> & { first: Section[]; last: Section[] }
  >;
}

/** Labels that the renderer needs in each language. */
export interface RenderLabels {
  /** Shown above legal texts with the effective date. */
  lastUpdated: string;
  payments: {
    depositCaption: string;
    withdrawalCaption: string;
    method: string;
    currency: string;
    minimum: string;
    maximum: string;
    fee: string;
    processing: string;
    free: string;
    instant: string;
    noLimit: string;
  };
}

/** Static pages without licence variants, by slug. */
export const PAGE_SLUGS = [
  'privacy-policy',
  'cookie-policy',
  'support',
  'benefits-of-crypto',
  'payments',
  'responsible-gaming',
  'bonus-balance',
  'about',
  'awards',
] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];

/** App routes that carry an SEO page (category seo-page), looked up by path through GET /api/cms/pages{path}. */
export const SEO_PATHS = ['/', '/pokies/all', '/live/all', '/tournaments'] as const;
export type SeoPath = (typeof SEO_PATHS)[number];

/** Licences (and AU) with their own version of a page, beside the 'default' one. */
export type TermsVariant = 'CW' | 'EE' | 'AU';
export type GeneralRulesVariant = 'EE';

/** Footer snippets and file descriptions. HTML; {phone} and {email} are filled by the seed (spec 01 section 1). */
export interface FooterTexts {
  copyrightCW: string;
  copyrightGCB: string;
  copyrightEE: string;
  contacts: string;
  responsibleGaming: string;
  files: {
    bankTransfer: string;
    adultsOnly: string;
    licenceCW: string;
    licenceGCB: string;
    licenceEE: string;
  };
}

/** Everything the CMS seed needs in one language. */
export interface LanguageTexts {
  labels: RenderLabels;
  pages: Record<PageSlug, PageText>;
  terms: LicensedPageText<TermsVariant>;
  generalRules: LicensedPageText<GeneralRulesVariant>;
  seo: Record<SeoPath, PageText>;
  footer: FooterTexts;
}
