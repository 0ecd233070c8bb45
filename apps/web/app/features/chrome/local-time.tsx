import { useEffect, useState } from 'react';
import { LOCAL_TIME_REFRESH_MS } from '@casino/domain/constants';
import { useLocale, useT } from '~/lib/i18n';
import { ClockIcon } from '~/ui/icons';

/** The player's local time, refreshed every 15 s (spec 02 section 2); rendered after hydration, as the server knows no time zone. */
export function LocalTime() {
  const t = useT();
  const locale = useLocale();
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), LOCAL_TIME_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  if (!now) return null;
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(now);
  return (
    <p className="local-time">
      <ClockIcon size={16} /> {t('CHROME.LOCAL_TIME', { time })}
    </p>
  );
}
