import type { FastifyInstance } from 'fastify';
import { VALIDATION } from '@casino/domain/validation-keys';
import { validationError } from './errors.ts';

const NUL = '\u0000';

/**
 * The field (last object key on the way) of the first string or key holding U+0000 in `value`, or null. Iterative, so
 * a deeply nested body cannot exhaust the stack.
 */
export function fieldWithNul(value: unknown, field = 'base'): string | null {
  const stack: [unknown, string][] = [[value, field]];
  while (stack.length > 0) {
    const [current, name] = stack.pop() ?? [null, field];
    if (typeof current === 'string') {
      if (current.includes(NUL)) return name;
    } else if (Array.isArray(current)) {
      for (const item of current) stack.push([item, name]);
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes(NUL)) return name;
        stack.push([item, key]);
      }
    }
  }
  return null;
}

/**
 * PostgreSQL text and jsonb cannot hold U+0000, so a string carrying one would fail in the database with a 500. No
 * field of this API has a use for it: path parameters, query and body are refused up front with 422 on the field.
 */
export function registerNulCharacterGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field =
      fieldWithNul(request.params) ?? fieldWithNul(request.query) ?? fieldWithNul(request.body);
    if (field !== null) throw validationError({ [field]: [VALIDATION.INVALID_FORMAT] });
  });
}
