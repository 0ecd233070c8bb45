import { realtimeSubscriptionSchema } from '@casino/api/realtime';

const SUBSCRIPTION_PATH = '/api/notification_center/centrifugo/subscription';

/**
 * Listens to one public channel (spec 03 section 20: `ws:{client_name}:public:{name}`), for guests too: the
 * subscription call gives a guest a token of its own. The `centrifuge` client is loaded only now, so pages that show
 * no live feed never carry it. Answers the function that closes the connection.
 */
export async function listenToPublicChannel(
  name: string,
  onData: (data: unknown) => void,
): Promise<() => void> {
  const [{ Centrifuge }, { api }] = await Promise.all([import('centrifuge'), import('~/lib/api')]);
  const subscription = await api.request('GET', SUBSCRIPTION_PATH, {
    schema: realtimeSubscriptionSchema,
  });
  // Missing url, token or client name means no realtime, and no fallback (spec 03 section 20).
  if (!subscription.url || !subscription.token || !subscription.client_name) return () => undefined;
  const centrifuge = new Centrifuge(`${subscription.url}/connection/websocket`, {
    token: subscription.token,
  });
  const channel = centrifuge.newSubscription(`ws:${subscription.client_name}:public:${name}`);
  channel.on('publication', ({ data }) => onData(data));
  channel.subscribe();
  centrifuge.connect();
  return () => centrifuge.disconnect();
}
