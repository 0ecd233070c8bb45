import { Redis } from 'ioredis';
import { z } from 'zod';

/** What travels between the nodes of the hub: publications, and the ends of sessions whose sockets must close. */
export const hubMessageSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('publication'), channel: z.string(), data: z.unknown() }),
  z.object({ kind: z.literal('end-session'), sid: z.string() }),
]);
export type HubMessage = z.infer<typeof hubMessageSchema>;

/**
 * Carries hub messages to every node (this one included). In process for one node; over Redis pub/sub for many: each
 * node subscribes and delivers to its own sockets, so a change made on one node reaches a browser on another.
 */
export interface Broker {
  publish(message: HubMessage): Promise<void>;
  onMessage(handler: (message: HubMessage) => void): void;
  /** Told when this node may have missed messages (its subscription dropped and came back). */
  onGap(handler: () => void): void;
  close(): Promise<void>;
}

export function createLocalBroker(): Broker {
  const handlers: ((message: HubMessage) => void)[] = [];
  return {
    async publish(message) {
      for (const handler of handlers) handler(message);
    },
    onMessage(handler) {
      handlers.push(handler);
    },
    // In process nothing is ever missed.
    onGap() {},
    async close() {
      handlers.length = 0;
    },
  };
}

export interface RedisBrokerOptions {
  url: string;
  /** The Redis channel the nodes share (one per deployment). */
  channel: string;
  log: (message: string, error?: unknown) => void;
}

/**
 * Redis pub/sub between nodes. A publish while Redis is away fails at once (no offline queue): the outbox relay keeps
 * the event and tries again, so nothing is lost; the subscriber reconnects and resubscribes by itself when Redis comes
 * back (ioredis), so delivery resumes without a restart.
 */
export function createRedisBroker(options: RedisBrokerOptions): Broker {
  const common = {
    lazyConnect: false,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt: number) => Math.min(attempt * 200, 2_000),
  };
  const publisher = new Redis(options.url, { ...common, enableOfflineQueue: false });
  const subscriber = new Redis(options.url, { ...common, autoResubscribe: true });
  // Connection errors are reported by the failing publishes and the reconnects: logged, never thrown.
  publisher.on('error', (error: unknown) => options.log('realtime redis publisher', error));
  subscriber.on('error', (error: unknown) => options.log('realtime redis subscriber', error));
  const handlers: ((message: HubMessage) => void)[] = [];
  const subscribed = subscriber.subscribe(options.channel).catch((error: unknown) => {
    options.log('realtime redis subscribe', error);
  });
  subscriber.on('message', (channel: string, raw: string) => {
    if (channel !== options.channel) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return;
    }
    const message = hubMessageSchema.safeParse(parsed);
    if (!message.success) return;
    for (const handler of handlers) handler(message.data);
  });
  // Pub/sub keeps nothing for a subscriber that is away: after the subscription comes back, the hub tells its
  // sockets to reconnect and read the state again.
  const gapHandlers: (() => void)[] = [];
  let wasReady = false;
  subscriber.on('ready', () => {
    if (wasReady) for (const handler of gapHandlers) handler();
    wasReady = true;
  });
  return {
    async publish(message) {
      await subscribed;
      await publisher.publish(options.channel, JSON.stringify(message));
    },
    onMessage(handler) {
      handlers.push(handler);
    },
    onGap(handler) {
      gapHandlers.push(handler);
    },
    async close() {
      handlers.length = 0;
      gapHandlers.length = 0;
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
