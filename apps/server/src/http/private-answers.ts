import type { FastifyInstance } from 'fastify';

/** The player's own calls: /api/player..., /api/v2/player... (spec 03). */
const PLAYER_API = /^\/api\/(?:v\d+\/)?player(?:[/?]|$)/;

/** What a personal answer says to every cache between the server and the player (ASVS 5 V14.3). */
export const PRIVATE_NO_STORE = 'private, no-store';

/** Answers about a player are never kept by a shared or a browser cache, whatever the route set before. */
export function registerPrivateAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (PLAYER_API.test(request.url)) reply.header('cache-control', PRIVATE_NO_STORE);
    return payload;
  });
}
