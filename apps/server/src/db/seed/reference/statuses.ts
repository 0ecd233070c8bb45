import { GROUP, STATUS, STATUS_NAMES } from '@casino/domain/statuses';

/** A status row: level statuses (tiers by persistent comp points) and player groups (spec 01 sections 3, 4 and 6). */
export interface StatusSeed {
  id: number;
  name: string;
  kind: 'level' | 'group';
  writable: boolean;
  min_points: number | null;
  max_points: number | null;
}

const level = (id: number, min: number | null = null, max: number | null = null): StatusSeed => ({
  id,
  name: STATUS_NAMES[id] ?? String(id),
  kind: 'level',
  writable: false,
  min_points: min,
  max_points: max,
});
const group = (id: number, name: string, writable = false): StatusSeed => ({
  id,
  name: STATUS_NAMES[id] ?? name,
  kind: 'group',
  writable,
  min_points: null,
  max_points: null,
});

/**
 * Level statuses of spec 01 section 9 with their persistent comp-point ranges (end exclusive); diamond is lifelong,
 * so its range has no end. Star, test and old bronze are assigned by hand, not earned by points.
 */
export const STATUS_SEEDS: readonly StatusSeed[] = [
  level(STATUS.REGULAR, 0, 500),
  level(STATUS.BRONZE, 500, 2_500),
  level(STATUS.SILVER, 2_500, 10_000),
  level(STATUS.GOLD, 10_000, 35_000),
  level(STATUS.PLATINUM, 35_000, 100_000),
  level(STATUS.DIAMOND, 100_000, null),
  level(STATUS.STAR),
  level(STATUS.TEST),
  level(STATUS.OLD_BRONZE),
  group(STATUS.ALT_TESTER, 'alternate_tester'),
  group(GROUP.MULTI_ACCOUNT, 'multi_account'),
  // The client adds these itself through POST /api/player/groups, so they are writable (A/B split, popups shown, PWA).
  group(GROUP.AB_EVEN, 'ab_split_even', true),
  group(GROUP.AB_ODD, 'ab_split_odd', true),
  group(GROUP.LIVE_CHAT, 'live_chat'),
  group(GROUP.HIDE_SOFORT, 'hide_sofort'),
  group(GROUP.NEW_PROVIDER_A, 'new_provider_popup_a'),
  group(GROUP.NEW_PROVIDER_A_SHOWN, 'new_provider_popup_a_shown', true),
  group(GROUP.NEW_PROVIDER_B, 'new_provider_popup_b'),
  group(GROUP.NEW_PROVIDER_B_SHOWN, 'new_provider_popup_b_shown', true),
  group(GROUP.LITHUANIA_IBAN, 'lithuanian_iban'),
  group(GROUP.PWA, 'pwa_installed', true),
  // Loot wheel prize tables (spec 02 section 6: groups 21, 1308, 1309 have distinct prize tables).
  group(1308, 'loot_wheel_silver'),
  group(1309, 'loot_wheel_gold'),
];
