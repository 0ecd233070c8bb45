import type { PageText } from '../content-types.ts';

export const support: PageText = {
  title: 'Assistenza',
  seoTitle: 'Assistenza 24 ore su 24 | Open Casino',
  description:
    'Contatta l’assistenza di Open Casino via chat, e-mail o telefono, 24 ore su 24. Risposte su conto, pagamenti, bonus e giochi.',
  keywords: 'assistenza, aiuto, contatti, live chat, servizio clienti, Open Casino',
  lead: 'Il nostro team di assistenza è disponibile 24 ore su 24, 7 giorni su 7, in italiano, in inglese e nelle altre lingue del sito.',
  sections: [
    {
      heading: 'Come contattarci',
      blocks: [
        {
          list: [
            '<strong>Live chat</strong>: il modo più rapido. Aprila con il pulsante della chat in fondo a ogni pagina; la prima risposta arriva in media in meno di due minuti.',
            '<strong>E-mail</strong>: {email}. Rispondiamo entro 24 ore, di solito molto prima.',
            '<strong>Telefono</strong>: {phone}, tutti i giorni dalle 8:00 alle 24:00, ora italiana.',
          ],
        },
      ],
    },
    {
      heading: 'Prima di contattarci',
      blocks: [
        'Molte risposte sono a portata di clic: i limiti di pagamento sono nella pagina <a href="/payments">Pagamenti</a>, i requisiti di puntata dei bonus sono spiegati nella pagina <a href="/bonus-balance">Saldo bonus</a> e ogni puntata è elencata nella tua cronologia di gioco. Quando ci scrivi, indica l’e-mail del tuo conto e, per una domanda su un gioco, l’identificativo della partita presente nella cronologia. Non ti chiederemo mai la password.',
      ],
    },
    {
      heading: 'Reclami',
      blocks: [
        'Se l’assistenza non ha risolto il tuo problema, puoi presentare un reclamo formale. La procedura e i tempi sono descritti nei nostri <a href="/terms-and-conditions">Termini e condizioni</a>.',
      ],
    },
    {
      heading: 'Hai bisogno di una pausa?',
      blocks: [
        'L’assistenza può attivare subito per te una pausa o un’autoesclusione. Puoi farlo anche da solo nel tuo profilo; consulta la pagina <a href="/responsible-gaming">Gioco responsabile</a>.',
      ],
    },
  ],
};

export const benefitsOfCrypto: PageText = {
  title: 'Vantaggi delle criptovalute',
  seoTitle: 'Gioca con Bitcoin e altre criptovalute | Open Casino',
  description:
    'Perché i giocatori depositano in Bitcoin, Ethereum, Litecoin, Dogecoin, Bitcoin Cash e USDT: prelievi rapidi, nessuna commissione da parte nostra e pieno controllo dei tuoi fondi.',
  keywords:
    'casinò crypto, casinò bitcoin, ethereum, litecoin, dogecoin, USDT, pagamenti in criptovaluta',
  lead: 'Puoi tenere il tuo saldo in una criptovaluta e giocare direttamente con essa. Ecco cosa ti offre e a cosa prestare attenzione.',
  sections: [
    {
      heading: 'Perché i giocatori scelgono le crypto',
      blocks: [
        {
          list: [
            '<strong>Veloce</strong>: i depositi vengono accreditati non appena la rete li conferma e i prelievi approvati vengono inviati subito.',
            '<strong>Nessuna commissione da parte nostra</strong>: non addebitiamo nulla su depositi e prelievi in crypto; si paga solo la commissione di rete.',
            '<strong>Importi piccoli</strong>: puoi depositare a partire da 0,0001 BTC.',
            '<strong>Le tue chiavi, le tue monete</strong>: i prelievi arrivano a un wallet che controlli tu, senza banche di mezzo.',
          ],
        },
      ],
    },
    {
      heading: 'Monete supportate',
      blocks: [
        'Bitcoin (BTC), Bitcoin Cash (BCH), Ethereum (ETH), Litecoin (LTC), Dogecoin (DOGE) e Tether (USDT). I limiti di ogni moneta sono nella nostra pagina <a href="/payments">Pagamenti</a>.',
      ],
    },
    {
      heading: 'Buono a sapersi',
      blocks: [
        {
          list: [
            'Invia sempre le monete tramite la rete indicata nella cassa. Le monete inviate alla rete o all’indirizzo sbagliato non possono essere recuperate.',
            'Il prezzo delle criptovalute varia. Il saldo è tenuto nella moneta che hai depositato, quindi il suo valore in altre valute può salire o scendere.',
            'Crypto non significa anonimato: come ogni casinò con licenza verifichiamo l’identità dei nostri giocatori.',
          ],
        },
      ],
    },
  ],
};

export const payments: PageText = {
  title: 'Pagamenti',
  seoTitle: 'Metodi di pagamento e limiti | Open Casino',
  description:
    'Limiti di deposito e prelievo per Bitcoin, Bitcoin Cash, Litecoin, Ethereum, Dogecoin e USDT su Open Casino. Nessuna commissione, elaborazione istantanea.',
  keywords:
    'metodi di pagamento, deposito, prelievo, limiti, bitcoin, USDT, commissioni, Open Casino',
  lead: 'Non applichiamo commissioni su depositi e prelievi, e i pagamenti in crypto vengono elaborati all’istante.',
  sections: [
    {
      heading: 'Depositi',
      blocks: [
        { paymentTable: 'deposit' },
        'Un deposito viene accreditato dopo il numero di conferme di rete indicato nella cassa.',
      ],
    },
    {
      heading: 'Prelievi',
      blocks: [
        { paymentTable: 'withdrawal' },
        'I prelievi vengono controllati dal nostro team pagamenti prima dell’invio; il primo prelievo può richiedere la verifica dell’identità. Finché un prelievo è in attesa, puoi annullarlo dalla cassa.',
      ],
    },
    {
      heading: 'Carte, bonifico bancario e portafogli elettronici',
      blocks: [
        'A seconda del paese e della valuta, la cassa offre anche carte, bonifico bancario e portafogli elettronici. I metodi disponibili per te e i relativi limiti sono mostrati nella cassa dopo l’accesso.',
      ],
    },
  ],
};

export const responsibleGaming: PageText = {
  title: 'Gioco responsabile',
  seoTitle: 'Gioco responsabile | Open Casino',
  description:
    'Strumenti per mantenere il controllo su Open Casino: limiti di deposito, perdita, puntata e sessione, pausa, autoesclusione e dove trovare aiuto.',
  keywords:
    'gioco responsabile, limiti di gioco, autoesclusione, pausa, aiuto per il gioco d’azzardo',
  lead: 'Il gioco deve restare un divertimento, mai un modo per guadagnare o per sfuggire ai problemi. Questi strumenti ti aiutano a mantenerlo tale.',
  sections: [
    {
      heading: 'Gioca in sicurezza',
      blocks: [
        {
          list: [
            'Decidi in anticipo quanto denaro e quanto tempo vuoi dedicare al gioco, e fermati quando raggiungi il limite.',
            'Gioca solo con denaro che puoi permetterti di perdere. Non cercare mai di rifarti delle perdite.',
            'Non giocare quando sei turbato, stanco o sotto l’effetto dell’alcol.',
            'Fai pause regolari e alterna il gioco ad altre attività.',
          ],
        },
      ],
    },
    {
      heading: 'I limiti che puoi impostare',
      blocks: [
        'Nel tuo profilo, alla voce <strong>Limiti</strong>, puoi impostare per giorno, settimana o mese:',
        {
          list: [
            '<strong>limite di deposito</strong>: quanto puoi depositare al massimo;',
            '<strong>limite di perdita</strong>: quanto puoi perdere al massimo;',
            '<strong>limite di puntata</strong>: quanto puoi puntare al massimo;',
            '<strong>limite di sessione</strong>: per quanto tempo puoi restare connesso.',
          ],
        },
        'Un limite più basso è subito effettivo. Per aumentare o eliminare un limite devi confermare tramite un link che ti inviamo via e-mail, così la decisione non viene mai presa d’impulso.',
      ],
    },
    {
      heading: 'Pausa e autoesclusione',
      blocks: [
        'Una <strong>pausa</strong> blocca il tuo conto per un breve periodo a tua scelta. L’<strong>autoesclusione</strong> lo chiude per un periodo più lungo e non può essere revocata prima della scadenza. Puoi attivarle in qualsiasi momento dal tuo profilo o tramite la nostra assistenza.',
      ],
    },
    {
      heading: 'Il gioco è ancora un divertimento?',
      blocks: [
        'Chiediti: spendi più di quanto avevi previsto? Prendi soldi in prestito per giocare? Nascondi il gioco alle persone che ti sono vicine? Diventi irrequieto quando provi a smettere? Se rispondi sì anche a una sola domanda, valuta una pausa e parlane con qualcuno.',
      ],
    },
    {
      heading: 'Dove trovare aiuto',
      blocks: [
        {
          table: {
            head: ['Paese', 'Organizzazione', 'Contatto'],
            rows: [
              [
                'Australia',
                'Gambling Help Online',
                '1800 858 858, <a href="https://www.gamblinghelponline.org.au" target="_blank">gamblinghelponline.org.au</a>',
              ],
              ['Nuova Zelanda', 'Gambling Helpline', '0800 654 655'],
              ['Canada (Ontario)', 'ConnexOntario', '1 866 531 2600'],
              ['Germania', 'BZgA, Check dein Spiel', '0800 1 37 27 00'],
              ['Norvegia', 'Hjelpelinjen', '800 800 40'],
              [
                'Italia',
                'Telefono Verde Nazionale per le problematiche legate al Gioco d’Azzardo',
                '800 558 822',
              ],
              [
                'Ovunque',
                'Gambling Therapy',
                '<a href="https://www.gamblingtherapy.org" target="_blank">gamblingtherapy.org</a>',
              ],
              [
                'Ovunque',
                'Gamblers Anonymous',
                '<a href="https://www.gamblersanonymous.org" target="_blank">gamblersanonymous.org</a>',
              ],
            ],
          },
        },
      ],
    },
    {
      heading: 'Tutela dei minori',
      blocks: [
        'Nessuno sotto i 18 anni (21 in Estonia) può giocare. Se dei bambini usano il tuo dispositivo, installa un software di controllo parentale e non lasciare mai il conto connesso.',
      ],
    },
  ],
};

export const bonusBalance: PageText = {
  title: 'Saldo bonus',
  seoTitle: 'Come funziona il saldo bonus | Open Casino',
  description:
    'Denaro reale e denaro bonus su Open Casino: quale viene usato per primo, come funzionano i requisiti di puntata e quando i fondi bonus diventano prelevabili.',
  keywords:
    'saldo bonus, requisito di puntata, saldo reale, prelevabile, giri gratuiti, Open Casino',
  lead: 'Il tuo saldo in ogni valuta ha due parti: il denaro reale, che puoi prelevare in qualsiasi momento, e il denaro bonus, con cui puoi giocare ma che puoi prelevare solo dopo averlo puntato.',
  sections: [
    {
      heading: 'Denaro reale e denaro bonus',
      blocks: [
        'Il saldo totale che vedi è la somma dei due. La parte reale è indicata come «disponibile per il prelievo»; la parte bonus è la differenza tra il totale e questo importo.',
      ],
    },
    {
      heading: 'Come funzionano i requisiti di puntata',
      blocks: [
        'Ogni bonus ha un requisito di puntata, ad esempio 30 volte l’importo del bonus. Ogni puntata che effettui conta; alcuni giochi contano meno di altri, come indicato nelle condizioni del bonus. Una volta soddisfatto il requisito, il denaro bonus diventa denaro reale e può essere prelevato.',
        'I tuoi progressi sono visibili nel profilo, alla voce Regali.',
      ],
    },
    {
      heading: 'Quale denaro viene usato per primo',
      blocks: [
        'Le puntate vengono pagate prima con il denaro reale e con il denaro bonus solo quando la parte reale è esaurita.',
      ],
    },
    {
      heading: 'Annullare un bonus',
      blocks: [
        'Puoi annullare un bonus attivo in qualsiasi momento dal tuo profilo. Il denaro bonus e le eventuali vincite ottenute con esso vengono rimossi; il denaro reale non viene toccato. I bonus scadono anche se non vengono puntati entro i termini.',
      ],
    },
  ],
};
