import { useState, type FormEvent } from 'react';
import type { ModalComponentProps } from '~/lib/modal-stack';
import { api } from '~/lib/api';
import { useT } from '~/lib/i18n';
import { useRootData } from '~/lib/root-data';
import { FullscreenPopup } from '~/ui/modal';
import { Button } from '~/ui/button';
import { TextField } from '~/ui/fields';
import { signIn } from '~/features/auth/api/sign-in';
import { hasErrors } from '~/lib/forms/form-errors';
import {
  describeSignInFailure,
  LOGIN_FAILURE_MESSAGES,
} from '~/features/auth/forms/sign-in-failure';
import { validateSignIn, validateOtp } from '~/features/auth/forms/sign-in-form';
import { useForm } from '~/lib/forms/use-form';
import { AuthAside } from './auth-aside.tsx';
import { FormMessage } from '~/components/form/form-message';
import { PasswordField } from '~/components/form/password-field';
import { useAuthSuccess } from './use-auth-success.ts';
import { useSwitchPopup } from './use-switch-popup.ts';
import '~/features/auth/auth.css';

/** The login popup of spec 01 section 2 ('sign-in': /login, /sign-in, #sign-in), with the two-factor step. */
export default function SignInModal({ close }: ModalComponentProps) {
  const t = useT();
  const { geo } = useRootData();
  const [step, setStep] = useState<'credentials' | 'otp'>('credentials');
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <FullscreenPopup
      title={t(step === 'otp' ? 'LOGIN.OTP_TITLE' : 'LOGIN.TITLE')}
      description={step === 'otp' ? t('LOGIN.OTP_TEXT') : undefined}
      onClose={close}
      closeLabel={t('LOGIN.CLOSE')}
      aside={<AuthAside />}
    >
      {!geo.access.canSignIn ? (
        <p className="form-message form-message--error" role="alert">
          {t('LOGIN.RESTRICTED_COUNTRY')}
        </p>
      ) : step === 'credentials' ? (
        <CredentialsForm
          close={close}
          notice={notice}
          onOtpRequired={() => {
            setNotice(null);
            setStep('otp');
          }}
        />
      ) : (
        <OtpForm
          close={close}
          onBack={() => setStep('credentials')}
          onExpired={() => {
            setNotice('LOGIN.OTP_SIGN_IN_AGAIN');
            setStep('credentials');
          }}
        />
      )}
    </FullscreenPopup>
  );
}

function CredentialsForm({
  close,
  onOtpRequired,
  notice,
}: {
  close: () => void;
  onOtpRequired: () => void;
  /** Why the player is back at the password step (a pending sign-in that ended). */
  notice: string | null;
}) {
  const t = useT();
  const onSuccess = useAuthSuccess(close);
  const switchPopup = useSwitchPopup('sign-in');
  const form = useForm({ email: '', password: '' }, { reportAs: 'LoginForm' });
  const { values, set, errors } = form;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateSignIn(values);
    if (hasErrors(invalid)) return form.fail(invalid);
    void form.run(async () => {
      try {
        await signIn(api, {
          user: { email: values.email.trim(), password: values.password, dfpc: '' },
        });
      } catch (error) {
        const failure = describeSignInFailure(error);
        if (failure.kind === 'otp-required') return onOtpRequired();
        // The password step has no pending sign-in to lose: a 401 here is a plain failure.
        if (failure.kind === 'otp-expired') return form.fail({}, t(LOGIN_FAILURE_MESSAGES.generic));
        return form.fail(failure.fields, failure.message && t(failure.message));
      }
      await onSuccess();
    });
  };

  return (
    <form ref={form.formRef} className="auth-form" noValidate onSubmit={onSubmit}>
      <FormMessage text={form.message ?? (notice && t(notice))} />
      <TextField
        label={t('LOGIN.EMAIL')}
        name="email"
        type="email"
        autoComplete="username"
        inputMode="email"
        required
        value={values.email}
        onChange={(e) => set('email', e.target.value)}
        error={errors.email ? t(errors.email) : null}
      />
      <PasswordField
        label={t('LOGIN.PASSWORD')}
        name="password"
        autoComplete="current-password"
        required
        value={values.password}
        onChange={(e) => set('password', e.target.value)}
        error={errors.password ? t(errors.password) : null}
      />
      <button
        type="button"
        className="link-button auth-form__forgot"
        onClick={() => switchPopup('remind')}
      >
        {t('LOGIN.FORGOT')}
      </button>
      <Button type="submit" variant="gold" size="lg" block busy={form.busy}>
        {t('LOGIN.SUBMIT')}
      </Button>
      <p className="auth-form__switch">
        {t('LOGIN.NO_ACCOUNT')}{' '}
        <button type="button" className="link-button" onClick={() => switchPopup('sign-up')}>
          {t('LOGIN.SIGN_UP_LINK')}
        </button>
      </p>
    </form>
  );
}

function OtpForm({
  close,
  onBack,
  onExpired,
}: {
  close: () => void;
  onBack: () => void;
  onExpired: () => void;
}) {
  const t = useT();
  const onSuccess = useAuthSuccess(close);
  const form = useForm({ otp_attempt: '' }, { reportAs: 'LoginForm' });
  const { values, set, errors } = form;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateOtp(values.otp_attempt);
    if (hasErrors(invalid)) return form.fail(invalid);
    void form.run(async () => {
      try {
        await signIn(api, { user: { otp_attempt: values.otp_attempt.trim() } });
      } catch (error) {
        const failure = describeSignInFailure(error);
        if (failure.kind === 'otp-required')
          return form.fail({ otp_attempt: 'VALIDATION.OTP_REQUIRED' });
        if (failure.kind === 'otp-expired') return onExpired();
        return form.fail(failure.fields, failure.message && t(failure.message));
      }
      await onSuccess();
    });
  };

  return (
    <form ref={form.formRef} className="auth-form" noValidate onSubmit={onSubmit}>
      <FormMessage text={form.message} />
      <TextField
        label={t('LOGIN.OTP_CODE')}
        name="otp_attempt"
        autoComplete="one-time-code"
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={6}
        required
        autoFocus
        value={values.otp_attempt}
        onChange={(e) => set('otp_attempt', e.target.value.replace(/\D/g, ''))}
        error={errors.otp_attempt ? t(errors.otp_attempt) : null}
      />
      <Button type="submit" variant="gold" size="lg" block busy={form.busy}>
        {t('LOGIN.OTP_SUBMIT')}
      </Button>
      <button type="button" className="link-button" onClick={onBack}>
        {t('LOGIN.OTP_BACK')}
      </button>
    </form>
  );
}
