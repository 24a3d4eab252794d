import { faq, h, p, ul } from "./blocks";
import type { LanguagePack } from "./types";

// Finnish inflects nouns by case, so brand and store names stay in the nominative: in compounds
// ("{brand} -lahjakortilla" inflects the head noun), as subjects, or in parentheses. {product} is only
// used as a plural subject, and counted phrases name brands ("yli {claim} brändiä").
export const fi: LanguagePack = {
  product: {
    title: "{brand} -lahjakortti",
    titleOneWord: "{brand}-lahjakortti",
    donationTitle: "{brand} -lahjoituskortti",
    blankTitle: "Tyhjä lahjakortti",
    blankSetTitle: "Kolmen tyhjän lahjakortin setti",
  },
  descriptions: {
    intro: {
      restaurants: [
        "{brand} -lahjakortilla tarjoat läheisellesi herkullisen aterian.",
        "Pöytä on katettu, {brand} odottaa: lahja, josta nautitaan yhdessä.",
      ],
      wellness: [
        "{brand} -lahjakortti on kutsu rentoutua kunnolla.",
        "Hemmottele läheistäsi rentouttavalla päivällä – {brand} hoitaa loput.",
      ],
      experiences: [
        "{brand} -lahjakortilla annat tavaran sijaan elinikäisen muiston.",
        "{brand} takaa tarinoita, joita kerrotaan vielä vuosien päästä.",
      ],
      shopping: [
        "{brand} -lahjakortilla saaja valitsee itse jotain ihanaa koko valikoimasta.",
        "{brand} -lahjakortilla osut aina saajan makuun.",
      ],
      books: [
        "{brand} -lahjakortilla lahjoitat tuntikausia lukemista, elokuvia tai musiikkia.",
        "Tarinoihin uppoutuvalle {brand} on aina täysosuma.",
      ],
      travel: [
        "{brand} -lahjakortilla annat ansaitun tauon kaukana arjesta.",
        "{brand} -lahjakortti on täydellinen lahja matkailusta nauttivalle.",
      ],
      sports: [
        "{brand} -lahjakortilla annat urheilulliselle ystävälle tai kollegalle uutta puhtia.",
        "Uudet varusteet tai tunti valmentajan kanssa – {brand} tarjoaa kaiken.",
      ],
      kids: [
        "{brand} -lahjakortilla saat jokaisen lapsen hymyilemään.",
        "{brand} -lahjakortti tarkoittaa leikkiä ja yhteistä naurua.",
      ],
      home: [
        "{brand} -lahjakortilla kodista tulee entistäkin viihtyisämpi.",
        "Tee se itse -ihmisille, puutarhureille ja sisustajille {brand} on loistava valinta.",
      ],
      culture: [
        "{brand} -lahjakortilla lahjoitat illan täynnä musiikkia, teatteria tai taidetta.",
        "{brand} -lahjakortti avaa ovet upeimpiin esityksiin ja näyttelyihin.",
      ],
    },
    donation: [
      "Tällä lahjoituskortilla saaja tukee järjestön {brand} työtä.",
      "Saaja päättää itse, missä summa auttaa eniten – tukikohteena {brand}.",
    ],
    blank: [
      "Tyhjällä lahjakortilla saaja valitsee vapaasti kaikista brändeistämme.",
      "Sopii, kun haluat päättää summan itse ja tehdä lahjasta henkilökohtaisen.",
    ],
    digital: [
      "Tilaa se digitaalisena, niin se on sähköpostissa tunnin kuluessa.",
      "Digitaalinen versio toimitetaan sähköpostitse tunnin kuluessa.",
    ],
    physical: [
      "Tilasitko arkipäivänä ennen kello 17:00? Lähetämme kortin samana päivänä.",
      "Fyysinen kortti saapuu kauniissa kirjekuoressa, ja se lähtee samana päivänä, kun tilaat arkipäivänä ennen kello 17:00.",
    ],
    both: [
      "Valitse digitaalinen kortti, joka on sähköpostissa tunnin kuluessa, tai fyysinen kortti, jonka lähetämme samana päivänä, kun tilaat arkipäivänä ennen kello 17:00.",
      "Saatavilla sähköpostitse tunnin toimituksella sekä fyysisenä korttina tyylikkäässä pakkauksessa.",
    ],
    fixed: "Saatavilla kiinteinä summina {min}–{max}.",
    custom: "Valitse itse summa väliltä {min}–{max}.",
  },
  terms: {
    categories: {
      restaurants: {
        title: "Ravintolat",
        description: "Bistrosta huippuravintolaan: herkullisia aterioita joka makuun.",
      },
      wellness: { title: "Hyvinvointi", description: "Rentoutumista saunassa, hieronnassa tai kauneushoidossa." },
      experiences: { title: "Elämykset", description: "Retkiä ja aktiviteetteja, joita ei unohda koskaan." },
      shopping: {
        title: "Ostokset",
        description: "Muotia, kauneutta, elektroniikkaa ja paljon muuta parhaista kaupoista.",
      },
      books: {
        title: "Kirjat ja media",
        description: "Lukemista, kuuntelemista, katsomista ja pelaamista jokaiselle harrastajalle.",
      },
      travel: { title: "Matkat", description: "Hotelliöitä, kaupunkilomia ja viikonloppumatkoja." },
      sports: { title: "Urheilu", description: "Kaikille liikkujille, kuntosalista golfiin." },
      kids: { title: "Lapset", description: "Leluja, huvipuistoja ja retkiä pienimmille." },
      home: { title: "Koti ja puutarha", description: "Kaikki kauniiseen kotiin ja vehreään puutarhaan." },
      culture: { title: "Kulttuuri", description: "Teatteria, konsertteja, museoita ja festivaaleja." },
    },
    types: {
      digital: { title: "Digitaaliset", description: "Sähköpostiin tunnin kuluessa." },
      physical: {
        title: "Fyysiset",
        description: "Oikea kortti, joka lähtee samana päivänä, kun tilaat arkipäivänä ennen kello 17:00.",
      },
      "multi-brand": { title: "Monibrändi", description: "Yksi kortti, joka käy lukuisissa paikoissa." },
      experience: { title: "Elämys", description: "Anna elämys tavaran sijaan." },
    },
    promotions: {
      "most-chosen": { title: "Valituimmat", description: "Asiakkaidemme suosikit." },
      new: { title: "Uutuudet", description: "Juuri valikoimaamme lisätyt." },
      sale: { title: "Tarjous", description: "Lisäetu rajoitetun ajan." },
    },
  },
  pages: {
    home: {
      title: "{Product} jokaiseen hetkeen",
      metaTitle: "{store} | {Product} jokaiseen hetkeen",
      keywords: "lahjakortti, digitaalinen lahjakortti, lahja, lahjaidea, {store}",
      description:
        "Yli {claim} brändiä ravintoloista hyvinvointiin, elämyksiin ja ostoksiin. Digitaalinen toimitus tunnin kuluessa.",
      body: [
        h("Täydellinen lahja, aina käden ulottuvilla"),
        p(
          "Valikoimassamme on yli {claim} brändiä: illallisesta kylpyläpäivään, hyvästä kirjasta unohtumattomaan elämykseen. Näin annat aina jotain, mistä saaja todella ilahtuu.",
        ),
        ul(
          "Arkipäivisin ennen kello 17:00 tilatut lähtevät samana päivänä",
          "Digitaalinen toimitus sähköpostiin tunnin kuluessa",
          "Yritystilaukset laskulla",
          "Tee lahjasta henkilökohtainen paketoinnilla ja tervehdyksellä",
        ),
      ],
    },
    terms: {
      title: "Toimitusehdot",
      metaTitle: "Toimitusehdot | {store}",
      keywords: "toimitusehdot, sopimusehdot, tilaus, {store}",
      description: "Tilauksiin sovellettavat ehdot ({store}, {country}).",
      body: [
        h("1. Soveltamisala"),
        p(
          "Näitä toimitusehtoja sovelletaan kaikkiin tilauksiin, jotka teet verkkokaupassamme ({store}, {country}). Viimeistelemällä tilauksen hyväksyt nämä ehdot.",
        ),
        h("2. Tilaus ja maksu"),
        p(
          "Kauppa syntyy, kun maksu on vastaanotettu. Maksat turvallisesti jollakin tarjotuista maksutavoista; yritysasiakkaat voivat tilata myös laskulla. Lahjakortit ovat arvonlisäverottomia.",
        ),
        h("3. Toimitus"),
        p(
          "Digitaaliset kortit toimitetaan sähköpostitse tunnin kuluessa. Arkipäivisin ennen kello 17:00 saapuneet fyysisten korttien tilaukset lähetetään samana päivänä. Yli {threshold} arvoiset tilaukset lähetetään kirjattuna kirjeenä.",
        ),
        h("4. Voimassaolo ja käyttö"),
        p(
          "Voimassaoloaika näkyy tuotesivulla ja itse kortissa. Korttia ei voi vaihtaa rahaksi, ja sitä voi käyttää useassa erässä niin kauan kuin saldoa riittää.",
        ),
        h("5. Peruutusoikeus"),
        p(
          "Käyttämättömät kortit voit perua maksutta 14 päivän kuluessa vastaanottamisesta. Lisätietoja löydät peruutusehdoistamme.",
        ),
        h("6. Vastuu ja reklamaatiot"),
        p(
          "Emme vastaa kortin katoamisesta tai varkaudesta toimituksen jälkeen. Haluatko tehdä reklamaation? Kirjoita osoitteeseen {email}; vastaamme kahden arkipäivän kuluessa.",
        ),
      ],
    },
    privacy: {
      title: "Tietosuojaseloste",
      metaTitle: "Tietosuojaseloste | {store}",
      keywords: "tietosuoja, henkilötiedot, GDPR, {store}",
      description: "Näin käsittelemme henkilötietojasi ({store}, {country}).",
      body: [
        h("Keitä olemme"),
        p(
          "{store} ({country}) on rekisterinpitäjä niille henkilötiedoille, jotka jaat kanssamme. Käsittelemme tietojasi huolellisesti ja noudatamme tietosuoja-asetusta (GDPR).",
        ),
        h("Mitä tietoja käsittelemme"),
        ul(
          "Nimi, sähköpostiosoite ja puhelinnumero",
          "Toimitusosoite ja laskutustiedot",
          "Tiedot tilauksistasi ja maksuistasi",
          "Tekniset tiedot, kuten IP-osoite ja selaintyyppi",
        ),
        h("Mihin käytämme niitä"),
        p(
          "Käytämme tietojasi tilausten käsittelyyn ja toimittamiseen, tilan tiedottamiseen ja kysymyksiisi vastaamiseen. Uutiskirjeen lähetämme vain suostumuksellasi.",
        ),
        h("Kuinka kauan säilytämme niitä"),
        p(
          "Säilytämme tietoja vain niin kauan kuin on tarpeen. Tilaus- ja laskutustietoja säilytetään lain edellyttämän ajan.",
        ),
        h("Oikeutesi"),
        p(
          "Voit milloin tahansa tarkastaa, korjata tai poistattaa tietosi. Lähetä vain sähköpostia osoitteeseen {email}.",
        ),
      ],
    },
    cookies: {
      title: "Evästekäytäntö",
      metaTitle: "Evästekäytäntö | {store}",
      keywords: "evästeet, evästekäytäntö, tietosuoja, {store}",
      description: "Mitä evästeitä käytämme ja miksi ({store}, {country}).",
      body: [
        h("Mitä evästeet ovat?"),
        p(
          "Evästeet ovat pieniä tekstitiedostoja, jotka verkkosivusto tallentaa laitteellesi. Niiden ansiosta verkkokauppamme ({store}) toimii oikein ja muistaa esimerkiksi ostoskorisi sisällön.",
        ),
        h("Mitä evästeitä käytämme?"),
        ul(
          "Välttämättömät evästeet: tarvitaan ostoskoriin, kielivalintaan ja maksamiseen.",
          "Analytiikkaevästeet: auttavat meitä ymmärtämään sivuston käyttöä, jotta voimme parantaa sitä.",
          "Markkinointievästeet: vain suostumuksellasi, jotta voimme näyttää sinulle sopivia tarjouksia.",
        ),
        h("Asetusten muuttaminen"),
        p(
          "Voit muuttaa suostumustasi milloin tahansa sivun alalaidan Evästeet-linkistä tai selaimen asetuksista. Ilman välttämättömiä evästeitä verkkokauppa ei toimi tarkoitetulla tavalla.",
        ),
      ],
    },
    helpdesk: {
      title: "Ohjeet ja tuki",
      metaTitle: "Ohjeet ja tuki: usein kysyttyä | {store}",
      keywords: "ohjeet, usein kysyttyä, toimitus, saldo, {store}",
      description: "Vastaukset yleisimpiin kysymyksiin lahjakorttien tilaamisesta, toimituksesta ja käytöstä.",
      body: [
        p(
          "Täältä löydät vastaukset kysymyksiin, joita meiltä kysytään useimmin. Eikö omaasi löydy? Ota rohkeasti yhteyttä asiakaspalveluumme.",
        ),
        faq(
          [
            "Kuinka nopeasti saan digitaalisen lahjakortin?",
            "Digitaaliset kortit toimitetaan sähköpostitse tunnin kuluessa maksusta. Tarkista myös roskapostikansio.",
          ],
          [
            "Milloin fyysinen korttini lähetetään?",
            "Arkipäivisin ennen kello 17:00 saapuneet tilaukset lähtevät postiin samana päivänä.",
          ],
          [
            "Korttini ei ole vielä saapunut. Mitä teen?",
            "98 % lähetyksistämme on perillä 2-3 arkipäivässä. Etkö ole saanut mitään 5 arkipäivän jälkeen? Ota yhteyttä, niin selvitämme asian.",
          ],
          [
            "Miten tarkistan kortin saldon?",
            "Avaa Tarkista saldo -sivu ja syötä 19-numeroinen kortin numero ja 6-numeroinen PIN-koodi. Näet heti jäljellä olevan saldon ja viimeisen voimassaolopäivän.",
          ],
          [
            "Kuinka kauan lahjakortti on voimassa?",
            "Voimassaolo vaihtelee brändeittäin, ja se näkyy tuotesivulla sekä kortissa.",
          ],
          [
            "Voinko tilata yrityksenä?",
            "Totta kai. Yritysasiakkaat tilaavat kätevästi laskulla ja voivat pyytää tarjouksen, jonka he saavat tunnin kuluessa.",
          ],
          [
            "Maksanko lahjakorteista arvonlisäveroa?",
            "Et. {Product} ovat arvonlisäverottomia. Maksat vain kortin arvon ja mahdolliset toimituskulut.",
          ],
          [
            "Lähetetäänkö tilaukseni kirjattuna?",
            "Yli {threshold} arvoiset tai viiniä sisältävät tilaukset lähetetään aina kirjattuna kirjeenä.",
          ],
        ),
      ],
    },
    contacts: {
      title: "Asiakaspalvelu",
      metaTitle: "Ota yhteyttä asiakaspalveluun | {store}",
      keywords: "asiakaspalvelu, yhteystiedot, kysymys, {store}",
      description: "Ota yhteyttä asiakaspalveluumme ({store}).",
      body: [
        p("Onko sinulla kysyttävää tilauksesta, kortista tai saldosta? Asiakaspalvelumme auttaa mielellään."),
        ul("Sähköposti: {email}", "Puhelin: {phone}", "Aukioloajat: {hours}"),
        p("Autamme myös yritystilauksissa: saat tarjouksen tunnin kuluessa."),
      ],
    },
    delivery: {
      title: "Toimitus",
      metaTitle: "Toimitus ja postitus | {store}",
      keywords: "toimitus, postitus, lähetys, {store}",
      description: "Kaikki digitaalisten ja fyysisten korttien toimituksesta.",
      body: [
        h("Digitaalinen toimitus"),
        p(
          "Digitaaliset kortit saapuvat sähköpostiin tunnin kuluessa maksusta. Voit lähettää ne heti eteenpäin tai tulostaa ne itse.",
        ),
        h("Postitus"),
        p(
          "Tilasitko arkipäivänä ennen kello 17:00? Tilauksesi lähtee samana päivänä. 98 % lähetyksistä on perillä 2-3 arkipäivässä. Jos lähetys ei ole saapunut 5 arkipäivän jälkeen, ota meihin yhteyttä.",
        ),
        h("Kirjatut lähetykset"),
        p(
          "Yli {threshold} arvoiset tai viiniä sisältävät tilaukset lähetetään kirjattuina, jotta ne tulevat perille turvallisesti.",
        ),
        h("Kansainvälisesti"),
        p("Korttejamme on saatavilla yli 20 maassa."),
      ],
    },
    "cancelation-policy": {
      title: "Peruutusehdot",
      metaTitle: "Peruutus ja palautus | {store}",
      keywords: "peruutus, palautus, peruutusoikeus, {store}",
      description: "Näin perut tai palautat tilauksen.",
      body: [
        h("14 päivän peruutusoikeus"),
        p(
          "Sinulla on oikeus perua tilaus 14 päivän kuluessa vastaanottamisesta ilman syytä, kunhan korttia ei ole käytetty eikä aktivoitu.",
        ),
        h("Näin perut"),
        ul(
          "Lähetä tilausnumerosi sähköpostitse osoitteeseen {email}.",
          "Palauta käyttämättömät fyysiset kortit alkuperäisessä pakkauksessa.",
          "Kun olemme vastaanottaneet ne, palautamme summan 14 päivän kuluessa alkuperäiselle maksutavalle.",
        ),
        h("Poikkeukset"),
        p("Kokonaan tai osittain käytettyjä tai omalla kuvalla personoituja kortteja ei voi perua."),
      ],
    },
    "choice-card": {
      title: "Valintalahjakortti",
      metaTitle: "Valintalahjakortti: anna saajan valita | {store}",
      keywords: "valintalahjakortti, monibrändilahjakortti, lahjakortti, {store}",
      description: "Epäröitkö? Valintalahjakortilla saaja valitsee yli {claim} brändin joukosta.",
      body: [
        p(
          "Valintalahjakortin kanssa sinun ei tarvitse valita: saaja käyttää summan missä tahansa valikoimamme yli {claim} brändistä, ravintoloista hyvinvointiin ja kirjoista elämyksiin.",
        ),
        h("Näin aktivoit kortin"),
        ul(
          "Syötä 19-numeroinen kortin numero.",
          "Valitse kortille ladattava summa.",
          "Anna sähköpostiosoitteesi ja maksa.",
          "Kortti aktivoidaan 24 tunnin kuluessa ja on heti käyttövalmis.",
        ),
        h("Käyttäminen"),
        p(
          "Tarkista saldo -sivulla saaja näkee saldonsa ja valitsee yhden tai useamman lahjakortin suosikkibrändeiltään.",
        ),
      ],
    },
    "over-ons": {
      title: "Tietoa meistä",
      metaTitle: "Tietoa meistä | {store}",
      keywords: "tietoa meistä, {store}, lahjakortit",
      description: "{store}: lahjakorttien erikoisliike.",
      body: [
        h("Lahjojen antaminen helpoksi"),
        p(
          "{store} auttaa sinua löytämään nopeasti lahjan, josta saaja todella ilahtuu. Valikoimassa on yli {claim} brändiä, joten sopiva löytyy jokaiseen tilaisuuteen ja budjettiin.",
        ),
        h("Mikä meitä innostaa"),
        p(
          "Hyvä lahja on ennen kaikkea huomionosoitus. Siksi voit tehdä jokaisesta kortista henkilökohtaisen paketoinnilla ja omalla tervehdyksellä, ja me huolehdimme, että se tulee perille nopeasti ja turvallisesti.",
        ),
        h("Tähän voit luottaa"),
        ul(
          "Digitaalinen toimitus tunnin kuluessa",
          "Arkipäivisin ennen kello 17:00 tilatut lähtevät samana päivänä",
          "Asiakaspalvelu, joka ajattelee kanssasi",
        ),
      ],
    },
    "hoe-werkt-het": {
      title: "Näin se toimii",
      metaTitle: "Näin se toimii | {store}",
      keywords: "näin se toimii, tilaaminen, lunastaminen, {store}",
      description: "Tilaa, anna ja lunasta lahjakortti muutamassa vaiheessa.",
      body: [
        h("Tilaa neljässä vaiheessa"),
        ul(
          "Valitse kortti valikoimastamme tai valintalahjakortti.",
          "Päätä summa ja valitse digitaalinen tai fyysinen kortti.",
          "Tee siitä henkilökohtainen paketoinnilla ja enintään 150 merkin tervehdyksellä.",
          "Maksa turvallisesti; digitaaliset kortit toimitetaan tunnin kuluessa.",
        ),
        h("Lunastaminen"),
        p(
          "Saaja käyttää kortin verkossa tai myymälässä valitsemallaan brändillä. Ajantasaisen saldon näet aina Tarkista saldo -sivulta.",
        ),
      ],
    },
    "zakelijk-bestellen": {
      title: "Yritystilaukset",
      metaTitle: "Yritystilaukset laskulla | {store}",
      keywords: "yritystilaus, lasku, tarjous, yrityslahjat, {store}",
      description: "Tilaa lahjakortit henkilöstölle ja yhteistyökumppaneille laskulla.",
      body: [
        p(
          "Haluatko kiittää työntekijöitä, asiakkaita tai kumppaneita? Tilaat helposti suuriakin määriä, ja kaikki yrityksesi tiedot tulevat laskulle.",
        ),
        h("Edut yrityksille"),
        ul(
          "Maksu laskulla, viitteellä tai kustannuspaikalla",
          "Tarjous tunnin kuluessa",
          "Henkilökohtainen tervehdys jokaiselle saajalle",
          "Digitaalinen toimitus usealle saajalle kerralla",
        ),
        h("Pyydä tarjous"),
        p(
          "Kerro, montako korttia tarvitset ja mihin tilaisuuteen. Saat räätälöidyn tarjouksen tunnin kuluessa. Kysyttävää? Kirjoita osoitteeseen {email}.",
        ),
      ],
    },
    "zakelijk-cadeau": {
      title: "Yrityslahjat",
      metaTitle: "Täydellinen yrityslahja | {store}",
      keywords: "yrityslahja, henkilöstölahja, joululahja henkilöstölle, asiakaslahja, {store}",
      description: "Lahjakortti on yrityslahja, jolla jokainen valitsee itse.",
      body: [
        h("Yksi lahja, kaikki tyytyväisiä"),
        p(
          "Maut vaihtelevat, varsinkin isossa tiimissä. Lahjakortilla jokainen saaja valitsee itse: illallisen, hyvinvointipäivän tai uuden kirjan.",
        ),
        h("Jokaiseen tilaisuuteen"),
        ul(
          "Joululahja henkilöstölle",
          "Kiitos asiakkaille ja kumppaneille",
          "Merkkipäivä, eläkkeelle jääminen tai hieno tulos",
          "Palkinnot kampanjoihin ja tapahtumiin",
        ),
        p("Etkö halua valita ollenkaan? Valintalahjakortilla saaja valitsee yli {claim} brändin joukosta."),
      ],
    },
  },
  blog: {
    "tips-voor-de-perfecte-cadeaukaart": {
      title: "Näin valitset täydellisen lahjakortin",
      excerpt: "Viisi vinkkiä saajalle täydellisesti sopivan kortin löytämiseen.",
      body: [
        p(
          "Lahjakortti antaa saajalle valinnanvapautta, ja pienellä vaivalla siitä tulee myös aidosti henkilökohtainen. Näillä vinkeillä osut aina oikeaan.",
        ),
        ul(
          "Mieti saajan harrastuksia.",
          "Valitse tilaisuuteen sopiva summa.",
          "Epäröitkö? Valitse kortti, joka käy usealla brändillä.",
          "Lisää henkilökohtainen tervehdys.",
          "Valitse fyysiselle kortille kaunis paketointi.",
        ),
        p("Onko valinta todella vaikea? Valintalahjakortti on aina hyvä idea."),
      ],
    },
    "digitaal-cadeau-geven": {
      title: "Digitaalinen lahja: näin se toimii",
      excerpt: "Tarvitsetko lahjan viime hetkellä? Digitaalinen lahjakortti toimitetaan tunnin kuluessa.",
      body: [
        p(
          "Unohtuivatko juhlat tänään? Ei hätää. Digitaalisen lahjakortin tilaat muutamassa minuutissa, ja se on sähköpostissa tunnin kuluessa.",
        ),
        h("Sinulle tai suoraan saajalle"),
        p(
          "Valitset itse, lähetetäänkö kortti sinulle vai suoraan saajalle. Lisää henkilökohtainen tervehdys, niin lahja on valmis.",
        ),
      ],
    },
    "cadeaus-voor-medewerkers": {
      title: "Viisi lahjaideaa henkilöstölle",
      excerpt: "Kiitoksen osoitus, jonka jokainen voi käyttää omalla tavallaan.",
      body: [
        p("Tiimin lahjan pitää tuntua oikealta kaikille. Siksi yhä useampi yritys valitsee lahjakortit."),
        ul(
          "Illallinen kahdelle",
          "Hyvinvointipäivä",
          "Elämys työkavereiden kanssa",
          "Kortti kirjoihin ja elokuviin",
          "Valintalahjakortti niille, jotka haluavat valita itse",
        ),
        p("Yritykset tilaavat kätevästi laskulla ja saavat tarjouksen tunnin kuluessa."),
      ],
    },
    "beleving-cadeau-geven": {
      title: "Anna elämyksiä tavaroiden sijaan",
      excerpt: "Muistot kestävät pidempään kuin tavarat. Siksi elämys on niin hieno lahja.",
      body: [
        p(
          "Elämykset tekevät meidät usein onnellisemmiksi kuin tavarat. Kuumailmapallolento, kokkikurssi tai ilta teatterissa muistetaan vuosia.",
        ),
        h("Koe se yhdessä"),
        p("Elämyksen voi lisäksi jakaa. Silloin et anna vain lahjaa, vaan myös aikaa ja huomiota."),
      ],
    },
    "saldo-controleren": {
      title: "Näin tarkistat korttisi saldon",
      excerpt: "Muutamassa sekunnissa näet, paljonko lahjakortilla on vielä jäljellä.",
      body: [
        p("Mietitkö, paljonko kortilla on vielä saldoa? Näet sen muutamassa sekunnissa Tarkista saldo -sivulta."),
        ul(
          "Avaa Tarkista saldo -sivu.",
          "Syötä 19-numeroinen kortin numero.",
          "Syötä 6-numeroinen PIN-koodi.",
          "Katso saldo ja viimeinen voimassaolopäivä.",
        ),
        p("Onko saldoa vielä jäljellä? Voit käyttää sen heti lunastuskaupassa."),
      ],
    },
    "persoonlijke-boodschap-schrijven": {
      title: "Kirjoita kaunein henkilökohtainen tervehdys",
      excerpt: "Muutamalla hyvin valitulla sanalla jokaisesta lahjasta tulee henkilökohtainen.",
      body: [
        p(
          "Henkilökohtainen tervehdys tekee lahjakortista oikean lahjan. Käytössäsi on 150 merkkiä, joten pidä viesti lyhyenä ja lämpimänä.",
        ),
        h("Vinkkimme"),
        ul(
          "Mainitse tilaisuus: syntymäpäivä, kiitos, merkkipaalu.",
          "Muistuta yhteisestä muistosta.",
          "Päätä lämpimään toivotukseen.",
        ),
      ],
    },
  },
  moments: {
    verjaardag: {
      heroTitle: "Lahja jokaiseen syntymäpäivään",
      title: "Syntymäpäivä",
      body: [
        p("Olipa kyse tasavuosista tai kotoisista juhlista, lahjakortti sopii aina."),
        p("Valitse kortti illalliselle, retkelle tai lempikauppaan ja lisää henkilökohtainen onnittelu."),
      ],
    },
    huwelijk: {
      heroTitle: "Malja hääparille",
      title: "Häät",
      body: [
        p(
          "Anna hääparille unohtumaton muisto: romanttinen illallinen, yö erityisessä hotellissa tai kylpyläpäivä kahdelle.",
        ),
        p(
          "Annatteko lahjan yhdessä muiden vieraiden kanssa? Valitkaa suurempi summa ja tehkää siitä yksi iso yhteislahja.",
        ),
      ],
    },
    geboorte: {
      heroTitle: "Tervetuloa maailmaan, pienokainen",
      title: "Syntymä",
      body: [
        p("Uutta elämää kannattaa juhlia. Kortti vauvatarvikkeisiin tai leluihin on tuoreille vanhemmille suuri apu."),
        p("Tai hemmottele vanhempia ansaitulla hengähdystauolla: kortti hyvinvointipalveluihin tai illalliselle."),
      ],
    },
    bedankt: {
      heroTitle: "Sano se lahjalla",
      title: "Kiitos",
      body: [
        p(
          "Joskus pieni ele kertoo enemmän kuin sanat. Lahjakortti on kaunis tapa kiittää avusta, tuesta tai ystävyydestä.",
        ),
        p("Digitaalisena se toimitetaan tunnin kuluessa, joten kiitoksesi ehtii aina ajoissa perille."),
      ],
    },
    kerst: {
      heroTitle: "Lämpimiä lahjoja juhlapyhiin",
      title: "Joulu",
      body: [
        p("Joulukuusen alta ei saa puuttua lahjakorttia. Silloin jokainen valitsee juuri sen, mitä toivoo."),
        p("Vinkki yrityksille: henkilöstön joululahjat tilaat kätevästi laskulla."),
      ],
    },
    moederdag: {
      heroTitle: "Maailman parhaalle äidille",
      title: "Äitienpäivä",
      body: [
        p("Näytä äidille, kuinka tärkeä hän on: kylpyläpäivä, brunssi tai kortti hänen lempikauppaansa."),
        p("Lisää henkilökohtainen tervehdys ja tee hänen päivästään täydellinen."),
      ],
    },
    vaderdag: {
      heroTitle: "Maailman parhaalle isälle",
      title: "Isänpäivä",
      body: [
        p("Adrenaliinia täynnä olevasta elämyksestä hyvään kirjaan: jokaiselle isälle löytyy sopiva lahjakortti."),
        p("Tilaa arkipäivänä ennen kello 17:00, niin fyysinen kortti lähtee samana päivänä."),
      ],
    },
    pensioen: {
      heroTitle: "Nauti vapaa-ajasta",
      title: "Eläkkeelle jääminen",
      body: [
        p(
          "Vuosien työn jälkeen on vihdoin aikaa rentoutua. Matka, kurssi tai kylpyläpäivä on täydellinen läksiäislahja.",
        ),
        p("Annatteko lahjan työkavereiden kanssa? Valitkaa kortti suuremmalla summalla tai valintalahjakortti."),
      ],
    },
  },
  highlighted: {
    title: "Vaikea valita? Anna valintalahjakortti",
    description: "Saaja valitsee yli {claim} brändin joukosta.",
  },
};
