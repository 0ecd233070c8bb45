import { z } from 'zod';
import { validateMustChecked, validateRequired } from '@casino/domain/generic';
import { VALIDATION, type ValidationKey } from '@casino/domain/validation-keys';

/** A domain rule over a string (packages/domain/src/*.ts): null when valid, else the message key. */
export type StringRule = (value: string) => ValidationKey | null;

/**
 * Turns a domain validator into a zod string check whose issue message is the message key itself, so
 * the web form and the server's 422 answer (`{errors: {field: ['VALIDATION.EMAIL_INVALID']}}`) carry the
 * same key (spec 01 section 5: messages are localized keys per rule). Rules run after the base schema's
 * own checks; each rule adds at most one issue.
 */
export function ruled(validate: StringRule, base: z.ZodString = z.string()): z.ZodString {
  return base.check((ctx) => {
    const key = validate(ctx.value);
    if (key !== null) ctx.issues.push({ code: 'custom', message: key, input: ctx.value });
  });
}

/** Several domain rules on one field; the first broken rule is reported, as a form shows one message. */
export function ruledAll(
  validators: readonly StringRule[],
  base: z.ZodString = z.string(),
): z.ZodString {
  return ruled((value) => {
    for (const validate of validators) {
      const key = validate(value);
      if (key !== null) return key;
    }
    return null;
  }, base);
}

/** A string that must not be blank (spec 01 section 5 `required`); a missing field also reads REQUIRED. */
export function requiredString(): z.ZodString {
  return ruled(validateRequired, z.string({ error: VALIDATION.REQUIRED }));
}

/** A checkbox that must be ticked (spec 01 section 5 `must_checked`): TERMS_REQUIRED otherwise. */
export function mustChecked(): z.ZodBoolean {
  return z.boolean({ error: VALIDATION.TERMS_REQUIRED }).check((ctx) => {
    const key = validateMustChecked(ctx.value);
    if (key !== null) ctx.issues.push({ code: 'custom', message: key, input: ctx.value });
  });
}

/** The wire schema of a message key, for responses that carry field errors. */
export const validationKeySchema = z.enum(Object.values(VALIDATION));
