import { z } from 'zod';

// Wire shapes of the info calls: spec 03 section 5 (SoftSwiss front API, snake_case).

/** One profile field of GET /api/info/player_fields; `age.min` is keyed by country with a `default`. */
export const playerFieldSchema = z.object({
  field: z.string(),
  type: z.string(),
  length: z
    .object({ minimum: z.number().int().optional(), maximum: z.number().int().optional() })
    .optional(),
  once_set: z.boolean().optional(),
  age: z.object({ min: z.record(z.string(), z.number().int()) }).optional(),
  service: z.number().int().optional(),
  inclusion: z.object({ in: z.array(z.string()) }).optional(),
});
export type PlayerField = z.infer<typeof playerFieldSchema>;

/** Field names per payment system and action, nested under `contexts.payment_systems`. */
export const paymentSystemContextsSchema = z.record(
  z.string(),
  z.object({ base: z.object({ deposit: z.array(z.string()), cashout: z.array(z.string()) }) }),
);

/** Required fields per context: registration, deposit, cashout, edition, provider contexts (e.g. bgaming) and payment_systems. */
export const playerFieldContextsSchema = z
  .object({ payment_systems: paymentSystemContextsSchema })
  .catchall(z.array(z.string()));

export const playerFieldsInfoSchema = z.object({
  fields: z.array(playerFieldSchema),
  contexts: playerFieldContextsSchema,
});
export type PlayerFieldsInfo = z.infer<typeof playerFieldsInfoSchema>;

/** A status of GET /api/info/statuses; `status` is true for level statuses, false for groups. */
export const statusInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.boolean(),
  writable: z.boolean(),
  conditions: z.array(
    z.object({
      persistent_comp_points: z.object({
        type: z.string(),
        min: z.number().int(),
        max: z.number().int(),
        exclude_end: z.boolean(),
      }),
    }),
  ),
});
export type StatusInfo = z.infer<typeof statusInfoSchema>;

export const countryInfoSchema = z.object({
  code: z.string().length(2),
  name: z.string(),
  default_currency: z.string(),
});
export type CountryInfo = z.infer<typeof countryInfoSchema>;

export const currencyInfoSchema = z.object({
  code: z.string(),
  symbol: z.string(),
  subunits_to_unit: z.number().int().positive(),
  fiat: z.boolean(),
  default: z.boolean(),
  subcurrencies: z.array(z.unknown()),
});
export type CurrencyInfo = z.infer<typeof currencyInfoSchema>;

export const LICENCES = ['CW', 'EE'] as const;

/** GET /api/info/project; `notification_center` turns the new realtime flow on (the inbox stays off). */
export const projectInfoSchema = z.object({
  apps: z.object({ casino: z.boolean(), sportsbook: z.boolean() }),
  license: z.enum(LICENCES),
  player_two_factor_auth: z.boolean(),
  available_currency_exchange: z.boolean(),
  available_referral_system: z.boolean(),
  supported_payment_api_versions: z.array(z.string()),
  hooyu_integration: z.boolean(),
  country_flags: z.null(),
  livespins: z.object({ enabled: z.boolean() }),
  sns_config: z.object({ enable: z.boolean(), base_url: z.string(), flow: z.string() }),
  authentication_key: z.string(),
  notification_center: z
    .object({
      inbox: z
        .object({
          enabled: z.boolean(),
          categories: z.array(z.string()).optional(),
          ws_channels: z.array(z.string()).optional(),
        })
        .optional(),
      new_realtime_notifications_flow_enabled: z.boolean().optional(),
    })
    .optional(),
});
export type ProjectInfo = z.infer<typeof projectInfoSchema>;

export const exchangeRateSchema = z.object({
  exchange_rate: z.number().positive(),
  fee: z.number().min(0).max(1),
  total_exchange_rate: z.number().positive(),
});

/** GET /api/info/crypto_exchange_rates: {FROM: {TO: rate}}. */
export const cryptoExchangeRatesSchema = z.record(
  z.string(),
  z.record(z.string(), exchangeRateSchema),
);
export type CryptoExchangeRates = z.infer<typeof cryptoExchangeRatesSchema>;

/** Affiliate tags: `<affiliate id>_<campaign>`-like tokens; anything else is refused rather than stored or echoed. */
const trackingToken = z
  .string()
  .max(100)
  .regex(/^[A-Za-z0-9_.:-]*$/, 'VALIDATION.INVALID_FORMAT');

/** Query of GET /api/info/locales (spec 01 section 7: stag and affb_id; ref_code when present). */
export const localesQuerySchema = z.object({
  stag: trackingToken.optional(),
  affb_id: z
    .string()
    .regex(/^\d{1,10}$/, 'VALIDATION.INVALID_FORMAT')
    .optional(),
  ref_code: trackingToken.optional(),
});
export type LocalesQuery = z.infer<typeof localesQuerySchema>;

export const localeInfoSchema = z.object({
  code: z.string(),
  name: z.string(),
  name_in_locale: z.string(),
  default: z.boolean(),
});
export type LocaleInfo = z.infer<typeof localeInfoSchema>;

export const playerFieldsResponseSchema = playerFieldsInfoSchema;
export const statusesResponseSchema = z.array(statusInfoSchema);
export const countriesResponseSchema = z.array(countryInfoSchema);
export const currenciesResponseSchema = z.array(currencyInfoSchema);
export const localesResponseSchema = z.array(localeInfoSchema);
