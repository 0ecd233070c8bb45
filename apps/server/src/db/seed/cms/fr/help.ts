import type { PageText } from '../content-types.ts';

export const support: PageText = {
  title: 'Soutien',
  seoTitle: 'Soutien 24 h sur 24, 7 jours sur 7 | Open Casino',
  description:
    'Joignez le soutien d’Open Casino par clavardage, courriel ou téléphone, 24 heures sur 24. Réponses sur les comptes, paiements, bonus et jeux.',
  keywords: 'soutien, aide, nous joindre, clavardage, service à la clientèle, Open Casino',
  lead: 'Notre équipe de soutien est disponible 24 heures sur 24, 7 jours sur 7, en français, en anglais et dans les autres langues du site.',
  sections: [
    {
      heading: 'Comment nous joindre',
      blocks: [
        {
          list: [
            '<strong>Clavardage en direct</strong> : le moyen le plus rapide. Ouvrez-le avec le bouton de clavardage au bas de chaque page; la première réponse arrive en moyenne en moins de deux minutes.',
            '<strong>Courriel</strong> : {email}. Nous répondons en moins de 24 heures, habituellement bien plus vite.',
            '<strong>Téléphone</strong> : {phone}, tous les jours de 8 h à minuit, heure d’Europe centrale.',
          ],
        },
      ],
    },
    {
      heading: 'Avant de nous écrire',
      blocks: [
        'Bien des réponses sont à un clic : les limites de paiement figurent sur la page <a href="/payments">Paiements</a>, les exigences de mise des bonus sont expliquées sur la page <a href="/bonus-balance">Solde bonus</a> et chaque mise est inscrite dans votre historique de jeu. Lorsque vous nous écrivez, indiquez l’adresse courriel de votre compte et, pour une question sur un jeu, l’identifiant de la partie tiré de votre historique. Nous ne vous demanderons jamais votre mot de passe.',
      ],
    },
    {
      heading: 'Plaintes',
      blocks: [
        'Si le soutien n’a pas pu régler votre problème, vous pouvez déposer une plainte officielle. La procédure et les délais sont décrits dans nos <a href="/terms-and-conditions">Conditions générales</a>.',
      ],
    },
    {
      heading: 'Besoin d’une pause?',
      blocks: [
        'Le soutien peut appliquer immédiatement une pause ou une autoexclusion pour vous. Vous pouvez aussi le faire vous-même dans votre profil; consultez la page <a href="/responsible-gaming">Jeu responsable</a>.',
      ],
    },
  ],
};

export const benefitsOfCrypto: PageText = {
  title: 'Avantages des cryptomonnaies',
  seoTitle: 'Jouer avec Bitcoin et d’autres cryptomonnaies | Open Casino',
  description:
    'Pourquoi les joueurs déposent en Bitcoin, Ethereum, Litecoin, Dogecoin, Bitcoin Cash et USDT : retraits rapides, aucuns frais de notre part et contrôle total de vos fonds.',
  keywords:
    'casino crypto, casino bitcoin, ethereum, litecoin, dogecoin, USDT, paiements en cryptomonnaie',
  lead: 'Vous pouvez détenir votre solde dans une cryptomonnaie et jouer directement avec celle-ci. Voici ce que cela vous apporte, et ce qu’il faut garder en tête.',
  sections: [
    {
      heading: 'Pourquoi les joueurs choisissent la crypto',
      blocks: [
        {
          list: [
            '<strong>Rapide</strong> : les dépôts sont crédités dès que le réseau les confirme, et les retraits approuvés sont envoyés immédiatement.',
            '<strong>Aucuns frais de notre part</strong> : nous ne facturons rien sur les dépôts et retraits en crypto; seuls les frais du réseau s’appliquent.',
            '<strong>Petits montants</strong> : vous pouvez déposer à partir de 0,0001 BTC.',
            '<strong>Vos clés, vos pièces</strong> : les retraits sont envoyés à un portefeuille que vous contrôlez, sans banque intermédiaire.',
          ],
        },
      ],
    },
    {
      heading: 'Cryptomonnaies acceptées',
      blocks: [
        'Bitcoin (BTC), Bitcoin Cash (BCH), Ethereum (ETH), Litecoin (LTC), Dogecoin (DOGE) et Tether (USDT). Les limites de chaque cryptomonnaie figurent sur notre page <a href="/payments">Paiements</a>.',
      ],
    },
    {
      heading: 'Bon à savoir',
      blocks: [
        {
          list: [
            'Envoyez toujours vos pièces par le réseau indiqué dans la caisse. Des pièces envoyées sur un mauvais réseau ou à une mauvaise adresse ne peuvent pas être récupérées.',
            'Le cours des cryptomonnaies varie. Votre solde est tenu dans la cryptomonnaie déposée; sa valeur dans d’autres devises peut donc monter ou baisser.',
            'Crypto ne veut pas dire anonyme : comme tout casino titulaire d’une licence, nous vérifions l’identité de nos joueurs.',
          ],
        },
      ],
    },
  ],
};

export const payments: PageText = {
  title: 'Paiements',
  seoTitle: 'Modes de paiement et limites | Open Casino',
  description:
    'Limites de dépôt et de retrait pour Bitcoin, Bitcoin Cash, Litecoin, Ethereum, Dogecoin et USDT chez Open Casino. Aucuns frais, traitement instantané.',
  keywords: 'modes de paiement, dépôt, retrait, limites, bitcoin, USDT, frais, Open Casino',
  lead: 'Nous ne facturons aucuns frais sur les dépôts et les retraits, et les paiements en crypto sont traités instantanément.',
  sections: [
    {
      heading: 'Dépôts',
      blocks: [
        { paymentTable: 'deposit' },
        'Un dépôt est crédité après le nombre de confirmations du réseau indiqué dans la caisse.',
      ],
    },
    {
      heading: 'Retraits',
      blocks: [
        { paymentTable: 'withdrawal' },
        'Les retraits sont examinés par notre équipe des paiements avant leur envoi; votre premier retrait peut nécessiter une vérification d’identité. Tant qu’un retrait est en attente, vous pouvez l’annuler dans votre caisse.',
      ],
    },
    {
      heading: 'Cartes, virement bancaire et portefeuilles électroniques',
      blocks: [
        'Selon votre pays et votre devise, la caisse propose aussi les cartes, le virement bancaire et les portefeuilles électroniques. Les modes offerts et leurs limites s’affichent dans la caisse une fois que vous êtes connecté.',
      ],
    },
  ],
};

export const responsibleGaming: PageText = {
  title: 'Jeu responsable',
  seoTitle: 'Jeu responsable | Open Casino',
  description:
    'Des outils pour garder le contrôle chez Open Casino : limites de dépôt, de perte, de mise et de session, pause, autoexclusion et ressources d’aide.',
  keywords: 'jeu responsable, limites, autoexclusion, pause, aide au jeu problématique',
  lead: 'Le jeu doit rester un divertissement, jamais un moyen de gagner de l’argent ou de fuir ses problèmes. Ces outils vous aident à ce qu’il le reste.',
  sections: [
    {
      heading: 'Jouer prudemment',
      blocks: [
        {
          list: [
            'Décidez à l’avance combien d’argent et de temps vous y consacrerez, et arrêtez-vous une fois la limite atteinte.',
            'Ne jouez qu’avec de l’argent que vous pouvez vous permettre de perdre. Ne courez jamais après vos pertes.',
            'Ne jouez pas lorsque vous êtes contrarié, fatigué ou sous l’effet de l’alcool.',
            'Prenez des pauses régulières et équilibrez le jeu avec d’autres activités.',
          ],
        },
      ],
    },
    {
      heading: 'Les limites que vous pouvez fixer',
      blocks: [
        'Dans votre profil, sous <strong>Limites</strong>, vous pouvez fixer, par jour, par semaine ou par mois :',
        {
          list: [
            '<strong>une limite de dépôt</strong> : le montant maximal que vous pouvez déposer;',
            '<strong>une limite de perte</strong> : le montant maximal que vous pouvez perdre;',
            '<strong>une limite de mise</strong> : le montant maximal que vous pouvez miser;',
            '<strong>une limite de session</strong> : la durée pendant laquelle vous pouvez rester connecté.',
          ],
        },
        'Une limite plus basse s’applique immédiatement. Pour augmenter ou retirer une limite, vous devez confirmer au moyen d’un lien envoyé par courriel, afin que la décision ne soit jamais prise sur un coup de tête.',
      ],
    },
    {
      heading: 'Pause et autoexclusion',
      blocks: [
        'Une <strong>pause</strong> bloque votre compte pendant une courte période de votre choix. L’<strong>autoexclusion</strong> le ferme pour une période plus longue et ne peut pas être annulée avant la fin de celle-ci. Vous pouvez activer l’une ou l’autre en tout temps dans votre profil, ou par l’entremise de notre équipe de soutien.',
      ],
    },
    {
      heading: 'Le jeu est-il encore un plaisir?',
      blocks: [
        'Posez-vous ces questions : dépensez-vous plus que prévu? Empruntez-vous de l’argent pour jouer? Cachez-vous votre jeu à vos proches? Devenez-vous agité lorsque vous essayez d’arrêter? Si vous répondez oui à l’une d’elles, envisagez une pause et parlez-en à quelqu’un.',
      ],
    },
    {
      heading: 'Où trouver de l’aide',
      blocks: [
        {
          table: {
            head: ['Pays', 'Organisme', 'Coordonnées'],
            rows: [
              [
                'Australie',
                'Gambling Help Online',
                '1800 858 858, <a href="https://www.gamblinghelponline.org.au" target="_blank">gamblinghelponline.org.au</a>',
              ],
              ['Nouvelle-Zélande', 'Gambling Helpline', '0800 654 655'],
              ['Canada (Ontario)', 'ConnexOntario', '1 866 531-2600'],
              ['Allemagne', 'BZgA, Check dein Spiel', '0800 1 37 27 00'],
              ['Norvège', 'Hjelpelinjen', '800 800 40'],
              [
                'Italie',
                'Telefono Verde Nazionale per le problematiche legate al Gioco d’Azzardo',
                '800 558 822',
              ],
              [
                'Partout',
                'Gambling Therapy',
                '<a href="https://www.gamblingtherapy.org" target="_blank">gamblingtherapy.org</a>',
              ],
              [
                'Partout',
                'Gamblers Anonymous',
                '<a href="https://www.gamblersanonymous.org" target="_blank">gamblersanonymous.org</a>',
              ],
            ],
          },
        },
      ],
    },
    {
      heading: 'Protection des mineurs',
      blocks: [
        'Personne de moins de 18 ans (21 ans en Estonie) ne peut jouer. Si des enfants utilisent votre appareil, installez un logiciel de contrôle parental et ne laissez jamais votre compte connecté.',
      ],
    },
  ],
};

export const bonusBalance: PageText = {
  title: 'Solde bonus',
  seoTitle: 'Comment fonctionne le solde bonus | Open Casino',
  description:
    'Argent réel et argent bonus chez Open Casino : lequel est utilisé en premier, comment fonctionnent les exigences de mise et quand les fonds bonus deviennent retirables.',
  keywords: 'solde bonus, exigence de mise, solde réel, retirable, tours gratuits, Open Casino',
  lead: 'Votre solde dans chaque devise comporte deux parties : l’argent réel, que vous pouvez retirer en tout temps, et l’argent bonus, avec lequel vous pouvez jouer mais que vous ne pouvez retirer qu’après l’avoir misé.',
  sections: [
    {
      heading: 'Argent réel et argent bonus',
      blocks: [
        'Le solde total affiché est la somme des deux. La partie réelle est indiquée comme « disponible pour retrait »; la partie bonus est la différence entre le total et ce montant.',
      ],
    },
    {
      heading: 'Fonctionnement des exigences de mise',
      blocks: [
        'Chaque bonus comporte une exigence de mise, par exemple 30 fois le montant du bonus. Chaque mise que vous placez compte; certains jeux comptent moins que d’autres, comme l’indiquent les conditions du bonus. Une fois l’exigence remplie, l’argent bonus devient de l’argent réel et peut être retiré.',
        'Votre progression s’affiche dans votre profil, sous Cadeaux.',
      ],
    },
    {
      heading: 'Quel argent est utilisé en premier',
      blocks: [
        'Les mises sont d’abord payées avec l’argent réel, puis avec l’argent bonus seulement lorsque la partie réelle est épuisée.',
      ],
    },
    {
      heading: 'Annuler un bonus',
      blocks: [
        'Vous pouvez annuler un bonus actif en tout temps dans votre profil. L’argent bonus et les gains obtenus avec celui-ci sont alors retirés; votre argent réel n’est pas touché. Les bonus expirent aussi s’ils ne sont pas misés à temps.',
      ],
    },
  ],
};
