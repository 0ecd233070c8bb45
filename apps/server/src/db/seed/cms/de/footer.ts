import type { FooterTexts, RenderLabels } from '../content-types.ts';
import { OPERATOR } from '../operator.ts';

const { curacao, estonia } = OPERATOR;

export const footer: FooterTexts = {
  copyrightCW: `© Open Casino. Diese Website wird von der ${curacao.company} betrieben, Handelsregisternummer ${curacao.registration}, ${curacao.address}, unter der Unterlizenz ${curacao.cwLicence} nach der Landesverordnung über Offshore-Glücksspiele von Curaçao.`,
  copyrightGCB: `© Open Casino. Diese Website wird von der ${curacao.company} betrieben, Handelsregisternummer ${curacao.registration}, ${curacao.address}, lizenziert und beaufsichtigt vom Curaçao Gaming Control Board unter der Lizenz ${curacao.gcbLicence}.`,
  copyrightEE: `© Open Casino. Für Spieler in Estland werden die Spiele von der ${estonia.company} veranstaltet, Registernummer ${estonia.registration}, ${estonia.address}, unter der Tätigkeitslizenz ${estonia.activityLicence} und der Betriebslizenz ${estonia.operatingLicence} der estnischen Steuer- und Zollbehörde.`,
  contacts: 'Support rund um die Uhr: {phone} · {email}',
  responsibleGaming:
    '18+ (in Estland 21+). Glücksspiel kann süchtig machen: Spielen Sie verantwortungsvoll und <a href="/responsible-gaming">setzen Sie sich Limits</a>.',
  files: {
    bankTransfer: 'Banküberweisung',
    adultsOnly: 'Nur für Erwachsene: 18+',
    licenceCW: 'Lizenziert in Curaçao',
    licenceGCB: 'Curaçao Gaming Control Board',
    licenceEE: 'Estnische Steuer- und Zollbehörde',
  },
};

export const labels: RenderLabels = {
  lastUpdated: 'Zuletzt aktualisiert',
  payments: {
    depositCaption: 'Krypto-Einzahlungen',
    withdrawalCaption: 'Krypto-Auszahlungen',
    method: 'Methode',
    currency: 'Währung',
    minimum: 'Minimum',
    maximum: 'Maximum',
    fee: 'Gebühr',
    processing: 'Bearbeitung',
    free: 'Kostenlos',
    instant: 'Sofort',
    noLimit: 'Kein Limit',
  },
};
