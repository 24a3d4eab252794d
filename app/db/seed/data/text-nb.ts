import { faq, h, p, ul } from "./blocks";
import type { LanguagePack } from "./types";

export const nb: LanguagePack = {
  product: {
    title: "Gavekort til {brand}",
    donationTitle: "Donasjonskort til {brand}",
    blankTitle: "Blankt gavekort",
    blankSetTitle: "Sett med 3 blanke gavekort",
  },
  descriptions: {
    intro: {
      restaurants: [
        "Med et gavekort til {brand} inviterer du noen på et deilig måltid.",
        "Et bord hos {brand}: en gave man kan nyte sammen.",
      ],
      wellness: [
        "Et gavekort til {brand} er en invitasjon til å senke skuldrene helt.",
        "Skjem bort noen du er glad i med en dag full av avslapning hos {brand}.",
      ],
      experiences: [
        "Med {brand} gir du ikke flere ting, men et minne for livet.",
        "En tur med {brand} gir garantert historier å fortelle i mange år.",
      ],
      shopping: [
        "Hos {brand} velger mottakeren selv noe fint fra utvalget.",
        "Med et gavekort til {brand} treffer du alltid mottakerens smak.",
      ],
      books: [
        "Med {brand} gir du bort timevis med lesing, film eller musikk.",
        "For alle som elsker å forsvinne inn i en god historie, er {brand} alltid en fulltreffer.",
      ],
      travel: [
        "Med {brand} gir du en velfortjent pause langt unna hverdagen.",
        "Et opphold via {brand} er den ideelle gaven til alle som liker å reise.",
      ],
      sports: [
        "Med {brand} gir du en sporty venn eller kollega ny energi.",
        "Nytt utstyr eller en time med en trener: hos {brand} finnes alt.",
      ],
      kids: ["Med {brand} får du alle barn til å smile.", "Et gavekort til {brand} betyr lek og latter sammen."],
      home: [
        "Med {brand} blir hjemmet enda litt koseligere.",
        "For hobbysnekkere, hageentusiaster og interiørelskere er {brand} et godt valg.",
      ],
      culture: [
        "Med {brand} gir du bort en kveld full av musikk, teater eller kunst.",
        "Et gavekort til {brand} åpner døren til de beste forestillingene og utstillingene.",
      ],
    },
    donation: [
      "Med dette donasjonskortet støtter mottakeren arbeidet til {brand}.",
      "Mottakeren bestemmer selv hvor beløpet gjør mest nytte hos {brand}.",
    ],
    blank: [
      "Med et blankt gavekort velger mottakeren fritt blant alle merkene våre.",
      "Perfekt når du vil bestemme beløpet selv og gjøre gaven personlig.",
    ],
    digital: [
      "Bestill det digitalt, så ligger det i innboksen innen en time.",
      "Den digitale versjonen leveres på e-post innen en time.",
    ],
    physical: [
      "Bestilt før kl. 17:00 på en hverdag? Da sender vi kortet samme dag.",
      "Det fysiske kortet kommer i en fin konvolutt og sendes samme dag ved bestilling før kl. 17:00 på hverdager.",
    ],
    both: [
      "Velg et digitalt kort som ligger i innboksen innen en time, eller et fysisk kort som vi sender samme dag ved bestilling før kl. 17:00 på en hverdag.",
      "Fås på e-post, levert innen en time, og som fysisk kort i fin innpakning.",
    ],
    fixed: "Fås i faste beløp fra {min} til {max}.",
    custom: "Velg selv et beløp mellom {min} og {max}.",
  },
  terms: {
    categories: {
      restaurants: {
        title: "Restauranter",
        description: "Fra bistro til gourmetrestaurant: {product} til et deilig måltid.",
      },
      wellness: { title: "Velvære", description: "Slapp av i badstuen, med massasje eller en skjønnhetsbehandling." },
      experiences: { title: "Opplevelser", description: "Utflukter og aktiviteter mottakeren aldri glemmer." },
      shopping: { title: "Shopping", description: "Mote, skjønnhet, elektronikk og mer i de beste butikkene." },
      books: { title: "Bøker og medier", description: "Lese, lytte, se og spille: noe for enhver entusiast." },
      travel: { title: "Reiser", description: "Hotellnetter, byferier og helgeturer." },
      sports: { title: "Sport", description: "For alle som liker å bevege seg, fra trening til golf." },
      kids: { title: "Barn", description: "Leker, fornøyelsesparker og utflukter for de minste." },
      home: { title: "Hjem og hage", description: "Alt til et vakkert hjem og en grønn hage." },
      culture: { title: "Kultur", description: "Teater, konserter, museer og festivaler." },
    },
    types: {
      digital: { title: "Digitalt", description: "I innboksen på e-post innen en time." },
      physical: {
        title: "Fysisk",
        description: "Et ekte kort, sendt samme dag ved bestilling før kl. 17:00 på hverdager.",
      },
      "multi-brand": { title: "Flere merker", description: "Ett kort som kan brukes mange forskjellige steder." },
      experience: { title: "Opplevelse", description: "Gi en opplevelse i stedet for en ting." },
    },
    promotions: {
      "most-chosen": { title: "Mest valgt", description: "Kundenes favoritter." },
      new: { title: "Nyheter", description: "Nettopp lagt til i utvalget vårt." },
      sale: { title: "Tilbud", description: "Med en ekstra fordel i en begrenset periode." },
    },
  },
  pages: {
    home: {
      title: "{Product} til enhver anledning",
      metaTitle: "{store} | {Product} til enhver anledning",
      keywords: "gavekort, digitalt gavekort, gave, gavetips, {store}",
      description:
        "Velg blant over {claim} {product} til restauranter, velvære, opplevelser og shopping. Digital levering innen en time.",
      body: [
        h("Den perfekte gaven, alltid innen rekkevidde"),
        p(
          "Hos {store} velger du blant over {claim} {product}: fra en middag til en spadag, fra en god bok til en uforglemmelig opplevelse. Slik gir du alltid noe mottakeren virkelig blir glad for.",
        ),
        ul(
          "Bestilt før kl. 17:00 på hverdager, sendt samme dag",
          "Digital levering i innboksen innen en time",
          "Bedriftsbestillinger mot faktura",
          "Gjør det personlig med innpakning og hilsen",
        ),
      ],
    },
    terms: {
      title: "Kjøpsvilkår",
      metaTitle: "Kjøpsvilkår | {store}",
      keywords: "kjøpsvilkår, vilkår, bestilling, {store}",
      description: "Vilkårene som gjelder for bestillinger hos {store} ({country}).",
      body: [
        h("1. Virkeområde"),
        p(
          "Disse kjøpsvilkårene gjelder for alle bestillinger du legger inn i nettbutikken til {store} ({country}). Når du fullfører en bestilling, godtar du vilkårene.",
        ),
        h("2. Bestilling og betaling"),
        p(
          "Kjøpet er gjennomført når betalingen er mottatt. Du betaler trygt med en av betalingsmåtene vi tilbyr; bedriftskunder kan også bestille mot faktura. Det er ingen merverdiavgift på gavekort.",
        ),
        h("3. Levering"),
        p(
          "Digitale kort leveres på e-post innen en time. Bestillinger av fysiske kort som kommer inn før kl. 17:00 på hverdager, sendes samme dag. Bestillinger over {threshold} sendes rekommandert.",
        ),
        h("4. Gyldighet og bruk"),
        p(
          "Gyldighetstiden står på produktsiden og på selve kortet. Kortet kan ikke veksles inn i kontanter og kan brukes flere ganger så lenge det er saldo igjen.",
        ),
        h("5. Angrerett"),
        p(
          "Ubrukte kort kan du avbestille kostnadsfritt innen 14 dager etter mottak. Les mer i retningslinjene våre for avbestilling.",
        ),
        h("6. Ansvar og reklamasjoner"),
        p(
          "{store} er ikke ansvarlig for tap eller tyveri av et kort etter levering. Vil du reklamere? Send oss en e-post på {email}; vi svarer innen to virkedager.",
        ),
      ],
    },
    privacy: {
      title: "Personvernerklæring",
      metaTitle: "Personvernerklæring | {store}",
      keywords: "personvern, personopplysninger, GDPR, {store}",
      description: "Slik behandler {store} ({country}) personopplysningene dine.",
      body: [
        h("Hvem er vi?"),
        p(
          "{store} ({country}) er behandlingsansvarlig for personopplysningene du deler med oss. Vi tar godt vare på opplysningene dine og følger personvernforordningen (GDPR).",
        ),
        h("Hvilke opplysninger behandler vi?"),
        ul(
          "Navn, e-postadresse og telefonnummer",
          "Leveringsadresse og fakturaopplysninger",
          "Opplysninger om bestillinger og betalinger",
          "Tekniske opplysninger som IP-adresse og nettlesertype",
        ),
        h("Hva bruker vi dem til?"),
        p(
          "Vi bruker opplysningene til å behandle og levere bestillinger, holde deg oppdatert om status og svare på spørsmålene dine. Nyhetsbrev sender vi bare hvis du har samtykket.",
        ),
        h("Hvor lenge lagrer vi dem?"),
        p(
          "Vi lagrer ikke opplysningene lenger enn nødvendig. Ordre- og fakturaopplysninger oppbevares så lenge loven krever det.",
        ),
        h("Dine rettigheter"),
        p("Du kan når som helst se, rette eller slette opplysningene dine. Send en e-post til {email}."),
      ],
    },
    cookies: {
      title: "Informasjonskapsler",
      metaTitle: "Informasjonskapsler | {store}",
      keywords: "informasjonskapsler, cookies, personvern, {store}",
      description: "Hvilke informasjonskapsler {store} ({country}) bruker, og hvorfor.",
      body: [
        h("Hva er informasjonskapsler?"),
        p(
          "Informasjonskapsler (cookies) er små tekstfiler som et nettsted lagrer på enheten din. De sørger for at nettbutikken til {store} fungerer som den skal, og husker for eksempel hva som ligger i handlekurven.",
        ),
        h("Hvilke informasjonskapsler bruker vi?"),
        ul(
          "Nødvendige: brukes til handlekurven, språkvalget og betalingen.",
          "Analyse: hjelper oss å forstå hvordan nettstedet brukes, slik at vi kan forbedre det.",
          "Markedsføring: bare med ditt samtykke, for å vise relevante tilbud.",
        ),
        h("Endre innstillingene"),
        p(
          "Du kan når som helst endre samtykket via lenken Cookies nederst på siden eller i nettleserens innstillinger. Uten nødvendige informasjonskapsler fungerer ikke nettbutikken som tiltenkt.",
        ),
      ],
    },
    helpdesk: {
      title: "Hjelp",
      metaTitle: "Hjelp: ofte stilte spørsmål | {store}",
      keywords: "hjelp, ofte stilte spørsmål, levering, saldo, {store}",
      description: "Svar på de vanligste spørsmålene om bestilling, levering og bruk av gavekort.",
      body: [
        p("Her finner du svar på spørsmålene vi får oftest. Finner du ikke ditt? Ta gjerne kontakt med kundeservice."),
        faq(
          [
            "Hvor raskt får jeg et digitalt gavekort?",
            "Digitale kort leveres på e-post innen en time etter betaling. Sjekk gjerne søppelposten også.",
          ],
          [
            "Når blir det fysiske kortet mitt sendt?",
            "Bestillinger som kommer inn før kl. 17:00 på hverdager, sendes med posten samme dag.",
          ],
          [
            "Kortet mitt har ikke kommet ennå. Hva gjør jeg?",
            "98 % av sendingene våre leveres innen 2-3 virkedager. Har du fortsatt ikke fått noe etter 5 virkedager? Ta kontakt, så ordner vi det.",
          ],
          [
            "Hvordan sjekker jeg saldoen på kortet?",
            "Gå til siden Sjekk saldo og skriv inn det 19-sifrede kortnummeret og den 6-sifrede PIN-koden. Du ser straks gjenværende saldo og utløpsdato.",
          ],
          [
            "Hvor lenge er et gavekort gyldig?",
            "Gyldigheten varierer fra merke til merke og står på produktsiden og på kortet.",
          ],
          [
            "Kan jeg bestille som bedrift?",
            "Selvsagt. Bedriftskunder bestiller enkelt mot faktura og kan be om et tilbud, som de får innen en time.",
          ],
          [
            "Må jeg betale merverdiavgift på gavekort?",
            "Nei, det er ingen merverdiavgift på {product}. Du betaler bare kortets verdi og eventuell frakt.",
          ],
          [
            "Blir bestillingen min sendt rekommandert?",
            "Bestillinger verdt mer enn {threshold} eller som inneholder vin, sendes alltid rekommandert.",
          ],
        ),
      ],
    },
    contacts: {
      title: "Kundeservice",
      metaTitle: "Kontakt kundeservice | {store}",
      keywords: "kundeservice, kontakt, spørsmål, {store}",
      description: "Ta kontakt med kundeservice hos {store}.",
      body: [
        p("Har du spørsmål om bestillingen, et kort eller saldoen? Kundeservice hjelper deg gjerne."),
        ul("E-post: {email}", "Telefon: {phone}", "Åpningstider: {hours}"),
        p("Vi hjelper også med bedriftsbestillinger: du får et tilbud innen en time."),
      ],
    },
    delivery: {
      title: "Levering",
      metaTitle: "Levering og frakt | {store}",
      keywords: "levering, frakt, forsendelse, {store}",
      description: "Alt om levering av digitale og fysiske kort fra {store}.",
      body: [
        h("Digital levering"),
        p(
          "Digitale kort kommer på e-post innen en time etter betaling. Du kan videresende dem med en gang eller skrive dem ut selv.",
        ),
        h("Sending med posten"),
        p(
          "Bestilt før kl. 17:00 på en hverdag? Da sendes bestillingen samme dag. 98 % av sendingene leveres innen 2-3 virkedager. Har sendingen ikke kommet etter 5 virkedager, ber vi deg ta kontakt.",
        ),
        h("Rekommanderte sendinger"),
        p("Bestillinger over {threshold} eller med vin sendes rekommandert, slik at de kommer trygt frem."),
        h("Internasjonalt"),
        p("Kortene våre fås i over 20 land."),
      ],
    },
    "cancelation-policy": {
      title: "Retningslinjer for avbestilling",
      metaTitle: "Avbestilling og retur | {store}",
      keywords: "avbestilling, retur, angrerett, {store}",
      description: "Slik avbestiller eller returnerer du en bestilling hos {store}.",
      body: [
        h("14 dagers angrerett"),
        p(
          "Du har rett til å avbestille innen 14 dager etter mottak uten å oppgi grunn, så lenge kortet ikke er brukt eller aktivert.",
        ),
        h("Slik avbestiller du"),
        ul(
          "Send en e-post til {email} med ordrenummeret ditt.",
          "Send ubrukte fysiske kort tilbake i originalemballasjen.",
          "Når vi har mottatt dem, betaler vi tilbake beløpet innen 14 dager via den opprinnelige betalingsmåten.",
        ),
        h("Unntak"),
        p("Kort som allerede er brukt helt eller delvis, eller som har eget design, kan ikke avbestilles."),
      ],
    },
    "choice-card": {
      title: "Valgfritt gavekort",
      metaTitle: "Valgfritt gavekort: la mottakeren velge | {store}",
      keywords: "valgfritt gavekort, gavekort for flere merker, gavekort, {store}",
      description: "Usikker? Med det valgfrie gavekortet fra {store} velger mottakeren blant over {claim} merker.",
      body: [
        p(
          "Med det valgfrie gavekortet slipper du å velge: mottakeren bruker beløpet hos et av over {claim} merker i utvalget vårt, fra restauranter til velvære og fra bøker til opplevelser.",
        ),
        h("Slik aktiverer du kortet"),
        ul(
          "Skriv inn det 19-sifrede kortnummeret.",
          "Velg beløpet du vil sette inn på kortet.",
          "Skriv inn e-postadressen din og betal.",
          "Innen 24 timer er kortet aktivert og klart til bruk.",
        ),
        h("Innløsning"),
        p("Via Sjekk saldo ser mottakeren saldoen sin og velger ett eller flere gavekort fra favorittmerkene sine."),
      ],
    },
    "over-ons": {
      title: "Om oss",
      metaTitle: "Om {store}",
      keywords: "om oss, {store}, gavekort",
      description: "Bli kjent med {store}, spesialisten på gavekort.",
      body: [
        h("Gaver gjort enkelt"),
        p(
          "{store} hjelper deg å finne en gave mottakeren virkelig blir glad for, raskt. Med over {claim} {product} er det alltid noe som passer, til enhver anledning og ethvert budsjett.",
        ),
        h("Dette driver oss"),
        p(
          "En god gave handler om omtanke. Derfor kan du gjøre hvert kort personlig med innpakning og din egen hilsen, og vi sørger for at det kommer raskt og trygt frem.",
        ),
        h("Dette kan du stole på"),
        ul(
          "Digital levering innen en time",
          "Bestilt før kl. 17:00 på hverdager, sendt samme dag",
          "En kundeservice som tenker sammen med deg",
        ),
      ],
    },
    "hoe-werkt-het": {
      title: "Slik fungerer det",
      metaTitle: "Slik fungerer det | {store}",
      keywords: "slik fungerer det, bestille, løse inn, {store}",
      description: "Bestill, gi bort og løs inn et gavekort i noen få steg.",
      body: [
        h("Bestill i fire steg"),
        ul(
          "Velg et kort fra utvalget vårt eller det valgfrie gavekortet.",
          "Bestem beløpet og velg digitalt eller fysisk.",
          "Gjør det personlig med innpakning og en hilsen på opptil 150 tegn.",
          "Betal trygt; digitale kort leveres innen en time.",
        ),
        h("Innløsning"),
        p(
          "Mottakeren bruker kortet på nett eller i butikk hos det valgte merket. Gjeldende saldo finner du alltid via Sjekk saldo.",
        ),
      ],
    },
    "zakelijk-bestellen": {
      title: "Bedriftsbestillinger",
      metaTitle: "Bedriftsbestilling mot faktura | {store}",
      keywords: "bedriftsbestilling, faktura, tilbud, firmagaver, {store}",
      description: "Bestill gavekort til ansatte og forretningsforbindelser mot faktura hos {store}.",
      body: [
        p(
          "Vil du takke ansatte, kunder eller samarbeidspartnere? Hos {store} bestiller du enkelt store mengder, med alle firmaopplysninger på fakturaen.",
        ),
        h("Fordeler for bedrifter"),
        ul(
          "Betaling mot faktura, med referanse eller kostnadssted",
          "Et tilbud innen en time",
          "En personlig hilsen til hver mottaker",
          "Digital levering til mange mottakere samtidig",
        ),
        h("Be om tilbud"),
        p(
          "Fortell oss hvor mange kort du trenger og til hvilken anledning. Du får et skreddersydd tilbud innen en time. Spørsmål? Skriv til {email}.",
        ),
      ],
    },
    "zakelijk-cadeau": {
      title: "Firmagaver",
      metaTitle: "Den perfekte firmagaven | {store}",
      keywords: "firmagave, gave til ansatte, julegave til ansatte, kundegave, {store}",
      description: "Et gavekort fra {store} er firmagaven der alle velger selv.",
      body: [
        h("Én gave, alle fornøyde"),
        p(
          "Smaken er forskjellig, særlig i et stort team. Med et gavekort fra {store} velger hver mottaker selv: en middag, en spadag eller en ny bok.",
        ),
        h("Til enhver anledning"),
        ul(
          "Julegave til de ansatte",
          "En takk til kunder og samarbeidspartnere",
          "Jubileum, pensjonering eller et flott resultat",
          "Premier til kampanjer og arrangementer",
        ),
        p(
          "Vil du helst ikke velge i det hele tatt? Med det valgfrie gavekortet velger mottakeren blant over {claim} merker.",
        ),
      ],
    },
  },
  blog: {
    "tips-voor-de-perfecte-cadeaukaart": {
      title: "Slik velger du det perfekte gavekortet",
      excerpt: "Fem tips for å finne et kort som passer mottakeren perfekt.",
      body: [
        p(
          "Et gavekort gir mottakeren valgfrihet, og med litt omtanke blir det også helt personlig. Med disse tipsene treffer du alltid.",
        ),
        ul(
          "Tenk på mottakerens interesser.",
          "Velg et beløp som passer anledningen.",
          "Usikker? Velg et kort som gjelder hos flere merker.",
          "Legg til en personlig hilsen.",
          "Velg en fin innpakning til det fysiske kortet.",
        ),
        p("Er det skikkelig vanskelig å velge? Det valgfrie gavekortet er alltid en god idé."),
      ],
    },
    "digitaal-cadeau-geven": {
      title: "Gi en digital gave: slik gjør du",
      excerpt: "Trenger du en gave i siste liten? Et digitalt gavekort leveres innen en time.",
      body: [
        p(
          "Glemt at det er fest i dag? Ikke noe problem. Et digitalt gavekort bestiller du på noen minutter, og det ligger i innboksen innen en time.",
        ),
        h("Til deg eller rett til mottakeren"),
        p(
          "Du velger om kortet sendes til deg eller direkte til mottakeren. Legg til en personlig hilsen, så er gaven klar.",
        ),
      ],
    },
    "cadeaus-voor-medewerkers": {
      title: "Fem gaveideer til de ansatte",
      excerpt: "En påskjønnelse som alle kan bruke på sin egen måte.",
      body: [
        p("En gave til teamet skal føles riktig for alle. Derfor velger stadig flere bedrifter gavekort."),
        ul(
          "En middag for to",
          "En spadag",
          "En opplevelse med kollegene",
          "Et kort til bøker og film",
          "Det valgfrie gavekortet, for dem som vil velge selv",
        ),
        p("Bedrifter bestiller enkelt mot faktura og får et tilbud innen en time."),
      ],
    },
    "beleving-cadeau-geven": {
      title: "Gi opplevelser i stedet for ting",
      excerpt: "Minner varer lenger enn ting. Derfor er en opplevelse en så fin gave.",
      body: [
        p(
          "Opplevelser gjør oss ofte lykkeligere enn ting. En ballongferd, et matkurs eller en kveld i teatret husker man i mange år.",
        ),
        h("Opplev det sammen"),
        p("En opplevelse kan man dessuten dele. Da gir du ikke bare en gave, men også tid og oppmerksomhet."),
      ],
    },
    "saldo-controleren": {
      title: "Slik sjekker du saldoen på kortet",
      excerpt: "På noen sekunder ser du hvor mye som er igjen på gavekortet.",
      body: [
        p("Lurer du på hvor mye som er igjen på kortet? Det ser du på noen sekunder via Sjekk saldo."),
        ul(
          "Gå til siden Sjekk saldo.",
          "Skriv inn det 19-sifrede kortnummeret.",
          "Skriv inn den 6-sifrede PIN-koden.",
          "Se saldoen og utløpsdatoen.",
        ),
        p("Er det fortsatt saldo igjen? Da kan du bruke den med en gang i innløsningsbutikken."),
      ],
    },
    "persoonlijke-boodschap-schrijven": {
      title: "Skriv den fineste personlige hilsenen",
      excerpt: "Med noen få velvalgte ord blir enhver gave personlig.",
      body: [
        p("En personlig hilsen gjør et gavekort til en ekte gave. Du har 150 tegn, så hold det kort og hjertelig."),
        h("Våre tips"),
        ul(
          "Nevn anledningen: en bursdag, en takk, en milepæl.",
          "Minn om et felles minne.",
          "Avslutt med et varmt ønske.",
        ),
      ],
    },
  },
  moments: {
    verjaardag: {
      heroTitle: "En gave til hver bursdag",
      title: "Bursdag",
      body: [
        p("Enten det er en rund dag eller et koselig selskap, passer et gavekort alltid."),
        p("Velg et kort til en middag, en utflukt eller favorittbutikken, og legg til en personlig gratulasjon."),
      ],
    },
    huwelijk: {
      heroTitle: "En skål for brudeparet",
      title: "Bryllup",
      body: [
        p(
          "Gi brudeparet et uforglemmelig minne: en romantisk middag, en natt på et spesielt hotell eller en spadag for to.",
        ),
        p("Gir dere sammen med andre gjester? Velg et høyere beløp og gjør det til én stor felles gave."),
      ],
    },
    geboorte: {
      heroTitle: "Velkommen til verden, lille venn",
      title: "Fødsel",
      body: [
        p("Et nytt liv skal feires. Et kort til babyutstyr eller leker er god hjelp for de nybakte foreldrene."),
        p("Eller gi foreldrene en velfortjent pause med et kort til velvære eller en middag ute."),
      ],
    },
    bedankt: {
      heroTitle: "Si det med en gave",
      title: "Takk",
      body: [
        p(
          "Noen ganger sier en liten gest mer enn ord. Et gavekort er en fin måte å takke noen for hjelp, støtte eller vennskap på.",
        ),
        p("Digitalt leveres det innen en time, så takken din alltid kommer frem i tide."),
      ],
    },
    kerst: {
      heroTitle: "Varme gaver til høytiden",
      title: "Jul",
      body: [
        p("Under juletreet må det ligge et gavekort. Da velger alle akkurat det de ønsker seg."),
        p("Tips til bedrifter: julegaver til de ansatte bestiller du enkelt mot faktura."),
      ],
    },
    moederdag: {
      heroTitle: "Til verdens beste mamma",
      title: "Morsdag",
      body: [
        p("Vis mamma hvor spesiell hun er med en spadag, en brunsj eller et kort til favorittbutikken hennes."),
        p("Legg til en personlig hilsen og gjør dagen hennes komplett."),
      ],
    },
    vaderdag: {
      heroTitle: "Til verdens beste pappa",
      title: "Farsdag",
      body: [
        p("Fra en adrenalinfylt opplevelse til en god bok: det finnes et gavekort for enhver pappa."),
        p("Bestill før kl. 17:00 på en hverdag, så sendes det fysiske kortet samme dag."),
      ],
    },
    pensioen: {
      heroTitle: "Nyt den frie tiden",
      title: "Pensjon",
      body: [
        p(
          "Etter mange års arbeid er det endelig tid til å slappe av. En reise, et kurs eller en spadag er den perfekte avskjedsgaven.",
        ),
        p("Gir dere sammen med kollegene? Velg et kort med et høyere beløp eller det valgfrie gavekortet."),
      ],
    },
  },
  highlighted: {
    title: "Vanskelig å velge? Gi det valgfrie gavekortet",
    description: "Mottakeren velger blant over {claim} merker.",
  },
};
