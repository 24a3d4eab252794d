/**
 * Seed content of the redeem shop: the external-link title of a brand (its page in the shop) and the
 * business redeem page every storefront gets (an invented company's own selection), in all 12
 * languages. `{brand}` and `{company}` are filled in by the seed.
 */
import type { Language } from "../../../storefront/vocabulary";

export const BRAND_LINK_TITLE: Record<Language, string> = {
  nl: "Alles over {brand}",
  fr: "Tout sur {brand}",
  de: "Alles über {brand}",
  en: "All about {brand}",
  it: "Tutto su {brand}",
  es: "Todo sobre {brand}",
  pt: "Tudo sobre {brand}",
  pl: "Wszystko o {brand}",
  sv: "Allt om {brand}",
  da: "Alt om {brand}",
  nb: "Alt om {brand}",
  fi: "Lisätietoa: {brand}",
};

export const BUSINESS_PAGE = {
  key: "northwind",
  company: "Northwind Logistics",
  texts: {
    nl: {
      title: "Een cadeau van {company}",
      intro: "Bedankt voor je inzet dit jaar. Kies met je kaart een cadeaubon uit onze selectie.",
      info: [
        "Je kaart is 12 maanden geldig vanaf de uitgiftedatum.",
        "Je kunt het saldo over meerdere cadeaubonnen verdelen.",
        "Vragen? Neem contact op met de HR-afdeling van {company}.",
      ],
    },
    fr: {
      title: "Un cadeau de {company}",
      intro: "Merci pour votre engagement cette année. Choisissez une carte cadeau dans notre sélection.",
      info: [
        "Votre carte est valable 12 mois à partir de sa date d'émission.",
        "Vous pouvez répartir le solde sur plusieurs cartes cadeaux.",
        "Des questions ? Contactez le service RH de {company}.",
      ],
    },
    de: {
      title: "Ein Geschenk von {company}",
      intro: "Danke für deinen Einsatz in diesem Jahr. Wähle mit deiner Karte einen Gutschein aus unserer Auswahl.",
      info: [
        "Deine Karte ist ab Ausgabedatum 12 Monate gültig.",
        "Du kannst das Guthaben auf mehrere Gutscheine verteilen.",
        "Fragen? Wende dich an die Personalabteilung von {company}.",
      ],
    },
    en: {
      title: "A gift from {company}",
      intro: "Thank you for your hard work this year. Use your card to choose a gift card from our selection.",
      info: [
        "Your card is valid for 12 months from its date of issue.",
        "You can spread the balance over several gift cards.",
        "Questions? Contact the HR department of {company}.",
      ],
    },
    it: {
      title: "Un regalo da {company}",
      intro: "Grazie per il tuo impegno quest'anno. Scegli con la tua carta una gift card della nostra selezione.",
      info: [
        "La tua carta è valida 12 mesi dalla data di emissione.",
        "Puoi suddividere il saldo su più gift card.",
        "Domande? Contatta l'ufficio del personale di {company}.",
      ],
    },
    es: {
      title: "Un regalo de {company}",
      intro: "Gracias por tu esfuerzo este año. Elige con tu tarjeta una tarjeta regalo de nuestra selección.",
      info: [
        "Tu tarjeta es válida durante 12 meses desde su fecha de emisión.",
        "Puedes repartir el saldo entre varias tarjetas regalo.",
        "¿Preguntas? Contacta con el departamento de personal de {company}.",
      ],
    },
    pt: {
      title: "Um presente da {company}",
      intro: "Obrigado pelo teu empenho este ano. Escolhe com o teu cartão um cartão-presente da nossa seleção.",
      info: [
        "O teu cartão é válido durante 12 meses a partir da data de emissão.",
        "Podes dividir o saldo por vários cartões-presente.",
        "Dúvidas? Contacta o departamento de recursos humanos da {company}.",
      ],
    },
    pl: {
      title: "Prezent od {company}",
      intro: "Dziękujemy za Twoje zaangażowanie w tym roku. Wybierz kartą kartę podarunkową z naszej oferty.",
      info: [
        "Karta jest ważna 12 miesięcy od daty wydania.",
        "Saldo możesz podzielić na kilka kart podarunkowych.",
        "Pytania? Skontaktuj się z działem kadr {company}.",
      ],
    },
    sv: {
      title: "En gåva från {company}",
      intro: "Tack för din insats i år. Välj med ditt kort ett presentkort ur vårt urval.",
      info: [
        "Ditt kort gäller i 12 månader från utgivningsdagen.",
        "Du kan fördela saldot på flera presentkort.",
        "Frågor? Kontakta personalavdelningen på {company}.",
      ],
    },
    da: {
      title: "En gave fra {company}",
      intro: "Tak for din indsats i år. Vælg med dit kort et gavekort fra vores udvalg.",
      info: [
        "Dit kort er gyldigt i 12 måneder fra udstedelsesdatoen.",
        "Du kan fordele saldoen på flere gavekort.",
        "Spørgsmål? Kontakt personaleafdelingen hos {company}.",
      ],
    },
    nb: {
      title: "En gave fra {company}",
      intro: "Takk for innsatsen i år. Velg med kortet ditt et gavekort fra vårt utvalg.",
      info: [
        "Kortet ditt er gyldig i 12 måneder fra utstedelsesdatoen.",
        "Du kan fordele saldoen på flere gavekort.",
        "Spørsmål? Kontakt personalavdelingen i {company}.",
      ],
    },
    fi: {
      title: "Lahja yritykseltä {company}",
      intro: "Kiitos työpanoksestasi tänä vuonna. Valitse kortillasi lahjakortti valikoimastamme.",
      info: [
        "Korttisi on voimassa 12 kuukautta myöntämispäivästä.",
        "Voit jakaa saldon useammalle lahjakortille.",
        "Kysyttävää? Ota yhteyttä yrityksen {company} henkilöstöosastoon.",
      ],
    },
  } satisfies Record<Language, { title: string; intro: string; info: string[] }>,
};
