/**
 * Shared builders for the storefront files in tenants/ (files starting with `_` are not storefronts).
 *
 * Everything that is the same for a whole brand family (theme assets, image sizes) or for every
 * storefront (footer and business menus) lives here, with its texts in all 12 platform languages.
 * The builders take the storefront's languages and return only those: every LocalizedText of a
 * storefront must cover exactly its languages (see app/storefront/schema.ts).
 */
import type { Family, Language, LocalizedText, PaymentLogo, StorefrontInput } from "../app/storefront/schema";

type Theme = StorefrontInput["theme"];
type Menus = StorefrontInput["menus"];
type Image = Theme["notFoundImage"];
type Link = Theme["promoBlocks"]["pdpFeaturedBlock"]["link"];

/** A text in every platform language (the compiler checks that none is missing). */
export type Texts = Record<Language, string>;
/** A text that depends on a value, e.g. the brand name, in every platform language. */
export type Template = Record<Language, (value: string) => string>;

/** The texts of the storefront's languages only, in the storefront's language order. */
export function pick(texts: Texts, languages: readonly Language[]): LocalizedText {
  return Object.fromEntries(languages.map((language) => [language, texts[language]]));
}

/** A template filled with one value per language (e.g. the storefront's product noun). */
export function fill(template: Template, languages: readonly Language[], value: string | LocalizedText): LocalizedText {
  return Object.fromEntries(
    languages.map((language) => {
      const v = typeof value === "string" ? value : value[language];
      if (v === undefined) throw new Error(`fill: no value for '${language}'`);
      return [language, template[language](v)];
    }),
  );
}

const route = (id: string, splat?: string): Link =>
  splat ? { kind: "route", route: id, params: { "*": splat } } : { kind: "route", route: id };

// ---------------------------------------------------------------------------------------------
// Texts
// ---------------------------------------------------------------------------------------------

export const TEXTS = {
  // Promo blocks
  promoFeatured: {
    nl: "Eén kaart, honderden keuzes",
    fr: "Une carte, des centaines de choix",
    de: "Eine Karte, hunderte Möglichkeiten",
    en: "One card, hundreds of choices",
    it: "Una carta, centinaia di scelte",
    es: "Una tarjeta, cientos de opciones",
    pt: "Um cartão, centenas de escolhas",
    pl: "Jedna karta, setki możliwości",
    sv: "Ett kort, hundratals val",
    da: "Ét kort, hundredvis af muligheder",
    nb: "Ett kort, hundrevis av muligheter",
    fi: "Yksi kortti, satoja vaihtoehtoja",
  },
  promoPromotion: {
    nl: "Ontdek de acties van de maand",
    fr: "Découvrez les promotions du mois",
    de: "Entdecken Sie die Aktionen des Monats",
    en: "Discover this month's promotions",
    it: "Scopri le promozioni del mese",
    es: "Descubre las promociones del mes",
    pt: "Descubra as promoções do mês",
    pl: "Poznaj promocje miesiąca",
    sv: "Upptäck månadens erbjudanden",
    da: "Se månedens tilbud",
    nb: "Se månedens tilbud",
    fi: "Tutustu kuukauden tarjouksiin",
  },
  alternativeChoice: {
    nl: "Twijfel je? Laat hen zelf kiezen met de Choice cadeaukaart",
    fr: "Vous hésitez ? Laissez-les choisir avec la carte cadeau Choice",
    de: "Unentschlossen? Mit der Choice Geschenkkarte wählt der Beschenkte selbst",
    en: "Can't decide? Let them choose with the Choice gift card",
    it: "Indeciso? Lascia scegliere a chi la riceve con la carta regalo Choice",
    es: "¿No sabes qué regalar? Deja que elijan con la tarjeta regalo Choice",
    pt: "Na dúvida? Deixe quem recebe escolher com o cartão-presente Choice",
    pl: "Trudny wybór? Niech obdarowany sam wybierze dzięki karcie podarunkowej Choice",
    sv: "Svårt att välja? Låt mottagaren välja själv med Choice presentkort",
    da: "Svært at vælge? Lad modtageren selv vælge med Choice gavekort",
    nb: "Vanskelig å velge? La mottakeren velge selv med Choice gavekort",
    fi: "Vaikea päättää? Anna saajan valita itse Choice-lahjakortilla",
  },

  // Trust marks
  trustSecure: {
    nl: "Veilig betalen",
    fr: "Paiement sécurisé",
    de: "Sichere Zahlung",
    en: "Secure payment",
    it: "Pagamento sicuro",
    es: "Pago seguro",
    pt: "Pagamento seguro",
    pl: "Bezpieczne płatności",
    sv: "Säker betalning",
    da: "Sikker betaling",
    nb: "Sikker betaling",
    fi: "Turvallinen maksu",
  },
  trustRating: {
    nl: "Klantbeoordeling 9,1 op 10",
    fr: "Note des clients : 9,1 sur 10",
    de: "Kundenbewertung 9,1 von 10",
    en: "Customer rating 9.1 out of 10",
    it: "Valutazione dei clienti: 9,1 su 10",
    es: "Valoración de los clientes: 9,1 de 10",
    pt: "Avaliação dos clientes: 9,1 em 10",
    pl: "Ocena klientów: 9,1 na 10",
    sv: "Kundbetyg 9,1 av 10",
    da: "Kundebedømmelse 9,1 ud af 10",
    nb: "Kundevurdering 9,1 av 10",
    fi: "Asiakasarvio 9,1/10",
  },
  trustDelivery: {
    nl: "Digitaal geleverd binnen het uur",
    fr: "Livraison numérique en moins d'une heure",
    de: "Digitale Zustellung innerhalb einer Stunde",
    en: "Digital delivery within one hour",
    it: "Consegna digitale entro un'ora",
    es: "Entrega digital en menos de una hora",
    pt: "Entrega digital em menos de uma hora",
    pl: "Dostawa cyfrowa w ciągu godziny",
    sv: "Digital leverans inom en timme",
    da: "Digital levering inden for en time",
    nb: "Digital levering innen én time",
    fi: "Digitaalinen toimitus tunnin sisällä",
  },

  // Illustrations
  notFound: {
    nl: "Een lege, uitgepakte cadeaudoos",
    fr: "Une boîte cadeau ouverte et vide",
    de: "Eine leere, ausgepackte Geschenkbox",
    en: "An empty, unwrapped gift box",
    it: "Una scatola regalo aperta e vuota",
    es: "Una caja de regalo abierta y vacía",
    pt: "Uma caixa de presente aberta e vazia",
    pl: "Puste, rozpakowane pudełko na prezent",
    sv: "En tom, uppackad presentask",
    da: "En tom, udpakket gaveæske",
    nb: "En tom, utpakket gaveeske",
    fi: "Tyhjä, avattu lahjarasia",
  },
  doubler: {
    nl: "Verdubbel je saldo: elke maand een trekking",
    fr: "Doublez votre solde : tirage au sort chaque mois",
    de: "Verdoppeln Sie Ihr Guthaben: jeden Monat eine Verlosung",
    en: "Double your balance: a prize draw every month",
    it: "Raddoppia il tuo saldo: un'estrazione ogni mese",
    es: "Duplica tu saldo: un sorteo cada mes",
    pt: "Duplique o saldo: um sorteio todos os meses",
    pl: "Podwój swoje saldo: losowanie co miesiąc",
    sv: "Dubbla ditt saldo: utlottning varje månad",
    da: "Fordobl din saldo: lodtrækning hver måned",
    nb: "Doble saldoen din: trekning hver måned",
    fi: "Tuplaa saldosi: arvonta joka kuukausi",
  },
  doublerCard: {
    nl: "Kaart met een verdubbeld saldo",
    fr: "Carte au solde doublé",
    de: "Karte mit verdoppeltem Guthaben",
    en: "Card with a doubled balance",
    it: "Carta con il saldo raddoppiato",
    es: "Tarjeta con el saldo duplicado",
    pt: "Cartão com o saldo duplicado",
    pl: "Karta z podwojonym saldem",
    sv: "Kort med dubblat saldo",
    da: "Kort med fordoblet saldo",
    nb: "Kort med doblet saldo",
    fi: "Kortti, jonka saldo on tuplattu",
  },

  // Footer menu
  customerService: {
    nl: "Klantenservice",
    fr: "Service clients",
    de: "Kundenservice",
    en: "Customer service",
    it: "Servizio clienti",
    es: "Atención al cliente",
    pt: "Atendimento ao cliente",
    pl: "Obsługa klienta",
    sv: "Kundservice",
    da: "Kundeservice",
    nb: "Kundeservice",
    fi: "Asiakaspalvelu",
  },
  contact: {
    nl: "Contact",
    fr: "Nous contacter",
    de: "Kontakt",
    en: "Contact us",
    it: "Contattaci",
    es: "Contacto",
    pt: "Envie-nos uma mensagem",
    pl: "Kontakt",
    sv: "Kontakta oss",
    da: "Kontakt os",
    nb: "Kontakt oss",
    fi: "Ota yhteyttä",
  },
  helpdesk: {
    nl: "Veelgestelde vragen",
    fr: "Questions fréquentes",
    de: "Häufige Fragen",
    en: "Frequently asked questions",
    it: "Domande frequenti",
    es: "Preguntas frecuentes",
    pt: "Perguntas frequentes",
    pl: "Najczęściej zadawane pytania",
    sv: "Vanliga frågor",
    da: "Ofte stillede spørgsmål",
    nb: "Ofte stilte spørsmål",
    fi: "Usein kysytyt kysymykset",
  },
  delivery: {
    nl: "Levering en verzending",
    fr: "Livraison et expédition",
    de: "Lieferung und Versand",
    en: "Delivery and shipping",
    it: "Consegna e spedizione",
    es: "Envío y entrega",
    pt: "Entrega e envio",
    pl: "Dostawa i wysyłka",
    sv: "Leverans och frakt",
    da: "Levering og fragt",
    nb: "Levering og frakt",
    fi: "Toimitus ja postitus",
  },
  cancelation: {
    nl: "Herroepingsrecht",
    fr: "Droit de rétractation",
    de: "Widerrufsrecht",
    en: "Cancellation policy",
    it: "Diritto di recesso",
    es: "Política de cancelación",
    pt: "Política de cancelamento",
    pl: "Prawo odstąpienia od umowy",
    sv: "Ångerrätt",
    da: "Fortrydelsesret",
    nb: "Angrerett",
    fi: "Peruutusoikeus",
  },
  choiceCard: {
    nl: "Choice cadeaukaart",
    fr: "Carte cadeau Choice",
    de: "Choice Geschenkkarte",
    en: "Choice gift card",
    it: "Carta regalo Choice",
    es: "Tarjeta regalo Choice",
    pt: "Cartão-presente Choice",
    pl: "Karta podarunkowa Choice",
    sv: "Choice presentkort",
    da: "Choice gavekort",
    nb: "Choice gavekort",
    fi: "Choice-lahjakortti",
  },
  howItWorks: {
    nl: "Hoe werkt het?",
    fr: "Comment ça marche ?",
    de: "So funktioniert's",
    en: "How it works",
    it: "Come funziona",
    es: "Cómo funciona",
    pt: "Como funciona",
    pl: "Jak to działa?",
    sv: "Så fungerar det",
    da: "Sådan virker det",
    nb: "Slik fungerer det",
    fi: "Näin se toimii",
  },
  aboutUs: {
    nl: "Over ons",
    fr: "Qui sommes-nous ?",
    de: "Über uns",
    en: "About us",
    it: "Chi siamo",
    es: "Quiénes somos",
    pt: "Quem somos",
    pl: "O nas",
    sv: "Om oss",
    da: "Om os",
    nb: "Om oss",
    fi: "Tietoa meistä",
  },
  terms: {
    nl: "Algemene voorwaarden",
    fr: "Conditions générales",
    de: "Allgemeine Geschäftsbedingungen",
    en: "Terms and conditions",
    it: "Termini e condizioni",
    es: "Términos y condiciones",
    pt: "Termos e condições",
    pl: "Regulamin",
    sv: "Allmänna villkor",
    da: "Handelsbetingelser",
    nb: "Kjøpsvilkår",
    fi: "Myyntiehdot",
  },
  privacy: {
    nl: "Privacyverklaring",
    fr: "Politique de confidentialité",
    de: "Datenschutzerklärung",
    en: "Privacy policy",
    it: "Informativa sulla privacy",
    es: "Política de privacidad",
    pt: "Política de privacidade",
    pl: "Polityka prywatności",
    sv: "Integritetspolicy",
    da: "Privatlivspolitik",
    nb: "Personvernerklæring",
    fi: "Tietosuojaseloste",
  },
  cookies: {
    nl: "Cookieverklaring",
    fr: "Politique relative aux cookies",
    de: "Cookie-Richtlinie",
    en: "Cookie policy",
    it: "Informativa sui cookie",
    es: "Política de cookies",
    pt: "Política de cookies",
    pl: "Polityka plików cookie",
    sv: "Cookiepolicy",
    da: "Cookiepolitik",
    nb: "Bruk av informasjonskapsler",
    fi: "Evästekäytäntö",
  },

  // Business menu (the title is also the word on the business logos)
  business: {
    nl: "Zakelijk",
    fr: "Entreprises",
    de: "Firmenkunden",
    en: "Business",
    it: "Aziende",
    es: "Empresas",
    pt: "Empresas",
    pl: "Dla firm",
    sv: "Företag",
    da: "Erhverv",
    nb: "Bedrift",
    fi: "Yrityksille",
  },
  businessOrder: {
    nl: "Zakelijk bestellen",
    fr: "Commander pour votre entreprise",
    de: "Für Ihr Unternehmen bestellen",
    en: "Order for your business",
    it: "Ordina per la tua azienda",
    es: "Pedidos para empresas",
    pt: "Encomendas para empresas",
    pl: "Zamówienia dla firm",
    sv: "Beställ till ditt företag",
    da: "Bestil til din virksomhed",
    nb: "Bestill til bedriften din",
    fi: "Tilaa yrityksellesi",
  },
  businessGifts: {
    nl: "Personeelscadeaus",
    fr: "Cadeaux pour vos collaborateurs",
    de: "Mitarbeitergeschenke",
    en: "Gifts for your employees",
    it: "Regali per i dipendenti",
    es: "Regalos para empleados",
    pt: "Presentes para colaboradores",
    pl: "Prezenty dla pracowników",
    sv: "Personalgåvor",
    da: "Medarbejdergaver",
    nb: "Gaver til ansatte",
    fi: "Henkilöstölahjat",
  },
  businessContact: {
    nl: "Contact voor bedrijven",
    fr: "Contact entreprises",
    de: "Kontakt für Firmenkunden",
    en: "Contact our business team",
    it: "Contatti per le aziende",
    es: "Contacto para empresas",
    pt: "Atendimento a empresas",
    pl: "Kontakt dla firm",
    sv: "Kontakt för företag",
    da: "Kontakt for virksomheder",
    nb: "Kontakt for bedrifter",
    fi: "Yritysmyynnin yhteystiedot",
  },
} satisfies Record<string, Texts>;

export const TEMPLATES = {
  /** "All gift cards": the value is the storefront's product noun. */
  allProducts: {
    nl: (p) => `Alle ${p}`,
    fr: (p) => `Toutes les ${p}`,
    de: (p) => `Alle ${p}`,
    en: (p) => `All ${p}`,
    it: (p) => `Tutte le ${p}`,
    es: (p) => `Todas las ${p}`,
    pt: (p) => `Todos os ${p}`,
    pl: (p) => `Wszystkie ${p}`,
    sv: (p) => `Alla ${p}`,
    da: (p) => `Alle ${p}`,
    nb: (p) => `Alle ${p}`,
    fi: (p) => `Kaikki ${p}`,
  },
  /** Column title "About <brand>". */
  aboutBrand: {
    nl: (b) => `Over ${b}`,
    fr: (b) => `À propos de ${b}`,
    de: (b) => `Über ${b}`,
    en: (b) => `About ${b}`,
    it: (b) => `Informazioni su ${b}`,
    es: (b) => `Sobre ${b}`,
    pt: (b) => `Sobre ${b}`,
    pl: (b) => `O ${b}`,
    sv: (b) => `Om ${b}`,
    da: (b) => `Om ${b}`,
    nb: (b) => `Om ${b}`,
    fi: (b) => `${b} lyhyesti`,
  },
} satisfies Record<string, Template>;

/** "cadeaubonnen" → "Cadeaubonnen" in every language of a localized text. */
function capitalized(text: LocalizedText): LocalizedText {
  return Object.fromEntries(
    Object.entries(text).map(([language, value]) => [
      language,
      value.charAt(0).toLocaleUpperCase(language) + value.slice(1),
    ]),
  );
}

// ---------------------------------------------------------------------------------------------
// Theme
// ---------------------------------------------------------------------------------------------

type TrustMark = "secure" | "rating" | "delivery";

/** What differs between the brand families (drawings live in public/brand/<family>/). */
const FAMILY: Record<Family, { version: Theme["version"]; trustMarks: TrustMark[]; headerDecoration: boolean }> = {
  kadoo: { version: "v1", trustMarks: ["rating", "secure", "delivery"], headerDecoration: true },
  giftpass: { version: "v2", trustMarks: ["secure", "delivery"], headerDecoration: false },
  choice: { version: "v3", trustMarks: ["rating", "secure"], headerDecoration: false },
};

const TRUST_ALT: Record<TrustMark, Texts> = {
  secure: TEXTS.trustSecure,
  rating: TEXTS.trustRating,
  delivery: TEXTS.trustDelivery,
};

export interface ThemeOptions {
  /** Payment logos in footer order (the first 4 show on mobile). */
  paymentLogos: PaymentLogo[];
  /** Social profiles of the storefront; see socialLinks(). */
  socialLinks: Theme["socialLinks"];
  /** Width of the not-found illustration: 200, or 450 on the storefronts with the large one. */
  notFoundWidth?: 200 | 450;
}

/** The theme of a storefront: the family's drawings, texts in the storefront's languages. */
export function theme(family: Family, languages: readonly Language[], options: ThemeOptions): Theme {
  const dir = `/brand/${family}`;
  const { version, trustMarks, headerDecoration } = FAMILY[family];
  const image = (file: string, width: number, height: number, alt?: Texts): Image => ({
    src: `${dir}/${file}`,
    ...(alt ? { alt: pick(alt, languages) } : {}),
    width,
    height,
  });
  const trust = (width: number, height: number) =>
    trustMarks.map((mark) => image(`trust-${mark}.svg`, width, height, TRUST_ALT[mark]));
  const notFoundWidth = options.notFoundWidth ?? 200;
  return {
    version,
    logos: {
      logo: `${dir}/logo.svg`,
      logoV2: `${dir}/logo-v2.svg`,
      footerLogo: `${dir}/footer-logo.svg`,
      modalLogo: `${dir}/modal-logo.svg`,
      footerClockIcon: `${dir}/clock.svg`,
    },
    promoBlocks: {
      pdpFeaturedBlock: {
        image: image("promo-featured.svg", 600, 300),
        link: route("choice-card"),
        title: pick(TEXTS.promoFeatured, languages),
      },
      pdpPromotionBlock: {
        image: image("promo-promotion.svg", 600, 300),
        link: route("list"),
        title: pick(TEXTS.promoPromotion, languages),
      },
      alternativeChoiceAllInOne: {
        image: image("alternative-choice.svg", 600, 300),
        link: route("choice-card"),
        title: pick(TEXTS.alternativeChoice, languages),
      },
    },
    trustMarks: trust(120, 40),
    trustMarksTopbar: trust(120, 40),
    trustMarksBottomBar: trust(60, 20),
    trustMarksHeader: trust(120, 40).slice(0, 1),
    // The drawing is 5:4 (400x320).
    notFoundImage: image("not-found.svg", notFoundWidth, (notFoundWidth * 4) / 5, TEXTS.notFound),
    ...(headerDecoration ? { headerDecoration: image("header-decoration.svg", 1200, 30) } : {}),
    footerDecoration: image("footer-decoration.svg", 1200, 40),
    faq: image("faq.svg", 240, 240),
    doubler: image("doubler.svg", 400, 240, TEXTS.doubler),
    doublerPageBg: image("doubler-bg.svg", 1440, 480),
    doublerHeroCardImage: image("doubler-card.svg", 340, 214, TEXTS.doublerCard),
    paymentLogos: options.paymentLogos,
    businessLogos: Object.fromEntries(
      languages.map((language) => [
        language,
        {
          pdpBusinessLogo: `${dir}/business-${language}.svg`,
          mobilePdpBusinessLogo: `${dir}/business-${language}-mobile.svg`,
        },
      ]),
    ),
    socialLinks: options.socialLinks,
  };
}

/**
 * The seven social profiles of a storefront. `handle` is the page name on Facebook, Instagram and
 * TikTok (e.g. "kadoo.be"); LinkedIn, Pinterest, X and YouTube use names without dots.
 */
export function socialLinks(handle: string, company: string): Theme["socialLinks"] {
  const plain = handle.replace(/\./g, "");
  return [
    { kind: "facebook", url: `https://www.facebook.com/${handle}` },
    { kind: "instagram", url: `https://www.instagram.com/${handle}/` },
    { kind: "tiktok", url: `https://www.tiktok.com/@${handle}` },
    { kind: "linkedin", url: `https://www.linkedin.com/company/${company}/` },
    { kind: "pinterest", url: `https://www.pinterest.com/${plain}/` },
    { kind: "twitter", url: `https://x.com/${plain}` },
    { kind: "youtube", url: `https://www.youtube.com/@${company}` },
  ];
}

// ---------------------------------------------------------------------------------------------
// Menus
// ---------------------------------------------------------------------------------------------

/** Footer (3 columns) and business menu, titled in the storefront's languages. */
export function menus(brandName: string, languages: readonly Language[], productNoun: LocalizedText): Menus {
  const t = (texts: Texts) => pick(texts, languages);
  return {
    footer: [
      {
        title: t(TEXTS.customerService),
        items: [
          { title: t(TEXTS.contact), link: route("contact") },
          { title: t(TEXTS.helpdesk), link: route("helpdesk") },
          { title: t(TEXTS.delivery), link: route("delivery") },
          { title: t(TEXTS.cancelation), link: route("cancelation-policy") },
        ],
      },
      {
        title: capitalized(productNoun),
        items: [
          { title: fill(TEMPLATES.allProducts, languages, productNoun), link: route("list") },
          { title: t(TEXTS.choiceCard), link: route("choice-card") },
          { title: t(TEXTS.howItWorks), link: route("landing", "hoe-werkt-het") },
        ],
      },
      {
        title: fill(TEMPLATES.aboutBrand, languages, brandName),
        items: [
          { title: t(TEXTS.aboutUs), link: route("landing", "over-ons") },
          { title: t(TEXTS.terms), link: route("terms") },
          { title: t(TEXTS.privacy), link: route("privacy") },
          { title: t(TEXTS.cookies), link: route("cookies") },
        ],
      },
    ],
    business: {
      title: t(TEXTS.business),
      items: [
        { title: t(TEXTS.businessOrder), link: route("landing", "zakelijk-bestellen") },
        { title: t(TEXTS.businessGifts), link: route("landing", "zakelijk-cadeau") },
        { title: t(TEXTS.businessContact), link: route("contact") },
      ],
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Checkout, payments and gift cards: country data (time zone, VAT, delivery countries, the payment
// methods that country's shoppers expect) and amounts scaled to the storefront's currency.
// ---------------------------------------------------------------------------------------------

type CheckoutConfig = StorefrontInput["checkout"];
type PaymentsConfig = StorefrontInput["payments"];
type Method = PaymentsConfig["methods"][number];

/** Roughly how many units of a currency buy what one euro buys (amount sets and limits scale by it). */
const CURRENCY_SCALE: Record<string, number> = {
  EUR: 1,
  GBP: 1,
  USD: 1,
  CAD: 1,
  AUD: 1,
  NZD: 1,
  CHF: 1,
  SEK: 10,
  NOK: 10,
  DKK: 10,
  PLN: 4,
  MXN: 20,
  BRL: 5,
};

interface CountryCommerce {
  timeZone: string;
  vatRate: number;
  deliveryCountries: string[];
  methods: Method[];
  /** Postal rates in euro (scaled to the currency). */
  shipping: [standard: number, registered: number];
  /** Bank of the shop's account in the country (IBAN countries only): [bank code part of the BBAN, BIC]. */
  bank?: [bban: string, bic: string];
}

const COUNTRIES: Record<string, CountryCommerce> = {
  BE: {
    timeZone: "Europe/Brussels",
    vatRate: 21,
    deliveryCountries: ["BE", "NL", "LU", "FR", "DE"],
    methods: ["bancontact", "payconiq", "kbc", "belfius", "card", "applepay", "paypal", "banktransfer", "invoice"],
    shipping: [2.95, 8.95],
    bank: ["539007547034", "GKCCBEBB"],
  },
  NL: {
    timeZone: "Europe/Amsterdam",
    vatRate: 21,
    deliveryCountries: ["NL", "BE", "DE", "LU"],
    methods: ["ideal", "card", "applepay", "paypal", "banktransfer", "invoice"],
    shipping: [2.5, 9.95],
    bank: ["ABNA0417164300", "ABNANL2A"],
  },
  LU: {
    timeZone: "Europe/Luxembourg",
    vatRate: 17,
    deliveryCountries: ["LU", "BE", "FR", "DE", "NL"],
    methods: ["card", "applepay", "paypal", "banktransfer", "invoice"],
    shipping: [3.5, 9.95],
    bank: ["0019400644750000", "BCEELULL"],
  },
  DE: {
    timeZone: "Europe/Berlin",
    vatRate: 19,
    deliveryCountries: ["DE", "AT", "NL", "BE", "LU"],
    methods: ["paypal", "card", "sofort", "giropay", "applepay", "banktransfer", "invoice"],
    shipping: [2.95, 8.95],
    bank: ["370400440532013000", "COBADEFFXXX"],
  },
  AT: {
    timeZone: "Europe/Vienna",
    vatRate: 20,
    deliveryCountries: ["AT", "DE"],
    methods: ["eps", "card", "sofort", "paypal", "applepay", "banktransfer", "invoice"],
    shipping: [3.5, 9.5],
    bank: ["1904300234573201", "BKAUATWW"],
  },
  CH: {
    timeZone: "Europe/Zurich",
    vatRate: 8.1,
    deliveryCountries: ["CH", "LI"],
    methods: ["card", "applepay", "paypal", "banktransfer", "invoice"],
    shipping: [3.5, 9.5],
    bank: ["0076201162385295", "BCGECHGGXXX"],
  },
  FR: {
    timeZone: "Europe/Paris",
    vatRate: 20,
    deliveryCountries: ["FR", "BE", "LU", "MC"],
    methods: ["card", "applepay", "paypal", "banktransfer", "invoice"],
    shipping: [3.5, 9.5],
    bank: ["20041010050500013M02606", "PSSTFRPPPAR"],
  },
  IT: {
    timeZone: "Europe/Rome",
    vatRate: 22,
    deliveryCountries: ["IT", "SM"],
    methods: ["card", "applepay", "paypal", "banktransfer", "invoice"],
    shipping: [3.5, 9.5],
    bank: ["X0542811101000000123456", "BPMOIT22XXX"],
  },
  ES: {
    timeZone: "Europe/Madrid",
    vatRate: 21,
    deliveryCountries: ["ES"],
    methods: ["card", "applepay", "paypal", "banktransfer", "invoice"],
    shipping: [3.5, 9.5],
    bank: ["21000418450200051332", "CAIXESBBXXX"],
  },
  PT: {
    timeZone: "Europe/Lisbon",
    vatRate: 23,
    deliveryCountries: ["PT"],
    methods: ["mbway", "card", "applepay", "paypal", "banktransfer", "invoice"],
    shipping: [3.5, 9.5],
    bank: ["000201231234567890154", "CGDIPTPL"],
  },
  IE: {
    timeZone: "Europe/Dublin",
    vatRate: 23,
    deliveryCountries: ["IE", "GB"],
    methods: ["card", "applepay", "paypal", "banktransfer", "invoice"],
    shipping: [3.5, 9.5],
    bank: ["AIBK93115212345678", "AIBKIE2D"],
  },
  GB: {
    timeZone: "Europe/London",
    vatRate: 20,
    deliveryCountries: ["GB", "IE"],
    methods: ["card", "applepay", "paypal", "banktransfer", "invoice"],
    shipping: [2.5, 7.95],
    bank: ["NWBK60161331926819", "NWBKGB2L"],
  },
  PL: {
    timeZone: "Europe/Warsaw",
    vatRate: 23,
    deliveryCountries: ["PL"],
    methods: ["blik", "przelewy24", "card", "applepay", "paypal", "banktransfer", "invoice"],
    shipping: [3, 8],
    bank: ["109010140000071219812874", "WBKPPLPP"],
  },
  SE: {
    timeZone: "Europe/Stockholm",
    vatRate: 25,
    deliveryCountries: ["SE"],
    methods: ["swish", "trustly", "card", "applepay", "paypal", "invoice"],
    shipping: [3, 8],
  },
  DK: {
    timeZone: "Europe/Copenhagen",
    vatRate: 25,
    deliveryCountries: ["DK"],
    methods: ["card", "applepay", "paypal", "trustly", "invoice"],
    shipping: [3, 8],
  },
  NO: {
    timeZone: "Europe/Oslo",
    vatRate: 25,
    deliveryCountries: ["NO"],
    methods: ["card", "applepay", "paypal", "invoice"],
    shipping: [3, 8],
  },
  FI: {
    timeZone: "Europe/Helsinki",
    vatRate: 25.5,
    deliveryCountries: ["FI"],
    methods: ["trustly", "card", "applepay", "paypal", "banktransfer", "invoice"],
    shipping: [3.5, 9.5],
    bank: ["123456000000785", "NDEAFIHH"],
  },
  US: {
    timeZone: "America/New_York",
    vatRate: 0,
    deliveryCountries: ["US"],
    methods: ["card", "applepay", "paypal", "invoice"],
    shipping: [3.5, 9.5],
  },
  CA: {
    timeZone: "America/Toronto",
    vatRate: 13,
    deliveryCountries: ["CA"],
    methods: ["card", "applepay", "paypal", "invoice"],
    shipping: [3.5, 9.5],
  },
  MX: {
    timeZone: "America/Mexico_City",
    vatRate: 16,
    deliveryCountries: ["MX"],
    methods: ["card", "paypal", "invoice"],
    shipping: [3.5, 9.5],
  },
  BR: {
    timeZone: "America/Sao_Paulo",
    vatRate: 17,
    deliveryCountries: ["BR"],
    methods: ["card", "paypal", "invoice"],
    shipping: [3.5, 9.5],
  },
  AU: {
    timeZone: "Australia/Sydney",
    vatRate: 10,
    deliveryCountries: ["AU", "NZ"],
    methods: ["card", "applepay", "paypal", "invoice"],
    shipping: [3.5, 9.5],
  },
  NZ: {
    timeZone: "Pacific/Auckland",
    vatRate: 15,
    deliveryCountries: ["NZ", "AU"],
    methods: ["card", "applepay", "paypal", "invoice"],
    shipping: [3.5, 9.5],
  },
};

/** iDEAL banks (spec §3 payment methods: banks with id and issuer). */
const IDEAL_ISSUERS = [
  { id: "ABNANL2A", name: "ABN AMRO" },
  { id: "ASNBNL21", name: "ASN Bank" },
  { id: "BUNQNL2A", name: "bunq" },
  { id: "INGBNL2A", name: "ING" },
  { id: "KNABNL2H", name: "Knab" },
  { id: "RABONL2U", name: "Rabobank" },
  { id: "RBRBNL21", name: "RegioBank" },
  { id: "REVOLT21", name: "Revolut" },
  { id: "SNSBNL2A", name: "SNS" },
  { id: "TRIONL2U", name: "Triodos Bank" },
];

function countryOf(country: string): CountryCommerce {
  const data = COUNTRIES[country];
  if (!data) throw new Error(`tenants/_shared: no checkout data for country ${country}`);
  return data;
}

/** Rounds a scaled amount to a price shoppers expect (whole units above 20, else to .05). */
function price(euro: number, currency: string): number {
  const value = euro * (CURRENCY_SCALE[currency] ?? 1);
  return value >= 20 ? Math.round(value) : Math.round(value * 20) / 20;
}

/** Checkout rules of a storefront in `country` selling in `currency` (spec §1, §8, §9). */
export function checkout(country: string, currency: string): CheckoutConfig {
  const c = countryOf(country);
  return {
    timeZone: c.timeZone,
    vatRate: c.vatRate,
    deliveryCountries: c.deliveryCountries,
    shipping: { standard: price(c.shipping[0], currency), registered: price(c.shipping[1], currency) },
    registeredAbove: price(300, currency),
    appleLimit: price(500, currency),
    orderLimit: price(5000, currency),
    maxCards: 100,
  };
}

/** ISO 13616 check digits, so configured IBANs are real-looking and pass a checksum test. */
function iban(country: string, bban: string): string {
  const digits = `${bban}${country}00`
    .toUpperCase()
    .split("")
    .map((ch) => (/[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch))
    .join("");
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return `${country}${String(98 - rest).padStart(2, "0")}${bban}`;
}

/**
 * Payment methods of the country (plus `extra` ones a storefront offers besides, e.g. iDEAL for Dutch
 * shoppers of a Belgian store), the iDEAL bank list where iDEAL is offered, and the shop's account.
 */
export function payments(country: string, beneficiary: string, extra: Method[] = []): PaymentsConfig {
  const c = countryOf(country);
  const methods = [...c.methods.slice(0, 1), ...extra.filter((m) => !c.methods.includes(m)), ...c.methods.slice(1)];
  return {
    methods,
    issuers: methods.includes("ideal") ? { ideal: IDEAL_ISSUERS } : {},
    bankAccount: c.bank ? { beneficiary, iban: iban(country, c.bank[0]), bic: c.bank[1] } : undefined,
  };
}

/** 19-digit card numbers of a storefront start with 628 + its store id (unique per storefront). */
export function giftcards(storeId: number): StorefrontInput["giftcards"] {
  return { prefixes: [`628${String(storeId).padStart(4, "0")}`], validityMonths: 24 };
}
