import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  patchPlayerBodySchema,
  playerGroupsBodySchema,
  profileResponseSchema,
  settingsSchema,
  statsSchema,
  updateLocaleBodySchema,
} from '@casino/api/player';
import type { AppDeps } from '../../deps.ts';
import { requirePlayerId } from '../../http/session.ts';
import { accountsRoutes } from './accounts.routes.ts';
import { changePlayerGroups } from './player-groups.ts';
import { playerSettings } from './player-settings.ts';
import { playerStats } from './player-stats.ts';
import { loadProfile, updateLocale, updateProfile } from './player.service.ts';
import { subscriptionsRoutes } from './subscriptions.routes.ts';

/**
 * The player calls of spec 03 section 3. Every call needs a signed-in session (401 otherwise, which the client reads
 * as "logged out", spec 01 section 4) except the profile load, which tells a guest so by a body without id, and the
 * realtime settings, which a guest needs for the public channels.
 */
export async function playerRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, config } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  // A guest gets `{}` before any query (spec 03 section 1.1): a 401 here would make the reference client log out and
  // open the login popup on every guest page view. The web shell loads the profile on every page render.
  api.get(
    '/api/player',
    { schema: { response: { 200: profileResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { session } = request;
      if (!session || session.otpPending) return {};
      return loadProfile(db, session.playerId);
    },
  );

  api.patch('/api/player', { schema: { body: patchPlayerBodySchema } }, async (request, reply) => {
    await updateProfile(db, requirePlayerId(request), request.body);
    return reply.status(204).send();
  });

  api.post(
    '/api/player/groups',
    { schema: { body: playerGroupsBodySchema } },
    async (request, reply) => {
      await changePlayerGroups(db, requirePlayerId(request), request.body);
      return reply.status(204).send();
    },
  );

  api.get(
    '/api/player/settings',
    { schema: { response: { 200: settingsSchema } } },
    async (request) => {
      const signedIn =
        request.session && !request.session.otpPending ? request.session.playerId : null;
      return playerSettings(config.SESSION_SECRET, signedIn);
    },
  );

  api.get('/api/player/stats', { schema: { response: { 200: statsSchema } } }, async (request) =>
    playerStats(db, requirePlayerId(request)),
  );

  api.patch(
    '/api/player/update_locale',
    { schema: { body: updateLocaleBodySchema } },
    async (request, reply) => {
      await updateLocale(db, requirePlayerId(request), request.body.locale);
      return reply.status(204).send();
    },
  );

  await accountsRoutes(app, deps);
  await subscriptionsRoutes(app, deps);
}
