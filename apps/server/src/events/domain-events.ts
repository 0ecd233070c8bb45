import { z } from 'zod';
import { paymentSchema } from '@casino/api/payments';
import { latestWinSchema } from '@casino/api/play';

/**
 * The domain events of the outbox, one schema per topic: what a change tells the rest of the casino after commit
 * (realtime pushes, limits counters, and later wagering, tournaments and comp points).
 */
const balanceChanged = z.object({
  currency: z.string(),
  transferId: z.number().int(),
  kind: z.string(),
  real: z.number().int(),
  bonus: z.number().int(),
  reserved: z.number().int(),
});

export const DOMAIN_EVENT_SCHEMAS = {
  'balance.changed': balanceChanged,
  /** A payment was created or changed state: the Payment of spec 03 section 1.4 as the player sees it. */
  'payment.changed': paymentSchema,
  /** A live session ended (queued by a trigger on sessions): its realtime sockets close. */
  'session.ended': z.object({ sid: z.string() }),
  /**
   * A wallet call moved real play money (modules/wallet): what this call staked and paid in a round, not totals, so
   * consumers (wagering, tournaments, comp points) sum events; `finished` tells the round is settled.
   */
  'bet.settled': z.object({
    player_id: z.number().int(),
    currency: z.string(),
    game: z.string(),
    round_id: z.string(),
    bet: z.number().int(),
    win: z.number().int(),
    finished: z.boolean(),
  }),
  /** Stakes given back by wallet rollbacks: consumers that counted the bet take it back. */
  'bet.rolled_back': z.object({
    player_id: z.number().int(),
    currency: z.string(),
    game: z.string(),
    round_id: z.string(),
    bet: z.number().int(),
  }),
  /** A player's limits were set, changed, removed or confirmed: the limits list is pushed on `game_limits`. */
  'limits.changed': z.object({}),
  /** A settled round that won at least 10x its stake: published on `public:wins`. */
  'win.big': latestWinSchema,
} as const;

export type DomainEventTopic = keyof typeof DOMAIN_EVENT_SCHEMAS;
export type DomainEventPayload<T extends DomainEventTopic> = z.infer<
  (typeof DOMAIN_EVENT_SCHEMAS)[T]
>;

/** An event as it is queued: its topic, the player it concerns (if any) and its payload. */
export type QueuedDomainEvent = {
  [T in DomainEventTopic]: { topic: T; playerId: number | null; payload: DomainEventPayload<T> };
}[DomainEventTopic];

/** An event as the relay hands it to consumers: with its id (consumers are idempotent by it) and time. */
export type DomainEvent = QueuedDomainEvent & { id: number; createdAt: Date };

/** Reads a stored event back through its topic's schema; null for an unknown topic or a payload it cannot read. */
export function readDomainEvent(
  topic: string,
  playerId: number | null,
  payload: unknown,
): QueuedDomainEvent | null {
  switch (topic) {
    case 'balance.changed': {
      const parsed = DOMAIN_EVENT_SCHEMAS[topic].safeParse(payload);
      return parsed.success ? { topic, playerId, payload: parsed.data } : null;
    }
    case 'payment.changed': {
      const parsed = DOMAIN_EVENT_SCHEMAS[topic].safeParse(payload);
      return parsed.success ? { topic, playerId, payload: parsed.data } : null;
    }
    case 'session.ended': {
      const parsed = DOMAIN_EVENT_SCHEMAS[topic].safeParse(payload);
      return parsed.success ? { topic, playerId, payload: parsed.data } : null;
    }
    case 'bet.settled': {
      const parsed = DOMAIN_EVENT_SCHEMAS[topic].safeParse(payload);
      return parsed.success ? { topic, playerId, payload: parsed.data } : null;
    }
    case 'bet.rolled_back': {
      const parsed = DOMAIN_EVENT_SCHEMAS[topic].safeParse(payload);
      return parsed.success ? { topic, playerId, payload: parsed.data } : null;
    }
    case 'limits.changed': {
      const parsed = DOMAIN_EVENT_SCHEMAS[topic].safeParse(payload);
      return parsed.success ? { topic, playerId, payload: parsed.data } : null;
    }
    case 'win.big': {
      const parsed = DOMAIN_EVENT_SCHEMAS[topic].safeParse(payload);
      return parsed.success ? { topic, playerId, payload: parsed.data } : null;
    }
    default:
      return null;
  }
}
