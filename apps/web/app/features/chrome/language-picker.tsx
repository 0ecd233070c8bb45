import { useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { useLocale, useT } from '~/lib/i18n';
import { useRootData } from '~/lib/root-data';
import { usePlayer } from '~/lib/session';
import { LOCALE_COOKIE, writeCookie } from '~/lib/cookies';
import { localeHref } from '~/lib/locale';
import { updateLocale } from '~/lib/player/update-locale';
import { GlobeIcon } from '~/ui/icons';

const YEAR_S = 365 * 24 * 3600;
/** How long a signed-in player's click waits for the locale to be saved before the page loads anyway. */
const SAVE_WAIT_MS = 5_000;

/** A plain left click loads the link in this tab; a modified or middle click opens another and this page stays. */
const loadsThisPage = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Language picker, shown only when more than one locale is enabled (spec 01 section 1). Each locale is its own
 * URL prefix, so choosing one loads the same page under that prefix; the choice is remembered in the `locale` cookie.
 * For a signed-in player the click first waits for PATCH update_locale: a page load started at once cancelled it.
 */
export function LanguagePicker() {
  const t = useT();
  const current = useLocale();
  const player = usePlayer();
  const { locales } = useRootData();
  const location = useLocation();
  const [saving, setSaving] = useState(false);
  if (locales.length < 2) return null;

  const choose = async (event: MouseEvent<HTMLAnchorElement>, code: string) => {
    writeCookie(LOCALE_COOKIE, code, YEAR_S);
    if (!player) return;
    if (!loadsThisPage(event)) return void updateLocale(code);
    event.preventDefault();
    const href = event.currentTarget.href;
    setSaving(true);
    await updateLocale(code, AbortSignal.timeout(SAVE_WAIT_MS));
    window.location.assign(href);
  };
  return (
    <details className="language-picker" aria-busy={saving || undefined}>
      <summary>
        <GlobeIcon size={18} /> {t('CHROME.LANGUAGE')}:{' '}
        {locales.find((locale) => locale.code === current)?.name_in_locale ?? current}
      </summary>
      <ul>
        {locales.map((locale) => (
          <li key={locale.code}>
            <a
              href={localeHref(locale.code, location.pathname, location.search)}
              hrefLang={locale.code}
              lang={locale.code}
              aria-current={locale.code === current ? 'true' : undefined}
              onClick={(event) => void choose(event, locale.code)}
            >
              {locale.name_in_locale}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
