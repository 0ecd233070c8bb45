import { useState, type FormEvent } from 'react';
import type { ModalComponentProps } from '~/lib/modal-stack';
import { api } from '~/lib/api';
import { useT } from '~/lib/i18n';
import { FullscreenPopup } from '~/ui/modal';
import { Button } from '~/ui/button';
import { TextField } from '~/ui/fields';
import { requestPasswordReset } from '~/features/auth/api/request-password-reset';
import { hasErrors } from '~/lib/forms/form-errors';
import { validateEmailRequest } from '~/features/auth/forms/email-request-form';
import { describeFailure } from '~/lib/forms/request-failure';
import { useForm } from '~/lib/forms/use-form';
import { FormMessage } from '~/components/form/form-message';
import { useSwitchPopup } from './use-switch-popup.ts';
import '~/features/auth/auth.css';

const FAILURES = {
  restricted: 'REMIND.ERROR_GENERIC',
  rateLimited: 'REMIND.TOO_MANY_ATTEMPTS',
  generic: 'REMIND.ERROR_GENERIC',
} as const;

/** The password reminder popup ('remind': /remind, #remind): asks for the e-mail of a reset link. */
export default function RemindModal({ close }: ModalComponentProps) {
  const t = useT();
  const switchPopup = useSwitchPopup('remind');
  const form = useForm({ email: '' });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { values, set, errors } = form;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateEmailRequest(values.email);
    if (hasErrors(invalid)) return form.fail(invalid);
    void form.run(async () => {
      try {
        await requestPasswordReset(api, { user: { email: values.email.trim() } });
        setSentTo(values.email.trim());
      } catch (error) {
        const { fields, message } = describeFailure(error, FAILURES);
        form.fail(fields, message && t(message));
      }
    });
  };

  return (
    <FullscreenPopup
      title={t('REMIND.TITLE')}
      description={sentTo ? undefined : t('REMIND.TEXT')}
      onClose={close}
      closeLabel={t('REMIND.CLOSE')}
    >
      {sentTo ? (
        <div className="auth-form">
          <p className="form-message form-message--success" role="status">
            {t('REMIND.SENT', { email: sentTo })}
          </p>
          <Button variant="primary" block onClick={() => switchPopup('sign-in')}>
            {t('REMIND.BACK_TO_LOGIN')}
          </Button>
        </div>
      ) : (
        <form ref={form.formRef} className="auth-form" noValidate onSubmit={onSubmit}>
          <FormMessage text={form.message} />
          <TextField
            label={t('REMIND.EMAIL')}
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
            {t('REMIND.SUBMIT')}
          </Button>
          <button type="button" className="link-button" onClick={() => switchPopup('sign-in')}>
            {t('REMIND.BACK_TO_LOGIN')}
          </button>
        </form>
      )}
    </FullscreenPopup>
  );
}
