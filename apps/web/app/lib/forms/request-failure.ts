import { ApiError, TimeoutError } from '@casino/api/client';
import { formErrorsFromApi, hasErrors, type FormErrors } from './form-errors.ts';

/** What a form shows after a failed call: messages on its fields, or one message above the form. */
export interface RequestFailure {
  fields: FormErrors;
  /** A message key for the form as a whole, or null when the field messages say it all. */
  message: string | null;
}

/** Message keys a form picks for the whole-form failures; `restricted` is the 403 of a geo block (spec 01 section 2). */
export interface FailureMessages {
  restricted: string;
  rateLimited: string;
  generic: string;
}

/**
 * Reads a rethrown response (spec 01 section 8): 422 field errors go on the fields (a `base` error
 * becomes the form message), 403 is the restricted-country answer, 429 too many attempts, anything
 * else (timeouts, 5xx, offline) the generic message.
 */
export function describeFailure(error: unknown, messages: FailureMessages): RequestFailure {
  if (error instanceof ApiError) {
    if (error.status === 422) {
      const { base, ...fields } = formErrorsFromApi(error);
      return { fields, message: base ?? (hasErrors(fields) ? null : messages.generic) };
    }
    if (error.status === 403) return { fields: {}, message: messages.restricted };
    if (error.status === 429) return { fields: {}, message: messages.rateLimited };
  }
  if (error instanceof TimeoutError) return { fields: {}, message: messages.generic };
  return { fields: {}, message: messages.generic };
}

/** Message keys of errors that have no field on the form (and the form's own), read as one message; null for none. */
export function formMessageOf(
  t: (key: string) => string,
  keys: readonly (string | null | undefined)[],
): string | null {
  return (
    keys
      .filter((key): key is string => Boolean(key))
      .map((key) => t(key))
      .join(' ') || null
  );
}
