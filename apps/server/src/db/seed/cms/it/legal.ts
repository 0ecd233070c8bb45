import type { PageText } from '../content-types.ts';
import { OPERATOR } from '../operator.ts';

const { curacao, estonia } = OPERATOR;

export const privacyPolicy: PageText = {
  title: 'Informativa sulla privacy',
  seoTitle: 'Informativa sulla privacy | Open Casino',
  description:
    'Come Open Casino raccoglie, usa, condivide e protegge i tuoi dati personali, per quanto tempo li conserviamo e come esercitare i tuoi diritti.',
  keywords: 'informativa sulla privacy, dati personali, GDPR, protezione dei dati, Open Casino',
  lead: 'Questa informativa spiega quali dati personali raccoglie Open Casino quando visiti il sito o giochi, perché ne abbiamo bisogno, con chi li condividiamo e quali diritti hai su di essi.',
  sections: [
    {
      heading: 'Chi è responsabile dei tuoi dati',
      blocks: [
        `Il titolare del trattamento dei tuoi dati personali è la società presso cui è aperto il tuo conto di gioco: ${estonia.company} (codice di registro ${estonia.registration}, ${estonia.address}) per i giocatori in Estonia e ${curacao.company} (numero di registro ${curacao.registration}, ${curacao.address}) per tutti gli altri.`,
        `Puoi contattare il nostro responsabile della protezione dei dati all’indirizzo <a href="mailto:${OPERATOR.privacyEmail}">${OPERATOR.privacyEmail}</a>.`,
      ],
    },
    {
      heading: 'Quali dati raccogliamo',
      blocks: [
        {
          list: [
            '<strong>Dati del conto</strong>: indirizzo e-mail, nickname, password (conservata solo come hash con salt), valuta e lingua.',
            '<strong>Dati anagrafici e di contatto</strong>: nome e cognome, data di nascita, genere, indirizzo, CAP, città, paese e numero di cellulare.',
            '<strong>Dati di verifica</strong>: copie dei documenti d’identità, prova di residenza e, quando la legge lo richiede, prova della provenienza dei tuoi fondi.',
            '<strong>Dati finanziari</strong>: depositi, prelievi, dati dei metodi di pagamento (i numeri di carta sono custoditi dai nostri fornitori di pagamento, noi vediamo solo le prime sei e le ultime quattro cifre), indirizzi dei wallet crypto e saldi.',
            '<strong>Dati di gioco</strong>: giochi giocati, puntate, vincite, bonus, limiti che imposti e la tua cronologia di gioco responsabile.',
            '<strong>Dati tecnici</strong>: indirizzo IP, posizione approssimativa che ne deriva, tipo di dispositivo e di browser, impostazioni della lingua e i cookie descritti nella nostra <a href="/cookie-policy">Cookie policy</a>.',
            '<strong>Comunicazioni</strong>: i messaggi che invii al nostro servizio clienti e le nostre risposte.',
          ],
        },
      ],
    },
    {
      heading: 'Perché li usiamo',
      blocks: [
        {
          list: [
            'Per aprire e gestire il tuo conto, elaborare i pagamenti e pagare le vincite (esecuzione del contratto con te).',
            'Per verificare la tua identità e la tua età, prevenire frodi e riciclaggio e rispettare le condizioni delle nostre licenze (obbligo di legge).',
            'Per proteggere i giocatori: individuare segnali di gioco problematico, applicare limiti e autoesclusione (obbligo di legge e legittimo interesse).',
            'Per mantenere il sito sicuro e funzionante e migliorare giochi e servizi (legittimo interesse).',
            'Per inviarti offerte e novità, solo se hai dato il consenso; puoi revocarlo in qualsiasi momento dal tuo profilo (consenso).',
          ],
        },
      ],
    },
    {
      heading: 'Con chi li condividiamo',
      blocks: [
        'Non vendiamo mai i tuoi dati personali. Li condividiamo solo quando è necessario per gli scopi indicati sopra:',
        {
          list: [
            'con i fornitori di servizi di pagamento e le banche che elaborano depositi e prelievi;',
            'con i servizi di verifica dell’identità e di prevenzione delle frodi;',
            'con i fornitori di giochi, che ricevono un identificativo pseudonimo del giocatore e le tue puntate, mai il tuo nome o i tuoi contatti;',
            'con i fornitori di hosting, e-mail e assistenza clienti che lavorano per noi in base a un contratto;',
            'con autorità di vigilanza, forze dell’ordine e tribunali, quando la legge lo impone.',
          ],
        },
        'Se un fornitore tratta dati al di fuori dello Spazio economico europeo, ci basiamo su una decisione di adeguatezza o sulle clausole contrattuali tipo della Commissione europea.',
      ],
    },
    {
      heading: 'Per quanto tempo li conserviamo',
      blocks: [
        'Conserviamo i tuoi dati finché il conto è aperto. Dopo la chiusura, le norme antiriciclaggio ci obbligano a conservare i dati di identità, transazioni e gioco per cinque anni (più a lungo se un’autorità o un tribunale lo richiede). Le preferenze di marketing vengono cancellate quando revochi il consenso; i log tecnici sono conservati al massimo dodici mesi.',
      ],
    },
    {
      heading: 'I tuoi diritti',
      blocks: [
        'Hai il diritto di accedere ai tuoi dati, di farli rettificare, di farli cancellare (salvo che la legge ci imponga di conservarli), di limitarne il trattamento o di opporti, alla portabilità dei dati e di revocare il consenso in qualsiasi momento.',
        `Per esercitare uno di questi diritti scrivi a <a href="mailto:${OPERATOR.privacyEmail}">${OPERATOR.privacyEmail}</a>. Rispondiamo entro un mese. Puoi anche presentare reclamo a un’autorità per la protezione dei dati; in Estonia è l’Ispettorato per la protezione dei dati (Andmekaitse Inspektsioon).`,
      ],
    },
    {
      heading: 'Sicurezza',
      blocks: [
        'Tutto il traffico verso il sito è cifrato. Le password sono conservate come hash con salt, le sessioni risiedono sui nostri server e possono essere chiuse dal tuo profilo, e per il tuo conto è disponibile l’autenticazione a due fattori. All’interno della nostra società accede ai dati personali solo il personale che ne ha bisogno per il proprio lavoro.',
      ],
    },
    {
      heading: 'Minori',
      blocks: [
        'I nostri servizi sono riservati agli adulti: almeno 18 anni, e almeno 21 in Estonia. Non raccogliamo consapevolmente dati di minori e chiudiamo qualsiasi conto che risulti aperto da un minore.',
      ],
    },
    {
      heading: 'Modifiche a questa informativa',
      blocks: [
        'Possiamo aggiornare questa informativa quando cambiano i nostri servizi o la legge. La data in alto indica la versione in vigore; ti informeremo via e-mail o sul sito prima che una modifica importante diventi effettiva.',
      ],
    },
  ],
};

export const cookiePolicy: PageText = {
  title: 'Cookie policy',
  seoTitle: 'Cookie policy | Open Casino',
  description:
    'Quali cookie usa Open Casino, a cosa serve ciascuno, quanto dura e come puoi gestirli.',
  keywords: 'cookie policy, cookie, consenso, cookie di sessione, Open Casino',
  lead: 'I cookie sono piccoli file di testo che un sito salva nel tuo browser. Ne usiamo il meno possibile e li descriviamo tutti qui sotto.',
  sections: [
    {
      heading: 'I cookie che usiamo',
      blocks: [
        {
          table: {
            head: ['Cookie', 'Finalità', 'Durata'],
            rows: [
              [
                'Sessione (<code>casino_session</code>)',
                'Ti mantiene connesso e protegge il tuo conto. Strettamente necessario.',
                '30 giorni dall’ultima visita, o fino alla disconnessione',
              ],
              [
                'Lingua (<code>locale</code>)',
                'Ricorda la lingua che hai scelto. Strettamente necessario.',
                '1 anno',
              ],
              [
                'Consenso ai cookie',
                'Ricorda che hai accettato questa policy, così il banner non compare più.',
                '1 anno',
              ],
              [
                'Codice affiliato',
                'Registra il sito partner che ti ha indirizzato a noi, per poter remunerare il partner.',
                '30 giorni',
              ],
            ],
          },
        },
        'Non usiamo cookie pubblicitari di terze parti. Dati come le tue preferenze sulle notifiche sono salvati nella memoria locale del browser e non lasciano mai il tuo dispositivo.',
      ],
    },
    {
      heading: 'Cookie strettamente necessari',
      blocks: [
        'I cookie di sessione e di lingua servono al funzionamento del sito: senza di essi non potresti accedere, depositare o giocare con denaro reale. Per questo vengono impostati senza chiedere il consenso, come la legge consente.',
      ],
    },
    {
      heading: 'Come gestire i cookie',
      blocks: [
        'Puoi eliminare o bloccare i cookie in qualsiasi momento dalle impostazioni del browser. Se blocchi il cookie di sessione non potrai accedere. Se elimini il cookie di consenso, il banner ricomparirà alla visita successiva.',
      ],
    },
    {
      heading: 'Domande',
      blocks: [
        `Per qualsiasi domanda sui cookie o sulla privacy consulta la nostra <a href="/privacy-policy">Informativa sulla privacy</a> o scrivi a <a href="mailto:${OPERATOR.privacyEmail}">${OPERATOR.privacyEmail}</a>.`,
      ],
    },
  ],
};
