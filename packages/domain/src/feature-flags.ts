/** The feature flags of spec 01 section 6, kept in local storage and toggled by testers on /ffc; all off by default. */
export const FEATURE_FLAGS = {
  techWork: { label: 'Tech work', default: false },
  disableWww: { label: 'Disable www', default: false },
  promoBannerInEnterButton: { label: 'Promo banner in enter button', default: false },
  compPoints: { label: 'Comp points', default: false },
  abRegistration: { label: 'A/B registration', default: false },
  mysticJackpots: { label: 'Mystic jackpots', default: false },
  testQuests: { label: 'Test quests', default: false },
  showAllWidgets: { label: 'Show all widgets', default: false },
  allProviders: { label: 'All providers', default: false },
} as const satisfies Record<string, { label: string; default: boolean }>;

export type FeatureFlagKey = keyof typeof FEATURE_FLAGS;
export type FeatureFlags = Record<FeatureFlagKey, boolean>;

/** The local storage key the flags live under. */
export const FEATURE_FLAGS_STORAGE_KEY = 'featureFlags';

const FLAG_KEYS = Object.keys(FEATURE_FLAGS).filter(isFeatureFlagKey);

/** True for the keys of FEATURE_FLAGS. */
export function isFeatureFlagKey(key: string): key is FeatureFlagKey {
  return Object.hasOwn(FEATURE_FLAGS, key);
}

/** Every flag at its default (the /ffc reset). */
export function defaultFeatureFlags(): FeatureFlags {
  return {
    techWork: FEATURE_FLAGS.techWork.default,
    disableWww: FEATURE_FLAGS.disableWww.default,
    promoBannerInEnterButton: FEATURE_FLAGS.promoBannerInEnterButton.default,
    compPoints: FEATURE_FLAGS.compPoints.default,
    abRegistration: FEATURE_FLAGS.abRegistration.default,
    mysticJackpots: FEATURE_FLAGS.mysticJackpots.default,
    testQuests: FEATURE_FLAGS.testQuests.default,
    showAllWidgets: FEATURE_FLAGS.showAllWidgets.default,
    allProviders: FEATURE_FLAGS.allProviders.default,
  };
}

/**
 * Reads the stored flags (spec 01 section 6). Local storage is user-editable, so anything that is not
 * a JSON object of booleans falls back to the defaults key by key; unknown keys are dropped.
 */
export function parseFeatureFlags(json: string | null): FeatureFlags {
  const flags = defaultFeatureFlags();
  if (json === null) return flags;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return flags;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return flags;
  for (const key of FLAG_KEYS) {
    const value: unknown = Reflect.get(parsed, key);
    if (typeof value === 'boolean') flags[key] = value;
  }
  return flags;
}
