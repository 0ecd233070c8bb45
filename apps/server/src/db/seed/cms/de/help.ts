import type { PageText } from '../content-types.ts';

export const support: PageText = {
  title: 'Support',
  seoTitle: 'Support rund um die Uhr | Open Casino',
  description:
    'Erreichen Sie den Open Casino Support per Live-Chat, E-Mail oder Telefon, 24 Stunden am Tag. Hilfe zu Konto, Zahlungen, Boni und Spielen.',
  keywords: 'Support, Hilfe, Kontakt, Live-Chat, Kundenservice, Open Casino',
  lead: 'Unser Support-Team ist 24 Stunden am Tag, 7 Tage die Woche für Sie da, auf Deutsch, Englisch und in den weiteren Sprachen der Website.',
  sections: [
    {
      heading: 'So erreichen Sie uns',
      blocks: [
        {
          list: [
            '<strong>Live-Chat</strong>: der schnellste Weg. Öffnen Sie ihn mit der Chat-Schaltfläche unten auf jeder Seite; die erste Antwort kommt im Schnitt in unter zwei Minuten.',
            '<strong>E-Mail</strong>: {email}. Wir antworten innerhalb von 24 Stunden, meist viel schneller.',
            '<strong>Telefon</strong>: {phone}, täglich von 08:00 bis 24:00 Uhr MEZ.',
          ],
        },
      ],
    },
    {
      heading: 'Bevor Sie uns kontaktieren',
      blocks: [
        'Viele Antworten sind nur einen Klick entfernt: Zahlungslimits stehen auf der Seite <a href="/payments">Zahlungen</a>, die Umsatzbedingungen von Boni erklärt die Seite <a href="/bonus-balance">Bonusguthaben</a>, und jeder Einsatz ist in Ihrem Spielverlauf aufgeführt. Geben Sie in Ihrer Nachricht die E-Mail-Adresse Ihres Kontos an und bei Fragen zu einem Spiel die Rundenkennung aus Ihrem Verlauf. Wir fragen Sie niemals nach Ihrem Passwort.',
      ],
    },
    {
      heading: 'Beschwerden',
      blocks: [
        'Konnte der Support Ihr Problem nicht lösen, können Sie eine förmliche Beschwerde einreichen. Ablauf und Fristen beschreiben unsere <a href="/terms-and-conditions">Allgemeinen Geschäftsbedingungen</a>.',
      ],
    },
    {
      heading: 'Brauchen Sie eine Pause?',
      blocks: [
        'Der Support kann sofort eine Spielpause oder einen Selbstausschluss für Sie einrichten. Sie können das auch selbst in Ihrem Profil tun; siehe <a href="/responsible-gaming">Verantwortungsvolles Spielen</a>.',
      ],
    },
  ],
};

export const benefitsOfCrypto: PageText = {
  title: 'Vorteile von Kryptowährungen',
  seoTitle: 'Mit Bitcoin und anderen Kryptowährungen spielen | Open Casino',
  description:
    'Warum Spieler mit Bitcoin, Ethereum, Litecoin, Dogecoin, Bitcoin Cash und USDT einzahlen: schnelle Auszahlungen, keine Gebühren von uns und volle Kontrolle über Ihr Geld.',
  keywords: 'Krypto-Casino, Bitcoin-Casino, Ethereum, Litecoin, Dogecoin, USDT, Krypto-Zahlungen',
  lead: 'Sie können Ihr Guthaben in einer Kryptowährung führen und direkt damit spielen. Das bringt Ihnen folgende Vorteile, und darauf sollten Sie achten.',
  sections: [
    {
      heading: 'Warum Spieler Krypto wählen',
      blocks: [
        {
          list: [
            '<strong>Schnell</strong>: Einzahlungen werden gutgeschrieben, sobald das Netzwerk sie bestätigt, und freigegebene Auszahlungen werden sofort gesendet.',
            '<strong>Keine Gebühren von uns</strong>: Für Krypto-Ein- und Auszahlungen berechnen wir nichts; es fällt nur die Netzwerkgebühr an.',
            '<strong>Kleine Beträge</strong>: Sie können schon ab 0,0001 BTC einzahlen.',
            '<strong>Ihre Schlüssel, Ihre Coins</strong>: Auszahlungen gehen an eine Wallet, die Sie kontrollieren, ohne Bank dazwischen.',
          ],
        },
      ],
    },
    {
      heading: 'Unterstützte Coins',
      blocks: [
        'Bitcoin (BTC), Bitcoin Cash (BCH), Ethereum (ETH), Litecoin (LTC), Dogecoin (DOGE) und Tether (USDT). Die Limits für jeden Coin finden Sie auf unserer Seite <a href="/payments">Zahlungen</a>.',
      ],
    },
    {
      heading: 'Gut zu wissen',
      blocks: [
        {
          list: [
            'Senden Sie Coins immer über das in der Kasse angezeigte Netzwerk. An ein falsches Netzwerk oder eine falsche Adresse gesendete Coins lassen sich nicht zurückholen.',
            'Kryptokurse schwanken. Ihr Guthaben wird in dem Coin geführt, den Sie eingezahlt haben; sein Wert in anderen Währungen kann steigen oder fallen.',
            'Krypto heißt nicht anonym: Wie jedes lizenzierte Casino prüfen wir die Identität unserer Spieler.',
          ],
        },
      ],
    },
  ],
};

export const payments: PageText = {
  title: 'Zahlungen',
  seoTitle: 'Zahlungsmethoden und Limits | Open Casino',
  description:
    'Ein- und Auszahlungslimits für Bitcoin, Bitcoin Cash, Litecoin, Ethereum, Dogecoin und USDT bei Open Casino. Keine Gebühren, sofortige Bearbeitung.',
  keywords:
    'Zahlungsmethoden, Einzahlung, Auszahlung, Limits, Bitcoin, USDT, Gebühren, Open Casino',
  lead: 'Wir erheben keine Gebühren auf Ein- oder Auszahlungen, und Krypto-Zahlungen werden sofort bearbeitet.',
  sections: [
    {
      heading: 'Einzahlungen',
      blocks: [
        { paymentTable: 'deposit' },
        'Eine Einzahlung wird nach der in der Kasse angezeigten Zahl von Netzwerkbestätigungen gutgeschrieben.',
      ],
    },
    {
      heading: 'Auszahlungen',
      blocks: [
        { paymentTable: 'withdrawal' },
        'Auszahlungen werden vor dem Versand von unserem Zahlungsteam geprüft; für Ihre erste Auszahlung kann eine Identitätsprüfung nötig sein. Solange eine Auszahlung aussteht, können Sie sie in Ihrer Kasse stornieren.',
      ],
    },
    {
      heading: 'Karten, Banküberweisung und E-Wallets',
      blocks: [
        'Je nach Land und Währung bietet die Kasse außerdem Karten, Banküberweisung und E-Wallets an. Welche Methoden Ihnen zur Verfügung stehen und welche Limits gelten, sehen Sie nach der Anmeldung in der Kasse.',
      ],
    },
  ],
};

export const responsibleGaming: PageText = {
  title: 'Verantwortungsvolles Spielen',
  seoTitle: 'Verantwortungsvolles Spielen | Open Casino',
  description:
    'Werkzeuge, um bei Open Casino die Kontrolle zu behalten: Einzahlungs-, Verlust-, Einsatz- und Sitzungslimits, Spielpause, Selbstausschluss und Hilfsangebote.',
  keywords:
    'verantwortungsvolles Spielen, Spielerschutz, Limits, Selbstausschluss, Spielpause, Hilfe bei Spielsucht',
  lead: 'Glücksspiel soll Unterhaltung sein, niemals ein Weg, Geld zu verdienen oder Problemen zu entfliehen. Diese Werkzeuge helfen Ihnen, dass es so bleibt.',
  sections: [
    {
      heading: 'Sicher spielen',
      blocks: [
        {
          list: [
            'Legen Sie vorher fest, wie viel Geld und Zeit Sie einsetzen, und hören Sie auf, wenn Sie die Grenze erreichen.',
            'Spielen Sie nur mit Geld, dessen Verlust Sie sich leisten können. Jagen Sie Verlusten niemals hinterher.',
            'Spielen Sie nicht, wenn Sie aufgewühlt oder müde sind oder unter Alkoholeinfluss stehen.',
            'Machen Sie regelmäßig Pausen und sorgen Sie für einen Ausgleich zum Spielen.',
          ],
        },
      ],
    },
    {
      heading: 'Limits, die Sie setzen können',
      blocks: [
        'In Ihrem Profil unter <strong>Limits</strong> können Sie pro Tag, Woche oder Monat festlegen:',
        {
          list: [
            '<strong>Einzahlungslimit</strong>: wie viel Sie höchstens einzahlen;',
            '<strong>Verlustlimit</strong>: wie viel Sie höchstens verlieren;',
            '<strong>Einsatzlimit</strong>: wie viel Sie höchstens setzen;',
            '<strong>Sitzungslimit</strong>: wie lange Sie angemeldet bleiben.',
          ],
        },
        'Ein niedrigeres Limit gilt sofort. Das Erhöhen oder Aufheben eines Limits müssen Sie über einen Link bestätigen, den wir Ihnen per E-Mail senden, damit die Entscheidung nie im Eifer des Gefechts fällt.',
      ],
    },
    {
      heading: 'Spielpause und Selbstausschluss',
      blocks: [
        'Eine <strong>Spielpause</strong> sperrt Ihr Konto für einen kurzen Zeitraum Ihrer Wahl. Ein <strong>Selbstausschluss</strong> schließt es für einen längeren Zeitraum und kann vor dessen Ende nicht aufgehoben werden. Beides können Sie jederzeit in Ihrem Profil einrichten oder von unserem Support einrichten lassen.',
      ],
    },
    {
      heading: 'Macht das Spielen noch Spaß?',
      blocks: [
        'Fragen Sie sich: Geben Sie mehr aus als geplant? Leihen Sie sich Geld zum Spielen? Verheimlichen Sie Ihr Spielen vor Menschen, die Ihnen nahestehen? Werden Sie unruhig, wenn Sie aufhören wollen? Wenn Sie eine dieser Fragen mit Ja beantworten, legen Sie eine Pause ein und sprechen Sie mit jemandem.',
      ],
    },
    {
      heading: 'Wo Sie Hilfe finden',
      blocks: [
        {
          table: {
            head: ['Land', 'Organisation', 'Kontakt'],
            rows: [
              [
                'Australien',
                'Gambling Help Online',
                '1800 858 858, <a href="https://www.gamblinghelponline.org.au" target="_blank">gamblinghelponline.org.au</a>',
              ],
              ['Neuseeland', 'Gambling Helpline', '0800 654 655'],
              ['Kanada (Ontario)', 'ConnexOntario', '1 866 531 2600'],
              ['Deutschland', 'BZgA, Check dein Spiel', '0800 1 37 27 00'],
              ['Norwegen', 'Hjelpelinjen', '800 800 40'],
              [
                'Italien',
                'Telefono Verde Nazionale per le problematiche legate al Gioco d’Azzardo',
                '800 558 822',
              ],
              [
                'Weltweit',
                'Gambling Therapy',
                '<a href="https://www.gamblingtherapy.org" target="_blank">gamblingtherapy.org</a>',
              ],
              [
                'Weltweit',
                'Gamblers Anonymous',
                '<a href="https://www.gamblersanonymous.org" target="_blank">gamblersanonymous.org</a>',
              ],
            ],
          },
        },
      ],
    },
    {
      heading: 'Schutz von Minderjährigen',
      blocks: [
        'Niemand unter 18 Jahren (in Estland unter 21) darf spielen. Wenn Kinder Ihr Gerät mitbenutzen, verwenden Sie eine Jugendschutzsoftware und lassen Sie Ihr Konto nie angemeldet.',
      ],
    },
  ],
};

export const bonusBalance: PageText = {
  title: 'Bonusguthaben',
  seoTitle: 'So funktioniert das Bonusguthaben | Open Casino',
  description:
    'Echtgeld und Bonusgeld bei Open Casino: was zuerst verwendet wird, wie die Umsatzbedingungen funktionieren und wann Bonusgeld auszahlbar wird.',
  keywords: 'Bonusguthaben, Umsatzbedingungen, Echtgeld, auszahlbar, Freispiele, Open Casino',
  lead: 'Ihr Guthaben in jeder Währung besteht aus zwei Teilen: Echtgeld, das Sie jederzeit auszahlen können, und Bonusgeld, mit dem Sie spielen, das Sie aber erst nach dem Umsatz auszahlen können.',
  sections: [
    {
      heading: 'Echtgeld und Bonusgeld',
      blocks: [
        'Das angezeigte Gesamtguthaben ist die Summe aus beidem. Der Echtgeldanteil wird als „auszahlbar“ angezeigt; der Bonusanteil ist die Differenz zwischen dem Gesamtguthaben und diesem Betrag.',
      ],
    },
    {
      heading: 'So funktioniert der Umsatz',
      blocks: [
        'Jeder Bonus hat eine Umsatzbedingung, zum Beispiel das 30-Fache des Bonusbetrags. Jeder Einsatz zählt dafür; manche Spiele zählen weniger als andere, wie in den Bonusbedingungen angegeben. Ist die Bedingung erfüllt, wird das Bonusgeld zu Echtgeld und kann ausgezahlt werden.',
        'Ihren Fortschritt sehen Sie in Ihrem Profil unter Geschenke.',
      ],
    },
    {
      heading: 'Welches Geld zuerst verwendet wird',
      blocks: [
        'Einsätze werden zuerst vom Echtgeld bezahlt und erst dann vom Bonusgeld, wenn das Echtgeld aufgebraucht ist.',
      ],
    },
    {
      heading: 'Einen Bonus stornieren',
      blocks: [
        'Sie können einen aktiven Bonus jederzeit in Ihrem Profil stornieren. Das Bonusgeld und alle damit erzielten Gewinne werden dann entfernt; Ihr Echtgeld bleibt unberührt. Boni verfallen außerdem, wenn sie nicht rechtzeitig umgesetzt werden.',
      ],
    },
  ],
};
