import type { PageText } from '../content-types.ts';
import { OPERATOR } from '../operator.ts';

const { curacao, estonia } = OPERATOR;

export const privacyPolicy: PageText = {
  title: 'Privaatsuspoliitika',
  seoTitle: 'Privaatsuspoliitika | Open Casino',
  description:
    'Kuidas Open Casino sinu isikuandmeid kogub, kasutab, jagab ja kaitseb, kui kaua neid säilitame ja kuidas saad oma õigusi kasutada.',
  keywords:
    'privaatsuspoliitika, isikuandmed, isikuandmete kaitse üldmäärus, GDPR, andmekaitse, Open Casino',
  lead: 'Selles poliitikas selgitame, milliseid isikuandmeid Open Casino kogub, kui külastad saiti või mängid, miks me neid vajame, kellega neid jagame ja millised õigused sul nende suhtes on.',
  sections: [
    {
      heading: 'Kes vastutab sinu andmete eest',
      blocks: [
        `Sinu isikuandmete vastutav töötleja on ettevõte, kus asub sinu mängijakonto: Eesti mängijate puhul ${estonia.company} (registrikood ${estonia.registration}, ${estonia.address}) ja kõigi teiste mängijate puhul ${curacao.company} (registreerimisnumber ${curacao.registration}, ${curacao.address}).`,
        `Meie andmekaitseametnikuga saad ühendust aadressil <a href="mailto:${OPERATOR.privacyEmail}">${OPERATOR.privacyEmail}</a>.`,
      ],
    },
    {
      heading: 'Milliseid andmeid kogume',
      blocks: [
        {
          list: [
            '<strong>Kontoandmed</strong>: e-posti aadress, hüüdnimi, parool (talletatud ainult soolatud räsina), valuuta ja keel.',
            '<strong>Isiku- ja kontaktandmed</strong>: ees- ja perekonnanimi, sünniaeg, sugu, aadress, postiindeks, linn, riik ja mobiiltelefoni number.',
            '<strong>Tuvastamisandmed</strong>: isikut tõendavate dokumentide koopiad, aadressi tõend ning juhul, kui seadus seda nõuab, sinu raha päritolu tõendavad dokumendid.',
            '<strong>Finantsandmed</strong>: sissemaksed, väljamaksed, makseviiside andmed (kaardinumbreid hoiavad meie makseteenuse pakkujad, meie näeme ainult esimest kuut ja viimast nelja numbrit), krüptorahakottide aadressid ja saldod.',
            '<strong>Mänguandmed</strong>: mängitud mängud, panused, võidud, boonused, sinu seatud limiidid ja sinu vastutustundliku mängimise ajalugu.',
            '<strong>Tehnilised andmed</strong>: IP-aadress, selle põhjal tuletatud ligikaudne asukoht, seadme ja brauseri tüüp, keele-eelistused ning meie <a href="/cookie-policy">küpsiste poliitikas</a> kirjeldatud küpsised.',
            '<strong>Suhtlus</strong>: sõnumid, mille saadad meie klienditoele, ja meie vastused neile.',
          ],
        },
      ],
    },
    {
      heading: 'Milleks andmeid kasutame',
      blocks: [
        {
          list: [
            'Sinu konto avamiseks ja haldamiseks, maksete töötlemiseks ja võitude väljamaksmiseks (sinuga sõlmitud lepingu täitmine).',
            'Sinu isiku ja vanuse tuvastamiseks, pettuste ja rahapesu tõkestamiseks ning meie litsentside tingimuste täitmiseks (juriidiline kohustus).',
            'Mängijate kaitsmiseks: probleemse mängimise märkide avastamiseks ning limiitide ja enesevälistamise rakendamiseks (juriidiline kohustus ja õigustatud huvi).',
            'Saidi turvalisuse ja toimimise tagamiseks ning meie mängude ja teenuste parandamiseks (õigustatud huvi).',
            'Pakkumiste ja uudiste saatmiseks, kuid ainult siis, kui oled selleks nõusoleku andnud; nõusoleku saad oma profiilis igal ajal tagasi võtta (nõusolek).',
          ],
        },
      ],
    },
    {
      heading: 'Kellega andmeid jagame',
      blocks: [
        'Me ei müü sinu isikuandmeid kunagi. Jagame neid ainult siis, kui see on eespool nimetatud eesmärkidel vajalik:',
        {
          list: [
            'makseteenuse pakkujate ja pankadega, kes töötlevad sinu sisse- ja väljamakseid;',
            'isikutuvastus- ja pettusevastaste teenuste pakkujatega;',
            'mänguteenuse pakkujatega, kes saavad pseudonüümse mängijatunnuse ja sinu panused, kuid mitte kunagi sinu nime ega kontaktandmeid;',
            'serverimajutuse, e-posti ja klienditoe teenuse pakkujatega, kes töötavad meie heaks lepingu alusel;',
            'järelevalveasutuste, õiguskaitseasutuste ja kohtutega, kui seadus meid selleks kohustab.',
          ],
        },
        'Kui teenusepakkuja töötleb andmeid väljaspool Euroopa Majanduspiirkonda, tugineme kaitse piisavust käsitlevale otsusele või Euroopa Komisjoni kinnitatud lepingu tüüptingimustele.',
      ],
    },
    {
      heading: 'Kui kaua andmeid säilitame',
      blocks: [
        'Säilitame sinu andmeid seni, kuni sinu konto on avatud. Pärast konto sulgemist kohustavad rahapesu tõkestamise seadused meid säilitama isikusamasuse, tehingute ja mängimise andmeid viis aastat (kauem, kui järelevalveasutus või kohus seda nõuab). Turunduseelistused kustutatakse, kui võtad nõusoleku tagasi; tehnilisi logisid säilitatakse kõige rohkem kaksteist kuud.',
      ],
    },
    {
      heading: 'Sinu õigused',
      blocks: [
        'Sul on õigus tutvuda oma andmetega, nõuda nende parandamist ja kustutamist (välja arvatud juhul, kui seadus kohustab meid neid säilitama), piirata nende töötlemist või esitada töötlemise suhtes vastuväide, nõuda andmete ülekandmist ning võtta igal ajal tagasi oma nõusolek.',
        `Nende õiguste kasutamiseks kirjuta aadressile <a href="mailto:${OPERATOR.privacyEmail}">${OPERATOR.privacyEmail}</a>. Vastame ühe kuu jooksul. Samuti võid esitada kaebuse andmekaitse järelevalveasutusele; Eestis on selleks Andmekaitse Inspektsioon.`,
      ],
    },
    {
      heading: 'Turvalisus',
      blocks: [
        'Kogu andmeside saidiga on krüpteeritud. Paroolid talletatakse soolatud räsidena, seansse hoitakse meie serverites ja neid saab oma profiilist lõpetada ning sinu kontole on saadaval kaheastmeline autentimine. Ettevõtte sees on juurdepääs isikuandmetele ainult neil töötajatel, kes vajavad seda oma töö tegemiseks.',
      ],
    },
    {
      heading: 'Lapsed',
      blocks: [
        'Meie teenused on mõeldud ainult täiskasvanutele: vähemalt 18-aastastele, Eestis vähemalt 21-aastastele. Me ei kogu teadlikult alaealiste andmeid ja sulgeme iga konto, mille kohta selgub, et selle on avanud alaealine.',
      ],
    },
    {
      heading: 'Poliitika muudatused',
      blocks: [
        'Võime seda poliitikat uuendada, kui meie teenused või õigusaktid muutuvad. Lehe ülaosas olev kuupäev näitab viimase versiooni kuupäeva; enne olulise muudatuse jõustumist teavitame sind sellest e-posti teel või saidil.',
      ],
    },
  ],
};

export const cookiePolicy: PageText = {
  title: 'Küpsiste poliitika',
  seoTitle: 'Küpsiste poliitika | Open Casino',
  description:
    'Milliseid küpsiseid Open Casino kasutab, milleks igaüks neist on, kui kaua need kehtivad ja kuidas saad neid hallata.',
  keywords: 'küpsiste poliitika, küpsised, nõusolek, seansiküpsis, Open Casino',
  lead: 'Küpsised on väikesed tekstifailid, mille veebisait sinu brauserisse salvestab. Kasutame neid võimalikult vähe ja selgitame allpool igaüht neist.',
  sections: [
    {
      heading: 'Kasutatavad küpsised',
      blocks: [
        {
          table: {
            head: ['Küpsis', 'Eesmärk', 'Kehtivusaeg'],
            rows: [
              [
                'Seanss (<code>casino_session</code>)',
                'Hoiab sind sisselogituna ja kaitseb sinu kontot. Hädavajalik.',
                '30 päeva pärast viimast külastust või kuni välja logid',
              ],
              [
                'Keel (<code>locale</code>)',
                'Jätab meelde sinu valitud keele. Hädavajalik.',
                '1 aasta',
              ],
              [
                'Küpsiste nõusolek',
                'Jätab meelde, et nõustusid selle poliitikaga, et teavitusriba enam ei kuvataks.',
                '1 aasta',
              ],
              [
                'Partneritähis',
                'Salvestab partnersaidi, mis sind meie juurde suunas, et saaksime sellele partnerile tasu maksta.',
                '30 päeva',
              ],
            ],
          },
        },
        'Me ei kasuta kolmandate osapoolte reklaamiküpsiseid. Andmed, näiteks sinu kohalikud teavituste eelistused, salvestatakse brauseri kohalikku mällu (local storage) ega lahku kunagi sinu seadmest.',
      ],
    },
    {
      heading: 'Hädavajalikud küpsised',
      blocks: [
        'Seansi- ja keeleküpsis on saidi toimimiseks vajalikud: ilma nendeta ei saaks sa sisse logida, sissemakseid teha ega päris raha peale mängida. Seetõttu seatakse need ilma nõusolekut küsimata, nagu seadus lubab.',
      ],
    },
    {
      heading: 'Kuidas küpsiseid hallata',
      blocks: [
        'Saad küpsised igal ajal oma brauseri seadetes kustutada või blokeerida. Kui blokeerid seansiküpsise, ei saa sa sisse logida. Kui kustutad nõusolekuküpsise, kuvatakse küpsiste teavitusriba järgmisel külastusel uuesti.',
      ],
    },
    {
      heading: 'Küsimused',
      blocks: [
        `Kui sul on küsimusi küpsiste või oma privaatsuse kohta, vaata meie <a href="/privacy-policy">privaatsuspoliitikat</a> või kirjuta aadressile <a href="mailto:${OPERATOR.privacyEmail}">${OPERATOR.privacyEmail}</a>.`,
      ],
    },
  ],
};
