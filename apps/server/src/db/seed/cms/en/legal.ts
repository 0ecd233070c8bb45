import type { PageText } from '../content-types.ts';
import { OPERATOR } from '../operator.ts';

const { curacao, estonia } = OPERATOR;

export const privacyPolicy: PageText = {
  title: 'Privacy Policy',
  seoTitle: 'Privacy Policy | Open Casino',
  description:
    'How Open Casino collects, uses, shares and protects your personal data, how long we keep it and how to exercise your rights.',
  keywords: 'privacy policy, personal data, GDPR, data protection, Open Casino',
  lead: 'This policy explains what personal data Open Casino collects when you visit the site or play, why we need it, who we share it with and the rights you have over it.',
  sections: [
    {
      heading: 'Who is responsible for your data',
      blocks: [
        `The controller of your personal data is the company that holds your player account: ${estonia.company} (registry code ${estonia.registration}, ${estonia.address}) for players in Estonia, and ${curacao.company} (company number ${curacao.registration}, ${curacao.address}) for everyone else.`,
        `You can reach our data protection officer at <a href="mailto:${OPERATOR.privacyEmail}">${OPERATOR.privacyEmail}</a>.`,
      ],
    },
    {
      heading: 'What we collect',
      blocks: [
        {
          list: [
            '<strong>Account data</strong>: e-mail address, nickname, password (stored only as a salted hash), currency and language.',
            '<strong>Identity and contact data</strong>: first and last name, date of birth, gender, address, postal code, city, country and mobile phone number.',
            '<strong>Verification data</strong>: copies of identity documents, proof of address and, where the law requires it, proof of the source of your funds.',
            '<strong>Financial data</strong>: deposits, withdrawals, payment method details (card numbers are held by our payment providers, we only see the first six and last four digits), crypto wallet addresses and balances.',
            '<strong>Gameplay data</strong>: games played, bets, wins, bonuses, limits you set and your responsible gaming history.',
            '<strong>Technical data</strong>: IP address, approximate location derived from it, device and browser type, language settings and the cookies described in our <a href="/cookie-policy">Cookie Policy</a>.',
            '<strong>Communications</strong>: messages you send to our support team and the answers we give.',
          ],
        },
      ],
    },
    {
      heading: 'Why we use it',
      blocks: [
        {
          list: [
            'To open and run your account, process payments and pay out winnings (performance of our contract with you).',
            'To verify your identity and age, prevent fraud and money laundering and meet the conditions of our licences (legal obligation).',
            'To protect players: detecting signs of problem gambling, applying limits and self-exclusion (legal obligation and legitimate interest).',
            'To keep the site secure and working, and to improve our games and services (legitimate interest).',
            'To send you offers and news, only when you have opted in; you can withdraw consent at any time in your profile (consent).',
          ],
        },
      ],
    },
    {
      heading: 'Who we share it with',
      blocks: [
        'We never sell your personal data. We share it only where needed for the purposes above:',
        {
          list: [
            'payment service providers and banks that process your deposits and withdrawals;',
            'identity verification and fraud prevention services;',
            'game providers, which receive a pseudonymous player identifier and your bets, never your name or contact details;',
            'hosting, e-mail and customer support providers that work for us under contract;',
            'regulators, law enforcement and courts, when the law requires us to.',
          ],
        },
        'Where a provider processes data outside the European Economic Area, we rely on an adequacy decision or on the European Commission’s standard contractual clauses.',
      ],
    },
    {
      heading: 'How long we keep it',
      blocks: [
        'We keep your data while your account is open. After it is closed, anti-money-laundering laws require us to keep identity, transaction and gameplay records for five years (longer if a regulator or court asks). Marketing preferences are deleted when you withdraw consent; technical logs are kept for at most twelve months.',
      ],
    },
    {
      heading: 'Your rights',
      blocks: [
        'You have the right to access your data, to have it corrected, to have it erased (unless we must keep it by law), to restrict or object to its processing, to data portability and to withdraw consent at any time.',
        `To use any of these rights, write to <a href="mailto:${OPERATOR.privacyEmail}">${OPERATOR.privacyEmail}</a>. We answer within one month. You may also complain to a data protection authority; in Estonia this is the Data Protection Inspectorate (Andmekaitse Inspektsioon).`,
      ],
    },
    {
      heading: 'Security',
      blocks: [
        'All traffic to the site is encrypted. Passwords are stored as salted hashes, sessions are held on our servers and can be ended from your profile, and two-factor authentication is available for your account. Access to personal data within our company is limited to staff who need it for their work.',
      ],
    },
    {
      heading: 'Children',
      blocks: [
        'Our services are only for adults: 18 years or older, and 21 or older in Estonia. We do not knowingly collect data from minors and close any account we find was opened by one.',
      ],
    },
    {
      heading: 'Changes to this policy',
      blocks: [
        'We may update this policy when our services or the law change. The date at the top shows the latest version; we will tell you by e-mail or on the site before a significant change takes effect.',
      ],
    },
  ],
};

export const cookiePolicy: PageText = {
  title: 'Cookie Policy',
  seoTitle: 'Cookie Policy | Open Casino',
  description:
    'Which cookies Open Casino uses, what each one does, how long it lasts and how you can control them.',
  keywords: 'cookie policy, cookies, consent, session cookie, Open Casino',
  lead: 'Cookies are small text files that a website stores in your browser. We use as few as possible and explain each of them below.',
  sections: [
    {
      heading: 'Cookies we use',
      blocks: [
        {
          table: {
            head: ['Cookie', 'Purpose', 'Lifetime'],
            rows: [
              [
                'Session (<code>casino_session</code>)',
                'Keeps you signed in and protects your account. Strictly necessary.',
                '30 days after your last visit, or until you sign out',
              ],
              [
                'Language (<code>locale</code>)',
                'Remembers the language you chose. Strictly necessary.',
                '1 year',
              ],
              [
                'Cookie consent',
                'Remembers that you accepted this policy, so the banner is not shown again.',
                '1 year',
              ],
              [
                'Affiliate tag',
                'Records the partner website that sent you to us, so we can pay that partner.',
                '30 days',
              ],
            ],
          },
        },
        'We do not use third-party advertising cookies. Data such as your local preferences for notifications is stored in your browser’s local storage and never leaves your device.',
      ],
    },
    {
      heading: 'Strictly necessary cookies',
      blocks: [
        'The session and language cookies are needed for the site to work: without them you could not sign in, deposit or play for real money. They are therefore set without asking for consent, as the law allows.',
      ],
    },
    {
      heading: 'How to control cookies',
      blocks: [
        'You can delete cookies or block them in your browser settings at any time. If you block the session cookie you will not be able to sign in. Deleting the consent cookie will make the cookie banner appear again on your next visit.',
      ],
    },
    {
      heading: 'Questions',
      blocks: [
        `For any question about cookies or your privacy, see our <a href="/privacy-policy">Privacy Policy</a> or write to <a href="mailto:${OPERATOR.privacyEmail}">${OPERATOR.privacyEmail}</a>.`,
      ],
    },
  ],
};
