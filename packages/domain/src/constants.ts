/** Business constants of spec 01 section 9 and spec 02 section 9 (times in ms unless the name says otherwise). */

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_S = 24 * 60 * 60;

// Requests (spec 01 sections 8-9).
export const REQUEST_TIMEOUT_MS = 30_000;
export const SERVER_REQUEST_TIMEOUT_MS = 8_000;
export const RETRY_LIMIT = 6;
export const PAYMENT_METHODS_RETRY_LIMIT = 3;

// Lobby, games and search (spec 01 section 9, spec 02 sections 5 and 9).
export const GAMES_PAGE_SIZE = 40;
export const GAME_ROW_LIMIT = 15;
export const INFINITE_SCROLL_OFFSET_PX = 500;
export const DISABLED_PROVIDERS_MAX = 10;
/** Search starts with more than 2 characters, i.e. at 3. */
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_DEBOUNCE_MS = 300;

// Cashbox.
export const FIRST_DEPOSIT_DEFAULT = 50;
export const CANCELED_PAYMENT_TOAST_WINDOW_MS = 5 * MINUTE_MS;

// Chrome: toasts, modals, titles, notifications, banners, tooltips (spec 01 sections 4, 9; spec 02 section 9).
export const TOAST_LIFETIME_MS = 10_000;
export const MODAL_OVERLAY_HIDE_DELAY_MS = 100;
export const TAB_TITLE_ROTATION_DELAY_MS = 2_000;
export const TAB_TITLE_ROTATION_START_DELAY_MS = 0;
export const CHAT_HASH_DELAY_MS = 1_000;
export const LOCAL_TIME_REFRESH_MS = 15_000;
/** Counts above 8 read "9+". */
export const NOTIFICATION_COUNTER_CAP = 8;
/** Unread chat counts above 1 read "1+". */
export const UNREAD_CHAT_COUNTER_CAP = 1;
export const NOTIFICATION_STORAGE_EXPIRY_MS = 2 * HOUR_MS;
export const PROMO_TOOLTIP_TIMER_MS = 10 * MINUTE_MS;
export const PROMO_TOOLTIP_COOKIE_MAX_AGE_S = DAY_S;
export const BANNER_AUTOPLAY_MS = 10_000;
export const PROMO_BANNER_REAPPEAR_MS = 120_000;
export const POPUP_RESIZE_DEBOUNCE_MS = 150;
export const TOOLTIP_DEFAULT_WIDTH_PX = 180;
export const TOOLTIP_OFFSET_PX = 10;
export const SCROLL_TO_HASH_TIMEOUT_MS = 5_000;
export const SCROLL_TO_HASH_STEP_MS = 200;
export const STICKY_MENU_OFFSET_PX = 60;
export const SHOP_SKELETON_CARDS = 5;
export const ARTICLES_MAX = 6;
export const LEADERBOARD_DEFAULT_WINNERS = 5;
/** A leaderboard winner name shows its first 6 characters, then ***. */
export const LEADERBOARD_NAME_VISIBLE_CHARS = 6;

// Timed popups and widgets (spec 01 section 4, spec 02 section 9).
export const WEBVIEW_ESCAPE_DELAY_MS = 5 * MINUTE_MS;
export const WEBVIEW_ESCAPE_RECHECK_MS = MINUTE_MS;
export const SURVEY_DELAY_MS = 5 * MINUTE_MS;
export const SURVEY_PRELOAD_MS = 4 * MINUTE_MS + 50 * SECOND_MS;
export const SURVEY_WIDGET_INIT_MS = 500;
export const THIRD_PARTY_SCRIPT_RELOAD_MS = HOUR_MS;
export const TRACE_SAMPLE_RATE = 0.05;

// Support chat groups (spec 01 section 9).
export const CHAT_DEFAULT_GROUP = 26;
export const CHAT_VIP_GROUP = 2;
export const CHAT_GENERAL_GROUP = 1;

// Cookies and affiliates (spec 01 section 9).
export const COOKIE_CONSENT_MAX_AGE_S = 365 * DAY_S;
export const EMP_APPROVAL_COOKIE_MAX_AGE_S = 365 * DAY_S;
export const STAG_COOKIE_DAYS = 30;
export const DEFAULT_AFFILIATE_ID = 122;
export const SEARCH_ENGINE_AFFILIATE_ID = 241;
export const SEARCH_ENGINE_REFERRERS: readonly string[] = ['google', 'bing', 'yahoo'];

/** Spec 01 section 9 bet and deposit sum thresholds in minor units, by currency. */
export const SUM_THRESHOLDS: Readonly<Record<string, { bet: number; deposit: number }>> = {
  USD: { bet: 6e6, deposit: 6e5 },
  EUR: { bet: 6e6, deposit: 6e5 },
  AUD: { bet: 9e6, deposit: 9e5 },
  CAD: { bet: 9e6, deposit: 9e5 },
  NZD: { bet: 9e6, deposit: 9e5 },
  BRL: { bet: 3e7, deposit: 3e6 },
};

// Translations (spec 01 section 7, spec 02 section 9): /messages/{lang}.json carries a 5-minute bucket query.
export const TRANSLATION_BUCKET_MS = 300_000;

/** Spec 01 section 7: the cache-busting bucket of /messages/{lang}.json, Math.round(now / 300000). */
export function translationBucket(nowMs: number): number {
  return Math.round(nowMs / TRANSLATION_BUCKET_MS);
}

/** Spec 01 section 9: the affiliate id of a visitor without a stag: 241 from google, bing or yahoo, else 122. */
export function defaultAffiliateId(referrer: string | null | undefined): number {
  let host = '';
  try {
    host = referrer ? new URL(referrer).hostname.toLowerCase() : '';
  } catch {
    host = referrer?.toLowerCase() ?? '';
  }
  const labels = host.split('.');
  return SEARCH_ENGINE_REFERRERS.some((engine) => labels.includes(engine))
    ? SEARCH_ENGINE_AFFILIATE_ID
    : DEFAULT_AFFILIATE_ID;
}
