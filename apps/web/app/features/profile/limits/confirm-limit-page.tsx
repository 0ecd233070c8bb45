import { useState } from 'react';
import { api } from '~/lib/api';
import { describeFailure } from '~/lib/forms/request-failure';
import { useT } from '~/lib/i18n';
import { Button, ButtonLink } from '~/ui/button';
import { FormMessage } from '~/components/form/form-message';
import { confirmUserLimit } from '~/features/profile/api/confirm-user-limit';
import { LIMIT_FAILURES } from './set-limit-card.tsx';
import '~/features/profile/profile.css';
import './limits.css';

/**
 * /profile/limits/confirm?token=...: the player confirms a raised or removed limit with a click (RTS 12's positive
 * action; opening the link alone confirms nothing, so a mail scanner fetching it changes no limit).
 */
export function ConfirmLimitPage({ token }: { token: string }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [message, setMessage] = useState<string | null>(
    token ? null : 'LIMITS.CONFIRM_PAGE.MISSING',
  );

  const confirm = async () => {
    setBusy(true);
    setMessage(null);
    try {
      await confirmUserLimit(api, token);
      setDone(true);
    } catch (failure) {
      const { fields, message: whole } = describeFailure(failure, LIMIT_FAILURES);
      setMessage(fields.token ?? whole ?? LIMIT_FAILURES.generic);
    } finally {
      setBusy(false);
    }
  };

  return (
    <main id="main" className="page">
      <h1 className="page__title">{t('LIMITS.CONFIRM_PAGE.TITLE')}</h1>
      <section className="card profile-card limits-confirm">
        {done ? (
          <FormMessage tone="success" text={t('LIMITS.CONFIRM_PAGE.DONE')} />
        ) : (
          <>
            <p className="profile-card__note">{t('LIMITS.CONFIRM_PAGE.TEXT')}</p>
            <FormMessage text={message && t(message)} />
            {token && (
              <Button busy={busy} onClick={() => void confirm()}>
                {t('LIMITS.CONFIRM_PAGE.SUBMIT')}
              </Button>
            )}
          </>
        )}
        <ButtonLink to="/profile/limits" variant="ghost">
          {t('LIMITS.CONFIRM_PAGE.TO_LIMITS')}
        </ButtonLink>
      </section>
    </main>
  );
}
