import { validateEmail } from '@casino/domain/email';
import { VALIDATION } from '@casino/domain/validation-keys';
import { apiErrorFields, apiErrorStatus } from '~/lib/api-error';

// The support page's contact form: POST /api/send_contact_message (spec 01 section 7, spec 02 section 7) with the
// body `contact{email, content}` (spec 03 section 0.1). "The contact message rethrows the errors list" (spec 02
// section 8): the form shows the server's field errors under their fields.

/** The longest message the server takes (CONTACT_CONTENT_MAX_LENGTH of @casino/api/misc, kept out of this bundle). */
export const CONTACT_MAX_LENGTH = 5000;

export interface ContactValues {
  email: string;
  content: string;
}

export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

/** The same checks the server makes, so most mistakes are shown before a request. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  const email = validateEmail(values.email.trim());
  if (email) errors.email = email;
  const content = values.content.trim();
  if (!content) errors.content = VALIDATION.REQUIRED;
  else if (content.length > CONTACT_MAX_LENGTH) errors.content = VALIDATION.TOO_LONG;
  return errors;
}

/** The request body: trimmed values in the `contact` wrapper. */
export function contactBody(values: ContactValues): { contact: ContactValues } {
  return { contact: { email: values.email.trim(), content: values.content.trim() } };
}

/** A failed send: the server's field errors (422), a rate-limit notice (429) or a general failure. */
export function describeContactFailure(error: unknown): {
  fields: ContactErrors;
  message: string | null;
} {
  const status = apiErrorStatus(error);
  if (status === 422) {
    const all = apiErrorFields(error);
    const fields: ContactErrors = {};
    if (all.email?.[0]) fields.email = all.email[0];
    if (all.content?.[0]) fields.content = all.content[0];
    return { fields, message: Object.keys(fields).length ? null : 'CMS.CONTACT_FAILED' };
  }
  if (status === 429) return { fields: {}, message: 'CMS.CONTACT_TOO_MANY' };
  return { fields: {}, message: 'CMS.CONTACT_FAILED' };
}
