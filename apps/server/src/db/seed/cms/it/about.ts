import type { PageText, SeoPath } from '../content-types.ts';
import { OPERATOR } from '../operator.ts';

export const about: PageText = {
  title: 'Chi siamo',
  seoTitle: 'Chi è Open Casino',
  description:
    'Open Casino è un casinò online con un proprio studio di giochi dimostrabilmente equi, pagamenti in criptovalute e valute tradizionali, tornei e un club VIP.',
  keywords: 'chi è Open Casino, casinò online, provably fair, casinò crypto, casinò con licenza',
  lead: 'Open Casino è un casinò online fondato su giochi equi, pagamenti rapidi e regole chiare.',
  sections: [
    {
      heading: 'Cosa offriamo',
      blocks: [
        {
          list: [
            'Slot, giochi da tavolo, giochi dal vivo e giochi crash, compresi i titoli del nostro studio.',
            'Risultati dimostrabilmente equi: ogni partita dei giochi del nostro studio può essere verificata dal giocatore.',
            'Depositi e prelievi nelle principali valute e in sei criptovalute, senza commissioni da parte nostra.',
            'Tornei, lotterie, missioni, un negozio di punti fedeltà e un club VIP con un manager personale.',
          ],
        },
      ],
    },
    {
      heading: 'Con licenza e sotto vigilanza',
      blocks: [
        `Open Casino è gestito da ${OPERATOR.curacao.company} con licenze del Curaçao Gaming Control Board e, per i giocatori in Estonia, da ${OPERATOR.estonia.company} con licenze dell’Agenzia estone delle entrate e delle dogane. I dettagli sono nei nostri <a href="/terms-and-conditions">Termini e condizioni</a>.`,
      ],
    },
    {
      heading: 'I nostri principi',
      blocks: [
        'Indichiamo le regole prima che tu giochi, paghiamo quello che si vince e diamo a ogni giocatore gli strumenti per mantenere il controllo. Se sbagliamo qualcosa, diccelo: {email}.',
      ],
    },
  ],
};

export const awards: PageText = {
  title: 'Premi',
  seoTitle: 'Premi | Open Casino',
  description: 'Premi e riconoscimenti del settore ricevuti da Open Casino.',
  keywords: 'premi, riconoscimenti, premi per casinò, Open Casino',
  lead: 'Open Casino è un casinò giovane e non ha ancora ricevuto premi di settore. Preferiamo mostrare una mensola vuota piuttosto che inventare trofei.',
  sections: [
    {
      heading: 'A cosa puntiamo',
      blocks: [
        'Quando una giuria indipendente premierà i nostri giochi, i nostri pagamenti o la nostra assistenza, il premio sarà elencato qui con categoria, anno e organizzatore.',
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
    'Casinò online',
    'Open Casino: slot, casinò dal vivo e giochi crypto',
    'Gioca a slot, giochi con croupier dal vivo e giochi da tavolo su Open Casino. Giochi verificabili, prelievi crypto rapidi, tornei e club VIP.',
    'casinò online, slot, slot machine, casinò dal vivo, casinò crypto, casinò bitcoin',
    'Centinaia di giochi, prelievi rapidi e tornei ogni settimana. Registrati in un minuto e ricevi la tua offerta di benvenuto.',
  ),
  '/pokies/all': seo(
    'Slot',
    'Slot online | Open Casino',
    'Tutte le slot di Open Casino: slot classiche alla frutta, Megaways, bonus buy e slot con jackpot. Provale in modalità demo o gioca con denaro reale.',
    'slot, slot online, slot machine, Megaways, bonus buy, slot jackpot',
    'Dalle classiche slot alla frutta alle Megaways e ai bonus buy: ogni slot si può provare gratis in modalità demo.',
  ),
  '/live/all': seo(
    'Casinò dal vivo',
    'Casinò dal vivo: blackjack, roulette e game show | Open Casino',
    'Gioca a blackjack, roulette, baccarat, poker e game show dal vivo con croupier reali, in streaming HD su Open Casino.',
    'casinò dal vivo, croupier dal vivo, blackjack live, roulette live, baccarat, game show',
    'Croupier veri, tavoli veri, in diretta a ogni ora del giorno e della notte.',
  ),
  '/tournaments': seo(
    'Tornei',
    'Tornei e lotterie del casinò | Open Casino',
    'Partecipa ai tornei di slot e alle lotterie di Open Casino, scala la classifica e vinci premi in aggiunta alle tue vincite abituali.',
    'tornei di casinò, tornei di slot, lotteria, classifica, premi',
    'Sfida gli altri giocatori in classifica e vinci premi in aggiunta alle tue vincite abituali.',
  ),
};
