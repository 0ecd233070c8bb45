import type { ApiClient } from '@casino/api/client';
import { cmsPageListItemSchema, cmsSnippetSchema, type CmsPageListItem } from '@casino/api/cms';
import { z } from 'zod';
import { cached } from '~/lib/server/ttl-cache.server';
import { swallow } from '~/lib/server/swallow.server';
import type { MenuLink } from '~/lib/root-data';

const MINUTE_MS = 60_000;
const pagesSchema = z.array(cmsPageListItemSchema);
const snippetsSchema = z.array(cmsSnippetSchema);

export interface CmsChrome {
  menus: { top: MenuLink[]; info: MenuLink[]; help: MenuLink[] };
  contactsHtml: string | null;
}

const linksIn = (pages: CmsPageListItem[], category: string): MenuLink[] =>
  pages.filter((page) => page.categories.includes(category)).map((page) => ({ path: page.path, title: page.title }));

/** Header and footer links from CMS page categories top-menu, bottom-menu, bottom-menu-help (spec 02 section 2), and the contacts snippet. */
export async function getCmsChrome(api: ApiClient, locale: string): Promise<CmsChrome> {
  const [pages, snippets] = await Promise.all([
    swallow('/api/cms/pages', () => cached(`cms-pages:${locale}`, MINUTE_MS, () => api.request('GET', '/api/cms/pages', { query: { l: locale }, schema: pagesSchema })), []),
    swallow('/api/cms/snippets', () => cached(`cms-snippets:${locale}`, MINUTE_MS, () => api.request('GET', '/api/cms/snippets', { query: { l: locale }, schema: snippetsSchema })), []),
  ]);
  const contacts = snippets.find((snippet) => snippet.id === 'footer-contacts' || snippet.categories.includes('footer-contacts'));
  return {
    menus: { top: linksIn(pages, 'top-menu'), info: linksIn(pages, 'bottom-menu'), help: linksIn(pages, 'bottom-menu-help') },
    contactsHtml: contacts?.content ?? null,
  };
}
