import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { ModalComponentProps } from '~/lib/modal-stack';
import { api } from '~/lib/api';
import { useT } from '~/lib/i18n';
import { useSession } from '~/lib/session';
import { FullscreenPopup } from '~/ui/modal';
import { Button } from '~/ui/button';
import { resetPassword } from '~/features/auth/api/reset-password';
import { hasErrors } from '~/lib/forms/form-errors';
import {
  newPasswordBody,
  validateNewPassword,
  type NewPasswordValues,
} from '~/features/auth/forms/new-password-form';
import { describeFailure } from '~/lib/forms/request-failure';
import { useForm } from '~/lib/forms/use-form';
import { FormMessage } from '~/components/form/form-message';
import { PasswordField } from '~/components/form/password-field';
import { commonPasswordError, preloadCommonPasswords } from '~/lib/forms/common-password';
import { PasswordStrengthHint } from './password-strength-hint.tsx';
import { useSwitchPopup } from './use-switch-popup.ts';
import '~/features/auth/auth.css';

const FAILURES = {
  restricted: 'NEW_PASSWORD.ERROR_GENERIC',
  rateLimited: 'NEW_PASSWORD.TOO_MANY_ATTEMPTS',
  generic: 'NEW_PASSWORD.ERROR_GENERIC',
} as const;

/** The new password popup ('new-password': /new-password?reset_password_token=..., #new-password). */
export default function NewPasswordModal({ close }: ModalComponentProps) {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('reset_password_token') ?? '';
  const switchPopup = useSwitchPopup('new-password');
  const { refresh, player } = useSession();
  const form = useForm<NewPasswordValues>({ password: '', password_confirmation: '' });
  const [done, setDone] = useState(false);
  const { values, set, errors } = form;
  const tokenError = errors.reset_password_token;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateNewPassword(token, values);
    if (hasErrors(invalid))
      return form.fail(
        invalid,
        invalid.reset_password_token ? t('NEW_PASSWORD.TOKEN_INVALID') : null,
      );
    void form.run(async () => {
      const common = await commonPasswordError(values.password);
      if (common) return form.fail({ password: common });
      try {
        await resetPassword(api, newPasswordBody(token, values));
      } catch (error) {
        const { fields, message } = describeFailure(error, FAILURES);
        return form.fail(
          fields,
          fields.reset_password_token ? t('NEW_PASSWORD.TOKEN_INVALID') : message && t(message),
        );
      }
      // The server may sign the player in with the new password; the session shows either way.
      await refresh();
      setDone(true);
    });
  };

  let body;
  if (done) {
    body = (
      <div className="auth-form">
        <p className="form-message form-message--success" role="status">
          {t('NEW_PASSWORD.SUCCESS')}
        </p>
        {player ? (
          <Button block onClick={close}>
            {t('NEW_PASSWORD.CONTINUE')}
          </Button>
        ) : (
          <Button block onClick={() => switchPopup('sign-in')}>
            {t('NEW_PASSWORD.LOG_IN')}
          </Button>
        )}
      </div>
    );
  } else if (token === '' || tokenError) {
    body = (
      <div className="auth-form">
        <p className="form-message form-message--error" role="alert">
          {t(token === '' ? 'NEW_PASSWORD.TOKEN_MISSING' : 'NEW_PASSWORD.TOKEN_INVALID')}
        </p>
        <Button block onClick={() => switchPopup('remind')}>
          {t('NEW_PASSWORD.REQUEST_NEW')}
        </Button>
      </div>
    );
  } else {
    body = (
      <form ref={form.formRef} className="auth-form" noValidate onSubmit={onSubmit}>
        <FormMessage text={form.message} />
        <PasswordField
          label={t('NEW_PASSWORD.PASSWORD')}
          name="password"
          autoComplete="new-password"
          required
          value={values.password}
          onChange={(e) => set('password', e.target.value)}
          onFocus={() => void preloadCommonPasswords().catch(() => undefined)}
          error={errors.password ? t(errors.password) : null}
          hint={<PasswordStrengthHint password={values.password} />}
        />
        <PasswordField
          label={t('NEW_PASSWORD.PASSWORD_CONFIRMATION')}
          name="password_confirmation"
          autoComplete="new-password"
          required
          value={values.password_confirmation}
          onChange={(e) => set('password_confirmation', e.target.value)}
          error={errors.password_confirmation ? t(errors.password_confirmation) : null}
        />
        <Button type="submit" variant="gold" size="lg" block busy={form.busy}>
          {t('NEW_PASSWORD.SUBMIT')}
        </Button>
      </form>
    );
  }
  return (
    <FullscreenPopup
      title={t('NEW_PASSWORD.TITLE')}
      onClose={close}
      closeLabel={t('NEW_PASSWORD.CLOSE')}
    >
      {body}
    </FullscreenPopup>
  );
}
