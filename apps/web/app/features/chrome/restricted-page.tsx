import { RESTRICTED_MESSAGES } from '@casino/domain/geo';
import { useT } from '~/lib/i18n';
import { ButtonLink } from '~/ui/button';
import { WarningIcon } from '~/ui/icons';

/** What a 451 guest sees on the login and registration routes (spec 01 section 2, with the spec's messages). */
export function RestrictedPage({ action }: { action: 'sign-in' | 'sign-up' }) {
  const t = useT();
  const key = action === 'sign-up' ? 'OOPS.REGISTRATION_RESTRICTED' : 'OOPS.LOGIN_RESTRICTED';
  const translated = t(key);
  return (
    <main id="main" className="page page--center">
      <WarningIcon size={48} className="page__icon" />
      <h1>
        {translated === key
          ? RESTRICTED_MESSAGES[action === 'sign-up' ? 'registration' : 'login']
          : translated}
      </h1>
      <p className="page__lead">{t('OOPS.RESTRICTED_TEXT')}</p>
      <ButtonLink to="/" variant="secondary">
        {t('ROUTER.BACK_TO_LOBBY')}
      </ButtonLink>
    </main>
  );
}
