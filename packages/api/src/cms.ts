import { z } from 'zod';

/** Page categories of spec 03 section 1.11; the footer and header pick pages by them (spec 02 section 2). */
export const CMS_PAGE_CATEGORIES = [
  'top-menu',
  'bottom-menu',
  'bottom-menu-help',
  'custom-page',
  'page',
  'seo-page',
  'terms-page',
] as const;
export type CmsPageCategory = (typeof CMS_PAGE_CATEGORIES)[number];

/** Query of every CMS call (spec 03 section 16): `l` is the locale; absent or unknown means en. */
export const cmsQuerySchema = z.object({ l: z.string().max(16).optional() });
export type CmsQuery = z.infer<typeof cmsQuerySchema>;

/** Page blocks (spec 03 section 1.11). `json` is a JSON document encoded as a string ('' when the page has none). */
export const cmsBlocksSchema = z.object({
  title: z.string(),
  description: z.string(),
  keywords: z.string(),
  'content-main': z.string(),
  json: z.string(),
});
export type CmsBlocks = z.infer<typeof cmsBlocksSchema>;

/** Page list item (spec 03 section 1.11): per-licence variants ('{page}/{licence or AU}') come as children of their page. */
export const cmsPageListItemSchema = z.object({
  id: z.string(),
  path: z.string(),
  title: z.string(),
  layout: z.string(),
  categories: z.array(z.string()),
  get children(): z.ZodArray<typeof cmsPageListItemSchema> {
    return z.array(cmsPageListItemSchema);
  },
});
export type CmsPageListItem = z.infer<typeof cmsPageListItemSchema>;

/** Page (spec 03 section 1.11); `content` and `blocks['content-main']` are HTML the server has already sanitized. */
export const cmsPageSchema = z.object({
  id: z.string(),
  path: z.string(),
  title: z.string(),
  layout: z.string(),
  content: z.string(),
  categories: z.array(z.string()),
  blocks: cmsBlocksSchema,
});
export type CmsPage = z.infer<typeof cmsPageSchema>;

/** Snippet (spec 03 section 16). Snippets in category `json` carry a JSON document instead of HTML. */
export const cmsSnippetSchema = z.object({
  id: z.string(),
  categories: z.array(z.string()),
  content: z.string(),
});
export type CmsSnippet = z.infer<typeof cmsSnippetSchema>;

/** File (spec 03 section 16): `url` is relative to the site or https. */
export const cmsFileSchema = z.object({
  id: z.string(),
  url: z.string(),
  categories: z.array(z.string()),
  description: z.string(),
});
export type CmsFile = z.infer<typeof cmsFileSchema>;

/** Social link of the footer (spec 02 section 3): the JSON content of the `social-links` snippet is a list of these. */
export const cmsSocialLinkSchema = z.object({
  name: z.string().min(1),
  url: z.url({ protocol: /^https$/ }),
  icon: z.string().min(1),
});
export const cmsSocialLinksSchema = z.array(cmsSocialLinkSchema);
export type CmsSocialLink = z.infer<typeof cmsSocialLinkSchema>;

/** Award (spec 02 section 3): blocks.json of the `awards` page is `{ "awards": [Award] }`. */
export const cmsAwardSchema = z.object({
  name: z.string(),
  nomination: z.string(),
  prize: z.string(),
  year: z.number().int(),
  imgUrl: z.string().optional(),
});
export const cmsAwardsDocumentSchema = z.object({ awards: z.array(cmsAwardSchema) });
export type CmsAward = z.infer<typeof cmsAwardSchema>;

/**
 * One row of the payment method tables (spec 02 section 9), the blocks.json of the `payments` page:
 * `{ "deposit": [row], "withdrawal": [row] }`. Amounts are decimal strings in whole currency units
 * (crypto limits such as 0.0001 BTC are below one minor unit of display), fee and processing as keys.
 */
export const cmsPaymentRowSchema = z.object({
  method: z.string(),
  currency: z.string(),
  min: z.string(),
  max: z.string().nullable(),
  fee: z.enum(['free']),
  processing: z.enum(['instant']),
});
export const cmsPaymentTablesSchema = z.object({
  deposit: z.array(cmsPaymentRowSchema),
  withdrawal: z.array(cmsPaymentRowSchema),
});
export type CmsPaymentRow = z.infer<typeof cmsPaymentRowSchema>;
export type CmsPaymentTables = z.infer<typeof cmsPaymentTablesSchema>;

const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*(\/[A-Za-z0-9]+(-[A-Za-z0-9]+)*)?$/;
const jsonText = z.string().refine((text) => {
  if (text === '') return true;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}, 'CMS.INVALID_JSON');
/** A site-relative path ('/x', not '//host') or an https URL: where CMS files and images may live. */
export const cmsUrlSchema = z.string().regex(/^(\/(?!\/)|https:\/\/)\S*$/, 'CMS.INVALID_URL');

/** What a CMS writer (the seed, a future back office) submits for one page in one locale; the server sanitizes it. */
export const cmsPageWriteSchema = z.strictObject({
  slug: z.string().regex(slugPattern, 'CMS.INVALID_SLUG'),
  path: z.string().regex(/^\/[^\s?#]*$/, 'CMS.INVALID_PATH'),
  locale: z.string().min(2).max(16),
  title: z.string().min(1).max(300),
  layout: z.string().min(1).max(50).default('default'),
  content: z.string().max(500_000),
  blocks: z.strictObject({
    title: z.string().max(300).default(''),
    description: z.string().max(1000).default(''),
    keywords: z.string().max(1000).default(''),
    'content-main': z.string().max(500_000).default(''),
    json: jsonText.default(''),
  }),
  categories: z.array(z.enum(CMS_PAGE_CATEGORIES)).max(CMS_PAGE_CATEGORIES.length),
  parent_slug: z.string().regex(slugPattern, 'CMS.INVALID_SLUG').nullable().default(null),
  position: z.number().int().default(0),
  published: z.boolean().default(true),
});
export type CmsPageWrite = z.input<typeof cmsPageWriteSchema>;

/** A snippet write; snippets in category `json` must hold valid JSON, the others are sanitized HTML. */
export const cmsSnippetWriteSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'CMS.INVALID_ID'),
  locale: z.string().min(2).max(16),
  categories: z.array(z.string().regex(/^[A-Za-z0-9-]+$/)).max(20),
  content: z.string().max(100_000),
});
export type CmsSnippetWrite = z.input<typeof cmsSnippetWriteSchema>;

/** A file write: a link, or a small SVG the CMS serves itself under /cms-files/{id}.svg. */
export const cmsFileWriteSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'CMS.INVALID_ID'),
  locale: z.string().min(2).max(16),
  url: cmsUrlSchema,
  categories: z.array(z.string().regex(/^[A-Za-z0-9-]+$/)).max(20),
  description: z.string().max(300).default(''),
  svg: z.string().max(100_000).optional(),
});
export type CmsFileWrite = z.input<typeof cmsFileWriteSchema>;
