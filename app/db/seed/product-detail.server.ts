/**
 * Seed of product page content: a gallery (card art + extra images, an embedded video on some
 * products) and shoppers' testimonials in every storefront language. Deterministic.
 */
import type { Insertable, Kysely } from "kysely";
import type { Database } from "../types";

type Trx = Kysely<Database>;

interface Review {
  author: string;
  rating: number;
  text: string;
}

/** Short reviews per language (real sentences, no placeholders). */
const REVIEWS: Record<string, Review[]> = {
  nl: [
    {
      author: "Sanne",
      rating: 5,
      text: "Binnen een paar minuten in de mailbox van mijn zus. Ze was er super blij mee!",
    },
    { author: "Pieter", rating: 5, text: "Makkelijk besteld en mooi verpakt. Een cadeau waar je altijd goed mee zit." },
    { author: "Lotte", rating: 4, text: "Fijne keuze aan bedragen en de persoonlijke boodschap maakte het af." },
    { author: "Bram", rating: 5, text: "Last minute nog een cadeau nodig en dit was perfect geregeld." },
  ],
  fr: [
    { author: "Camille", rating: 5, text: "Reçue en quelques minutes par e-mail, ma sœur était ravie !" },
    { author: "Julien", rating: 5, text: "Commande simple et joli emballage. Un cadeau qui fait toujours plaisir." },
    { author: "Élise", rating: 4, text: "Beau choix de montants et le message personnel était une belle touche." },
    { author: "Thomas", rating: 5, text: "Un cadeau de dernière minute parfaitement réglé." },
  ],
  de: [
    {
      author: "Anna",
      rating: 5,
      text: "Innerhalb weniger Minuten im Postfach meiner Schwester. Sie hat sich riesig gefreut!",
    },
    {
      author: "Lukas",
      rating: 5,
      text: "Einfach bestellt und schön verpackt. Mit diesem Geschenk liegt man immer richtig.",
    },
    { author: "Mia", rating: 4, text: "Gute Auswahl an Beträgen, und die persönliche Nachricht war das i-Tüpfelchen." },
    { author: "Jonas", rating: 5, text: "Last-Minute-Geschenk gebraucht und alles hat perfekt geklappt." },
  ],
  en: [
    { author: "Emma", rating: 5, text: "It reached my sister's inbox within minutes. She loved it!" },
    { author: "James", rating: 5, text: "Easy to order and nicely packed. A gift you can't go wrong with." },
    { author: "Olivia", rating: 4, text: "A good choice of amounts, and the personal message was a lovely touch." },
    { author: "Harry", rating: 5, text: "I needed a last-minute present and this worked perfectly." },
  ],
  it: [
    { author: "Giulia", rating: 5, text: "Arrivata per e-mail in pochi minuti, mia sorella era felicissima!" },
    { author: "Marco", rating: 5, text: "Ordine semplice e confezione curata. Un regalo sempre azzeccato." },
    { author: "Sofia", rating: 4, text: "Buona scelta di importi e il messaggio personale è stato un bel tocco." },
    { author: "Luca", rating: 5, text: "Mi serviva un regalo all'ultimo minuto ed è andato tutto alla perfezione." },
  ],
  es: [
    { author: "Lucía", rating: 5, text: "Llegó al correo de mi hermana en pocos minutos. ¡Le encantó!" },
    { author: "Javier", rating: 5, text: "Fácil de pedir y bien presentado. Un regalo que siempre acierta." },
    { author: "Carmen", rating: 4, text: "Buena variedad de importes y el mensaje personal fue un detalle precioso." },
    { author: "Pablo", rating: 5, text: "Necesitaba un regalo de última hora y todo salió perfecto." },
  ],
  pt: [
    { author: "Beatriz", rating: 5, text: "Chegou ao e-mail da minha irmã em poucos minutos. Ela adorou!" },
    { author: "João", rating: 5, text: "Fácil de encomendar e bem embalado. Um presente que agrada sempre." },
    { author: "Inês", rating: 4, text: "Boa escolha de valores e a mensagem pessoal foi um toque especial." },
    { author: "Tiago", rating: 5, text: "Precisava de um presente de última hora e correu tudo na perfeição." },
  ],
  pl: [
    { author: "Zofia", rating: 5, text: "Dotarła na skrzynkę mojej siostry w kilka minut. Była zachwycona!" },
    { author: "Jakub", rating: 5, text: "Łatwe zamówienie i ładne opakowanie. Prezent, który zawsze trafia." },
    { author: "Maja", rating: 4, text: "Dobry wybór kwot, a osobista wiadomość była miłym akcentem." },
    { author: "Piotr", rating: 5, text: "Potrzebowałem prezentu na ostatnią chwilę i wszystko poszło idealnie." },
  ],
  sv: [
    { author: "Ebba", rating: 5, text: "Det kom till min systers inkorg inom några minuter. Hon blev jätteglad!" },
    { author: "Oskar", rating: 5, text: "Enkelt att beställa och fint paketerat. En present som alltid passar." },
    { author: "Alva", rating: 4, text: "Bra urval av belopp och det personliga meddelandet var en fin detalj." },
    { author: "Elias", rating: 5, text: "Jag behövde en present i sista minuten och allt fungerade perfekt." },
  ],
  da: [
    { author: "Ida", rating: 5, text: "Det landede i min søsters indbakke på få minutter. Hun blev så glad!" },
    { author: "Mads", rating: 5, text: "Nemt at bestille og pænt pakket ind. En gave, der altid passer." },
    { author: "Freja", rating: 4, text: "Godt udvalg af beløb, og den personlige hilsen var en fin detalje." },
    { author: "Emil", rating: 5, text: "Jeg manglede en gave i sidste øjeblik, og det gik perfekt." },
  ],
  nb: [
    { author: "Nora", rating: 5, text: "Det kom i innboksen til søsteren min på få minutter. Hun ble kjempeglad!" },
    { author: "Jakob", rating: 5, text: "Enkelt å bestille og fint pakket. En gave som alltid passer." },
    { author: "Ingrid", rating: 4, text: "Godt utvalg av beløp, og den personlige hilsenen var en fin detalj." },
    { author: "Henrik", rating: 5, text: "Jeg trengte en gave i siste liten, og alt gikk perfekt." },
  ],
  fi: [
    {
      author: "Aino",
      rating: 5,
      text: "Lahjakortti tuli siskoni sähköpostiin muutamassa minuutissa. Hän ilahtui kovasti!",
    },
    { author: "Eetu", rating: 5, text: "Helppo tilata ja kauniisti pakattu. Lahja, joka sopii aina." },
    { author: "Helmi", rating: 4, text: "Hyvä valikoima summia, ja henkilökohtainen viesti oli mukava lisä." },
    { author: "Onni", rating: 5, text: "Tarvitsin lahjan viime hetkellä, ja kaikki sujui täydellisesti." },
  ],
};

/** Public demo videos (loaded only when the shopper presses play). */
const VIDEOS = [
  { source: "YOUTUBE" as const, id: "aqz-KE-bpKQ", title: "Big Buck Bunny" },
  { source: "VIMEO" as const, id: "1084537", title: "Big Buck Bunny" },
];

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Media and testimonials of the products of the store ids in `languagesOf` (the storefronts being seeded). */
export async function seedProductDetail(trx: Trx, languagesOf: Map<number, string[]>): Promise<void> {
  if (languagesOf.size === 0) return;
  const products = await trx
    .selectFrom("products")
    .select(["id", "store_id", "slug", "popularity"])
    .where("store_id", "in", [...languagesOf.keys()])
    .orderBy("store_id")
    .orderBy("position")
    .execute();
  const media: Insertable<Database["product_media"]>[] = [];
  const testimonials: Insertable<Database["testimonials"]>[] = [];
  const base = Date.UTC(2026, 0, 5, 9, 0, 0);
  for (const p of products) {
    const h = hash(`${p.store_id}:${p.slug}`);
    // Every fifth product has a video: YouTube or Vimeo.
    if (h % 5 === 0) {
      const video = VIDEOS[h % VIDEOS.length];
      media.push({
        product_id: p.id,
        position: 1,
        kind: "embed_video",
        source: video.source,
        url: video.id,
        poster: null,
        title: video.title,
      });
    }
    // Two to four reviews on most products, in each of the storefront's languages.
    const count = h % 7 === 0 ? 0 : 2 + (h % 3);
    for (const language of languagesOf.get(p.store_id) ?? []) {
      const pool = REVIEWS[language] ?? REVIEWS.en;
      for (let i = 0; i < count; i++) {
        const review = pool[(h + i) % pool.length];
        testimonials.push({
          store_id: p.store_id,
          product_id: p.id,
          language,
          author: review.author,
          rating: review.rating,
          text: review.text,
          created_at: new Date(base - ((h + i * 7919) % 200) * 86_400_000),
        });
      }
    }
  }
  for (let i = 0; i < media.length; i += 1000)
    await trx
      .insertInto("product_media")
      .values(media.slice(i, i + 1000))
      .execute();
  for (let i = 0; i < testimonials.length; i += 1000) {
    await trx
      .insertInto("testimonials")
      .values(testimonials.slice(i, i + 1000))
      .execute();
  }
}
