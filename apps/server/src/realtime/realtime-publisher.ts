import { paymentChangeSchema } from '@casino/api/payments';
import type { AppDeps } from '../deps.ts';
import type { EventConsumer } from '../events/relay-outbox.ts';
import { listLimits } from '../modules/limits/limits.service.ts';
import { accountOf } from '../modules/player/accounts.service.ts';
import { privateChannel } from './channels.ts';
import type { Hub } from './hub.ts';

/** Where publications go: this deployment's hub, or a Centrifugo cluster's HTTP API. */
export interface RealtimePublisher {
  publish(channel: string, data: unknown, idempotencyKey: string): Promise<void>;
  endSession(sid: string, playerId: number | null): Promise<void>;
}

export function hubPublisher(hub: Hub): RealtimePublisher {
  return {
    publish: (channel, data) => hub.publish(channel, data),
    endSession: (sid) => hub.endSession(sid),
  };
}

/**
 * Publishing through a real Centrifugo (CENTRIFUGO_API_URL, CENTRIFUGO_API_KEY): its HTTP API, `POST /api/publish`
 * with the event id as idempotency key; an ended session disconnects that user's connections.
 */
export function centrifugoPublisher(
  apiUrl: string,
  apiKey: string,
  fetchImpl: typeof fetch = fetch,
): RealtimePublisher {
  const call = async (method: string, body: object) => {
    const res = await fetchImpl(`${apiUrl.replace(/\/$/, '')}/api/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(5_000),
    });
    if (!res.ok) throw new Error(`centrifugo ${method} answered ${res.status}`);
    const answer: unknown = await res.json().catch(() => ({}));
    if (typeof answer === 'object' && answer !== null && 'error' in answer)
      throw new Error(`centrifugo ${method} refused: ${JSON.stringify(answer)}`);
  };
  return {
    publish: (channel, data, idempotencyKey) =>
      call('publish', { channel, data, idempotency_key: idempotencyKey }),
    endSession: async (_sid, playerId) => {
      if (playerId !== null) await call('disconnect', { user: String(playerId) });
    },
  };
}

/** Topics that move what counts against a player's limits (deposits, settled and rolled-back bets). */
const LIMIT_USAGE_TOPICS: ReadonlySet<string> = new Set([
  'payment.changed',
  'bet.settled',
  'bet.rolled_back',
]);

/**
 * `game_limits#<player>` (spec 03 section 20 leaves its payload to us): the whole list of GET /api/user_limits, so the
 * limits page replaces its query with it. Pushed when the limits change, and when usage moves for a player who has
 * limits (a player without any gets no push for every bet).
 */
async function publishLimits(
  deps: AppDeps,
  publisher: RealtimePublisher,
  playerId: number,
  key: string,
  always: boolean,
): Promise<void> {
  const limits = await listLimits(deps.db, playerId);
  if (limits.length > 0 || always)
    await publisher.publish(privateChannel('game_limits', playerId), limits, key);
}

/**
 * The outbox consumer that turns committed changes into pushes (spec 03 section 20): a balance change pushes the
 * wallet's Account on `balance#<player>`, a payment change the spec's payments_changes payload, a big win its row on
 * `public:wins`, a limits change or usage the limits list on `game_limits#<player>`; an ended session closes its
 * sockets. Pushes carry whole states, so an event delivered twice changes nothing.
 */
export function realtimeConsumer(deps: AppDeps, publisher: RealtimePublisher): EventConsumer {
  return {
    name: 'realtime',
    topics: [
      'balance.changed',
      'payment.changed',
      'session.ended',
      'win.big',
      'bet.settled',
      'bet.rolled_back',
      'limits.changed',
    ],
    async handle(event) {
      const key = `event-${event.id}`;
      if (event.topic === 'session.ended')
        return publisher.endSession(event.payload.sid, event.playerId);
      if (event.topic === 'win.big') return publisher.publish('public:wins', event.payload, key);
      if (event.playerId === null) return;
      if (event.topic === 'limits.changed' || LIMIT_USAGE_TOPICS.has(event.topic))
        await publishLimits(
          deps,
          publisher,
          event.playerId,
          `${key}-limits`,
          event.topic === 'limits.changed',
        );
      if (event.topic !== 'payment.changed' && event.topic !== 'balance.changed') return;
      if (event.topic === 'balance.changed') {
        const account = await accountOf(deps.db, event.playerId, event.payload.currency);
        if (account)
          await publisher.publish(privateChannel('balance', event.playerId), account, key);
        return;
      }
      await publisher.publish(
        privateChannel('payments_changes', event.playerId),
        paymentChangeSchema.parse(event.payload),
        key,
      );
    },
  };
}
