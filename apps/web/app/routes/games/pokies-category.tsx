import type { Route } from './+types/pokies-category';
import { textTitleMeta } from '~/lib/meta';
import { SectionPage } from '~/features/chrome/section-page';

// /pokies/{slug}: one pokies category. The lobby helper fills this page with its games.

const titleOf = (slug: string) => slug.replace(/[-_]+/g, ' ').replace(/^./, (first) => first.toUpperCase());

export const meta: Route.MetaFunction = ({ params }) => textTitleMeta(titleOf(params.slug));

export default function PokiesCategory({ params }: Route.ComponentProps) {
  return <SectionPage title={titleOf(params.slug)} />;
}
