import { faq, h, p, ul } from "./blocks";
import type { LanguagePack } from "./types";

export const sv: LanguagePack = {
  product: {
    title: "Presentkort {brand}",
    donationTitle: "Gåvokort {brand}",
    blankTitle: "Blankt presentkort",
    blankSetTitle: "3-pack blanka presentkort",
  },
  descriptions: {
    intro: {
      restaurants: [
        "Med ett presentkort från {brand} bjuder du någon på en riktigt god middag.",
        "Ett bord hos {brand}: en present att njuta av tillsammans.",
      ],
      wellness: [
        "Ett presentkort från {brand} är en inbjudan att varva ner på riktigt.",
        "Skäm bort någon du tycker om med en dag full av avkoppling hos {brand}.",
      ],
      experiences: [
        "Med {brand} ger du inga saker, utan ett minne för livet.",
        "En utflykt med {brand} ger garanterat historier att berätta i flera år.",
      ],
      shopping: [
        "Hos {brand} väljer mottagaren själv något fint ur sortimentet.",
        "Med ett presentkort från {brand} träffar du alltid rätt i smaken.",
      ],
      books: [
        "Med {brand} ger du bort timmar av läsning, film eller musik.",
        "För den som älskar att försvinna in i en berättelse är {brand} alltid ett lyckokast.",
      ],
      travel: [
        "Med {brand} ger du en välförtjänt paus långt från vardagen.",
        "En vistelse via {brand} är den perfekta presenten för den som gillar att resa.",
      ],
      sports: [
        "Med {brand} ger du en sportig vän eller kollega ny energi.",
        "Ny utrustning eller en lektion med en tränare: hos {brand} finns allt.",
      ],
      kids: [
        "Med {brand} får du varje barn att le.",
        "Ett presentkort från {brand} betyder lek och skratt tillsammans.",
      ],
      home: [
        "Med {brand} blir hemmet ännu lite mysigare.",
        "För hemmafixare, trädgårdsälskare och inredningsentusiaster är {brand} ett utmärkt val.",
      ],
      culture: [
        "Med {brand} ger du bort en kväll fylld av musik, teater eller konst.",
        "Ett presentkort från {brand} öppnar dörren till de bästa föreställningarna och utställningarna.",
      ],
    },
    donation: [
      "Med det här gåvokortet stöder mottagaren arbetet hos {brand}.",
      "Mottagaren bestämmer själv var beloppet gör mest nytta hos {brand}.",
    ],
    blank: [
      "Med ett blankt presentkort väljer mottagaren fritt bland alla våra varumärken.",
      "Perfekt när du vill bestämma beloppet själv och göra presenten personlig.",
    ],
    digital: [
      "Beställ det digitalt så ligger det i inkorgen inom en timme.",
      "Den digitala versionen levereras via e-post inom en timme.",
    ],
    physical: [
      "Beställt före 17:00 en vardag? Då skickar vi kortet samma dag.",
      "Det fysiska kortet kommer i ett fint kuvert och skickas samma dag om du beställer före 17:00 på vardagar.",
    ],
    both: [
      "Välj ett digitalt kort som ligger i inkorgen inom en timme, eller ett fysiskt kort som vi skickar samma dag om du beställer före 17:00 en vardag.",
      "Finns via e-post, levererat inom en timme, och som fysiskt kort i en snygg förpackning.",
    ],
    fixed: "Finns i fasta belopp från {min} till {max}.",
    custom: "Välj valfritt belopp mellan {min} och {max}.",
  },
  terms: {
    categories: {
      restaurants: {
        title: "Restauranger",
        description: "Från bistro till stjärnkrog: {product} för en riktigt god måltid.",
      },
      wellness: {
        title: "Spa & skönhet",
        description: "Koppla av i bastun, med en massage eller en skönhetsbehandling.",
      },
      experiences: { title: "Upplevelser", description: "Utflykter och aktiviteter som mottagaren aldrig glömmer." },
      shopping: { title: "Shopping", description: "Mode, skönhet, elektronik och mer i de bästa butikerna." },
      books: { title: "Böcker & media", description: "Läsa, lyssna, titta och spela: något för varje entusiast." },
      travel: { title: "Resor", description: "Hotellnätter, storstadsresor och weekendresor." },
      sports: { title: "Sport", description: "För alla som gillar att röra på sig, från gym till golf." },
      kids: { title: "Barn", description: "Leksaker, nöjesparker och utflykter för de minsta." },
      home: { title: "Hem & trädgård", description: "Allt för ett vackert hem och en grönskande trädgård." },
      culture: { title: "Kultur", description: "Teater, konserter, museer och festivaler." },
    },
    types: {
      digital: { title: "Digitalt", description: "I inkorgen via e-post inom en timme." },
      physical: {
        title: "Fysiskt",
        description: "Ett riktigt kort som skickas samma dag vid beställning före 17:00 på vardagar.",
      },
      "multi-brand": { title: "Flera varumärken", description: "Ett kort som gäller på massor av ställen." },
      experience: { title: "Upplevelse", description: "Ge bort en upplevelse i stället för en sak." },
    },
    promotions: {
      "most-chosen": { title: "Mest valda", description: "Våra kunders favoriter." },
      new: { title: "Nyheter", description: "Helt nya i vårt sortiment." },
      sale: { title: "Erbjudande", description: "Med en extra förmån under en begränsad tid." },
    },
  },
  pages: {
    home: {
      title: "{Product} för alla tillfällen",
      metaTitle: "{store} | {Product} för alla tillfällen",
      keywords: "presentkort, digitalt presentkort, present, gåva, {store}",
      description:
        "Välj bland fler än {claim} {product} för restauranger, spa, upplevelser och shopping. Digital leverans inom en timme.",
      body: [
        h("Den perfekta presenten, alltid nära till hands"),
        p(
          "Hos {store} väljer du bland fler än {claim} {product}: från en middag till en spadag, från en bra bok till en oförglömlig upplevelse. Så ger du alltid något som mottagaren verkligen blir glad över.",
        ),
        ul(
          "Beställt före 17:00 på vardagar, skickat samma dag",
          "Digital leverans till inkorgen inom en timme",
          "Företagsbeställningar mot faktura",
          "Gör det personligt med förpackning och hälsning",
        ),
      ],
    },
    terms: {
      title: "Allmänna villkor",
      metaTitle: "Allmänna villkor | {store}",
      keywords: "allmänna villkor, köpvillkor, beställning, {store}",
      description: "Villkoren som gäller för beställningar hos {store} ({country}).",
      body: [
        h("1. Tillämpning"),
        p(
          "Dessa allmänna villkor gäller för varje beställning du gör i webbutiken hos {store} ({country}). När du slutför en beställning godkänner du villkoren.",
        ),
        h("2. Beställning och betalning"),
        p(
          "Köpet är genomfört när betalningen har tagits emot. Du betalar tryggt med något av de erbjudna betalsätten; företagskunder kan även beställa mot faktura. Presentkort är momsfria.",
        ),
        h("3. Leverans"),
        p(
          "Digitala kort levereras via e-post inom en timme. Beställningar av fysiska kort som kommer in före 17:00 på vardagar skickas samma dag. Beställningar över {threshold} skickas som rekommenderat brev.",
        ),
        h("4. Giltighet och användning"),
        p(
          "Giltighetstiden anges på produktsidan och på själva kortet. Kortet kan inte lösas in mot kontanter och kan användas vid flera tillfällen så länge det finns saldo kvar.",
        ),
        h("5. Ångerrätt"),
        p(
          "Oanvända kort kan du avbeställa kostnadsfritt inom 14 dagar efter mottagandet. Läs mer i vår policy för avbeställning.",
        ),
        h("6. Ansvar och reklamationer"),
        p(
          "{store} ansvarar inte för förlust eller stöld av ett kort efter leverans. Vill du reklamera? Mejla oss på {email}; vi svarar inom två arbetsdagar.",
        ),
      ],
    },
    privacy: {
      title: "Integritetspolicy",
      metaTitle: "Integritetspolicy | {store}",
      keywords: "integritet, personuppgifter, GDPR, {store}",
      description: "Så hanterar {store} ({country}) dina personuppgifter.",
      body: [
        h("Vilka vi är"),
        p(
          "{store} ({country}) är personuppgiftsansvarig för de uppgifter du delar med oss. Vi hanterar dina uppgifter varsamt och följer dataskyddsförordningen (GDPR).",
        ),
        h("Vilka uppgifter vi behandlar"),
        ul(
          "Namn, e-postadress och telefonnummer",
          "Leveransadress och faktureringsuppgifter",
          "Uppgifter om dina beställningar och betalningar",
          "Tekniska uppgifter som IP-adress och webbläsartyp",
        ),
        h("Vad vi använder dem till"),
        p(
          "Vi använder dina uppgifter för att hantera och leverera beställningar, hålla dig informerad om status och svara på dina frågor. Nyhetsbrev skickar vi bara om du har samtyckt.",
        ),
        h("Hur länge vi sparar dem"),
        p(
          "Vi sparar inte dina uppgifter längre än nödvändigt. Order- och fakturauppgifter sparas så länge lagen kräver.",
        ),
        h("Dina rättigheter"),
        p("Du kan alltid se, rätta eller radera dina uppgifter. Skicka bara ett mejl till {email}."),
      ],
    },
    cookies: {
      title: "Cookiepolicy",
      metaTitle: "Cookiepolicy | {store}",
      keywords: "cookies, cookiepolicy, integritet, {store}",
      description: "Vilka cookies {store} ({country}) använder och varför.",
      body: [
        h("Vad är cookies?"),
        p(
          "Cookies är små textfiler som en webbplats sparar på din enhet. De ser till att webbutiken hos {store} fungerar som den ska och kommer till exempel ihåg vad som ligger i din varukorg.",
        ),
        h("Vilka cookies använder vi?"),
        ul(
          "Nödvändiga cookies: behövs för varukorgen, språkvalet och kassan.",
          "Analyscookies: hjälper oss att förstå hur webbplatsen används så att vi kan förbättra den.",
          "Marknadsföringscookies: endast med ditt samtycke, för att visa relevanta erbjudanden.",
        ),
        h("Ändra dina inställningar"),
        p(
          "Du kan när som helst ändra ditt samtycke via länken Cookies längst ned på sidan eller i webbläsarens inställningar. Utan nödvändiga cookies fungerar webbutiken inte som tänkt.",
        ),
      ],
    },
    helpdesk: {
      title: "Kundtjänst & hjälp",
      metaTitle: "Hjälp: vanliga frågor | {store}",
      keywords: "hjälp, vanliga frågor, leverans, saldo, {store}",
      description: "Svar på de vanligaste frågorna om att beställa, leverera och använda presentkort.",
      body: [
        p("Här hittar du svar på de frågor vi får oftast. Hittar du inte din fråga? Kontakta gärna vår kundtjänst."),
        faq(
          [
            "Hur snabbt får jag ett digitalt presentkort?",
            "Digitala kort levereras via e-post inom en timme efter betalning. Titta gärna i skräpposten också.",
          ],
          [
            "När skickas mitt fysiska kort?",
            "Beställningar som kommer in före 17:00 på vardagar skickas med posten samma dag.",
          ],
          [
            "Mitt kort har inte kommit än. Vad gör jag?",
            "98 % av våra försändelser levereras inom 2-3 arbetsdagar. Har du fortfarande inte fått något efter 5 arbetsdagar? Hör av dig så löser vi det.",
          ],
          [
            "Hur kollar jag saldot på mitt kort?",
            "Gå till sidan Kolla saldo och ange det 19-siffriga kortnumret och den 6-siffriga PIN-koden. Du ser direkt återstående saldo och sista giltighetsdag.",
          ],
          [
            "Hur länge gäller ett presentkort?",
            "Giltighetstiden varierar mellan varumärken och anges på produktsidan och på kortet.",
          ],
          [
            "Kan jag beställa som företag?",
            "Självklart. Företagskunder beställer enkelt mot faktura och kan begära en offert, som kommer inom en timme.",
          ],
          [
            "Betalar jag moms på presentkort?",
            "Nej, {product} är momsfria. Du betalar bara kortets värde och eventuell frakt.",
          ],
          [
            "Skickas min beställning rekommenderat?",
            "Beställningar värda mer än {threshold} eller som innehåller vin skickas alltid som rekommenderat brev.",
          ],
        ),
      ],
    },
    contacts: {
      title: "Kundtjänst",
      metaTitle: "Kontakta kundtjänst | {store}",
      keywords: "kundtjänst, kontakt, fråga, {store}",
      description: "Kontakta kundtjänst hos {store}.",
      body: [
        p("Har du en fråga om din beställning, ett kort eller saldot? Vår kundtjänst hjälper dig gärna."),
        ul("E-post: {email}", "Telefon: {phone}", "Öppettider: {hours}"),
        p("Vi hjälper också till med företagsbeställningar: en offert får du inom en timme."),
      ],
    },
    delivery: {
      title: "Leverans",
      metaTitle: "Leverans och frakt | {store}",
      keywords: "leverans, frakt, post, {store}",
      description: "Allt om leverans av digitala och fysiska kort från {store}.",
      body: [
        h("Digital leverans"),
        p(
          "Digitala kort kommer via e-post inom en timme efter betalning. Du kan vidarebefordra dem direkt eller skriva ut dem själv.",
        ),
        h("Leverans med post"),
        p(
          "Beställt före 17:00 en vardag? Då skickas beställningen samma dag. 98 % av försändelserna levereras inom 2-3 arbetsdagar. Har din försändelse inte kommit efter 5 arbetsdagar ber vi dig kontakta oss.",
        ),
        h("Rekommenderade försändelser"),
        p("Beställningar över {threshold} eller med vin skickas rekommenderat så att de kommer fram säkert."),
        h("Internationellt"),
        p("Våra kort finns i fler än 20 länder."),
      ],
    },
    "cancelation-policy": {
      title: "Avbeställningspolicy",
      metaTitle: "Avbeställning och retur | {store}",
      keywords: "avbeställning, retur, ångerrätt, {store}",
      description: "Så avbeställer eller returnerar du en beställning hos {store}.",
      body: [
        h("14 dagars ångerrätt"),
        p(
          "Du har rätt att avbeställa inom 14 dagar efter mottagandet utan att ange skäl, så länge kortet inte har använts eller aktiverats.",
        ),
        h("Så avbeställer du"),
        ul(
          "Mejla {email} och ange ditt ordernummer.",
          "Skicka tillbaka oanvända fysiska kort i originalförpackningen.",
          "När vi har tagit emot dem betalar vi tillbaka beloppet inom 14 dagar via samma betalsätt.",
        ),
        h("Undantag"),
        p("Kort som redan har använts, helt eller delvis, eller som har egen design kan inte avbeställas."),
      ],
    },
    "choice-card": {
      title: "Valfritt presentkort",
      metaTitle: "Valfritt presentkort: låt mottagaren välja | {store}",
      keywords: "valfritt presentkort, presentkort flera varumärken, presentkort, {store}",
      description:
        "Osäker? Med det valfria presentkortet från {store} väljer mottagaren bland fler än {claim} varumärken.",
      body: [
        p(
          "Med det valfria presentkortet slipper du välja: mottagaren använder beloppet hos något av fler än {claim} varumärken i vårt sortiment, från restauranger till spa och från böcker till upplevelser.",
        ),
        h("Så aktiverar du kortet"),
        ul(
          "Ange det 19-siffriga kortnumret.",
          "Välj beloppet du vill ladda kortet med.",
          "Ange din e-postadress och betala.",
          "Inom 24 timmar är kortet aktiverat och klart att använda.",
        ),
        h("Lösa in"),
        p(
          "Via Kolla saldo ser mottagaren sitt saldo och väljer ett eller flera presentkort från sina favoritvarumärken.",
        ),
      ],
    },
    "over-ons": {
      title: "Om oss",
      metaTitle: "Om {store}",
      keywords: "om oss, {store}, presentkort",
      description: "Lär känna {store}, specialisten på presentkort.",
      body: [
        h("Enkelt att ge bort presenter"),
        p(
          "{store} hjälper dig att snabbt hitta en present som mottagaren verkligen blir glad för. Med fler än {claim} {product} finns alltid något som passar, för varje tillfälle och budget.",
        ),
        h("Det här driver oss"),
        p(
          "En bra present handlar om omtanke. Därför kan du göra varje kort personligt med förpackning och egen hälsning, och vi ser till att det kommer fram snabbt och säkert.",
        ),
        h("Det här kan du räkna med"),
        ul(
          "Digital leverans inom en timme",
          "Beställt före 17:00 på vardagar, skickat samma dag",
          "En kundtjänst som tänker med dig",
        ),
      ],
    },
    "hoe-werkt-het": {
      title: "Så fungerar det",
      metaTitle: "Så fungerar det | {store}",
      keywords: "så fungerar det, beställa, lösa in, {store}",
      description: "Beställ, ge bort och lös in ett presentkort i några enkla steg.",
      body: [
        h("Beställ i fyra steg"),
        ul(
          "Välj ett kort ur vårt sortiment eller det valfria presentkortet.",
          "Bestäm belopp och välj digitalt eller fysiskt.",
          "Gör det personligt med förpackning och en hälsning på upp till 150 tecken.",
          "Betala tryggt; digitala kort levereras inom en timme.",
        ),
        h("Lösa in"),
        p(
          "Mottagaren använder kortet online eller i butik hos det valda varumärket. Aktuellt saldo hittar du alltid via Kolla saldo.",
        ),
      ],
    },
    "zakelijk-bestellen": {
      title: "Företagsbeställningar",
      metaTitle: "Företagsbeställning mot faktura | {store}",
      keywords: "företagsbeställning, faktura, offert, företagsgåvor, {store}",
      description: "Beställ presentkort till anställda och affärskontakter mot faktura hos {store}.",
      body: [
        p(
          "Vill du tacka anställda, kunder eller partner? Hos {store} beställer du enkelt i stora volymer, med alla företagsuppgifter på fakturan.",
        ),
        h("Fördelar för företag"),
        ul(
          "Betalning mot faktura, med referens eller kostnadsställe",
          "Offert inom en timme",
          "En personlig hälsning till varje mottagare",
          "Digital leverans till många mottagare samtidigt",
        ),
        h("Begär offert"),
        p(
          "Berätta hur många kort du behöver och till vilket tillfälle. Du får en skräddarsydd offert inom en timme. Frågor? Mejla {email}.",
        ),
      ],
    },
    "zakelijk-cadeau": {
      title: "Företagsgåvor",
      metaTitle: "Den perfekta företagsgåvan | {store}",
      keywords: "företagsgåva, personalgåva, julklapp till personalen, kundgåva, {store}",
      description: "Ett presentkort från {store} är företagsgåvan där alla väljer själva.",
      body: [
        h("En gåva, alla nöjda"),
        p(
          "Smaken är som baken, särskilt i ett stort team. Med ett presentkort från {store} väljer varje mottagare själv: en middag, en spadag eller en ny bok.",
        ),
        h("För alla tillfällen"),
        ul(
          "Julklapp till personalen",
          "Ett tack till kunder och partner",
          "Jubileum, pension eller ett fint resultat",
          "Priser vid kampanjer och evenemang",
        ),
        p("Hellre inte välja alls? Med det valfria presentkortet väljer mottagaren bland fler än {claim} varumärken."),
      ],
    },
  },
  blog: {
    "tips-voor-de-perfecte-cadeaukaart": {
      title: "Så väljer du det perfekta presentkortet",
      excerpt: "Fem tips för att hitta ett kort som passar mottagaren perfekt.",
      body: [
        p(
          "Ett presentkort ger mottagaren valfrihet, och med lite omtanke blir det också riktigt personligt. Med de här tipsen blir det alltid rätt.",
        ),
        ul(
          "Tänk på mottagarens intressen.",
          "Välj ett belopp som passar tillfället.",
          "Osäker? Välj ett kort som gäller hos flera varumärken.",
          "Lägg till en personlig hälsning.",
          "Välj en fin förpackning till det fysiska kortet.",
        ),
        p("Svårt att bestämma dig? Det valfria presentkortet är alltid en bra idé."),
      ],
    },
    "digitaal-cadeau-geven": {
      title: "Ge bort en digital present: så funkar det",
      excerpt: "Behöver du en present i sista minuten? Ett digitalt presentkort levereras inom en timme.",
      body: [
        p(
          "Glömt att det är kalas i dag? Ingen fara. Ett digitalt presentkort beställer du på några minuter, och det ligger i inkorgen inom en timme.",
        ),
        h("Till dig eller direkt till mottagaren"),
        p(
          "Du väljer om kortet ska skickas till dig eller direkt till mottagaren. Lägg till en personlig hälsning, så är presenten klar.",
        ),
      ],
    },
    "cadeaus-voor-medewerkers": {
      title: "Fem presentidéer till medarbetarna",
      excerpt: "En uppskattning som var och en kan använda på sitt eget sätt.",
      body: [
        p("En present till teamet ska kännas rätt för alla. Därför väljer allt fler företag presentkort."),
        ul(
          "En middag för två",
          "En spadag",
          "En upplevelse med kollegorna",
          "Ett kort för böcker och film",
          "Det valfria presentkortet, för den som vill välja själv",
        ),
        p("Företag beställer enkelt mot faktura och får en offert inom en timme."),
      ],
    },
    "beleving-cadeau-geven": {
      title: "Ge bort upplevelser i stället för saker",
      excerpt: "Minnen varar längre än saker. Därför är en upplevelse en så fin present.",
      body: [
        p(
          "Upplevelser gör oss ofta lyckligare än prylar. En ballongfärd, en matlagningskurs eller en kväll på teatern minns man i många år.",
        ),
        h("Upplev det tillsammans"),
        p("En upplevelse kan man dessutom dela. Då ger du inte bara en present, utan också tid och uppmärksamhet."),
      ],
    },
    "saldo-controleren": {
      title: "Så kollar du saldot på ditt kort",
      excerpt: "På några sekunder ser du hur mycket som finns kvar på presentkortet.",
      body: [
        p("Undrar du hur mycket som finns kvar på kortet? Det ser du på några sekunder via Kolla saldo."),
        ul(
          "Gå till sidan Kolla saldo.",
          "Ange det 19-siffriga kortnumret.",
          "Ange den 6-siffriga PIN-koden.",
          "Se saldot och sista giltighetsdag.",
        ),
        p("Finns det saldo kvar? Då kan du använda det direkt i inlösenbutiken."),
      ],
    },
    "persoonlijke-boodschap-schrijven": {
      title: "Skriv den finaste personliga hälsningen",
      excerpt: "Med några väl valda ord blir varje present personlig.",
      body: [
        p(
          "En personlig hälsning gör ett presentkort till en riktig present. Du har 150 tecken, så håll det kort och hjärtligt.",
        ),
        h("Våra tips"),
        ul(
          "Nämn tillfället: en födelsedag, ett tack, en milstolpe.",
          "Påminn om ett gemensamt minne.",
          "Avsluta med en varm önskan.",
        ),
      ],
    },
  },
  moments: {
    verjaardag: {
      heroTitle: "En present till varje födelsedag",
      title: "Födelsedag",
      body: [
        p("Oavsett om det är en jämn födelsedag eller ett mysigt kalas passar ett presentkort alltid."),
        p("Välj ett kort för en middag, en utflykt eller favoritbutiken och lägg till en personlig gratulation."),
      ],
    },
    huwelijk: {
      heroTitle: "En skål för brudparet",
      title: "Bröllop",
      body: [
        p(
          "Ge brudparet ett oförglömligt minne: en romantisk middag, en natt på ett speciellt hotell eller en spadag för två.",
        ),
        p("Ger ni presenten tillsammans med andra gäster? Välj ett högre belopp och gör en stor gemensam present."),
      ],
    },
    geboorte: {
      heroTitle: "Välkommen till världen, lilla vän",
      title: "Födsel",
      body: [
        p(
          "Ett nytt liv ska firas. Ett kort för babyprylar eller leksaker är en fin hjälp för de nyblivna föräldrarna.",
        ),
        p("Eller bjud föräldrarna på en välförtjänt stund av vila med ett kort för spa eller en middag ute."),
      ],
    },
    bedankt: {
      heroTitle: "Säg det med en present",
      title: "Tack",
      body: [
        p(
          "Ibland säger en liten gest mer än ord. Ett presentkort är ett fint sätt att tacka någon för hjälp, stöd eller vänskap.",
        ),
        p("Digitalt levereras det inom en timme, så ditt tack kommer alltid fram i tid."),
      ],
    },
    kerst: {
      heroTitle: "Varma presenter till helgerna",
      title: "Jul",
      body: [
        p("Under granen får ett presentkort inte saknas. Då väljer alla precis det de vill ha."),
        p("Tips till företag: julklappar till personalen beställer du enkelt mot faktura."),
      ],
    },
    moederdag: {
      heroTitle: "Till världens bästa mamma",
      title: "Mors dag",
      body: [
        p("Visa mamma hur speciell hon är med en spadag, en brunch eller ett kort till hennes favoritbutik."),
        p("Lägg till en personlig hälsning och gör hennes dag komplett."),
      ],
    },
    vaderdag: {
      heroTitle: "Till världens bästa pappa",
      title: "Fars dag",
      body: [
        p("Från en adrenalinfylld upplevelse till en bra bok: det finns ett presentkort för varje pappa."),
        p("Beställ före 17:00 en vardag så skickas det fysiska kortet samma dag."),
      ],
    },
    pensioen: {
      heroTitle: "Njut av den fria tiden",
      title: "Pension",
      body: [
        p(
          "Efter många års arbete är det äntligen dags att koppla av. En resa, en kurs eller en spadag är den perfekta avskedspresenten.",
        ),
        p("Ger ni tillsammans med kollegorna? Välj ett kort med ett högre belopp eller det valfria presentkortet."),
      ],
    },
  },
  highlighted: {
    title: "Svårt att välja? Ge bort det valfria presentkortet",
    description: "Mottagaren väljer bland fler än {claim} varumärken.",
  },
};
