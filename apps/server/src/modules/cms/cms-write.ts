import {
  cmsFileWriteSchema,
  cmsPageWriteSchema,
  cmsSnippetWriteSchema,
  type CmsFileWrite,
  type CmsPageWrite,
  type CmsSnippetWrite,
} from '@casino/api/cms';
import type { StoredBlocks } from '../../db/tables/cms.ts';
import { sanitizeCmsHtml, sanitizeCmsText } from './cms-html.ts';
import { sanitizeCmsSvg } from './cms-svg.ts';

/** A page row as stored: every HTML field sanitized, every text field stripped of tags. */
export interface PreparedCmsPage {
  slug: string;
  path: string;
  locale: string;
  title: string;
  layout: string;
  content: string;
  blocks: StoredBlocks;
  categories: string[];
  parent_slug: string | null;
  position: number;
  published: boolean;
}

/**
 * The one write path of CMS pages (the seed now, a back office later): validates with the shared schema and
 * sanitizes before anything is stored, so no unsafe HTML ever reaches the table.
 */
export function prepareCmsPage(input: CmsPageWrite): PreparedCmsPage {
  const page = cmsPageWriteSchema.parse(input);
  return {
    ...page,
    title: sanitizeCmsText(page.title),
    content: sanitizeCmsHtml(page.content),
    blocks: {
      title: sanitizeCmsText(page.blocks.title),
      description: sanitizeCmsText(page.blocks.description),
      keywords: sanitizeCmsText(page.blocks.keywords),
      'content-main': sanitizeCmsHtml(page.blocks['content-main']),
      // Re-serialised so the stored document is canonical JSON (the schema has checked it parses).
      json: page.blocks.json === '' ? '' : JSON.stringify(JSON.parse(page.blocks.json)),
    },
  };
}

export interface PreparedCmsSnippet {
  id: string;
  locale: string;
  categories: string[];
  content: string;
}

/** Snippets in category `json` hold a JSON document (kept canonical); the others hold sanitized HTML. */
export function prepareCmsSnippet(input: CmsSnippetWrite): PreparedCmsSnippet {
  const snippet = cmsSnippetWriteSchema.parse(input);
  const content = snippet.categories.includes('json')
    ? JSON.stringify(JSON.parse(snippet.content))
    : sanitizeCmsHtml(snippet.content);
  return { ...snippet, content };
}

export interface PreparedCmsFile {
  id: string;
  locale: string;
  url: string;
  categories: string[];
  description: string;
  media_type: string | null;
  body: string | null;
}

/** A file is a link, or an SVG body served by the CMS (checked to hold no script). */
export function prepareCmsFile(input: CmsFileWrite): PreparedCmsFile {
  const { svg, ...file } = cmsFileWriteSchema.parse(input);
  return {
    ...file,
    description: sanitizeCmsText(file.description),
    media_type: svg === undefined ? null : 'image/svg+xml',
    body: svg === undefined ? null : sanitizeCmsSvg(svg),
  };
}
