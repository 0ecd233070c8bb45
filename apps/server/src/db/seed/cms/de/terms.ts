import type {
  GeneralRulesVariant,
  LicensedPageText,
  Section,
  TermsVariant,
} from '../content-types.ts';
import { OPERATOR } from '../operator.ts';

const { curacao, estonia } = OPERATOR;

const curacaoOperator: Section = {
  heading: 'Der Betreiber',
  blocks: [
    `Diese Website wird von der ${curacao.company} betrieben, einer in Curaçao unter der Nummer ${curacao.registration} eingetragenen Gesellschaft mit Sitz in ${curacao.address}. Die ${curacao.company} hält die vom Curaçao Gaming Control Board erteilte Lizenz ${curacao.gcbLicence} sowie die Unterlizenz ${curacao.cwLicence} nach der Landesverordnung über Offshore-Glücksspiele (National Ordinance on Offshore Games of Hazard).`,
  ],
};

const estoniaOperator: Section = {
  heading: 'Der Betreiber',
  blocks: [
    `Für Spieler mit Wohnsitz in Estland wird diese Website von der ${estonia.company} betrieben, Registernummer ${estonia.registration}, ${estonia.address}. Die ${estonia.company} hält die Tätigkeitslizenz ${estonia.activityLicence} und die Betriebslizenz ${estonia.operatingLicence} für die Veranstaltung von Online-Glücksspielen, erteilt von der estnischen Steuer- und Zollbehörde (Maksu- ja Tolliamet).`,
    'Um ein Konto zu eröffnen und zu spielen, müssen Sie mindestens 21 Jahre alt sein. Konten in Estland werden in Euro geführt.',
  ],
};

const curacaoLaw: Section = {
  heading: 'Beschwerden und anwendbares Recht',
  blocks: [
    `Wenn Sie mit unserem Service unzufrieden sind, wenden Sie sich zuerst an den Support: Die meisten Anliegen sind in wenigen Minuten gelöst. Eine förmliche Beschwerde können Sie an <a href="mailto:${OPERATOR.complaintsEmail}">${OPERATOR.complaintsEmail}</a> senden; wir bestätigen den Eingang innerhalb von 48 Stunden und antworten abschließend innerhalb von 14 Tagen. Sind Sie danach nicht zufrieden, können Sie die Beschwerde an das Curaçao Gaming Control Board richten.`,
    'Diese Bedingungen unterliegen dem Recht von Curaçao; zuständig sind die Gerichte von Curaçao, unbeschadet der zwingenden Verbraucherschutzvorschriften Ihres Wohnsitzlandes.',
  ],
};

const estoniaLaw: Section = {
  heading: 'Beschwerden und anwendbares Recht',
  blocks: [
    `Senden Sie Beschwerden an <a href="mailto:${OPERATOR.complaintsEmail}">${OPERATOR.complaintsEmail}</a>; wir bestätigen den Eingang innerhalb von 48 Stunden und antworten innerhalb von 14 Tagen. Können wir uns nicht einigen, können Sie sich an die estnische Steuer- und Zollbehörde als Aufsichtsbehörde wenden oder an die Verbraucherschlichtungskommission der Behörde für Verbraucherschutz und technische Aufsicht (Tarbijakaitse ja Tehnilise Järelevalve Amet).`,
    'Diese Bedingungen unterliegen dem Recht der Republik Estland; Streitigkeiten entscheidet das Kreisgericht Harju, sofern Ihnen das Gesetz nicht ein anderes Gericht zuweist.',
  ],
};

const sharedTerms: Section[] = [
  {
    heading: 'Ihr Konto',
    blocks: [
      {
        list: [
          'Sie dürfen nur ein Konto besitzen. Doppelte Konten werden geschlossen, und darauf gewonnene Boni werden entfernt.',
          'Ihre Angaben müssen wahr und aktuell sein; wir können Dokumente anfordern, um Ihre Identität, Ihr Alter, Ihre Anschrift und die Herkunft Ihrer Mittel zu prüfen, und Auszahlungen bis zum Abschluss der Prüfung zurückhalten.',
          'Halten Sie Ihr Passwort geheim. Sie sind für die Aktivitäten auf Ihrem Konto verantwortlich; melden Sie sich sofort, wenn Sie vermuten, dass jemand anderes Zugriff hat.',
          'Sie dürfen die Dienste nicht für eine andere Person nutzen und nicht aus einem Land, in dem Online-Glücksspiel verboten ist oder aus dem wir keine Spieler annehmen.',
        ],
      },
    ],
  },
  {
    heading: 'Ein- und Auszahlungen',
    blocks: [
      {
        list: [
          'Verwenden Sie nur Zahlungsmethoden, die auf Ihren eigenen Namen lauten. Einzahlungen Dritter werden erstattet und können zur Schließung des Kontos führen.',
          'Wir erheben keine Gebühren für Ein- oder Auszahlungen. Ihre Bank, Ihr Kartenherausgeber oder das Blockchain-Netzwerk können eigene Gebühren verlangen.',
          'Auszahlungen erfolgen nach Möglichkeit an die Methode, mit der eingezahlt wurde. Eingezahlte Beträge müssen vor einer Auszahlung als Maßnahme gegen Geldwäsche mindestens einmal umgesetzt werden.',
          'Eine Auszahlung, die auf Freigabe wartet, können Sie in Ihrer Kasse stornieren; der Betrag fließt dann auf Ihr Guthaben zurück.',
          'Die Limits jeder Methode finden Sie in der Kasse und auf unserer Seite <a href="/payments">Zahlungen</a>.',
        ],
      },
    ],
  },
  {
    heading: 'Boni',
    blocks: [
      'Boni, Freispiele und Geschenke sind freiwillig und unterliegen eigenen Bedingungen, die Ihnen vor der Annahme angezeigt werden. Bonusgeld wird getrennt von Ihrem Echtgeld geführt: Ihr Echtgeld können Sie jederzeit auszahlen, Bonusgeld erst nach Erfüllung der Umsatzbedingungen. Wie die Guthaben funktionieren, erklärt unsere Seite <a href="/bonus-balance">Bonusguthaben</a>.',
    ],
  },
  {
    heading: 'Spiele und Fehler',
    blocks: [
      'Die Regeln und die Auszahlungsquote jedes Spiels werden im Spiel angezeigt. Unsere eigenen Spiele sind nachweislich fair: Jede Runde können Sie in Ihrem Spielverlauf überprüfen. Eine Fehlfunktion macht alle betroffenen Einsätze und Auszahlungen ungültig; wurde ein Einsatz oder Gewinn aufgrund eines technischen Fehlers falsch verbucht, korrigieren wir ihn. Die vollständigen Regeln stehen in unseren <a href="/general-rules">Allgemeinen Spielregeln</a>.',
    ],
  },
  {
    heading: 'Verantwortungsvolles Spielen',
    blocks: [
      'Sie können jederzeit in Ihrem Profil Einzahlungs-, Verlust-, Einsatz- und Sitzungslimits setzen, eine Spielpause einlegen oder sich selbst ausschließen. Mehr dazu auf unserer Seite <a href="/responsible-gaming">Verantwortungsvolles Spielen</a>.',
    ],
  },
  {
    heading: 'Schließung Ihres Kontos',
    blocks: [
      'Sie können Ihr Konto jederzeit über den Support schließen; ein Echtgeldguthaben wird nach den üblichen Prüfungen ausgezahlt. Wir können ein Konto sperren oder schließen bei Betrug, Nutzung der Zahlungsmethode einer anderen Person, Mehrfachkonten, Absprachen, Bonusmissbrauch oder Verstoß gegen diese Bedingungen, und teilen Ihnen den Grund mit, sofern das Gesetz es nicht verbietet. Ein Konto ohne Anmeldung seit 12 Monaten gilt als inaktiv: Wir nehmen Kontakt mit Ihnen auf, erheben keine Inaktivitätsgebühr, und Ihr Guthaben bleibt Ihres.',
    ],
  },
  {
    heading: 'Haftung',
    blocks: [
      'Die Dienste werden so bereitgestellt, wie sie sind. Wir haften nicht für Verluste durch Ereignisse außerhalb unseres Einflusses, etwa Störungen des Internets oder Ihres Geräts. Nichts in diesen Bedingungen beschränkt unsere Haftung für Betrug, grobe Fahrlässigkeit oder sonstige Fälle, in denen eine Beschränkung gesetzlich unzulässig ist.',
    ],
  },
  {
    heading: 'Änderungen dieser Bedingungen',
    blocks: [
      'Wir können diese Bedingungen ändern. Wesentliche Änderungen kündigen wir vor ihrem Inkrafttreten an und bitten Sie bei Ihrer nächsten Anmeldung um Zustimmung.',
    ],
  },
];

const acceptance: Section = {
  heading: 'Vereinbarung',
  blocks: [
    'Mit der Eröffnung eines Kontos oder der Nutzung der Dienste akzeptieren Sie diese Bedingungen, unsere Datenschutzerklärung und die Regeln jedes Spiels. Bitte lesen Sie sie sorgfältig.',
  ],
};

export const termsAndConditions: LicensedPageText<TermsVariant> = {
  sections: sharedTerms,
  variants: {
    default: {
      title: 'Allgemeine Geschäftsbedingungen',
      seoTitle: 'Allgemeine Geschäftsbedingungen | Open Casino',
      description:
        'Die Bedingungen Ihrer Vereinbarung mit Open Casino: Konten, Zahlungen, Boni, Spiele, Beschwerden und unsere Lizenzen.',
      keywords: 'AGB, Geschäftsbedingungen, Regeln, Lizenz, Konto, Auszahlungen, Open Casino',
      lead: 'Diese Bedingungen bilden die Vereinbarung zwischen Ihnen und dem Unternehmen, das Open Casino für Ihr Wohnsitzland betreibt. Für Spieler in Estland und in Australien gelten eigene Fassungen.',
      first: [
        acceptance,
        curacaoOperator,
        {
          heading: 'Wer spielen darf',
          blocks: [
            'Sie müssen mindestens 18 Jahre alt sein, oder älter, wenn das Recht Ihres Landes ein höheres Alter vorschreibt (21 in Estland). Wir prüfen Alter und Identität und können Konten von Spielern schließen, die diese Voraussetzung nicht erfüllen.',
          ],
        },
      ],
      last: [curacaoLaw],
    },
    CW: {
      title: 'Allgemeine Geschäftsbedingungen (Lizenz Curaçao)',
      seoTitle: 'AGB, Lizenz Curaçao | Open Casino',
      description: `Bedingungen für Spieler der ${curacao.company}, lizenziert in Curaçao: Konten, Zahlungen, Boni, Spiele und Beschwerden.`,
      keywords: 'AGB, Lizenz Curaçao, Gaming Control Board, Open Casino',
      lead: `Diese Bedingungen gelten für Spieler, deren Konto von der ${curacao.company} unter ihren Lizenzen aus Curaçao geführt wird.`,
      first: [
        acceptance,
        curacaoOperator,
        {
          heading: 'Wer spielen darf',
          blocks: [
            'Sie müssen mindestens 18 Jahre alt sein, oder älter, wenn das Recht Ihres Landes ein höheres Alter vorschreibt. Spieler aus Ländern, für die wir nicht die erforderliche Lizenz besitzen, können kein Konto eröffnen.',
          ],
        },
      ],
      last: [curacaoLaw],
    },
    EE: {
      title: 'Allgemeine Geschäftsbedingungen (Estland)',
      seoTitle: 'AGB für Estland | Open Casino',
      description: `Bedingungen für Spieler in Estland, deren Konto von der ${estonia.company} unter Lizenzen der estnischen Steuer- und Zollbehörde geführt wird.`,
      keywords: 'AGB, Estland, EMTA-Lizenz, 21+, Open Casino',
      lead: `Diese Bedingungen gelten für Spieler mit Wohnsitz in Estland. Ihre Konten führt die ${estonia.company}.`,
      first: [acceptance, estoniaOperator],
      last: [estoniaLaw],
    },
    AU: {
      title: 'Allgemeine Geschäftsbedingungen (Australien)',
      seoTitle: 'AGB für Australien | Open Casino',
      description:
        'Bedingungen für Spieler in Australien: Mindestalter, Konten in australischen Dollar, Bundesstaat, Limits und Hilfsangebote.',
      keywords: 'AGB, Australien, AUD, Pokies, verantwortungsvolles Spielen, Open Casino',
      lead: `Diese Bedingungen gelten für Spieler, die sich in Australien aufhalten. Ihre Konten führt die ${curacao.company}.`,
      first: [
        acceptance,
        curacaoOperator,
        {
          heading: 'Wer spielen darf',
          blocks: [
            'Sie müssen mindestens 18 Jahre alt sein. Besucher in Australien bestätigen vor der Registrierung, dass sie volljährig sind und diese Bedingungen akzeptieren.',
            'Konten können in australischen Dollar geführt werden. Ihr Bundesstaat oder Territorium wird aus Ihrer Postleitzahl ermittelt und muss mit Ihren Adressnachweisen übereinstimmen.',
            'Wenn Glücksspiel Ihnen schadet, erhalten Sie rund um die Uhr kostenlose und vertrauliche Hilfe bei Gambling Help Online unter 1800 858 858.',
          ],
        },
      ],
      last: [curacaoLaw],
    },
  },
};

const ruleSections: Section[] = [
  {
    heading: 'Einsätze',
    blocks: [
      {
        list: [
          'Ein Einsatz gilt als angenommen, wenn das Spiel ihn bestätigt und der Betrag von Ihrem Guthaben abgebucht ist. Ein angenommener Einsatz kann nicht storniert werden.',
          'Mindest- und Höchsteinsätze werden in jedem Spiel angezeigt. Solange ein Bonus aktiv ist, kann ein Höchsteinsatz pro Runde gelten, wie in den Bonusbedingungen angegeben.',
          'Echtgeld wird vor Bonusgeld verwendet. Gewinne aus Echtgeldeinsätzen werden Ihrem Echtgeldguthaben gutgeschrieben.',
        ],
      },
    ],
  },
  {
    heading: 'Auszahlungsquote und Fairness',
    blocks: [
      'Die theoretische Auszahlungsquote (RTP) jedes Spiels steht in seinem Infobereich. Die Ergebnisse der Spiele unseres eigenen Studios werden aus einem Server-Seed, dessen Hash Ihnen vor der Runde angezeigt wird, Ihrem Client-Seed und einer Rundennummer erzeugt; nach der Runde können Sie das Ergebnis in Ihrem Spielverlauf überprüfen.',
    ],
  },
  {
    heading: 'Unterbrechungen und Fehlfunktionen',
    blocks: [
      'Bricht Ihre Verbindung während einer Runde ab, wird die Runde auf unseren Servern zu Ende gespielt und das Ergebnis erscheint in Ihrem Spielverlauf und Guthaben. Eine Fehlfunktion eines Spiels oder unserer Systeme macht die betroffenen Einsätze ungültig; die Einsätze werden erstattet. Offensichtliche Fehler bei der angezeigten Auszahlung oder bei der Abrechnung einer Runde werden korrigiert.',
    ],
  },
  {
    heading: 'Demomodus',
    blocks: [
      'Die meisten Spiele können zum Spaß mit Spielgeld gespielt werden. Demo-Ergebnisse sind kein echtes Geld und können nicht ausgezahlt werden; die Mathematik eines Spiels ist in beiden Modi gleich.',
    ],
  },
  {
    heading: 'Spielverlauf',
    blocks: [
      'Jeder Einsatz, Gewinn und jede Runde wird aufgezeichnet und ist in Ihrem Profil einsehbar. Wenn Sie mit einem Ergebnis nicht einverstanden sind, wenden Sie sich mit der Rundenkennung aus Ihrem Verlauf an den Support.',
    ],
  },
];

export const generalRules: LicensedPageText<GeneralRulesVariant> = {
  sections: ruleSections,
  variants: {
    default: {
      title: 'Allgemeine Spielregeln',
      seoTitle: 'Allgemeine Spielregeln | Open Casino',
      description:
        'Die Regeln für alle Spiele bei Open Casino: Einsätze, Auszahlungsquote, nachweislich faire Ergebnisse, Unterbrechungen und Spielverlauf.',
      keywords: 'Spielregeln, allgemeine Regeln, RTP, Provably Fair, Open Casino',
      lead: 'Diese Regeln gelten für jedes Spiel auf der Website, zusätzlich zu den Regeln im jeweiligen Spiel. Bei Abweichungen gehen die Regeln des Spiels vor.',
      first: [],
      last: [],
    },
    EE: {
      title: 'Allgemeine Spielregeln (Estland)',
      seoTitle: 'Allgemeine Spielregeln für Estland | Open Casino',
      description:
        'Spielregeln für Spieler in Estland: Mindestalter 21, Konten in Euro, Einsätze, Auszahlungsquote und Spielverlauf.',
      keywords: 'Spielregeln, Estland, 21+, Open Casino',
      lead: `Diese Regeln gelten für Spieler in Estland, deren Spiele von der ${estonia.company} angeboten werden.`,
      first: [
        {
          heading: 'Spieler in Estland',
          blocks: [
            'Spielen dürfen nur Personen ab 21 Jahren. Einsätze und Gewinne lauten auf Euro. Die Spiele werden unter der in unseren Allgemeinen Geschäftsbedingungen genannten Betriebslizenz der estnischen Steuer- und Zollbehörde angeboten.',
          ],
        },
      ],
      last: [],
    },
  },
};
