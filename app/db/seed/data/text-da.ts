import { faq, h, p, ul } from "./blocks";
import type { LanguagePack } from "./types";

export const da: LanguagePack = {
  product: {
    title: "Gavekort til {brand}",
    donationTitle: "Donationskort til {brand}",
    blankTitle: "Blankt gavekort",
    blankSetTitle: "Sæt med 3 blanke gavekort",
  },
  descriptions: {
    intro: {
      restaurants: [
        "Med et gavekort til {brand} inviterer du nogen på et lækkert måltid.",
        "Et bord hos {brand}: en gave, man kan nyde sammen.",
      ],
      wellness: [
        "Et gavekort til {brand} er en invitation til at koble helt af.",
        "Forkæl en, du holder af, med en dag fuld af afslapning hos {brand}.",
      ],
      experiences: [
        "Med {brand} giver du ikke flere ting, men et minde for livet.",
        "En tur med {brand} giver garanteret historier, der bliver fortalt i årevis.",
      ],
      shopping: [
        "Hos {brand} vælger modtageren selv noget fint fra sortimentet.",
        "Med et gavekort til {brand} rammer du altid modtagerens smag.",
      ],
      books: [
        "Med {brand} giver du timevis af læsning, film eller musik.",
        "For alle, der elsker at forsvinde ind i en god historie, er {brand} altid et hit.",
      ],
      travel: [
        "Med {brand} giver du en velfortjent pause langt fra hverdagen.",
        "Et ophold via {brand} er den ideelle gave til alle, der elsker at rejse.",
      ],
      sports: [
        "Med {brand} giver du en sporty ven eller kollega ny energi.",
        "Nyt udstyr eller en time med en træner: hos {brand} er alt muligt.",
      ],
      kids: ["Med {brand} får du ethvert barn til at smile.", "Et gavekort til {brand} betyder leg og latter sammen."],
      home: [
        "Med {brand} bliver hjemmet endnu mere hyggeligt.",
        "For gør det selv-folk, haveentusiaster og boligelskere er {brand} et oplagt valg.",
      ],
      culture: [
        "Med {brand} giver du en aften fuld af musik, teater eller kunst.",
        "Et gavekort til {brand} åbner døren til de bedste forestillinger og udstillinger.",
      ],
    },
    donation: [
      "Med dette donationskort støtter modtageren arbejdet hos {brand}.",
      "Modtageren bestemmer selv, hvor beløbet gør størst gavn hos {brand}.",
    ],
    blank: [
      "Med et blankt gavekort vælger modtageren frit blandt alle vores brands.",
      "Perfekt, når du selv vil bestemme beløbet og gøre gaven personlig.",
    ],
    digital: [
      "Bestil det digitalt, så ligger det i indbakken inden for en time.",
      "Den digitale udgave leveres på e-mail inden for en time.",
    ],
    physical: [
      "Bestilt før kl. 17:00 på en hverdag? Så sender vi kortet samme dag.",
      "Det fysiske kort kommer i en flot kuvert og sendes samme dag ved bestilling før kl. 17:00 på hverdage.",
    ],
    both: [
      "Vælg et digitalt kort, der ligger i indbakken inden for en time, eller et fysisk kort, som vi sender samme dag ved bestilling før kl. 17:00 på en hverdag.",
      "Fås på e-mail, leveret inden for en time, og som fysisk kort i en flot indpakning.",
    ],
    fixed: "Fås i faste beløb fra {min} til {max}.",
    custom: "Vælg selv et beløb mellem {min} og {max}.",
  },
  terms: {
    categories: {
      restaurants: {
        title: "Restauranter",
        description: "Fra bistro til gourmetrestaurant: {product} til et lækkert måltid.",
      },
      wellness: { title: "Wellness", description: "Slap af i saunaen, med en massage eller en skønhedsbehandling." },
      experiences: { title: "Oplevelser", description: "Udflugter og aktiviteter, modtageren aldrig glemmer." },
      shopping: { title: "Shopping", description: "Mode, skønhed, elektronik og meget mere i de bedste butikker." },
      books: { title: "Bøger & medier", description: "Læse, lytte, se og spille: noget for enhver entusiast." },
      travel: { title: "Rejser", description: "Hotelnætter, storbyferier og weekendophold." },
      sports: { title: "Sport", description: "For alle, der elsker at bevæge sig, fra fitness til golf." },
      kids: { title: "Børn", description: "Legetøj, forlystelsesparker og udflugter for de mindste." },
      home: { title: "Bolig & have", description: "Alt til et smukt hjem og en grøn have." },
      culture: { title: "Kultur", description: "Teater, koncerter, museer og festivaler." },
    },
    types: {
      digital: { title: "Digitalt", description: "I indbakken på e-mail inden for en time." },
      physical: {
        title: "Fysisk",
        description: "Et rigtigt kort, sendt samme dag ved bestilling før kl. 17:00 på hverdage.",
      },
      "multi-brand": { title: "Flere brands", description: "Ét kort, der kan bruges mange forskellige steder." },
      experience: { title: "Oplevelse", description: "Giv en oplevelse i stedet for en ting." },
    },
    promotions: {
      "most-chosen": { title: "Mest valgte", description: "Vores kunders favoritter." },
      new: { title: "Nyheder", description: "Lige kommet ind i vores sortiment." },
      sale: { title: "Tilbud", description: "Med en ekstra fordel i en begrænset periode." },
    },
  },
  pages: {
    home: {
      title: "{Product} til enhver lejlighed",
      metaTitle: "{store} | {Product} til enhver lejlighed",
      keywords: "gavekort, digitalt gavekort, gave, gaveidé, {store}",
      description:
        "Vælg mellem over {claim} {product} til restauranter, wellness, oplevelser og shopping. Digital levering inden for en time.",
      body: [
        h("Den perfekte gave, altid lige ved hånden"),
        p(
          "Hos {store} vælger du mellem over {claim} {product}: fra en middag til en spadag, fra en god bog til en uforglemmelig oplevelse. Så giver du altid noget, modtageren virkelig bliver glad for.",
        ),
        ul(
          "Bestilt før kl. 17:00 på hverdage, sendt samme dag",
          "Digital levering i indbakken inden for en time",
          "Erhvervsbestillinger på faktura",
          "Gør det personligt med indpakning og hilsen",
        ),
      ],
    },
    terms: {
      title: "Handelsbetingelser",
      metaTitle: "Handelsbetingelser | {store}",
      keywords: "handelsbetingelser, vilkår, bestilling, {store}",
      description: "De betingelser, der gælder for bestillinger hos {store} ({country}).",
      body: [
        h("1. Anvendelse"),
        p(
          "Disse handelsbetingelser gælder for alle bestillinger, du afgiver i webshoppen hos {store} ({country}). Når du gennemfører en bestilling, accepterer du betingelserne.",
        ),
        h("2. Bestilling og betaling"),
        p(
          "Købet er gennemført, når betalingen er modtaget. Du betaler sikkert med en af de tilbudte betalingsmetoder; erhvervskunder kan også bestille på faktura. Der er ingen moms på gavekort.",
        ),
        h("3. Levering"),
        p(
          "Digitale kort leveres på e-mail inden for en time. Bestillinger af fysiske kort, der modtages før kl. 17:00 på hverdage, sendes samme dag. Bestillinger over {threshold} sendes som anbefalet brev.",
        ),
        h("4. Gyldighed og brug"),
        p(
          "Gyldighedsperioden står på produktsiden og på selve kortet. Kortet kan ikke veksles til kontanter og kan bruges flere gange, så længe der er saldo på det.",
        ),
        h("5. Fortrydelsesret"),
        p(
          "Ubrugte kort kan du afbestille gratis inden for 14 dage efter modtagelsen. Læs mere i vores afbestillingspolitik.",
        ),
        h("6. Ansvar og reklamationer"),
        p(
          "{store} er ikke ansvarlig for tab eller tyveri af et kort efter levering. Vil du klage? Skriv til os på {email}; vi svarer inden for to hverdage.",
        ),
      ],
    },
    privacy: {
      title: "Privatlivspolitik",
      metaTitle: "Privatlivspolitik | {store}",
      keywords: "privatliv, persondata, GDPR, {store}",
      description: "Sådan behandler {store} ({country}) dine personoplysninger.",
      body: [
        h("Hvem er vi?"),
        p(
          "{store} ({country}) er dataansvarlig for de personoplysninger, du deler med os. Vi passer godt på dine oplysninger og overholder databeskyttelsesforordningen (GDPR).",
        ),
        h("Hvilke oplysninger behandler vi?"),
        ul(
          "Navn, e-mailadresse og telefonnummer",
          "Leveringsadresse og faktureringsoplysninger",
          "Oplysninger om dine bestillinger og betalinger",
          "Tekniske oplysninger som IP-adresse og browsertype",
        ),
        h("Hvad bruger vi dem til?"),
        p(
          "Vi bruger dine oplysninger til at behandle og levere bestillinger, holde dig orienteret om status og besvare dine spørgsmål. Nyhedsbreve sender vi kun med dit samtykke.",
        ),
        h("Hvor længe gemmer vi dem?"),
        p(
          "Vi gemmer ikke dine oplysninger længere end nødvendigt. Ordre- og fakturaoplysninger opbevares så længe, loven kræver det.",
        ),
        h("Dine rettigheder"),
        p("Du kan altid se, rette eller slette dine oplysninger. Send blot en e-mail til {email}."),
      ],
    },
    cookies: {
      title: "Cookiepolitik",
      metaTitle: "Cookiepolitik | {store}",
      keywords: "cookies, cookiepolitik, privatliv, {store}",
      description: "Hvilke cookies {store} ({country}) bruger, og hvorfor.",
      body: [
        h("Hvad er cookies?"),
        p(
          "Cookies er små tekstfiler, som et website gemmer på din enhed. De sørger for, at webshoppen hos {store} fungerer, og husker for eksempel, hvad der ligger i din kurv.",
        ),
        h("Hvilke cookies bruger vi?"),
        ul(
          "Nødvendige cookies: bruges til kurven, sprogvalget og betalingen.",
          "Statistikcookies: hjælper os med at forstå, hvordan sitet bruges, så vi kan forbedre det.",
          "Marketingcookies: kun med dit samtykke, så vi kan vise relevante tilbud.",
        ),
        h("Skift dine indstillinger"),
        p(
          "Du kan til enhver tid ændre dit samtykke via linket Cookies nederst på siden eller i din browsers indstillinger. Uden nødvendige cookies fungerer webshoppen ikke efter hensigten.",
        ),
      ],
    },
    helpdesk: {
      title: "Hjælp",
      metaTitle: "Hjælp: ofte stillede spørgsmål | {store}",
      keywords: "hjælp, ofte stillede spørgsmål, levering, saldo, {store}",
      description: "Svar på de oftest stillede spørgsmål om bestilling, levering og brug af gavekort.",
      body: [
        p(
          "Her finder du svar på de spørgsmål, vi oftest får. Kan du ikke finde dit? Kontakt endelig vores kundeservice.",
        ),
        faq(
          [
            "Hvor hurtigt får jeg et digitalt gavekort?",
            "Digitale kort leveres på e-mail inden for en time efter betaling. Kig også i din spam-mappe.",
          ],
          [
            "Hvornår bliver mit fysiske kort sendt?",
            "Bestillinger, der modtages før kl. 17:00 på hverdage, sendes med posten samme dag.",
          ],
          [
            "Mit kort er ikke kommet endnu. Hvad gør jeg?",
            "98 % af vores forsendelser leveres inden for 2-3 hverdage. Har du stadig ikke modtaget noget efter 5 hverdage? Kontakt os, så finder vi ud af det.",
          ],
          [
            "Hvordan tjekker jeg saldoen på mit kort?",
            "Gå til siden Tjek saldo, og indtast det 19-cifrede kortnummer og den 6-cifrede pinkode. Du ser med det samme den resterende saldo og udløbsdatoen.",
          ],
          [
            "Hvor længe gælder et gavekort?",
            "Gyldigheden varierer fra brand til brand og står på produktsiden og på kortet.",
          ],
          [
            "Kan jeg bestille som virksomhed?",
            "Selvfølgelig. Erhvervskunder bestiller nemt på faktura og kan bede om et tilbud, som de får inden for en time.",
          ],
          [
            "Skal jeg betale moms af gavekort?",
            "Nej, der er ingen moms på {product}. Du betaler kun kortets værdi og eventuel fragt.",
          ],
          [
            "Bliver min bestilling sendt anbefalet?",
            "Bestillinger til en værdi over {threshold} eller med vin sendes altid som anbefalet brev.",
          ],
        ),
      ],
    },
    contacts: {
      title: "Kundeservice",
      metaTitle: "Kontakt kundeservice | {store}",
      keywords: "kundeservice, kontakt, spørgsmål, {store}",
      description: "Kontakt kundeservice hos {store}.",
      body: [
        p("Har du et spørgsmål om din bestilling, et kort eller saldoen? Vores kundeservice hjælper dig gerne."),
        ul("E-mail: {email}", "Telefon: {phone}", "Åbningstider: {hours}"),
        p("Vi hjælper også med erhvervsbestillinger: du får et tilbud inden for en time."),
      ],
    },
    delivery: {
      title: "Levering",
      metaTitle: "Levering og fragt | {store}",
      keywords: "levering, fragt, forsendelse, {store}",
      description: "Alt om levering af digitale og fysiske kort fra {store}.",
      body: [
        h("Digital levering"),
        p(
          "Digitale kort kommer på e-mail inden for en time efter betaling. Du kan sende dem videre med det samme eller selv printe dem.",
        ),
        h("Forsendelse med posten"),
        p(
          "Bestilt før kl. 17:00 på en hverdag? Så sendes din bestilling samme dag. 98 % af forsendelserne leveres inden for 2-3 hverdage. Er din forsendelse ikke kommet efter 5 hverdage, så kontakt os.",
        ),
        h("Anbefalede forsendelser"),
        p("Bestillinger over {threshold} eller med vin sendes anbefalet, så de kommer sikkert frem."),
        h("Internationalt"),
        p("Vores kort fås i over 20 lande."),
      ],
    },
    "cancelation-policy": {
      title: "Afbestillingspolitik",
      metaTitle: "Afbestilling og returnering | {store}",
      keywords: "afbestilling, returnering, fortrydelsesret, {store}",
      description: "Sådan afbestiller eller returnerer du en bestilling hos {store}.",
      body: [
        h("14 dages fortrydelsesret"),
        p(
          "Du har ret til at afbestille inden for 14 dage efter modtagelsen uden at give en grund, så længe kortet ikke er brugt eller aktiveret.",
        ),
        h("Sådan afbestiller du"),
        ul(
          "Send en e-mail til {email} med dit ordrenummer.",
          "Send ubrugte fysiske kort retur i den originale emballage.",
          "Når vi har modtaget dem, tilbagebetaler vi beløbet inden for 14 dage via den oprindelige betalingsmetode.",
        ),
        h("Undtagelser"),
        p("Kort, der allerede er brugt helt eller delvist, eller som har eget design, kan ikke afbestilles."),
      ],
    },
    "choice-card": {
      title: "Valgfrit gavekort",
      metaTitle: "Valgfrit gavekort: lad modtageren vælge | {store}",
      keywords: "valgfrit gavekort, gavekort til flere brands, gavekort, {store}",
      description: "I tvivl? Med det valgfrie gavekort fra {store} vælger modtageren mellem over {claim} brands.",
      body: [
        p(
          "Med det valgfrie gavekort slipper du for at vælge: modtageren bruger beløbet hos et af over {claim} brands i vores sortiment, fra restauranter til wellness og fra bøger til oplevelser.",
        ),
        h("Sådan aktiverer du kortet"),
        ul(
          "Indtast det 19-cifrede kortnummer.",
          "Vælg det beløb, du vil sætte på kortet.",
          "Indtast din e-mailadresse, og betal.",
          "Inden for 24 timer er kortet aktiveret og klar til brug.",
        ),
        h("Indløsning"),
        p("Via Tjek saldo ser modtageren sin saldo og vælger et eller flere gavekort fra sine yndlingsbrands."),
      ],
    },
    "over-ons": {
      title: "Om os",
      metaTitle: "Om {store}",
      keywords: "om os, {store}, gavekort",
      description: "Mød {store}, specialisten i gavekort.",
      body: [
        h("Nemt at give gaver"),
        p(
          "{store} hjælper dig med hurtigt at finde en gave, modtageren virkelig bliver glad for. Med over {claim} {product} er der altid noget, der passer, til enhver lejlighed og ethvert budget.",
        ),
        h("Det driver os"),
        p(
          "En god gave handler om omtanke. Derfor kan du gøre hvert kort personligt med indpakning og din egen hilsen, og vi sørger for, at det kommer hurtigt og sikkert frem.",
        ),
        h("Det kan du regne med"),
        ul(
          "Digital levering inden for en time",
          "Bestilt før kl. 17:00 på hverdage, sendt samme dag",
          "En kundeservice, der tænker med",
        ),
      ],
    },
    "hoe-werkt-het": {
      title: "Sådan fungerer det",
      metaTitle: "Sådan fungerer det | {store}",
      keywords: "sådan fungerer det, bestille, indløse, {store}",
      description: "Bestil, giv og indløs et gavekort i få trin.",
      body: [
        h("Bestil i fire trin"),
        ul(
          "Vælg et kort fra vores sortiment eller det valgfrie gavekort.",
          "Bestem beløbet, og vælg digitalt eller fysisk.",
          "Gør det personligt med indpakning og en hilsen på op til 150 tegn.",
          "Betal sikkert; digitale kort leveres inden for en time.",
        ),
        h("Indløsning"),
        p(
          "Modtageren bruger kortet online eller i butikken hos det valgte brand. Den aktuelle saldo kan altid ses via Tjek saldo.",
        ),
      ],
    },
    "zakelijk-bestellen": {
      title: "Erhvervsbestillinger",
      metaTitle: "Erhvervsbestilling på faktura | {store}",
      keywords: "erhvervsbestilling, faktura, tilbud, firmagaver, {store}",
      description: "Bestil gavekort til medarbejdere og forretningsforbindelser på faktura hos {store}.",
      body: [
        p(
          "Vil du sige tak til medarbejdere, kunder eller samarbejdspartnere? Hos {store} bestiller du nemt i store mængder med alle firmaoplysninger på fakturaen.",
        ),
        h("Fordele for virksomheder"),
        ul(
          "Betaling på faktura med reference eller omkostningssted",
          "Et tilbud inden for en time",
          "En personlig hilsen til hver modtager",
          "Digital levering til mange modtagere på én gang",
        ),
        h("Bed om et tilbud"),
        p(
          "Fortæl os, hvor mange kort du skal bruge, og til hvilken lejlighed. Du får et skræddersyet tilbud inden for en time. Spørgsmål? Skriv til {email}.",
        ),
      ],
    },
    "zakelijk-cadeau": {
      title: "Firmagaver",
      metaTitle: "Den perfekte firmagave | {store}",
      keywords: "firmagave, medarbejdergave, julegave til medarbejdere, kundegave, {store}",
      description: "Et gavekort fra {store} er firmagaven, hvor alle selv vælger.",
      body: [
        h("Én gave, alle glade"),
        p(
          "Smag er forskellig, især i et stort team. Med et gavekort fra {store} vælger hver modtager selv: en middag, en spadag eller en ny bog.",
        ),
        h("Til enhver lejlighed"),
        ul(
          "Julegave til medarbejderne",
          "Et tak til kunder og samarbejdspartnere",
          "Jubilæum, pension eller et flot resultat",
          "Præmier til kampagner og events",
        ),
        p("Vil du helst slet ikke vælge? Med det valgfrie gavekort vælger modtageren mellem over {claim} brands."),
      ],
    },
  },
  blog: {
    "tips-voor-de-perfecte-cadeaukaart": {
      title: "Sådan vælger du det perfekte gavekort",
      excerpt: "Fem tips til at finde et kort, der passer perfekt til modtageren.",
      body: [
        p(
          "Et gavekort giver modtageren frihed til at vælge, og med lidt omtanke bliver det også helt personligt. Med disse tips rammer du altid rigtigt.",
        ),
        ul(
          "Tænk på modtagerens interesser.",
          "Vælg et beløb, der passer til lejligheden.",
          "I tvivl? Vælg et kort, der gælder hos flere brands.",
          "Tilføj en personlig hilsen.",
          "Vælg en flot indpakning til det fysiske kort.",
        ),
        p("Er det virkelig svært at vælge? Det valgfrie gavekort er altid en god idé."),
      ],
    },
    "digitaal-cadeau-geven": {
      title: "Giv en digital gave: sådan gør du",
      excerpt: "Mangler du en gave i sidste øjeblik? Et digitalt gavekort leveres inden for en time.",
      body: [
        p(
          "Glemt, at der er fest i dag? Intet problem. Et digitalt gavekort bestiller du på få minutter, og det ligger i indbakken inden for en time.",
        ),
        h("Til dig eller direkte til modtageren"),
        p(
          "Du vælger, om kortet sendes til dig eller direkte til modtageren. Tilføj en personlig hilsen, så er gaven klar.",
        ),
      ],
    },
    "cadeaus-voor-medewerkers": {
      title: "Fem gaveidéer til medarbejderne",
      excerpt: "En påskønnelse, som alle kan bruge på deres egen måde.",
      body: [
        p("En gave til teamet skal føles rigtig for alle. Derfor vælger flere og flere virksomheder gavekort."),
        ul(
          "En middag for to",
          "En spadag",
          "En oplevelse med kollegerne",
          "Et kort til bøger og film",
          "Det valgfrie gavekort til dem, der selv vil vælge",
        ),
        p("Virksomheder bestiller nemt på faktura og får et tilbud inden for en time."),
      ],
    },
    "beleving-cadeau-geven": {
      title: "Giv oplevelser i stedet for ting",
      excerpt: "Minder varer længere end ting. Derfor er en oplevelse så fin en gave.",
      body: [
        p(
          "Oplevelser gør os ofte gladere end ting. En ballonfart, et madlavningskursus eller en aften i teatret husker man i mange år.",
        ),
        h("Oplev det sammen"),
        p("En oplevelse kan man også dele. Så giver du ikke kun en gave, men også tid og opmærksomhed."),
      ],
    },
    "saldo-controleren": {
      title: "Sådan tjekker du saldoen på dit kort",
      excerpt: "På få sekunder kan du se, hvor meget der er tilbage på dit gavekort.",
      body: [
        p("Vil du vide, hvor meget der er tilbage på kortet? Det ser du på få sekunder via Tjek saldo."),
        ul(
          "Gå til siden Tjek saldo.",
          "Indtast det 19-cifrede kortnummer.",
          "Indtast den 6-cifrede pinkode.",
          "Se saldoen og udløbsdatoen.",
        ),
        p("Er der stadig saldo tilbage? Så kan du bruge den med det samme i indløsningsbutikken."),
      ],
    },
    "persoonlijke-boodschap-schrijven": {
      title: "Skriv den fineste personlige hilsen",
      excerpt: "Med få velvalgte ord bliver enhver gave personlig.",
      body: [
        p("En personlig hilsen gør et gavekort til en rigtig gave. Du har 150 tegn, så hold det kort og hjertevarmt."),
        h("Vores tips"),
        ul(
          "Nævn anledningen: en fødselsdag, et tak, en milepæl.",
          "Mind om et fælles minde.",
          "Slut af med et varmt ønske.",
        ),
      ],
    },
  },
  moments: {
    verjaardag: {
      heroTitle: "En gave til hver fødselsdag",
      title: "Fødselsdag",
      body: [
        p("Uanset om det er en rund fødselsdag eller en hyggelig fest, passer et gavekort altid."),
        p("Vælg et kort til en middag, en udflugt eller yndlingsbutikken, og tilføj en personlig lykønskning."),
      ],
    },
    huwelijk: {
      heroTitle: "En skål for brudeparret",
      title: "Bryllup",
      body: [
        p(
          "Giv brudeparret et uforglemmeligt minde: en romantisk middag, en nat på et særligt hotel eller en spadag for to.",
        ),
        p("Giver I sammen med andre gæster? Vælg et højere beløb, og gør det til én stor fælles gave."),
      ],
    },
    geboorte: {
      heroTitle: "Velkommen til verden, lille ven",
      title: "Fødsel",
      body: [
        p("Et nyt liv skal fejres. Et kort til babyudstyr eller legetøj er en god hjælp for de nybagte forældre."),
        p("Eller forkæl forældrene med et velfortjent pusterum med et kort til wellness eller en middag ude."),
      ],
    },
    bedankt: {
      heroTitle: "Sig det med en gave",
      title: "Tak",
      body: [
        p(
          "Nogle gange siger en lille gestus mere end ord. Et gavekort er en fin måde at takke nogen for hjælp, støtte eller venskab.",
        ),
        p("Digitalt leveres det inden for en time, så din tak altid når frem i tide."),
      ],
    },
    kerst: {
      heroTitle: "Varme gaver til højtiden",
      title: "Jul",
      body: [
        p("Under juletræet må et gavekort ikke mangle. Så vælger alle præcis det, de ønsker sig."),
        p("Tip til virksomheder: julegaver til medarbejderne bestiller du nemt på faktura."),
      ],
    },
    moederdag: {
      heroTitle: "Til verdens bedste mor",
      title: "Mors dag",
      body: [
        p("Vis mor, hvor særlig hun er, med en spadag, en brunch eller et kort til hendes yndlingsbutik."),
        p("Tilføj en personlig hilsen, og gør hendes dag komplet."),
      ],
    },
    vaderdag: {
      heroTitle: "Til verdens bedste far",
      title: "Fars dag",
      body: [
        p("Fra en adrenalinfyldt oplevelse til en god bog: der findes et gavekort til enhver far."),
        p("Bestil før kl. 17:00 på en hverdag, så sendes det fysiske kort samme dag."),
      ],
    },
    pensioen: {
      heroTitle: "Nyd den frie tid",
      title: "Pension",
      body: [
        p(
          "Efter mange års arbejde er der endelig tid til at slappe af. En rejse, et kursus eller en spadag er den perfekte afskedsgave.",
        ),
        p("Giver I sammen med kollegerne? Vælg et kort med et højere beløb eller det valgfrie gavekort."),
      ],
    },
  },
  highlighted: {
    title: "Svært at vælge? Giv det valgfrie gavekort",
    description: "Modtageren vælger mellem over {claim} brands.",
  },
};
