import type { PageText } from '../content-types.ts';
import { OPERATOR } from '../operator.ts';

const { curacao, estonia } = OPERATOR;

export const privacyPolicy: PageText = {
  title: 'Datenschutzerklärung',
  seoTitle: 'Datenschutzerklärung | Open Casino',
  description:
    'Wie Open Casino Ihre personenbezogenen Daten erhebt, verwendet, weitergibt und schützt, wie lange wir sie speichern und wie Sie Ihre Rechte ausüben.',
  keywords: 'Datenschutzerklärung, personenbezogene Daten, DSGVO, Datenschutz, Open Casino',
  lead: 'Diese Erklärung beschreibt, welche personenbezogenen Daten Open Casino erhebt, wenn Sie die Website besuchen oder spielen, wozu wir sie brauchen, an wen wir sie weitergeben und welche Rechte Sie daran haben.',
  sections: [
    {
      heading: 'Wer für Ihre Daten verantwortlich ist',
      blocks: [
        `Verantwortlich für Ihre personenbezogenen Daten ist das Unternehmen, bei dem Ihr Spielerkonto geführt wird: für Spieler in Estland die ${estonia.company} (Registernummer ${estonia.registration}, ${estonia.address}), für alle anderen Spieler die ${curacao.company} (Handelsregisternummer ${curacao.registration}, ${curacao.address}).`,
        `Unseren Datenschutzbeauftragten erreichen Sie unter <a href="mailto:${OPERATOR.privacyEmail}">${OPERATOR.privacyEmail}</a>.`,
      ],
    },
    {
      heading: 'Welche Daten wir erheben',
      blocks: [
        {
          list: [
            '<strong>Kontodaten</strong>: E-Mail-Adresse, Nickname, Passwort (nur als gesalzener Hash gespeichert), Währung und Sprache.',
            '<strong>Identitäts- und Kontaktdaten</strong>: Vor- und Nachname, Geburtsdatum, Geschlecht, Anschrift, Postleitzahl, Ort, Land und Mobilfunknummer.',
            '<strong>Verifizierungsdaten</strong>: Kopien von Ausweisdokumenten, Adressnachweise und, wo das Gesetz es verlangt, Nachweise über die Herkunft Ihrer Mittel.',
            '<strong>Finanzdaten</strong>: Einzahlungen, Auszahlungen, Angaben zur Zahlungsmethode (Kartennummern verwahren unsere Zahlungsdienstleister, wir sehen nur die ersten sechs und die letzten vier Ziffern), Krypto-Wallet-Adressen und Guthaben.',
            '<strong>Spieldaten</strong>: gespielte Spiele, Einsätze, Gewinne, Boni, von Ihnen gesetzte Limits und Ihr Verlauf beim verantwortungsvollen Spielen.',
            '<strong>Technische Daten</strong>: IP-Adresse, daraus abgeleiteter ungefährer Standort, Geräte- und Browsertyp, Spracheinstellungen und die in unserer <a href="/cookie-policy">Cookie-Richtlinie</a> beschriebenen Cookies.',
            '<strong>Kommunikation</strong>: Nachrichten an unser Support-Team und unsere Antworten darauf.',
          ],
        },
      ],
    },
    {
      heading: 'Wozu wir sie verwenden',
      blocks: [
        {
          list: [
            'Um Ihr Konto zu eröffnen und zu führen, Zahlungen abzuwickeln und Gewinne auszuzahlen (Erfüllung unseres Vertrags mit Ihnen).',
            'Um Ihre Identität und Ihr Alter zu prüfen, Betrug und Geldwäsche zu verhindern und die Auflagen unserer Lizenzen zu erfüllen (rechtliche Verpflichtung).',
            'Um Spieler zu schützen: Anzeichen von problematischem Spielverhalten erkennen, Limits und Selbstausschlüsse umsetzen (rechtliche Verpflichtung und berechtigtes Interesse).',
            'Um die Website sicher und funktionsfähig zu halten und unsere Spiele und Dienste zu verbessern (berechtigtes Interesse).',
            'Um Ihnen Angebote und Neuigkeiten zu senden, nur wenn Sie eingewilligt haben; die Einwilligung können Sie jederzeit in Ihrem Profil widerrufen (Einwilligung).',
          ],
        },
      ],
    },
    {
      heading: 'An wen wir sie weitergeben',
      blocks: [
        'Wir verkaufen Ihre personenbezogenen Daten niemals. Wir geben sie nur weiter, soweit es für die genannten Zwecke nötig ist:',
        {
          list: [
            'an Zahlungsdienstleister und Banken, die Ihre Ein- und Auszahlungen abwickeln;',
            'an Dienste zur Identitätsprüfung und Betrugsprävention;',
            'an Spieleanbieter, die eine pseudonyme Spielerkennung und Ihre Einsätze erhalten, niemals Ihren Namen oder Ihre Kontaktdaten;',
            'an Hosting-, E-Mail- und Kundenservice-Dienstleister, die vertraglich für uns arbeiten;',
            'an Aufsichtsbehörden, Strafverfolgungsbehörden und Gerichte, wenn das Gesetz es verlangt.',
          ],
        },
        'Verarbeitet ein Dienstleister Daten außerhalb des Europäischen Wirtschaftsraums, stützen wir uns auf einen Angemessenheitsbeschluss oder auf die Standardvertragsklauseln der Europäischen Kommission.',
      ],
    },
    {
      heading: 'Wie lange wir sie speichern',
      blocks: [
        'Wir speichern Ihre Daten, solange Ihr Konto besteht. Nach der Schließung verpflichten uns die Geldwäschegesetze, Identitäts-, Transaktions- und Spieldaten fünf Jahre lang aufzubewahren (länger, wenn eine Behörde oder ein Gericht es verlangt). Marketingeinstellungen werden gelöscht, sobald Sie Ihre Einwilligung widerrufen; technische Protokolle bewahren wir höchstens zwölf Monate auf.',
      ],
    },
    {
      heading: 'Ihre Rechte',
      blocks: [
        'Sie haben das Recht auf Auskunft über Ihre Daten, auf Berichtigung, auf Löschung (sofern wir sie nicht gesetzlich aufbewahren müssen), auf Einschränkung der Verarbeitung, auf Widerspruch, auf Datenübertragbarkeit und auf jederzeitigen Widerruf einer Einwilligung.',
        `Um eines dieser Rechte auszuüben, schreiben Sie an <a href="mailto:${OPERATOR.privacyEmail}">${OPERATOR.privacyEmail}</a>. Wir antworten innerhalb eines Monats. Sie können sich außerdem bei einer Datenschutzaufsichtsbehörde beschweren; in Estland ist das die Datenschutzinspektion (Andmekaitse Inspektsioon).`,
      ],
    },
    {
      heading: 'Sicherheit',
      blocks: [
        'Der gesamte Datenverkehr mit der Website ist verschlüsselt. Passwörter werden als gesalzene Hashes gespeichert, Sitzungen liegen auf unseren Servern und können in Ihrem Profil beendet werden, und für Ihr Konto steht eine Zwei-Faktor-Authentifizierung zur Verfügung. Zugriff auf personenbezogene Daten haben in unserem Unternehmen nur Mitarbeiter, die ihn für ihre Arbeit benötigen.',
      ],
    },
    {
      heading: 'Minderjährige',
      blocks: [
        'Unsere Dienste sind ausschließlich für Erwachsene: ab 18 Jahren, in Estland ab 21 Jahren. Wir erheben wissentlich keine Daten von Minderjährigen und schließen jedes Konto, das nachweislich von einem Minderjährigen eröffnet wurde.',
      ],
    },
    {
      heading: 'Änderungen dieser Erklärung',
      blocks: [
        'Wir können diese Erklärung anpassen, wenn sich unsere Dienste oder die Gesetze ändern. Das Datum oben zeigt die aktuelle Fassung; über wesentliche Änderungen informieren wir Sie per E-Mail oder auf der Website, bevor sie wirksam werden.',
      ],
    },
  ],
};

export const cookiePolicy: PageText = {
  title: 'Cookie-Richtlinie',
  seoTitle: 'Cookie-Richtlinie | Open Casino',
  description:
    'Welche Cookies Open Casino verwendet, wozu sie dienen, wie lange sie bestehen und wie Sie sie steuern können.',
  keywords: 'Cookie-Richtlinie, Cookies, Einwilligung, Sitzungscookie, Open Casino',
  lead: 'Cookies sind kleine Textdateien, die eine Website in Ihrem Browser ablegt. Wir verwenden so wenige wie möglich und erklären jedes einzelne unten.',
  sections: [
    {
      heading: 'Welche Cookies wir verwenden',
      blocks: [
        {
          table: {
            head: ['Cookie', 'Zweck', 'Laufzeit'],
            rows: [
              [
                'Sitzung (<code>casino_session</code>)',
                'Hält Sie angemeldet und schützt Ihr Konto. Unbedingt erforderlich.',
                '30 Tage nach Ihrem letzten Besuch oder bis zur Abmeldung',
              ],
              [
                'Sprache (<code>locale</code>)',
                'Merkt sich die von Ihnen gewählte Sprache. Unbedingt erforderlich.',
                '1 Jahr',
              ],
              [
                'Cookie-Einwilligung',
                'Merkt sich, dass Sie dieser Richtlinie zugestimmt haben, damit der Hinweis nicht erneut erscheint.',
                '1 Jahr',
              ],
              [
                'Partnerkennung',
                'Hält fest, welche Partner-Website Sie zu uns geschickt hat, damit wir diesen Partner vergüten können.',
                '30 Tage',
              ],
            ],
          },
        },
        'Wir verwenden keine Werbe-Cookies von Dritten. Daten wie Ihre Einstellungen für Benachrichtigungen werden im lokalen Speicher Ihres Browsers abgelegt und verlassen Ihr Gerät nie.',
      ],
    },
    {
      heading: 'Unbedingt erforderliche Cookies',
      blocks: [
        'Die Sitzungs- und Sprach-Cookies sind für den Betrieb der Website nötig: Ohne sie könnten Sie sich nicht anmelden, einzahlen oder um echtes Geld spielen. Sie werden daher, wie gesetzlich zulässig, ohne Einwilligung gesetzt.',
      ],
    },
    {
      heading: 'So steuern Sie Cookies',
      blocks: [
        'Sie können Cookies jederzeit in den Einstellungen Ihres Browsers löschen oder blockieren. Wenn Sie das Sitzungscookie blockieren, können Sie sich nicht anmelden. Löschen Sie das Einwilligungs-Cookie, erscheint der Cookie-Hinweis bei Ihrem nächsten Besuch erneut.',
      ],
    },
    {
      heading: 'Fragen',
      blocks: [
        `Bei Fragen zu Cookies oder zum Datenschutz lesen Sie unsere <a href="/privacy-policy">Datenschutzerklärung</a> oder schreiben Sie an <a href="mailto:${OPERATOR.privacyEmail}">${OPERATOR.privacyEmail}</a>.`,
      ],
    },
  ],
};
