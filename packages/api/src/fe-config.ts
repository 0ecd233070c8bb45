import { z } from 'zod';

// Documents of the brand's config service: spec 03 section 2 (GET /api/fe/config/<name>, mostly camelCase),
// plus GET /client-context of section 16.

const currencyAmountsSchema = z.array(
  z.object({ currency: z.string(), amount_cents: z.number().int() }),
);
/** A per-group key: a status id as written in JSON object keys. */
const groupKey = z.string().regex(/^\d+$/);

export const stagByReferrerNameSchema = z.object({
  pages: z.record(z.string(), z.record(z.string(), z.string())).nullable(),
  countries: z.record(z.string(), z.record(z.string(), z.string())),
});

export const surveyConfigSchema = z.object({
  survey_id: z.string(),
  survey_collector_id: z.string(),
  is_enable_widget: z.boolean(),
});
export type SurveyConfig = z.infer<typeof surveyConfigSchema>;

export const bettingConfigSchema = z.record(z.string(), z.unknown());

export const vipAdventurePrizeSchema = z.object({
  /** Day data lives in the title: `<name>__<step>/<total>__<day>`. */
  title: z.string(),
  prize: z.object({ freespin: z.number().int().optional(), bonus: z.string().optional() }),
  image: z.object({ src: z.string(), srcRetina: z.string() }).optional(),
  condition: z.object({ minDep: z.string(), wager: z.string(), periodActivationDays: z.string() }),
});
export const vipAdventuresSchema = z.object({
  variables: z.record(z.string(), z.record(z.string(), z.record(z.string(), z.string()))),
  prizes: z.record(z.string(), z.array(vipAdventurePrizeSchema)),
});
export type VipAdventures = z.infer<typeof vipAdventuresSchema>;

export const disabledBonusesSchema = z.object({ group_keys: z.array(z.string()) });
export const modifyGiftsConfigSchema = z.array(
  z.object({ group_keys: z.array(z.string()), logo: z.string(), url: z.string() }),
);
export const excludedPromoStagsSchema = z.array(z.string());

export const amountStepSchema = z.object({
  min: z.number(),
  max: z.union([z.number(), z.literal('Infinity')]),
  step: z.number().positive(),
});
/** Amounts in major units of the currency (the cashbox input), `rounding` = fraction digits kept. */
export const currencyAmountConfigSchema = z.object({
  defaultAmount: z.number().positive(),
  rounding: z.number().int().min(0),
  steps: z.array(amountStepSchema),
});
export const currencyConfigSchema = z
  .object({ default: z.record(z.string(), currencyAmountConfigSchema) })
  .catchall(z.record(z.string(), currencyAmountConfigSchema.partial()));
export type CurrencyConfig = z.infer<typeof currencyConfigSchema>;

/** Available bonus offer of spec 03 section 1.6. */
export const availableBonusOfferSchema = z.object({
  id: z.string(),
  title: z.string().optional(),
  group_key: z.string().optional(),
  bonuses: z.array(
    z.object({
      title: z.string(),
      type: z.string(),
      conditions: z.array(
        z.object({
          field: z.string(),
          type: z.string(),
          value: z.union([z.array(z.string()), currencyAmountsSchema]),
        }),
      ),
      attributes: z.array(z.unknown()),
      result_bonus: z.array(z.unknown()),
    }),
  ),
});
export const additionalGiftsSchema = z.record(groupKey, availableBonusOfferSchema);

export const MAIN_WIDGET_TYPES = [
  'rocketMart',
  'adventures',
  'lootBox',
  'quest',
  'activityHub',
] as const;
export const mainWidgetConfigSchema = z.object({
  widgets: z
    .array(
      z.object({
        name: z.string(),
        image: z.string(),
        type: z.enum(MAIN_WIDGET_TYPES),
        counter: z.number().int().optional(),
        isNew: z.boolean().optional(),
        frontend_identifier: z.string().optional(),
        isActivePage: z.boolean().optional(),
        hidden: z.boolean().optional(),
      }),
    )
    .optional(),
});

/** Disabled providers: `all` hides a provider everywhere, a list hides it in those countries (spec 01 section 5). */
export const providersConfigSchema = z.record(
  z.string(),
  z.union([z.literal('all'), z.array(z.string().length(2))]),
);
export type ProvidersConfig = z.infer<typeof providersConfigSchema>;

export const logoConfigSchema = z.object({
  logoUrl: z.object({ mobile: z.string(), full: z.string() }),
});
export const menuCategoriesGamesSchema = z.record(z.string(), z.array(z.string()));
export const managePromotionPagesSchema = z.record(z.string(), z.boolean());

export const bannerSchema = z.object({
  id: z.string(),
  identity: z.number().int(),
  frontend_identifier: z.string(),
  categories: z.array(z.string()),
  order: z.record(z.string(), z.number().int()),
  logged: z.boolean(),
  groups: z.array(z.number().int()).optional(),
  groupIds: z.array(z.number().int()).optional(),
  title: z.object({ text: z.string() }),
  description: z.object({ text: z.string(), size: z.string() }),
  labels: z.array(z.object({ title: z.string() })),
  gradient: z.object({
    colorLeft: z.string(),
    colorLeftCenter: z.string(),
    colorRightCenter: z.string(),
    colorRight: z.string(),
  }),
  button: z.object({
    name: z.string(),
    url: z.string(),
    type: z.string().optional(),
    frontendIdentifier: z.string().optional(),
  }),
  secondButton: z
    .object({
      name: z.string(),
      popup: z.object({ title: z.string(), secondTitle: z.string(), desc: z.string() }),
    })
    .optional(),
  image: z.string(),
  overlayImage: z.string(),
  url: z.string(),
  /** DD/MM/YYYY HH:mm, UTC (spec 02 section 3). */
  liveTime: z.object({ start: z.string(), end: z.string() }).optional(),
  // Spec extras the reference leaves open (spec 03 section 2): our design.
  size: z.string().optional(),
  variables: z.record(z.string(), z.string()).optional(),
  timer: z.object({ start_at: z.string(), end_at: z.string() }).optional(),
  tournamentLink: z.string().optional(),
});
export type Banner = z.infer<typeof bannerSchema>;
export const bannersConfigSchema = z.object({ banners: z.array(bannerSchema) });

/** Wheel item of spec 03 section 1.7 (also a lootbox item). */
export const wheelItemSchema = z.object({
  id: z.number().int(),
  weight: z.number().int().positive(),
  prize: z.boolean(),
  created_at: z.string().optional(),
  bonuses: z.array(
    z.object({
      title: z.string(),
      type: z.enum(['freespins', 'bonus']),
      attributes: z.array(
        z.object({
          field: z.enum(['freespins_count', 'bonus_amount']),
          value: z.union([z.number().int(), currencyAmountsSchema]),
        }),
      ),
      result_bonus: z.array(
        z.object({
          field: z.enum(['wager', 'max_win']),
          value: z.union([z.number().int(), currencyAmountsSchema]),
        }),
      ),
    }),
  ),
});
export type WheelItem = z.infer<typeof wheelItemSchema>;
export const wheelConfigSchema = z.array(wheelItemSchema);
export const wheelConfigSegmentsSchema = z.record(groupKey, z.array(wheelItemSchema));

export const managerSchema = z.object({
  groupId: z.number().int(),
  managerName: z.string(),
  avatar: z.string(),
  time: z.string(),
  phone: z.string(),
  email: z.string(),
  telegramLink: z.string(),
  whatsAppLink: z.string(),
});
export type Manager = z.infer<typeof managerSchema>;
/** The stored `managers` document: one manager per VIP group, served only through POST …/managers. */
export const managersDocumentSchema = z.array(managerSchema);
export const managersRequestSchema = z.strictObject({
  userGroups: z.array(z.union([z.number().int(), z.string().max(40)])).max(100),
});
export type ManagersRequest = z.infer<typeof managersRequestSchema>;

/** Every GET /api/fe/config/<name> document: spec 01 section 7 and spec 02 section 7 (`managers` is POST only). */
export const FE_CONFIG_NAMES = [
  'stag-by-referrer-name',
  'survey-config',
  'betting-config',
  'vip-adventures',
  'disabled-bonuses',
  'modify-gifts-config',
  'excluded-promo-stags',
  'currency-config',
  'additional-gifts',
  'main-widget-config',
  'providers-config',
  'logo-config',
  'menu-categories-games',
  'manage-promotion-pages',
  'banners-config',
  'wheel-config',
  'wheel-config-segments',
] as const;
export type FeConfigName = (typeof FE_CONFIG_NAMES)[number];

/** The wire shape of each config document. */
export const feConfigSchemas = {
  'stag-by-referrer-name': stagByReferrerNameSchema,
  'survey-config': surveyConfigSchema,
  'betting-config': bettingConfigSchema,
  'vip-adventures': vipAdventuresSchema,
  'disabled-bonuses': disabledBonusesSchema,
  'modify-gifts-config': modifyGiftsConfigSchema,
  'excluded-promo-stags': excludedPromoStagsSchema,
  'currency-config': currencyConfigSchema,
  'additional-gifts': additionalGiftsSchema,
  'main-widget-config': mainWidgetConfigSchema,
  'providers-config': providersConfigSchema,
  'logo-config': logoConfigSchema,
  'menu-categories-games': menuCategoriesGamesSchema,
  'manage-promotion-pages': managePromotionPagesSchema,
  'banners-config': bannersConfigSchema,
  'wheel-config': wheelConfigSchema,
  'wheel-config-segments': wheelConfigSegmentsSchema,
} satisfies Record<FeConfigName, z.ZodType>;
export type FeConfig<N extends FeConfigName> = z.infer<(typeof feConfigSchemas)[N]>;

export const feConfigParamsSchema = z.object({
  name: z.string().regex(/^[a-z0-9-]{1,60}$/, 'VALIDATION.INVALID_FORMAT'),
});

/** Query of the config calls: banners-config is localised (spec 02 section 7: locale sent). */
export const feConfigQuerySchema = z.object({ locale: z.string().max(10).optional() });

/** GET /client-context (spec 03 section 16). */
export const clientContextSchema = z.object({
  userAgent: z.string(),
  isMobile: z.boolean(),
  isIOS: z.boolean(),
  isApp: z.boolean(),
  isMetaWebview: z.boolean(),
  isBot: z.boolean(),
  browser: z.string(),
});
export type ClientContext = z.infer<typeof clientContextSchema>;
