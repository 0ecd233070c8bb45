import type {
  GeneralRulesVariant,
  LicensedPageText,
  Section,
  TermsVariant,
} from '../content-types.ts';
import { OPERATOR } from '../operator.ts';

const { curacao, estonia } = OPERATOR;

const curacaoOperator: Section = {
  heading: 'Operatøren',
  blocks: [
    `Dette nettstedet drives av ${curacao.company}, et selskap registrert på Curaçao med nummer ${curacao.registration} og forretningsadresse ${curacao.address}. ${curacao.company} har lisens ${curacao.gcbLicence} utstedt av Curaçao Gaming Control Board og underlisens ${curacao.cwLicence} etter National Ordinance on Offshore Games of Hazard.`,
  ],
};

const estoniaOperator: Section = {
  heading: 'Operatøren',
  blocks: [
    `For spillere bosatt i Estland drives dette nettstedet av ${estonia.company}, registreringskode ${estonia.registration}, ${estonia.address}. ${estonia.company} har virksomhetslisens ${estonia.activityLicence} og driftslisens ${estonia.operatingLicence} for å tilby pengespill på nett, utstedt av det estiske skatte- og tollvesenet (Maksu- ja Tolliamet).`,
    'Du må være minst 21 år for å opprette en konto og spille. Kontoer i Estland føres i euro.',
  ],
};

const curacaoLaw: Section = {
  heading: 'Klager og lovvalg',
  blocks: [
    `Er du misfornøyd med tjenesten vår, kontakt kundestøtten først: de fleste spørsmål løses på få minutter. En formell klage kan sendes til <a href="mailto:${OPERATOR.complaintsEmail}">${OPERATOR.complaintsEmail}</a>; vi bekrefter mottak innen 48 timer og gir et endelig svar innen 14 dager. Er du fortsatt ikke fornøyd, kan du bringe klagen inn for Curaçao Gaming Control Board.`,
    'Disse vilkårene er underlagt lovene på Curaçao, og domstolene på Curaçao har jurisdiksjon, uten at dette begrenser ufravikelige forbrukervernregler i landet der du bor.',
  ],
};

const estoniaLaw: Section = {
  heading: 'Klager og lovvalg',
  blocks: [
    `Send klager til <a href="mailto:${OPERATOR.complaintsEmail}">${OPERATOR.complaintsEmail}</a>; vi bekrefter mottak innen 48 timer og svarer innen 14 dager. Blir vi ikke enige, kan du henvende deg til det estiske skatte- og tollvesenet som tilsynsmyndighet, eller til forbrukertvistutvalget hos myndigheten for forbrukervern og teknisk tilsyn (Tarbijakaitse ja Tehnilise Järelevalve Amet).`,
    'Disse vilkårene er underlagt lovene i Republikken Estland; tvister avgjøres av Harju tingrett, med mindre loven gir deg rett til en annen domstol.',
  ],
};

const sharedTerms: Section[] = [
  {
    heading: 'Kontoen din',
    blocks: [
      {
        list: [
          'Du kan bare ha én konto. Dobbeltkontoer stenges, og bonuser vunnet på dem fjernes.',
          'Opplysningene du gir oss, må være riktige og oppdaterte; vi kan be om dokumenter for å bekrefte identitet, alder, adresse og hvor midlene dine kommer fra, og holde tilbake uttak til kontrollene er fullført.',
          'Hold passordet ditt hemmelig. Du er ansvarlig for aktiviteten på kontoen din; si fra til oss med en gang hvis du tror noen andre har tilgang til den.',
          'Du kan ikke bruke tjenestene på vegne av en annen person, eller fra et land der pengespill på nett er forbudt eller der vi ikke tar imot spillere.',
        ],
      },
    ],
  },
  {
    heading: 'Innskudd og uttak',
    blocks: [
      {
        list: [
          'Bruk bare betalingsmåter som står i ditt eget navn. Innskudd fra tredjeparter tilbakebetales og kan føre til at kontoen stenges.',
          'Vi tar ingen gebyrer for innskudd eller uttak. Banken din, kortutstederen eller blokkjedenettverket kan ta egne gebyrer.',
          'Uttak utbetales om mulig til betalingsmåten du brukte til innskuddet. Innskutte midler må omsettes minst én gang før uttak, som et tiltak mot hvitvasking.',
          'Et uttak som venter på godkjenning, kan kanselleres i kassen; beløpet går da tilbake til saldoen din.',
          'Grensene for hver betalingsmåte vises i kassen og på siden <a href="/payments">Betalinger</a>.',
        ],
      },
    ],
  },
  {
    heading: 'Bonuser',
    blocks: [
      'Bonuser, gratisspinn og gaver er frivillige og har egne vilkår, som vises før du takker ja. Bonusmidler holdes atskilt fra de ekte pengene dine: den ekte saldoen kan du ta ut når som helst, mens bonusmidler først kan tas ut når omsetningskravet er oppfylt. Hvordan saldoene fungerer, forklares på siden <a href="/bonus-balance">Bonussaldo</a>.',
    ],
  },
  {
    heading: 'Spill og feil',
    blocks: [
      'Reglene og tilbakebetalingsprosenten for hvert spill vises i spillet. Våre egne spill er beviselig rettferdige: du kan kontrollere hver runde i spillhistorikken din. Funksjonsfeil gjør alle berørte innsatser og utbetalinger ugyldige; hvis en innsats eller gevinst er registrert feil på grunn av en teknisk feil, retter vi den. De fullstendige reglene står i <a href="/general-rules">Generelle regler</a>.',
    ],
  },
  {
    heading: 'Ansvarlig spill',
    blocks: [
      'Du kan når som helst sette grenser for innskudd, tap, innsats og økter, ta en pause eller utestenge deg selv fra profilen din. Les mer på siden <a href="/responsible-gaming">Ansvarlig spill</a>.',
    ],
  },
  {
    heading: 'Avslutning av kontoen',
    blocks: [
      'Du kan når som helst avslutte kontoen din ved å kontakte kundestøtten; en eventuell saldo av ekte penger utbetales etter de vanlige kontrollene. Vi kan sperre eller stenge en konto ved svindel, bruk av en annen persons betalingsmåte, flere kontoer, samarbeid mellom spillere, bonusmisbruk eller brudd på disse vilkårene, og vi forteller deg hvorfor med mindre loven forbyr det. En konto uten innlogging på 12 måneder blir inaktiv: vi tar kontakt med deg, vi tar ikke inaktivitetsgebyr, og saldoen er fortsatt din.',
    ],
  },
  {
    heading: 'Ansvar',
    blocks: [
      'Tjenestene leveres som de er. Vi er ikke ansvarlige for tap som skyldes forhold utenfor vår kontroll, for eksempel feil på internett eller på enheten din. Ingenting i disse vilkårene begrenser ansvaret vårt for svindel, grov uaktsomhet eller annet som ikke kan begrenses etter loven.',
    ],
  },
  {
    heading: 'Endringer i vilkårene',
    blocks: [
      'Vi kan endre disse vilkårene. Vesentlige endringer varsles før de trer i kraft, og vi ber deg godta dem neste gang du logger inn.',
    ],
  },
];

const acceptance: Section = {
  heading: 'Avtale',
  blocks: [
    'Ved å opprette en konto eller bruke tjenestene godtar du disse vilkårene, personvernerklæringen vår og reglene for hvert spill. Les dem nøye.',
  ],
};

export const termsAndConditions: LicensedPageText<TermsVariant> = {
  sections: sharedTerms,
  variants: {
    default: {
      title: 'Vilkår og betingelser',
      seoTitle: 'Vilkår og betingelser | Open Casino',
      description:
        'Vilkårene for avtalen din med Open Casino: kontoer, betalinger, bonuser, spill, klager og lisensene vi driver under.',
      keywords: 'vilkår og betingelser, regler, lisens, konto, uttak, Open Casino',
      lead: 'Disse vilkårene utgjør avtalen mellom deg og selskapet som driver Open Casino i landet der du bor. Spillere i Estland og i Australia har egne versjoner av vilkårene.',
      first: [
        acceptance,
        curacaoOperator,
        {
          heading: 'Hvem kan spille',
          blocks: [
            'Du må være minst 18 år, eller eldre der loven i landet ditt setter en høyere aldersgrense (21 i Estland). Vi kontrollerer alder og identitet og kan stenge kontoer til spillere som ikke oppfyller kravet.',
          ],
        },
      ],
      last: [curacaoLaw],
    },
    CW: {
      title: 'Vilkår og betingelser (lisens fra Curaçao)',
      seoTitle: 'Vilkår og betingelser, lisens fra Curaçao | Open Casino',
      description: `Vilkår for spillere hos ${curacao.company}, lisensiert på Curaçao: kontoer, betalinger, bonuser, spill og klager.`,
      keywords: 'vilkår og betingelser, lisens fra Curaçao, Gaming Control Board, Open Casino',
      lead: `Disse vilkårene gjelder spillere som har konto hos ${curacao.company} under selskapets lisenser fra Curaçao.`,
      first: [
        acceptance,
        curacaoOperator,
        {
          heading: 'Hvem kan spille',
          blocks: [
            'Du må være minst 18 år, eller eldre der loven i landet ditt setter en høyere aldersgrense. Spillere fra land der vi ikke har nødvendig lisens, kan ikke opprette konto.',
          ],
        },
      ],
      last: [curacaoLaw],
    },
    EE: {
      title: 'Vilkår og betingelser (Estland)',
      seoTitle: 'Vilkår og betingelser for Estland | Open Casino',
      description: `Vilkår for spillere i Estland, som har konto hos ${estonia.company} under lisenser fra det estiske skatte- og tollvesenet.`,
      keywords: 'vilkår og betingelser, Estland, EMTA-lisens, 21+, Open Casino',
      lead: `Disse vilkårene gjelder spillere bosatt i Estland. Kontoene deres føres av ${estonia.company}.`,
      first: [acceptance, estoniaOperator],
      last: [estoniaLaw],
    },
    AU: {
      title: 'Vilkår og betingelser (Australia)',
      seoTitle: 'Vilkår og betingelser for Australia | Open Casino',
      description:
        'Vilkår for spillere i Australia: alder, kontoer i australske dollar, delstat, grenser og hvor du finner hjelp.',
      keywords: 'vilkår og betingelser, Australia, AUD, pokies, ansvarlig spill, Open Casino',
      lead: `Disse vilkårene gjelder spillere som befinner seg i Australia. Kontoene deres føres av ${curacao.company}.`,
      first: [
        acceptance,
        curacaoOperator,
        {
          heading: 'Hvem kan spille',
          blocks: [
            'Du må være minst 18 år. Før registrering bes besøkende i Australia bekrefte at de er myndige og godtar disse vilkårene.',
            'Kontoer kan føres i australske dollar. Delstaten eller territoriet ditt utledes av postnummeret og må stemme med adressedokumentene dine.',
            'Hvis pengespill skader deg, får du gratis og fortrolig hjelp døgnet rundt hos Gambling Help Online på 1800 858 858.',
          ],
        },
      ],
      last: [curacaoLaw],
    },
  },
};

const ruleSections: Section[] = [
  {
    heading: 'Innsatser',
    blocks: [
      {
        list: [
          'En innsats er godtatt når spillet bekrefter den og beløpet er trukket fra saldoen din. En godtatt innsats kan ikke kanselleres.',
          'Minste og største innsats vises i hvert spill. Mens en bonus er aktiv, kan det gjelde en største innsats per runde, slik bonusvilkårene sier.',
          'Ekte penger brukes før bonuspenger. Gevinster fra innsatser med ekte penger legges til den ekte saldoen din.',
        ],
      },
    ],
  },
  {
    heading: 'Tilbakebetaling og rettferdighet',
    blocks: [
      'Den teoretiske tilbakebetalingsprosenten (RTP) for hvert spill vises i informasjonspanelet. Resultatene i spillene fra vårt eget studio lages av et serverfrø, som du ser hashen av før runden, klientfrøet ditt og et rundenummer; etter runden kan du kontrollere resultatet i spillhistorikken din.',
    ],
  },
  {
    heading: 'Avbrudd og funksjonsfeil',
    blocks: [
      'Hvis forbindelsen brytes under en runde, fullføres runden på serverne våre, og resultatet vises i spillhistorikken og saldoen din. Funksjonsfeil i et spill eller i systemene våre gjør de berørte innsatsene ugyldige; innsatsene tilbakebetales. Åpenbare feil i den viste utbetalingen eller i oppgjøret av en runde rettes.',
    ],
  },
  {
    heading: 'Demomodus',
    blocks: [
      'De fleste spill kan spilles for moro skyld med lekepenger. Resultater i demomodus er ikke ekte penger og kan ikke tas ut; matematikken i et spill er den samme i begge moduser.',
    ],
  },
  {
    heading: 'Spillhistorikk',
    blocks: [
      'Hver innsats, gevinst og runde registreres og kan ses i profilen din. Er du uenig i et resultat, kontakt kundestøtten med runde-ID-en fra historikken din.',
    ],
  },
];

export const generalRules: LicensedPageText<GeneralRulesVariant> = {
  sections: ruleSections,
  variants: {
    default: {
      title: 'Generelle regler',
      seoTitle: 'Generelle regler | Open Casino',
      description:
        'Reglene som gjelder for alle spill hos Open Casino: innsatser, tilbakebetaling, beviselig rettferdige resultater, avbrudd og spillhistorikk.',
      keywords: 'generelle regler, spilleregler, RTP, beviselig rettferdig, Open Casino',
      lead: 'Disse reglene gjelder for alle spill på nettstedet, i tillegg til reglene som vises i hvert spill. Ved motstrid gjelder spillets regler.',
      first: [],
      last: [],
    },
    EE: {
      title: 'Generelle regler (Estland)',
      seoTitle: 'Generelle regler for Estland | Open Casino',
      description:
        'Spilleregler for spillere i Estland: aldersgrense 21 år, kontoer i euro, innsatser, tilbakebetaling og spillhistorikk.',
      keywords: 'generelle regler, Estland, spilleregler, 21+, Open Casino',
      lead: `Disse reglene gjelder spillere i Estland, der spillene tilbys av ${estonia.company}.`,
      first: [
        {
          heading: 'Spillere i Estland',
          blocks: [
            'Bare personer som er 21 år eller eldre, kan spille. Innsatser og gevinster er i euro. Spillene tilbys under driftslisensen fra det estiske skatte- og tollvesenet som er nevnt i vilkårene og betingelsene våre.',
          ],
        },
      ],
      last: [],
    },
  },
};
