import type { Route } from './+types/live-category';
import { textTitleMeta } from '~/lib/meta';
import { SectionPage } from '~/features/chrome/section-page';

// /live/{slug}: one live category. The lobby helper fills this page with its games.

const titleOf = (slug: string) => slug.replace(/[-_]+/g, ' ').replace(/^./, (first) => first.toUpperCase());

export const meta: Route.MetaFunction = ({ params }) => textTitleMeta(titleOf(params.slug));

export default function LiveCategory({ params }: Route.ComponentProps) {
  return <SectionPage title={titleOf(params.slug)} />;
}
