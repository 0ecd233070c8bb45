import type { z } from 'zod';
import { ApiError } from '@casino/api/client';

/** One message key per field: a form shows the first broken rule (spec 03 section 0.3: "the client shows the first message"). */
export type FormErrors = Partial<Record<string, string>>;

/** The field of an issue is the last named path segment (`user.email` -> email), as the server's 422 answer names it. */
function fieldOf(path: readonly PropertyKey[]): string {
  const named = path.filter((segment): segment is string => typeof segment === 'string');
  return named.at(-1) ?? 'base';
}

/** Zod issues of a request schema to form errors, first issue per field wins. */
export function formErrorsFromZod(error: z.ZodError): FormErrors {
  const errors: FormErrors = {};
  for (const issue of error.issues) {
    const field = fieldOf(issue.path);
    errors[field] ??= issue.message;
  }
  return errors;
}

/** A 422 answer's `errors` to form errors; any other failure yields none (the caller shows a general message). */
export function formErrorsFromApi(error: unknown): FormErrors {
  if (!(error instanceof ApiError) || error.status !== 422) return {};
  const errors: FormErrors = {};
  for (const [field, messages] of Object.entries(error.fields)) {
    const first = messages[0];
    if (first !== undefined) errors[field] = first;
  }
  return errors;
}

export function hasErrors(errors: FormErrors): boolean {
  return Object.values(errors).some((message) => message !== undefined);
}
