import type { PageText } from '../content-types.ts';

export const support: PageText = {
  title: 'Support',
  seoTitle: 'Support 24/7 | Open Casino',
  description:
    'Contact Open Casino support by live chat, e-mail or phone, 24 hours a day. Answers about accounts, payments, bonuses and games.',
  keywords: 'support, help, contact, live chat, customer service, Open Casino',
  lead: 'Our support team is available 24 hours a day, 7 days a week, in English and in the languages of the site.',
  sections: [
    {
      heading: 'How to reach us',
      blocks: [
        {
          list: [
            '<strong>Live chat</strong>: the fastest way. Open it with the chat button at the bottom of any page; the average first reply takes under two minutes.',
            '<strong>E-mail</strong>: {email}. We answer within 24 hours, usually much sooner.',
            '<strong>Phone</strong>: {phone}, every day from 08:00 to 24:00 CET.',
          ],
        },
      ],
    },
    {
      heading: 'Before you contact us',
      blocks: [
        'Many answers are a click away: payment limits are on the <a href="/payments">Payments</a> page, bonus wagering is explained on the <a href="/bonus-balance">Bonus balance</a> page and every bet is listed in your game history. When you write to us, include your account e-mail and, for a game question, the round identifier from your history. We will never ask for your password.',
      ],
    },
    {
      heading: 'Complaints',
      blocks: [
        'If support could not solve your problem, you can file a formal complaint. The procedure and time limits are described in our <a href="/terms-and-conditions">Terms and Conditions</a>.',
      ],
    },
    {
      heading: 'Need a break?',
      blocks: [
        'Support can apply a cooling-off period or a self-exclusion for you straight away. You can also do it yourself in your profile; see <a href="/responsible-gaming">Responsible Gaming</a>.',
      ],
    },
  ],
};

export const benefitsOfCrypto: PageText = {
  title: 'Benefits of crypto',
  seoTitle: 'Play with Bitcoin and other crypto | Open Casino',
  description:
    'Why players deposit with Bitcoin, Ethereum, Litecoin, Dogecoin, Bitcoin Cash and USDT: fast payouts, no fees from us and full control of your funds.',
  keywords: 'crypto casino, bitcoin casino, ethereum, litecoin, dogecoin, USDT, crypto payments',
  lead: 'You can hold your balance in a cryptocurrency and play in it directly. Here is what that brings, and what to keep in mind.',
  sections: [
    {
      heading: 'Why players choose crypto',
      blocks: [
        {
          list: [
            '<strong>Fast</strong>: deposits are credited as soon as the network confirms them, and approved withdrawals are sent at once.',
            '<strong>No fees from us</strong>: we charge nothing for crypto deposits or withdrawals; only the network fee applies.',
            '<strong>Small amounts</strong>: you can deposit from 0.0001 BTC.',
            '<strong>Your keys, your coins</strong>: withdrawals go to a wallet you control, with no bank in between.',
          ],
        },
      ],
    },
    {
      heading: 'Supported coins',
      blocks: [
        'Bitcoin (BTC), Bitcoin Cash (BCH), Ethereum (ETH), Litecoin (LTC), Dogecoin (DOGE) and Tether (USDT). Limits for each coin are listed on our <a href="/payments">Payments</a> page.',
      ],
    },
    {
      heading: 'Good to know',
      blocks: [
        {
          list: [
            'Always send coins over the network shown in the cashbox. Coins sent to a wrong network or address cannot be recovered.',
            'Crypto prices move. Your balance is kept in the coin you deposited, so its value in other currencies can go up or down.',
            'Crypto does not mean anonymous: like every licensed casino we verify the identity of our players.',
          ],
        },
      ],
    },
  ],
};

export const payments: PageText = {
  title: 'Payments',
  seoTitle: 'Payment methods and limits | Open Casino',
  description:
    'Deposit and withdrawal limits for Bitcoin, Bitcoin Cash, Litecoin, Ethereum, Dogecoin and USDT at Open Casino. No fees, instant processing.',
  keywords: 'payment methods, deposit, withdrawal, limits, bitcoin, USDT, fees, Open Casino',
  lead: 'We charge no fees on deposits or withdrawals, and crypto payments are processed instantly.',
  sections: [
    {
      heading: 'Deposits',
      blocks: [
        { paymentTable: 'deposit' },
        'A deposit is credited after the network confirmations shown in the cashbox.',
      ],
    },
    {
      heading: 'Withdrawals',
      blocks: [
        { paymentTable: 'withdrawal' },
        'Withdrawals are reviewed by our payments team before they are sent; your first withdrawal may require identity verification. While a withdrawal is pending you can cancel it in your cashbox.',
      ],
    },
    {
      heading: 'Cards, bank transfer and e-wallets',
      blocks: [
        'Depending on your country and currency, the cashbox also offers cards, bank transfer and e-wallets. The methods available to you, and their limits, are shown in the cashbox when you sign in.',
      ],
    },
  ],
};

export const responsibleGaming: PageText = {
  title: 'Responsible Gaming',
  seoTitle: 'Responsible Gaming | Open Casino',
  description:
    'Tools to stay in control at Open Casino: deposit, loss, wager and session limits, cooling-off, self-exclusion and where to find help.',
  keywords:
    'responsible gaming, responsible gambling, limits, self-exclusion, cooling-off, gambling help',
  lead: 'Gambling should be entertainment, never a way to make money or to escape problems. These tools help you keep it that way.',
  sections: [
    {
      heading: 'Play safely',
      blocks: [
        {
          list: [
            'Decide in advance how much money and time you will spend, and stop when you reach it.',
            'Only play with money you can afford to lose. Never chase losses.',
            'Do not play when you are upset, tired or under the influence of alcohol.',
            'Take regular breaks, and balance gambling with other activities.',
          ],
        },
      ],
    },
    {
      heading: 'Limits you can set',
      blocks: [
        'In your profile under <strong>Limits</strong> you can set, per day, week or month:',
        {
          list: [
            '<strong>Deposit limit</strong>: the most you can deposit;',
            '<strong>Loss limit</strong>: the most you can lose;',
            '<strong>Wager limit</strong>: the most you can bet;',
            '<strong>Session limit</strong>: how long you can stay signed in.',
          ],
        },
        'A lower limit takes effect immediately. Raising or removing a limit needs your confirmation through a link we e-mail you, so the decision is never taken in the heat of the moment.',
      ],
    },
    {
      heading: 'Cooling-off and self-exclusion',
      blocks: [
        'A <strong>cooling-off</strong> period pauses your account for a short period you choose. <strong>Self-exclusion</strong> closes it for a longer period and cannot be undone before that period ends. Both can be set in your profile, or by our support team, at any time.',
      ],
    },
    {
      heading: 'Is gambling still fun?',
      blocks: [
        'Ask yourself: do you spend more than you planned? Borrow money to gamble? Hide your gambling from people close to you? Feel restless when you try to stop? If you answer yes to any of these, consider a break and talk to someone.',
      ],
    },
    {
      heading: 'Where to find help',
      blocks: [
        {
          table: {
            head: ['Country', 'Organisation', 'Contact'],
            rows: [
              [
                'Australia',
                'Gambling Help Online',
                '1800 858 858, <a href="https://www.gamblinghelponline.org.au" target="_blank">gamblinghelponline.org.au</a>',
              ],
              ['New Zealand', 'Gambling Helpline', '0800 654 655'],
              ['Canada (Ontario)', 'ConnexOntario', '1 866 531 2600'],
              ['Germany', 'BZgA, Check dein Spiel', '0800 1 37 27 00'],
              ['Norway', 'Hjelpelinjen', '800 800 40'],
              [
                'Italy',
                'Telefono Verde Nazionale per le problematiche legate al Gioco d’Azzardo',
                '800 558 822',
              ],
              [
                'Everywhere',
                'Gambling Therapy',
                '<a href="https://www.gamblingtherapy.org" target="_blank">gamblingtherapy.org</a>',
              ],
              [
                'Everywhere',
                'Gamblers Anonymous',
                '<a href="https://www.gamblersanonymous.org" target="_blank">gamblersanonymous.org</a>',
              ],
            ],
          },
        },
      ],
    },
    {
      heading: 'Protecting minors',
      blocks: [
        'Nobody under 18 (21 in Estonia) may play. If children share your device, use parental control software and never leave your account signed in.',
      ],
    },
  ],
};

export const bonusBalance: PageText = {
  title: 'Bonus balance',
  seoTitle: 'How the bonus balance works | Open Casino',
  description:
    'Real money and bonus money at Open Casino: which is used first, how wagering works and when bonus funds become withdrawable.',
  keywords: 'bonus balance, wagering, real balance, withdrawable, free spins, Open Casino',
  lead: 'Your balance in each currency has two parts: real money, which you can withdraw at any time, and bonus money, which you can play with but withdraw only after wagering.',
  sections: [
    {
      heading: 'Real money and bonus money',
      blocks: [
        'The total balance you see is the sum of both. The real part is shown as "available to cash out"; the bonus part is the difference between the total and that amount.',
      ],
    },
    {
      heading: 'How wagering works',
      blocks: [
        'Each bonus has a wagering requirement, for example 30 times the bonus amount. Every bet you place counts towards it; some games count less than others, as stated in the bonus terms. When the requirement is met, the bonus money becomes real money and can be withdrawn.',
        'Your progress is shown in your profile under Gifts.',
      ],
    },
    {
      heading: 'Which money is used first',
      blocks: [
        'Bets are paid from real money first and from bonus money only when the real part is used up.',
      ],
    },
    {
      heading: 'Cancelling a bonus',
      blocks: [
        'You can cancel an active bonus in your profile at any time. The bonus money and any winnings made with it are then removed; your real money is not affected. Bonuses also expire if they are not wagered in time.',
      ],
    },
  ],
};
