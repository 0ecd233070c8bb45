import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatMoney } from '@casino/domain/currency';
import { notFound } from '../../http/errors.ts';
import { settleDeposit, type PaymentsDeps } from './deposits.service.ts';
import { findPaymentByActionToken } from './payments.repository.ts';

const tokenParams = z.strictObject({ token: z.string().min(16).max(64) });
const answerBody = z.object({
  password: z.string().max(200).optional(),
  cancel: z.string().max(10).optional(),
});

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function challengePage(amount: string, token: string, styleNonce: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>3-D Secure (sandbox)</title>
<style nonce="${styleNonce}">
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f4f5f7;color:#1d2330;font:16px/1.5 system-ui,sans-serif}
main{background:#fff;border-radius:12px;box-shadow:0 4px 24px #0002;padding:28px;width:min(360px,90vw)}
h1{font-size:1.2rem;margin:0 0 4px}p{margin:0 0 16px;color:#4a5368}label{display:block;font-weight:600;margin-bottom:6px}
input{width:100%;box-sizing:border-box;padding:10px 12px;border:1px solid #8a93a6;border-radius:8px;font:inherit}
.actions{display:flex;gap:8px;margin-top:16px}button{flex:1;padding:10px;border-radius:8px;border:0;font:inherit;font-weight:600;cursor:pointer}
.pay{background:#1a56db;color:#fff}.cancel{background:#e5e7eb;color:#1d2330}small{display:block;margin-top:14px;color:#4a5368}
</style></head><body><main>
<h1>Verify your payment</h1>
<p>Open Casino asks for ${escapeHtml(amount)}. Your bank wants to be sure it is you.</p>
<form method="post" action="/sandbox/3ds/${escapeHtml(token)}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="off" required autofocus>
<div class="actions"><button class="pay" type="submit">Confirm</button>
<button class="cancel" type="submit" name="cancel" value="1" formnovalidate>Cancel</button></div>
</form>
<small>Sandbox issuer: the password is <b>password</b>.</small>
</main></body></html>`;
}

/**
 * The sandbox issuer's 3-D Secure challenge (spec 04 section 2, Adyen's test password `password`): a page outside the
 * web app, as a real issuer's would be, reached by the payment's one-time token. Its answer settles the deposit and
 * sends the player back to the cashbox with the result.
 */
export async function threeDSecureRoutes(app: FastifyInstance, deps: PaymentsDeps): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const routes = scope.withTypeProvider<ZodTypeProvider>();

    routes.get(
      '/sandbox/3ds/:token',
      { schema: { params: tokenParams } },
      async (request, reply) => {
        const row = await findPaymentByActionToken(deps.db, request.params.token);
        if (!row || row.state !== 'processing') throw notFound('This verification has ended');
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(
            challengePage(
              formatMoney(row.amount_cents, row.currency, 'en'),
              request.params.token,
              reply.cspNonce?.style ?? '',
            ),
          );
      },
    );

    routes.post(
      '/sandbox/3ds/:token',
      // A form of the issuer's page: no X-Requested-With, but the same-origin check still applies.
      { schema: { params: tokenParams, body: answerBody }, config: { csrf: 'origin-only' } },
      async (request, reply) => {
        const row = await findPaymentByActionToken(deps.db, request.params.token);
        if (!row || row.state !== 'processing' || !row.provider_reference)
          throw notFound('This verification has ended');
        const provider = deps.providers.get(row.method_provider);
        if (!provider) throw new Error(`no provider ${row.method_provider}`);
        const outcome = request.body.cancel
          ? { kind: 'declined' as const, reason: 'authentication_canceled' }
          : await provider.completeChallenge(row.provider_reference, {
              password: request.body.password ?? '',
            });
        await settleDeposit(deps, row.id, outcome);
        return reply.redirect(`/deposit?payment=${row.id}`, 303);
      },
    );
  });
}
