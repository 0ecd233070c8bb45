import type { Route } from './+types/pokies-all';
import { useT } from '~/lib/i18n';
import { titleMeta } from '~/lib/meta';
import { SectionPage } from '~/features/chrome/section-page';

// /pokies/all: every pokie (spec 02 section 2). The lobby helper fills this page with its games.

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'HEADER.POKIES');

export default function PokiesAll() {
  const t = useT();
  return <SectionPage title={t('HEADER.POKIES')} />;
}
