import type { LanguageTexts } from '../content-types.ts';
import { cookiePolicy, privacyPolicy } from './legal.ts';
import { generalRules, termsAndConditions } from './terms.ts';
import { benefitsOfCrypto, bonusBalance, payments, responsibleGaming, support } from './help.ts';
import { about, awards, seoPages } from './about.ts';
import { footer, labels } from './footer.ts';

/** Estonian (informal sina, as in the et message files), for the et locale. */
export const estonianTexts: LanguageTexts = {
  labels,
  pages: {
    'privacy-policy': privacyPolicy,
    'cookie-policy': cookiePolicy,
    support,
    'benefits-of-crypto': benefitsOfCrypto,
    payments,
    'responsible-gaming': responsibleGaming,
    'bonus-balance': bonusBalance,
    about,
    awards,
  },
  terms: termsAndConditions,
  generalRules,
  seo: seoPages,
  footer,
};
