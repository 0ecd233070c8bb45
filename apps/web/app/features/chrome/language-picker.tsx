import { useLocation } from 'react-router';
import { useLocale, useT } from '~/lib/i18n';
import { useRootData } from '~/lib/root-data';
import { usePlayer } from '~/lib/session';
import { LOCALE_COOKIE, writeCookie } from '~/lib/cookies';
import { localeHref } from '~/lib/locale';
import { updateLocale } from '~/lib/player/update-locale';
import { GlobeIcon } from '~/ui/icons';

const YEAR_S = 365 * 24 * 3600;

/**
 * Language picker, shown only when more than one locale is enabled (spec 01 section 1). Each locale is its own
 * URL prefix, so choosing one loads the same page under that prefix; the choice is remembered in the `locale` cookie.
 */
export function LanguagePicker() {
  const t = useT();
  const current = useLocale();
  const player = usePlayer();
  const { locales } = useRootData();
  const location = useLocation();
  if (locales.length < 2) return null;

  const choose = (code: string) => {
    writeCookie(LOCALE_COOKIE, code, YEAR_S);
    if (player) void updateLocale(code);
  };
  return (
    <details className="language-picker">
      <summary>
        <GlobeIcon size={18} /> {t('CHROME.LANGUAGE')}: {locales.find((locale) => locale.code === current)?.name_in_locale ?? current}
      </summary>
      <ul>
        {locales.map((locale) => (
          <li key={locale.code}>
            <a href={localeHref(locale.code, location.pathname, location.search)} hrefLang={locale.code} lang={locale.code} aria-current={locale.code === current ? 'true' : undefined} onClick={() => choose(locale.code)}>
              {locale.name_in_locale}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
