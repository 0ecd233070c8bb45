import type { PageText, SeoPath } from '../content-types.ts';
import { OPERATOR } from '../operator.ts';

export const about: PageText = {
  title: 'Über uns',
  seoTitle: 'Über Open Casino',
  description:
    'Open Casino ist ein Online-Casino mit eigenem, nachweislich fairem Spielestudio, Krypto- und Fiat-Zahlungen, Turnieren und einem VIP-Club.',
  keywords: 'über Open Casino, Online-Casino, Provably Fair, Krypto-Casino, lizenziertes Casino',
  lead: 'Open Casino ist ein Online-Casino, das auf faire Spiele, schnelle Zahlungen und klare Regeln setzt.',
  sections: [
    {
      heading: 'Was wir bieten',
      blocks: [
        {
          list: [
            'Pokies (Spielautomaten), Tischspiele, Live-Spiele und Crash-Spiele, darunter die Titel unseres eigenen Studios.',
            'Nachweislich faire Ergebnisse: Jede Runde der Spiele unseres Studios kann vom Spieler überprüft werden.',
            'Ein- und Auszahlungen in wichtigen Währungen und in sechs Kryptowährungen, ohne Gebühren von uns.',
            'Turniere, Lotterien, Quests, ein Shop für Comp-Punkte und ein VIP-Club mit persönlichem Manager.',
          ],
        },
      ],
    },
    {
      heading: 'Lizenziert und beaufsichtigt',
      blocks: [
        `Open Casino wird von der ${OPERATOR.curacao.company} unter Lizenzen des Curaçao Gaming Control Board betrieben, für Spieler in Estland von der ${OPERATOR.estonia.company} unter Lizenzen der estnischen Steuer- und Zollbehörde. Einzelheiten finden Sie in unseren <a href="/terms-and-conditions">Allgemeinen Geschäftsbedingungen</a>.`,
      ],
    },
    {
      heading: 'Unsere Grundsätze',
      blocks: [
        'Wir nennen die Regeln, bevor Sie spielen, wir zahlen aus, was gewonnen wurde, und wir geben jedem Spieler die Werkzeuge, um die Kontrolle zu behalten. Wenn uns ein Fehler unterläuft, sagen Sie es uns: {email}.',
      ],
    },
  ],
};

export const awards: PageText = {
  title: 'Auszeichnungen',
  seoTitle: 'Auszeichnungen | Open Casino',
  description: 'Branchenauszeichnungen und Anerkennungen für Open Casino.',
  keywords: 'Auszeichnungen, Casino-Awards, Open Casino',
  lead: 'Open Casino ist ein junges Casino und hat noch keine Branchenauszeichnungen erhalten. Ein leeres Regal ist uns lieber als erfundene Trophäen.',
  sections: [
    {
      heading: 'Woran wir arbeiten',
      blocks: [
        'Wenn eine unabhängige Jury unsere Spiele, unsere Zahlungen oder unseren Support auszeichnet, führen wir die Auszeichnung hier mit Kategorie, Jahr und Veranstalter auf.',
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
    'Online-Casino',
    'Open Casino: Pokies, Live-Casino und Krypto-Spiele',
    'Spielen Sie Pokies, Live-Dealer- und Tischspiele bei Open Casino. Nachweislich faire Spiele, schnelle Krypto-Auszahlungen, Turniere und ein VIP-Club.',
    'Online-Casino, Pokies, Spielautomaten, Live-Casino, Krypto-Casino, Bitcoin-Casino',
    'Hunderte Spiele, schnelle Auszahlungen und jede Woche Turniere. Registrieren Sie sich in einer Minute und sichern Sie sich Ihr Willkommensangebot.',
  ),
  '/pokies/all': seo(
    'Pokies',
    'Online-Pokies und Spielautomaten | Open Casino',
    'Alle Pokies bei Open Casino: klassische Früchteautomaten, Megaways, Bonus Buy und Jackpot-Slots. Im Demomodus testen oder um echtes Geld spielen.',
    'Pokies, Online-Slots, Spielautomaten, Megaways, Bonus Buy, Jackpot-Slots',
    'Vom klassischen Früchteautomaten bis zu Megaways und Bonus Buy: Jeder Pokie lässt sich im Demomodus kostenlos testen.',
  ),
  '/live/all': seo(
    'Live-Casino',
    'Live-Casino: Blackjack, Roulette und Game Shows | Open Casino',
    'Spielen Sie Live-Blackjack, Roulette, Baccarat, Poker und Game Shows mit echten Dealern, in HD gestreamt bei Open Casino.',
    'Live-Casino, Live-Dealer, Live-Blackjack, Live-Roulette, Baccarat, Game Shows',
    'Echte Dealer, echte Tische, rund um die Uhr live übertragen.',
  ),
  '/tournaments': seo(
    'Turniere',
    'Casino-Turniere und Lotterien | Open Casino',
    'Nehmen Sie bei Open Casino an Slot-Turnieren und Lotterien teil, klettern Sie in der Bestenliste nach oben und gewinnen Sie Preise zusätzlich zu Ihren Gewinnen.',
    'Casino-Turniere, Slot-Turniere, Lotterie, Bestenliste, Preise',
    'Messen Sie sich mit anderen Spielern in der Bestenliste und gewinnen Sie Preise zusätzlich zu Ihren regulären Gewinnen.',
  ),
};
