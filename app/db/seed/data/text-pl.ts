import { faq, h, p, ul } from "./blocks";
import type { LanguagePack } from "./types";

// Polish puts nouns after numbers in the genitive plural, so {product} is only used in the nominative
// (titles) and counted phrases name brands ("ponad {claim} marek") instead.
export const pl: LanguagePack = {
  product: {
    title: "Karta podarunkowa {brand}",
    donationTitle: "Karta darowizny {brand}",
    blankTitle: "Pusta karta podarunkowa",
    blankSetTitle: "Zestaw 3 pustych kart podarunkowych",
  },
  descriptions: {
    intro: {
      restaurants: [
        "Kartą podarunkową {brand} zapraszasz bliską osobę na pyszny posiłek.",
        "Stolik w {brand}: prezent, którym można cieszyć się we dwoje.",
      ],
      wellness: [
        "Karta podarunkowa {brand} to zaproszenie, by zwolnić i naprawdę odpocząć.",
        "Rozpieść kogoś wyjątkowego dniem pełnym relaksu w {brand}.",
      ],
      experiences: [
        "Z {brand} podarujesz nie kolejną rzecz, lecz wspomnienie na całe życie.",
        "Wypad z {brand} to gwarancja historii, które opowiada się latami.",
      ],
      shopping: [
        "W {brand} obdarowany sam wybierze coś, co mu się spodoba.",
        "Z kartą podarunkową {brand} zawsze trafisz w gust obdarowanego.",
      ],
      books: [
        "Z {brand} podarujesz godziny czytania, oglądania lub słuchania.",
        "Dla każdego, kto lubi zatopić się w dobrej historii, {brand} to strzał w dziesiątkę.",
      ],
      travel: [
        "Z {brand} podarujesz zasłużony odpoczynek z dala od codzienności.",
        "Pobyt z {brand} to idealny prezent dla miłośników podróży.",
      ],
      sports: [
        "Z {brand} dodasz energii wysportowanemu przyjacielowi lub współpracownikowi.",
        "Nowy sprzęt czy lekcja z trenerem: w {brand} znajdziesz wszystko.",
      ],
      kids: [
        "Z {brand} wywołasz uśmiech na twarzy każdego dziecka.",
        "Karta podarunkowa {brand} to godziny zabawy i wspólnego śmiechu.",
      ],
      home: [
        "Z {brand} dom stanie się jeszcze przytulniejszy.",
        "Dla majsterkowiczów, ogrodników i miłośników wnętrz {brand} to świetny wybór.",
      ],
      culture: [
        "Z {brand} podarujesz wieczór pełen muzyki, teatru lub sztuki.",
        "Karta podarunkowa {brand} otwiera drzwi do najpiękniejszych spektakli i wystaw.",
      ],
    },
    donation: [
      "Dzięki tej karcie darowizny obdarowany wspiera działalność {brand}.",
      "Obdarowany sam decyduje, gdzie w {brand} kwota przyniesie najwięcej dobra.",
    ],
    blank: [
      "Pusta karta podarunkowa pozwala swobodnie wybierać spośród wszystkich naszych marek.",
      "Idealna, jeśli chcesz samodzielnie ustalić kwotę i nadać prezentowi osobisty charakter.",
    ],
    digital: [
      "Zamawiasz ją w wersji cyfrowej, a w ciągu godziny trafia na skrzynkę e-mail.",
      "Wersja cyfrowa dociera e-mailem w ciągu godziny.",
    ],
    physical: [
      "Zamówienie złożone w dzień roboczy przed 17:00? Wysyłamy kartę jeszcze tego samego dnia.",
      "Karta fizyczna trafia do eleganckiej koperty i przy zamówieniu przed 17:00 w dni robocze wychodzi tego samego dnia.",
    ],
    both: [
      "Wybierz kartę cyfrową, która w ciągu godziny trafi na e-mail, lub kartę fizyczną, którą wysyłamy tego samego dnia przy zamówieniu przed 17:00 w dzień roboczy.",
      "Dostępna e-mailem, z dostawą w ciągu godziny, oraz jako karta fizyczna w eleganckim opakowaniu.",
    ],
    fixed: "Dostępna w stałych nominałach od {min} do {max}.",
    custom: "Wybierz dowolną kwotę od {min} do {max}.",
  },
  terms: {
    categories: {
      restaurants: {
        title: "Restauracje",
        description: "Od bistro po restauracje z gwiazdkami – wszystko na pyszny posiłek.",
      },
      wellness: { title: "Wellness", description: "Relaks w saunie, podczas masażu lub zabiegu kosmetycznego." },
      experiences: { title: "Przeżycia", description: "Wypady i atrakcje, których nie da się zapomnieć." },
      shopping: { title: "Zakupy", description: "Moda, uroda, elektronika i więcej w najlepszych sklepach." },
      books: {
        title: "Książki i media",
        description: "Czytanie, słuchanie, oglądanie i granie: coś dla każdego fana.",
      },
      travel: { title: "Podróże", description: "Noclegi w hotelach, city breaki i weekendowe wyjazdy." },
      sports: { title: "Sport", description: "Dla każdego, kto lubi ruch, od fitnessu po golfa." },
      kids: { title: "Dzieci", description: "Zabawki, parki rozrywki i wycieczki dla najmłodszych." },
      home: { title: "Dom i ogród", description: "Wszystko dla pięknego wnętrza i zielonego ogrodu." },
      culture: { title: "Kultura", description: "Teatr, koncerty, muzea i festiwale." },
    },
    types: {
      digital: { title: "Cyfrowe", description: "Na skrzynce e-mail w ciągu godziny." },
      physical: {
        title: "Fizyczne",
        description: "Prawdziwa karta, wysyłana tego samego dnia przy zamówieniu przed 17:00 w dni robocze.",
      },
      "multi-brand": { title: "Wiele marek", description: "Jedna karta, honorowana w wielu miejscach." },
      experience: { title: "Przeżycie", description: "Podaruj wrażenia zamiast przedmiotu." },
    },
    promotions: {
      "most-chosen": { title: "Najczęściej wybierane", description: "Ulubione karty naszych klientów." },
      new: { title: "Nowości", description: "Świeżo dodane do naszej oferty." },
      sale: { title: "Promocja", description: "Z dodatkową korzyścią przez ograniczony czas." },
    },
  },
  pages: {
    home: {
      title: "{Product} na każdą okazję",
      metaTitle: "{store} | {Product} na każdą okazję",
      keywords: "karta podarunkowa, bon podarunkowy, prezent, cyfrowa karta podarunkowa, {store}",
      description:
        "Ponad {claim} marek: restauracje, wellness, przeżycia i zakupy. Karty cyfrowe dostarczamy w ciągu godziny.",
      body: [
        h("Idealny prezent zawsze pod ręką"),
        p(
          "W {store} wybierasz spośród ponad {claim} marek: od kolacji po dzień w spa, od dobrej książki po niezapomniane przeżycie. Dzięki temu zawsze podarujesz coś, co naprawdę ucieszy.",
        ),
        ul(
          "Zamówienia złożone w dni robocze przed 17:00 wysyłamy tego samego dnia",
          "Karty cyfrowe na e-mail w ciągu godziny",
          "Zamówienia firmowe na fakturę",
          "Możliwość personalizacji opakowaniem i dedykacją",
        ),
      ],
    },
    terms: {
      title: "Regulamin",
      metaTitle: "Regulamin | {store}",
      keywords: "regulamin, warunki sprzedaży, zamówienia, {store}",
      description: "Zasady obowiązujące przy zamówieniach w {store} ({country}).",
      body: [
        h("1. Zakres obowiązywania"),
        p(
          "Niniejszy regulamin dotyczy każdego zamówienia złożonego w sklepie internetowym {store} ({country}). Finalizując zamówienie, akceptujesz te warunki.",
        ),
        h("2. Zamówienie i płatność"),
        p(
          "Umowa zostaje zawarta z chwilą otrzymania płatności. Płacisz bezpiecznie jedną z dostępnych metod; klienci firmowi mogą też zamawiać na fakturę. Karty podarunkowe są zwolnione z VAT.",
        ),
        h("3. Dostawa"),
        p(
          "Karty cyfrowe dostarczamy e-mailem w ciągu godziny. Zamówienia kart fizycznych złożone w dni robocze przed 17:00 wysyłamy tego samego dnia. Zamówienia o wartości powyżej {threshold} wysyłamy jako przesyłkę poleconą.",
        ),
        h("4. Ważność i korzystanie"),
        p(
          "Okres ważności podany jest na stronie produktu i na samej karcie. Karty nie można wymienić na gotówkę; dopóki ma saldo, można z niej korzystać wielokrotnie.",
        ),
        h("5. Prawo odstąpienia od umowy"),
        p(
          "Niewykorzystane karty możesz bezpłatnie anulować w ciągu 14 dni od otrzymania. Więcej informacji znajdziesz w zasadach anulowania zamówień.",
        ),
        h("6. Odpowiedzialność i reklamacje"),
        p(
          "{store} nie odpowiada za utratę ani kradzież karty po jej dostarczeniu. Chcesz złożyć reklamację? Napisz do nas na {email}; odpowiadamy w ciągu dwóch dni roboczych.",
        ),
      ],
    },
    privacy: {
      title: "Polityka prywatności",
      metaTitle: "Polityka prywatności | {store}",
      keywords: "prywatność, dane osobowe, RODO, {store}",
      description: "Jak {store} ({country}) przetwarza Twoje dane osobowe.",
      body: [
        h("Kim jesteśmy"),
        p(
          "{store} ({country}) jest administratorem danych osobowych, które nam przekazujesz. Dbamy o Twoje dane i przestrzegamy przepisów o ochronie danych, w tym RODO.",
        ),
        h("Jakie dane przetwarzamy"),
        ul(
          "Imię i nazwisko, adres e-mail i numer telefonu",
          "Adres dostawy i dane do faktury",
          "Informacje o Twoich zamówieniach i płatnościach",
          "Dane techniczne, takie jak adres IP i typ przeglądarki",
        ),
        h("W jakim celu"),
        p(
          "Wykorzystujemy Twoje dane, aby realizować i dostarczać zamówienia, informować Cię o ich statusie i odpowiadać na pytania. Newsletter wysyłamy wyłącznie za Twoją zgodą.",
        ),
        h("Jak długo je przechowujemy"),
        p(
          "Przechowujemy dane nie dłużej, niż to konieczne. Dane zamówień i faktur przechowujemy przez okres wymagany przepisami prawa.",
        ),
        h("Twoje prawa"),
        p(
          "W każdej chwili możesz wglądać w swoje dane, poprawiać je lub zażądać ich usunięcia. Wystarczy napisać na {email}.",
        ),
      ],
    },
    cookies: {
      title: "Polityka plików cookie",
      metaTitle: "Pliki cookie | {store}",
      keywords: "cookie, pliki cookie, prywatność, {store}",
      description: "Jakich plików cookie używa {store} ({country}) i dlaczego.",
      body: [
        h("Czym są pliki cookie?"),
        p(
          "Pliki cookie to małe pliki tekstowe, które strona internetowa zapisuje na Twoim urządzeniu. Dzięki nim sklep {store} działa prawidłowo i pamięta na przykład zawartość Twojego koszyka.",
        ),
        h("Jakich plików cookie używamy?"),
        ul(
          "Funkcjonalne: niezbędne do obsługi koszyka, wyboru języka i płatności.",
          "Analityczne: pomagają nam zrozumieć, jak korzystasz ze strony, abyśmy mogli ją ulepszać.",
          "Marketingowe: tylko za Twoją zgodą, aby pokazywać trafne oferty.",
        ),
        h("Zmiana ustawień"),
        p(
          "Zgodę możesz zmienić w dowolnym momencie za pomocą linku Cookies na dole strony lub w ustawieniach przeglądarki. Bez plików funkcjonalnych sklep nie działa prawidłowo.",
        ),
      ],
    },
    helpdesk: {
      title: "Centrum pomocy",
      metaTitle: "Centrum pomocy: najczęstsze pytania | {store}",
      keywords: "pomoc, najczęstsze pytania, dostawa, saldo, {store}",
      description: "Odpowiedzi na najczęstsze pytania o zamawianie, dostawę i korzystanie z kart podarunkowych.",
      body: [
        p(
          "Tutaj znajdziesz odpowiedzi na pytania, które otrzymujemy najczęściej. Nie ma tu Twojego? Skontaktuj się z naszym działem obsługi klienta.",
        ),
        faq(
          [
            "Jak szybko otrzymam cyfrową kartę podarunkową?",
            "Karty cyfrowe dostarczamy e-mailem w ciągu godziny od płatności. Zajrzyj też do folderu ze spamem.",
          ],
          [
            "Kiedy zostanie wysłana moja karta fizyczna?",
            "Zamówienia złożone w dni robocze przed 17:00 nadajemy pocztą tego samego dnia.",
          ],
          [
            "Moja karta jeszcze nie dotarła. Co teraz?",
            "98% przesyłek dociera w ciągu 2-3 dni roboczych. Jeśli po 5 dniach roboczych przesyłka nadal nie dotarła, skontaktuj się z nami, a wyjaśnimy sprawę.",
          ],
          [
            "Jak sprawdzić saldo karty?",
            "Przejdź na stronę Sprawdź saldo i wpisz 19-cyfrowy numer karty oraz 6-cyfrowy PIN. Od razu zobaczysz dostępne saldo i datę ważności.",
          ],
          [
            "Jak długo ważna jest karta podarunkowa?",
            "Ważność zależy od marki i jest podana na stronie produktu oraz na samej karcie.",
          ],
          [
            "Czy mogę zamówić jako firma?",
            "Oczywiście. Klienci firmowi wygodnie zamawiają na fakturę i mogą poprosić o wycenę, którą otrzymują w ciągu godziny.",
          ],
          [
            "Czy od kart podarunkowych płaci się VAT?",
            "Nie, karty podarunkowe są zwolnione z VAT. Płacisz tylko wartość karty i ewentualne koszty wysyłki.",
          ],
          [
            "Czy moje zamówienie zostanie wysłane jako polecone?",
            "Zamówienia o wartości powyżej {threshold} lub zawierające wino zawsze wysyłamy jako przesyłkę poleconą.",
          ],
        ),
      ],
    },
    contacts: {
      title: "Obsługa klienta",
      metaTitle: "Kontakt z obsługą klienta | {store}",
      keywords: "obsługa klienta, kontakt, pytanie, {store}",
      description: "Skontaktuj się z obsługą klienta {store}.",
      body: [
        p("Masz pytanie o zamówienie, kartę lub jej saldo? Nasz dział obsługi klienta chętnie pomoże."),
        ul("E-mail: {email}", "Telefon: {phone}", "Godziny pracy: {hours}"),
        p("Pomagamy także przy zamówieniach firmowych: wycenę otrzymasz w ciągu godziny."),
      ],
    },
    delivery: {
      title: "Dostawa",
      metaTitle: "Dostawa i wysyłka | {store}",
      keywords: "dostawa, wysyłka, przesyłka, {store}",
      description: "Wszystko o dostawie kart cyfrowych i fizycznych {store}.",
      body: [
        h("Dostawa cyfrowa"),
        p(
          "Karty cyfrowe docierają e-mailem w ciągu godziny od płatności. Możesz je od razu przekazać dalej lub wydrukować.",
        ),
        h("Wysyłka pocztą"),
        p(
          "Zamówienie złożone w dzień roboczy przed 17:00? Wysyłamy je tego samego dnia. 98% przesyłek dociera w ciągu 2-3 dni roboczych. Jeśli po 5 dniach roboczych przesyłka nie dotarła, skontaktuj się z nami.",
        ),
        h("Przesyłki polecone"),
        p("Zamówienia powyżej {threshold} lub zawierające wino wysyłamy jako polecone, aby dotarły bezpiecznie."),
        h("Za granicą"),
        p("Nasze karty są dostępne w ponad 20 krajach."),
      ],
    },
    "cancelation-policy": {
      title: "Zasady anulowania zamówień",
      metaTitle: "Anulowanie i zwroty | {store}",
      keywords: "anulowanie, zwrot, odstąpienie od umowy, {store}",
      description: "Jak anulować lub zwrócić zamówienie złożone w {store}.",
      body: [
        h("14 dni na odstąpienie od umowy"),
        p(
          "Masz prawo anulować zamówienie w ciągu 14 dni od otrzymania bez podawania przyczyny, o ile karta nie została użyta ani aktywowana.",
        ),
        h("Jak anulować"),
        ul(
          "Wyślij e-mail na {email} z numerem zamówienia.",
          "Odeślij niewykorzystane karty fizyczne w oryginalnym opakowaniu.",
          "Po ich otrzymaniu zwrócimy pieniądze w ciągu 14 dni tą samą metodą płatności.",
        ),
        h("Wyjątki"),
        p("Nie można anulować kart, które zostały (częściowo) wykorzystane lub spersonalizowane własnym projektem."),
      ],
    },
    "choice-card": {
      title: "Karta podarunkowa do wyboru",
      metaTitle: "Karta podarunkowa do wyboru: niech obdarowany zdecyduje | {store}",
      keywords: "karta podarunkowa do wyboru, karta wielu marek, karta podarunkowa, {store}",
      description:
        "Nie możesz się zdecydować? Z kartą podarunkową do wyboru od {store} obdarowany wybiera spośród ponad {claim} marek.",
      body: [
        p(
          "Z kartą podarunkową do wyboru nie musisz decydować: obdarowany wykorzysta kwotę w jednej z ponad {claim} marek z naszej oferty, od restauracji po wellness i od książek po przeżycia.",
        ),
        h("Jak aktywować kartę"),
        ul(
          "Wpisz 19-cyfrowy numer karty.",
          "Wybierz kwotę, którą chcesz załadować.",
          "Podaj adres e-mail i zapłać.",
          "W ciągu 24 godzin karta zostanie aktywowana i będzie gotowa do użycia.",
        ),
        h("Wykorzystanie"),
        p("Na stronie Sprawdź saldo obdarowany widzi swoje saldo i wybiera jedną lub kilka kart ulubionych marek."),
      ],
    },
    "over-ons": {
      title: "O nas",
      metaTitle: "O {store}",
      keywords: "o nas, {store}, karty podarunkowe",
      description: "Poznaj {store}, specjalistę od kart podarunkowych.",
      body: [
        h("Dawanie prezentów – po prostu"),
        p(
          "{store} pomaga szybko znaleźć prezent, który naprawdę ucieszy. Ponad {claim} marek sprawia, że zawsze znajdziesz coś odpowiedniego, na każdą okazję i każdą kieszeń.",
        ),
        h("Co nas napędza"),
        p(
          "Dobry prezent to przede wszystkim uważność. Dlatego każdą kartę możesz spersonalizować opakowaniem i własną dedykacją, a my dbamy o to, by dotarła szybko i bezpiecznie.",
        ),
        h("Na co możesz liczyć"),
        ul(
          "Dostawa cyfrowa w ciągu godziny",
          "Zamówienia z dni roboczych przed 17:00 wysyłane tego samego dnia",
          "Obsługa klienta, która naprawdę pomaga",
        ),
      ],
    },
    "hoe-werkt-het": {
      title: "Jak to działa?",
      metaTitle: "Jak to działa? | {store}",
      keywords: "jak to działa, zamawianie, realizacja, {store}",
      description: "Zamów, podaruj i wykorzystaj kartę podarunkową w kilku krokach.",
      body: [
        h("Zamówienie w czterech krokach"),
        ul(
          "Wybierz kartę z naszej oferty lub kartę podarunkową do wyboru.",
          "Ustal kwotę i wybierz wersję cyfrową lub fizyczną.",
          "Dodaj opakowanie i dedykację o długości do 150 znaków.",
          "Zapłać bezpiecznie; karty cyfrowe docierają w ciągu godziny.",
        ),
        h("Wykorzystanie"),
        p(
          "Obdarowany korzysta z karty online lub w sklepie wybranej marki. Aktualne saldo zawsze sprawdzisz na stronie Sprawdź saldo.",
        ),
      ],
    },
    "zakelijk-bestellen": {
      title: "Zamówienia firmowe",
      metaTitle: "Zamówienia firmowe na fakturę | {store}",
      keywords: "zamówienia firmowe, faktura, wycena, prezenty firmowe, {store}",
      description: "Zamawiaj karty podarunkowe dla pracowników i partnerów na fakturę w {store}.",
      body: [
        p(
          "Chcesz podziękować pracownikom, klientom lub partnerom? W {store} łatwo zamówisz większe ilości, z pełnymi danymi firmy na fakturze.",
        ),
        h("Korzyści dla firm"),
        ul(
          "Płatność na fakturę, z numerem referencyjnym lub centrum kosztów",
          "Wycena w ciągu godziny",
          "Osobista dedykacja dla każdego odbiorcy",
          "Dostawa cyfrowa do wielu odbiorców jednocześnie",
        ),
        h("Poproś o wycenę"),
        p(
          "Napisz, ile kart potrzebujesz i na jaką okazję. Indywidualną wycenę otrzymasz w ciągu godziny. Pytania? Napisz na {email}.",
        ),
      ],
    },
    "zakelijk-cadeau": {
      title: "Prezenty firmowe",
      metaTitle: "Idealny prezent firmowy | {store}",
      keywords: "prezent firmowy, prezent dla pracowników, prezent na koniec roku, prezent dla klientów, {store}",
      description: "Karta podarunkowa {store} to prezent firmowy, przy którym każdy wybiera sam.",
      body: [
        h("Jeden prezent, wszyscy zadowoleni"),
        p(
          "Gusta bywają różne, zwłaszcza w dużym zespole. Z kartą podarunkową {store} każdy wybiera sam: kolację, dzień w spa albo nową książkę.",
        ),
        h("Na każdą okazję"),
        ul(
          "Prezent na koniec roku dla pracowników",
          "Podziękowanie dla klientów i partnerów",
          "Jubileusz, przejście na emeryturę lub świetny wynik",
          "Nagrody w konkursach i podczas wydarzeń",
        ),
        p(
          "Wolisz w ogóle nie wybierać? Z kartą podarunkową do wyboru obdarowany decyduje spośród ponad {claim} marek.",
        ),
      ],
    },
  },
  blog: {
    "tips-voor-de-perfecte-cadeaukaart": {
      title: "Jak wybrać idealną kartę podarunkową",
      excerpt: "Pięć wskazówek, jak znaleźć kartę idealnie dopasowaną do obdarowanego.",
      body: [
        p(
          "Karta podarunkowa daje swobodę wyboru, a odrobina uwagi sprawia, że staje się naprawdę osobista. Z tymi wskazówkami zawsze trafisz.",
        ),
        ul(
          "Pomyśl o pasjach obdarowanego.",
          "Wybierz kwotę dopasowaną do okazji.",
          "Masz wątpliwości? Postaw na kartę honorowaną przez wiele marek.",
          "Dodaj osobistą dedykację.",
          "Wybierz ładne opakowanie do karty fizycznej.",
        ),
        p("Naprawdę trudno się zdecydować? Karta podarunkowa do wyboru to zawsze dobry pomysł."),
      ],
    },
    "digitaal-cadeau-geven": {
      title: "Prezent w wersji cyfrowej: jak to działa",
      excerpt: "Potrzebujesz prezentu na ostatnią chwilę? Cyfrowa karta podarunkowa dotrze w ciągu godziny.",
      body: [
        p(
          "Dziś święto, a prezentu brak? Nic straconego. Cyfrową kartę podarunkową zamówisz w kilka minut, a w ciągu godziny będzie na skrzynce e-mail.",
        ),
        h("Do Ciebie lub prosto do obdarowanego"),
        p(
          "Sam decydujesz, czy karta trafi do Ciebie, czy bezpośrednio do obdarowanego. Dodaj osobistą dedykację i prezent gotowy.",
        ),
      ],
    },
    "cadeaus-voor-medewerkers": {
      title: "Pięć pomysłów na prezent dla pracowników",
      excerpt: "Wyraz uznania, który każdy wykorzysta po swojemu.",
      body: [
        p("Prezent dla zespołu musi przypaść do gustu wszystkim. Dlatego coraz więcej firm wybiera karty podarunkowe."),
        ul(
          "Kolacja dla dwojga",
          "Dzień w spa",
          "Wspólne przeżycie z zespołem",
          "Karta na książki i filmy",
          "Karta podarunkowa do wyboru dla tych, którzy wolą decydować sami",
        ),
        p("Firmy wygodnie zamawiają na fakturę, a wycenę otrzymują w ciągu godziny."),
      ],
    },
    "beleving-cadeau-geven": {
      title: "Podaruj przeżycie zamiast rzeczy",
      excerpt: "Wspomnienia trwają dłużej niż przedmioty. Dlatego przeżycie to tak piękny prezent.",
      body: [
        p(
          "Przeżycia często dają więcej szczęścia niż przedmioty. Lot balonem, warsztaty kulinarne czy wieczór w teatrze zostają w pamięci na lata.",
        ),
        h("Przeżyjcie to razem"),
        p("Przeżyciem można się też podzielić. Dajesz więc nie tylko prezent, ale i swój czas oraz uwagę."),
      ],
    },
    "saldo-controleren": {
      title: "Jak sprawdzić saldo karty",
      excerpt: "W kilka sekund dowiesz się, ile środków zostało na karcie podarunkowej.",
      body: [
        p("Chcesz wiedzieć, ile zostało na karcie? Sprawdzisz to w kilka sekund na stronie Sprawdź saldo."),
        ul(
          "Przejdź na stronę Sprawdź saldo.",
          "Wpisz 19-cyfrowy numer karty.",
          "Wpisz 6-cyfrowy PIN.",
          "Sprawdź saldo i datę ważności.",
        ),
        p("Zostały jeszcze środki? Wykorzystaj je od razu w sklepie wymiany."),
      ],
    },
    "persoonlijke-boodschap-schrijven": {
      title: "Jak napisać piękną dedykację",
      excerpt: "Kilka dobrze dobranych słów sprawi, że każdy prezent stanie się wyjątkowy.",
      body: [
        p(
          "Osobista dedykacja zmienia kartę podarunkową w prawdziwy prezent. Masz 150 znaków, więc pisz krótko i od serca.",
        ),
        h("Nasze wskazówki"),
        ul(
          "Nawiąż do okazji: urodzin, podziękowania, ważnego momentu.",
          "Przywołaj wspólne wspomnienie.",
          "Zakończ ciepłym życzeniem.",
        ),
      ],
    },
  },
  moments: {
    verjaardag: {
      heroTitle: "Prezent na każde urodziny",
      title: "Urodziny",
      body: [
        p("Okrągła rocznica czy kameralne przyjęcie: karta podarunkowa zawsze będzie trafionym prezentem."),
        p("Wybierz kartę na kolację, wycieczkę lub do ulubionego sklepu i dodaj osobiste życzenia."),
      ],
    },
    huwelijk: {
      heroTitle: "Zdrowie młodej pary",
      title: "Ślub",
      body: [
        p(
          "Podaruj nowożeńcom niezapomniane wspomnienie: romantyczną kolację, noc w wyjątkowym hotelu lub dzień w spa we dwoje.",
        ),
        p("Dajecie prezent wspólnie z innymi gośćmi? Wybierzcie wyższą kwotę i zróbcie jeden duży prezent."),
      ],
    },
    geboorte: {
      heroTitle: "Witaj na świecie, maluszku",
      title: "Narodziny",
      body: [
        p(
          "Nowe życie to powód do świętowania. Karta na artykuły dziecięce lub zabawki to duże wsparcie dla świeżo upieczonych rodziców.",
        ),
        p("Możesz też podarować rodzicom chwilę zasłużonego odpoczynku dzięki karcie do spa lub na kolację."),
      ],
    },
    bedankt: {
      heroTitle: "Powiedz to prezentem",
      title: "Podziękowanie",
      body: [
        p(
          "Czasem mały gest mówi więcej niż słowa. Karta podarunkowa to piękny sposób, by podziękować za pomoc, wsparcie lub przyjaźń.",
        ),
        p("Wersja cyfrowa dociera w ciągu godziny, więc Twoje podziękowanie zawsze zdąży na czas."),
      ],
    },
    kerst: {
      heroTitle: "Ciepłe prezenty na święta",
      title: "Boże Narodzenie",
      body: [
        p("Pod choinką nie może zabraknąć karty podarunkowej. Dzięki niej każdy wybierze dokładnie to, czego chce."),
        p("Wskazówka dla firm: świąteczne prezenty dla pracowników wygodnie zamówisz na fakturę."),
      ],
    },
    moederdag: {
      heroTitle: "Dla najukochańszej mamy",
      title: "Dzień Matki",
      body: [
        p("Pokaż mamie, jak jest wyjątkowa: podaruj jej dzień w spa, brunch lub kartę do ulubionego sklepu."),
        p("Dodaj osobistą dedykację i spraw, by jej dzień był wyjątkowy."),
      ],
    },
    vaderdag: {
      heroTitle: "Dla najlepszego taty",
      title: "Dzień Ojca",
      body: [
        p("Od przeżycia pełnego adrenaliny po dobrą książkę: dla każdego taty znajdzie się odpowiednia karta."),
        p("Zamów w dzień roboczy przed 17:00, a karta fizyczna wyjdzie jeszcze tego samego dnia."),
      ],
    },
    pensioen: {
      heroTitle: "Czas na zasłużony odpoczynek",
      title: "Emerytura",
      body: [
        p(
          "Po latach pracy nareszcie przychodzi czas na relaks. Podróż, kurs lub dzień w spa to idealny prezent na pożegnanie.",
        ),
        p("Składacie się z całym zespołem? Wybierzcie kartę o wyższej wartości lub kartę podarunkową do wyboru."),
      ],
    },
  },
  highlighted: {
    title: "Nie możesz się zdecydować? Podaruj kartę do wyboru",
    description: "Obdarowany wybiera spośród ponad {claim} marek.",
  },
};
