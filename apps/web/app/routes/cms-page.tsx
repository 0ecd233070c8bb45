import type { Route } from './+types/cms-page';
import { textTitleMeta, titleMeta } from '~/lib/meta';
import { loadCmsPage } from '~/features/cms/load-cms-page.server';
import { seoMeta } from '~/features/cms/seo-meta';
import { CmsPageView } from '~/features/cms/components/cms-page-view';
import { PaymentsRegister } from '~/features/cms/components/payments-register';
import '~/features/cms/cms.css';

// Static CMS pages by slug (/privacy-policy, /cookie-policy, /terms-and-conditions, /general-rules, /about, ...)
// and per-licence versions '{page}/{licence or AU}' (/terms-and-conditions/EE), spec 01 section 2. At '/{page}' a
// visitor reads the version of their licence (or AU); a missing page answers the not-found page with 404. Pages with
// payment-method tables (/payments) show guests a Register button under them (spec 02 section 2).

export async function loader(args: Route.LoaderArgs) {
  return loadCmsPage(
    args,
    args.params.slug,
    'licence' in args.params ? args.params.licence : undefined,
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? seoMeta(loaderData.seo, textTitleMeta(loaderData.title))
    : titleMeta(matches, 'ROUTER.NOT_FOUND_TITLE');

export default function CmsPage({ loaderData }: Route.ComponentProps) {
  return (
    <CmsPageView
      page={loaderData}
      footer={loaderData.paymentTables ? <PaymentsRegister /> : undefined}
    />
  );
}
