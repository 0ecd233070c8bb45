import type { PageText, SeoPath } from '../content-types.ts';
import { OPERATOR } from '../operator.ts';

export const about: PageText = {
  title: 'À propos',
  seoTitle: 'À propos d’Open Casino',
  description:
    'Open Casino est un casino en ligne doté de son propre studio de jeux équitables et vérifiables, de paiements en crypto et en devises, de tournois et d’un club VIP.',
  keywords:
    'à propos d’Open Casino, casino en ligne, équité vérifiable, casino crypto, casino sous licence',
  lead: 'Open Casino est un casino en ligne fondé sur des jeux équitables, des paiements rapides et des règles claires.',
  sections: [
    {
      heading: 'Ce que nous offrons',
      blocks: [
        {
          list: [
            'Des machines à sous, des jeux de table, des jeux en direct et des jeux crash, y compris les titres de notre propre studio.',
            'Des résultats vérifiables : chaque partie des jeux de notre studio peut être vérifiée par le joueur.',
            'Des dépôts et des retraits dans les principales devises et dans six cryptomonnaies, sans frais de notre part.',
            'Des tournois, des loteries, des quêtes, une boutique de points de fidélité et un club VIP avec gestionnaire personnel.',
          ],
        },
      ],
    },
    {
      heading: 'Titulaire de licences et supervisé',
      blocks: [
        `Open Casino est exploité par ${OPERATOR.curacao.company} en vertu de licences du Curaçao Gaming Control Board et, pour les joueurs en Estonie, par ${OPERATOR.estonia.company} en vertu de licences de l’Office estonien des impôts et des douanes. Les détails figurent dans nos <a href="/terms-and-conditions">Conditions générales</a>.`,
      ],
    },
    {
      heading: 'Nos principes',
      blocks: [
        'Nous annonçons les règles avant que vous jouiez, nous payons ce qui est gagné et nous donnons à chaque joueur les outils pour garder le contrôle. Si nous faisons une erreur, dites-le-nous : {email}.',
      ],
    },
  ],
};

export const awards: PageText = {
  title: 'Prix et distinctions',
  seoTitle: 'Prix et distinctions | Open Casino',
  description: 'Prix et distinctions de l’industrie décernés à Open Casino.',
  keywords: 'prix, distinctions, prix de casino, Open Casino',
  lead: 'Open Casino est un jeune casino et n’a pas encore reçu de prix de l’industrie. Nous préférons montrer une étagère vide plutôt qu’inventer des trophées.',
  sections: [
    {
      heading: 'Ce que nous visons',
      blocks: [
        'Lorsqu’un jury indépendant récompensera nos jeux, nos paiements ou notre soutien, le prix figurera ici avec sa catégorie, l’année et l’organisateur.',
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
    'Casino en ligne',
    'Open Casino : machines à sous, casino en direct et jeux crypto',
    'Jouez aux machines à sous, aux jeux avec croupier en direct et aux jeux de table chez Open Casino. Jeux vérifiables, retraits crypto rapides, tournois et club VIP.',
    'casino en ligne, machines à sous, casino en direct, casino crypto, casino bitcoin',
    'Des centaines de jeux, des retraits rapides et des tournois chaque semaine. Inscrivez-vous en une minute et profitez de votre offre de bienvenue.',
  ),
  '/pokies/all': seo(
    'Machines à sous',
    'Machines à sous en ligne | Open Casino',
    'Toutes les machines à sous d’Open Casino : machines à fruits classiques, Megaways, achat de bonus et machines à jackpot. Essayez-les en mode démo ou jouez en argent réel.',
    'machines à sous, machines à sous en ligne, Megaways, achat de bonus, jackpot',
    'Des machines à fruits classiques aux Megaways et à l’achat de bonus, chaque machine à sous peut être essayée gratuitement en mode démo.',
  ),
  '/live/all': seo(
    'Casino en direct',
    'Casino en direct : blackjack, roulette et jeux télévisés | Open Casino',
    'Jouez au blackjack, à la roulette, au baccara, au poker et aux jeux télévisés en direct avec de vrais croupiers, diffusés en HD chez Open Casino.',
    'casino en direct, croupier en direct, blackjack en direct, roulette en direct, baccara, jeux télévisés',
    'De vrais croupiers, de vraies tables, diffusés en direct jour et nuit.',
  ),
  '/tournaments': seo(
    'Tournois',
    'Tournois et loteries de casino | Open Casino',
    'Participez aux tournois de machines à sous et aux loteries d’Open Casino, grimpez au classement et gagnez des prix en plus de vos gains habituels.',
    'tournois de casino, tournois de machines à sous, loterie, classement, prix',
    'Affrontez d’autres joueurs au classement et gagnez des prix en plus de vos gains habituels.',
  ),
};
