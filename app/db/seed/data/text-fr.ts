import { faq, h, p, ul } from "./blocks";
import type { LanguagePack } from "./types";

export const fr: LanguagePack = {
  product: {
    title: "Carte cadeau {brand}",
    donationTitle: "Carte de don {brand}",
    blankTitle: "Carte cadeau vierge",
    blankSetTitle: "Lot de 3 cartes cadeaux vierges",
  },
  descriptions: {
    intro: {
      restaurants: [
        "Avec une carte cadeau {brand}, vous offrez un délicieux repas au restaurant.",
        "À table chez {brand} : un cadeau qui se savoure à deux.",
      ],
      wellness: [
        "Une carte cadeau {brand}, c'est une invitation à lâcher prise et à se détendre.",
        "Faites plaisir à un proche avec une journée de pure détente chez {brand}.",
      ],
      experiences: [
        "Avec {brand}, vous n'offrez pas un objet, mais un souvenir pour la vie.",
        "Une sortie avec {brand} promet des anecdotes à raconter pendant longtemps.",
      ],
      shopping: [
        "Chez {brand}, le bénéficiaire choisit lui-même ce qui lui fait envie.",
        "Avec une carte cadeau {brand}, vous ne vous trompez jamais de goût.",
      ],
      books: [
        "Avec {brand}, vous offrez des heures de lecture, de cinéma ou de musique.",
        "Pour ceux qui aiment se plonger dans une histoire, {brand} fait toujours mouche.",
      ],
      travel: [
        "Avec {brand}, vous offrez une pause bien méritée, loin du quotidien.",
        "Un séjour avec {brand} est le cadeau idéal pour les amoureux du voyage.",
      ],
      sports: [
        "Avec {brand}, vous donnez un nouvel élan à un ami ou un collègue sportif.",
        "Nouvel équipement ou cours particulier : chez {brand}, tout est possible.",
      ],
      kids: [
        "Avec {brand}, vous faites briller les yeux de tous les enfants.",
        "Une carte cadeau {brand}, ce sont des heures de jeu et de rires partagés.",
      ],
      home: [
        "Avec {brand}, le bénéficiaire rend son intérieur encore plus chaleureux.",
        "Bricoleurs, jardiniers et passionnés de déco : {brand} est le bon choix.",
      ],
      culture: [
        "Avec {brand}, vous offrez une soirée de musique, de théâtre ou d'art.",
        "Une carte cadeau {brand} ouvre les portes des plus beaux spectacles et expositions.",
      ],
    },
    donation: [
      "Avec cette carte de don, le bénéficiaire soutient l'action de {brand}.",
      "Le bénéficiaire décide lui-même où le montant sera le plus utile chez {brand}.",
    ],
    blank: [
      "Une carte cadeau vierge laisse le bénéficiaire choisir librement parmi toutes nos marques.",
      "Idéale pour fixer vous-même le montant et personnaliser votre cadeau.",
    ],
    digital: [
      "Commandée en version numérique, elle arrive dans la boîte mail en moins d'une heure.",
      "La version numérique est livrée par e-mail en moins d'une heure.",
    ],
    physical: [
      "Commandée avant 17h un jour ouvrable ? La carte est expédiée le jour même.",
      "La carte physique est glissée dans une belle enveloppe et part le jour même pour toute commande passée avant 17h en semaine.",
    ],
    both: [
      "Choisissez une carte numérique, reçue en moins d'une heure, ou une carte physique expédiée le jour même pour toute commande passée avant 17h un jour ouvrable.",
      "Disponible par e-mail, livrée en moins d'une heure, ou en carte physique dans un joli emballage.",
    ],
    fixed: "Disponible en montants fixes de {min} à {max}.",
    custom: "Choisissez librement un montant entre {min} et {max}.",
  },
  terms: {
    categories: {
      restaurants: {
        title: "Restaurants",
        description: "Du bistrot à la grande table : des {product} pour un délicieux repas.",
      },
      wellness: { title: "Bien-être", description: "Se détendre au sauna, lors d'un massage ou d'un soin beauté." },
      experiences: {
        title: "Expériences",
        description: "Des sorties et activités que le bénéficiaire n'oubliera jamais.",
      },
      shopping: {
        title: "Shopping",
        description: "Mode, beauté, high-tech et bien plus dans les meilleures boutiques.",
      },
      books: {
        title: "Livres & médias",
        description: "Lire, écouter, regarder et jouer : de quoi combler chaque passionné.",
      },
      travel: { title: "Voyages", description: "Nuits d'hôtel, city-trips et escapades le temps d'un week-end." },
      sports: { title: "Sport", description: "Pour tous ceux qui aiment bouger, du fitness au golf." },
      kids: { title: "Enfants", description: "Jouets, parcs d'attractions et sorties pour les plus petits." },
      home: { title: "Maison & jardin", description: "Tout pour un bel intérieur et un jardin verdoyant." },
      culture: { title: "Culture", description: "Théâtre, concerts, musées et festivals." },
    },
    types: {
      digital: { title: "Numérique", description: "Dans la boîte mail en moins d'une heure." },
      physical: {
        title: "Physique",
        description: "Une vraie carte, expédiée le jour même pour toute commande avant 17h en semaine.",
      },
      "multi-brand": {
        title: "Multi-enseignes",
        description: "Une seule carte, acceptée dans de nombreux établissements.",
      },
      experience: { title: "Expérience", description: "Offrez un moment à vivre plutôt qu'un objet." },
    },
    promotions: {
      "most-chosen": { title: "Les plus choisies", description: "Les coups de cœur de nos clients." },
      new: { title: "Nouveautés", description: "Tout juste ajoutées à notre gamme." },
      sale: { title: "Promotion", description: "Un avantage supplémentaire pour une durée limitée." },
    },
  },
  pages: {
    home: {
      title: "{Product} pour chaque occasion",
      metaTitle: "{store} | {Product} pour chaque occasion",
      keywords: "carte cadeau, chèque cadeau, cadeau, carte cadeau numérique, {store}",
      description:
        "Choisissez parmi plus de {claim} {product} pour les restaurants, le bien-être, les sorties et le shopping. Livraison numérique en moins d'une heure.",
      body: [
        h("Le cadeau parfait, toujours à portée de main"),
        p(
          "Chez {store}, vous choisissez parmi plus de {claim} {product} : d'un bon dîner à une journée au spa, d'un bon livre à une expérience inoubliable. Vous offrez ainsi toujours un cadeau qui fait vraiment plaisir.",
        ),
        ul(
          "Commandé avant 17h en semaine, expédié le jour même",
          "Livraison numérique en moins d'une heure",
          "Commandes professionnelles sur facture",
          "Personnalisable avec un emballage et un message",
        ),
      ],
    },
    terms: {
      title: "Conditions générales",
      metaTitle: "Conditions générales | {store}",
      keywords: "conditions générales, CGV, commande, {store}",
      description: "Les conditions applicables aux commandes passées chez {store} ({country}).",
      body: [
        h("1. Champ d'application"),
        p(
          "Les présentes conditions générales s'appliquent à toute commande passée sur la boutique en ligne {store} ({country}). En validant une commande, vous acceptez ces conditions.",
        ),
        h("2. Commande et paiement"),
        p(
          "La commande est conclue dès réception du paiement. Vous payez en toute sécurité avec l'un des moyens de paiement proposés ; les clients professionnels peuvent aussi commander sur facture. La TVA ne s'applique pas aux {product}.",
        ),
        h("3. Livraison"),
        p(
          "Les cartes numériques sont livrées par e-mail en moins d'une heure. Les commandes physiques reçues avant 17h un jour ouvrable sont expédiées le jour même. Les commandes supérieures à {threshold} sont envoyées en recommandé.",
        ),
        h("4. Validité et utilisation"),
        p(
          "La durée de validité figure sur la page du produit et sur la carte elle-même. Une carte ne peut pas être échangée contre des espèces et peut être utilisée en plusieurs fois tant qu'il reste un solde.",
        ),
        h("5. Droit de rétractation"),
        p(
          "Vous pouvez annuler gratuitement les cartes non utilisées dans les 14 jours suivant leur réception. Pour en savoir plus, consultez notre politique d'annulation.",
        ),
        h("6. Responsabilité et réclamations"),
        p(
          "{store} n'est pas responsable de la perte ou du vol d'une carte après sa livraison. Une réclamation ? Écrivez-nous à {email} ; nous répondons sous deux jours ouvrables.",
        ),
      ],
    },
    privacy: {
      title: "Politique de confidentialité",
      metaTitle: "Politique de confidentialité | {store}",
      keywords: "confidentialité, données personnelles, RGPD, {store}",
      description: "Comment {store} ({country}) traite vos données personnelles.",
      body: [
        h("Qui sommes-nous ?"),
        p(
          "{store} ({country}) est responsable du traitement des données personnelles que vous nous confiez. Nous traitons vos données avec soin et respectons la législation applicable en matière de protection des données, dont le RGPD lorsqu'il s'applique.",
        ),
        h("Quelles données traitons-nous ?"),
        ul(
          "Nom, adresse e-mail et numéro de téléphone",
          "Adresse de livraison et données de facturation",
          "Informations sur vos commandes et paiements",
          "Données techniques comme votre adresse IP et votre navigateur",
        ),
        h("À quoi servent-elles ?"),
        p(
          "Nous utilisons vos données pour traiter et livrer vos commandes, vous informer de leur suivi et répondre à vos questions. Nous ne vous envoyons notre newsletter qu'avec votre accord.",
        ),
        h("Combien de temps les conservons-nous ?"),
        p(
          "Nous ne conservons vos données que le temps nécessaire. Les données de commande et de facturation sont gardées pendant la durée de conservation imposée par la loi.",
        ),
        h("Vos droits"),
        p(
          "Vous pouvez à tout moment consulter, rectifier ou supprimer vos données. Il suffit d'envoyer un e-mail à {email}.",
        ),
      ],
    },
    cookies: {
      title: "Politique en matière de cookies",
      metaTitle: "Cookies | {store}",
      keywords: "cookies, politique cookies, confidentialité, {store}",
      description: "Les cookies utilisés par {store} ({country}) et leur utilité.",
      body: [
        h("Qu'est-ce qu'un cookie ?"),
        p(
          "Un cookie est un petit fichier texte qu'un site web enregistre sur votre appareil. Les cookies permettent à la boutique {store} de bien fonctionner et retiennent par exemple le contenu de votre panier.",
        ),
        h("Quels cookies utilisons-nous ?"),
        ul(
          "Cookies fonctionnels : indispensables pour le panier, le choix de la langue et le paiement.",
          "Cookies analytiques : ils nous aident à comprendre l'utilisation du site pour l'améliorer.",
          "Cookies marketing : uniquement avec votre accord, pour vous montrer des offres pertinentes.",
        ),
        h("Modifier vos préférences"),
        p(
          "Vous pouvez modifier votre consentement à tout moment via le lien Cookies en bas de page ou dans les réglages de votre navigateur. Sans cookies fonctionnels, la boutique ne fonctionne pas correctement.",
        ),
      ],
    },
    helpdesk: {
      title: "Centre d'aide",
      metaTitle: "Centre d'aide : questions fréquentes | {store}",
      keywords: "aide, FAQ, livraison, solde, {store}",
      description:
        "Les réponses aux questions les plus fréquentes sur la commande, la livraison et l'utilisation des {product}.",
      body: [
        p(
          "Vous trouverez ici les réponses aux questions que l'on nous pose le plus souvent. Votre question n'y figure pas ? N'hésitez pas à contacter notre service client.",
        ),
        faq(
          [
            "En combien de temps vais-je recevoir une carte cadeau numérique ?",
            "Les cartes numériques sont livrées par e-mail dans l'heure qui suit le paiement. Pensez aussi à vérifier vos courriers indésirables.",
          ],
          [
            "Quand ma carte physique est-elle expédiée ?",
            "Les commandes reçues avant 17h un jour ouvrable sont remises à La Poste le jour même.",
          ],
          [
            "Ma carte n'est pas encore arrivée. Que faire ?",
            "98 % des envois sont distribués en 2 à 3 jours ouvrables. Toujours rien après 5 jours ouvrables ? Contactez-nous et nous nous en occupons.",
          ],
          [
            "Comment consulter le solde de ma carte ?",
            "Rendez-vous sur la page Consulter le solde et saisissez le numéro de carte à 19 chiffres et le code PIN à 6 chiffres. Le solde restant et la date d'expiration s'affichent aussitôt.",
          ],
          [
            "Combien de temps une carte cadeau est-elle valable ?",
            "La durée de validité varie selon la marque ; elle est indiquée sur la page du produit et sur la carte.",
          ],
          [
            "Puis-je commander en tant qu'entreprise ?",
            "Bien sûr. Les clients professionnels commandent facilement sur facture et peuvent demander un devis, envoyé en moins d'une heure.",
          ],
          [
            "Dois-je payer la TVA sur les cartes cadeaux ?",
            "Non, la TVA ne s'applique pas aux {product}. Vous ne payez que la valeur de la carte et d'éventuels frais d'envoi.",
          ],
          [
            "Ma commande est-elle envoyée en recommandé ?",
            "Les commandes d'une valeur supérieure à {threshold} ou contenant du vin sont toujours envoyées en recommandé.",
          ],
        ),
      ],
    },
    contacts: {
      title: "Service client",
      metaTitle: "Contacter le service client | {store}",
      keywords: "service client, contact, question, {store}",
      description: "Contactez le service client de {store}.",
      body: [
        p("Une question sur votre commande, une carte ou son solde ? Notre service client est là pour vous aider."),
        ul("E-mail : {email}", "Téléphone : {phone}", "Horaires : {hours}"),
        p(
          "Nous sommes aussi à votre disposition pour les commandes professionnelles : vous recevez un devis en moins d'une heure.",
        ),
      ],
    },
    delivery: {
      title: "Livraison",
      metaTitle: "Livraison et expédition | {store}",
      keywords: "livraison, expédition, envoi, {store}",
      description: "Tout savoir sur la livraison des cartes numériques et physiques de {store}.",
      body: [
        h("Livraison numérique"),
        p(
          "Les cartes numériques arrivent par e-mail dans l'heure qui suit le paiement. Vous pouvez les transférer aussitôt ou les imprimer.",
        ),
        h("Envoi par courrier"),
        p(
          "Commande passée avant 17h un jour ouvrable ? Elle part par la poste le jour même. 98 % des envois sont distribués en 2 à 3 jours ouvrables. Si votre envoi n'est pas arrivé après 5 jours ouvrables, contactez-nous.",
        ),
        h("Envois recommandés"),
        p(
          "Les commandes supérieures à {threshold} ou contenant du vin sont envoyées en recommandé pour arriver en toute sécurité.",
        ),
        h("À l'international"),
        p("Nos cartes sont disponibles dans plus de 20 pays."),
      ],
    },
    "cancelation-policy": {
      title: "Politique d'annulation",
      metaTitle: "Annulation et retour | {store}",
      keywords: "annulation, retour, droit de rétractation, {store}",
      description: "Comment annuler ou retourner une commande passée chez {store}.",
      body: [
        h("Délai de rétractation de 14 jours"),
        p(
          "Vous pouvez annuler une commande dans les 14 jours suivant sa réception, sans avoir à vous justifier, tant que la carte n'a pas été utilisée ni activée.",
        ),
        h("Comment annuler ?"),
        ul(
          "Envoyez un e-mail à {email} en indiquant votre numéro de commande.",
          "Renvoyez les cartes physiques inutilisées dans leur emballage d'origine.",
          "Dès réception, nous vous remboursons sous 14 jours via le moyen de paiement utilisé.",
        ),
        h("Exceptions"),
        p(
          "Les cartes déjà (partiellement) utilisées ou personnalisées avec votre propre visuel ne peuvent pas être annulées.",
        ),
      ],
    },
    "choice-card": {
      title: "La carte cadeau au choix",
      metaTitle: "Carte cadeau au choix : laissez-les choisir | {store}",
      keywords: "carte cadeau au choix, carte multi-enseignes, carte cadeau, {store}",
      description:
        "Vous hésitez ? Avec la carte cadeau au choix de {store}, le bénéficiaire choisit parmi plus de {claim} marques.",
      body: [
        p(
          "Avec la carte cadeau au choix, plus besoin de choisir : le bénéficiaire dépense le montant auprès de l'une des plus de {claim} marques de notre gamme, des restaurants au bien-être, des livres aux expériences.",
        ),
        h("Comment activer la carte ?"),
        ul(
          "Saisissez le numéro de carte à 19 chiffres.",
          "Choisissez le montant à charger sur la carte.",
          "Indiquez votre adresse e-mail et payez.",
          "La carte est activée dans les 24 heures et prête à l'emploi.",
        ),
        h("Utiliser la carte"),
        p(
          "Via la page Consulter le solde, le bénéficiaire voit son solde et choisit une ou plusieurs cartes cadeaux de ses marques préférées.",
        ),
      ],
    },
    "over-ons": {
      title: "Qui sommes-nous ?",
      metaTitle: "À propos de {store}",
      keywords: "à propos, {store}, cartes cadeaux",
      description: "Découvrez {store}, le spécialiste des cartes cadeaux.",
      body: [
        h("Offrir, tout simplement"),
        p(
          "{store} vous aide à trouver rapidement un cadeau qui fera vraiment plaisir. Avec plus de {claim} {product}, vous trouvez toujours la bonne idée, pour chaque occasion et chaque budget.",
        ),
        h("Ce qui nous anime"),
        p(
          "Un beau cadeau, c'est avant tout une attention. C'est pourquoi chaque carte peut être personnalisée avec un emballage et un message, et nous veillons à ce qu'elle arrive vite et en toute sécurité.",
        ),
        h("Nos engagements"),
        ul(
          "Livraison numérique en moins d'une heure",
          "Commandé avant 17h en semaine, expédié le jour même",
          "Un service client à votre écoute",
        ),
      ],
    },
    "hoe-werkt-het": {
      title: "Comment ça marche ?",
      metaTitle: "Comment ça marche ? | {store}",
      keywords: "fonctionnement, commander, utiliser, {store}",
      description: "Commander, offrir et utiliser une carte cadeau en quelques étapes.",
      body: [
        h("Commander en quatre étapes"),
        ul(
          "Choisissez une carte dans notre gamme ou optez pour la carte cadeau au choix.",
          "Fixez le montant et choisissez la version numérique ou physique.",
          "Personnalisez-la avec un emballage et un message de 150 caractères maximum.",
          "Payez en toute sécurité ; les cartes numériques sont livrées en moins d'une heure.",
        ),
        h("Utiliser la carte"),
        p(
          "Le bénéficiaire utilise la carte en ligne ou en magasin auprès de la marque choisie. Le solde actuel est toujours consultable via la page Consulter le solde.",
        ),
      ],
    },
    "zakelijk-bestellen": {
      title: "Commandes professionnelles",
      metaTitle: "Commandes professionnelles sur facture | {store}",
      keywords: "commande professionnelle, facture, devis, cadeau d'affaires, {store}",
      description: "Commandez des cartes cadeaux pour vos collaborateurs et partenaires sur facture chez {store}.",
      body: [
        p(
          "Vous souhaitez remercier vos collaborateurs, clients ou partenaires ? Chez {store}, vous commandez facilement en grande quantité, avec toutes vos données d'entreprise sur la facture.",
        ),
        h("Les avantages pour les entreprises"),
        ul(
          "Paiement sur facture, avec référence ou centre de coûts",
          "Un devis en moins d'une heure",
          "Un message personnel pour chaque bénéficiaire",
          "Livraison numérique à plusieurs bénéficiaires en une fois",
        ),
        h("Demander un devis"),
        p(
          "Dites-nous combien de cartes il vous faut et pour quelle occasion. Vous recevez un devis sur mesure en moins d'une heure. Une question ? Écrivez à {email}.",
        ),
      ],
    },
    "zakelijk-cadeau": {
      title: "Cadeau d'entreprise",
      metaTitle: "Le cadeau d'entreprise idéal | {store}",
      keywords: "cadeau d'entreprise, cadeau collaborateurs, cadeau de fin d'année, cadeau client, {store}",
      description: "Une carte cadeau {store}, c'est le cadeau d'entreprise qui laisse chacun choisir.",
      body: [
        h("Un seul cadeau, que des heureux"),
        p(
          "Les goûts varient, surtout dans une grande équipe. Avec une carte cadeau {store}, chacun choisit : un dîner, une journée bien-être ou un nouveau livre.",
        ),
        h("Pour chaque occasion"),
        ul(
          "Cadeau de fin d'année pour le personnel",
          "Remerciement pour les clients et partenaires",
          "Anniversaire d'entreprise, départ à la retraite ou objectif atteint",
          "Lots pour vos jeux-concours et événements",
        ),
        p(
          "Vous préférez ne pas choisir du tout ? Avec la carte cadeau au choix, le bénéficiaire choisit parmi plus de {claim} marques.",
        ),
      ],
    },
  },
  blog: {
    "tips-voor-de-perfecte-cadeaukaart": {
      title: "Comment choisir la carte cadeau idéale",
      excerpt: "Cinq conseils pour trouver la carte qui correspond parfaitement au bénéficiaire.",
      body: [
        p(
          "Une carte cadeau laisse le choix au bénéficiaire, et avec un peu d'attention elle devient aussi très personnelle. Avec ces conseils, vous ne pouvez pas vous tromper.",
        ),
        ul(
          "Pensez aux loisirs du bénéficiaire.",
          "Choisissez un montant adapté à l'occasion.",
          "Vous hésitez ? Optez pour une carte valable dans plusieurs enseignes.",
          "Ajoutez un message personnel.",
          "Choisissez un bel emballage pour la carte physique.",
        ),
        p("Vraiment trop difficile de choisir ? La carte cadeau au choix est toujours une bonne idée."),
      ],
    },
    "digitaal-cadeau-geven": {
      title: "Offrir un cadeau numérique : mode d'emploi",
      excerpt: "Besoin d'un cadeau de dernière minute ? Une carte cadeau numérique est livrée en moins d'une heure.",
      body: [
        p(
          "Vous aviez oublié que c'était la fête aujourd'hui ? Pas de panique. Une carte cadeau numérique se commande en quelques minutes et arrive dans la boîte mail en moins d'une heure.",
        ),
        h("À vous ou directement au bénéficiaire"),
        p(
          "Vous choisissez si la carte vous est envoyée ou si elle part directement chez le bénéficiaire. Ajoutez un message personnel et le cadeau est prêt.",
        ),
      ],
    },
    "cadeaus-voor-medewerkers": {
      title: "Cinq idées cadeaux pour vos collaborateurs",
      excerpt: "Une marque de reconnaissance que chacun peut utiliser à sa façon.",
      body: [
        p(
          "Un cadeau d'équipe doit plaire à tout le monde. C'est pourquoi de plus en plus d'entreprises optent pour la carte cadeau.",
        ),
        ul(
          "Un dîner pour deux",
          "Une journée bien-être",
          "Une activité entre collègues",
          "Une carte pour les livres et le cinéma",
          "La carte cadeau au choix, pour ceux qui aiment choisir",
        ),
        p("Les entreprises commandent simplement sur facture et reçoivent un devis en moins d'une heure."),
      ],
    },
    "beleving-cadeau-geven": {
      title: "Offrez une expérience plutôt qu'un objet",
      excerpt:
        "Les souvenirs durent plus longtemps que les objets. C'est ce qui fait d'une expérience un si beau cadeau.",
      body: [
        p(
          "On est souvent plus heureux grâce à une expérience que grâce à un objet. Un vol en montgolfière, un atelier de cuisine ou une soirée au théâtre restent gravés pendant des années.",
        ),
        h("Vivre le moment ensemble"),
        p(
          "Une expérience se partage, en plus. Vous n'offrez donc pas seulement un cadeau, mais aussi du temps et de l'attention.",
        ),
      ],
    },
    "saldo-controleren": {
      title: "Comment consulter le solde de votre carte",
      excerpt: "En quelques secondes, vous savez ce qu'il reste sur votre carte cadeau.",
      body: [
        p(
          "Vous vous demandez combien il reste sur votre carte ? Vous le voyez en quelques secondes sur la page Consulter le solde.",
        ),
        ul(
          "Rendez-vous sur la page Consulter le solde.",
          "Saisissez le numéro de carte à 19 chiffres.",
          "Saisissez le code PIN à 6 chiffres.",
          "Consultez le solde et la date d'expiration.",
        ),
        p("Il vous reste un solde ? Dépensez-le aussitôt dans la boutique d'échange."),
      ],
    },
    "persoonlijke-boodschap-schrijven": {
      title: "Écrire le plus beau des messages personnels",
      excerpt: "Quelques mots bien choisis suffisent à rendre chaque cadeau unique.",
      body: [
        p(
          "Un message personnel transforme une carte cadeau en véritable cadeau. Vous disposez de 150 caractères : soyez bref et sincère.",
        ),
        h("Nos conseils"),
        ul(
          "Mentionnez l'occasion : un anniversaire, un merci, une étape importante.",
          "Évoquez un souvenir commun.",
          "Terminez par un vœu chaleureux.",
        ),
      ],
    },
  },
  moments: {
    verjaardag: {
      heroTitle: "Un cadeau pour chaque anniversaire",
      title: "Anniversaire",
      body: [
        p(
          "Qu'il s'agisse d'un anniversaire marquant ou d'une petite fête entre amis, une carte cadeau tombe toujours juste.",
        ),
        p(
          "Choisissez une carte pour un dîner, une sortie ou sa boutique préférée, et ajoutez un message de vœux personnel.",
        ),
      ],
    },
    huwelijk: {
      heroTitle: "Trinquons au bonheur des mariés",
      title: "Mariage",
      body: [
        p(
          "Offrez aux jeunes mariés un souvenir inoubliable : un dîner romantique, une nuit dans un hôtel d'exception ou une journée au spa à deux.",
        ),
        p("Vous offrez à plusieurs ? Choisissez un montant plus élevé pour un grand cadeau commun."),
      ],
    },
    geboorte: {
      heroTitle: "Bienvenue au monde, petit bout",
      title: "Naissance",
      body: [
        p(
          "Une naissance, ça se fête. Une carte pour des articles de puériculture ou des jouets donne un coup de pouce aux jeunes parents.",
        ),
        p("Ou offrez aux parents un moment de repos bien mérité avec une carte bien-être ou un dîner au restaurant."),
      ],
    },
    bedankt: {
      heroTitle: "Dites-le avec un cadeau",
      title: "Merci",
      body: [
        p(
          "Parfois, un petit geste en dit plus long que les mots. Une carte cadeau est une belle façon de remercier quelqu'un pour son aide, son soutien ou son amitié.",
        ),
        p("En version numérique, elle est livrée en moins d'une heure : votre merci arrive toujours à temps."),
      ],
    },
    kerst: {
      heroTitle: "Des cadeaux chaleureux pour les fêtes",
      title: "Noël",
      body: [
        p(
          "Sous le sapin, une carte cadeau a toujours sa place. Ainsi, chacun choisit exactement ce qui lui fait plaisir.",
        ),
        p("Conseil aux entreprises : les cadeaux de Noël pour le personnel se commandent facilement sur facture."),
      ],
    },
    moederdag: {
      heroTitle: "Pour la plus merveilleuse des mamans",
      title: "Fête des mères",
      body: [
        p(
          "Montrez à maman combien elle compte, avec une journée bien-être, un brunch ou une carte pour sa boutique préférée.",
        ),
        p("Ajoutez un message personnel pour rendre sa journée parfaite."),
      ],
    },
    vaderdag: {
      heroTitle: "Pour le meilleur des papas",
      title: "Fête des pères",
      body: [
        p("D'une expérience pleine d'adrénaline à un bon livre, il y a une carte cadeau pour chaque papa."),
        p("Commandez avant 17h un jour ouvrable et la carte physique part le jour même."),
      ],
    },
    pensioen: {
      heroTitle: "Profitez de votre temps libre",
      title: "Retraite",
      body: [
        p(
          "Après des années de travail, place enfin à la détente. Un voyage, un cours ou une journée au spa : le cadeau de départ idéal.",
        ),
        p("Vous offrez entre collègues ? Choisissez une carte avec un montant plus élevé ou la carte cadeau au choix."),
      ],
    },
  },
  highlighted: {
    title: "Vous hésitez ? Offrez la carte cadeau au choix",
    description: "Le bénéficiaire choisit parmi plus de {claim} marques.",
  },
};
