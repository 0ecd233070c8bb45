/**
 * Channel names of spec 03 section 20 and DESIGN.md: public `public:wins` and `public:jackpots_changes`; private
 * `<name>#<user>`, which only that user may subscribe to. The reference client's new flow prefixes every name with
 * `ws:<client_name>:`; the hub reads both forms as one logical channel and pushes to each subscriber under the name
 * it subscribed with.
 */
export const PUBLIC_CHANNELS: ReadonlySet<string> = new Set([
  'public:wins',
  'public:jackpots_changes',
]);

export const PRIVATE_CHANNELS: ReadonlySet<string> = new Set([
  'balance',
  'bonuses_changes',
  'freespins_changes',
  'comps_award',
  'lootboxes_changes',
  'game_limits',
  'tournaments_statuses',
  'groups_updates',
  'jackpot_win_award',
  'personal_notifications',
  'tournament_notifications',
  'payments_events',
  'payments_changes',
  'payment_methods_updated',
]);

export type ChannelVerdict =
  | { ok: true; logical: string; user: string | null }
  | { ok: false; error: 'unknownChannel' | 'permissionDenied' };

/**
 * What a subscription to `channel` means for a client connected as `user` (null: anonymous): the logical channel, or
 * why it is refused (103 permission denied for another user's channel or an anonymous private one).
 */
export function readChannel(
  channel: string,
  user: string | null,
  clientName: string,
): ChannelVerdict {
  const prefix = `ws:${clientName}:`;
  const logical = channel.startsWith(prefix) ? channel.slice(prefix.length) : channel;
  if (PUBLIC_CHANNELS.has(logical)) return { ok: true, logical, user: null };
  const [name = '', owner, ...rest] = logical.split('#');
  if (
    !PRIVATE_CHANNELS.has(name) ||
    owner === undefined ||
    rest.length > 0 ||
    !/^\d{1,19}$/.test(owner)
  )
    return { ok: false, error: 'unknownChannel' };
  if (owner !== user) return { ok: false, error: 'permissionDenied' };
  return { ok: true, logical, user: owner };
}

/** A user's private channel, as publications name it. */
export const privateChannel = (name: string, playerId: number): string => `${name}#${playerId}`;
