import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { apiErrorFields, apiErrorStatus } from '~/lib/api-error';
import { Button } from '~/ui/button';
import { TextField } from '~/ui/fields';
import { backofficeApi } from '~/features/backoffice/api/backoffice-client';
import { submitCode, submitPassword } from '~/features/backoffice/api/sign-in';
import { failureText, fieldText, keyText } from '~/features/backoffice/backoffice-texts';
import { returnPath } from '~/features/backoffice/backoffice-views';

type Step = 'password' | 'code';

const ATTEMPTS_EXCEEDED = 'VALIDATION.OTP_ATTEMPTS_EXCEEDED';
const CODE_FIELD_ID = 'bo-sign-in-code';

/** Sign-in in two steps: e-mail and password, then the 6-digit code of the operator's authenticator app. */
export function SignInPage() {
  const { search } = useLocation();
  const [step, setStep] = useState<Step>('password');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    // The code field takes the focus as it appears (the password field is first on the page anyway).
    if (step === 'code') document.getElementById(CODE_FIELD_ID)?.focus();
  }, [step]);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      await work();
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };

  const onPassword = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void run(async () => {
      await submitPassword(backofficeApi, {
        email: String(form.get('email') ?? ''),
        password: String(form.get('password') ?? ''),
      });
      setStep('code');
    });
  };

  const onCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').replace(/\s/g, '');
    void run(async () => {
      try {
        await submitCode(backofficeApi, code);
      } catch (caught) {
        const expired = apiErrorStatus(caught) === 401;
        const exhausted = apiErrorFields(caught).code?.includes(ATTEMPTS_EXCEEDED) === true;
        if (!expired && !exhausted) throw caught;
        setStep('password');
        setNotice(
          expired
            ? 'The sign-in took too long. Start again with your password.'
            : keyText(ATTEMPTS_EXCEEDED),
        );
        return;
      }
      // A full load: the layout and every page read the new session from the server.
      window.location.assign(returnPath(search));
    });
  };

  const fieldErrors = ['email', 'password', 'code'].map((field) => fieldText(error, field));
  const formError = error && fieldErrors.every((text) => text === null) ? failureText(error) : null;

  return (
    <section className="bo-card bo-sign-in" aria-labelledby="bo-sign-in-title">
      <h1 id="bo-sign-in-title" className="bo-title">
        Operator sign-in
      </h1>
      {notice && (
        <p className="bo-alert" role="alert">
          {notice}
        </p>
      )}
      {formError && (
        <p className="bo-alert" role="alert">
          {formError}
        </p>
      )}
      {step === 'password' ? (
        <form onSubmit={onPassword} noValidate className="bo-form">
          <TextField
            label="E-mail"
            name="email"
            type="email"
            autoComplete="username"
            required
            error={fieldErrors[0]}
          />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            error={fieldErrors[1]}
          />
          <Button type="submit" busy={busy} block>
            Continue
          </Button>
        </form>
      ) : (
        <form onSubmit={onCode} noValidate className="bo-form">
          <p>Enter the 6-digit code your authenticator app shows for the back office.</p>
          <TextField
            id={CODE_FIELD_ID}
            label="Authentication code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={7}
            required
            error={fieldErrors[2]}
          />
          <Button type="submit" busy={busy} block>
            Sign in
          </Button>
        </form>
      )}
    </section>
  );
}
