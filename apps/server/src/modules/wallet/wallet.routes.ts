import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  WALLET_ERRORS,
  WALLET_ERROR_STATUS,
  WALLET_SIGNATURE_HEADER,
  walletPlayBodySchema,
  walletRollbackBodySchema,
  type WalletAnswer,
  type WalletErrorAnswer,
} from '@casino/api/play';
import type { AppDeps } from '../../deps.ts';
import { hasValidSignature } from './request-signature.ts';
import { WalletError, badRequest, toWalletError } from './wallet-error.ts';
import { playableBalance, settlePlay, settleRollback } from './wallet.service.ts';

/** A wallet call is a few hundred bytes; 50 actions fit in far less than this. */
const WALLET_BODY_LIMIT_BYTES = 64 * 1024;

/** Whose balance an error answer carries: known once the signature and the body have been checked. */
const callers = new WeakMap<FastifyRequest, { playerId: number; currency: string }>();

function parseSigned<S extends z.ZodType<{ user_id: string; currency: string }>>(
  request: FastifyRequest,
  deps: AppDeps,
  schema: S,
): z.infer<S> {
  const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
  const signature = request.headers[WALLET_SIGNATURE_HEADER];
  if (!hasValidSignature(raw, signature, deps.config.WALLET_AUTH_TOKEN))
    throw new WalletError(WALLET_ERRORS.BAD_SIGNATURE, 'Bad or missing X-Request-Sign');
  let json: unknown;
  try {
    json = JSON.parse(raw.toString('utf8'));
  } catch {
    throw badRequest('Body is not JSON');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(`${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
  }
  callers.set(request, { playerId: Number(parsed.data.user_id), currency: parsed.data.currency });
  return parsed.data;
}

/**
 * The seamless-wallet protocol (spec 04 section 3, docs/wallet-protocol.md) in its own scope: bodies are kept raw
 * (the signature covers the exact bytes), and every refusal is `{code, message, balance}` with HTTP 412.
 */
export async function walletRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: WALLET_BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, body),
  );
  app.setErrorHandler(async (error, request, reply) => {
    const framework =
      !(error instanceof Error && 'code' in error && typeof error.code === 'number') &&
      typeof (error as { statusCode?: unknown }).statusCode === 'number' &&
      (error as { statusCode: number }).statusCode < 500;
    const walletError = framework ? badRequest('Bad request') : toWalletError(error);
    if (walletError.code === WALLET_ERRORS.UNKNOWN)
      request.log.error({ err: error }, 'wallet call failed');
    // Told only to a signed, well-formed call about the session's own player (101: the user_id is not that player).
    const caller =
      walletError.code === WALLET_ERRORS.PLAYER_INVALID ? undefined : callers.get(request);
    const balance = caller ? await playableBalance(deps.db, caller.playerId, caller.currency) : 0;
    const body: WalletErrorAnswer = {
      code: walletError.code,
      message: walletError.message,
      balance,
    };
    return reply.status(WALLET_ERROR_STATUS).send(body);
  });

  const options = { config: { csrf: 'signed' as const }, bodyLimit: WALLET_BODY_LIMIT_BYTES };
  app.post('/api/wallet/play', options, async (request): Promise<WalletAnswer> =>
    settlePlay(deps, parseSigned(request, deps, walletPlayBodySchema)),
  );
  app.post('/api/wallet/rollback', options, async (request): Promise<WalletAnswer> =>
    settleRollback(deps, parseSigned(request, deps, walletRollbackBodySchema)),
  );
}
