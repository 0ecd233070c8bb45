import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DomainError, statusByCode, type FieldErrors } from './errors.ts';

const issueKeyByKeyword: Record<string, string> = {
  invalid_type: 'VALIDATION.INVALID_TYPE',
  unrecognized_keys: 'VALIDATION.UNKNOWN_FIELD',
  too_small: 'VALIDATION.TOO_SHORT',
  too_big: 'VALIDATION.TOO_LONG',
  invalid_format: 'VALIDATION.INVALID_FORMAT',
  invalid_value: 'VALIDATION.INVALID_VALUE',
};

/** Zod messages that are already message keys (UPPER.SNAKE) pass through; zod's own texts become keys by issue code. */
function messageKey(message: string, keyword: string): string {
  return /^[A-Z0-9_]+(\.[A-Z0-9_]+)+$/.test(message)
    ? message
    : (issueKeyByKeyword[keyword] ?? 'VALIDATION.INVALID');
}

function addFieldError(fields: FieldErrors, field: string, key: string): void {
  // Own properties only: an unknown field may be named `__proto__` or `constructor`.
  const list = Object.hasOwn(fields, field) ? fields[field] : undefined;
  if (!list)
    Object.defineProperty(fields, field, {
      value: [key],
      enumerable: true,
      writable: true,
      configurable: true,
    });
  else if (!list.includes(key)) list.push(key);
}

/** The field is the last segment of the instance path (`/user/email` -> email); whole-body errors go under `base`. */
export function fieldErrorsFromValidation(
  validation: {
    instancePath: string;
    keyword: string;
    message?: string | undefined;
    params?: Record<string, unknown>;
  }[],
): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of validation) {
    const segments = issue.instancePath
      .split('/')
      .filter(Boolean)
      .filter((s) => !/^\d+$/.test(s));
    const keys =
      issue.keyword === 'unrecognized_keys' &&
      Array.isArray((issue.params as { keys?: unknown } | undefined)?.keys)
        ? (issue.params as { keys: string[] }).keys
        : [segments.at(-1) ?? 'base'];
    for (const field of keys)
      addFieldError(fields, field, messageKey(issue.message ?? '', issue.keyword));
  }
  return fields;
}

/** One handler: typed domain errors to their status, validation to 422, bad bodies to 4xx, anything else a 500 without details. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
    if (error instanceof DomainError) {
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      const body = error.fields
        ? { errors: error.fields, ...error.details }
        : { error: error.message, code: error.code, ...error.details };
      return reply.status(statusByCode[error.code]).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const status =
        error.validationContext === 'body' ||
        error.validationContext === 'querystring' ||
        error.validationContext === 'params'
          ? 422
          : 400;
      return reply.status(status).send({ errors: fieldErrorsFromValidation(error.validation) });
    }
    const fastifyError = error as FastifyError;
    if (fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return reply.status(413).send({ errors: { base: ['VALIDATION.PAYLOAD_TOO_LARGE'] } });
    if (fastifyError.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
      return reply.status(415).send({ errors: { base: ['VALIDATION.UNSUPPORTED_MEDIA_TYPE'] } });
    if (
      fastifyError.statusCode &&
      fastifyError.statusCode >= 400 &&
      fastifyError.statusCode < 500
    ) {
      return reply.status(fastifyError.statusCode).send({
        errors: {
          base: [
            fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
            fastifyError.name === 'SyntaxError'
              ? 'VALIDATION.MALFORMED_JSON'
              : 'VALIDATION.BAD_REQUEST',
          ],
        },
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: 'Internal Server Error' });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ error: `${request.url} is not found`, code: 'NotFound' }),
  );
}
