import type { FooterTexts, RenderLabels } from '../content-types.ts';
import { OPERATOR } from '../operator.ts';

const { curacao, estonia } = OPERATOR;

export const footer: FooterTexts = {
  copyrightCW: `© Open Casino. This website is operated by ${curacao.company}, company number ${curacao.registration}, ${curacao.address}, under sub-licence ${curacao.cwLicence} issued under the National Ordinance on Offshore Games of Hazard of Curaçao.`,
  copyrightGCB: `© Open Casino. This website is operated by ${curacao.company}, company number ${curacao.registration}, ${curacao.address}, licensed and regulated by the Curaçao Gaming Control Board under licence ${curacao.gcbLicence}.`,
  copyrightEE: `© Open Casino. For players in Estonia, games are organised by ${estonia.company}, registry code ${estonia.registration}, ${estonia.address}, under activity licence ${estonia.activityLicence} and operating licence ${estonia.operatingLicence} issued by the Estonian Tax and Customs Board.`,
  contacts: 'Support 24/7: {phone} · {email}',
  responsibleGaming:
    '18+ (21+ in Estonia). Gambling can be addictive: play responsibly and <a href="/responsible-gaming">set your limits</a>.',
  files: {
    bankTransfer: 'Bank transfer',
    adultsOnly: 'Adults only: 18+',
    licenceCW: 'Licensed in Curaçao',
    licenceGCB: 'Curaçao Gaming Control Board',
    licenceEE: 'Estonian Tax and Customs Board',
  },
};

export const labels: RenderLabels = {
  lastUpdated: 'Last updated',
  payments: {
    depositCaption: 'Crypto deposits',
    withdrawalCaption: 'Crypto withdrawals',
    method: 'Method',
    currency: 'Currency',
    minimum: 'Minimum',
    maximum: 'Maximum',
    fee: 'Fee',
    processing: 'Processing',
    free: 'Free',
    instant: 'Instant',
    noLimit: 'No limit',
  },
};
