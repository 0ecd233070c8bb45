import { useEffect, useState } from 'react';
import { COOKIE_CONSENT_MAX_AGE_S } from '@casino/domain/constants';
import { useT } from '~/lib/i18n';
import { COOKIE_CONSENT_COOKIE, readCookie, writeCookie } from '~/lib/cookies';
import { Button } from '~/ui/button';

/** The cookie-acceptance banner (spec 01 section 2): accepting sets the consent cookie for 1 year; it is not shown again. */
export function CookieBanner() {
  const t = useT();
  // Decided after hydration: the server render never shows it, so cached pages stay identical for everyone.
  const [visible, setVisible] = useState(false);
  useEffect(() => setVisible(readCookie(COOKIE_CONSENT_COOKIE) === undefined), []);
  if (!visible) return null;
  const accept = () => {
    writeCookie(COOKIE_CONSENT_COOKIE, '1', COOKIE_CONSENT_MAX_AGE_S);
    setVisible(false);
  };
  return (
    <section className="cookie-banner" aria-label={t('CHROME.COOKIES_TITLE')}>
      <p>{t('CHROME.COOKIES_TEXT')}</p>
      <Button size="sm" onClick={accept}>
        {t('CHROME.COOKIES_ACCEPT')}
      </Button>
    </section>
  );
}
