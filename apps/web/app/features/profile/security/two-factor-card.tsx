import { lazy, Suspense, useState, type FormEvent } from 'react';
import type { TwoFactorState } from '@casino/api/auth';
import { api } from '~/lib/api';
import { useT } from '~/lib/i18n';
import { useSession } from '~/lib/session';
import { showToast } from '~/lib/toasts';
import { Button } from '~/ui/button';
import { TextField } from '~/ui/fields';
import { Skeleton } from '~/ui/skeleton';
import { disableTwoFactor, enableTwoFactor } from '~/features/profile/api/two-factor';
import { describeFailure } from '~/lib/forms/request-failure';
import { useForm } from '~/lib/forms/use-form';
import { FormMessage } from '~/components/form/form-message';
import { PasswordField } from '~/components/form/password-field';
import { isOtpCode, secretGroups } from './otp-code.ts';

const QrCode = lazy(() => import('~/components/qr/qr-code'));
const FAILURES = {
  restricted: 'SECURITY.ERROR_GENERIC',
  rateLimited: 'SECURITY.TOO_MANY_ATTEMPTS',
  generic: 'SECURITY.ERROR_GENERIC',
} as const;

/**
 * Two-factor authentication: set up with the QR code or the secret, a first code and the password; turn off with a
 * current code and the password.
 */
export function TwoFactorCard({ state }: { state: TwoFactorState }) {
  const t = useT();
  const { refresh } = useSession();
  const form = useForm({ authentication_code: '', password: '' });
  const [copied, setCopied] = useState(false);
  const enabled = state.enabled;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const code = form.values.authentication_code.trim();
    const password = form.values.password;
    const invalid = {
      ...(isOtpCode(code)
        ? {}
        : {
            authentication_code: code === '' ? 'VALIDATION.OTP_REQUIRED' : 'VALIDATION.OTP_INVALID',
          }),
      ...(password === '' ? { password: 'VALIDATION.REQUIRED' } : {}),
    };
    if (Object.keys(invalid).length > 0) return form.fail(invalid);
    void form.run(async () => {
      try {
        const proof = { authentication_code: code, password };
        await (enabled
          ? disableTwoFactor(api, proof)
          : enableTwoFactor(api, { ...proof, otp_secret: state.otp_secret ?? '' }));
      } catch (error) {
        const { fields, message } = describeFailure(error, FAILURES);
        return form.fail(fields, message && t(message));
      }
      form.setValues({ authentication_code: '', password: '' });
      showToast({
        kind: 'success',
        text: enabled ? 'SECURITY.TWO_FACTOR_DISABLED' : 'SECURITY.TWO_FACTOR_ENABLED',
      });
      // Reloads the route's two-factor state (a new secret once it is off) and the player's two_factor_enabled.
      await refresh();
    });
  };

  const copySecret = async () => {
    if (!state.otp_secret) return;
    await navigator.clipboard?.writeText(state.otp_secret).then(
      () => setCopied(true),
      () => undefined,
    );
  };

  return (
    <section className="card profile-card" aria-labelledby="security-2fa-title">
      <h2 id="security-2fa-title" className="profile-card__title">
        {t('SECURITY.TWO_FACTOR_TITLE')}{' '}
        <span className={enabled ? 'badge badge--ok' : 'badge'}>
          {t(enabled ? 'SECURITY.TWO_FACTOR_ON' : 'SECURITY.TWO_FACTOR_OFF')}
        </span>
      </h2>
      <p className="profile-card__note">
        {t(enabled ? 'SECURITY.TWO_FACTOR_DISABLE_TEXT' : 'SECURITY.TWO_FACTOR_TEXT')}
      </p>
      {!enabled && state.otp_secret && state.data && (
        <div className="two-factor-setup">
          <p className="two-factor-setup__step">{t('SECURITY.STEP_SCAN')}</p>
          <Suspense fallback={<Skeleton width="200px" height="200px" />}>
            <QrCode text={state.data} label={t('SECURITY.QR_LABEL')} />
          </Suspense>
          <p className="two-factor-setup__step">{t('SECURITY.STEP_SECRET')}</p>
          <div className="two-factor-secret">
            <code aria-label={t('SECURITY.SECRET_LABEL')}>{secretGroups(state.otp_secret)}</code>
            <Button size="sm" variant="secondary" onClick={() => void copySecret()}>
              {t(copied ? 'SECURITY.COPIED' : 'SECURITY.COPY')}
            </Button>
          </div>
          <details className="two-factor-url">
            <summary>{t('SECURITY.OTPAUTH_URL')}</summary>
            <code>{state.data}</code>
          </details>
          <p className="two-factor-setup__step">{t('SECURITY.STEP_CODE')}</p>
        </div>
      )}
      <form
        ref={form.formRef}
        className="profile-form profile-form--inline"
        noValidate
        onSubmit={onSubmit}
      >
        <FormMessage text={form.message} />
        <TextField
          label={t('SECURITY.CODE')}
          name="authentication_code"
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={6}
          required
          value={form.values.authentication_code}
          onChange={(e) => form.set('authentication_code', e.target.value.replace(/\D/g, ''))}
          error={form.errors.authentication_code ? t(form.errors.authentication_code) : null}
        />
        <PasswordField
          label={t('SECURITY.CURRENT_PASSWORD')}
          name="password"
          autoComplete="current-password"
          required
          value={form.values.password}
          onChange={(e) => form.set('password', e.target.value)}
          error={form.errors.password ? t(form.errors.password) : null}
        />
        <Button type="submit" variant={enabled ? 'ghost' : 'primary'} busy={form.busy}>
          {t(enabled ? 'SECURITY.DISABLE' : 'SECURITY.ENABLE')}
        </Button>
      </form>
    </section>
  );
}
