import type { PageText } from '../content-types.ts';
import { OPERATOR } from '../operator.ts';

const { curacao, estonia } = OPERATOR;

export const privacyPolicy: PageText = {
  title: 'Politique de confidentialité',
  seoTitle: 'Politique de confidentialité | Open Casino',
  description:
    'Comment Open Casino recueille, utilise, communique et protège vos renseignements personnels, combien de temps nous les conservons et comment exercer vos droits.',
  keywords:
    'politique de confidentialité, renseignements personnels, RGPD, protection des données, Open Casino',
  lead: 'Cette politique explique quels renseignements personnels Open Casino recueille lorsque vous visitez le site ou jouez, pourquoi nous en avons besoin, à qui nous les communiquons et quels sont vos droits.',
  sections: [
    {
      heading: 'Qui est responsable de vos données',
      blocks: [
        `Le responsable du traitement de vos renseignements personnels est la société qui tient votre compte joueur : ${estonia.company} (code d’enregistrement ${estonia.registration}, ${estonia.address}) pour les joueurs en Estonie, et ${curacao.company} (numéro d’entreprise ${curacao.registration}, ${curacao.address}) pour tous les autres.`,
        `Vous pouvez joindre notre délégué à la protection des données à <a href="mailto:${OPERATOR.privacyEmail}">${OPERATOR.privacyEmail}</a>.`,
      ],
    },
    {
      heading: 'Ce que nous recueillons',
      blocks: [
        {
          list: [
            '<strong>Données du compte</strong> : adresse courriel, pseudonyme, mot de passe (conservé uniquement sous forme de hachage salé), devise et langue.',
            '<strong>Identité et coordonnées</strong> : prénom et nom, date de naissance, genre, adresse, code postal, ville, pays et numéro de cellulaire.',
            '<strong>Données de vérification</strong> : copies de pièces d’identité, preuve d’adresse et, lorsque la loi l’exige, preuve de l’origine de vos fonds.',
            '<strong>Données financières</strong> : dépôts, retraits, détails des modes de paiement (les numéros de carte sont conservés par nos fournisseurs de paiement, nous ne voyons que les six premiers et les quatre derniers chiffres), adresses de portefeuilles crypto et soldes.',
            '<strong>Données de jeu</strong> : jeux joués, mises, gains, bonus, limites que vous fixez et votre historique de jeu responsable.',
            '<strong>Données techniques</strong> : adresse IP, position approximative qui en découle, type d’appareil et de navigateur, paramètres de langue et les témoins décrits dans notre <a href="/cookie-policy">Politique relative aux témoins</a>.',
            '<strong>Communications</strong> : messages envoyés à notre équipe de soutien et nos réponses.',
          ],
        },
      ],
    },
    {
      heading: 'Pourquoi nous les utilisons',
      blocks: [
        {
          list: [
            'Pour ouvrir et gérer votre compte, traiter les paiements et verser vos gains (exécution de notre contrat avec vous).',
            'Pour vérifier votre identité et votre âge, prévenir la fraude et le blanchiment d’argent et respecter les conditions de nos licences (obligation légale).',
            'Pour protéger les joueurs : détecter les signes de jeu problématique, appliquer les limites et l’autoexclusion (obligation légale et intérêt légitime).',
            'Pour assurer la sécurité et le bon fonctionnement du site et améliorer nos jeux et services (intérêt légitime).',
            'Pour vous envoyer des offres et des nouvelles, seulement si vous y avez consenti; vous pouvez retirer ce consentement en tout temps dans votre profil (consentement).',
          ],
        },
      ],
    },
    {
      heading: 'À qui nous les communiquons',
      blocks: [
        'Nous ne vendons jamais vos renseignements personnels. Nous les communiquons uniquement lorsque c’est nécessaire aux fins ci-dessus :',
        {
          list: [
            'aux fournisseurs de services de paiement et aux banques qui traitent vos dépôts et retraits;',
            'aux services de vérification d’identité et de prévention de la fraude;',
            'aux fournisseurs de jeux, qui reçoivent un identifiant de joueur pseudonyme et vos mises, jamais votre nom ni vos coordonnées;',
            'aux fournisseurs d’hébergement, de courriel et de service à la clientèle qui travaillent pour nous sous contrat;',
            'aux autorités de réglementation, aux forces de l’ordre et aux tribunaux, lorsque la loi nous y oblige.',
          ],
        },
        'Lorsqu’un fournisseur traite des données hors de l’Espace économique européen, nous nous appuyons sur une décision d’adéquation ou sur les clauses contractuelles types de la Commission européenne.',
      ],
    },
    {
      heading: 'Durée de conservation',
      blocks: [
        'Nous conservons vos données tant que votre compte est ouvert. Après sa fermeture, les lois contre le blanchiment d’argent nous obligent à conserver les données d’identité, de transactions et de jeu pendant cinq ans (plus longtemps si un régulateur ou un tribunal le demande). Vos préférences de marketing sont supprimées dès que vous retirez votre consentement; les journaux techniques sont conservés au plus douze mois.',
      ],
    },
    {
      heading: 'Vos droits',
      blocks: [
        'Vous avez le droit d’accéder à vos données, de les faire rectifier, de les faire effacer (sauf si la loi nous oblige à les conserver), d’en limiter le traitement ou de vous y opposer, à la portabilité des données et de retirer votre consentement en tout temps.',
        `Pour exercer l’un de ces droits, écrivez à <a href="mailto:${OPERATOR.privacyEmail}">${OPERATOR.privacyEmail}</a>. Nous répondons dans un délai d’un mois. Vous pouvez aussi porter plainte auprès d’une autorité de protection des données; en Estonie, il s’agit de l’Inspection de la protection des données (Andmekaitse Inspektsioon).`,
      ],
    },
    {
      heading: 'Sécurité',
      blocks: [
        'Toutes les communications avec le site sont chiffrées. Les mots de passe sont conservés sous forme de hachages salés, les sessions sont gérées sur nos serveurs et peuvent être fermées depuis votre profil, et l’authentification à deux facteurs est offerte pour votre compte. Au sein de notre société, seul le personnel qui en a besoin pour son travail a accès aux renseignements personnels.',
      ],
    },
    {
      heading: 'Mineurs',
      blocks: [
        'Nos services sont réservés aux adultes : 18 ans ou plus, et 21 ans ou plus en Estonie. Nous ne recueillons pas sciemment de données sur des mineurs et fermons tout compte ouvert par un mineur.',
      ],
    },
    {
      heading: 'Modifications de cette politique',
      blocks: [
        'Nous pouvons mettre à jour cette politique lorsque nos services ou la loi changent. La date en haut de la page indique la version en vigueur; nous vous aviserons par courriel ou sur le site avant qu’un changement important ne prenne effet.',
      ],
    },
  ],
};

export const cookiePolicy: PageText = {
  title: 'Politique relative aux témoins',
  seoTitle: 'Politique relative aux témoins (cookies) | Open Casino',
  description:
    'Quels témoins (cookies) Open Casino utilise, à quoi sert chacun, combien de temps ils durent et comment les contrôler.',
  keywords:
    'politique relative aux témoins, cookies, témoins, consentement, témoin de session, Open Casino',
  lead: 'Les témoins (cookies) sont de petits fichiers texte qu’un site enregistre dans votre navigateur. Nous en utilisons le moins possible et expliquons chacun d’eux ci-dessous.',
  sections: [
    {
      heading: 'Les témoins que nous utilisons',
      blocks: [
        {
          table: {
            head: ['Témoin', 'Utilité', 'Durée'],
            rows: [
              [
                'Session (<code>casino_session</code>)',
                'Vous garde connecté et protège votre compte. Strictement nécessaire.',
                '30 jours après votre dernière visite, ou jusqu’à la déconnexion',
              ],
              [
                'Langue (<code>locale</code>)',
                'Mémorise la langue que vous avez choisie. Strictement nécessaire.',
                '1 an',
              ],
              [
                'Consentement aux témoins',
                'Mémorise que vous avez accepté cette politique, pour que la bannière ne réapparaisse pas.',
                '1 an',
              ],
              [
                'Identifiant d’affilié',
                'Enregistre le site partenaire qui vous a dirigé vers nous, afin que nous puissions rémunérer ce partenaire.',
                '30 jours',
              ],
            ],
          },
        },
        'Nous n’utilisons pas de témoins publicitaires de tiers. Des données comme vos préférences de notifications sont enregistrées dans le stockage local de votre navigateur et ne quittent jamais votre appareil.',
      ],
    },
    {
      heading: 'Témoins strictement nécessaires',
      blocks: [
        'Les témoins de session et de langue sont nécessaires au fonctionnement du site : sans eux, vous ne pourriez pas vous connecter, déposer ni jouer en argent réel. Ils sont donc déposés sans demande de consentement, comme la loi le permet.',
      ],
    },
    {
      heading: 'Comment contrôler les témoins',
      blocks: [
        'Vous pouvez supprimer ou bloquer les témoins en tout temps dans les paramètres de votre navigateur. Si vous bloquez le témoin de session, vous ne pourrez pas vous connecter. Si vous supprimez le témoin de consentement, la bannière réapparaîtra à votre prochaine visite.',
      ],
    },
    {
      heading: 'Questions',
      blocks: [
        `Pour toute question sur les témoins ou votre vie privée, consultez notre <a href="/privacy-policy">Politique de confidentialité</a> ou écrivez à <a href="mailto:${OPERATOR.privacyEmail}">${OPERATOR.privacyEmail}</a>.`,
      ],
    },
  ],
};
