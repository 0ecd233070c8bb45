import { createHmac } from 'node:crypto';
import type { Settings } from '@casino/api/player';

/**
 * The site's websocket path: the realtime hub's (spec 03 section 20 names the site setting; ours is the hub at
 * /connection/websocket, which /api/info/project tells clients to reach through the new flow).
 */
export const REALTIME_PATH = '/connection/websocket';
const SETTINGS_PATH = '/api/player/settings';
/** reCAPTCHA v3 is what the reference client loads; no site key is configured, so captcha stays off. */
const RECAPTCHA_VERSION = 3;

/** Centrifugo legacy connection token: HMAC-SHA256 over user + timestamp, keyed with the session secret. */
export function realtimeToken(secret: string, user: string, timestamp: string): string {
  return createHmac('sha256', secret)
    .update(user + timestamp)
    .digest('hex');
}

/**
 * GET /api/player/settings (spec 03 sections 3 and 20). A guest gets `user: ''` and so joins public channels only;
 * the realtime hub checks the token with realtimeToken before it accepts private channels of a user.
 */
export function playerSettings(
  secret: string,
  playerId: number | null,
  now: Date = new Date(),
): Settings {
  const user = playerId === null ? '' : String(playerId);
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return {
    cent: {
      url: REALTIME_PATH,
      user,
      token: realtimeToken(secret, user, timestamp),
      timestamp,
      authEndpoint: SETTINGS_PATH,
    },
    recaptcha: '',
    recaptcha_version: RECAPTCHA_VERSION,
  };
}
