import type { QueryClient } from '@tanstack/react-query';
import type { Account } from '@casino/api/player';
import { accountSchema } from '@casino/api/player';
import { paymentChangeSchema } from '@casino/api/payments';
import { userLimitsSchema } from '@casino/api/limits';
import {
  privateChannelOf,
  realtimeSubscriptionSchema,
  type RealtimeSubscription,
} from '@casino/api/realtime';
import { events } from '~/lib/events';
import { ACCOUNTS_QUERY_KEY } from '~/lib/player/get-accounts';
import { PAYMENTS_QUERY_KEY } from '~/lib/player/payments-key';
import { USER_LIMITS_QUERY_KEY } from '~/lib/player/user-limits-key';

const SUBSCRIPTION_PATH = '/api/notification_center/centrifugo/subscription';

/**
 * A balance push replaces the account of its currency (spec 03 section 20), or adds it when it is new. Which wallet
 * is active is the player's own choice, read from the accounts call: a push (its state taken when the relay ran) keeps
 * the flag the list has, so a late push cannot switch the header back to another wallet.
 */
export function withPushedAccount(
  accounts: readonly Account[] | undefined,
  pushed: Account,
): Account[] {
  const list = accounts ?? [];
  return list.some((account) => account.currency === pushed.currency)
    ? list.map((account) =>
        account.currency === pushed.currency ? { ...pushed, active: account.active } : account,
      )
    : [...list, { ...pushed, active: false }];
}

/**
 * The player's realtime connection (issue 9 section 2): the official `centrifuge` client, loaded only now (after
 * hydration, off the first page), one per tab, with its own reconnect backoff and token refresh. Pushes patch the
 * query cache: a balance replaces that currency's account; payments_changes refreshes the payments queries and is
 * announced as `payment-changed`; game_limits replaces the limits list. Answers the function that closes it.
 */
export async function openRealtimeConnection(client: QueryClient): Promise<() => void> {
  const [{ Centrifuge, UnauthorizedError }, { api }] = await Promise.all([
    import('centrifuge'),
    import('~/lib/api'),
  ]);
  const fetchSubscription = (): Promise<RealtimeSubscription> =>
    api.request('GET', SUBSCRIPTION_PATH, { schema: realtimeSubscriptionSchema });
  const subscription = await fetchSubscription();
  // Missing url, token or client name means no realtime, and no fallback (spec 03 section 20).
  if (!subscription.url || !subscription.token || !subscription.client_name || !subscription.user)
    return () => undefined;
  const centrifuge = new Centrifuge(`${subscription.url}/connection/websocket`, {
    token: subscription.token,
    getToken: async () => {
      const next = await fetchSubscription().catch(() => null);
      // Signed out meanwhile: stop, do not retry with a guest token.
      if (!next || next.user !== subscription.user) throw new UnauthorizedError('signed out');
      return next.token;
    },
  });
  const balance = centrifuge.newSubscription(privateChannelOf(subscription, 'balance'));
  balance.on('publication', ({ data }) => {
    const parsed = accountSchema.safeParse(data);
    if (!parsed.success) return;
    client.setQueryData<Account[]>(ACCOUNTS_QUERY_KEY, (accounts) =>
      withPushedAccount(accounts, parsed.data),
    );
  });
  const payments = centrifuge.newSubscription(privateChannelOf(subscription, 'payments_changes'));
  payments.on('publication', ({ data }) => {
    const parsed = paymentChangeSchema.safeParse(data);
    if (!parsed.success) return;
    void client.invalidateQueries({ queryKey: PAYMENTS_QUERY_KEY });
    events.emit('payment-changed', parsed.data);
  });
  const limits = centrifuge.newSubscription(privateChannelOf(subscription, 'game_limits'));
  limits.on('publication', ({ data }) => {
    const parsed = userLimitsSchema.safeParse(data);
    if (parsed.success) client.setQueryData(USER_LIMITS_QUERY_KEY, parsed.data);
  });
  // After a reconnect the pushes in between may be lost (spec 04 section 4: Centrifugo without history): read again.
  let subscribedBefore = false;
  balance.on('subscribed', () => {
    if (subscribedBefore) {
      void client.invalidateQueries({ queryKey: ACCOUNTS_QUERY_KEY });
      void client.invalidateQueries({ queryKey: PAYMENTS_QUERY_KEY });
      void client.invalidateQueries({ queryKey: USER_LIMITS_QUERY_KEY });
    }
    subscribedBefore = true;
  });
  balance.subscribe();
  payments.subscribe();
  limits.subscribe();
  centrifuge.connect();
  return () => centrifuge.disconnect();
}
