import type { PageText } from '../content-types.ts';

export const support: PageText = {
  title: 'Klienditugi',
  seoTitle: 'Klienditugi 24/7 | Open Casino',
  description:
    'Võta Open Casino klienditoega ühendust live-vestluses, e-posti või telefoni teel ööpäev läbi. Vastused kontode, maksete, boonuste ja mängude kohta.',
  keywords: 'klienditugi, abi, kontakt, live-vestlus, klienditeenindus, Open Casino',
  lead: 'Meie klienditugi on saadaval ööpäev läbi, seitse päeva nädalas, inglise keeles ja kõigis saidi keeltes.',
  sections: [
    {
      heading: 'Kuidas meiega ühendust võtta',
      blocks: [
        {
          list: [
            '<strong>Live-vestlus</strong>: kõige kiirem viis. Ava see iga lehe allosas oleva vestlusnupuga; esimene vastus tuleb keskmiselt vähem kui kahe minutiga.',
            '<strong>E-post</strong>: {email}. Vastame 24 tunni jooksul, tavaliselt palju kiiremini.',
            '<strong>Telefon</strong>: {phone}, iga päev kell 08.00–24.00 Kesk-Euroopa aja (CET) järgi.',
          ],
        },
      ],
    },
    {
      heading: 'Enne kui meiega ühendust võtad',
      blocks: [
        'Paljud vastused on vaid ühe kliki kaugusel: maksepiirangud leiad lehelt <a href="/payments">Maksed</a>, boonuse läbimängimist selgitab leht <a href="/bonus-balance">Boonussaldo</a> ning iga panus on kirjas sinu mänguajaloos. Kui meile kirjutad, lisa oma konto e-posti aadress ja mänguga seotud küsimuse puhul ka mänguajaloost leitav vooru identifikaator. Me ei küsi sinult kunagi parooli.',
      ],
    },
    {
      heading: 'Kaebused',
      blocks: [
        'Kui klienditugi ei suutnud sinu probleemi lahendada, võid esitada ametliku kaebuse. Menetluse kord ja tähtajad on kirjas meie <a href="/terms-and-conditions">üldtingimustes</a>.',
      ],
    },
    {
      heading: 'Vajad pausi?',
      blocks: [
        'Klienditugi saab sulle kohe määrata mängupausi või enesevälistamise. Saad seda teha ka ise oma profiilis; vaata lehte <a href="/responsible-gaming">Vastutustundlik mängimine</a>.',
      ],
    },
  ],
};

export const benefitsOfCrypto: PageText = {
  title: 'Krüptoraha eelised',
  seoTitle: 'Mängi bitcoini ja teiste krüptorahadega | Open Casino',
  description:
    'Miks mängijad teevad sissemakseid bitcoini, ethereumi, litecoini, dogecoini, Bitcoin Cashi ja USDT-ga: kiired väljamaksed, meie poolt tasuta ja täielik kontroll oma raha üle.',
  keywords: 'krüptokasiino, bitcoini kasiino, ethereum, litecoin, dogecoin, USDT, krüptomaksed',
  lead: 'Saad hoida oma saldot krüptorahas ja mängida otse sellega. Siin on kirjas, mida see sulle annab ja mida tasub silmas pidada.',
  sections: [
    {
      heading: 'Miks mängijad valivad krüptoraha',
      blocks: [
        {
          list: [
            '<strong>Kiire</strong>: sissemaksed kantakse kontole kohe, kui võrk need kinnitab, ja kinnitatud väljamaksed saadetakse viivitamata teele.',
            '<strong>Meie poolt tasuta</strong>: krüptoraha sisse- ega väljamaksete eest me tasu ei võta; kehtib ainult võrgutasu.',
            '<strong>Väikesed summad</strong>: sissemakse saab teha alates 0,0001 BTC-st.',
            '<strong>Sinu võtmed, sinu mündid</strong>: väljamaksed lähevad sinu enda hallatavasse rahakotti, ilma et vahel oleks pank.',
          ],
        },
      ],
    },
    {
      heading: 'Toetatud mündid',
      blocks: [
        'Bitcoin (BTC), Bitcoin Cash (BCH), Ethereum (ETH), Litecoin (LTC), Dogecoin (DOGE) ja Tether (USDT). Iga mündi limiidid on kirjas meie lehel <a href="/payments">Maksed</a>.',
      ],
    },
    {
      heading: 'Hea teada',
      blocks: [
        {
          list: [
            'Saada münte alati kassas näidatud võrgu kaudu. Valesse võrku või valele aadressile saadetud münte ei ole võimalik tagasi saada.',
            'Krüptoraha hinnad muutuvad. Sinu saldot hoitakse selles mündis, millega sissemakse tegid, seega võib selle väärtus teistes valuutades tõusta või langeda.',
            'Krüptoraha ei tähenda anonüümsust: nagu iga litsentseeritud kasiino, tuvastame ka meie oma mängijate isiku.',
          ],
        },
      ],
    },
  ],
};

export const payments: PageText = {
  title: 'Maksed',
  seoTitle: 'Makseviisid ja limiidid | Open Casino',
  description:
    'Bitcoini, Bitcoin Cashi, Litecoini, Ethereumi, Dogecoini ja USDT sisse- ja väljamaksete limiidid Open Casinos. Tasudeta ja kohene töötlemine.',
  keywords: 'makseviisid, sissemakse, väljamakse, limiidid, bitcoin, USDT, tasud, Open Casino',
  lead: 'Sisse- ega väljamaksete eest me tasu ei võta ning krüptomaksed töödeldakse kohe.',
  sections: [
    {
      heading: 'Sissemaksed',
      blocks: [
        { paymentTable: 'deposit' },
        'Sissemakse kantakse kontole pärast kassas näidatud arvu võrgukinnitusi.',
      ],
    },
    {
      heading: 'Väljamaksed',
      blocks: [
        { paymentTable: 'withdrawal' },
        'Meie maksemeeskond vaatab väljamaksed enne saatmist üle; esimese väljamakse puhul võib olla vaja tuvastada sinu isik. Kuni väljamakse ootab kinnitamist, saad selle kassas tühistada.',
      ],
    },
    {
      heading: 'Kaardid, pangaülekanne ja e-rahakotid',
      blocks: [
        'Sõltuvalt sinu riigist ja valuutast pakub kassa ka kaardimakseid, pangaülekannet ja e-rahakotte. Sulle saadaolevad makseviisid ja nende limiidid näed kassas pärast sisselogimist.',
      ],
    },
  ],
};

export const responsibleGaming: PageText = {
  title: 'Vastutustundlik mängimine',
  seoTitle: 'Vastutustundlik mängimine | Open Casino',
  description:
    'Vahendid, mis aitavad Open Casinos kontrolli säilitada: sissemakse-, kaotus-, panuse- ja seansilimiidid, mängupaus, enesevälistamine ja abi saamise võimalused.',
  keywords:
    'vastutustundlik mängimine, vastutustundlik hasartmängimine, limiidid, enesevälistamine, mängupaus, hasartmängusõltuvus, abi',
  lead: 'Hasartmäng peaks olema meelelahutus, mitte viis raha teenida või probleemide eest põgeneda. Need vahendid aitavad sul seda nii hoida.',
  sections: [
    {
      heading: 'Mängi turvaliselt',
      blocks: [
        {
          list: [
            'Otsusta enne mängimist, kui palju raha ja aega kulutad, ning lõpeta, kui piir on käes.',
            'Mängi ainult rahaga, mille kaotamist saad endale lubada. Ära kunagi püüa kaotusi tagasi võita.',
            'Ära mängi, kui oled ärritunud, väsinud või alkoholi mõju all.',
            'Tee regulaarselt pause ja tasakaalusta hasartmängimist muude tegevustega.',
          ],
        },
      ],
    },
    {
      heading: 'Limiidid, mida saad seada',
      blocks: [
        'Oma profiili jaotises <strong>Limiidid</strong> saad päeva, nädala või kuu kohta määrata:',
        {
          list: [
            '<strong>Sissemakselimiit</strong>: kui palju saad kõige rohkem sisse maksta;',
            '<strong>Kaotuslimiit</strong>: kui palju saad kõige rohkem kaotada;',
            '<strong>Panuselimiit</strong>: kui palju saad kõige rohkem panustada;',
            '<strong>Seansilimiit</strong>: kui kaua saad järjest sisselogituna olla.',
          ],
        },
        'Madalam limiit hakkab kehtima kohe. Limiidi tõstmiseks või eemaldamiseks pead otsuse kinnitama lingiga, mille saadame sulle e-postiga, et seda ei tehtaks kunagi hetkeemotsiooni ajel.',
      ],
    },
    {
      heading: 'Mängupaus ja enesevälistamine',
      blocks: [
        '<strong>Mängupaus</strong> peatab sinu konto sinu valitud lühikeseks ajaks. <strong>Enesevälistamine</strong> sulgeb konto pikemaks ajaks ja seda ei saa enne selle perioodi lõppu tühistada. Mõlemat saad igal ajal seada oma profiilis või lasta seda teha meie klienditoel.',
      ],
    },
    {
      heading: 'Kas mängimine on veel lõbus?',
      blocks: [
        'Küsi endalt: kas kulutad rohkem, kui plaanisid? Kas laenad hasartmängimiseks raha? Kas varjad oma mängimist lähedaste eest? Kas muutud rahutuks, kui püüad lõpetada? Kui vastasid mõnele neist küsimustest jaatavalt, kaalu pausi tegemist ja räägi kellegagi.',
      ],
    },
    {
      heading: 'Kust abi leida',
      blocks: [
        {
          table: {
            head: ['Riik', 'Organisatsioon', 'Kontakt'],
            rows: [
              [
                'Austraalia',
                'Gambling Help Online',
                '1800 858 858, <a href="https://www.gamblinghelponline.org.au" target="_blank">gamblinghelponline.org.au</a>',
              ],
              ['Uus-Meremaa', 'Gambling Helpline', '0800 654 655'],
              ['Kanada (Ontario)', 'ConnexOntario', '1 866 531 2600'],
              ['Saksamaa', 'BZgA, Check dein Spiel', '0800 1 37 27 00'],
              ['Norra', 'Hjelpelinjen', '800 800 40'],
              [
                'Itaalia',
                'Telefono Verde Nazionale per le problematiche legate al Gioco d’Azzardo',
                '800 558 822',
              ],
              [
                'Kõikjal',
                'Gambling Therapy',
                '<a href="https://www.gamblingtherapy.org" target="_blank">gamblingtherapy.org</a>',
              ],
              [
                'Kõikjal',
                'Gamblers Anonymous',
                '<a href="https://www.gamblersanonymous.org" target="_blank">gamblersanonymous.org</a>',
              ],
            ],
          },
        },
      ],
    },
    {
      heading: 'Alaealiste kaitse',
      blocks: [
        'Alla 18-aastased (Eestis alla 21-aastased) ei tohi mängida. Kui lapsed kasutavad sinu seadet, kasuta vanemliku järelevalve tarkvara ja ära jäta oma kontot kunagi sisselogituks.',
      ],
    },
  ],
};

export const bonusBalance: PageText = {
  title: 'Boonussaldo',
  seoTitle: 'Kuidas boonussaldo toimib | Open Casino',
  description:
    'Päris raha ja boonusraha Open Casinos: kumba kasutatakse esimesena, kuidas läbimängimine käib ja millal saab boonusraha välja võtta.',
  keywords:
    'boonussaldo, läbimängimine, päris saldo, väljavõetav raha, tasuta keerutused, Open Casino',
  lead: 'Sinu saldo igas valuutas koosneb kahest osast: päris rahast, mille saad igal ajal välja võtta, ja boonusrahast, millega saad mängida, kuid mille saad välja võtta alles pärast läbimängimist.',
  sections: [
    {
      heading: 'Päris raha ja boonusraha',
      blocks: [
        'Kuvatav kogusaldo on nende kahe summa. Päris raha osa on näidatud kui „väljamakseks saadaval“; boonusosa on kogusaldo ja selle summa vahe.',
      ],
    },
    {
      heading: 'Kuidas läbimängimine toimib',
      blocks: [
        'Igal boonusel on läbimängimisnõue, näiteks 30-kordne boonuse summa. Iga tehtud panus arvestatakse selle hulka; mõne mängu panused arvestatakse väiksema osakaaluga kui teiste omad, nagu on kirjas boonuse tingimustes. Kui nõue on täidetud, muutub boonusraha päris rahaks ja selle saab välja võtta.',
        'Oma edenemist näed profiili jaotises Kingitused.',
      ],
    },
    {
      heading: 'Millist raha kasutatakse esimesena',
      blocks: [
        'Panused tehakse kõigepealt päris rahast ja boonusrahast alles siis, kui päris raha on otsas.',
      ],
    },
    {
      heading: 'Boonuse tühistamine',
      blocks: [
        'Aktiivse boonuse saad oma profiilis igal ajal tühistada. Seejärel eemaldatakse boonusraha ja kõik sellega saadud võidud; sinu päris raha see ei mõjuta. Boonus aegub ka siis, kui seda ei mängita õigeks ajaks läbi.',
      ],
    },
  ],
};
