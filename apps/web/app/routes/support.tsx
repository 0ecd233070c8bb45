import type { Route } from './+types/support';
import { useT } from '~/lib/i18n';
import { titleMeta } from '~/lib/meta';
import { SectionPage } from '~/features/chrome/section-page';

// /support: the support page (spec 01 section 2). The lobby helper fills this page.

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'ROUTER.TITLE_SUPPORT');

export default function Support() {
  const t = useT();
  return <SectionPage title={t('ROUTER.TITLE_SUPPORT')} />;
}
