import type { FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { RoundInputError } from '@casino/games/round';

/** An answer of the studio's own API: `{error: {code, message}}` with its status (docs/games-architecture.md). */
export class StudioError extends Error {
  constructor(
    readonly status: 401 | 404 | 409 | 422 | 429 | 502 | 503,
    readonly code: string,
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'StudioError';
  }
}

export const unknownSession = () =>
  new StudioError(401, 'session_invalid', 'The game session is unknown or closed');
export const roundOpen = () =>
  new StudioError(409, 'round_open', 'A round of this session is still open');
export const walletUnavailable = () =>
  new StudioError(503, 'wallet_unavailable', 'The casino did not answer; nothing was staked');

/**
 * The studio's routes answer in the provider's shape, not the casino's: its own errors, the engines' RoundInputError
 * and schema failures become `{error: {code, message}}`; anything else goes on to the app's handler.
 */
export function registerStudioErrors(scope: FastifyInstance): void {
  scope.setErrorHandler((error, _request, reply) => {
    if (error instanceof StudioError) {
      if (error.retryAfterMs !== undefined)
        reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterMs / 1000))));
      return reply
        .status(error.status)
        .send({ error: { code: error.code, message: error.message } });
    }
    if (error instanceof RoundInputError)
      return reply.status(422).send({ error: { code: error.code, message: error.message } });
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const where = issue?.instancePath.replace(/^\//, '') || error.validationContext || 'request';
      return reply.status(422).send({
        error: { code: 'bad_request', message: `${where}: ${issue?.message ?? 'invalid'}` },
      });
    }
    throw error;
  });
}
