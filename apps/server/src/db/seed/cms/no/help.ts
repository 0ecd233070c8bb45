import type { PageText } from '../content-types.ts';

export const support: PageText = {
  title: 'Kundestøtte',
  seoTitle: 'Kundestøtte døgnet rundt | Open Casino',
  description:
    'Kontakt kundestøtten hos Open Casino via livechat, e-post eller telefon, døgnet rundt. Svar om konto, betalinger, bonuser og spill.',
  keywords: 'kundestøtte, hjelp, kontakt, livechat, kundeservice, Open Casino',
  lead: 'Kundestøtten vår er tilgjengelig døgnet rundt, alle dager, på norsk, engelsk og de andre språkene på nettstedet.',
  sections: [
    {
      heading: 'Slik kontakter du oss',
      blocks: [
        {
          list: [
            '<strong>Livechat</strong>: den raskeste veien. Åpne den med chatknappen nederst på hver side; det første svaret kommer i snitt på under to minutter.',
            '<strong>E-post</strong>: {email}. Vi svarer innen 24 timer, som regel mye raskere.',
            '<strong>Telefon</strong>: {phone}, hver dag fra kl. 08.00 til 24.00 norsk tid.',
          ],
        },
      ],
    },
    {
      heading: 'Før du kontakter oss',
      blocks: [
        'Mange svar er bare et klikk unna: betalingsgrensene står på siden <a href="/payments">Betalinger</a>, omsetningskrav for bonuser forklares på siden <a href="/bonus-balance">Bonussaldo</a>, og hver innsats står i spillhistorikken din. Når du skriver til oss, oppgi e-postadressen til kontoen din og, ved spørsmål om et spill, runde-ID-en fra historikken. Vi ber deg aldri om passordet ditt.',
      ],
    },
    {
      heading: 'Klager',
      blocks: [
        'Hvis kundestøtten ikke kunne løse problemet ditt, kan du sende en formell klage. Fremgangsmåten og fristene er beskrevet i <a href="/terms-and-conditions">vilkårene og betingelsene</a> våre.',
      ],
    },
    {
      heading: 'Trenger du en pause?',
      blocks: [
        'Kundestøtten kan straks sette en pause eller selvutestengelse for deg. Du kan også gjøre det selv i profilen din; se <a href="/responsible-gaming">Ansvarlig spill</a>.',
      ],
    },
  ],
};

export const benefitsOfCrypto: PageText = {
  title: 'Fordeler med krypto',
  seoTitle: 'Spill med bitcoin og annen krypto | Open Casino',
  description:
    'Hvorfor spillere setter inn bitcoin, ethereum, litecoin, dogecoin, bitcoin cash og USDT: raske uttak, ingen gebyrer fra oss og full kontroll over pengene dine.',
  keywords: 'kryptokasino, bitcoin-kasino, ethereum, litecoin, dogecoin, USDT, kryptobetalinger',
  lead: 'Du kan ha saldoen din i en kryptovaluta og spille direkte med den. Her er hva det gir deg, og hva du bør huske på.',
  sections: [
    {
      heading: 'Hvorfor spillere velger krypto',
      blocks: [
        {
          list: [
            '<strong>Raskt</strong>: innskudd godskrives så snart nettverket bekrefter dem, og godkjente uttak sendes med en gang.',
            '<strong>Ingen gebyrer fra oss</strong>: vi tar ingenting for kryptoinnskudd eller -uttak; bare nettverksgebyret gjelder.',
            '<strong>Små beløp</strong>: du kan sette inn fra 0,0001 BTC.',
            '<strong>Dine nøkler, dine mynter</strong>: uttak går til en lommebok du selv kontrollerer, uten bank imellom.',
          ],
        },
      ],
    },
    {
      heading: 'Støttede mynter',
      blocks: [
        'Bitcoin (BTC), Bitcoin Cash (BCH), Ethereum (ETH), Litecoin (LTC), Dogecoin (DOGE) og Tether (USDT). Grensene for hver mynt står på siden <a href="/payments">Betalinger</a>.',
      ],
    },
    {
      heading: 'Greit å vite',
      blocks: [
        {
          list: [
            'Send alltid mynter over nettverket som vises i kassen. Mynter sendt til feil nettverk eller adresse kan ikke hentes tilbake.',
            'Kryptokurser svinger. Saldoen din holdes i mynten du satte inn, så verdien i andre valutaer kan gå opp eller ned.',
            'Krypto betyr ikke anonymt: som alle lisensierte kasinoer bekrefter vi identiteten til spillerne våre.',
          ],
        },
      ],
    },
  ],
};

export const payments: PageText = {
  title: 'Betalinger',
  seoTitle: 'Betalingsmåter og grenser | Open Casino',
  description:
    'Innskudds- og uttaksgrenser for bitcoin, bitcoin cash, litecoin, ethereum, dogecoin og USDT hos Open Casino. Ingen gebyrer, umiddelbar behandling.',
  keywords: 'betalingsmåter, innskudd, uttak, grenser, bitcoin, USDT, gebyrer, Open Casino',
  lead: 'Vi tar ingen gebyrer for innskudd eller uttak, og kryptobetalinger behandles umiddelbart.',
  sections: [
    {
      heading: 'Innskudd',
      blocks: [
        { paymentTable: 'deposit' },
        'Et innskudd godskrives etter antallet nettverksbekreftelser som vises i kassen.',
      ],
    },
    {
      heading: 'Uttak',
      blocks: [
        { paymentTable: 'withdrawal' },
        'Uttak kontrolleres av betalingsteamet vårt før de sendes; det første uttaket ditt kan kreve identitetsbekreftelse. Mens et uttak venter, kan du kansellere det i kassen.',
      ],
    },
    {
      heading: 'Kort, bankoverføring og e-lommebøker',
      blocks: [
        'Avhengig av land og valuta tilbyr kassen også kort, bankoverføring og e-lommebøker. Hvilke betalingsmåter du har tilgang til, og grensene for dem, vises i kassen når du er logget inn.',
      ],
    },
  ],
};

export const responsibleGaming: PageText = {
  title: 'Ansvarlig spill',
  seoTitle: 'Ansvarlig spill | Open Casino',
  description:
    'Verktøy for å holde kontrollen hos Open Casino: grenser for innskudd, tap, innsats og økter, pause, selvutestengelse og hvor du finner hjelp.',
  keywords: 'ansvarlig spill, spillegrenser, selvutestengelse, pause, hjelp ved spilleproblemer',
  lead: 'Pengespill skal være underholdning, aldri en måte å tjene penger på eller å flykte fra problemer. Disse verktøyene hjelper deg å holde det slik.',
  sections: [
    {
      heading: 'Spill trygt',
      blocks: [
        {
          list: [
            'Bestem på forhånd hvor mye penger og tid du vil bruke, og stopp når du når grensen.',
            'Spill bare for penger du har råd til å tape. Jag aldri tap.',
            'Ikke spill når du er opprørt, trøtt eller påvirket av alkohol.',
            'Ta jevnlige pauser, og ha annet å gjøre enn å spille.',
          ],
        },
      ],
    },
    {
      heading: 'Grenser du kan sette',
      blocks: [
        'I profilen din under <strong>Grenser</strong> kan du sette, per dag, uke eller måned:',
        {
          list: [
            '<strong>innskuddsgrense</strong>: hvor mye du høyst kan sette inn;',
            '<strong>tapsgrense</strong>: hvor mye du høyst kan tape;',
            '<strong>innsatsgrense</strong>: hvor mye du høyst kan satse;',
            '<strong>øktgrense</strong>: hvor lenge du kan være innlogget.',
          ],
        },
        'En lavere grense gjelder med en gang. Å heve eller fjerne en grense krever at du bekrefter via en lenke vi sender deg på e-post, slik at beslutningen aldri tas i øyeblikkets hete.',
      ],
    },
    {
      heading: 'Pause og selvutestengelse',
      blocks: [
        'En <strong>pause</strong> sperrer kontoen din i en kort periode du velger selv. <strong>Selvutestengelse</strong> stenger den for en lengre periode og kan ikke oppheves før perioden er over. Begge deler kan du når som helst sette i profilen din, eller få kundestøtten til å sette.',
      ],
    },
    {
      heading: 'Er spillingen fortsatt moro?',
      blocks: [
        'Spør deg selv: Bruker du mer enn du hadde tenkt? Låner du penger for å spille? Skjuler du spillingen for dem som står deg nær? Blir du rastløs når du prøver å slutte? Svarer du ja på noen av disse, bør du vurdere en pause og snakke med noen.',
      ],
    },
    {
      heading: 'Hvor du finner hjelp',
      blocks: [
        {
          table: {
            head: ['Land', 'Organisasjon', 'Kontakt'],
            rows: [
              [
                'Australia',
                'Gambling Help Online',
                '1800 858 858, <a href="https://www.gamblinghelponline.org.au" target="_blank">gamblinghelponline.org.au</a>',
              ],
              ['New Zealand', 'Gambling Helpline', '0800 654 655'],
              ['Canada (Ontario)', 'ConnexOntario', '1 866 531 2600'],
              ['Tyskland', 'BZgA, Check dein Spiel', '0800 1 37 27 00'],
              ['Norge', 'Hjelpelinjen', '800 800 40'],
              [
                'Italia',
                'Telefono Verde Nazionale per le problematiche legate al Gioco d’Azzardo',
                '800 558 822',
              ],
              [
                'Hele verden',
                'Gambling Therapy',
                '<a href="https://www.gamblingtherapy.org" target="_blank">gamblingtherapy.org</a>',
              ],
              [
                'Hele verden',
                'Gamblers Anonymous',
                '<a href="https://www.gamblersanonymous.org" target="_blank">gamblersanonymous.org</a>',
              ],
            ],
          },
        },
      ],
    },
    {
      heading: 'Beskyttelse av mindreårige',
      blocks: [
        'Ingen under 18 år (21 i Estland) får spille. Hvis barn bruker enheten din, bruk foreldrekontroll og la aldri kontoen din stå innlogget.',
      ],
    },
  ],
};

export const bonusBalance: PageText = {
  title: 'Bonussaldo',
  seoTitle: 'Slik fungerer bonussaldoen | Open Casino',
  description:
    'Ekte penger og bonuspenger hos Open Casino: hva som brukes først, hvordan omsetningskrav fungerer og når bonusmidler kan tas ut.',
  keywords: 'bonussaldo, omsetningskrav, ekte saldo, uttakbar, gratisspinn, Open Casino',
  lead: 'Saldoen din i hver valuta har to deler: ekte penger, som du kan ta ut når som helst, og bonuspenger, som du kan spille med, men bare ta ut etter omsetning.',
  sections: [
    {
      heading: 'Ekte penger og bonuspenger',
      blocks: [
        'Totalsaldoen du ser, er summen av begge. Den ekte delen vises som «tilgjengelig for uttak»; bonusdelen er differansen mellom totalen og dette beløpet.',
      ],
    },
    {
      heading: 'Slik fungerer omsetningskrav',
      blocks: [
        'Hver bonus har et omsetningskrav, for eksempel 30 ganger bonusbeløpet. Hver innsats du plasserer, teller; noen spill teller mindre enn andre, slik bonusvilkårene sier. Når kravet er oppfylt, blir bonuspengene ekte penger og kan tas ut.',
        'Fremdriften din vises i profilen din under Gaver.',
      ],
    },
    {
      heading: 'Hvilke penger som brukes først',
      blocks: [
        'Innsatser betales først med ekte penger og med bonuspenger først når den ekte delen er brukt opp.',
      ],
    },
    {
      heading: 'Kansellere en bonus',
      blocks: [
        'Du kan når som helst kansellere en aktiv bonus i profilen din. Bonuspengene og eventuelle gevinster vunnet med dem fjernes da; de ekte pengene dine berøres ikke. Bonuser utløper også hvis de ikke omsettes i tide.',
      ],
    },
  ],
};
