import { z } from 'zod';

/**
 * GET /api/notification_center/centrifugo/subscription (spec 03 section 20, new flow): where and with what the browser
 * connects; private channels are `ws:{client_name}:{name}#{user}`. A guest gets `user: ''` (public channels only).
 */
export const realtimeSubscriptionSchema = z.object({
  url: z.string(),
  token: z.string(),
  user: z.string(),
  client_name: z.string(),
});
export type RealtimeSubscription = z.infer<typeof realtimeSubscriptionSchema>;

/** The private channel of `name` for a subscription's user. */
export const privateChannelOf = (subscription: RealtimeSubscription, name: string): string =>
  `ws:${subscription.client_name}:${name}#${subscription.user}`;
