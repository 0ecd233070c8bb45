import type { FieldErrors } from '@casino/api/client';

// In server renders the ApiClient comes from the Fastify host's bundle, whose ApiError class is not the one this
// bundle imports: `instanceof ApiError` is false there. Read errors by shape instead, on both sides.

/** The HTTP status of an API error (ApiError from either bundle), else null (network error, timeout, bug). */
export function apiErrorStatus(error: unknown): number | null {
  return error instanceof Error && 'status' in error && typeof error.status === 'number'
    ? error.status
    : null;
}

/** The 422 field errors of an API error (field -> message keys), empty when there are none. */
export function apiErrorFields(error: unknown): FieldErrors {
  if (
    !(error instanceof Error) ||
    !('fields' in error) ||
    !error.fields ||
    typeof error.fields !== 'object'
  )
    return {};
  const fields: FieldErrors = {};
  for (const [field, messages] of Object.entries(error.fields)) {
    if (Array.isArray(messages)) fields[field] = messages.map(String);
  }
  return fields;
}
