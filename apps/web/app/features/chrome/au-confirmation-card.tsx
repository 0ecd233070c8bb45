import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '~/lib/i18n';
import { usePlayer } from '~/lib/session';
import { useRootData } from '~/lib/root-data';
import { readCookie, writeCookie } from '~/lib/cookies';
import { Button } from '~/ui/button';
import {
  AU_CONFIRMED_COOKIE,
  AU_CONFIRMED_MAX_AGE_S,
  AU_TERMS_PATH,
  showsAuConfirmation,
} from '~/features/chrome/au-confirmation';

/**
 * The AU confirmation card (spec 01 section 1): a logged-out visitor on the AU geo confirms being 18 or older and
 * accepting the Australian terms (the AU terms say visitors are asked this before signing up). Confirming keeps the
 * answer in a cookie for a year; the card never shows on /oops.
 */
export function AuConfirmationCard() {
  const t = useT();
  const player = usePlayer();
  const { geo } = useRootData();
  const { pathname } = useLocation();
  // Read after hydration: the server render never shows it, so cached pages stay the same for every visitor.
  const [confirmed, setConfirmed] = useState(true);
  useEffect(() => setConfirmed(readCookie(AU_CONFIRMED_COOKIE) === '1'), []);
  if (
    !showsAuConfirmation({ loggedIn: Boolean(player), country: geo.country, pathname, confirmed })
  )
    return null;

  const confirm = () => {
    writeCookie(AU_CONFIRMED_COOKIE, '1', AU_CONFIRMED_MAX_AGE_S);
    setConfirmed(true);
  };
  return (
    <section className="au-card" aria-labelledby="au-card-title">
      <div className="au-card__flag" aria-hidden="true">
        AU
      </div>
      <div className="au-card__body">
        <h2 id="au-card-title" className="au-card__title">
          {t('CHROME.AU_TITLE')}
        </h2>
        <p>
          {t('CHROME.AU_TEXT')} <Link to={AU_TERMS_PATH}>{t('CHROME.AU_TERMS')}</Link>
        </p>
      </div>
      <Button size="sm" onClick={confirm}>
        {t('CHROME.AU_CONFIRM')}
      </Button>
    </section>
  );
}
