import type { FeConfigName } from '@casino/api/fe-config';
import type { Json } from '../../../modules/fe-config/localize.ts';
import {
  bettingConfig,
  excludedPromoStags,
  logoConfig,
  stagByReferrerName,
  surveyConfig,
} from './fe-configs/marketing.ts';
import {
  mainWidgetConfig,
  managePromotionPages,
  menuCategoriesGames,
  providersConfig,
} from './fe-configs/menu.ts';
import {
  additionalGifts,
  disabledBonuses,
  modifyGiftsConfig,
  vipAdventures,
} from './fe-configs/gifts.ts';
import { currencyConfig } from './fe-configs/currency-config.ts';
import { bannersConfig } from './fe-configs/banners.ts';
import { wheelConfig, wheelConfigSegments } from './fe-configs/wheel.ts';
import { managers } from './fe-configs/managers.ts';
import { CRYPTO_RATES_DOCUMENT, cryptoRates } from './fe-configs/crypto-rates.ts';

/** The public config documents, one per GET /api/fe/config/<name> (spec 01 section 7, spec 02 section 7). */
export const PUBLIC_FE_CONFIGS: Readonly<Record<FeConfigName, Json>> = {
  'stag-by-referrer-name': stagByReferrerName,
  'survey-config': surveyConfig,
  'betting-config': bettingConfig,
  'vip-adventures': vipAdventures,
  'disabled-bonuses': disabledBonuses,
  'modify-gifts-config': modifyGiftsConfig,
  'excluded-promo-stags': excludedPromoStags,
  'currency-config': currencyConfig,
  'additional-gifts': additionalGifts,
  'main-widget-config': mainWidgetConfig,
  'providers-config': providersConfig,
  'logo-config': logoConfig,
  'menu-categories-games': menuCategoriesGames,
  'manage-promotion-pages': managePromotionPages,
  'banners-config': bannersConfig,
  'wheel-config': wheelConfig,
  'wheel-config-segments': wheelConfigSegments,
};

/** Every seeded document: the public ones plus those read only through their own calls (managers, crypto rates). */
export const FE_CONFIG_SEEDS: Readonly<Record<string, Json>> = {
  ...PUBLIC_FE_CONFIGS,
  managers,
  [CRYPTO_RATES_DOCUMENT]: cryptoRates,
};
