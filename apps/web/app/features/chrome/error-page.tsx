import { useEffect } from 'react';
import { useT } from '~/lib/i18n';
import { errorMessage, logToServer } from '~/lib/log';
import { ButtonLink } from '~/ui/button';

/**
 * A friendly page for an unexpected error under the chrome. Logged as ROUTER_PUSH_ERROR (spec 01 section 2:
 * router errors other than duplicated or aborted navigation) and as JSON to the console (spec 02 section 8).
 */
export function ErrorPage({ error }: { error: unknown }) {
  const t = useT();
  useEffect(() => {
    console.error(JSON.stringify({ label: 'UNHANDLED_UI_ERROR', message: errorMessage(error) }));
    logToServer('ROUTER_PUSH_ERROR', 'ERROR', errorMessage(error));
  }, [error]);
  return (
    <main id="main" className="page page--center">
      <h1>{t('OOPS.TITLE')}</h1>
      <p className="page__lead">{t('OOPS.TEXT')}</p>
      <ButtonLink to="/">{t('ROUTER.BACK_TO_LOBBY')}</ButtonLink>
    </main>
  );
}
