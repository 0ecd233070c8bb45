import type { Route } from './+types/benefits-of-crypto';
import { useT } from '~/lib/i18n';
import { titleMeta } from '~/lib/meta';
import { SectionPage } from '~/features/chrome/section-page';

// /benefits-of-crypto: crypto benefits (spec 01 section 2). The lobby helper fills this page.

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'ROUTER.TITLE_CRYPTO');

export default function BenefitsOfCrypto() {
  const t = useT();
  return <SectionPage title={t('ROUTER.TITLE_CRYPTO')} />;
}
