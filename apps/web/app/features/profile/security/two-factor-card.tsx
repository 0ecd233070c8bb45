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
import { FormMessage } from '~/features/profile/components/form-message';
import { isOtpCode, secretGroups } from './otp-code.ts';

const QrCode = lazy(() => import('./qr-code.tsx'));
const FAILURES = {
  restricted: 'SECURITY.ERROR_GENERIC',
  rateLimited: 'SECURITY.TOO_MANY_ATTEMPTS',
  generic: 'SECURITY.ERROR_GENERIC',
} as const;

/** Two-factor authentication: set up with the QR code or the secret and a first code; turn off with a current code. */
export function TwoFactorCard({ state }: { state: TwoFactorState }) {
  const t = useT();
  const { refresh } = useSession();
  const form = useForm({ otp_attempt: '' });
  const [copied, setCopied] = useState(false);
  const enabled = state.enabled;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const code = form.values.otp_attempt.trim();
    if (!isOtpCode(code))
      return form.fail({
        otp_attempt: code === '' ? 'VALIDATION.OTP_REQUIRED' : 'VALIDATION.OTP_INVALID',
      });
    void form.run(async () => {
      try {
        await (enabled ? disableTwoFactor(api, code) : enableTwoFactor(api, code));
      } catch (error) {
        const { fields, message } = describeFailure(error, FAILURES);
        return form.fail(fields, message && t(message));
      }
      form.setValues({ otp_attempt: '' });
      showToast({
        kind: 'success',
        text: enabled ? 'SECURITY.TWO_FACTOR_DISABLED' : 'SECURITY.TWO_FACTOR_ENABLED',
      });
      // Reloads the route's two-factor state (a new secret once it is off) and the player's two_factor_enabled.
      await refresh();
    });
  };

  const copySecret = async () => {
    if (!state.secret) return;
    await navigator.clipboard?.writeText(state.secret).then(
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
      {!enabled && state.secret && state.otpauth_url && (
        <div className="two-factor-setup">
          <p className="two-factor-setup__step">{t('SECURITY.STEP_SCAN')}</p>
          <Suspense fallback={<Skeleton width="200px" height="200px" />}>
            <QrCode text={state.otpauth_url} label={t('SECURITY.QR_LABEL')} />
          </Suspense>
          <p className="two-factor-setup__step">{t('SECURITY.STEP_SECRET')}</p>
          <div className="two-factor-secret">
            <code aria-label={t('SECURITY.SECRET_LABEL')}>{secretGroups(state.secret)}</code>
            <Button size="sm" variant="secondary" onClick={() => void copySecret()}>
              {t(copied ? 'SECURITY.COPIED' : 'SECURITY.COPY')}
            </Button>
          </div>
          <details className="two-factor-url">
            <summary>{t('SECURITY.OTPAUTH_URL')}</summary>
            <code>{state.otpauth_url}</code>
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
          name="otp_attempt"
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={6}
          required
          value={form.values.otp_attempt}
          onChange={(e) => form.set('otp_attempt', e.target.value.replace(/\D/g, ''))}
          error={form.errors.otp_attempt ? t(form.errors.otp_attempt) : null}
        />
        <Button type="submit" variant={enabled ? 'ghost' : 'primary'} busy={form.busy}>
          {t(enabled ? 'SECURITY.DISABLE' : 'SECURITY.ENABLE')}
        </Button>
      </form>
    </section>
  );
}
