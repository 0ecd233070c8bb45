import { useCallback, useEffect, useRef, useState } from 'react';
import type { ValidationComponent } from '~/lib/reporting/validation-report';
import type { FormErrors } from './form-errors.ts';

/**
 * Values, field errors and the whole-form message of one form. After a failed submit, focus moves to
 * the first invalid control in document order (or to the form message): WCAG 3.3.1 asks that a
 * keyboard or screen-reader user lands on what to fix. A form named by `reportAs` reports its failed fields to
 * PUT /metrics-errors-validation (spec 01 section 7): `frontEnd` when its own checks fail before the call,
 * `backEnd` when the server's answer fails it (a `fail` inside `run`).
 */
export function useForm<V extends object>(
  initial: V,
  options: { reportAs?: ValidationComponent } = {},
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const submitting = useRef(false);
  const { reportAs } = options;

  useEffect(() => {
    if (focusRequest === 0) return;
    const form = formRef.current;
    form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-form-message]')?.focus();
  }, [focusRequest]);

  const set = useCallback(<K extends keyof V>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // The message of a field goes once the player edits it; the server or the next submit judges again.
    setErrors((current) =>
      current[String(field)] === undefined ? current : { ...current, [String(field)]: undefined },
    );
  }, []);

  const fail = useCallback(
    (fieldErrors: FormErrors, formMessage: string | null = null) => {
      if (reportAs) {
        const side = submitting.current ? 'backEnd' : 'frontEnd';
        // Loaded on the first failure: pages with forms do not carry the reporting code up front.
        import('~/lib/reporting/validation-report').then(
          (reporting) => reporting.reportFormErrors(reportAs, side, fieldErrors),
          () => undefined,
        );
      }
      setErrors(fieldErrors);
      setMessage(formMessage);
      setFocusRequest((n) => n + 1);
    },
    [reportAs],
  );

  /** Runs a submit: one at a time, clears the old messages first. */
  const run = useCallback(async (task: () => Promise<void>) => {
    setBusy(true);
    setMessage(null);
    submitting.current = true;
    try {
      await task();
    } finally {
      submitting.current = false;
      setBusy(false);
    }
  }, []);

  return {
    values,
    setValues,
    set,
    errors,
    setErrors,
    message,
    setMessage,
    fail,
    busy,
    run,
    formRef,
  };
}
