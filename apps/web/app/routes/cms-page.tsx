import { data } from 'react-router';
import { cmsPageSchema } from '@casino/api/cms';
import type { Route } from './+types/cms-page';
import { serverContext } from '~/lib/load-context';
import { apiErrorStatus } from '~/lib/api-error';
import { textTitleMeta } from '~/lib/meta';
import { requestLocale } from '~/lib/root-loader.server';

// Static CMS pages by slug, and per-licence variants '{page}/{licence or AU}' (spec 01 section 2). A missing page
// answers the not-found page with 404. The lobby/CMS helper owns this file and may extend it (widgets, SEO blocks).

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { api } = context.get(serverContext);
  const locale = await requestLocale(request, context);
  const path = params.licence ? `${params.slug}/${params.licence}` : params.slug;
  try {
    const page = await api.request('GET', `/api/cms/pages/${path.split('/').map(encodeURIComponent).join('/')}`, { query: { l: locale }, schema: cmsPageSchema });
    return { title: page.title, content: page.content, description: page.blocks.description };
  } catch (error) {
    if (apiErrorStatus(error) === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...textTitleMeta(loaderData?.title ?? ''),
  ...(loaderData?.description ? [{ name: 'description', content: loaderData.description }] : []),
];

export default function CmsPage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="page page--prose">
      <h1 className="page__title">{loaderData.title}</h1>
      {/* The CMS sanitizes page HTML on write (server, CMS module). */}
      <div className="prose" dangerouslySetInnerHTML={{ __html: loaderData.content }} />
    </main>
  );
}
