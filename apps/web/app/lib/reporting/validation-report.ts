import type { ValidationMetrics } from '@casino/api/reporting';
import { sendReport } from '~/lib/reporting/report-client';

export type ValidationComponent = ValidationMetrics['component'];
export type ValidationSide = ValidationMetrics['side'];

const MAX_ERRORS = 100;

/**
 * The body of PUT /metrics-errors-validation (spec 01 section 7) for a failed submit: each field with a message and
 * the message key shown first; null when no field failed (a whole-form message only, such as a network failure).
 */
export function validationMetrics(
  component: ValidationComponent,
  side: ValidationSide,
  fieldErrors: Partial<Record<string, string>>,
): ValidationMetrics | null {
  const errors: ValidationMetrics['errors'] = [];
  for (const [key, message] of Object.entries(fieldErrors)) {
    if (message !== undefined && key !== '' && errors.length < MAX_ERRORS)
      errors.push({ key: key.slice(0, 100), firstMessage: message.slice(0, 500) });
  }
  return errors.length > 0 ? { side, component, errors } : null;
}

/** Reports a form's failed submit (PUT /metrics-errors-validation); never throws. */
export function reportFormErrors(
  component: ValidationComponent,
  side: ValidationSide,
  fieldErrors: Partial<Record<string, string>>,
): void {
  const body = validationMetrics(component, side, fieldErrors);
  if (body) void sendReport(['PUT', '/metrics-errors-validation'], body);
}
