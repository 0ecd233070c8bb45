import type { FooterTexts, RenderLabels } from '../content-types.ts';
import { OPERATOR } from '../operator.ts';

const { curacao, estonia } = OPERATOR;

export const footer: FooterTexts = {
  copyrightCW: `© Open Casino. Questo sito è gestito da ${curacao.company}, numero di registro ${curacao.registration}, ${curacao.address}, in base alla sublicenza ${curacao.cwLicence} rilasciata ai sensi dell’ordinanza di Curaçao sui giochi d’azzardo offshore.`,
  copyrightGCB: `© Open Casino. Questo sito è gestito da ${curacao.company}, numero di registro ${curacao.registration}, ${curacao.address}, autorizzata e vigilata dal Curaçao Gaming Control Board con licenza ${curacao.gcbLicence}.`,
  copyrightEE: `© Open Casino. Per i giocatori in Estonia i giochi sono organizzati da ${estonia.company}, codice di registro ${estonia.registration}, ${estonia.address}, con licenza di attività ${estonia.activityLicence} e licenza operativa ${estonia.operatingLicence} rilasciate dall’Agenzia estone delle entrate e delle dogane.`,
  contacts: 'Assistenza 24 ore su 24: {phone} · {email}',
  responsibleGaming:
    '18+ (21+ in Estonia). Il gioco può causare dipendenza: gioca in modo responsabile e <a href="/responsible-gaming">imposta i tuoi limiti</a>.',
  files: {
    bankTransfer: 'Bonifico bancario',
    adultsOnly: 'Solo per adulti: 18+',
    licenceCW: 'Licenza di Curaçao',
    licenceGCB: 'Curaçao Gaming Control Board',
    licenceEE: 'Agenzia estone delle entrate e delle dogane',
  },
};

export const labels: RenderLabels = {
  lastUpdated: 'Ultimo aggiornamento',
  payments: {
    depositCaption: 'Depositi in criptovaluta',
    withdrawalCaption: 'Prelievi in criptovaluta',
    method: 'Metodo',
    currency: 'Valuta',
    minimum: 'Minimo',
    maximum: 'Massimo',
    fee: 'Commissione',
    processing: 'Elaborazione',
    free: 'Gratuito',
    instant: 'Istantanea',
    noLimit: 'Nessun limite',
  },
};
