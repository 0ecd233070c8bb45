import type { Json } from '../../../../modules/fe-config/localize.ts';

/**
 * Stags for visitors who arrive from a search engine or an AI assistant without an affiliate link. Affiliate 241
 * is the search-engine affiliate (spec 01 section 9: 241 when the referrer is google, bing or yahoo), 122 the default.
 */
export const stagByReferrerName: Json = {
  pages: {
    google: {
      '/pokies/all': '241_google_pokies',
      '/live/all': '241_google_live',
      '/benefits-of-crypto': '241_google_crypto',
    },
    bing: { '/pokies/all': '241_bing_pokies' },
  },
  countries: {
    others: { google: '241_google', bing: '241_bing', yahoo: '241_yahoo', ai: '122_ai_assistant' },
    CA: {
      google: '241_google_ca',
      bing: '241_bing_ca',
      yahoo: '241_yahoo_ca',
      ai: '122_ai_assistant_ca',
    },
    AU: {
      google: '241_google_au',
      bing: '241_bing_au',
      yahoo: '241_yahoo_au',
      ai: '122_ai_assistant_au',
    },
    NZ: {
      google: '241_google_nz',
      bing: '241_bing_nz',
      yahoo: '241_yahoo_nz',
      ai: '122_ai_assistant_nz',
    },
    DE: {
      google: '241_google_de',
      bing: '241_bing_de',
      yahoo: '241_yahoo_de',
      ai: '122_ai_assistant_de',
    },
  },
};

/** Stags whose visitors never see promo banners and promo tooltips (brand-protection and cashback partners). */
export const excludedPromoStags: Json = [
  '241_google_brand',
  '241_bing_brand',
  '377_cashback_partner',
  '512_vip_referral',
];

/** The satisfaction survey shown after 5 minutes of play outside games (spec 01 section 4). */
export const surveyConfig: Json = {
  survey_id: 'player-satisfaction-2026',
  survey_collector_id: 'lobby-widget',
  is_enable_widget: true,
};

/** Sportsbook embedding (spec 01 section 1: a separate subdomain, in an iframe or webview). */
export const bettingConfig: Json = {
  enabled: true,
  path: '/sport',
  embedMode: 'iframe',
  defaultPage: 'live',
  showInHeader: true,
  showInBottomBar: true,
  pages: ['live', 'upcoming', 'favorites', 'bets-history'],
};

export const logoConfig: Json = {
  logoUrl: { mobile: '/brand/logo-mobile.svg', full: '/brand/logo-full.svg' },
};
