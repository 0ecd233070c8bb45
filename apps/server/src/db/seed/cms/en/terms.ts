import type {
  GeneralRulesVariant,
  LicensedPageText,
  Section,
  TermsVariant,
} from '../content-types.ts';
import { OPERATOR } from '../operator.ts';

const { curacao, estonia } = OPERATOR;

const curacaoOperator: Section = {
  heading: 'The operator',
  blocks: [
    `This website is operated by ${curacao.company}, a company registered in Curaçao under number ${curacao.registration}, with its registered address at ${curacao.address}. ${curacao.company} holds licence ${curacao.gcbLicence} issued by the Curaçao Gaming Control Board and sub-licence ${curacao.cwLicence} under the National Ordinance on Offshore Games of Hazard.`,
  ],
};

const estoniaOperator: Section = {
  heading: 'The operator',
  blocks: [
    `For players resident in Estonia, this website is operated by ${estonia.company}, registry code ${estonia.registration}, ${estonia.address}. ${estonia.company} holds activity licence ${estonia.activityLicence} and operating licence ${estonia.operatingLicence} for organising remote games of chance, issued by the Estonian Tax and Customs Board (Maksu- ja Tolliamet).`,
    'You must be at least 21 years old to open an account and play. Accounts in Estonia are held in euros.',
  ],
};

const curacaoLaw: Section = {
  heading: 'Complaints and governing law',
  blocks: [
    `If you are unhappy with our service, contact support first: most questions are solved in minutes. A formal complaint can be sent to <a href="mailto:${OPERATOR.complaintsEmail}">${OPERATOR.complaintsEmail}</a>; we confirm receipt within 48 hours and give a final answer within 14 days. If you are still not satisfied, you may refer the complaint to the Curaçao Gaming Control Board.`,
    'These terms are governed by the laws of Curaçao, and the courts of Curaçao have jurisdiction, without prejudice to the mandatory consumer protection rules of your country of residence.',
  ],
};

const estoniaLaw: Section = {
  heading: 'Complaints and governing law',
  blocks: [
    `Send complaints to <a href="mailto:${OPERATOR.complaintsEmail}">${OPERATOR.complaintsEmail}</a>; we confirm receipt within 48 hours and answer within 14 days. If we cannot agree, you may turn to the Estonian Tax and Customs Board as the supervisory authority, or to the Consumer Disputes Committee of the Consumer Protection and Technical Regulatory Authority (Tarbijakaitse ja Tehnilise Järelevalve Amet).`,
    'These terms are governed by the laws of the Republic of Estonia; disputes are resolved by the Harju County Court unless the law gives you the right to another court.',
  ],
};

const sharedTerms: Section[] = [
  {
    heading: 'Your account',
    blocks: [
      {
        list: [
          'You may hold only one account. Duplicate accounts are closed and bonuses won on them are removed.',
          'The information you give us must be true and kept up to date; we may ask for documents to verify your identity, age, address and the source of your funds, and we may hold withdrawals until the checks are complete.',
          'Keep your password secret. You are responsible for activity on your account; tell us at once if you think someone else has access to it.',
          'You may not use the services on behalf of another person, or from a country where online gambling is prohibited or where we do not accept players.',
        ],
      },
    ],
  },
  {
    heading: 'Deposits and withdrawals',
    blocks: [
      {
        list: [
          'Only use payment methods registered in your own name. Deposits from third parties are refunded and may lead to the account being closed.',
          'We do not charge fees for deposits or withdrawals. Your bank, card issuer or the blockchain network may charge their own.',
          'Withdrawals are paid, where possible, to the method used to deposit. Deposited funds must be wagered at least once before withdrawal, as an anti-money-laundering measure.',
          'A withdrawal waiting for approval can be cancelled from your cashbox; the amount then returns to your balance.',
          'Limits for each method are shown in the cashbox and on our <a href="/payments">Payments</a> page.',
        ],
      },
    ],
  },
  {
    heading: 'Bonuses',
    blocks: [
      'Bonuses, free spins and gifts are optional and subject to their own conditions, shown before you accept them. Bonus funds are kept apart from your real money: you can withdraw your real balance at any time, while bonus funds become withdrawable only after the wagering requirement is met. How the balances work is explained on our <a href="/bonus-balance">Bonus balance</a> page.',
    ],
  },
  {
    heading: 'Games and errors',
    blocks: [
      'Each game’s rules and return to player are shown in the game. Our own games are provably fair: you can check every round in your game history. A malfunction voids all pays and plays; if a bet or win was recorded wrongly because of a technical error, we will correct it. The full rules are in our <a href="/general-rules">General Rules</a>.',
    ],
  },
  {
    heading: 'Responsible gaming',
    blocks: [
      'You can set deposit, loss, wager and session limits, take a cooling-off break or self-exclude at any time from your profile. More on our <a href="/responsible-gaming">Responsible Gaming</a> page.',
    ],
  },
  {
    heading: 'Closing your account',
    blocks: [
      'You may close your account at any time by contacting support; any real-money balance is paid out after the usual checks. We may suspend or close an account in case of fraud, use of another person’s payment method, multiple accounts, collusion, abuse of bonuses or breach of these terms, and will tell you why unless the law forbids it. An account without a login for 12 months becomes dormant: we will contact you, we charge no inactivity fee and your balance remains yours.',
    ],
  },
  {
    heading: 'Liability',
    blocks: [
      'The services are provided as they are. We are not liable for losses caused by events outside our control, such as failures of the internet or of your device. Nothing in these terms limits our liability for fraud, gross negligence or anything else that cannot be limited by law.',
    ],
  },
  {
    heading: 'Changes to these terms',
    blocks: [
      'We may change these terms. Material changes are announced before they take effect, and we will ask you to accept them at your next login.',
    ],
  },
];

const acceptance: Section = {
  heading: 'Agreement',
  blocks: [
    'By opening an account or using the services you accept these terms, our Privacy Policy and the rules of each game. Please read them carefully.',
  ],
};

export const termsAndConditions: LicensedPageText<TermsVariant> = {
  sections: sharedTerms,
  variants: {
    default: {
      title: 'Terms and Conditions',
      seoTitle: 'Terms and Conditions | Open Casino',
      description:
        'The terms of your agreement with Open Casino: accounts, payments, bonuses, games, complaints and the licences we operate under.',
      keywords: 'terms and conditions, rules, licence, account, withdrawals, Open Casino',
      lead: 'These terms form the agreement between you and the company that operates Open Casino for your country of residence. Players in Estonia have their own version of the terms, and so do players in Australia.',
      first: [
        acceptance,
        curacaoOperator,
        {
          heading: 'Who can play',
          blocks: [
            'You must be at least 18 years old, or older where the law of your country sets a higher age (21 in Estonia). We verify age and identity and may close accounts of players who do not meet this requirement.',
          ],
        },
      ],
      last: [curacaoLaw],
    },
    CW: {
      title: 'Terms and Conditions (Curaçao licence)',
      seoTitle: 'Terms and Conditions, Curaçao licence | Open Casino',
      description: `Terms for players of ${curacao.company}, licensed in Curaçao: accounts, payments, bonuses, games and complaints.`,
      keywords: 'terms and conditions, Curaçao licence, Gaming Control Board, Open Casino',
      lead: `These terms apply to players whose account is held by ${curacao.company} under its Curaçao licences.`,
      first: [
        acceptance,
        curacaoOperator,
        {
          heading: 'Who can play',
          blocks: [
            'You must be at least 18 years old, or older where the law of your country sets a higher age. Players from countries where we do not hold the required licence cannot open an account.',
          ],
        },
      ],
      last: [curacaoLaw],
    },
    EE: {
      title: 'Terms and Conditions (Estonia)',
      seoTitle: 'Terms and Conditions for Estonia | Open Casino',
      description: `Terms for players in Estonia, whose account is held by ${estonia.company} under licences of the Estonian Tax and Customs Board.`,
      keywords: 'terms and conditions, Estonia, EMTA licence, 21+, Open Casino',
      lead: `These terms apply to players resident in Estonia. Their accounts are held by ${estonia.company}.`,
      first: [acceptance, estoniaOperator],
      last: [estoniaLaw],
    },
    AU: {
      title: 'Terms and Conditions (Australia)',
      seoTitle: 'Terms and Conditions for Australia | Open Casino',
      description:
        'Terms for players in Australia: age, Australian dollar accounts, state details, limits and where to find help.',
      keywords: 'terms and conditions, Australia, AUD, pokies, responsible gambling, Open Casino',
      lead: `These terms apply to players located in Australia. Their accounts are held by ${curacao.company}.`,
      first: [
        acceptance,
        curacaoOperator,
        {
          heading: 'Who can play',
          blocks: [
            'You must be at least 18 years old. Before signing up, visitors in Australia are asked to confirm that they are of age and accept these terms.',
            'Accounts can be held in Australian dollars. Your state or territory is taken from your postcode and must match your address documents.',
            'If gambling is causing you harm, free and confidential help is available 24/7 from Gambling Help Online on 1800 858 858.',
          ],
        },
      ],
      last: [curacaoLaw],
    },
  },
};

const ruleSections: Section[] = [
  {
    heading: 'Bets',
    blocks: [
      {
        list: [
          'A bet is accepted when the game confirms it and the stake is taken from your balance. A bet cannot be cancelled once accepted.',
          'Minimum and maximum stakes are shown in each game. While a bonus is active, a maximum bet per round may apply, as stated in the bonus terms.',
          'Real money is used before bonus money. Wins from real-money bets are added to your real balance.',
        ],
      },
    ],
  },
  {
    heading: 'Return to player and fairness',
    blocks: [
      'The theoretical return to player (RTP) of each game is shown in its information panel. Results of our own studio’s games are generated from a server seed, whose hash is shown to you before the round, your client seed and a round number; after the round you can verify the result in your game history.',
    ],
  },
  {
    heading: 'Interruptions and malfunctions',
    blocks: [
      'If your connection drops during a round, the round is completed on our servers and the result appears in your game history and balance. A malfunction of a game or of our systems voids the affected bets; their stakes are refunded. Obvious errors in the displayed pay or in the settlement of a round are corrected.',
    ],
  },
  {
    heading: 'Demo mode',
    blocks: [
      'Most games can be played for fun with play money. Demo results are not real money and cannot be withdrawn; the maths of a game are the same in both modes.',
    ],
  },
  {
    heading: 'Game history',
    blocks: [
      'Every bet, win and round is recorded and can be viewed in your profile. If you disagree with a result, contact support with the round identifier shown in your history.',
    ],
  },
];

export const generalRules: LicensedPageText<GeneralRulesVariant> = {
  sections: ruleSections,
  variants: {
    default: {
      title: 'General Rules',
      seoTitle: 'General Rules | Open Casino',
      description:
        'The rules that apply to every game at Open Casino: bets, return to player, provably fair results, interruptions and game history.',
      keywords: 'general rules, game rules, RTP, provably fair, Open Casino',
      lead: 'These rules apply to every game on the site, in addition to the rules shown inside each game. If they differ, the rules of the game prevail.',
      first: [],
      last: [],
    },
    EE: {
      title: 'General Rules (Estonia)',
      seoTitle: 'General Rules for Estonia | Open Casino',
      description:
        'Game rules for players in Estonia: 21+ age limit, euro accounts, bets, return to player and game history.',
      keywords: 'general rules, Estonia, game rules, 21+, Open Casino',
      lead: `These rules apply to players in Estonia, whose games are offered by ${estonia.company}.`,
      first: [
        {
          heading: 'Players in Estonia',
          blocks: [
            'Only players aged 21 or older may play. Bets and wins are in euros. Games are offered under the operating licence of the Estonian Tax and Customs Board named in our Terms and Conditions.',
          ],
        },
      ],
      last: [],
    },
  },
};
