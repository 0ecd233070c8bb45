import type { RouterContextProvider } from 'react-router';
import { serverContext } from '~/lib/load-context';
import { apiErrorStatus } from '~/lib/api-error';
import { errorMessage } from '~/lib/log';
import { requestLocale } from '~/lib/request-context.server';
import { getCmsPage } from '~/features/cms/api/get-cms-page.server';
import { prefixInternalLinks } from '~/features/cms/cms-rules';
import type { SeoPage } from '~/features/cms/seo-meta';

/**
 * The SEO page of an app route (GET /api/cms/pages{path}, spec 03 section 16), for its loader:
 *
 *   export async function loader({ request, context }) {
 *     return { ..., seo: await loadSeoPage(request, context, '/pokies/all') };
 *   }
 *
 * null when the CMS has none for the path (or cannot answer: logged as LOAD_CMS_PAGES_ERROR, never thrown).
 * `html` is the page's server-sanitized intro text with site links kept in the visitor's locale.
 */
export async function loadSeoPage(
  request: Request,
  context: Readonly<RouterContextProvider>,
  path: string,
): Promise<SeoPage | null> {
  const { api, localePrefix } = context.get(serverContext);
  const locale = await requestLocale(request, context);
  const target = path.replace(/^\/+|\/+$/g, '');
  try {
    const page = await getCmsPage(api, target, locale);
    if (!page.categories.includes('seo-page')) return null;
    return {
      title: page.blocks.title,
      description: page.blocks.description,
      keywords: page.blocks.keywords,
      html: prefixInternalLinks(page.content, localePrefix ?? ''),
    };
  } catch (error) {
    if (apiErrorStatus(error) !== 404)
      console.error(
        JSON.stringify({ label: 'LOAD_CMS_PAGES_ERROR', path, message: errorMessage(error) }),
      );
    return null;
  }
}
