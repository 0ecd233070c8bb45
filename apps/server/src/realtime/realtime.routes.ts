import { VALIDATION } from '@casino/domain/validation-keys';
import { siteOriginOf } from '../http/site-origin.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from '@fastify/websocket';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { realtimeSubscriptionSchema } from '@casino/api/realtime';
import type { AppDeps } from '../deps.ts';
import { ClientConnection } from './client-connection.ts';
import type { Hub } from './hub.ts';
import {
  REALTIME_CLIENT_NAME,
  REALTIME_PATH,
  isSessionAlive,
  issueRealtimeToken,
} from './realtime-tokens.ts';

/** The origin the browser connects its WebSocket to: PUBLIC_ORIGIN's, else the request's, as ws: or wss:. */
function socketOrigin(deps: AppDeps, request: FastifyRequest): string {
  const origin = siteOriginOf(request, deps.config);
  return origin.replace(/^http/, 'ws');
}

/** The token of this request's visitor: a signed-in player's (with the session's public number) or a guest's. */
export async function realtimeTokenOf(
  deps: AppDeps,
  request: FastifyRequest,
): Promise<{ token: string; user: string }> {
  const session = request.session;
  if (!session || session.otpPending)
    return { token: issueRealtimeToken(deps.config.SESSION_SECRET, null), user: '' };
  const row = await deps.db
    .selectFrom('sessions')
    .select('public_id')
    .where('id', '=', session.id)
    .executeTakeFirstOrThrow();
  return {
    token: issueRealtimeToken(deps.config.SESSION_SECRET, {
      playerId: session.playerId,
      sessionPublicId: row.public_id,
    }),
    user: String(session.playerId),
  };
}

/**
 * The realtime hub's WebSocket (spec 04 section 4: Centrifugo protocol v2, JSON) and the reference client's new-flow
 * settings call (spec 03 section 20): GET /api/notification_center/centrifugo/subscription -> {url, token, user,
 * client_name}; it connects to `{url}/connection/websocket`.
 */
export async function realtimeRoutes(
  app: FastifyInstance,
  deps: AppDeps & { hub: Hub },
): Promise<void> {
  app.route({
    method: 'GET',
    url: REALTIME_PATH,
    // A plain GET (no WebSocket upgrade) is told what the address expects: 426 Upgrade Required.
    handler: async (_request, reply) =>
      reply
        .status(426)
        .header('upgrade', 'websocket')
        .send({ errors: { base: [VALIDATION.BAD_REQUEST] } }),
    wsHandler: (socket: WebSocket) => {
      const connection = new ClientConnection(socket, {
        hub: deps.hub,
        secret: deps.config.SESSION_SECRET,
        clientName: REALTIME_CLIENT_NAME,
        isSessionAlive: (sid) => isSessionAlive(deps.db, sid),
      });
      socket.on('message', (data: Buffer, isBinary: boolean) => {
        // The JSON protocol sends text frames only.
        const frame = isBinary ? '\u0000' : data.toString();
        connection
          .receive(frame)
          .catch(() =>
            connection.disconnect({ code: 3501, reason: 'bad request', reconnect: false }),
          );
      });
      socket.on('close', () => connection.closed());
      socket.on('error', () => connection.closed());
    },
  });

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/notification_center/centrifugo/subscription',
      { schema: { response: { 200: realtimeSubscriptionSchema } } },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        const { token, user } = await realtimeTokenOf(deps, request);
        return { url: socketOrigin(deps, request), token, user, client_name: REALTIME_CLIENT_NAME };
      },
    );
}
