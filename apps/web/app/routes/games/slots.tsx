import type { Route } from './+types/slots';
import { useT } from '~/lib/i18n';
import { titleMeta } from '~/lib/meta';
import { SectionPage } from '~/features/chrome/section-page';

// /slots: the slots category named in the menu (spec 02 section 2). The lobby helper fills this page with its games.

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'ROUTER.TITLE_SLOTS');

export default function Slots() {
  const t = useT();
  return <SectionPage title={t('ROUTER.TITLE_SLOTS')} />;
}
