import type { PageText, SeoPath } from '../content-types.ts';
import { OPERATOR } from '../operator.ts';

export const about: PageText = {
  title: 'Meist',
  seoTitle: 'Open Casino tutvustus',
  description:
    'Open Casino on online-kasiino, millel on oma tõestatavalt ausate mängude stuudio, maksed krüpto- ja tavavaluutas, turniirid ning VIP-klubi.',
  keywords:
    'Open Casino tutvustus, online kasiino, internetikasiino, tõestatavalt aus, krüptokasiino, litsentseeritud kasiino',
  lead: 'Open Casino on online-kasiino, mille keskmes on ausad mängud, kiired maksed ja selged reeglid.',
  sections: [
    {
      heading: 'Mida pakume',
      blocks: [
        {
          list: [
            'Mänguautomaadid, lauamängud, live-mängud ja crash-mängud, sealhulgas meie oma stuudio mängud.',
            'Tõestatavalt ausad tulemused: mängija saab meie stuudio mängude iga vooru ise kontrollida.',
            'Sisse- ja väljamaksed peamistes valuutades ning kuues krüptorahas, ilma meiepoolsete tasudeta.',
            'Turniirid, loteriid, ülesanded, lojaalsuspunktide pood ja isikliku halduriga VIP-klubi.',
          ],
        },
      ],
    },
    {
      heading: 'Litsentseeritud ja järelevalve all',
      blocks: [
        `Open Casinot haldab ${OPERATOR.curacao.company} Curaçao Gaming Control Boardi litsentside alusel ning Eesti mängijatele ${OPERATOR.estonia.company} Maksu- ja Tolliameti lubade alusel. Täpsem teave on meie <a href="/terms-and-conditions">üldtingimustes</a>.`,
      ],
    },
    {
      heading: 'Meie põhimõtted',
      blocks: [
        'Teeme reeglid teatavaks enne, kui mängima hakkad, maksame võidud välja ja anname igale mängijale vahendid, et mäng püsiks kontrolli all. Kui oleme midagi valesti teinud, anna meile teada: {email}.',
      ],
    },
  ],
};

export const awards: PageText = {
  title: 'Auhinnad',
  seoTitle: 'Auhinnad | Open Casino',
  description: 'Open Casinole antud valdkonna auhinnad ja tunnustused.',
  keywords: 'auhinnad, kasiino auhinnad, tunnustus, Open Casino',
  lead: 'Open Casino on noor kasiino ega ole veel valdkonna auhindu saanud. Näitame pigem tühja riiulit, kui mõtleme trofeesid välja.',
  sections: [
    {
      heading: 'Mille poole püüdleme',
      blocks: [
        'Kui sõltumatu žürii tunnustab meie mänge, makseid või klienditoe tööd, lisame auhinna siia koos nominatsiooni, aasta ja korraldaja nimega.',
      ],
    },
  ],
};

const seo = (
  title: string,
  seoTitle: string,
  description: string,
  keywords: string,
  lead: string,
): PageText => ({ title, seoTitle, description, keywords, lead, sections: [] });

export const seoPages: Record<SeoPath, PageText> = {
  '/': seo(
    'Online-kasiino',
    'Open Casino: mänguautomaadid, live-kasiino ja krüptomängud',
    'Mängi Open Casinos mänguautomaate, live-diileriga mänge ja lauamänge. Tõestatavalt ausad mängud, kiired krüptoväljamaksed, turniirid ja VIP-klubi.',
    'online kasiino, internetikasiino, mänguautomaadid, slotid, live-kasiino, krüptokasiino, bitcoini kasiino',
    'Sadu mänge, kiired väljamaksed ja turniirid igal nädalal. Registreeru minutiga ja võta vastu oma tervituspakkumine.',
  ),
  '/pokies/all': seo(
    'Mänguautomaadid',
    'Online-mänguautomaadid ja slotid | Open Casino',
    'Kõik Open Casino mänguautomaadid: klassikalised puuviljamasinad, Megaways, boonuseostuga ja jackpotiga slotid. Proovi neid demorežiimis või mängi päris raha peale.',
    'mänguautomaadid, online slotid, slotimängud, megaways, boonuseost, jackpot-slotid',
    'Klassikalistest puuviljamasinatest Megawaysi ja boonuseostuni: iga mänguautomaati saab demorežiimis tasuta proovida.',
  ),
  '/live/all': seo(
    'Live-kasiino',
    'Live-kasiino: blackjack, rulett ja mängušõud | Open Casino',
    'Mängi Open Casinos live-blackjacki, ruletti, bakkarat, pokkerit ja mängušõusid päris diileritega, HD-kvaliteediga otseülekandes.',
    'live-kasiino, live-diiler, live-blackjack, live-rulett, bakkara, baccarat, mängušõud',
    'Päris diilerid, päris lauad ja otseülekanne ööpäev läbi.',
  ),
  '/tournaments': seo(
    'Turniirid',
    'Kasiinoturniirid ja loteriid | Open Casino',
    'Osale Open Casino slotiturniiridel ja loteriides, tõuse edetabelis ja võida auhindu lisaks tavapärastele võitudele.',
    'kasiinoturniirid, slotiturniirid, loterii, edetabel, auhinnad',
    'Võistle teiste mängijatega edetabelis ja võida auhindu lisaks tavapärastele võitudele.',
  ),
};
