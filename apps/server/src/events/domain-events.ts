import { z } from 'zod';

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
