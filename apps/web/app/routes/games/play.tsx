import type { Route } from './+types/play';
import { textTitleMeta } from '~/lib/meta';
import { SectionPage } from '~/features/chrome/section-page';

// /play/{producer}/{name}: the game page (query mode real or demo). The lobby helper fills this page with its games.

const titleOf = (slug: string) => slug.replace(/[-_]+/g, ' ').replace(/^./, (first) => first.toUpperCase());

export const meta: Route.MetaFunction = ({ params }) => textTitleMeta(titleOf(params.name));

export default function Play({ params }: Route.ComponentProps) {
  return <SectionPage title={titleOf(params.name)} />;
}
