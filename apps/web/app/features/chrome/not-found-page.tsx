import { useT } from '~/lib/i18n';
import { ButtonLink } from '~/ui/button';

/** The not-found page (spec 01 section 2 NotFoundPage); routes show it by throwing a 404 response. */
export function NotFoundPage() {
  const t = useT();
  return (
    <main id="main" className="page page--center">
      <p className="page__code" aria-hidden="true">
        404
      </p>
      <h1>{t('ROUTER.NOT_FOUND_TITLE')}</h1>
      <p className="page__lead">{t('ROUTER.NOT_FOUND_TEXT')}</p>
      <ButtonLink to="/">{t('ROUTER.BACK_TO_LOBBY')}</ButtonLink>
    </main>
  );
}
