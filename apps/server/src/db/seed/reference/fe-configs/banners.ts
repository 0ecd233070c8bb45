import type { Json } from '../../../../modules/fe-config/localize.ts';
import { text } from './text.ts';

const VIP_GROUPS = [257, 258, 259, 255, 759];

const signUp = text({
  en: 'Sign up',
  de: 'Registrieren',
  fr: "S'inscrire",
  no: 'Registrer deg',
  it: 'Registrati',
  et: 'Registreeru',
});
const playNow = text({
  en: 'Play now',
  de: 'Jetzt spielen',
  fr: 'Jouer maintenant',
  no: 'Spill nå',
  it: 'Gioca ora',
  et: 'Mängi kohe',
});

/**
 * Main-page slider (spec 02 section 3, Banner). `logged: true` shows a banner to signed-in players only; `groups`
 * limits it to those groups; `liveTime` is a UTC window in DD/MM/YYYY HH:mm.
 */
export const bannersConfig: Json = {
  banners: [
    {
      id: 'welcome-pack',
      identity: 1,
      frontend_identifier: 'welcome_pack',
      categories: ['index top'],
      order: { 'index top': 1 },
      logged: false,
      title: {
        text: text({
          en: 'Welcome pack: 4 deposit bonuses + 150 free spins',
          de: 'Willkommenspaket: 4 Einzahlungsboni + 150 Freispiele',
          fr: 'Pack de bienvenue : 4 bonus de dépôt + 150 tours gratuits',
          no: 'Velkomstpakke: 4 innskuddsbonuser + 150 gratisspinn',
          it: 'Pacchetto di benvenuto: 4 bonus sul deposito + 150 giri gratis',
          et: 'Tervituspakett: 4 sissemaksuboonust + 150 tasuta keerutust',
        }),
      },
      description: {
        text: text({
          en: 'Your first four deposits are matched, and the spins come on top.',
          de: 'Deine ersten vier Einzahlungen werden aufgestockt, die Freispiele gibt es obendrauf.',
          fr: 'Vos quatre premiers dépôts sont bonifiés, et les tours gratuits en plus.',
          no: 'De fire første innskuddene dine matches, og spinnene kommer på toppen.',
          it: 'I tuoi primi quattro depositi vengono raddoppiati, e i giri gratis si aggiungono.',
          et: 'Sinu esimesed neli sissemakset saavad boonuse ja keerutused tulevad lisaks.',
        }),
        size: 'large',
      },
      labels: [
        {
          title: text({
            en: 'New players',
            de: 'Neue Spieler',
            fr: 'Nouveaux joueurs',
            no: 'Nye spillere',
            it: 'Nuovi giocatori',
            et: 'Uued mängijad',
          }),
        },
      ],
      gradient: {
        colorLeft: '#1b0f3b',
        colorLeftCenter: '#3a1c71',
        colorRightCenter: '#d76d77',
        colorRight: '#ffaf7b',
      },
      button: { name: signUp, url: '#sign-up' },
      image: '/banners/welcome-pack.svg',
      overlayImage: '/banners/welcome-pack-overlay.svg',
      url: '/registration',
    },
    {
      id: 'weekly-tournament',
      identity: 2,
      frontend_identifier: 'weekly_tournament',
      categories: ['index top'],
      order: { 'index top': 2 },
      logged: false,
      title: {
        text: text({
          en: 'Weekly pokies tournament',
          de: 'Wöchentliches Slot-Turnier',
          fr: 'Tournoi hebdomadaire de machines à sous',
          no: 'Ukentlig spilleautomat-turnering',
          it: 'Torneo settimanale di slot',
          et: 'Iganädalane slotiturniir',
        }),
      },
      description: {
        text: text({
          en: 'Climb the leaderboard with every spin and share the prize pool.',
          de: 'Steige mit jedem Dreh in der Rangliste auf und teile dir den Preispool.',
          fr: 'Grimpez au classement à chaque tour et partagez la cagnotte.',
          no: 'Klatre på ledertavlen med hvert spinn og del premiepotten.',
          it: 'Scala la classifica a ogni giro e dividi il montepremi.',
          et: 'Tõuse iga keerutusega edetabelis ja jaga auhinnafondi.',
        }),
        size: 'medium',
      },
      labels: [
        {
          title: text({
            en: 'Tournament',
            de: 'Turnier',
            fr: 'Tournoi',
            no: 'Turnering',
            it: 'Torneo',
            et: 'Turniir',
          }),
        },
      ],
      gradient: {
        colorLeft: '#0f2027',
        colorLeftCenter: '#203a43',
        colorRightCenter: '#2c5364',
        colorRight: '#4ca1af',
      },
      button: { name: playNow, url: '/tournaments' },
      image: '/banners/tournament.svg',
      overlayImage: '/banners/tournament-overlay.svg',
      url: '/tournaments',
      tournamentLink: '/tournaments',
    },
    {
      id: 'vip-club',
      identity: 3,
      frontend_identifier: 'vip_club',
      categories: ['index top'],
      order: { 'index top': 3 },
      logged: true,
      groups: VIP_GROUPS,
      title: {
        text: text({
          en: 'Your VIP manager is one message away',
          de: 'Dein VIP-Manager ist nur eine Nachricht entfernt',
          fr: 'Votre gestionnaire VIP est à un message de vous',
          no: 'VIP-verten din er bare en melding unna',
          it: 'Il tuo VIP manager è a un messaggio di distanza',
          et: 'Sinu VIP-haldur on vaid ühe sõnumi kaugusel',
        }),
      },
      description: {
        text: text({
          en: 'Higher limits, faster cashouts and gifts picked for you.',
          de: 'Höhere Limits, schnellere Auszahlungen und Geschenke nur für dich.',
          fr: 'Des limites plus élevées, des retraits plus rapides et des cadeaux choisis pour vous.',
          no: 'Høyere grenser, raskere uttak og gaver valgt for deg.',
          it: 'Limiti più alti, prelievi più rapidi e regali scelti per te.',
          et: 'Kõrgemad limiidid, kiiremad väljamaksed ja sinu jaoks valitud kingitused.',
        }),
        size: 'medium',
      },
      labels: [{ title: 'VIP' }],
      gradient: {
        colorLeft: '#141e30',
        colorLeftCenter: '#243b55',
        colorRightCenter: '#b8860b',
        colorRight: '#ffd700',
      },
      button: {
        name: text({
          en: 'Open VIP club',
          de: 'Zum VIP-Club',
          fr: 'Ouvrir le club VIP',
          no: 'Åpne VIP-klubben',
          it: 'Apri il club VIP',
          et: 'Ava VIP-klubi',
        }),
        url: '/rocketplay-vipclub',
      },
      image: '/banners/vip-club.svg',
      overlayImage: '/banners/vip-club-overlay.svg',
      url: '/rocketplay-vipclub',
    },
    {
      id: 'crypto',
      identity: 4,
      frontend_identifier: 'crypto_benefits',
      categories: ['index top'],
      order: { 'index top': 4 },
      logged: false,
      title: {
        text: text({
          en: 'Play with crypto',
          de: 'Spiele mit Krypto',
          fr: 'Jouez en crypto',
          no: 'Spill med krypto',
          it: 'Gioca con le cripto',
          et: 'Mängi krüptoga',
        }),
      },
      description: {
        text: text({
          en: 'BTC, ETH, LTC, DOGE and USDT: instant deposits, no fees.',
          de: 'BTC, ETH, LTC, DOGE und USDT: sofortige Einzahlungen ohne Gebühren.',
          fr: 'BTC, ETH, LTC, DOGE et USDT : dépôts instantanés, sans frais.',
          no: 'BTC, ETH, LTC, DOGE og USDT: umiddelbare innskudd uten gebyrer.',
          it: 'BTC, ETH, LTC, DOGE e USDT: depositi istantanei, senza commissioni.',
          et: 'BTC, ETH, LTC, DOGE ja USDT: kohesed sissemaksed ilma tasudeta.',
        }),
        size: 'medium',
      },
      labels: [{ title: 'Crypto' }],
      gradient: {
        colorLeft: '#232526',
        colorLeftCenter: '#414345',
        colorRightCenter: '#f7931a',
        colorRight: '#ffb74d',
      },
      button: {
        name: text({
          en: 'Learn more',
          de: 'Mehr erfahren',
          fr: 'En savoir plus',
          no: 'Les mer',
          it: 'Scopri di più',
          et: 'Loe lähemalt',
        }),
        url: '/benefits-of-crypto',
      },
      image: '/banners/crypto.svg',
      overlayImage: '/banners/crypto-overlay.svg',
      url: '/benefits-of-crypto',
    },
    {
      id: 'jackpots',
      identity: 5,
      frontend_identifier: 'jackpots',
      categories: ['index top jackpots'],
      order: { 'index top jackpots': 1 },
      logged: false,
      title: {
        text: text({
          en: 'Three jackpots, one spin away',
          de: 'Drei Jackpots, nur einen Dreh entfernt',
          fr: 'Trois jackpots, à un tour près',
          no: 'Tre jackpoter, ett spinn unna',
          it: 'Tre jackpot, a un giro di distanza',
          et: 'Kolm jackpotti, ühe keerutuse kaugusel',
        }),
      },
      description: {
        text: text({
          en: 'A share of every bet feeds the pots. Any spin can win.',
          de: 'Ein Teil jedes Einsatzes füllt die Töpfe. Jeder Dreh kann gewinnen.',
          fr: 'Une part de chaque mise alimente les cagnottes. Chaque tour peut gagner.',
          no: 'En andel av hver innsats fyller pottene. Hvert spinn kan vinne.',
          it: 'Una quota di ogni puntata alimenta i jackpot. Ogni giro può vincere.',
          et: 'Osa igast panusest täidab potte. Iga keerutus võib võita.',
        }),
        size: 'small',
      },
      labels: [{ title: 'Jackpot' }],
      gradient: {
        colorLeft: '#42275a',
        colorLeftCenter: '#734b6d',
        colorRightCenter: '#c94b4b',
        colorRight: '#f09819',
      },
      button: { name: playNow, url: '/pokies/jackpot' },
      image: '/banners/jackpots.svg',
      overlayImage: '/banners/jackpots-overlay.svg',
      url: '/pokies/jackpot',
      liveTime: { start: '01/01/2026 00:00', end: '31/12/2030 23:59' },
    },
  ],
};
