import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useModals, type ModalComponentProps } from '~/lib/modal-stack';
import { api } from '~/lib/api';
import { useLocale, useT } from '~/lib/i18n';
import { useRootData } from '~/lib/root-data';
import { FullscreenPopup } from '~/ui/modal';
import { Button } from '~/ui/button';
import { TextField, SelectField, Checkbox } from '~/ui/fields';
import { Skeleton } from '~/ui/skeleton';
import { signUp } from '~/features/auth/api/sign-up';
import { checkEmail } from '~/features/auth/api/check-email';
import { getCountries } from '~/features/auth/api/get-countries';
import { getCurrencies } from '~/features/auth/api/get-currencies';
import {
  emptyRegistration,
  registrationBody,
  validateRegistration,
  type RegistrationValues,
} from '~/features/auth/forms/registration-form';
import { hasErrors } from '~/lib/forms/form-errors';
import { describeFailure } from '~/lib/forms/request-failure';
import { useForm } from '~/lib/forms/use-form';
import { useResource } from '~/lib/forms/use-resource';
import { currencyGroups, defaultCurrency } from '~/features/auth/utils/currency-choice';
import { emailVerdictHintKey, parseEmailVerdict } from '~/features/auth/utils/email-verdict';
import { hasUnsavedChanges } from '~/features/auth/utils/unsaved-changes';
import { BirthdayField } from '~/components/form/birthday-field';
import { FormMessage } from '~/components/form/form-message';
import { PasswordField } from '~/components/form/password-field';
import { commonPasswordError, preloadCommonPasswords } from '~/lib/forms/common-password';
import { PasswordStrengthHint } from './password-strength-hint.tsx';
import { RichText } from './rich-text.tsx';
import { CurrencySelect } from './currency-select.tsx';
import { AuthAside } from './auth-aside.tsx';
import { useAuthSuccess } from './use-auth-success.ts';
import { useSwitchPopup } from './use-switch-popup.ts';
import { useDiscardConfirm } from './use-discard-confirm.tsx';
import '~/features/auth/auth.css';

const FAILURES = {
  restricted: 'REGISTRATION.RESTRICTED',
  rateLimited: 'REGISTRATION.TOO_MANY_ATTEMPTS',
  generic: 'REGISTRATION.ERROR_GENERIC',
} as const;

/** The registration popup of spec 01 section 2 ('sign-up': /registration, /sign-up, #sign-up). */
export default function RegistrationModal({ name, close }: ModalComponentProps) {
  const t = useT();
  const { geo } = useRootData();
  return (
    <FullscreenPopup
      title={t('REGISTRATION.TITLE')}
      description={t('REGISTRATION.SUBTITLE')}
      onClose={close}
      closeLabel={t('REGISTRATION.CLOSE')}
      aside={<AuthAside />}
    >
      {geo.access.canSignUp ? (
        <RegistrationForm name={name} country={geo.country} />
      ) : (
        <p className="form-message form-message--error" role="alert">
          {t('REGISTRATION.RESTRICTED')}
        </p>
      )}
    </FullscreenPopup>
  );
}

function RegistrationForm({ name, country }: { name: string; country: string }) {
  const t = useT();
  const reference = useResource(() => Promise.all([getCountries(api), getCurrencies(api)]));
  if (reference.loading) return <RegistrationSkeleton />;
  if (!reference.data) {
    return (
      <div className="auth-form">
        <FormMessage text={t('REGISTRATION.ERROR_GENERIC')} />
        <Button variant="secondary" onClick={reference.reload}>
          {t('REGISTRATION.RETRY')}
        </Button>
      </div>
    );
  }
  const [countries, currencies] = reference.data;
  return (
    <RegistrationFields
      name={name}
      country={country}
      countries={countries}
      currencies={currencies}
    />
  );
}

function RegistrationSkeleton() {
  return (
    <div className="auth-form" aria-busy="true">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} height="48px" radius="10px" />
      ))}
    </div>
  );
}

type Reference = {
  countries: Awaited<ReturnType<typeof getCountries>>;
  currencies: Awaited<ReturnType<typeof getCurrencies>>;
};

function RegistrationFields({
  name,
  country,
  countries,
  currencies,
}: Reference & { name: string; country: string }) {
  const t = useT();
  const language = useLocale();
  const switchPopup = useSwitchPopup('sign-up');
  const { close } = useModals();
  // Registered: nothing typed is lost any more, so the popup closes without the discard question.
  const closeRegistered = useCallback(() => void close(name, { force: true }), [close, name]);
  const onSuccess = useAuthSuccess(closeRegistered);
  const knownCountry = countries.some((entry) => entry.code === country) ? country : '';
  const form = useForm<RegistrationValues>(
    emptyRegistration(defaultCurrency(country, countries, currencies), knownCountry),
    { reportAs: 'RegistrationForm' },
  );
  const { values, set, errors } = form;
  const [initial] = useState(values);
  const discardConfirm = useDiscardConfirm(name, hasUnsavedChanges(values, initial));
  const [emailHint, setEmailHint] = useState<string | null>(null);
  const groups = useMemo(() => currencyGroups(currencies), [currencies]);
  const error = (field: string) => (errors[field] ? t(errors[field]) : null);

  const onEmailBlur = async () => {
    setEmailHint(null);
    if (values.email.trim() === '') return;
    try {
      setEmailHint(
        emailVerdictHintKey(parseEmailVerdict(await checkEmail(api, values.email.trim()))),
      );
    } catch {
      // The check is advice only: the server validates the address at sign-up.
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateRegistration(values, language);
    if (hasErrors(invalid)) return form.fail(invalid);
    void form.run(async () => {
      const common = await commonPasswordError(values.password);
      if (common) return form.fail({ password: common });
      try {
        await signUp(api, registrationBody(values, language));
      } catch (failure) {
        const { fields, message } = describeFailure(failure, FAILURES);
        return form.fail(fields, message && t(message));
      }
      await onSuccess();
    });
  };

  return (
    <form ref={form.formRef} className="auth-form" noValidate onSubmit={onSubmit}>
      <FormMessage text={form.message} />
      <TextField
        label={t('REGISTRATION.EMAIL')}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        value={values.email}
        onChange={(e) => set('email', e.target.value)}
        onBlur={() => void onEmailBlur()}
        error={error('email')}
        hint={emailHint ? t(emailHint) : undefined}
      />
      <PasswordField
        label={t('REGISTRATION.PASSWORD')}
        name="password"
        autoComplete="new-password"
        required
        value={values.password}
        onChange={(e) => set('password', e.target.value)}
        onFocus={() => void preloadCommonPasswords().catch(() => undefined)}
        error={error('password')}
        hint={<PasswordStrengthHint password={values.password} />}
      />
      <div className="auth-form__row">
        <CurrencySelect
          value={values.currency}
          groups={groups}
          error={error('currency')}
          onChange={(code) => set('currency', code)}
        />
        <SelectField
          label={t('REGISTRATION.COUNTRY')}
          name="country"
          autoComplete="country"
          value={values.country}
          placeholder={t('REGISTRATION.COUNTRY_PLACEHOLDER')}
          options={countries.map((c) => ({ value: c.code, label: c.name }))}
          onChange={(e) => set('country', e.target.value)}
          error={error('country')}
        />
      </div>
      <BirthdayField
        label={t('REGISTRATION.BIRTHDAY')}
        value={values}
        required
        onChange={(part, value) => {
          set(part, value);
          form.setErrors((current) => ({ ...current, date_of_birth: undefined }));
        }}
        error={error('date_of_birth')}
      />
      <TextField
        label={t('REGISTRATION.NICKNAME')}
        name="nickname"
        autoComplete="nickname"
        maxLength={15}
        value={values.nickname}
        onChange={(e) => set('nickname', e.target.value)}
        error={error('nickname')}
        hint={t('REGISTRATION.NICKNAME_HINT')}
      />
      <Checkbox
        label={t('REGISTRATION.PROMOS')}
        name="receive_promos"
        checked={values.receive_promos}
        onChange={(e) => set('receive_promos', e.target.checked)}
      />
      <Checkbox
        label={
          <RichText
            text={t('REGISTRATION.TERMS')}
            parts={{
              terms: (
                <Link to="/terms-and-conditions" target="_blank">
                  {t('REGISTRATION.TERMS_LINK')}
                </Link>
              ),
              privacy: (
                <Link to="/privacy-policy" target="_blank">
                  {t('REGISTRATION.PRIVACY_LINK')}
                </Link>
              ),
            }}
          />
        }
        name="terms_acceptance"
        required
        checked={values.terms_acceptance}
        onChange={(e) => set('terms_acceptance', e.target.checked)}
        error={error('terms_acceptance')}
      />
      <Button type="submit" variant="gold" size="lg" block busy={form.busy}>
        {t('REGISTRATION.SUBMIT')}
      </Button>
      <p className="auth-form__switch">
        {t('REGISTRATION.HAVE_ACCOUNT')}{' '}
        <button type="button" className="link-button" onClick={() => switchPopup('sign-in')}>
          {t('REGISTRATION.SIGN_IN_LINK')}
        </button>
      </p>
      {discardConfirm}
    </form>
  );
}
