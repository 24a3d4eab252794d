import { faq, h, p, ul } from "./blocks";
import type { LanguagePack } from "./types";

export const nl: LanguagePack = {
  product: {
    title: "{brand} cadeaubon",
    donationTitle: "Donatiebon {brand}",
    blankTitle: "Blanco cadeaukaart",
    blankSetTitle: "Set van 3 blanco cadeaukaarten",
  },
  descriptions: {
    intro: {
      restaurants: [
        "Met een cadeaubon van {brand} trakteer je iemand op een heerlijk etentje.",
        "Aan tafel bij {brand}: een cadeau dat je samen kunt proeven.",
      ],
      wellness: [
        "Een cadeaubon van {brand} is een uitnodiging om even helemaal tot rust te komen.",
        "Verwen iemand met een dag vol ontspanning bij {brand}.",
      ],
      experiences: [
        "Met {brand} geef je geen spullen, maar een herinnering voor het leven.",
        "Een uitje bij {brand} zorgt gegarandeerd voor verhalen achteraf.",
      ],
      shopping: [
        "Bij {brand} kiest de ontvanger zelf iets moois uit het assortiment.",
        "Met een cadeaubon van {brand} zit je nooit naast de smaak van de ontvanger.",
      ],
      books: [
        "Met {brand} geef je urenlang lees-, kijk- of luisterplezier cadeau.",
        "Voor wie graag wegdroomt in een verhaal is {brand} altijd een schot in de roos.",
      ],
      travel: [
        "Met {brand} geef je een welverdiende adempauze, ver weg van de dagelijkse drukte.",
        "Een verblijf via {brand} is het ideale cadeau voor wie graag op pad gaat.",
      ],
      sports: [
        "Met {brand} geef je een sportieve vriend of collega nieuwe energie.",
        "Nieuwe uitrusting of juist een les: bij {brand} kan het allemaal.",
      ],
      kids: [
        "Met {brand} tover je een glimlach op het gezicht van elk kind.",
        "Een cadeaubon van {brand} zorgt voor speelplezier en samen lachen.",
      ],
      home: [
        "Met {brand} maakt de ontvanger het thuis nog een beetje gezelliger.",
        "Voor klussers, tuiniers en interieurliefhebbers is {brand} een prima keuze.",
      ],
      culture: [
        "Met {brand} geef je een avond vol muziek, theater of kunst cadeau.",
        "Een cadeaubon van {brand} opent de deur naar de mooiste voorstellingen en tentoonstellingen.",
      ],
    },
    donation: [
      "Met deze donatiebon steunt de ontvanger het werk van {brand}.",
      "De ontvanger bepaalt zelf hoe het bedrag bij {brand} het meeste verschil maakt.",
    ],
    blank: [
      "Een blanco cadeaukaart laat de ontvanger vrij kiezen uit al onze merken.",
      "Ideaal voor wie zelf het bedrag wil bepalen en het cadeau persoonlijk wil maken.",
    ],
    digital: [
      "Je bestelt hem digitaal en binnen een uur staat hij in de mailbox.",
      "De digitale versie wordt binnen een uur per e-mail geleverd.",
    ],
    physical: [
      "Op een werkdag vóór 17:00 besteld? Dan versturen we de kaart nog dezelfde dag.",
      "De fysieke kaart komt in een mooie envelop en gaat bij bestelling vóór 17:00 op werkdagen dezelfde dag op de post.",
    ],
    both: [
      "Kies een digitale kaart, binnen een uur in de mailbox, of een fysieke kaart die we op werkdagen vóór 17:00 nog dezelfde dag versturen.",
      "Verkrijgbaar per e-mail, binnen een uur geleverd, en als fysieke kaart in een mooie verpakking.",
    ],
    fixed: "Verkrijgbaar in vaste bedragen van {min} tot {max}.",
    custom: "Je kiest zelf een bedrag tussen {min} en {max}.",
  },
  terms: {
    categories: {
      restaurants: {
        title: "Restaurants",
        description: "Van bistro tot sterrenrestaurant: {product} voor een heerlijk etentje.",
      },
      wellness: {
        title: "Wellness",
        description: "Ontspannen in de sauna, bij een massage of tijdens een beautybehandeling.",
      },
      experiences: {
        title: "Belevenissen",
        description: "Uitjes en activiteiten die de ontvanger nooit meer vergeet.",
      },
      shopping: { title: "Shoppen", description: "Mode, beauty, elektronica en meer bij de leukste winkels." },
      books: { title: "Boeken & media", description: "Lezen, luisteren, kijken en gamen: voor elke liefhebber iets." },
      travel: { title: "Reizen", description: "Hotelnachten, citytrips en weekendjes weg." },
      sports: { title: "Sport", description: "Voor wie graag beweegt, van fitness tot golf." },
      kids: { title: "Kinderen", description: "Speelgoed, pretparken en uitjes voor de kleintjes." },
      home: { title: "Huis & tuin", description: "Alles voor een mooi interieur en een groene tuin." },
      culture: { title: "Cultuur", description: "Theater, concerten, musea en festivals." },
    },
    types: {
      digital: { title: "Digitaal", description: "Binnen een uur per e-mail in de mailbox." },
      physical: {
        title: "Fysiek",
        description: "Een echte kaart, op werkdagen vóór 17:00 besteld en dezelfde dag verzonden.",
      },
      "multi-brand": { title: "Meerdere merken", description: "Eén kaart, te besteden op heel veel adressen." },
      experience: { title: "Beleving", description: "Geef een ervaring in plaats van een voorwerp." },
    },
    promotions: {
      "most-chosen": { title: "Meest gekozen", description: "De favorieten van onze klanten." },
      new: { title: "Nieuw", description: "Net toegevoegd aan ons aanbod." },
      sale: { title: "Actie", description: "Tijdelijk met een extra voordeel." },
    },
  },
  pages: {
    home: {
      title: "{Product} voor elk moment",
      metaTitle: "{store} | {Product} voor elk moment",
      keywords: "cadeaubon, cadeaukaart, cadeau, digitale cadeaubon, {store}",
      description:
        "Kies uit meer dan {claim} {product} voor restaurants, wellness, uitjes en winkels. Digitaal binnen een uur geleverd.",
      body: [
        h("Het perfecte cadeau, altijd binnen handbereik"),
        p(
          "Bij {store} kies je uit meer dan {claim} {product}: van een etentje tot een dagje wellness, van een goed boek tot een onvergetelijke belevenis. Zo geef je altijd iets waar de ontvanger echt blij van wordt.",
        ),
        ul(
          "Op werkdagen vóór 17:00 besteld, dezelfde dag verzonden",
          "Digitaal binnen een uur in de mailbox",
          "Zakelijk bestellen op factuur",
          "Persoonlijk te maken met verpakking en boodschap",
        ),
      ],
    },
    terms: {
      title: "Algemene voorwaarden",
      metaTitle: "Algemene voorwaarden | {store}",
      keywords: "algemene voorwaarden, voorwaarden, bestellen, {store}",
      description: "De voorwaarden die gelden voor bestellingen bij {store} ({country}).",
      body: [
        h("1. Toepassingsgebied"),
        p(
          "Deze algemene voorwaarden zijn van toepassing op elke bestelling die je plaatst via de webshop van {store} ({country}). Door een bestelling af te ronden, ga je akkoord met deze voorwaarden.",
        ),
        h("2. Bestelling en betaling"),
        p(
          "Een bestelling komt tot stand zodra de betaling is ontvangen. Je betaalt veilig met een van de aangeboden betaalmethoden; zakelijke klanten kunnen ook op factuur bestellen. Op {product} is geen btw van toepassing.",
        ),
        h("3. Levering"),
        p(
          "Digitale kaarten worden binnen een uur per e-mail geleverd. Fysieke bestellingen die op werkdagen vóór 17:00 binnenkomen, versturen we nog dezelfde dag. Bestellingen boven {threshold} gaan aangetekend op de post.",
        ),
        h("4. Geldigheid en gebruik"),
        p(
          "De geldigheidsduur staat op de productpagina en op de kaart zelf. Een kaart is niet inwisselbaar voor contant geld en kan, zolang er saldo op staat, in meerdere keren worden besteed.",
        ),
        h("5. Herroepingsrecht"),
        p(
          "Ongebruikte kaarten kun je binnen 14 dagen na ontvangst kosteloos annuleren. Meer daarover lees je in ons annuleringsbeleid.",
        ),
        h("6. Aansprakelijkheid en klachten"),
        p(
          "{store} is niet aansprakelijk voor verlies of diefstal van een kaart na levering. Heb je een klacht? Mail ons via {email}; we reageren binnen twee werkdagen.",
        ),
      ],
    },
    privacy: {
      title: "Privacyverklaring",
      metaTitle: "Privacyverklaring | {store}",
      keywords: "privacy, persoonsgegevens, AVG, {store}",
      description: "Hoe {store} ({country}) met jouw persoonsgegevens omgaat.",
      body: [
        h("Wie zijn wij?"),
        p(
          "{store} ({country}) is verantwoordelijk voor de verwerking van de persoonsgegevens die je met ons deelt. We gaan zorgvuldig met je gegevens om en houden ons aan de Algemene Verordening Gegevensbescherming (AVG).",
        ),
        h("Welke gegevens verwerken we?"),
        ul(
          "Naam, e-mailadres en telefoonnummer",
          "Afleveradres en factuurgegevens",
          "Gegevens over je bestellingen en betalingen",
          "Technische gegevens, zoals je IP-adres en browsertype",
        ),
        h("Waarvoor gebruiken we ze?"),
        p(
          "We gebruiken je gegevens om bestellingen te verwerken en te leveren, om je op de hoogte te houden van de status en om je vragen te beantwoorden. Alleen met je toestemming sturen we je onze nieuwsbrief.",
        ),
        h("Hoe lang bewaren we ze?"),
        p(
          "We bewaren je gegevens niet langer dan nodig. Bestel- en factuurgegevens houden we bij zolang de wettelijke bewaarplicht dat voorschrijft.",
        ),
        h("Jouw rechten"),
        p(
          "Je mag je gegevens altijd inzien, laten corrigeren of laten verwijderen. Stuur daarvoor een e-mail naar {email}.",
        ),
      ],
    },
    cookies: {
      title: "Cookieverklaring",
      metaTitle: "Cookieverklaring | {store}",
      keywords: "cookies, cookieverklaring, privacy, {store}",
      description: "Welke cookies {store} ({country}) gebruikt en waarom.",
      body: [
        h("Wat zijn cookies?"),
        p(
          "Cookies zijn kleine tekstbestanden die een website op je apparaat plaatst. Ze zorgen ervoor dat de webshop van {store} goed werkt en onthouden bijvoorbeeld wat er in je winkelmandje zit.",
        ),
        h("Welke cookies gebruiken we?"),
        ul(
          "Functionele cookies: nodig voor je winkelmandje, je taalkeuze en het afrekenen.",
          "Analytische cookies: helpen ons te begrijpen hoe de site wordt gebruikt, zodat we hem kunnen verbeteren.",
          "Marketingcookies: alleen met je toestemming, om relevante aanbiedingen te tonen.",
        ),
        h("Je voorkeuren aanpassen"),
        p(
          "Je kunt je toestemming op elk moment wijzigen via de link Cookies onderaan de pagina of in de instellingen van je browser. Zonder functionele cookies werkt de webshop niet zoals bedoeld.",
        ),
      ],
    },
    helpdesk: {
      title: "Helpdesk",
      metaTitle: "Helpdesk: veelgestelde vragen | {store}",
      keywords: "helpdesk, veelgestelde vragen, levering, saldo, {store}",
      description: "Antwoorden op de meest gestelde vragen over het bestellen, leveren en gebruiken van {product}.",
      body: [
        p(
          "Hier vind je antwoorden op de vragen die we het vaakst krijgen. Staat je vraag er niet tussen? Neem dan gerust contact op met onze klantenservice.",
        ),
        faq(
          [
            "Hoe snel ontvang ik een digitale cadeaukaart?",
            "Digitale kaarten worden binnen een uur na betaling per e-mail geleverd. Kijk ook even in de map met ongewenste e-mail.",
          ],
          [
            "Wanneer wordt mijn fysieke kaart verzonden?",
            "Bestellingen die op werkdagen vóór 17:00 binnenkomen, versturen we nog dezelfde dag met de post.",
          ],
          [
            "Mijn kaart is nog niet aangekomen. Wat nu?",
            "98% van de zendingen wordt binnen 2-3 werkdagen bezorgd. Heb je na 5 werkdagen nog niets ontvangen? Neem dan contact met ons op, dan zoeken we het voor je uit.",
          ],
          [
            "Hoe controleer ik het saldo van mijn kaart?",
            "Ga naar Saldocheck en vul het 19-cijferige kaartnummer en de 6-cijferige pincode in. Je ziet meteen het resterende saldo en de vervaldatum.",
          ],
          [
            "Hoe lang is een cadeaukaart geldig?",
            "De geldigheid verschilt per merk en staat op de productpagina en op de kaart zelf.",
          ],
          [
            "Kan ik als bedrijf bestellen?",
            "Zeker. Zakelijke klanten bestellen eenvoudig op factuur en kunnen een offerte aanvragen; die ontvang je binnen een uur.",
          ],
          [
            "Betaal ik btw op cadeaukaarten?",
            "Nee, {product} zijn vrijgesteld van btw. Je betaalt alleen de waarde van de kaart en eventuele verzendkosten.",
          ],
          [
            "Wordt mijn bestelling aangetekend verstuurd?",
            "Bestellingen met een waarde boven {threshold} of met wijn versturen we altijd aangetekend.",
          ],
        ),
      ],
    },
    contacts: {
      title: "Klantenservice",
      metaTitle: "Contact met de klantenservice | {store}",
      keywords: "klantenservice, contact, vraag, {store}",
      description: "Neem contact op met de klantenservice van {store}.",
      body: [
        p("Heb je een vraag over je bestelling, een kaart of het saldo? Onze klantenservice helpt je graag verder."),
        ul("E-mail: {email}", "Telefoon: {phone}", "Bereikbaar: {hours}"),
        p("Ook voor zakelijke bestellingen kun je bij ons terecht: een offerte ontvang je binnen een uur."),
      ],
    },
    delivery: {
      title: "Levering",
      metaTitle: "Levering en verzending | {store}",
      keywords: "levering, verzending, bezorging, {store}",
      description: "Alles over de levering van digitale en fysieke kaarten van {store}.",
      body: [
        h("Digitale levering"),
        p(
          "Digitale kaarten ontvang je binnen een uur na betaling per e-mail. Je kunt ze meteen doorsturen of zelf afdrukken.",
        ),
        h("Verzending per post"),
        p(
          "Op een werkdag vóór 17:00 besteld? Dan gaat je bestelling nog dezelfde dag op de post. 98% van de zendingen wordt binnen 2-3 werkdagen bezorgd. Is je zending na 5 werkdagen nog niet binnen, neem dan contact met ons op.",
        ),
        h("Aangetekende zendingen"),
        p("Bestellingen boven {threshold} of met wijn versturen we aangetekend, zodat ze veilig aankomen."),
        h("Internationaal"),
        p("Onze kaarten zijn verkrijgbaar in meer dan 20 landen."),
      ],
    },
    "cancelation-policy": {
      title: "Annuleringsbeleid",
      metaTitle: "Annuleren en retourneren | {store}",
      keywords: "annuleren, retour, herroepingsrecht, {store}",
      description: "Zo annuleer of retourneer je een bestelling bij {store}.",
      body: [
        h("Bedenktijd van 14 dagen"),
        p(
          "Je hebt het recht om een bestelling binnen 14 dagen na ontvangst zonder opgave van redenen te annuleren, zolang de kaart nog niet is gebruikt of geactiveerd.",
        ),
        h("Zo annuleer je"),
        ul(
          "Stuur een e-mail naar {email} met je bestelnummer.",
          "Stuur fysieke kaarten ongebruikt terug in de originele verpakking.",
          "Na ontvangst betalen we het bedrag binnen 14 dagen terug via de oorspronkelijke betaalmethode.",
        ),
        h("Uitzonderingen"),
        p(
          "Kaarten die al (deels) zijn besteed of met een eigen ontwerp zijn gepersonaliseerd, kunnen niet worden geannuleerd.",
        ),
      ],
    },
    "choice-card": {
      title: "De keuzecadeaukaart",
      metaTitle: "Keuzecadeaukaart: de ontvanger kiest zelf | {store}",
      keywords: "keuzecadeaukaart, keuzekaart, cadeaukaart, {store}",
      description:
        "Twijfel je? Met de keuzecadeaukaart van {store} kiest de ontvanger zelf uit meer dan {claim} merken.",
      body: [
        p(
          "Met de keuzecadeaukaart hoef je niet te kiezen: de ontvanger besteedt het bedrag bij een van de meer dan {claim} merken uit ons aanbod, van restaurants tot wellness en van boeken tot belevenissen.",
        ),
        h("Zo activeer je de kaart"),
        ul(
          "Vul het 19-cijferige kaartnummer in.",
          "Kies het bedrag dat je op de kaart wilt zetten.",
          "Vul je e-mailadres in en betaal.",
          "Binnen 24 uur is de kaart geactiveerd en klaar voor gebruik.",
        ),
        h("Inwisselen"),
        p(
          "Via Saldocheck ziet de ontvanger het saldo en kiest hij of zij een of meer cadeaukaarten van favoriete merken.",
        ),
      ],
    },
    "over-ons": {
      title: "Over ons",
      metaTitle: "Over {store}",
      keywords: "over ons, {store}, cadeaukaarten",
      description: "Maak kennis met {store}, de specialist in cadeaukaarten.",
      body: [
        h("Cadeaus geven, maar dan makkelijk"),
        p(
          "{store} helpt je om snel een cadeau te vinden waar de ontvanger écht blij van wordt. Met meer dan {claim} {product} vind je altijd iets dat past, voor elke gelegenheid en elk budget.",
        ),
        h("Wat ons drijft"),
        p(
          "Een goed cadeau draait om aandacht. Daarom kun je elke kaart persoonlijk maken met een verpakking en een eigen boodschap, en zorgen we ervoor dat hij snel en veilig aankomt.",
        ),
        h("Waar je op kunt rekenen"),
        ul(
          "Digitaal binnen een uur geleverd",
          "Op werkdagen vóór 17:00 besteld, dezelfde dag verzonden",
          "Een klantenservice die met je meedenkt",
        ),
      ],
    },
    "hoe-werkt-het": {
      title: "Hoe werkt het?",
      metaTitle: "Hoe werkt het? | {store}",
      keywords: "hoe werkt het, bestellen, inwisselen, {store}",
      description: "In een paar stappen een cadeaukaart bestellen, geven en inwisselen.",
      body: [
        h("Bestellen in vier stappen"),
        ul(
          "Kies een kaart uit ons aanbod of ga voor de keuzecadeaukaart.",
          "Bepaal het bedrag en kies voor digitaal of fysiek.",
          "Maak het persoonlijk met een verpakking en een boodschap van maximaal 150 tekens.",
          "Reken veilig af; digitale kaarten zijn binnen een uur geleverd.",
        ),
        h("Inwisselen"),
        p(
          "De ontvanger besteedt de kaart online of in de winkel bij het gekozen merk. Het actuele saldo is altijd terug te vinden via Saldocheck.",
        ),
      ],
    },
    "zakelijk-bestellen": {
      title: "Zakelijk bestellen",
      metaTitle: "Zakelijk bestellen op factuur | {store}",
      keywords: "zakelijk bestellen, factuur, offerte, relatiegeschenk, {store}",
      description: "Bestel cadeaukaarten voor medewerkers en relaties eenvoudig op factuur bij {store}.",
      body: [
        p(
          "Wil je medewerkers, klanten of partners bedanken? Bij {store} bestel je eenvoudig in grote aantallen, met al je bedrijfsgegevens op de factuur.",
        ),
        h("Voordelen voor bedrijven"),
        ul(
          "Betalen op factuur, met referentie of kostenplaats",
          "Een offerte binnen een uur",
          "Een persoonlijke boodschap per ontvanger",
          "Digitale levering aan meerdere ontvangers tegelijk",
        ),
        h("Offerte aanvragen"),
        p(
          "Laat ons weten hoeveel kaarten je nodig hebt en voor welke gelegenheid. Je ontvangt binnen een uur een offerte op maat. Vragen? Mail naar {email}.",
        ),
      ],
    },
    "zakelijk-cadeau": {
      title: "Zakelijk cadeau",
      metaTitle: "Het perfecte zakelijke cadeau | {store}",
      keywords: "zakelijk cadeau, personeelscadeau, eindejaarsgeschenk, relatiegeschenk, {store}",
      description: "Een cadeaukaart van {store} is het zakelijke cadeau waarmee iedereen zelf kiest.",
      body: [
        h("Eén cadeau, iedereen blij"),
        p(
          "Smaken verschillen, zeker binnen een groot team. Met een cadeaukaart van {store} kiest elke ontvanger zelf: een etentje, een dagje wellness of een nieuw boek.",
        ),
        h("Voor elke gelegenheid"),
        ul(
          "Eindejaarsgeschenk voor het personeel",
          "Bedankje voor klanten en partners",
          "Jubileum, pensioen of een mooi behaald resultaat",
          "Prijzen voor acties en evenementen",
        ),
        p("Liever helemaal niet kiezen? Met de keuzecadeaukaart kiest de ontvanger uit meer dan {claim} merken."),
      ],
    },
  },
  blog: {
    "tips-voor-de-perfecte-cadeaukaart": {
      title: "Zo kies je de perfecte cadeaukaart",
      excerpt: "Vijf tips om een kaart te vinden die perfect bij de ontvanger past.",
      body: [
        p(
          "Een cadeaukaart geeft de ontvanger keuzevrijheid, maar met een beetje aandacht wordt hij ook echt persoonlijk. Met deze tips zit je altijd goed.",
        ),
        ul(
          "Denk aan de hobby's van de ontvanger.",
          "Kies een bedrag dat bij de gelegenheid past.",
          "Twijfel je? Ga voor een kaart die bij meerdere merken geldig is.",
          "Voeg een persoonlijke boodschap toe.",
          "Kies een mooie verpakking voor de fysieke kaart.",
        ),
        p("Is het echt lastig kiezen? Dan is de keuzecadeaukaart altijd een goed idee."),
      ],
    },
    "digitaal-cadeau-geven": {
      title: "Digitaal een cadeau geven: zo werkt het",
      excerpt: "Last minute een cadeau nodig? Een digitale cadeaukaart is binnen een uur geleverd.",
      body: [
        p(
          "Vergeten dat het vandaag feest is? Geen probleem. Een digitale cadeaukaart bestel je in een paar minuten en staat binnen een uur in de mailbox.",
        ),
        h("Zelf doorsturen of direct naar de ontvanger"),
        p(
          "Je kiest of de kaart naar jou of rechtstreeks naar de ontvanger gaat. Voeg een persoonlijke boodschap toe en het cadeau is compleet.",
        ),
      ],
    },
    "cadeaus-voor-medewerkers": {
      title: "Vijf cadeau-ideeën voor medewerkers",
      excerpt: "Een blijk van waardering die iedereen zelf mag invullen.",
      body: [
        p(
          "Een cadeau voor je team moet voor iedereen goed voelen. Daarom kiezen steeds meer bedrijven voor een cadeaukaart.",
        ),
        ul(
          "Een etentje voor twee",
          "Een dagje wellness",
          "Een belevenis met collega's",
          "Een kaart voor boeken en films",
          "De keuzecadeaukaart, voor wie zelf wil kiezen",
        ),
        p("Zakelijk bestel je eenvoudig op factuur, en een offerte heb je binnen een uur."),
      ],
    },
    "beleving-cadeau-geven": {
      title: "Geef een belevenis in plaats van spullen",
      excerpt: "Herinneringen gaan langer mee dan dingen. Daarom is een belevenis zo'n mooi cadeau.",
      body: [
        p(
          "Mensen worden vaak gelukkiger van ervaringen dan van spullen. Een ballonvaart, een kookworkshop of een avondje theater blijft jaren bij.",
        ),
        h("Samen beleven"),
        p(
          "Een belevenis is bovendien iets wat je samen kunt doen. Zo geef je niet alleen een cadeau, maar ook tijd en aandacht.",
        ),
      ],
    },
    "saldo-controleren": {
      title: "Zo controleer je het saldo van je kaart",
      excerpt: "In een paar seconden weet je hoeveel er nog op je cadeaukaart staat.",
      body: [
        p("Benieuwd hoeveel er nog op je kaart staat? Dat zie je in een paar seconden via Saldocheck."),
        ul(
          "Ga naar de pagina Saldocheck.",
          "Vul het 19-cijferige kaartnummer in.",
          "Vul de 6-cijferige pincode in.",
          "Bekijk het saldo en de vervaldatum.",
        ),
        p("Staat er nog saldo op? Dan kun je het meteen besteden in de inwisselshop."),
      ],
    },
    "persoonlijke-boodschap-schrijven": {
      title: "De mooiste persoonlijke boodschap schrijven",
      excerpt: "Met een paar goedgekozen woorden maak je elk cadeau persoonlijk.",
      body: [
        p(
          "Een persoonlijke boodschap maakt van een cadeaukaart een echt cadeau. Je hebt 150 tekens, dus houd het kort en krachtig.",
        ),
        h("Tips"),
        ul(
          "Noem de aanleiding: een verjaardag, een bedankje, een mijlpaal.",
          "Verwijs naar een gedeelde herinnering.",
          "Sluit af met een warme wens.",
        ),
      ],
    },
  },
  moments: {
    verjaardag: {
      heroTitle: "Een cadeau voor elke verjaardag",
      title: "Verjaardag",
      body: [
        p(
          "Of het nu om een kroonjaar gaat of om een gezellig feestje: met een cadeaukaart geef je altijd iets wat past.",
        ),
        p(
          "Kies een kaart voor een etentje, een dagje uit of de favoriete winkel, en voeg een persoonlijke felicitatie toe.",
        ),
      ],
    },
    huwelijk: {
      heroTitle: "Proost op het jonge geluk",
      title: "Huwelijk",
      body: [
        p(
          "Geef het bruidspaar een onvergetelijke herinnering: een romantisch diner, een nacht in een bijzonder hotel of een dagje wellness voor twee.",
        ),
        p("Met meerdere gasten samen geven? Kies een hoger bedrag en maak er één groot cadeau van."),
      ],
    },
    geboorte: {
      heroTitle: "Welkom, kleine wereldburger",
      title: "Geboorte",
      body: [
        p(
          "Een nieuw leven is een feest. Met een kaart voor babyspullen of speelgoed help je de kersverse ouders op weg.",
        ),
        p("Of trakteer de ouders op een welverdiend moment van rust, met een kaart voor wellness of een etentje."),
      ],
    },
    bedankt: {
      heroTitle: "Zeg het met een cadeau",
      title: "Bedankt",
      body: [
        p(
          "Soms zegt een klein gebaar meer dan woorden. Een cadeaukaart is een mooie manier om iemand te bedanken voor hulp, steun of vriendschap.",
        ),
        p("Digitaal is hij binnen een uur geleverd, dus je bedankje komt altijd op tijd."),
      ],
    },
    kerst: {
      heroTitle: "Warme cadeaus voor de feestdagen",
      title: "Kerst",
      body: [
        p("Onder de kerstboom mag een cadeaukaart niet ontbreken. Zo kiest iedereen precies wat hij of zij wil."),
        p("Tip voor bedrijven: een kerstcadeau voor het personeel bestel je eenvoudig op factuur."),
      ],
    },
    moederdag: {
      heroTitle: "Voor de liefste mama",
      title: "Moederdag",
      body: [
        p(
          "Laat mama merken hoe bijzonder ze is, met een dagje wellness, een brunch of een kaart voor haar favoriete winkel.",
        ),
        p("Voeg een persoonlijke boodschap toe en maak haar dag compleet."),
      ],
    },
    vaderdag: {
      heroTitle: "Voor de beste papa",
      title: "Vaderdag",
      body: [
        p("Van een stoere belevenis tot een goed boek: voor elke vader is er een passende cadeaukaart."),
        p("Bestel op een werkdag vóór 17:00 en de fysieke kaart gaat dezelfde dag nog op de post."),
      ],
    },
    pensioen: {
      heroTitle: "Geniet van de vrije tijd",
      title: "Pensioen",
      body: [
        p(
          "Na jaren hard werken is er eindelijk tijd voor ontspanning. Een reis, een cursus of een dagje wellness is het perfecte afscheidscadeau.",
        ),
        p("Samen met collega's geven? Kies een kaart met een hoger bedrag of de keuzecadeaukaart."),
      ],
    },
  },
  highlighted: {
    title: "Kun je niet kiezen? Geef de keuzecadeaukaart",
    description: "De ontvanger kiest zelf uit meer dan {claim} merken.",
  },
};
