import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ModalComponentProps } from '~/lib/modal-stack';
import { api } from '~/lib/api';
import { useT } from '~/lib/i18n';
import { useSession } from '~/lib/session';
import { FullscreenPopup } from '~/ui/modal';
import { Button } from '~/ui/button';
import { Spinner } from '~/ui/spinner';
import { confirmEmail } from '~/features/auth/api/confirm-email';
import { useSwitchPopup } from './use-switch-popup.ts';
import '~/features/auth/auth.css';

type Status = 'confirming' | 'confirmed' | 'invalid';

/** The e-mail confirmation popup ('confirmation': /confirmation?confirmation_token=..., spec 01 section 2). */
export default function ConfirmationModal({ close }: ModalComponentProps) {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('confirmation_token') ?? '';
  const { refresh, player } = useSession();
  const switchPopup = useSwitchPopup('confirmation');
  const [status, setStatus] = useState<Status>(token ? 'confirming' : 'invalid');
  // A token confirms once; React's development double effects must not send it twice.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirmEmail(api, token).then(
      async () => {
        await refresh();
        setStatus('confirmed');
      },
      () => setStatus('invalid'),
    );
  }, [token, refresh]);

  const title =
    status === 'confirmed'
      ? 'EMAIL_VERIFY.CONFIRMED_TITLE'
      : status === 'invalid'
        ? 'EMAIL_VERIFY.INVALID_TITLE'
        : 'EMAIL_VERIFY.CONFIRMING_TITLE';
  return (
    <FullscreenPopup title={t(title)} onClose={close} closeLabel={t('EMAIL_VERIFY.CLOSE')}>
      <div className="auth-form">
        {status === 'confirming' && (
          <p className="auth-form__centered">
            <Spinner label={t('EMAIL_VERIFY.CONFIRMING')} /> {t('EMAIL_VERIFY.CONFIRMING')}
          </p>
        )}
        {status === 'confirmed' && (
          <>
            <p className="form-message form-message--success" role="status">
              {t('EMAIL_VERIFY.CONFIRMED')}
            </p>
            {/* The link confirms without signing in (a link is no proof of who opens it): a guest logs in next. */}
            {player ? (
              <Button block variant="gold" onClick={close}>
                {t('EMAIL_VERIFY.CONTINUE')}
              </Button>
            ) : (
              <Button block variant="gold" onClick={() => switchPopup('sign-in')}>
                {t('EMAIL_VERIFY.LOG_IN')}
              </Button>
            )}
          </>
        )}
        {status === 'invalid' && (
          <>
            <p className="form-message form-message--error" role="alert">
              {t('EMAIL_VERIFY.INVALID')}
            </p>
            <Button block onClick={() => switchPopup('email-verify')}>
              {t('EMAIL_VERIFY.RESEND')}
            </Button>
          </>
        )}
      </div>
    </FullscreenPopup>
  );
}
