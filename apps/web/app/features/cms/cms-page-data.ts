import type { TocEntry } from '~/features/cms/cms-rules';
import type { SeoBlocks } from '~/features/cms/seo-meta';

/** A version of a page with per-licence variants, for the "other versions" links. */
export interface CmsVersionLink {
  /** Site path without the locale prefix ('/terms-and-conditions/EE'). */
  path: string;
  title: string;
  /** The version on screen. */
  current: boolean;
  /** The page's own, general version. */
  general: boolean;
}

/** What a CMS route renders. `html` is the page's server-sanitized content (spec 03 section 1.11), nothing else. */
export interface CmsPageData {
  slug: string;
  title: string;
  html: string;
  seo: SeoBlocks;
  toc: TocEntry[];
  versions: CmsVersionLink[];
  /** The page holds payment-method tables (guests get a Register button under them). */
  paymentTables: boolean;
}
