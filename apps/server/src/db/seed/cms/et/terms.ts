import type {
  GeneralRulesVariant,
  LicensedPageText,
  Section,
  TermsVariant,
} from '../content-types.ts';
import { OPERATOR } from '../operator.ts';

const { curacao, estonia } = OPERATOR;

const curacaoOperator: Section = {
  heading: 'Teenuse osutaja',
  blocks: [
    `Seda veebisaiti haldab ${curacao.company}, Curaçaos registreeritud äriühing registreerimisnumbriga ${curacao.registration}, mille registrijärgne aadress on ${curacao.address}. ${curacao.company} tegutseb Curaçao Gaming Control Boardi väljastatud litsentsi ${curacao.gcbLicence} ning Curaçao offshore-hasartmängude riikliku määruse (National Ordinance on Offshore Games of Hazard) alusel väljastatud alamlitsentsi ${curacao.cwLicence} alusel.`,
  ],
};

const estoniaOperator: Section = {
  heading: 'Teenuse osutaja',
  blocks: [
    `Eestis elavatele mängijatele haldab seda veebisaiti ${estonia.company}, registrikood ${estonia.registration}, ${estonia.address}. ${estonia.company} korraldab kaughasartmänge Maksu- ja Tolliameti väljastatud tegevusloa ${estonia.activityLicence} ja korraldamise loa ${estonia.operatingLicence} alusel.`,
    'Konto avamiseks ja mängimiseks pead olema vähemalt 21-aastane. Eesti mängijate kontosid peetakse eurodes.',
  ],
};

const curacaoLaw: Section = {
  heading: 'Kaebused ja kohaldatav õigus',
  blocks: [
    `Kui sa ei ole meie teenusega rahul, pöördu kõigepealt klienditoe poole: enamik küsimusi lahendatakse minutitega. Ametliku kaebuse saad saata aadressile <a href="mailto:${OPERATOR.complaintsEmail}">${OPERATOR.complaintsEmail}</a>; kinnitame selle kättesaamist 48 tunni jooksul ja anname lõpliku vastuse 14 päeva jooksul. Kui sa ei ole ka seejärel rahul, võid kaebusega pöörduda Curaçao Gaming Control Boardi poole.`,
    'Nendele tingimustele kohaldatakse Curaçao õigust ja vaidlused lahendavad Curaçao kohtud, ilma et see piiraks sinu elukohariigi kohustuslike tarbijakaitsenormide kohaldamist.',
  ],
};

const estoniaLaw: Section = {
  heading: 'Kaebused ja kohaldatav õigus',
  blocks: [
    `Saada kaebused aadressile <a href="mailto:${OPERATOR.complaintsEmail}">${OPERATOR.complaintsEmail}</a>; kinnitame kättesaamist 48 tunni jooksul ja vastame 14 päeva jooksul. Kui me kokkuleppele ei jõua, võid pöörduda järelevalveasutusena tegutseva Maksu- ja Tolliameti poole või Tarbijakaitse ja Tehnilise Järelevalve Ameti juures tegutseva tarbijavaidluste komisjoni poole.`,
    'Nendele tingimustele kohaldatakse Eesti Vabariigi õigust; vaidlused lahendab Harju Maakohus, kui seadus ei anna sulle õigust pöörduda mõnda teise kohtusse.',
  ],
};

const sharedTerms: Section[] = [
  {
    heading: 'Sinu konto',
    blocks: [
      {
        list: [
          'Sul võib olla ainult üks konto. Topeltkontod suletakse ja neil võidetud boonused eemaldatakse.',
          'Meile antud teave peab olema tõene ja ajakohane; võime küsida dokumente sinu isiku, vanuse, aadressi ja raha päritolu kontrollimiseks ning peatada väljamaksed, kuni kontrollid on lõpetatud.',
          'Hoia oma parool saladuses. Vastutad oma kontol toimuva eest; anna meile kohe teada, kui arvad, et kellelgi teisel on sellele juurdepääs.',
          'Sa ei tohi kasutada teenuseid teise isiku nimel ega riigist, kus online-hasartmängud on keelatud või kust me mängijaid vastu ei võta.',
        ],
      },
    ],
  },
  {
    heading: 'Sisse- ja väljamaksed',
    blocks: [
      {
        list: [
          'Kasuta ainult enda nimele registreeritud makseviise. Kolmandate isikute sissemaksed tagastatakse ja need võivad kaasa tuua konto sulgemise.',
          'Me ei võta sisse- ega väljamaksete eest tasu. Sinu pank, kaardi väljaandja või plokiahela võrk võib võtta oma tasu.',
          'Väljamaksed tehakse võimaluse korral samale makseviisile, millega sissemakse tehti. Rahapesu tõkestamise meetmena tuleb sissemakstud summa enne väljamakset vähemalt üks kord panustada.',
          'Kinnitamist ootava väljamakse saad kassas tühistada; summa läheb siis tagasi sinu saldole.',
          'Iga makseviisi limiidid on näidatud kassas ja meie lehel <a href="/payments">Maksed</a>.',
        ],
      },
    ],
  },
  {
    heading: 'Boonused',
    blocks: [
      'Boonused, tasuta keerutused ja kingitused on vabatahtlikud ning neile kehtivad omaenda tingimused, mida näidatakse enne nende vastuvõtmist. Boonusraha hoitakse sinu päris rahast eraldi: päris saldo saad välja võtta igal ajal, boonusraha aga alles pärast läbimängimisnõude täitmist. Saldode toimimist selgitab meie leht <a href="/bonus-balance">Boonussaldo</a>.',
    ],
  },
  {
    heading: 'Mängud ja vead',
    blocks: [
      'Iga mängu reeglid ja mängijale tagastatav osa (RTP) on näidatud mängus. Meie oma mängud on tõestatavalt ausad: iga vooru saad kontrollida oma mänguajaloos. Tõrke korral muutuvad kõik sellest mõjutatud mängud ja väljamaksed kehtetuks; kui panus või võit registreeriti tehnilise vea tõttu valesti, parandame selle. Täielikud reeglid leiad meie <a href="/general-rules">mängude üldreeglitest</a>.',
    ],
  },
  {
    heading: 'Vastutustundlik mängimine',
    blocks: [
      'Saad oma profiilis igal ajal seada sissemakse-, kaotus-, panuse- ja seansilimiidid, võtta mängupausi või end mängimisest välistada. Lisateavet leiad lehelt <a href="/responsible-gaming">Vastutustundlik mängimine</a>.',
    ],
  },
  {
    heading: 'Konto sulgemine',
    blocks: [
      'Võid oma konto igal ajal sulgeda, võttes ühendust klienditoega; päris raha saldo makstakse välja pärast tavapäraseid kontrolle. Võime konto peatada või sulgeda pettuse, teise isiku makseviisi kasutamise, mitme konto pidamise, kokkumängu, boonuste kuritarvitamise või nende tingimuste rikkumise korral ning teatame sulle põhjuse, kui seadus seda ei keela. Konto, kuhu ei ole 12 kuu jooksul sisse logitud, muutub passiivseks: võtame sinuga ühendust, me ei võta passiivsustasu ja sinu saldo jääb sulle.',
    ],
  },
  {
    heading: 'Vastutus',
    blocks: [
      'Teenuseid osutatakse sellisena, nagu need on. Me ei vastuta kahju eest, mille on põhjustanud meie kontrolli alt väljas olevad sündmused, näiteks internetiühenduse või sinu seadme tõrked. Miski nendes tingimustes ei piira meie vastutust pettuse, raske hooletuse ega muu eest, mille puhul vastutust ei saa seadusega piirata.',
    ],
  },
  {
    heading: 'Tingimuste muudatused',
    blocks: [
      'Võime neid tingimusi muuta. Olulistest muudatustest teatame enne nende jõustumist ja palume sul need järgmisel sisselogimisel heaks kiita.',
    ],
  },
];

const acceptance: Section = {
  heading: 'Nõustumine',
  blocks: [
    'Konto avamisega või teenuste kasutamisega nõustud nende tingimuste, meie privaatsuspoliitika ja iga mängu reeglitega. Palun loe need hoolikalt läbi.',
  ],
};

export const termsAndConditions: LicensedPageText<TermsVariant> = {
  sections: sharedTerms,
  variants: {
    default: {
      title: 'Üldtingimused',
      seoTitle: 'Üldtingimused | Open Casino',
      description:
        'Sinu ja Open Casino vahelise lepingu tingimused: kontod, maksed, boonused, mängud, kaebused ja litsentsid, mille alusel tegutseme.',
      keywords: 'üldtingimused, tingimused, reeglid, litsents, konto, väljamaksed, Open Casino',
      lead: 'Need tingimused moodustavad lepingu sinu ja selle ettevõtte vahel, kes haldab Open Casinot sinu elukohariigis. Eesti mängijatele kehtib tingimuste eraldi versioon, samuti Austraalia mängijatele.',
      first: [
        acceptance,
        curacaoOperator,
        {
          heading: 'Kes tohib mängida',
          blocks: [
            'Pead olema vähemalt 18-aastane või vanem, kui sinu riigi seadus näeb ette kõrgema vanusepiiri (Eestis 21). Kontrollime vanust ja isikut ning võime sulgeda nende mängijate kontod, kes sellele nõudele ei vasta.',
          ],
        },
      ],
      last: [curacaoLaw],
    },
    CW: {
      title: 'Üldtingimused (Curaçao litsents)',
      seoTitle: 'Üldtingimused, Curaçao litsents | Open Casino',
      description: `Curaçao litsentside alusel tegutseva ${curacao.company} mängijate tingimused: kontod, maksed, boonused, mängud ja kaebused.`,
      keywords: 'üldtingimused, Curaçao litsents, Gaming Control Board, Open Casino',
      lead: `Need tingimused kehtivad mängijatele, kelle kontot peab ${curacao.company} oma Curaçao litsentside alusel.`,
      first: [
        acceptance,
        curacaoOperator,
        {
          heading: 'Kes tohib mängida',
          blocks: [
            'Pead olema vähemalt 18-aastane või vanem, kui sinu riigi seadus näeb ette kõrgema vanusepiiri. Mängijad riikidest, kus meil ei ole nõutavat litsentsi, ei saa kontot avada.',
          ],
        },
      ],
      last: [curacaoLaw],
    },
    EE: {
      title: 'Üldtingimused (Eesti)',
      seoTitle: 'Üldtingimused Eesti mängijatele | Open Casino',
      description: `Tingimused Eesti mängijatele, kelle kontot peab ${estonia.company} Maksu- ja Tolliameti väljastatud lubade alusel.`,
      keywords: 'üldtingimused, Eesti, EMTA litsents, 21+, Open Casino',
      lead: `Need tingimused kehtivad Eestis elavatele mängijatele. Nende kontosid peab ${estonia.company}.`,
      first: [acceptance, estoniaOperator],
      last: [estoniaLaw],
    },
    AU: {
      title: 'Üldtingimused (Austraalia)',
      seoTitle: 'Üldtingimused Austraalia mängijatele | Open Casino',
      description:
        'Tingimused Austraalia mängijatele: vanusepiir, kontod Austraalia dollarites, osariigi andmed, limiidid ja abi saamise võimalused.',
      keywords:
        'üldtingimused, Austraalia, AUD, mänguautomaadid, vastutustundlik mängimine, Open Casino',
      lead: `Need tingimused kehtivad Austraalias asuvatele mängijatele. Nende kontosid peab ${curacao.company}.`,
      first: [
        acceptance,
        curacaoOperator,
        {
          heading: 'Kes tohib mängida',
          blocks: [
            'Pead olema vähemalt 18-aastane. Enne registreerumist palutakse Austraalias viibivatel külastajatel kinnitada, et nad on täisealised ja nõustuvad nende tingimustega.',
            'Kontot saab pidada Austraalia dollarites. Sinu osariik või territoorium määratakse postiindeksi järgi ja see peab vastama sinu aadressi tõendavatele dokumentidele.',
            'Kui hasartmängimine tekitab sulle kahju, saad tasuta ja konfidentsiaalset abi ööpäev läbi Gambling Help Online’ist numbril 1800 858 858.',
          ],
        },
      ],
      last: [curacaoLaw],
    },
  },
};

const ruleSections: Section[] = [
  {
    heading: 'Panused',
    blocks: [
      {
        list: [
          'Panus loetakse vastuvõetuks, kui mäng on selle kinnitanud ja panusesumma on sinu saldolt maha arvatud. Vastuvõetud panust ei saa tühistada.',
          'Minimaalne ja maksimaalne panus on näidatud igas mängus. Aktiivse boonuse ajal võib kehtida maksimaalne panus vooru kohta, nagu on kirjas boonuse tingimustes.',
          'Päris raha kasutatakse enne boonusraha. Päris rahaga tehtud panuste võidud lisatakse sinu päris saldole.',
        ],
      },
    ],
  },
  {
    heading: 'Mängijale tagastatav osa ja ausus',
    blocks: [
      'Iga mängu teoreetiline mängijale tagastatav osa (RTP) on näidatud mängu infopaneelil. Meie stuudio mängude tulemused arvutatakse serveri seemnest, mille räsi näidatakse sulle enne vooru, sinu kliendi seemnest ja vooru numbrist; pärast vooru saad tulemust oma mänguajaloos kontrollida.',
    ],
  },
  {
    heading: 'Katkestused ja tõrked',
    blocks: [
      'Kui sinu ühendus vooru ajal katkeb, viiakse voor meie serverites lõpule ning tulemus kajastub sinu mänguajaloos ja saldos. Mängu või meie süsteemide tõrge muudab mõjutatud panused kehtetuks ja nende panusesummad tagastatakse. Ilmsed vead kuvatud väljamakses või vooru arveldamisel parandatakse.',
    ],
  },
  {
    heading: 'Demorežiim',
    blocks: [
      'Enamikku mänge saab mängida lõbu pärast mängurahaga. Demorežiimi tulemused ei ole päris raha ja neid ei saa välja võtta; mängu matemaatika on mõlemas režiimis sama.',
    ],
  },
  {
    heading: 'Mänguajalugu',
    blocks: [
      'Iga panus, võit ja voor salvestatakse ning neid saab vaadata oma profiilis. Kui sa tulemusega ei nõustu, võta ühendust klienditoega ja lisa mänguajaloos näidatud vooru identifikaator.',
    ],
  },
];

export const generalRules: LicensedPageText<GeneralRulesVariant> = {
  sections: ruleSections,
  variants: {
    default: {
      title: 'Mängude üldreeglid',
      seoTitle: 'Mängude üldreeglid | Open Casino',
      description:
        'Reeglid, mis kehtivad kõigile Open Casino mängudele: panused, mängijale tagastatav osa, tõestatavalt ausad tulemused, katkestused ja mänguajalugu.',
      keywords: 'üldreeglid, mängureeglid, RTP, tõestatavalt aus, Open Casino',
      lead: 'Need reeglid kehtivad kõigile saidi mängudele lisaks iga mängu sees näidatud reeglitele. Kui need erinevad, kehtivad mängu enda reeglid.',
      first: [],
      last: [],
    },
    EE: {
      title: 'Mängude üldreeglid (Eesti)',
      seoTitle: 'Mängude üldreeglid Eesti mängijatele | Open Casino',
      description:
        'Mängureeglid Eesti mängijatele: vanusepiir 21+, kontod eurodes, panused, mängijale tagastatav osa ja mänguajalugu.',
      keywords: 'üldreeglid, Eesti, mängureeglid, 21+, Open Casino',
      lead: `Need reeglid kehtivad Eesti mängijatele, kelle mänge pakub ${estonia.company}.`,
      first: [
        {
          heading: 'Mängijad Eestis',
          blocks: [
            'Mängida tohivad ainult vähemalt 21-aastased isikud. Panused ja võidud on eurodes. Mänge pakutakse meie üldtingimustes nimetatud Maksu- ja Tolliameti korraldamise loa alusel.',
          ],
        },
      ],
      last: [],
    },
  },
};
