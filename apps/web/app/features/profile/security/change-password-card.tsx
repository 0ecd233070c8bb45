import type { FormEvent } from 'react';
import { api } from '~/lib/api';
import { useT } from '~/lib/i18n';
import { showToast } from '~/lib/toasts';
import { Button } from '~/ui/button';
import { changePassword } from '~/features/profile/api/change-password';
import { hasErrors } from '~/lib/forms/form-errors';
import { describeFailure } from '~/lib/forms/request-failure';
import { useForm } from '~/lib/forms/use-form';
import type { PasswordChangeValues } from '~/features/profile/forms/password-change';
import { FormMessage } from '~/components/form/form-message';
import { PasswordField } from '~/components/form/password-field';
import { commonPasswordError, preloadCommonPasswords } from '~/lib/forms/common-password';

const EMPTY: PasswordChangeValues = {
  current_password: '',
  password: '',
  password_confirmation: '',
};
const FAILURES = {
  restricted: 'SECURITY.ERROR_GENERIC',
  rateLimited: 'SECURITY.TOO_MANY_ATTEMPTS',
  generic: 'SECURITY.ERROR_GENERIC',
} as const;

/** Change the password while signed in: PUT /api/users {user: {current_password, password, password_confirmation}}. */
export function ChangePasswordCard() {
  const t = useT();
  const form = useForm<PasswordChangeValues>(EMPTY);
  const { values, set, errors } = form;
  const error = (field: keyof PasswordChangeValues) => (errors[field] ? t(errors[field]) : null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.run(async () => {
      const { validatePasswordChange, passwordChangeBody } =
        await import('~/features/profile/forms/password-change');
      const invalid = validatePasswordChange(values);
      if (hasErrors(invalid)) return form.fail(invalid);
      const common = await commonPasswordError(values.password);
      if (common) return form.fail({ password: common });
      try {
        await changePassword(api, passwordChangeBody(values));
      } catch (failure) {
        const { fields, message } = describeFailure(failure, FAILURES);
        return form.fail(fields, message && t(message));
      }
      form.setValues(EMPTY);
      showToast({ kind: 'success', text: 'SECURITY.PASSWORD_CHANGED' });
    });
  };

  return (
    <section className="card profile-card" aria-labelledby="security-password-title">
      <h2 id="security-password-title" className="profile-card__title">
        {t('SECURITY.PASSWORD_TITLE')}
      </h2>
      <form ref={form.formRef} className="profile-form" noValidate onSubmit={onSubmit}>
        <FormMessage text={form.message} />
        <PasswordField
          label={t('SECURITY.CURRENT_PASSWORD')}
          name="current_password"
          autoComplete="current-password"
          required
          value={values.current_password}
          onChange={(e) => set('current_password', e.target.value)}
          error={error('current_password')}
        />
        <PasswordField
          label={t('SECURITY.NEW_PASSWORD')}
          name="password"
          autoComplete="new-password"
          required
          value={values.password}
          onChange={(e) => set('password', e.target.value)}
          onFocus={() => void preloadCommonPasswords().catch(() => undefined)}
          error={error('password')}
          hint={t('SECURITY.PASSWORD_HINT')}
        />
        <PasswordField
          label={t('SECURITY.CONFIRM_PASSWORD')}
          name="password_confirmation"
          autoComplete="new-password"
          required
          value={values.password_confirmation}
          onChange={(e) => set('password_confirmation', e.target.value)}
          error={error('password_confirmation')}
        />
        <Button type="submit" busy={form.busy}>
          {t('SECURITY.CHANGE_PASSWORD')}
        </Button>
      </form>
    </section>
  );
}
