import type { PageText } from '../content-types.ts';
import { OPERATOR } from '../operator.ts';

const { curacao, estonia } = OPERATOR;

export const privacyPolicy: PageText = {
  title: 'Personvernerklæring',
  seoTitle: 'Personvernerklæring | Open Casino',
  description:
    'Hvordan Open Casino samler inn, bruker, deler og beskytter personopplysningene dine, hvor lenge vi lagrer dem og hvordan du bruker rettighetene dine.',
  keywords: 'personvernerklæring, personopplysninger, GDPR, personvern, Open Casino',
  lead: 'Denne erklæringen forklarer hvilke personopplysninger Open Casino samler inn når du besøker nettstedet eller spiller, hvorfor vi trenger dem, hvem vi deler dem med og hvilke rettigheter du har.',
  sections: [
    {
      heading: 'Hvem som er ansvarlig for opplysningene dine',
      blocks: [
        `Behandlingsansvarlig for personopplysningene dine er selskapet som har spillerkontoen din: ${estonia.company} (registreringskode ${estonia.registration}, ${estonia.address}) for spillere i Estland, og ${curacao.company} (organisasjonsnummer ${curacao.registration}, ${curacao.address}) for alle andre.`,
        `Du når personvernombudet vårt på <a href="mailto:${OPERATOR.privacyEmail}">${OPERATOR.privacyEmail}</a>.`,
      ],
    },
    {
      heading: 'Hva vi samler inn',
      blocks: [
        {
          list: [
            '<strong>Kontoopplysninger</strong>: e-postadresse, kallenavn, passord (lagres kun som saltet hash), valuta og språk.',
            '<strong>Identitets- og kontaktopplysninger</strong>: for- og etternavn, fødselsdato, kjønn, adresse, postnummer, poststed, land og mobilnummer.',
            '<strong>Verifiseringsopplysninger</strong>: kopier av identitetsdokumenter, adressebevis og, der loven krever det, dokumentasjon på hvor midlene dine kommer fra.',
            '<strong>Finansielle opplysninger</strong>: innskudd, uttak, detaljer om betalingsmåter (kortnumre oppbevares av betalingsleverandørene våre, vi ser bare de seks første og fire siste sifrene), adresser til kryptolommebøker og saldoer.',
            '<strong>Spillopplysninger</strong>: spill du har spilt, innsatser, gevinster, bonuser, grenser du har satt og historikken din for ansvarlig spill.',
            '<strong>Tekniske opplysninger</strong>: IP-adresse, omtrentlig posisjon avledet fra den, enhets- og nettlesertype, språkinnstillinger og informasjonskapslene som er beskrevet i <a href="/cookie-policy">retningslinjene for informasjonskapsler</a>.',
            '<strong>Kommunikasjon</strong>: meldinger du sender til kundestøtten og svarene vi gir.',
          ],
        },
      ],
    },
    {
      heading: 'Hvorfor vi bruker dem',
      blocks: [
        {
          list: [
            'For å opprette og drive kontoen din, behandle betalinger og utbetale gevinster (oppfyllelse av avtalen vår med deg).',
            'For å bekrefte identiteten og alderen din, forebygge svindel og hvitvasking og oppfylle vilkårene i lisensene våre (rettslig forpliktelse).',
            'For å beskytte spillere: oppdage tegn på problemspilling og håndheve grenser og selvutestengelse (rettslig forpliktelse og berettiget interesse).',
            'For å holde nettstedet sikkert og i drift og forbedre spillene og tjenestene våre (berettiget interesse).',
            'For å sende deg tilbud og nyheter, bare når du har samtykket; samtykket kan du når som helst trekke tilbake i profilen din (samtykke).',
          ],
        },
      ],
    },
    {
      heading: 'Hvem vi deler dem med',
      blocks: [
        'Vi selger aldri personopplysningene dine. Vi deler dem bare når det trengs for formålene ovenfor:',
        {
          list: [
            'betalingsleverandører og banker som behandler innskudd og uttak;',
            'tjenester for identitetsbekreftelse og svindelforebygging;',
            'spilleverandører, som mottar en pseudonym spiller-ID og innsatsene dine, aldri navnet ditt eller kontaktopplysningene dine;',
            'leverandører av drift, e-post og kundeservice som arbeider for oss etter avtale;',
            'tilsynsmyndigheter, politi og domstoler, når loven krever det.',
          ],
        },
        'Når en leverandør behandler opplysninger utenfor EØS, bygger vi på en beslutning om tilstrekkelig beskyttelsesnivå eller på EU-kommisjonens standardavtaler.',
      ],
    },
    {
      heading: 'Hvor lenge vi lagrer dem',
      blocks: [
        'Vi lagrer opplysningene dine så lenge kontoen din er åpen. Etter at den er lukket, krever hvitvaskingsregelverket at vi oppbevarer identitets-, transaksjons- og spillopplysninger i fem år (lenger hvis en tilsynsmyndighet eller domstol ber om det). Markedsføringsvalg slettes når du trekker tilbake samtykket; tekniske logger oppbevares i høyst tolv måneder.',
      ],
    },
    {
      heading: 'Rettighetene dine',
      blocks: [
        'Du har rett til innsyn i opplysningene dine, til å få dem rettet, til å få dem slettet (med mindre vi må oppbevare dem etter loven), til å begrense eller protestere mot behandlingen, til dataportabilitet og til å trekke tilbake samtykke når som helst.',
        `For å bruke noen av disse rettighetene, skriv til <a href="mailto:${OPERATOR.privacyEmail}">${OPERATOR.privacyEmail}</a>. Vi svarer innen én måned. Du kan også klage til en datatilsynsmyndighet; i Estland er det datatilsynet Andmekaitse Inspektsioon.`,
      ],
    },
    {
      heading: 'Sikkerhet',
      blocks: [
        'All trafikk til nettstedet er kryptert. Passord lagres som saltede hasher, økter ligger på serverne våre og kan avsluttes fra profilen din, og tofaktorautentisering er tilgjengelig for kontoen din. Internt har bare ansatte som trenger det i arbeidet sitt, tilgang til personopplysninger.',
      ],
    },
    {
      heading: 'Mindreårige',
      blocks: [
        'Tjenestene våre er bare for voksne: 18 år eller eldre, og 21 år eller eldre i Estland. Vi samler ikke bevisst inn opplysninger om mindreårige og stenger enhver konto vi finner ut at er opprettet av en mindreårig.',
      ],
    },
    {
      heading: 'Endringer i denne erklæringen',
      blocks: [
        'Vi kan oppdatere denne erklæringen når tjenestene våre eller loven endres. Datoen øverst viser gjeldende versjon; vi gir deg beskjed på e-post eller på nettstedet før en vesentlig endring trer i kraft.',
      ],
    },
  ],
};

export const cookiePolicy: PageText = {
  title: 'Retningslinjer for informasjonskapsler',
  seoTitle: 'Retningslinjer for informasjonskapsler | Open Casino',
  description:
    'Hvilke informasjonskapsler Open Casino bruker, hva hver av dem gjør, hvor lenge de varer og hvordan du kan styre dem.',
  keywords: 'informasjonskapsler, cookies, samtykke, øktkapsel, Open Casino',
  lead: 'Informasjonskapsler (cookies) er små tekstfiler som et nettsted lagrer i nettleseren din. Vi bruker så få som mulig og forklarer hver av dem nedenfor.',
  sections: [
    {
      heading: 'Informasjonskapsler vi bruker',
      blocks: [
        {
          table: {
            head: ['Informasjonskapsel', 'Formål', 'Varighet'],
            rows: [
              [
                'Økt (<code>casino_session</code>)',
                'Holder deg innlogget og beskytter kontoen din. Strengt nødvendig.',
                '30 dager etter siste besøk, eller til du logger ut',
              ],
              [
                'Språk (<code>locale</code>)',
                'Husker språket du har valgt. Strengt nødvendig.',
                '1 år',
              ],
              [
                'Samtykke til informasjonskapsler',
                'Husker at du har godtatt disse retningslinjene, slik at banneret ikke vises igjen.',
                '1 år',
              ],
              [
                'Partnerkode',
                'Registrerer hvilket partnernettsted som sendte deg til oss, slik at vi kan betale partneren.',
                '30 dager',
              ],
            ],
          },
        },
        'Vi bruker ingen reklamekapsler fra tredjeparter. Opplysninger som varslingsinnstillingene dine lagres i nettleserens lokale lagring og forlater aldri enheten din.',
      ],
    },
    {
      heading: 'Strengt nødvendige informasjonskapsler',
      blocks: [
        'Økt- og språkkapslene trengs for at nettstedet skal virke: uten dem kunne du ikke logge inn, sette inn penger eller spille for ekte penger. De settes derfor uten samtykke, slik loven tillater.',
      ],
    },
    {
      heading: 'Slik styrer du informasjonskapsler',
      blocks: [
        'Du kan når som helst slette eller blokkere informasjonskapsler i innstillingene i nettleseren din. Blokkerer du øktkapselen, kan du ikke logge inn. Sletter du samtykkekapselen, vises banneret igjen neste gang du besøker oss.',
      ],
    },
    {
      heading: 'Spørsmål',
      blocks: [
        `Har du spørsmål om informasjonskapsler eller personvern, se <a href="/privacy-policy">personvernerklæringen</a> vår eller skriv til <a href="mailto:${OPERATOR.privacyEmail}">${OPERATOR.privacyEmail}</a>.`,
      ],
    },
  ],
};
