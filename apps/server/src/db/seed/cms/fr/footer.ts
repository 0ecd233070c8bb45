import type { FooterTexts, RenderLabels } from '../content-types.ts';
import { OPERATOR } from '../operator.ts';

const { curacao, estonia } = OPERATOR;

export const footer: FooterTexts = {
  copyrightCW: `© Open Casino. Ce site est exploité par ${curacao.company}, numéro d’entreprise ${curacao.registration}, ${curacao.address}, en vertu de la sous-licence ${curacao.cwLicence} délivrée selon l’ordonnance nationale de Curaçao sur les jeux de hasard extraterritoriaux.`,
  copyrightGCB: `© Open Casino. Ce site est exploité par ${curacao.company}, numéro d’entreprise ${curacao.registration}, ${curacao.address}, titulaire de la licence ${curacao.gcbLicence} et réglementée par le Curaçao Gaming Control Board.`,
  copyrightEE: `© Open Casino. Pour les joueurs en Estonie, les jeux sont organisés par ${estonia.company}, code d’enregistrement ${estonia.registration}, ${estonia.address}, en vertu de la licence d’activité ${estonia.activityLicence} et de la licence d’exploitation ${estonia.operatingLicence} délivrées par l’Office estonien des impôts et des douanes.`,
  contacts: 'Soutien 24 h sur 24, 7 jours sur 7 : {phone} · {email}',
  responsibleGaming:
    '18+ (21+ en Estonie). Le jeu peut créer une dépendance : jouez de façon responsable et <a href="/responsible-gaming">fixez vos limites</a>.',
  files: {
    bankTransfer: 'Virement bancaire',
    adultsOnly: 'Réservé aux adultes : 18+',
    licenceCW: 'Licence de Curaçao',
    licenceGCB: 'Curaçao Gaming Control Board',
    licenceEE: 'Office estonien des impôts et des douanes',
  },
};

export const labels: RenderLabels = {
  lastUpdated: 'Dernière mise à jour',
  payments: {
    depositCaption: 'Dépôts en cryptomonnaie',
    withdrawalCaption: 'Retraits en cryptomonnaie',
    method: 'Mode',
    currency: 'Devise',
    minimum: 'Minimum',
    maximum: 'Maximum',
    fee: 'Frais',
    processing: 'Traitement',
    free: 'Gratuit',
    instant: 'Instantané',
    noLimit: 'Aucune limite',
  },
};
