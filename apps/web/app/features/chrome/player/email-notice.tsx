import { useState } from 'react';
import { useT } from '~/lib/i18n';
import { usePlayer } from '~/lib/session';
import { showToast } from '~/lib/toasts';
import { confirmationErrorToast, resendConfirmation } from '~/lib/player/resend-confirmation';
import { MailIcon } from '~/ui/icons';

/** The header notice for players whose e-mail is unconfirmed, with a resend link (spec 01 sections 4 and 5). */
export function EmailNotice() {
  const t = useT();
  const player = usePlayer();
  const [busy, setBusy] = useState(false);
  if (!player || player.confirmed_at) return null;

  const resend = async () => {
    setBusy(true);
    try {
      const { api } = await import('~/lib/api');
      await resendConfirmation(api, player.email);
      showToast({
        kind: 'success',
        text: 'NOTIFICATIONS.CONFIRMATION_SENT',
        vars: { email: player.email },
      });
    } catch (error) {
      showToast({
        kind: 'error',
        text: confirmationErrorToast(error) ?? 'NOTIFICATIONS.SOMETHING_WENT_WRONG',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="notice" role="status">
      <MailIcon size={18} />
      <span>{t('NOTIFICATIONS.EMAIL_UNCONFIRMED', { email: player.email })}</span>
      <button
        type="button"
        className="notice__action"
        onClick={() => void resend()}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {t('NOTIFICATIONS.RESEND_CONFIRMATION')}
      </button>
    </div>
  );
}
