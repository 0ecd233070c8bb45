import type { FooterTexts, RenderLabels } from '../content-types.ts';
import { OPERATOR } from '../operator.ts';

const { curacao, estonia } = OPERATOR;

export const footer: FooterTexts = {
  copyrightCW: `© Open Casino. Dette nettstedet drives av ${curacao.company}, organisasjonsnummer ${curacao.registration}, ${curacao.address}, under underlisens ${curacao.cwLicence} utstedt etter Curaçaos forordning om offshore pengespill.`,
  copyrightGCB: `© Open Casino. Dette nettstedet drives av ${curacao.company}, organisasjonsnummer ${curacao.registration}, ${curacao.address}, lisensiert og under tilsyn av Curaçao Gaming Control Board med lisens ${curacao.gcbLicence}.`,
  copyrightEE: `© Open Casino. For spillere i Estland tilbys spillene av ${estonia.company}, registreringskode ${estonia.registration}, ${estonia.address}, under virksomhetslisens ${estonia.activityLicence} og driftslisens ${estonia.operatingLicence} utstedt av det estiske skatte- og tollvesenet.`,
  contacts: 'Kundestøtte døgnet rundt: {phone} · {email}',
  responsibleGaming:
    '18+ (21+ i Estland). Pengespill kan være avhengighetsskapende: spill ansvarlig og <a href="/responsible-gaming">sett grensene dine</a>.',
  files: {
    bankTransfer: 'Bankoverføring',
    adultsOnly: 'Kun for voksne: 18+',
    licenceCW: 'Lisensiert på Curaçao',
    licenceGCB: 'Curaçao Gaming Control Board',
    licenceEE: 'Det estiske skatte- og tollvesenet',
  },
};

export const labels: RenderLabels = {
  lastUpdated: 'Sist oppdatert',
  payments: {
    depositCaption: 'Kryptoinnskudd',
    withdrawalCaption: 'Kryptouttak',
    method: 'Betalingsmåte',
    currency: 'Valuta',
    minimum: 'Minimum',
    maximum: 'Maksimum',
    fee: 'Gebyr',
    processing: 'Behandling',
    free: 'Gratis',
    instant: 'Umiddelbart',
    noLimit: 'Ingen grense',
  },
};
