import type { Route } from './+types/benefits-of-crypto';
import { titleMeta } from '~/lib/meta';
import { useT } from '~/lib/i18n';
import { usePlayer } from '~/lib/session';
import { ButtonLink } from '~/ui/button';
import { loadCmsPage } from '~/features/cms/load-cms-page.server';
import { seoMeta } from '~/features/cms/seo-meta';
import { CmsPageView } from '~/features/cms/components/cms-page-view';
import { CryptoHero } from '~/features/cms/components/crypto-hero';
import '~/features/cms/cms.css';

// /benefits-of-crypto (spec 01 section 2, spec 02 header top-menu): the CMS page 'benefits-of-crypto' under a banner
// of the supported coins, with a next step: registration for guests, the payment limits for players.

export async function loader(args: Route.LoaderArgs) {
  return loadCmsPage(args, 'benefits-of-crypto');
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta(loaderData?.seo, titleMeta(matches, 'ROUTER.TITLE_CRYPTO'));

export default function BenefitsOfCrypto({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const player = usePlayer();
  const cta = player ? (
    <ButtonLink to="/payments" variant="secondary" size="lg">
      {t('CMS.CRYPTO_CTA_PLAYER')}
    </ButtonLink>
  ) : (
    <ButtonLink to="/registration" variant="gold" size="lg">
      {t('CMS.CRYPTO_CTA_GUEST')}
    </ButtonLink>
  );
  return (
    <CmsPageView
      page={loaderData}
      hero={<CryptoHero />}
      footer={<div className="cms-page__cta">{cta}</div>}
    />
  );
}
