import type { PageText, SeoPath } from '../content-types.ts';
import { OPERATOR } from '../operator.ts';

export const about: PageText = {
  title: 'Om oss',
  seoTitle: 'Om Open Casino',
  description:
    'Open Casino er et nettkasino med eget studio for beviselig rettferdige spill, betalinger i krypto og vanlig valuta, turneringer og en VIP-klubb.',
  keywords: 'om Open Casino, nettkasino, beviselig rettferdig, kryptokasino, lisensiert kasino',
  lead: 'Open Casino er et nettkasino bygget på rettferdige spill, raske betalinger og klare regler.',
  sections: [
    {
      heading: 'Hva vi tilbyr',
      blocks: [
        {
          list: [
            'Spilleautomater, bordspill, livespill og crash-spill, blant annet titlene fra vårt eget studio.',
            'Beviselig rettferdige resultater: hver runde i spillene fra studioet vårt kan kontrolleres av spilleren.',
            'Innskudd og uttak i de største valutaene og i seks kryptovalutaer, uten gebyrer fra oss.',
            'Turneringer, lotterier, oppdrag, en butikk for bonuspoeng og en VIP-klubb med personlig kontaktperson.',
          ],
        },
      ],
    },
    {
      heading: 'Lisensiert og under tilsyn',
      blocks: [
        `Open Casino drives av ${OPERATOR.curacao.company} under lisenser fra Curaçao Gaming Control Board, og for spillere i Estland av ${OPERATOR.estonia.company} under lisenser fra det estiske skatte- og tollvesenet. Detaljene står i <a href="/terms-and-conditions">vilkårene og betingelsene</a> våre.`,
      ],
    },
    {
      heading: 'Prinsippene våre',
      blocks: [
        'Vi oppgir reglene før du spiller, vi betaler ut det som vinnes, og vi gir alle spillere verktøy til å holde kontrollen. Gjør vi noe feil, si fra: {email}.',
      ],
    },
  ],
};

export const awards: PageText = {
  title: 'Utmerkelser',
  seoTitle: 'Utmerkelser | Open Casino',
  description: 'Bransjepriser og utmerkelser tildelt Open Casino.',
  keywords: 'utmerkelser, kasinopriser, Open Casino',
  lead: 'Open Casino er et ungt kasino og har ennå ikke fått bransjepriser. Vi viser heller en tom hylle enn å finne på pokaler.',
  sections: [
    {
      heading: 'Det vi jobber mot',
      blocks: [
        'Når en uavhengig jury premierer spillene, betalingene eller kundestøtten vår, oppføres prisen her med kategori, år og arrangør.',
      ],
    },
  ],
};

const seo = (
  title: string,
  seoTitle: string,
  description: string,
  keywords: string,
  lead: string,
): PageText => ({ title, seoTitle, description, keywords, lead, sections: [] });

export const seoPages: Record<SeoPath, PageText> = {
  '/': seo(
    'Nettkasino',
    'Open Casino: spilleautomater, live kasino og kryptospill',
    'Spill spilleautomater, live dealer-spill og bordspill hos Open Casino. Beviselig rettferdige spill, raske kryptouttak, turneringer og VIP-klubb.',
    'nettkasino, spilleautomater, slots, live kasino, kryptokasino, bitcoin-kasino',
    'Hundrevis av spill, raske uttak og turneringer hver uke. Registrer deg på et minutt og hent velkomsttilbudet ditt.',
  ),
  '/pokies/all': seo(
    'Spilleautomater',
    'Spilleautomater på nett | Open Casino',
    'Alle spilleautomater hos Open Casino: klassiske fruktautomater, Megaways, bonuskjøp og jackpotautomater. Prøv dem i demomodus eller spill for ekte penger.',
    'spilleautomater, slots på nett, Megaways, bonuskjøp, jackpotautomater',
    'Fra klassiske fruktautomater til Megaways og bonuskjøp: alle spilleautomater kan prøves gratis i demomodus.',
  ),
  '/live/all': seo(
    'Live kasino',
    'Live kasino: blackjack, rulett og gameshow | Open Casino',
    'Spill live blackjack, rulett, baccarat, poker og gameshow med ekte dealere, strømmet i HD hos Open Casino.',
    'live kasino, live dealer, live blackjack, live rulett, baccarat, gameshow',
    'Ekte dealere, ekte bord, strømmet direkte døgnet rundt.',
  ),
  '/tournaments': seo(
    'Turneringer',
    'Kasinoturneringer og lotterier | Open Casino',
    'Bli med i spilleautomatturneringer og lotterier hos Open Casino, klatre på resultatlisten og vinn premier i tillegg til de vanlige gevinstene dine.',
    'kasinoturneringer, spilleautomatturneringer, lotteri, resultatliste, premier',
    'Konkurrer med andre spillere på resultatlisten og vinn premier i tillegg til de vanlige gevinstene dine.',
  ),
};
