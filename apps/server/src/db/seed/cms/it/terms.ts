import type {
  GeneralRulesVariant,
  LicensedPageText,
  Section,
  TermsVariant,
} from '../content-types.ts';
import { OPERATOR } from '../operator.ts';

const { curacao, estonia } = OPERATOR;

const curacaoOperator: Section = {
  heading: 'L’operatore',
  blocks: [
    `Questo sito è gestito da ${curacao.company}, società registrata a Curaçao con il numero ${curacao.registration} e sede legale in ${curacao.address}. ${curacao.company} è titolare della licenza ${curacao.gcbLicence} rilasciata dal Curaçao Gaming Control Board e della sublicenza ${curacao.cwLicence} ai sensi della National Ordinance on Offshore Games of Hazard.`,
  ],
};

const estoniaOperator: Section = {
  heading: 'L’operatore',
  blocks: [
    `Per i giocatori residenti in Estonia questo sito è gestito da ${estonia.company}, codice di registro ${estonia.registration}, ${estonia.address}. ${estonia.company} è titolare della licenza di attività ${estonia.activityLicence} e della licenza operativa ${estonia.operatingLicence} per l’organizzazione di giochi d’azzardo a distanza, rilasciate dall’Agenzia estone delle entrate e delle dogane (Maksu- ja Tolliamet).`,
    'Per aprire un conto e giocare devi avere almeno 21 anni. I conti in Estonia sono tenuti in euro.',
  ],
};

const curacaoLaw: Section = {
  heading: 'Reclami e legge applicabile',
  blocks: [
    `Se non sei soddisfatto del nostro servizio, contatta prima l’assistenza: la maggior parte delle richieste si risolve in pochi minuti. Un reclamo formale può essere inviato a <a href="mailto:${OPERATOR.complaintsEmail}">${OPERATOR.complaintsEmail}</a>; confermiamo la ricezione entro 48 ore e diamo una risposta definitiva entro 14 giorni. Se non sei ancora soddisfatto, puoi sottoporre il reclamo al Curaçao Gaming Control Board.`,
    'I presenti termini sono regolati dalla legge di Curaçao e sono competenti i tribunali di Curaçao, fatte salve le norme imperative a tutela dei consumatori del tuo paese di residenza.',
  ],
};

const estoniaLaw: Section = {
  heading: 'Reclami e legge applicabile',
  blocks: [
    `Invia i reclami a <a href="mailto:${OPERATOR.complaintsEmail}">${OPERATOR.complaintsEmail}</a>; confermiamo la ricezione entro 48 ore e rispondiamo entro 14 giorni. In caso di mancato accordo puoi rivolgerti all’Agenzia estone delle entrate e delle dogane, in qualità di autorità di vigilanza, oppure alla Commissione per le controversie dei consumatori dell’Autorità per la tutela dei consumatori e la vigilanza tecnica (Tarbijakaitse ja Tehnilise Järelevalve Amet).`,
    'I presenti termini sono regolati dalla legge della Repubblica di Estonia; le controversie sono decise dal Tribunale della contea di Harju, salvo che la legge ti riconosca il diritto a un altro foro.',
  ],
};

const sharedTerms: Section[] = [
  {
    heading: 'Il tuo conto',
    blocks: [
      {
        list: [
          'Puoi avere un solo conto. I conti duplicati vengono chiusi e i bonus vinti su di essi vengono rimossi.',
          'Le informazioni che ci fornisci devono essere vere e aggiornate; possiamo chiederti documenti per verificare identità, età, indirizzo e provenienza dei fondi, e trattenere i prelievi fino al termine delle verifiche.',
          'Mantieni segreta la tua password. Sei responsabile dell’attività sul tuo conto; avvisaci subito se pensi che qualcun altro vi abbia accesso.',
          'Non puoi usare i servizi per conto di un’altra persona, né da un paese in cui il gioco online è vietato o da cui non accettiamo giocatori.',
        ],
      },
    ],
  },
  {
    heading: 'Depositi e prelievi',
    blocks: [
      {
        list: [
          'Usa solo metodi di pagamento intestati a te. I depositi di terzi vengono rimborsati e possono comportare la chiusura del conto.',
          'Non applichiamo commissioni su depositi o prelievi. La tua banca, l’emittente della carta o la rete blockchain possono applicare le proprie.',
          'I prelievi vengono pagati, se possibile, sul metodo usato per il deposito. I fondi depositati devono essere giocati almeno una volta prima del prelievo, come misura antiriciclaggio.',
          'Un prelievo in attesa di approvazione può essere annullato dalla cassa; l’importo torna allora sul tuo saldo.',
          'I limiti di ogni metodo sono indicati nella cassa e nella nostra pagina <a href="/payments">Pagamenti</a>.',
        ],
      },
    ],
  },
  {
    heading: 'Bonus',
    blocks: [
      'Bonus, giri gratuiti e regali sono facoltativi e soggetti a condizioni proprie, mostrate prima dell’accettazione. I fondi bonus sono tenuti separati dal denaro reale: puoi prelevare il saldo reale in qualsiasi momento, mentre i fondi bonus diventano prelevabili solo dopo aver soddisfatto il requisito di puntata. Il funzionamento dei saldi è spiegato nella pagina <a href="/bonus-balance">Saldo bonus</a>.',
    ],
  },
  {
    heading: 'Giochi ed errori',
    blocks: [
      'Le regole e il ritorno al giocatore di ogni gioco sono indicati nel gioco. I nostri giochi sono dimostrabilmente equi: puoi verificare ogni partita nella tua cronologia di gioco. Un malfunzionamento annulla tutte le puntate e le vincite interessate; se una puntata o una vincita è stata registrata in modo errato per un errore tecnico, la correggeremo. Le regole complete sono nelle nostre <a href="/general-rules">Regole generali</a>.',
    ],
  },
  {
    heading: 'Gioco responsabile',
    blocks: [
      'Puoi impostare in qualsiasi momento dal tuo profilo limiti di deposito, perdita, puntata e sessione, prenderti una pausa o autoescluderti. Maggiori informazioni nella pagina <a href="/responsible-gaming">Gioco responsabile</a>.',
    ],
  },
  {
    heading: 'Chiusura del conto',
    blocks: [
      'Puoi chiudere il tuo conto in qualsiasi momento contattando l’assistenza; l’eventuale saldo di denaro reale viene pagato dopo i consueti controlli. Possiamo sospendere o chiudere un conto in caso di frode, uso del metodo di pagamento di un’altra persona, conti multipli, collusione, abuso dei bonus o violazione dei presenti termini, e te ne comunicheremo il motivo salvo divieto di legge. Un conto senza accessi da 12 mesi diventa inattivo: ti contatteremo, non applichiamo commissioni di inattività e il saldo resta tuo.',
    ],
  },
  {
    heading: 'Responsabilità',
    blocks: [
      'I servizi sono forniti così come sono. Non rispondiamo di perdite causate da eventi al di fuori del nostro controllo, come guasti di internet o del tuo dispositivo. Nulla nei presenti termini limita la nostra responsabilità per frode, colpa grave o altri casi in cui la legge non consente limitazioni.',
    ],
  },
  {
    heading: 'Modifiche ai presenti termini',
    blocks: [
      'Possiamo modificare i presenti termini. Le modifiche sostanziali vengono annunciate prima di entrare in vigore e ti chiederemo di accettarle al tuo accesso successivo.',
    ],
  },
];

const acceptance: Section = {
  heading: 'Accordo',
  blocks: [
    'Aprendo un conto o usando i servizi accetti i presenti termini, la nostra Informativa sulla privacy e le regole di ciascun gioco. Ti invitiamo a leggerli con attenzione.',
  ],
};

export const termsAndConditions: LicensedPageText<TermsVariant> = {
  sections: sharedTerms,
  variants: {
    default: {
      title: 'Termini e condizioni',
      seoTitle: 'Termini e condizioni | Open Casino',
      description:
        'I termini del tuo accordo con Open Casino: conti, pagamenti, bonus, giochi, reclami e le licenze con cui operiamo.',
      keywords: 'termini e condizioni, regole, licenza, conto, prelievi, Open Casino',
      lead: 'I presenti termini costituiscono l’accordo tra te e la società che gestisce Open Casino per il tuo paese di residenza. I giocatori in Estonia e in Australia hanno una versione propria dei termini.',
      first: [
        acceptance,
        curacaoOperator,
        {
          heading: 'Chi può giocare',
          blocks: [
            'Devi avere almeno 18 anni, o di più se la legge del tuo paese fissa un’età superiore (21 in Estonia). Verifichiamo età e identità e possiamo chiudere i conti dei giocatori che non soddisfano questo requisito.',
          ],
        },
      ],
      last: [curacaoLaw],
    },
    CW: {
      title: 'Termini e condizioni (licenza di Curaçao)',
      seoTitle: 'Termini e condizioni, licenza di Curaçao | Open Casino',
      description: `Termini per i giocatori di ${curacao.company}, con licenza a Curaçao: conti, pagamenti, bonus, giochi e reclami.`,
      keywords: 'termini e condizioni, licenza di Curaçao, Gaming Control Board, Open Casino',
      lead: `I presenti termini si applicano ai giocatori il cui conto è tenuto da ${curacao.company} in base alle sue licenze di Curaçao.`,
      first: [
        acceptance,
        curacaoOperator,
        {
          heading: 'Chi può giocare',
          blocks: [
            'Devi avere almeno 18 anni, o di più se la legge del tuo paese fissa un’età superiore. I giocatori dei paesi per cui non disponiamo della licenza necessaria non possono aprire un conto.',
          ],
        },
      ],
      last: [curacaoLaw],
    },
    EE: {
      title: 'Termini e condizioni (Estonia)',
      seoTitle: 'Termini e condizioni per l’Estonia | Open Casino',
      description: `Termini per i giocatori in Estonia, il cui conto è tenuto da ${estonia.company} in base alle licenze dell’Agenzia estone delle entrate e delle dogane.`,
      keywords: 'termini e condizioni, Estonia, licenza EMTA, 21+, Open Casino',
      lead: `I presenti termini si applicano ai giocatori residenti in Estonia. I loro conti sono tenuti da ${estonia.company}.`,
      first: [acceptance, estoniaOperator],
      last: [estoniaLaw],
    },
    AU: {
      title: 'Termini e condizioni (Australia)',
      seoTitle: 'Termini e condizioni per l’Australia | Open Casino',
      description:
        'Termini per i giocatori in Australia: età, conti in dollari australiani, stato di residenza, limiti e dove trovare aiuto.',
      keywords: 'termini e condizioni, Australia, AUD, slot, gioco responsabile, Open Casino',
      lead: `I presenti termini si applicano ai giocatori che si trovano in Australia. I loro conti sono tenuti da ${curacao.company}.`,
      first: [
        acceptance,
        curacaoOperator,
        {
          heading: 'Chi può giocare',
          blocks: [
            'Devi avere almeno 18 anni. Prima della registrazione ai visitatori in Australia viene chiesto di confermare la maggiore età e l’accettazione dei presenti termini.',
            'I conti possono essere tenuti in dollari australiani. Il tuo stato o territorio viene ricavato dal codice postale e deve corrispondere ai tuoi documenti di residenza.',
            'Se il gioco ti sta causando danni, un aiuto gratuito e riservato è disponibile 24 ore su 24 presso Gambling Help Online al numero 1800 858 858.',
          ],
        },
      ],
      last: [curacaoLaw],
    },
  },
};

const ruleSections: Section[] = [
  {
    heading: 'Puntate',
    blocks: [
      {
        list: [
          'Una puntata è accettata quando il gioco la conferma e l’importo viene addebitato sul tuo saldo. Una puntata accettata non può essere annullata.',
          'Le puntate minime e massime sono indicate in ogni gioco. Mentre un bonus è attivo può valere una puntata massima per giro, come indicato nelle condizioni del bonus.',
          'Il denaro reale viene usato prima del denaro bonus. Le vincite delle puntate con denaro reale vengono accreditate sul saldo reale.',
        ],
      },
    ],
  },
  {
    heading: 'Ritorno al giocatore ed equità',
    blocks: [
      'Il ritorno teorico al giocatore (RTP) di ogni gioco è indicato nel suo pannello informativo. I risultati dei giochi del nostro studio sono generati da un seed del server, il cui hash ti viene mostrato prima della partita, dal tuo seed client e da un numero di partita; al termine puoi verificare il risultato nella tua cronologia di gioco.',
    ],
  },
  {
    heading: 'Interruzioni e malfunzionamenti',
    blocks: [
      'Se la connessione si interrompe durante una partita, questa viene completata sui nostri server e il risultato compare nella cronologia e nel saldo. Un malfunzionamento di un gioco o dei nostri sistemi annulla le puntate interessate, che vengono rimborsate. Gli errori evidenti nella vincita mostrata o nella liquidazione di una partita vengono corretti.',
    ],
  },
  {
    heading: 'Modalità demo',
    blocks: [
      'La maggior parte dei giochi può essere giocata per divertimento con denaro virtuale. I risultati in modalità demo non sono denaro reale e non possono essere prelevati; la matematica di un gioco è la stessa in entrambe le modalità.',
    ],
  },
  {
    heading: 'Cronologia di gioco',
    blocks: [
      'Ogni puntata, vincita e partita viene registrata ed è consultabile nel tuo profilo. Se non sei d’accordo con un risultato, contatta l’assistenza indicando l’identificativo della partita presente nella cronologia.',
    ],
  },
];

export const generalRules: LicensedPageText<GeneralRulesVariant> = {
  sections: ruleSections,
  variants: {
    default: {
      title: 'Regole generali',
      seoTitle: 'Regole generali | Open Casino',
      description:
        'Le regole valide per tutti i giochi di Open Casino: puntate, ritorno al giocatore, risultati verificabili, interruzioni e cronologia di gioco.',
      keywords: 'regole generali, regole di gioco, RTP, provably fair, Open Casino',
      lead: 'Queste regole valgono per tutti i giochi del sito, in aggiunta alle regole indicate in ciascun gioco. In caso di differenze prevalgono le regole del gioco.',
      first: [],
      last: [],
    },
    EE: {
      title: 'Regole generali (Estonia)',
      seoTitle: 'Regole generali per l’Estonia | Open Casino',
      description:
        'Regole di gioco per i giocatori in Estonia: età minima 21 anni, conti in euro, puntate, ritorno al giocatore e cronologia di gioco.',
      keywords: 'regole generali, Estonia, regole di gioco, 21+, Open Casino',
      lead: `Queste regole si applicano ai giocatori in Estonia, i cui giochi sono offerti da ${estonia.company}.`,
      first: [
        {
          heading: 'Giocatori in Estonia',
          blocks: [
            'Possono giocare solo persone di almeno 21 anni. Puntate e vincite sono in euro. I giochi sono offerti in base alla licenza operativa dell’Agenzia estone delle entrate e delle dogane indicata nei nostri Termini e condizioni.',
          ],
        },
      ],
      last: [],
    },
  },
};
