import type { Route } from './+types/live-all';
import { useT } from '~/lib/i18n';
import { titleMeta } from '~/lib/meta';
import { SectionPage } from '~/features/chrome/section-page';

// /live/all: every live game (spec 02 section 2). The lobby helper fills this page with its games.

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'HEADER.LIVE');

export default function LiveAll() {
  const t = useT();
  return <SectionPage title={t('HEADER.LIVE')} />;
}
