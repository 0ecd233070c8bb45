import { describe, expect, test } from 'vitest';
import {
  GROUP,
  LEVEL_STATUSES,
  STATUS,
  STATUS_NAMES,
  VIP_STATUSES,
  abSplitGroup,
  isTester,
  isVip,
  mayReceiveDepositCodeGift,
  vipTier,
} from './statuses.ts';

describe('spec 01 section 3: status ids', () => {
  test.each([
    ['REGULAR', 1117],
    ['BRONZE', 257],
    ['SILVER', 258],
    ['GOLD', 259],
    ['PLATINUM', 255],
    ['DIAMOND', 759],
    ['STAR', 256],
    ['TEST', 21],
    ['OLD_BRONZE', 793],
    ['ALT_TESTER', 916],
  ] as const)('%s is %i', (name, id) => {
    expect(STATUS[name]).toBe(id);
  });

  test.each([
    ['MULTI_ACCOUNT', 100],
    ['AB_EVEN', 543],
    ['AB_ODD', 544],
    ['LIVE_CHAT', 545],
    ['HIDE_SOFORT', 631],
    ['NEW_PROVIDER_A', 851],
    ['NEW_PROVIDER_A_SHOWN', 859],
    ['NEW_PROVIDER_B', 1030],
    ['NEW_PROVIDER_B_SHOWN', 1056],
    ['LITHUANIA_IBAN', 1101],
    ['PWA', 1401],
  ] as const)('group %s is %i', (name, id) => {
    expect(GROUP[name]).toBe(id);
  });
});

describe('spec 01 sections 3 and 6: status names', () => {
  test.each([
    [255, 'Platinum'],
    [256, 'Star'],
    [257, 'Bronze'],
    [258, 'Silver'],
    [259, 'Gold'],
    [21, 'Test'],
    [759, 'Diamond'],
    [1117, 'Regular'],
    [793, 'Old bronze'],
    [916, 'Alternate tester'],
    [100, 'Multi-account'],
  ])('%i is %s', (id, name) => {
    expect(STATUS_NAMES[id]).toBe(name);
  });
});

test('spec 01 section 9: level statuses are 255, 256, 257, 258, 259, 21, 1117, 793, 759', () => {
  expect([...LEVEL_STATUSES].sort()).toEqual([255, 256, 257, 258, 259, 21, 1117, 793, 759].sort());
});

describe('spec 01 section 6: VIP is any of 759, 255, 259, 258, 257', () => {
  test('exactly those five statuses are VIP', () => {
    expect([...VIP_STATUSES].sort()).toEqual([255, 257, 258, 259, 759]);
  });

  test.each([
    [[759], true],
    [[255], true],
    [[259], true],
    [[258], true],
    [[257], true],
    [[1117, 258], true],
    [[], false],
    [[1117], false],
    [[256], false],
    [[793], false],
    [[21, 100], false],
  ])('groups %j -> %s', (groups, vip) => {
    expect(isVip(groups)).toBe(vip);
  });

  test.each([
    [[257, 759], 759],
    [[258, 257], 258],
    [[1117], 1117],
    [[], 1117],
  ])('tier of %j is %i (spec 02 section 6: regular when none)', (groups, tier) => {
    expect(vipTier(groups)).toBe(tier);
  });
});

describe('spec 01 section 6: testers are status 21 or 916', () => {
  test.each([
    [[21], true],
    [[916], true],
    [[1117, 916], true],
    [[1117], false],
    [[], false],
    [[759], false],
  ])('%j -> %s', (groups, tester) => {
    expect(isTester(groups)).toBe(tester);
  });
});

describe('spec 01 section 4: A/B split by id parity unless already in either group', () => {
  test.each([
    [1, [], 544],
    [3, [1117], 544],
    [2, [], 543],
    [10, [257], 543],
    [0, [], 543],
    [7, [543], null],
    [8, [544], null],
    [9, [544], null],
    [4, [543, 544], null],
  ])('player %i with groups %j -> %s', (id, groups, group) => {
    expect(abSplitGroup(id, groups)).toBe(group);
  });
});

describe('spec 01 section 6: who receives a deposit-code gift', () => {
  test.each([
    [{ groups: [], depositBonusCode: null, canIssueBonuses: true }, true, 'a regular player'],
    [{ groups: [100], depositBonusCode: null, canIssueBonuses: true }, false, 'a multi-account'],
    [
      { groups: [], depositBonusCode: 'WELCOME', canIssueBonuses: true },
      false,
      'a player with a deposit bonus code',
    ],
    [
      { groups: [], depositBonusCode: '', canIssueBonuses: true },
      true,
      'an empty deposit bonus code',
    ],
    [
      { groups: [], depositBonusCode: undefined, canIssueBonuses: false },
      false,
      'a player who cannot issue bonuses',
    ],
  ])('%o -> %s (%s)', (candidate, may, _who) => {
    expect(mayReceiveDepositCodeGift(candidate)).toBe(may);
  });
});
