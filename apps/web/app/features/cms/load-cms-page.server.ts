import { data, type RouterContextProvider } from 'react-router';
import { licenceFor } from '@casino/domain/licence';
import { serverContext } from '~/lib/load-context';
import { apiErrorStatus } from '~/lib/api-error';
import { requestLocale, requestSession } from '~/lib/request-context.server';
import { getCmsPage } from '~/features/cms/api/get-cms-page.server';
import { getCmsPages } from '~/features/cms/api/get-cms-pages.server';
import {
  cmsSlugOf,
  isStandalonePage,
  prefixInternalLinks,
  preferredVariant,
  slugForVisitor,
  hasPaymentTables,
  tableOfContents,
} from '~/features/cms/cms-rules';
import type { CmsPageData, CmsVersionLink } from '~/features/cms/cms-page-data';

type Args = { request: Request; context: Readonly<RouterContextProvider> };

const notFound = () => data(null, { status: 404 });

/**
 * Loads the CMS page of '/{page}' or '/{page}/{licence or AU}' (spec 01 section 2). At '/{page}' a page with
 * per-licence versions shows the visitor's own version (see preferredVariant); the other versions are linked.
 * A missing page, or an SEO-only page, throws a 404 (the not-found page); other failures are rethrown.
 */
export async function loadCmsPage(
  { request, context }: Args,
  page: string | undefined,
  variant?: string,
): Promise<CmsPageData> {
  const requested = cmsSlugOf(page, variant);
  if (!requested || !page) throw notFound();
  const { api, localePrefix } = context.get(serverContext);
  const session = requestSession(context);
  const [locale, player, geo] = await Promise.all([
    requestLocale(request, context),
    session.player,
    session.geo,
  ]);
  const pages = await getCmsPages(api, locale);
  const entry = pages.find((item) => item.path === `/${page}`);
  const children = entry?.children ?? [];
  const slug =
    variant === undefined
      ? slugForVisitor(
          page,
          children,
          preferredVariant({
            licence: licenceFor(player?.license_name, geo.country),
            locale,
            country: geo.country,
          }),
        )
      : requested;

  let cms;
  try {
    cms = await getCmsPage(api, slug, locale);
  } catch (error) {
    if (apiErrorStatus(error) === 404) throw notFound();
    throw error;
  }
  if (!isStandalonePage(cms.categories)) throw notFound();

  const prefix = localePrefix ?? '';
  const html = prefixInternalLinks(cms.content + cms.blocks['content-main'], prefix);
  const versions: CmsVersionLink[] =
    entry && children.length > 0
      ? [entry, ...children].map((item) => ({
          path: item.path,
          title: item.title,
          current: item.path === `/${slug}`,
          general: item === entry,
        }))
      : [];
  return {
    slug,
    title: cms.title,
    html,
    seo: {
      title: cms.blocks.title,
      description: cms.blocks.description,
      keywords: cms.blocks.keywords,
    },
    toc: tableOfContents(html),
    versions,
    paymentTables: hasPaymentTables(html),
  };
}
