import type { FooterTexts, RenderLabels } from '../content-types.ts';
import { OPERATOR } from '../operator.ts';

const { curacao, estonia } = OPERATOR;

export const footer: FooterTexts = {
  copyrightCW: `© Open Casino. Seda veebisaiti haldab ${curacao.company}, registreerimisnumber ${curacao.registration}, ${curacao.address}, Curaçao offshore-hasartmängude riikliku määruse (National Ordinance on Offshore Games of Hazard) alusel väljastatud alamlitsentsi ${curacao.cwLicence} alusel.`,
  copyrightGCB: `© Open Casino. Seda veebisaiti haldab ${curacao.company}, registreerimisnumber ${curacao.registration}, ${curacao.address}, Curaçao Gaming Control Boardi väljastatud litsentsi ${curacao.gcbLicence} alusel ja selle asutuse järelevalve all.`,
  copyrightEE: `© Open Casino. Eesti mängijatele korraldab hasartmänge ${estonia.company}, registrikood ${estonia.registration}, ${estonia.address}, Maksu- ja Tolliameti väljastatud tegevusloa ${estonia.activityLicence} ja korraldamise loa ${estonia.operatingLicence} alusel.`,
  contacts: 'Klienditugi 24/7: {phone} · {email}',
  responsibleGaming:
    '18+ (Eestis 21+). Hasartmängud võivad tekitada sõltuvust: mängi vastutustundlikult ja <a href="/responsible-gaming">sea endale limiidid</a>.',
  files: {
    bankTransfer: 'Pangaülekanne',
    adultsOnly: 'Ainult täiskasvanutele: 18+',
    licenceCW: 'Curaçao litsents',
    licenceGCB: 'Curaçao Gaming Control Board',
    licenceEE: 'Maksu- ja Tolliamet',
  },
};

export const labels: RenderLabels = {
  lastUpdated: 'Viimati uuendatud',
  payments: {
    depositCaption: 'Krüptosissemaksed',
    withdrawalCaption: 'Krüptoväljamaksed',
    method: 'Makseviis',
    currency: 'Valuuta',
    minimum: 'Miinimum',
    maximum: 'Maksimum',
    fee: 'Tasu',
    processing: 'Töötlemisaeg',
    free: 'Tasuta',
    instant: 'Kohene',
    noLimit: 'Piiranguta',
  },
};
