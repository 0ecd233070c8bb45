import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { subscriptionsSchema, updateSubscriptionsBodySchema } from '@casino/api/player';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../http/errors.ts';
import { requirePlayerId } from '../../http/session.ts';
import { updatePlayer } from './player.repository.ts';

/** GET and PUT /api/subscriptions (spec 03 section 3): the player's marketing consents, stored on the profile. */
export async function subscriptionsRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/subscriptions',
    { schema: { response: { 200: subscriptionsSchema } } },
    async (request) => {
      const row = await db
        .selectFrom('players')
        .select([
          'receive_promos',
          'receive_sms_promos',
          'receive_promos_via_phone_calls',
          'agreed_to_partner_promotions',
        ])
        .where('id', '=', requirePlayerId(request))
        .executeTakeFirst();
      if (!row) throw notFound('Player not found');
      return row;
    },
  );

  api.put(
    '/api/subscriptions',
    { schema: { body: updateSubscriptionsBodySchema } },
    async (request, reply) => {
      await updatePlayer(db, requirePlayerId(request), request.body);
      return reply.status(204).send();
    },
  );
}
