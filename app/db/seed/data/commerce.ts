/**
 * Seed content of the basket: the extras every storefront offers (digital and physical wrappers, gift
 * packing, the personal message) with prices in euro (scaled per currency) and texts in all 12
 * languages, plus the Apple gift card (order limit, spec §8 2015) and the test card (never sold).
 */
import type { Language } from "../../../storefront/vocabulary";
import type { ExtraKind } from "../../catalogue-types";

type Texts = Record<Language, [title: string, description: string]>;

export interface ExtraSeed {
  key: string;
  kind: ExtraKind;
  /** Price in euro; scaled to the storefront's currency. */
  euro: number;
  containsWine?: boolean;
  colors: [background: string, accent: string];
  pattern: "dots" | "stripes" | "waves" | "grid" | "circles" | "plain";
  texts: Texts;
}

export const EXTRAS: ExtraSeed[] = [
  {
    key: "design-classic",
    kind: "DIGITAL_WRAPPER",
    euro: 0,
    colors: ["#1d3557", "#f1faee"],
    pattern: "plain",
    texts: {
      nl: ["Klassiek ontwerp", "Een sobere, stijlvolle e-mail voor elke gelegenheid."],
      fr: ["Design classique", "Un e-mail sobre et élégant pour toutes les occasions."],
      de: ["Klassisches Design", "Eine schlichte, stilvolle E-Mail für jeden Anlass."],
      en: ["Classic design", "A simple, stylish e-mail for every occasion."],
      it: ["Design classico", "Un'e-mail sobria ed elegante per ogni occasione."],
      es: ["Diseño clásico", "Un correo sobrio y elegante para cualquier ocasión."],
      pt: ["Design clássico", "Um e-mail simples e elegante para qualquer ocasião."],
      pl: ["Klasyczny wzór", "Prosty, elegancki e-mail na każdą okazję."],
      sv: ["Klassisk design", "Ett enkelt och stilrent mejl för alla tillfällen."],
      da: ["Klassisk design", "En enkel og stilfuld e-mail til enhver lejlighed."],
      nb: ["Klassisk design", "En enkel og stilig e-post til enhver anledning."],
      fi: ["Klassinen ulkoasu", "Tyylikäs ja selkeä sähköposti jokaiseen tilaisuuteen."],
    },
  },
  {
    key: "design-birthday",
    kind: "DIGITAL_WRAPPER",
    euro: 0.95,
    colors: ["#ff006e", "#ffbe0b"],
    pattern: "circles",
    texts: {
      nl: ["Verjaardagsontwerp", "Ballonnen en confetti: de e-mail wordt een feestje."],
      fr: ["Design anniversaire", "Ballons et confettis : l'e-mail devient une fête."],
      de: ["Geburtstagsdesign", "Luftballons und Konfetti: die E-Mail wird zur Party."],
      en: ["Birthday design", "Balloons and confetti: the e-mail becomes a party."],
      it: ["Design compleanno", "Palloncini e coriandoli: l'e-mail diventa una festa."],
      es: ["Diseño de cumpleaños", "Globos y confeti: el correo se convierte en una fiesta."],
      pt: ["Design de aniversário", "Balões e confetes: o e-mail vira uma festa."],
      pl: ["Wzór urodzinowy", "Balony i konfetti: e-mail zamienia się w przyjęcie."],
      sv: ["Födelsedagsdesign", "Ballonger och konfetti: mejlet blir ett kalas."],
      da: ["Fødselsdagsdesign", "Balloner og konfetti: e-mailen bliver en fest."],
      nb: ["Bursdagsdesign", "Ballonger og konfetti: e-posten blir en fest."],
      fi: ["Syntymäpäivä", "Ilmapalloja ja konfettia: sähköpostista tulee juhla."],
    },
  },
  {
    key: "design-thanks",
    kind: "DIGITAL_WRAPPER",
    euro: 0.95,
    colors: ["#2d6a4f", "#ffd166"],
    pattern: "waves",
    texts: {
      nl: ["Bedankt-ontwerp", "Zeg dankjewel met een warme, persoonlijke e-mail."],
      fr: ["Design merci", "Dites merci avec un e-mail chaleureux et personnel."],
      de: ["Dankeschön-Design", "Sagen Sie Danke mit einer herzlichen, persönlichen E-Mail."],
      en: ["Thank-you design", "Say thank you with a warm, personal e-mail."],
      it: ["Design grazie", "Di' grazie con un'e-mail calorosa e personale."],
      es: ["Diseño de agradecimiento", "Da las gracias con un correo cálido y personal."],
      pt: ["Design de agradecimento", "Agradeça com um e-mail caloroso e pessoal."],
      pl: ["Wzór z podziękowaniem", "Podziękuj ciepłym, osobistym e-mailem."],
      sv: ["Tack-design", "Säg tack med ett varmt, personligt mejl."],
      da: ["Tak-design", "Sig tak med en varm, personlig e-mail."],
      nb: ["Takk-design", "Si takk med en varm, personlig e-post."],
      fi: ["Kiitos-ulkoasu", "Kiitä lämpimällä, henkilökohtaisella sähköpostilla."],
    },
  },
  {
    key: "holder-classic",
    kind: "WRAPPER",
    euro: 1.95,
    colors: ["#212529", "#e9c46a"],
    pattern: "stripes",
    texts: {
      nl: ["Kaarthouder klassiek", "Een stevige kaarthouder met goudkleurige rand."],
      fr: ["Porte-carte classique", "Un porte-carte rigide avec bordure dorée."],
      de: ["Kartenhalter klassisch", "Ein fester Kartenhalter mit goldfarbenem Rand."],
      en: ["Classic card holder", "A sturdy card holder with a gold-coloured edge."],
      it: ["Porta-carta classico", "Un porta-carta rigido con bordo dorato."],
      es: ["Portatarjetas clásico", "Un portatarjetas rígido con borde dorado."],
      pt: ["Porta-cartão clássico", "Um porta-cartão resistente com borda dourada."],
      pl: ["Klasyczne etui na kartę", "Sztywne etui na kartę ze złotym brzegiem."],
      sv: ["Korthållare klassisk", "En stadig korthållare med guldfärgad kant."],
      da: ["Kortholder klassisk", "En solid kortholder med guldfarvet kant."],
      nb: ["Kortholder klassisk", "En solid kortholder med gullfarget kant."],
      fi: ["Klassinen korttikotelo", "Tukeva korttikotelo kullanvärisellä reunalla."],
    },
  },
  {
    key: "holder-festive",
    kind: "WRAPPER",
    euro: 1.95,
    colors: ["#9d0208", "#ffba08"],
    pattern: "dots",
    texts: {
      nl: ["Kaarthouder feestelijk", "Een vrolijke kaarthouder met stippen voor elk feest."],
      fr: ["Porte-carte festif", "Un porte-carte joyeux à pois pour chaque fête."],
      de: ["Kartenhalter festlich", "Ein fröhlicher Kartenhalter mit Punkten für jedes Fest."],
      en: ["Festive card holder", "A cheerful dotted card holder for every celebration."],
      it: ["Porta-carta festivo", "Un allegro porta-carta a pois per ogni festa."],
      es: ["Portatarjetas festivo", "Un alegre portatarjetas de lunares para cada fiesta."],
      pt: ["Porta-cartão festivo", "Um porta-cartão alegre de bolinhas para cada festa."],
      pl: ["Świąteczne etui na kartę", "Wesołe etui w kropki na każdą okazję."],
      sv: ["Korthållare festlig", "En glad prickig korthållare till varje fest."],
      da: ["Kortholder festlig", "En glad prikket kortholder til enhver fest."],
      nb: ["Kortholder festlig", "En glad prikkete kortholder til enhver fest."],
      fi: ["Juhlava korttikotelo", "Iloinen pilkullinen korttikotelo kaikkiin juhliin."],
    },
  },
  {
    key: "gift-box",
    kind: "GIFT_PACKING",
    euro: 2.95,
    colors: ["#6a4c93", "#f4a261"],
    pattern: "grid",
    texts: {
      nl: ["Cadeaudoosje", "Je kaart in een mooi doosje met lint, klaar om te geven."],
      fr: ["Boîte cadeau", "Votre carte dans une jolie boîte avec ruban, prête à offrir."],
      de: ["Geschenkbox", "Ihre Karte in einer schönen Box mit Schleife, bereit zum Verschenken."],
      en: ["Gift box", "Your card in a pretty box with a ribbon, ready to give."],
      it: ["Confezione regalo", "La tua carta in una bella scatola con nastro, pronta da regalare."],
      es: ["Caja de regalo", "Tu tarjeta en una bonita caja con lazo, lista para regalar."],
      pt: ["Caixa de presente", "O seu cartão numa caixa bonita com laço, pronto a oferecer."],
      pl: ["Pudełko prezentowe", "Twoja karta w ładnym pudełku ze wstążką, gotowa do wręczenia."],
      sv: ["Presentask", "Ditt kort i en fin ask med band, redo att ge bort."],
      da: ["Gaveæske", "Dit kort i en flot æske med bånd, klar til at give."],
      nb: ["Gaveeske", "Kortet ditt i en fin eske med bånd, klar til å gi bort."],
      fi: ["Lahjarasia", "Korttisi kauniissa rasiassa rusetilla, valmiina annettavaksi."],
    },
  },
  {
    key: "gift-box-wine",
    kind: "GIFT_PACKING",
    euro: 14.95,
    containsWine: true,
    colors: ["#6d071a", "#e9c46a"],
    pattern: "stripes",
    texts: {
      nl: [
        "Cadeaudoos met een fles wijn",
        "Je kaart met een fles rode wijn in een geschenkdoos. Wordt aangetekend verzonden.",
      ],
      fr: [
        "Coffret avec une bouteille de vin",
        "Votre carte avec une bouteille de vin rouge dans un coffret. Envoyé en recommandé.",
      ],
      de: [
        "Geschenkbox mit einer Flasche Wein",
        "Ihre Karte mit einer Flasche Rotwein in einer Geschenkbox. Versand per Einschreiben.",
      ],
      en: [
        "Gift box with a bottle of wine",
        "Your card with a bottle of red wine in a gift box. Sent by registered mail.",
      ],
      it: [
        "Confezione con una bottiglia di vino",
        "La tua carta con una bottiglia di vino rosso in confezione regalo. Spedita per raccomandata.",
      ],
      es: [
        "Caja con una botella de vino",
        "Tu tarjeta con una botella de vino tinto en una caja de regalo. Envío certificado.",
      ],
      pt: [
        "Caixa com uma garrafa de vinho",
        "O seu cartão com uma garrafa de vinho tinto numa caixa. Enviado por correio registado.",
      ],
      pl: ["Pudełko z butelką wina", "Twoja karta z butelką czerwonego wina w pudełku. Wysyłka listem poleconym."],
      sv: ["Presentask med en flaska vin", "Ditt kort med en flaska rött vin i en presentask. Skickas rekommenderat."],
      da: ["Gaveæske med en flaske vin", "Dit kort med en flaske rødvin i en gaveæske. Sendes anbefalet."],
      nb: ["Gaveeske med en flaske vin", "Kortet ditt med en flaske rødvin i en gaveeske. Sendes rekommandert."],
      fi: ["Lahjarasia ja pullo viiniä", "Korttisi ja pullo punaviiniä lahjarasiassa. Lähetetään kirjattuna."],
    },
  },
  {
    key: "message",
    kind: "PERSONAL_MESSAGE",
    euro: 0,
    colors: ["#f8f9fa", "#ff006e"],
    pattern: "plain",
    texts: {
      nl: ["Persoonlijke boodschap", "Een eigen tekst van maximaal 150 tekens bij je kaart."],
      fr: ["Message personnel", "Un texte à vous de 150 caractères maximum avec votre carte."],
      de: ["Persönliche Nachricht", "Ein eigener Text mit höchstens 150 Zeichen zu Ihrer Karte."],
      en: ["Personal message", "Your own text of up to 150 characters with your card."],
      it: ["Messaggio personale", "Un tuo testo di massimo 150 caratteri con la carta."],
      es: ["Mensaje personal", "Tu propio texto de hasta 150 caracteres con la tarjeta."],
      pt: ["Mensagem pessoal", "Um texto seu de até 150 caracteres com o cartão."],
      pl: ["Osobista wiadomość", "Twój własny tekst do 150 znaków dołączony do karty."],
      sv: ["Personligt meddelande", "Din egen text på högst 150 tecken med kortet."],
      da: ["Personlig hilsen", "Din egen tekst på højst 150 tegn med kortet."],
      nb: ["Personlig hilsen", "Din egen tekst på inntil 150 tegn med kortet."],
      fi: ["Henkilökohtainen viesti", "Oma enintään 150 merkin viesti kortin mukana."],
    },
  },
];

/** The Apple gift card: the same name everywhere, a description per language. */
export const APPLE: { title: string; descriptions: Record<Language, string> } = {
  title: "Apple Gift Card",
  descriptions: {
    nl: "Voor apps, games, muziek, films, iCloud+ en meer in de App Store en bij Apple. Maximaal 500 euro aan Apple Gift Cards per bestelling.",
    fr: "Pour les apps, jeux, musique, films, iCloud+ et plus sur l'App Store et chez Apple. 500 euros maximum de cartes Apple par commande.",
    de: "Für Apps, Spiele, Musik, Filme, iCloud+ und mehr im App Store und bei Apple. Höchstens 500 Euro an Apple Gift Cards pro Bestellung.",
    en: "For apps, games, music, films, iCloud+ and more in the App Store and at Apple. At most 500 euro of Apple Gift Cards per order.",
    it: "Per app, giochi, musica, film, iCloud+ e altro su App Store e da Apple. Massimo 500 euro di Apple Gift Card per ordine.",
    es: "Para apps, juegos, música, películas, iCloud+ y más en el App Store y en Apple. Máximo 500 euros en Apple Gift Cards por pedido.",
    pt: "Para apps, jogos, música, filmes, iCloud+ e mais na App Store e na Apple. No máximo 500 euros em Apple Gift Cards por encomenda.",
    pl: "Na aplikacje, gry, muzykę, filmy, iCloud+ i więcej w App Store i u Apple. Maksymalnie 500 euro w kartach Apple na zamówienie.",
    sv: "För appar, spel, musik, filmer, iCloud+ och mer i App Store och hos Apple. Högst 500 euro i Apple Gift Cards per beställning.",
    da: "Til apps, spil, musik, film, iCloud+ og mere i App Store og hos Apple. Højst 500 euro i Apple Gift Cards pr. ordre.",
    nb: "For apper, spill, musikk, filmer, iCloud+ og mer i App Store og hos Apple. Høyst 500 euro i Apple Gift Cards per bestilling.",
    fi: "Sovelluksiin, peleihin, musiikkiin, elokuviin, iCloud+:aan ja muuhun App Storessa ja Applella. Enintään 500 euroa Apple Gift Card -kortteja tilausta kohden.",
  },
};

/** The test card (QA): reachable by its URL, refused by the basket (spec §8). */
export const TEST_CARD: Record<Language, [title: string, description: string]> = {
  nl: ["Testkaart (niet te koop)", "Deze kaart dient alleen om de winkel te testen en kan niet besteld worden."],
  fr: [
    "Carte de test (pas en vente)",
    "Cette carte sert uniquement à tester la boutique et ne peut pas être commandée.",
  ],
  de: ["Testkarte (nicht verkäuflich)", "Diese Karte dient nur zum Testen des Shops und kann nicht bestellt werden."],
  en: ["Test card (not for sale)", "This card only serves to test the shop and cannot be ordered."],
  it: ["Carta di prova (non in vendita)", "Questa carta serve solo a provare il negozio e non può essere ordinata."],
  es: ["Tarjeta de prueba (no a la venta)", "Esta tarjeta solo sirve para probar la tienda y no se puede pedir."],
  pt: ["Cartão de teste (não está à venda)", "Este cartão serve apenas para testar a loja e não pode ser encomendado."],
  pl: ["Karta testowa (nie na sprzedaż)", "Ta karta służy tylko do testowania sklepu i nie można jej zamówić."],
  sv: ["Testkort (säljs inte)", "Kortet används bara för att testa butiken och kan inte beställas."],
  da: ["Testkort (sælges ikke)", "Kortet bruges kun til at teste butikken og kan ikke bestilles."],
  nb: ["Testkort (selges ikke)", "Kortet brukes bare til å teste butikken og kan ikke bestilles."],
  fi: ["Testikortti (ei myynnissä)", "Korttia käytetään vain kaupan testaamiseen, eikä sitä voi tilata."],
};
