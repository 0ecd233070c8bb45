import type { Json } from '../../../../modules/fe-config/localize.ts';
import { text } from './text.ts';

const VOLATILITY_GROUPS = [
  'volatility-low',
  'volatility-low-medium',
  'volatility-medium',
  'volatility-medium-high',
  'volatility-high',
  'volatility-very-high',
];

/** Category tabs per page (spec 01 section 9); `all` and `live_all` are the every-game tabs, the rest collection slugs. */
export const menuCategoriesGames: Json = {
  main: [
    'top',
    'new',
    'recommended',
    'bonus-wagering',
    'coin',
    'jackpot',
    'table',
    'btc-games',
    'egypt',
    'fruit',
    'book',
    'crash',
    'lottery',
    'fishing',
    'all',
  ],
  pokies: [
    'top',
    'new',
    'recommended',
    'slots',
    'bonus-wagering',
    'megaways',
    'bonus-buy',
    'jackpot',
    'egypt',
    'fruit',
    'book',
    ...VOLATILITY_GROUPS,
    'all',
  ],
  live: ['blackjack', 'roulette', 'game-shows', 'baccarat', 'poker', 'live_all'],
};

/** Promotion pages switched on (spec 02 section 2); rocket chance and mystic jackpots are still being prepared. */
export const managePromotionPages: Json = {
  'rocket-mart': true,
  'rocket-chance': false,
  'aquanova-odyssey': true,
  'rocketplay-vipclub': true,
  'rocketmart-wheel': true,
  'rocketplay-wheel': true,
  'rocketplay-adventure': true,
  tournaments: true,
  lotteries: true,
  achievements: true,
  'mystic-jackpots': false,
};

/** Disabled providers per country (spec 01 section 5): none today; the catalogue filters with whatever is set here. */
export const providersConfig: Json = {};

/** Quick-access cards of the floating main widget (spec 02 section 1). */
export const mainWidgetConfig: Json = {
  widgets: [
    {
      name: text({
        en: 'Rocket Mart',
        de: 'Rocket Mart',
        fr: 'Rocket Mart',
        no: 'Rocket Mart',
        it: 'Rocket Mart',
        et: 'Rocket Mart',
      }),
      image: '/widgets/rocket-mart.svg',
      type: 'rocketMart',
      isActivePage: true,
    },
    {
      name: text({
        en: 'Daily adventure',
        de: 'Tägliches Abenteuer',
        fr: 'Aventure du jour',
        no: 'Dagens eventyr',
        it: 'Avventura del giorno',
        et: 'Päeva seiklus',
      }),
      image: '/widgets/adventures.svg',
      type: 'adventures',
      isNew: true,
    },
    {
      name: text({
        en: 'Loot wheel',
        de: 'Glücksrad',
        fr: 'Roue des prix',
        no: 'Premiehjul',
        it: 'Ruota dei premi',
        et: 'Auhinnaratas',
      }),
      image: '/widgets/loot-box.svg',
      type: 'lootBox',
      counter: 0,
    },
    {
      name: text({
        en: 'Quest',
        de: 'Quest',
        fr: 'Quête',
        no: 'Oppdrag',
        it: 'Missione',
        et: 'Ülesanne',
      }),
      image: '/widgets/quest.svg',
      type: 'quest',
      frontend_identifier: 'quest--m--aquanova-odyssey',
    },
    {
      name: text({
        en: 'Aquanova Odyssey',
        de: 'Aquanova Odyssee',
        fr: 'Odyssée Aquanova',
        no: 'Aquanova-odysseen',
        it: 'Odissea Aquanova',
        et: 'Aquanova odüsseia',
      }),
      image: '/widgets/activity-hub.svg',
      type: 'activityHub',
      isActivePage: true,
    },
  ],
};
