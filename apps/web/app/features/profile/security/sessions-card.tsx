import { useState } from 'react';
import type { PlayerSession } from '@casino/api/auth';
import { api } from '~/lib/api';
import { useLocale, useT } from '~/lib/i18n';
import { useSession } from '~/lib/session';
import { showToast } from '~/lib/toasts';
import { Button } from '~/ui/button';
import { deleteSession } from '~/features/profile/api/delete-session';
import { describeUserAgent } from '~/features/profile/utils/describe-user-agent';

function regionNames(locale: string): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    return null;
  }
}

/** Active sessions (GET /api/player/sessions), each but this one with 'sign out this session'. */
export function SessionsCard({ sessions }: { sessions: PlayerSession[] }) {
  const t = useT();
  const locale = useLocale();
  const { refresh } = useSession();
  const [pending, setPending] = useState<number | null>(null);
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const regions = regionNames(locale);
  const countryName = (code: string) => regions?.of(code) ?? code;
  const when = (value: string) => {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? value : format.format(date);
  };

  const signOut = async (id: number) => {
    setPending(id);
    try {
      await deleteSession(api, id);
      showToast({ kind: 'success', text: 'SECURITY.SESSION_SIGNED_OUT' });
      await refresh();
    } catch {
      showToast({ kind: 'error', text: 'SECURITY.ERROR_GENERIC' });
    } finally {
      setPending(null);
    }
  };

  const ordered = [...sessions].sort(
    (a, b) => Number(b.current) - Number(a.current) || b.last_seen_at.localeCompare(a.last_seen_at),
  );
  return (
    <section className="card profile-card" aria-labelledby="security-sessions-title">
      <h2 id="security-sessions-title" className="profile-card__title">
        {t('SECURITY.SESSIONS_TITLE')}
      </h2>
      <p className="profile-card__note">{t('SECURITY.SESSIONS_TEXT')}</p>
      <ul className="sessions">
        {ordered.map((session) => {
          const device = describeUserAgent(session.user_agent);
          const name =
            device.browser && device.system
              ? t('SECURITY.DEVICE', { browser: device.browser, system: device.system })
              : (device.browser ?? device.system ?? t('SECURITY.UNKNOWN_DEVICE'));
          return (
            <li key={session.id} className="sessions__item">
              <div className="sessions__info">
                <p className="sessions__name">
                  {name}{' '}
                  {session.current && (
                    <span className="badge badge--ok">{t('SECURITY.THIS_DEVICE')}</span>
                  )}
                </p>
                <p className="sessions__meta">
                  {t('SECURITY.LAST_SEEN', { time: when(session.last_seen_at) })}
                </p>
                <p className="sessions__meta">
                  {t('SECURITY.SIGNED_IN', { time: when(session.created_at) })}
                  {session.ip && <> · {t('SECURITY.IP', { ip: session.ip })}</>}
                  {session.country && <> · {countryName(session.country)}</>}
                </p>
              </div>
              {!session.current && (
                <Button
                  size="sm"
                  variant="ghost"
                  busy={pending === session.id}
                  onClick={() => void signOut(session.id)}
                  aria-label={t('SECURITY.SIGN_OUT_SESSION_OF', { device: name })}
                >
                  {t('SECURITY.SIGN_OUT_SESSION')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
