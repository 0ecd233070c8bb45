import { useT } from '~/lib/i18n';
import { usePlayer } from '~/lib/session';
import { useRootData } from '~/lib/root-data';
import { ButtonLink } from '~/ui/button';

/**
 * The Register button under payment-method tables, for guests only (spec 02 section 2: "Payment method tables with a
 * Register button for guests"); nothing for a player, nor where sign-up is closed to the visitor's country.
 */
export function PaymentsRegister() {
  const t = useT();
  const player = usePlayer();
  const { geo } = useRootData();
  if (player || !geo.access.canSignUp) return null;
  return (
    <div className="cms-page__cta">
      <ButtonLink to="/registration" variant="gold" size="lg">
        {t('CMS.PAYMENTS_CTA_GUEST')}
      </ButtonLink>
    </div>
  );
}
