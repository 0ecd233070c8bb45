import type { PageText, SeoPath } from '../content-types.ts';
import { OPERATOR } from '../operator.ts';

export const about: PageText = {
  title: 'About us',
  seoTitle: 'About Open Casino',
  description:
    'Open Casino is an online casino with its own provably fair game studio, crypto and fiat payments, tournaments and a VIP club.',
  keywords: 'about Open Casino, online casino, provably fair, crypto casino, licensed casino',
  lead: 'Open Casino is an online casino built around fair games, quick payments and clear rules.',
  sections: [
    {
      heading: 'What we offer',
      blocks: [
        {
          list: [
            'Pokies, table games, live games and crash games, including the titles of our own studio.',
            'Provably fair results: every round of our studio’s games can be verified by the player.',
            'Deposits and withdrawals in major currencies and in six cryptocurrencies, with no fees from us.',
            'Tournaments, lotteries, quests, a comp points shop and a VIP club with a personal manager.',
          ],
        },
      ],
    },
    {
      heading: 'Licensed and supervised',
      blocks: [
        `Open Casino is operated by ${OPERATOR.curacao.company} under licences of the Curaçao Gaming Control Board, and for players in Estonia by ${OPERATOR.estonia.company} under licences of the Estonian Tax and Customs Board. Details are in our <a href="/terms-and-conditions">Terms and Conditions</a>.`,
      ],
    },
    {
      heading: 'Our principles',
      blocks: [
        'We state the rules before you play, we pay what is won, and we give every player the tools to stay in control. If we get something wrong, tell us: {email}.',
      ],
    },
  ],
};

export const awards: PageText = {
  title: 'Awards',
  seoTitle: 'Awards | Open Casino',
  description: 'Industry awards and recognition received by Open Casino.',
  keywords: 'awards, casino awards, Open Casino',
  lead: 'Open Casino is a young casino and has not received industry awards yet. We would rather show an empty shelf than invent trophies.',
  sections: [
    {
      heading: 'What we work towards',
      blocks: [
        'When an independent jury recognises our games, our payments or our support, the award will be listed here with its nomination, the year and the organiser.',
      ],
    },
  ],
};

const seo = (
  title: string,
  seoTitle: string,
  description: string,
  keywords: string,
  lead: string,
): PageText => ({ title, seoTitle, description, keywords, lead, sections: [] });

export const seoPages: Record<SeoPath, PageText> = {
  '/': seo(
    'Online casino',
    'Open Casino: pokies, live casino and crypto games',
    'Play pokies, live dealer and table games at Open Casino. Provably fair games, fast crypto payouts, tournaments and a VIP club.',
    'online casino, pokies, slots, live casino, crypto casino, bitcoin casino',
    'Hundreds of games, fast payouts and tournaments every week. Register in a minute and claim your welcome offer.',
  ),
  '/pokies/all': seo(
    'Pokies',
    'Online pokies and slots | Open Casino',
    'All pokies at Open Casino: classic fruit machines, megaways, bonus buy and jackpot slots. Try them in demo mode or play for real.',
    'pokies, online slots, slot machines, megaways, bonus buy, jackpot slots',
    'From classic fruit machines to megaways and bonus buy, every pokie can be tried for free in demo mode.',
  ),
  '/live/all': seo(
    'Live casino',
    'Live casino: blackjack, roulette and game shows | Open Casino',
    'Play live blackjack, roulette, baccarat, poker and game shows with real dealers, streamed in HD at Open Casino.',
    'live casino, live dealer, live blackjack, live roulette, baccarat, game shows',
    'Real dealers, real tables, streamed live around the clock.',
  ),
  '/tournaments': seo(
    'Tournaments',
    'Casino tournaments and lotteries | Open Casino',
    'Join slot tournaments and lotteries at Open Casino, climb the leaderboard and win prizes on top of your regular wins.',
    'casino tournaments, slot tournaments, lottery, leaderboard, prizes',
    'Compete with other players on the leaderboard and win prizes on top of your regular wins.',
  ),
};
