import type {
  GeneralRulesVariant,
  LicensedPageText,
  Section,
  TermsVariant,
} from '../content-types.ts';
import { OPERATOR } from '../operator.ts';

const { curacao, estonia } = OPERATOR;

const curacaoOperator: Section = {
  heading: 'L’exploitant',
  blocks: [
    `Ce site est exploité par ${curacao.company}, société immatriculée à Curaçao sous le numéro ${curacao.registration}, dont le siège est situé au ${curacao.address}. ${curacao.company} détient la licence ${curacao.gcbLicence} délivrée par le Curaçao Gaming Control Board et la sous-licence ${curacao.cwLicence} en vertu de l’ordonnance nationale sur les jeux de hasard extraterritoriaux (National Ordinance on Offshore Games of Hazard).`,
  ],
};

const estoniaOperator: Section = {
  heading: 'L’exploitant',
  blocks: [
    `Pour les joueurs résidant en Estonie, ce site est exploité par ${estonia.company}, code d’enregistrement ${estonia.registration}, ${estonia.address}. ${estonia.company} détient la licence d’activité ${estonia.activityLicence} et la licence d’exploitation ${estonia.operatingLicence} pour l’organisation de jeux de hasard à distance, délivrées par l’Office estonien des impôts et des douanes (Maksu- ja Tolliamet).`,
    'Vous devez avoir au moins 21 ans pour ouvrir un compte et jouer. Les comptes en Estonie sont tenus en euros.',
  ],
};

const curacaoLaw: Section = {
  heading: 'Plaintes et droit applicable',
  blocks: [
    `Si vous n’êtes pas satisfait de notre service, communiquez d’abord avec le soutien : la plupart des questions se règlent en quelques minutes. Une plainte officielle peut être envoyée à <a href="mailto:${OPERATOR.complaintsEmail}">${OPERATOR.complaintsEmail}</a>; nous en accusons réception dans les 48 heures et donnons une réponse définitive dans les 14 jours. Si vous n’êtes toujours pas satisfait, vous pouvez soumettre la plainte au Curaçao Gaming Control Board.`,
    'Les présentes conditions sont régies par le droit de Curaçao, et les tribunaux de Curaçao sont compétents, sous réserve des règles impératives de protection des consommateurs de votre pays de résidence.',
  ],
};

const estoniaLaw: Section = {
  heading: 'Plaintes et droit applicable',
  blocks: [
    `Envoyez vos plaintes à <a href="mailto:${OPERATOR.complaintsEmail}">${OPERATOR.complaintsEmail}</a>; nous en accusons réception dans les 48 heures et répondons dans les 14 jours. À défaut d’entente, vous pouvez vous adresser à l’Office estonien des impôts et des douanes en tant qu’autorité de surveillance, ou au Comité des litiges de consommation de l’Autorité de protection des consommateurs et de surveillance technique (Tarbijakaitse ja Tehnilise Järelevalve Amet).`,
    'Les présentes conditions sont régies par le droit de la République d’Estonie; les litiges relèvent du tribunal de comté de Harju, sauf si la loi vous donne droit à un autre tribunal.',
  ],
};

const sharedTerms: Section[] = [
  {
    heading: 'Votre compte',
    blocks: [
      {
        list: [
          'Vous ne pouvez détenir qu’un seul compte. Les comptes en double sont fermés et les bonus obtenus sur ceux-ci sont retirés.',
          'Les renseignements que vous nous fournissez doivent être exacts et à jour; nous pouvons demander des documents pour vérifier votre identité, votre âge, votre adresse et l’origine de vos fonds, et retenir les retraits jusqu’à la fin des vérifications.',
          'Gardez votre mot de passe secret. Vous êtes responsable de l’activité de votre compte; avisez-nous immédiatement si vous croyez qu’une autre personne y a accès.',
          'Vous ne pouvez pas utiliser les services pour le compte d’une autre personne, ni depuis un pays où le jeu en ligne est interdit ou dont nous n’acceptons pas les joueurs.',
        ],
      },
    ],
  },
  {
    heading: 'Dépôts et retraits',
    blocks: [
      {
        list: [
          'Utilisez uniquement des modes de paiement à votre propre nom. Les dépôts de tiers sont remboursés et peuvent entraîner la fermeture du compte.',
          'Nous ne facturons aucuns frais sur les dépôts ou les retraits. Votre banque, l’émetteur de votre carte ou le réseau de la chaîne de blocs peuvent exiger leurs propres frais.',
          'Les retraits sont versés, dans la mesure du possible, au mode utilisé pour le dépôt. Les fonds déposés doivent être misés au moins une fois avant un retrait, par mesure contre le blanchiment d’argent.',
          'Un retrait en attente d’approbation peut être annulé depuis votre caisse; le montant revient alors à votre solde.',
          'Les limites de chaque mode figurent dans la caisse et sur notre page <a href="/payments">Paiements</a>.',
        ],
      },
    ],
  },
  {
    heading: 'Bonus',
    blocks: [
      'Les bonus, tours gratuits et cadeaux sont facultatifs et soumis à leurs propres conditions, affichées avant que vous les acceptiez. Les fonds bonus sont séparés de votre argent réel : vous pouvez retirer votre solde réel en tout temps, tandis que les fonds bonus ne deviennent retirables qu’une fois l’exigence de mise remplie. Le fonctionnement des soldes est expliqué sur notre page <a href="/bonus-balance">Solde bonus</a>.',
    ],
  },
  {
    heading: 'Jeux et erreurs',
    blocks: [
      'Les règles et le taux de retour au joueur de chaque jeu sont affichés dans le jeu. Nos propres jeux sont équitables et vérifiables : vous pouvez contrôler chaque partie dans votre historique de jeu. Tout mauvais fonctionnement annule les mises et les paiements concernés; si une mise ou un gain a été mal enregistré à cause d’une erreur technique, nous le corrigerons. Les règles complètes figurent dans nos <a href="/general-rules">Règles générales</a>.',
    ],
  },
  {
    heading: 'Jeu responsable',
    blocks: [
      'Vous pouvez en tout temps fixer des limites de dépôt, de perte, de mise et de session, prendre une pause ou vous autoexclure depuis votre profil. Pour en savoir plus, consultez notre page <a href="/responsible-gaming">Jeu responsable</a>.',
    ],
  },
  {
    heading: 'Fermeture de votre compte',
    blocks: [
      'Vous pouvez fermer votre compte en tout temps en communiquant avec le soutien; tout solde en argent réel est versé après les vérifications habituelles. Nous pouvons suspendre ou fermer un compte en cas de fraude, d’utilisation du mode de paiement d’une autre personne, de comptes multiples, de collusion, d’abus de bonus ou de manquement aux présentes conditions, et nous vous en donnerons la raison à moins que la loi ne l’interdise. Un compte sans connexion depuis 12 mois devient inactif : nous communiquerons avec vous, aucuns frais d’inactivité ne sont exigés et votre solde vous appartient toujours.',
    ],
  },
  {
    heading: 'Responsabilité',
    blocks: [
      'Les services sont fournis tels quels. Nous ne sommes pas responsables des pertes causées par des événements indépendants de notre volonté, comme une panne d’Internet ou de votre appareil. Rien dans les présentes conditions ne limite notre responsabilité en cas de fraude, de faute lourde ou de tout autre cas où la loi interdit une telle limitation.',
    ],
  },
  {
    heading: 'Modifications des présentes conditions',
    blocks: [
      'Nous pouvons modifier les présentes conditions. Les changements importants sont annoncés avant leur entrée en vigueur, et nous vous demanderons de les accepter lors de votre prochaine connexion.',
    ],
  },
];

const acceptance: Section = {
  heading: 'Entente',
  blocks: [
    'En ouvrant un compte ou en utilisant les services, vous acceptez les présentes conditions, notre Politique de confidentialité et les règles de chaque jeu. Veuillez les lire attentivement.',
  ],
};

export const termsAndConditions: LicensedPageText<TermsVariant> = {
  sections: sharedTerms,
  variants: {
    default: {
      title: 'Conditions générales',
      seoTitle: 'Conditions générales | Open Casino',
      description:
        'Les conditions de votre entente avec Open Casino : comptes, paiements, bonus, jeux, plaintes et licences sous lesquelles nous exerçons.',
      keywords: 'conditions générales, règles, licence, compte, retraits, Open Casino',
      lead: 'Les présentes conditions constituent l’entente entre vous et la société qui exploite Open Casino pour votre pays de résidence. Les joueurs en Estonie et en Australie ont leur propre version des conditions.',
      first: [
        acceptance,
        curacaoOperator,
        {
          heading: 'Qui peut jouer',
          blocks: [
            'Vous devez avoir au moins 18 ans, ou davantage si la loi de votre pays fixe un âge plus élevé (21 ans en Estonie). Nous vérifions l’âge et l’identité et pouvons fermer le compte d’un joueur qui ne remplit pas cette condition.',
          ],
        },
      ],
      last: [curacaoLaw],
    },
    CW: {
      title: 'Conditions générales (licence de Curaçao)',
      seoTitle: 'Conditions générales, licence de Curaçao | Open Casino',
      description: `Conditions pour les joueurs de ${curacao.company}, titulaire de licences à Curaçao : comptes, paiements, bonus, jeux et plaintes.`,
      keywords: 'conditions générales, licence de Curaçao, Gaming Control Board, Open Casino',
      lead: `Les présentes conditions s’appliquent aux joueurs dont le compte est tenu par ${curacao.company} en vertu de ses licences de Curaçao.`,
      first: [
        acceptance,
        curacaoOperator,
        {
          heading: 'Qui peut jouer',
          blocks: [
            'Vous devez avoir au moins 18 ans, ou davantage si la loi de votre pays fixe un âge plus élevé. Les joueurs des pays pour lesquels nous ne détenons pas la licence requise ne peuvent pas ouvrir de compte.',
          ],
        },
      ],
      last: [curacaoLaw],
    },
    EE: {
      title: 'Conditions générales (Estonie)',
      seoTitle: 'Conditions générales pour l’Estonie | Open Casino',
      description: `Conditions pour les joueurs en Estonie, dont le compte est tenu par ${estonia.company} en vertu de licences de l’Office estonien des impôts et des douanes.`,
      keywords: 'conditions générales, Estonie, licence EMTA, 21+, Open Casino',
      lead: `Les présentes conditions s’appliquent aux joueurs résidant en Estonie. Leurs comptes sont tenus par ${estonia.company}.`,
      first: [acceptance, estoniaOperator],
      last: [estoniaLaw],
    },
    AU: {
      title: 'Conditions générales (Australie)',
      seoTitle: 'Conditions générales pour l’Australie | Open Casino',
      description:
        'Conditions pour les joueurs en Australie : âge, comptes en dollars australiens, État, limites et ressources d’aide.',
      keywords:
        'conditions générales, Australie, AUD, machines à sous, jeu responsable, Open Casino',
      lead: `Les présentes conditions s’appliquent aux joueurs situés en Australie. Leurs comptes sont tenus par ${curacao.company}.`,
      first: [
        acceptance,
        curacaoOperator,
        {
          heading: 'Qui peut jouer',
          blocks: [
            'Vous devez avoir au moins 18 ans. Avant l’inscription, les visiteurs en Australie doivent confirmer qu’ils sont majeurs et qu’ils acceptent les présentes conditions.',
            'Les comptes peuvent être tenus en dollars australiens. Votre État ou territoire est déterminé à partir de votre code postal et doit correspondre à vos preuves d’adresse.',
            'Si le jeu vous cause du tort, une aide gratuite et confidentielle est offerte en tout temps par Gambling Help Online au 1800 858 858.',
          ],
        },
      ],
      last: [curacaoLaw],
    },
  },
};

const ruleSections: Section[] = [
  {
    heading: 'Mises',
    blocks: [
      {
        list: [
          'Une mise est acceptée lorsque le jeu la confirme et que le montant est débité de votre solde. Une mise acceptée ne peut pas être annulée.',
          'Les mises minimale et maximale sont indiquées dans chaque jeu. Lorsqu’un bonus est actif, une mise maximale par partie peut s’appliquer, comme l’indiquent les conditions du bonus.',
          'L’argent réel est utilisé avant l’argent bonus. Les gains des mises en argent réel sont ajoutés à votre solde réel.',
        ],
      },
    ],
  },
  {
    heading: 'Taux de retour et équité',
    blocks: [
      'Le taux de retour théorique au joueur (RTP) de chaque jeu est affiché dans son panneau d’information. Les résultats des jeux de notre propre studio sont générés à partir d’une graine serveur, dont l’empreinte vous est montrée avant la partie, de votre graine client et d’un numéro de partie; après la partie, vous pouvez vérifier le résultat dans votre historique de jeu.',
    ],
  },
  {
    heading: 'Interruptions et mauvais fonctionnement',
    blocks: [
      'Si votre connexion est interrompue pendant une partie, celle-ci est terminée sur nos serveurs et le résultat apparaît dans votre historique et votre solde. Un mauvais fonctionnement d’un jeu ou de nos systèmes annule les mises concernées, qui sont remboursées. Les erreurs manifestes dans le paiement affiché ou dans le règlement d’une partie sont corrigées.',
    ],
  },
  {
    heading: 'Mode démo',
    blocks: [
      'La plupart des jeux peuvent être joués pour le plaisir avec de l’argent fictif. Les résultats en mode démo ne sont pas de l’argent réel et ne peuvent pas être retirés; les mathématiques d’un jeu sont les mêmes dans les deux modes.',
    ],
  },
  {
    heading: 'Historique de jeu',
    blocks: [
      'Chaque mise, gain et partie est enregistré et peut être consulté dans votre profil. Si vous contestez un résultat, communiquez avec le soutien en indiquant l’identifiant de la partie figurant dans votre historique.',
    ],
  },
];

export const generalRules: LicensedPageText<GeneralRulesVariant> = {
  sections: ruleSections,
  variants: {
    default: {
      title: 'Règles générales',
      seoTitle: 'Règles générales | Open Casino',
      description:
        'Les règles qui s’appliquent à tous les jeux d’Open Casino : mises, taux de retour, résultats vérifiables, interruptions et historique de jeu.',
      keywords: 'règles générales, règles des jeux, RTP, équité vérifiable, Open Casino',
      lead: 'Ces règles s’appliquent à tous les jeux du site, en plus des règles affichées dans chaque jeu. En cas de divergence, les règles du jeu prévalent.',
      first: [],
      last: [],
    },
    EE: {
      title: 'Règles générales (Estonie)',
      seoTitle: 'Règles générales pour l’Estonie | Open Casino',
      description:
        'Règles des jeux pour les joueurs en Estonie : âge minimum de 21 ans, comptes en euros, mises, taux de retour et historique de jeu.',
      keywords: 'règles générales, Estonie, règles des jeux, 21+, Open Casino',
      lead: `Ces règles s’appliquent aux joueurs en Estonie, dont les jeux sont offerts par ${estonia.company}.`,
      first: [
        {
          heading: 'Joueurs en Estonie',
          blocks: [
            'Seules les personnes de 21 ans ou plus peuvent jouer. Les mises et les gains sont en euros. Les jeux sont offerts en vertu de la licence d’exploitation de l’Office estonien des impôts et des douanes mentionnée dans nos Conditions générales.',
          ],
        },
      ],
      last: [],
    },
  },
};
