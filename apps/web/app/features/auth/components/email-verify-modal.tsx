import { useState, type FormEvent } from 'react';
import type { ModalComponentProps } from '~/lib/modal-stack';
import { api } from '~/lib/api';
import { useT } from '~/lib/i18n';
import { usePlayer } from '~/lib/session';
import { showToast } from '~/lib/toasts';
import { FullscreenPopup } from '~/ui/modal';
import { Button } from '~/ui/button';
import { TextField } from '~/ui/fields';
import { confirmationErrorToast, resendConfirmation } from '~/lib/player/resend-confirmation';
import { hasErrors } from '~/lib/forms/form-errors';
import { validateEmailRequest } from '~/features/auth/forms/email-request-form';
import { describeFailure } from '~/lib/forms/request-failure';
import { useForm } from '~/lib/forms/use-form';
import { FormMessage } from '~/components/form/form-message';
import '~/features/auth/auth.css';

const FAILURES = {
  restricted: 'EMAIL_VERIFY.ERROR_GENERIC',
  rateLimited: 'EMAIL_VERIFY.TOO_MANY_ATTEMPTS',
  generic: 'EMAIL_VERIFY.ERROR_GENERIC',
} as const;

/** The e-mail verify popup ('email-verify': /email-verify): sends the confirmation link again. */
export default function EmailVerifyModal({ close }: ModalComponentProps) {
  const t = useT();
  const player = usePlayer();
  const form = useForm({ email: player?.email ?? '' });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { values, set, errors } = form;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateEmailRequest(values.email);
    if (hasErrors(invalid)) return form.fail(invalid);
    void form.run(async () => {
      try {
        await resendConfirmation(api, values.email.trim());
        setSentTo(values.email.trim());
      } catch (error) {
        const toast = confirmationErrorToast(error);
        if (toast) return void showToast({ kind: 'error', text: toast });
        const { message } = describeFailure(error, FAILURES);
        form.fail({}, message && t(message));
      }
    });
  };

  return (
    <FullscreenPopup
      title={t('EMAIL_VERIFY.TITLE')}
      description={sentTo ? undefined : t('EMAIL_VERIFY.TEXT')}
      onClose={close}
      closeLabel={t('EMAIL_VERIFY.CLOSE')}
    >
      {sentTo ? (
        <div className="auth-form">
          <p className="form-message form-message--success" role="status">
            {t('EMAIL_VERIFY.SENT', { email: sentTo })}
          </p>
          <Button block onClick={close}>
            {t('EMAIL_VERIFY.DONE')}
          </Button>
        </div>
      ) : (
        <form ref={form.formRef} className="auth-form" noValidate onSubmit={onSubmit}>
          <FormMessage text={form.message} />
          <TextField
            label={t('EMAIL_VERIFY.EMAIL')}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            value={values.email}
            onChange={(e) => set('email', e.target.value)}
            error={errors.email ? t(errors.email) : null}
          />
          <Button type="submit" variant="gold" size="lg" block busy={form.busy}>
            {t('EMAIL_VERIFY.SUBMIT')}
          </Button>
        </form>
      )}
    </FullscreenPopup>
  );
}
