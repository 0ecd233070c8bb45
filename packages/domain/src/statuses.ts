/** Status ids of spec 01 section 3 (a player's statuses and groups share one id space). */
export const STATUS = {
  REGULAR: 1117,
  BRONZE: 257,
  SILVER: 258,
  GOLD: 259,
  PLATINUM: 255,
  DIAMOND: 759,
  STAR: 256,
  TEST: 21,
  OLD_BRONZE: 793,
  ALT_TESTER: 916,
} as const;

/** Group ids of spec 01 sections 1, 4-6. */
export const GROUP = {
  MULTI_ACCOUNT: 100,
  AB_EVEN: 543,
  AB_ODD: 544,
  LIVE_CHAT: 545,
  HIDE_SOFORT: 631,
  NEW_PROVIDER_A: 851,
  NEW_PROVIDER_A_SHOWN: 859,
  NEW_PROVIDER_B: 1030,
  NEW_PROVIDER_B_SHOWN: 1056,
  LITHUANIA_IBAN: 1101,
  PWA: 1401,
} as const;

/** Display names of spec 01 sections 3 and 6. */
export const STATUS_NAMES: Record<number, string> = {
  255: 'Platinum',
  256: 'Star',
  257: 'Bronze',
  258: 'Silver',
  259: 'Gold',
  21: 'Test',
  759: 'Diamond',
  1117: 'Regular',
  793: 'Old bronze',
  916: 'Alternate tester',
  100: 'Multi-account',
};

/** Spec 01 section 9: the statuses that are levels (as opposed to groups). */
export const LEVEL_STATUSES: readonly number[] = [255, 256, 257, 258, 259, 21, 1117, 793, 759];
/** Spec 01 section 6: any of these makes a player VIP; the order is the tier order, highest first. */
export const VIP_STATUSES: readonly number[] = [
  STATUS.DIAMOND,
  STATUS.PLATINUM,
  STATUS.GOLD,
  STATUS.SILVER,
  STATUS.BRONZE,
];
/** Spec 01 section 6: testers are status 21 or 916. */
export const TESTER_STATUSES: readonly number[] = [STATUS.TEST, STATUS.ALT_TESTER];

/** Spec 01 section 6: VIP is any of statuses 759, 255, 259, 258, 257. */
export function isVip(groups: readonly number[]): boolean {
  return groups.some((id) => VIP_STATUSES.includes(id));
}

/** Spec 02 section 6: the VIP tier from group membership, the highest held; REGULAR when none. */
export function vipTier(groups: readonly number[]): number {
  return VIP_STATUSES.find((id) => groups.includes(id)) ?? STATUS.REGULAR;
}

/** Spec 01 section 6: a tester (status 21 or 916) sees special notices, manage-pages and feature flags. */
export function isTester(groups: readonly number[]): boolean {
  return groups.some((id) => TESTER_STATUSES.includes(id));
}

/** Spec 01 section 4: odd ids go to group 544, even to 543, unless already in either (then null). */
export function abSplitGroup(
  playerId: number,
  groups: readonly number[],
): typeof GROUP.AB_EVEN | typeof GROUP.AB_ODD | null {
  if (groups.includes(GROUP.AB_EVEN) || groups.includes(GROUP.AB_ODD)) return null;
  return Math.abs(playerId) % 2 === 1 ? GROUP.AB_ODD : GROUP.AB_EVEN;
}

export interface DepositCodeGiftCandidate {
  groups: readonly number[];
  depositBonusCode: string | null | undefined;
  canIssueBonuses: boolean;
}

/**
 * Spec 01 section 6: no deposit-code gift for multi-accounts (group 100), for a player who already has
 * a deposit bonus code, or for one who cannot issue bonuses.
 */
export function mayReceiveDepositCodeGift({
  groups,
  depositBonusCode,
  canIssueBonuses,
}: DepositCodeGiftCandidate): boolean {
  if (groups.includes(GROUP.MULTI_ACCOUNT)) return false;
  if (depositBonusCode !== null && depositBonusCode !== undefined && depositBonusCode.trim() !== '')
    return false;
  return canIssueBonuses;
}
