import type { Json } from '../../../../modules/fe-config/localize.ts';

/** Bonus group keys the site no longer offers: retired welcome packs kept only for old players' history. */
export const disabledBonuses: Json = { group_keys: ['welcome_pack_2023', 'crypto_reload_2024'] };

/** Feature gifts whose button pulses and links to the studio page (spec 02 section 9: gift button pulses for studio gifts). */
export const modifyGiftsConfig: Json = [
  {
    group_keys: ['bgaming_feature_freespins', 'bgaming_drop'],
    logo: '/providers/bgaming.svg',
    url: '/producers/bgaming',
  },
  {
    group_keys: ['northlight_feature_freespins'],
    logo: '/providers/northlight.svg',
    url: '/producers/northlight',
  },
];

/** Extra offers for groups: installing the app (1401) earns free spins, Lithuanian IBAN users (1101) a local reload. */
export const additionalGifts: Json = {
  '1401': {
    id: 'pwa_install_gift',
    title: '25 free spins for installing the app',
    group_key: 'pwa_install',
    bonuses: [
      {
        title: '25 free spins for installing the app',
        type: 'freespins',
        conditions: [{ field: 'groups', type: 'include', value: ['1401'] }],
        attributes: [{ field: 'freespins_count', value: 25 }],
        result_bonus: [{ field: 'wager', value: 30 }],
      },
    ],
  },
  '1101': {
    id: 'lt_bank_reload',
    title: '25% bank transfer reload',
    group_key: 'lt_bank_reload',
    bonuses: [
      {
        title: '25% bank transfer reload',
        type: 'deposit',
        conditions: [
          { field: 'groups', type: 'include', value: ['1101'] },
          { field: 'amount', type: 'min', value: [{ currency: 'EUR', amount_cents: 2000 }] },
        ],
        attributes: [{ field: 'percent', value: 25 }],
        result_bonus: [{ field: 'wager', value: 35 }],
      },
    ],
  },
};

const minDep = (
  eur: string,
  usd: string,
  cad: string,
  aud: string,
  nzd: string,
  nok: string,
): Json => ({
  EUR: eur,
  USD: usd,
  CAD: cad,
  AUD: aud,
  NZD: nzd,
  NOK: nok,
  GBP: eur,
  PLN: String(Number(eur) * 4),
});

/**
 * The VIP adventure calendar (spec 02 section 3, Adventure day). `variables.<name>.<key>.<CUR>` holds per-currency
 * values; a condition's minDep and a prize's bonus name a key of `variables.minDep` and `variables.bonus`.
 * Titles carry `<name>__<step>/<total>__<day>`; the last day is the super prize.
 */
export const vipAdventures: Json = {
  variables: {
    minDep: {
      standard: minDep('20', '20', '30', '30', '35', '200'),
      high: minDep('50', '50', '75', '80', '85', '500'),
    },
    bonus: {
      small: minDep('10', '10', '15', '15', '17', '100'),
      super: minDep('100', '100', '150', '160', '170', '1000'),
    },
  },
  prizes: {
    default: [
      {
        title: 'vip_adventure__1/1__1',
        prize: { freespin: 10 },
        condition: { minDep: 'standard', wager: '30', periodActivationDays: '1' },
      },
      {
        title: 'vip_adventure__1/1__2',
        prize: { freespin: 15 },
        condition: { minDep: 'standard', wager: '30', periodActivationDays: '1' },
      },
      {
        title: 'vip_adventure__1/1__3',
        prize: { bonus: 'small' },
        condition: { minDep: 'standard', wager: '3', periodActivationDays: '1' },
      },
      {
        title: 'vip_adventure__1/2__4',
        prize: { freespin: 20 },
        condition: { minDep: 'standard', wager: '30', periodActivationDays: '1' },
      },
      {
        title: 'vip_adventure__2/2__4',
        prize: { freespin: 20 },
        condition: { minDep: 'high', wager: '30', periodActivationDays: '1' },
      },
      {
        title: 'vip_adventure__1/1__5',
        prize: { freespin: 25 },
        condition: { minDep: 'standard', wager: '30', periodActivationDays: '1' },
      },
      {
        title: 'vip_adventure__1/1__6',
        prize: { bonus: 'small' },
        condition: { minDep: 'high', wager: '3', periodActivationDays: '2' },
      },
      {
        title: 'vip_adventure__1/1__7',
        prize: { bonus: 'super', freespin: 50 },
        image: { src: '/adventures/super-prize.png', srcRetina: '/adventures/super-prize@2x.png' },
        condition: { minDep: 'high', wager: '3', periodActivationDays: '3' },
      },
    ],
  },
};
