import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactMessageRequestSchema } from '@casino/api/misc';
import { MESSAGE_LOCALES } from '@casino/messages/locales';
import type { AppDeps } from '../../deps.ts';
import { consumeRate } from '../../http/rate-limit.ts';
import { clientNetworkOf } from '../../lib/ip-address.ts';
import { reporterId, userAgentOf } from './reporter.ts';

/** A support form is for people: five messages an hour from one address is plenty, more is a flood. */
export const CONTACT_MESSAGES_PER_HOUR = 5;
const CONTACT_BODY_LIMIT_BYTES = 64 * 1024;
const locales = new Set<string>(MESSAGE_LOCALES);

/** POST /api/send_contact_message (spec 03 section 3): stored for the support team; 422 `{errors}` on a bad form. */
export async function contactRoutes(scope: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/send_contact_message',
    { bodyLimit: CONTACT_BODY_LIMIT_BYTES, schema: { body: contactMessageRequestSchema } },
    async (request, reply) => {
      await consumeRate(deps.db, {
        bucket: `contact:ip:${clientNetworkOf(request.ip)}`,
        limit: CONTACT_MESSAGES_PER_HOUR,
        windowSeconds: 3600,
      });
      const locale = request.cookies.locale;
      await deps.db
        .insertInto('contact_messages')
        .values({
          player_id: reporterId(request),
          email: request.body.contact.email,
          content: request.body.contact.content,
          locale: locale && locales.has(locale) ? locale : null,
          ip: request.ip,
          user_agent: userAgentOf(request),
        })
        .execute();
      return reply.status(204).send();
    },
  );
}
