import type { ApiClient } from '@casino/api/client';
import {
  cmsAwardsDocumentSchema,
  cmsFileSchema,
  cmsPageListItemSchema,
  cmsPageSchema,
  cmsSnippetSchema,
  cmsSocialLinksSchema,
  type CmsAward,
  type CmsSnippet,
  type CmsSocialLink,
} from '@casino/api/cms';
import { providersSchema } from '@casino/api/games';
import { z } from 'zod';
import { cached } from '~/lib/server/ttl-cache.server';
import { swallow } from '~/lib/server/swallow.server';
import type { RootData } from '~/lib/root-data';
import {
  copyrightFor,
  footerAwards,
  logosFor,
  menuLinks,
  snippetHtml,
  withLocalePrefix,
  type FooterData,
  type FooterVariant,
} from '~/features/chrome/footer-model';

const MINUTE_MS = 60_000;
const pagesSchema = z.array(cmsPageListItemSchema);
const snippetsSchema = z.array(cmsSnippetSchema);
const filesSchema = z.array(cmsFileSchema);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The `social-links` JSON snippet (spec 02 section 3: name, url, icon); a malformed one shows no links rather than failing the page. */
function socialLinks(snippets: readonly CmsSnippet[]): CmsSocialLink[] {
  const snippet = snippets.find(
    (item) => item.id === 'social-links' || item.categories.includes('social-links'),
  );
  const parsed = snippet ? cmsSocialLinksSchema.safeParse(parseJson(snippet.content)) : null;
  return parsed?.success ? parsed.data : [];
}

/** blocks.json of the `awards` page: `{ awards: [Award] }` (spec 02 section 3). */
async function loadAwards(api: ApiClient, locale: string): Promise<CmsAward[]> {
  const page = await swallow(
    '/api/cms/pages/awards',
    () =>
      cached(`cms-awards:${locale}`, MINUTE_MS, () =>
        api.request('GET', '/api/cms/pages/awards', {
          query: { l: locale },
          schema: cmsPageSchema,
        }),
      ),
    null,
  );
  const parsed = page ? cmsAwardsDocumentSchema.safeParse(parseJson(page.blocks.json)) : null;
  return parsed?.success ? footerAwards(parsed.data.awards) : [];
}

/**
 * The chrome's data for the root loader, in one parallel set of calls (spec 02 section 2): CMS pages for the menus
 * (top-menu, bottom-menu, bottom-menu-help), snippets (contacts, copyright, responsible gaming, social links), files
 * (payment and trust logos), the awards page and GET /api/games/providers. Public CMS documents are cached per
 * locale for a minute; providers are not, because the server hides some per country (and shows all to bots).
 */
export async function getChromeData(
  api: ApiClient,
  {
    locale,
    localePrefix,
    variant,
  }: { locale: string; localePrefix: string; variant: FooterVariant },
): Promise<{ menus: RootData['menus']; footer: FooterData }> {
  const cms = <T>(path: string, schema: z.ZodType<T[]>) =>
    swallow<T[]>(
      path,
      () =>
        cached(`chrome:${path}:${locale}`, MINUTE_MS, () =>
          api.request('GET', path, { query: { l: locale }, schema }),
        ),
      [],
    );
  const [pages, snippets, files, providers, awards] = await Promise.all([
    cms('/api/cms/pages', pagesSchema),
    cms('/api/cms/snippets', snippetsSchema),
    cms('/api/cms/files', filesSchema),
    swallow(
      '/api/games/providers',
      () => api.request('GET', '/api/games/providers', { schema: providersSchema }),
      [],
    ),
    loadAwards(api, locale),
  ]);
  const html = (content: string | null) =>
    content === null ? null : withLocalePrefix(content, localePrefix);
  return {
    menus: {
      top: menuLinks(pages, 'top-menu', variant),
      info: menuLinks(pages, 'bottom-menu', variant),
      help: menuLinks(pages, 'bottom-menu-help', variant),
    },
    footer: {
      variant,
      contactsHtml: html(snippetHtml(snippets, 'footer-contacts', 'contacts')),
      responsibleHtml: html(
        snippetHtml(snippets, 'footer-responsible-gaming', 'responsible-gaming'),
      ),
      copyrightHtml: html(copyrightFor(snippets, variant)),
      socials: socialLinks(snippets),
      payments: logosFor(files, 'footer-payments', variant),
      trust: logosFor(files, 'footer-trust', variant),
      providers,
      awards,
    },
  };
}
