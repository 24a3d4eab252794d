import { faq, h, p, ul } from "./blocks";
import type { LanguagePack } from "./types";

export const de: LanguagePack = {
  product: {
    title: "{brand} Gutschein",
    donationTitle: "{brand} Spendengutschein",
    blankTitle: "Blanko-Geschenkkarte",
    blankSetTitle: "3er-Set Blanko-Geschenkkarten",
  },
  descriptions: {
    intro: {
      restaurants: [
        "Mit einem Gutschein von {brand} laden Sie jemanden zu einem köstlichen Essen ein.",
        "Ein Tisch bei {brand}: ein Geschenk, das man gemeinsam genießt.",
      ],
      wellness: [
        "Ein Gutschein von {brand} ist eine Einladung, einmal richtig abzuschalten.",
        "Verwöhnen Sie einen lieben Menschen mit einem Tag voller Entspannung bei {brand}.",
      ],
      experiences: [
        "Mit {brand} verschenken Sie keine Dinge, sondern Erinnerungen fürs Leben.",
        "Ein Ausflug mit {brand} sorgt garantiert für Gesprächsstoff.",
      ],
      shopping: [
        "Bei {brand} sucht sich die beschenkte Person selbst etwas Schönes aus.",
        "Mit einem Gutschein von {brand} treffen Sie immer den richtigen Geschmack.",
      ],
      books: [
        "Mit {brand} verschenken Sie stundenlangen Lese-, Film- oder Hörgenuss.",
        "Für alle, die gern in Geschichten eintauchen, ist {brand} immer ein Volltreffer.",
      ],
      travel: [
        "Mit {brand} schenken Sie eine wohlverdiente Auszeit fern vom Alltag.",
        "Ein Aufenthalt über {brand} ist das ideale Geschenk für alle, die gern unterwegs sind.",
      ],
      sports: [
        "Mit {brand} schenken Sie sportlichen Freunden oder Kollegen neuen Schwung.",
        "Neue Ausrüstung oder eine Trainingsstunde: Bei {brand} ist alles möglich.",
      ],
      kids: [
        "Mit {brand} zaubern Sie jedem Kind ein Lächeln ins Gesicht.",
        "Ein Gutschein von {brand} bedeutet Spielspaß und gemeinsames Lachen.",
      ],
      home: [
        "Mit {brand} wird das Zuhause noch ein bisschen gemütlicher.",
        "Für Heimwerker, Gartenfans und Einrichtungsliebhaber ist {brand} eine tolle Wahl.",
      ],
      culture: [
        "Mit {brand} verschenken Sie einen Abend voller Musik, Theater oder Kunst.",
        "Ein Gutschein von {brand} öffnet die Türen zu den schönsten Vorstellungen und Ausstellungen.",
      ],
    },
    donation: [
      "Mit diesem Spendengutschein unterstützt die beschenkte Person die Arbeit von {brand}.",
      "Die beschenkte Person entscheidet selbst, wo der Betrag bei {brand} am meisten bewirkt.",
    ],
    blank: [
      "Mit einer Blanko-Geschenkkarte wählt die beschenkte Person frei aus allen unseren Marken.",
      "Ideal, wenn Sie den Betrag selbst festlegen und das Geschenk persönlich gestalten möchten.",
    ],
    digital: [
      "Digital bestellt, ist er innerhalb einer Stunde im Postfach.",
      "Die digitale Version wird innerhalb einer Stunde per E-Mail zugestellt.",
    ],
    physical: [
      "An einem Werktag vor 17:00 Uhr bestellt? Dann verschicken wir die Karte noch am selben Tag.",
      "Die Karte kommt in einem schönen Umschlag und wird bei Bestellung vor 17:00 Uhr an Werktagen noch am selben Tag versandt.",
    ],
    both: [
      "Wählen Sie eine digitale Karte, die innerhalb einer Stunde im Postfach ist, oder eine gedruckte Karte, die wir bei Bestellung vor 17:00 Uhr an Werktagen noch am selben Tag verschicken.",
      "Erhältlich per E-Mail, innerhalb einer Stunde zugestellt, und als gedruckte Karte in schöner Verpackung.",
    ],
    fixed: "Erhältlich in festen Beträgen von {min} bis {max}.",
    custom: "Wählen Sie einen beliebigen Betrag zwischen {min} und {max}.",
  },
  terms: {
    categories: {
      restaurants: {
        title: "Restaurants",
        description: "Vom Bistro bis zum Sternerestaurant: {product} für ein köstliches Essen.",
      },
      wellness: {
        title: "Wellness",
        description: "Entspannen in der Sauna, bei einer Massage oder einer Beauty-Behandlung.",
      },
      experiences: { title: "Erlebnisse", description: "Ausflüge und Aktivitäten, die man nie vergisst." },
      shopping: { title: "Shopping", description: "Mode, Beauty, Elektronik und mehr in den schönsten Geschäften." },
      books: {
        title: "Bücher & Medien",
        description: "Lesen, hören, schauen und spielen: für alle Fans das Richtige.",
      },
      travel: { title: "Reisen", description: "Hotelnächte, Städtetrips und Wochenendausflüge." },
      sports: { title: "Sport", description: "Für alle, die sich gern bewegen, von Fitness bis Golf." },
      kids: { title: "Kinder", description: "Spielzeug, Freizeitparks und Ausflüge für die Kleinen." },
      home: { title: "Haus & Garten", description: "Alles für ein schönes Zuhause und einen grünen Garten." },
      culture: { title: "Kultur", description: "Theater, Konzerte, Museen und Festivals." },
    },
    types: {
      digital: { title: "Digital", description: "Innerhalb einer Stunde per E-Mail im Postfach." },
      physical: {
        title: "Gedruckt",
        description: "Eine echte Karte, bei Bestellung vor 17:00 Uhr an Werktagen noch am selben Tag versandt.",
      },
      "multi-brand": {
        title: "Mehrere Marken",
        description: "Eine Karte, einlösbar bei vielen verschiedenen Partnern.",
      },
      experience: { title: "Erlebnis", description: "Schenken Sie ein Erlebnis statt eines Gegenstands." },
    },
    promotions: {
      "most-chosen": { title: "Am häufigsten gewählt", description: "Die Lieblinge unserer Kundinnen und Kunden." },
      new: { title: "Neu", description: "Gerade erst in unser Sortiment aufgenommen." },
      sale: { title: "Aktion", description: "Für kurze Zeit mit einem zusätzlichen Vorteil." },
    },
  },
  pages: {
    home: {
      title: "{Product} für jeden Anlass",
      metaTitle: "{store} | {Product} für jeden Anlass",
      keywords: "Gutschein, Geschenkkarte, Geschenk, digitaler Gutschein, {store}",
      description:
        "Mehr als {claim} {product} für Restaurants, Wellness, Ausflüge und Shopping. Digitale Zustellung innerhalb einer Stunde.",
      body: [
        h("Das perfekte Geschenk, immer griffbereit"),
        p(
          "Bei {store} warten mehr als {claim} {product} auf Sie: vom Abendessen bis zum Wellnesstag, vom guten Buch bis zum unvergesslichen Erlebnis. So schenken Sie immer etwas, worüber sich die beschenkte Person wirklich freut.",
        ),
        ul(
          "An Werktagen vor 17:00 Uhr bestellt, am selben Tag versandt",
          "Digital innerhalb einer Stunde im Postfach",
          "Geschäftskunden bestellen auf Rechnung",
          "Persönlich gestaltet mit Verpackung und Grußbotschaft",
        ),
      ],
    },
    terms: {
      title: "Allgemeine Geschäftsbedingungen",
      metaTitle: "AGB | {store}",
      keywords: "AGB, Geschäftsbedingungen, Bestellung, {store}",
      description: "Die Bedingungen für Bestellungen bei {store} ({country}).",
      body: [
        h("1. Geltungsbereich"),
        p(
          "Diese Allgemeinen Geschäftsbedingungen gelten für jede Bestellung, die Sie über den Onlineshop von {store} ({country}) aufgeben. Mit dem Abschluss einer Bestellung erkennen Sie diese Bedingungen an.",
        ),
        h("2. Bestellung und Zahlung"),
        p(
          "Der Vertrag kommt zustande, sobald die Zahlung eingegangen ist. Sie bezahlen sicher mit einer der angebotenen Zahlungsarten; Geschäftskunden können auch auf Rechnung bestellen. Auf {product} fällt keine Mehrwertsteuer an.",
        ),
        h("3. Lieferung"),
        p(
          "Digitale Karten werden innerhalb einer Stunde per E-Mail zugestellt. Bestellungen gedruckter Karten, die an Werktagen vor 17:00 Uhr eingehen, versenden wir noch am selben Tag. Bestellungen über {threshold} verschicken wir per Einschreiben.",
        ),
        h("4. Gültigkeit und Nutzung"),
        p(
          "Die Gültigkeitsdauer steht auf der Produktseite und auf der Karte selbst. Eine Karte kann nicht in bar ausgezahlt werden und lässt sich, solange ein Guthaben besteht, in mehreren Schritten einlösen.",
        ),
        h("5. Widerrufsrecht"),
        p(
          "Nicht genutzte Karten können Sie innerhalb von 14 Tagen nach Erhalt kostenlos stornieren. Mehr dazu lesen Sie in unseren Stornierungsbedingungen.",
        ),
        h("6. Haftung und Reklamationen"),
        p(
          "{store} haftet nicht für Verlust oder Diebstahl einer Karte nach der Zustellung. Sie möchten etwas reklamieren? Schreiben Sie uns an {email}; wir antworten innerhalb von zwei Werktagen.",
        ),
      ],
    },
    privacy: {
      title: "Datenschutzerklärung",
      metaTitle: "Datenschutzerklärung | {store}",
      keywords: "Datenschutz, personenbezogene Daten, DSGVO, {store}",
      description: "Wie {store} ({country}) mit Ihren personenbezogenen Daten umgeht.",
      body: [
        h("Wer wir sind"),
        p(
          "{store} ({country}) ist verantwortlich für die Verarbeitung der personenbezogenen Daten, die Sie uns mitteilen. Wir gehen sorgfältig mit Ihren Daten um und halten uns an die geltenden Datenschutzgesetze, insbesondere die DSGVO, soweit sie anwendbar ist.",
        ),
        h("Welche Daten wir verarbeiten"),
        ul(
          "Name, E-Mail-Adresse und Telefonnummer",
          "Lieferadresse und Rechnungsdaten",
          "Angaben zu Ihren Bestellungen und Zahlungen",
          "Technische Daten wie IP-Adresse und Browsertyp",
        ),
        h("Wofür wir sie nutzen"),
        p(
          "Wir nutzen Ihre Daten, um Bestellungen zu bearbeiten und zuzustellen, Sie über den Status zu informieren und Ihre Fragen zu beantworten. Unseren Newsletter erhalten Sie nur mit Ihrer Einwilligung.",
        ),
        h("Wie lange wir sie speichern"),
        p(
          "Wir speichern Ihre Daten nicht länger als nötig. Bestell- und Rechnungsdaten bewahren wir so lange auf, wie es die gesetzlichen Aufbewahrungsfristen verlangen.",
        ),
        h("Ihre Rechte"),
        p(
          "Sie können Ihre Daten jederzeit einsehen, berichtigen oder löschen lassen. Schreiben Sie dazu einfach an {email}.",
        ),
      ],
    },
    cookies: {
      title: "Cookie-Richtlinie",
      metaTitle: "Cookie-Richtlinie | {store}",
      keywords: "Cookies, Cookie-Richtlinie, Datenschutz, {store}",
      description: "Welche Cookies {store} ({country}) verwendet und warum.",
      body: [
        h("Was sind Cookies?"),
        p(
          "Cookies sind kleine Textdateien, die eine Website auf Ihrem Gerät speichert. Sie sorgen dafür, dass der Onlineshop von {store} richtig funktioniert, und merken sich zum Beispiel den Inhalt Ihres Warenkorbs.",
        ),
        h("Welche Cookies wir verwenden"),
        ul(
          "Funktionale Cookies: notwendig für Warenkorb, Sprachauswahl und Bezahlvorgang.",
          "Analyse-Cookies: helfen uns zu verstehen, wie die Website genutzt wird, damit wir sie verbessern können.",
          "Marketing-Cookies: nur mit Ihrer Einwilligung, um passende Angebote anzuzeigen.",
        ),
        h("Einstellungen ändern"),
        p(
          "Sie können Ihre Einwilligung jederzeit über den Link Cookies am Seitenende oder in Ihren Browsereinstellungen ändern. Ohne funktionale Cookies funktioniert der Shop nicht wie vorgesehen.",
        ),
      ],
    },
    helpdesk: {
      title: "Hilfe",
      metaTitle: "Hilfe: häufig gestellte Fragen | {store}",
      keywords: "Hilfe, FAQ, Lieferung, Guthaben, {store}",
      description: "Antworten auf die häufigsten Fragen zu Bestellung, Lieferung und Einlösung.",
      body: [
        p(
          "Hier finden Sie Antworten auf die Fragen, die uns am häufigsten gestellt werden. Ihre Frage ist nicht dabei? Dann wenden Sie sich gern an unseren Kundenservice.",
        ),
        faq(
          [
            "Wie schnell erhalte ich eine digitale Geschenkkarte?",
            "Digitale Karten werden innerhalb einer Stunde nach der Zahlung per E-Mail zugestellt. Schauen Sie bitte auch in Ihren Spam-Ordner.",
          ],
          [
            "Wann wird meine gedruckte Karte verschickt?",
            "Bestellungen, die an Werktagen vor 17:00 Uhr eingehen, geben wir noch am selben Tag zur Post.",
          ],
          [
            "Meine Karte ist noch nicht angekommen. Was nun?",
            "98 % unserer Sendungen werden innerhalb von 2-3 Werktagen zugestellt. Nach 5 Werktagen immer noch nichts erhalten? Melden Sie sich bei uns, wir kümmern uns darum.",
          ],
          [
            "Wie prüfe ich das Guthaben meiner Karte?",
            "Öffnen Sie die Seite Guthaben prüfen und geben Sie die 19-stellige Kartennummer und die 6-stellige PIN ein. Restguthaben und Ablaufdatum sehen Sie sofort.",
          ],
          [
            "Wie lange ist eine Geschenkkarte gültig?",
            "Die Gültigkeit unterscheidet sich je nach Marke und steht auf der Produktseite und auf der Karte.",
          ],
          [
            "Kann ich als Unternehmen bestellen?",
            "Selbstverständlich. Geschäftskunden bestellen bequem auf Rechnung und erhalten ein Angebot innerhalb einer Stunde.",
          ],
          [
            "Zahle ich Mehrwertsteuer auf Geschenkkarten?",
            "Nein, {product} sind von der Mehrwertsteuer befreit. Sie zahlen nur den Kartenwert und eventuelle Versandkosten.",
          ],
          [
            "Wird meine Bestellung per Einschreiben verschickt?",
            "Bestellungen im Wert von mehr als {threshold} oder mit Wein versenden wir immer per Einschreiben.",
          ],
        ),
      ],
    },
    contacts: {
      title: "Kundenservice",
      metaTitle: "Kundenservice kontaktieren | {store}",
      keywords: "Kundenservice, Kontakt, Frage, {store}",
      description: "So erreichen Sie den Kundenservice von {store}.",
      body: [
        p(
          "Sie haben eine Frage zu Ihrer Bestellung, einer Karte oder dem Guthaben? Unser Kundenservice hilft Ihnen gern weiter.",
        ),
        ul("E-Mail: {email}", "Telefon: {phone}", "Erreichbar: {hours}"),
        p("Auch für Geschäftsbestellungen sind wir für Sie da: Ein Angebot erhalten Sie innerhalb einer Stunde."),
      ],
    },
    delivery: {
      title: "Lieferung",
      metaTitle: "Lieferung und Versand | {store}",
      keywords: "Lieferung, Versand, Zustellung, {store}",
      description: "Alles über die Zustellung digitaler und gedruckter Karten von {store}.",
      body: [
        h("Digitale Zustellung"),
        p(
          "Digitale Karten erhalten Sie innerhalb einer Stunde nach der Zahlung per E-Mail. Sie können sie sofort weiterleiten oder selbst ausdrucken.",
        ),
        h("Versand per Post"),
        p(
          "An einem Werktag vor 17:00 Uhr bestellt? Dann geht Ihre Bestellung noch am selben Tag zur Post. 98 % der Sendungen werden innerhalb von 2-3 Werktagen zugestellt. Ist Ihre Sendung nach 5 Werktagen nicht da, kontaktieren Sie uns bitte.",
        ),
        h("Versand per Einschreiben"),
        p("Bestellungen über {threshold} oder mit Wein verschicken wir per Einschreiben, damit sie sicher ankommen."),
        h("International"),
        p("Unsere Karten sind in mehr als 20 Ländern erhältlich."),
      ],
    },
    "cancelation-policy": {
      title: "Stornierungsbedingungen",
      metaTitle: "Stornierung und Rückgabe | {store}",
      keywords: "Stornierung, Rückgabe, Widerrufsrecht, {store}",
      description: "So stornieren oder retournieren Sie eine Bestellung bei {store}.",
      body: [
        h("14 Tage Widerrufsfrist"),
        p(
          "Sie können eine Bestellung innerhalb von 14 Tagen nach Erhalt ohne Angabe von Gründen widerrufen, solange die Karte nicht benutzt oder aktiviert wurde.",
        ),
        h("So stornieren Sie"),
        ul(
          "Senden Sie eine E-Mail mit Ihrer Bestellnummer an {email}.",
          "Schicken Sie gedruckte Karten unbenutzt in der Originalverpackung zurück.",
          "Nach Eingang erstatten wir den Betrag innerhalb von 14 Tagen über die ursprüngliche Zahlungsart.",
        ),
        h("Ausnahmen"),
        p(
          "Karten, die bereits (teilweise) eingelöst oder mit eigenem Design personalisiert wurden, können nicht storniert werden.",
        ),
      ],
    },
    "choice-card": {
      title: "Die Wunsch-Geschenkkarte",
      metaTitle: "Wunsch-Geschenkkarte: selbst aussuchen lassen | {store}",
      keywords: "Wunsch-Geschenkkarte, Auswahlgutschein, Geschenkkarte, {store}",
      description:
        "Unsicher? Mit der Wunsch-Geschenkkarte von {store} wählt die beschenkte Person aus mehr als {claim} Marken.",
      body: [
        p(
          "Mit der Wunsch-Geschenkkarte müssen Sie sich nicht festlegen: Die beschenkte Person löst den Betrag bei einer von mehr als {claim} Marken unseres Sortiments ein, vom Restaurant bis zum Wellnesstag, vom Buch bis zum Erlebnis.",
        ),
        h("So aktivieren Sie die Karte"),
        ul(
          "Geben Sie die 19-stellige Kartennummer ein.",
          "Wählen Sie den Betrag, den Sie aufladen möchten.",
          "Geben Sie Ihre E-Mail-Adresse ein und bezahlen Sie.",
          "Innerhalb von 24 Stunden ist die Karte aktiviert und einsatzbereit.",
        ),
        h("Einlösen"),
        p(
          "Über Guthaben prüfen sieht die beschenkte Person ihr Guthaben und wählt eine oder mehrere Geschenkkarten ihrer Lieblingsmarken.",
        ),
      ],
    },
    "over-ons": {
      title: "Über uns",
      metaTitle: "Über {store}",
      keywords: "über uns, {store}, Geschenkkarten",
      description: "Lernen Sie {store} kennen, Ihren Spezialisten für Geschenkkarten.",
      body: [
        h("Schenken, ganz einfach"),
        p(
          "{store} hilft Ihnen, schnell ein Geschenk zu finden, über das sich die beschenkte Person wirklich freut. Wir bieten mehr als {claim} {product}, da ist für jeden Anlass und jedes Budget das Richtige dabei.",
        ),
        h("Was uns antreibt"),
        p(
          "Bei einem guten Geschenk geht es um Aufmerksamkeit. Deshalb lässt sich jede Karte mit Verpackung und eigener Botschaft persönlich gestalten, und wir sorgen dafür, dass sie schnell und sicher ankommt.",
        ),
        h("Darauf können Sie sich verlassen"),
        ul(
          "Digitale Zustellung innerhalb einer Stunde",
          "An Werktagen vor 17:00 Uhr bestellt, am selben Tag versandt",
          "Ein Kundenservice, der mitdenkt",
        ),
      ],
    },
    "hoe-werkt-het": {
      title: "So funktioniert's",
      metaTitle: "So funktioniert's | {store}",
      keywords: "so funktioniert's, bestellen, einlösen, {store}",
      description: "In wenigen Schritten eine Geschenkkarte bestellen, verschenken und einlösen.",
      body: [
        h("In vier Schritten bestellt"),
        ul(
          "Wählen Sie eine Karte aus unserem Sortiment oder die Wunsch-Geschenkkarte.",
          "Legen Sie den Betrag fest und wählen Sie digital oder gedruckt.",
          "Gestalten Sie sie persönlich mit Verpackung und einer Botschaft von bis zu 150 Zeichen.",
          "Bezahlen Sie sicher; digitale Karten sind innerhalb einer Stunde zugestellt.",
        ),
        h("Einlösen"),
        p(
          "Die beschenkte Person löst die Karte online oder im Geschäft der gewählten Marke ein. Das aktuelle Guthaben lässt sich jederzeit über Guthaben prüfen abrufen.",
        ),
      ],
    },
    "zakelijk-bestellen": {
      title: "Firmenbestellungen",
      metaTitle: "Firmenbestellung auf Rechnung | {store}",
      keywords: "Firmenbestellung, Rechnung, Angebot, Firmengeschenk, {store}",
      description:
        "Bestellen Sie Geschenkkarten für Mitarbeitende und Geschäftspartner bequem auf Rechnung bei {store}.",
      body: [
        p(
          "Sie möchten Mitarbeitenden, Kunden oder Partnern danken? Bei {store} bestellen Sie ganz einfach in großen Mengen, mit allen Firmendaten auf der Rechnung.",
        ),
        h("Ihre Vorteile als Unternehmen"),
        ul(
          "Zahlung auf Rechnung, mit Referenz oder Kostenstelle",
          "Ein Angebot innerhalb einer Stunde",
          "Eine persönliche Botschaft für jeden Empfänger",
          "Digitale Zustellung an viele Empfänger gleichzeitig",
        ),
        h("Angebot anfordern"),
        p(
          "Sagen Sie uns, wie viele Karten Sie benötigen und zu welchem Anlass. Innerhalb einer Stunde erhalten Sie ein maßgeschneidertes Angebot. Fragen? Schreiben Sie an {email}.",
        ),
      ],
    },
    "zakelijk-cadeau": {
      title: "Firmengeschenke",
      metaTitle: "Das perfekte Firmengeschenk | {store}",
      keywords: "Firmengeschenk, Mitarbeitergeschenk, Weihnachtsgeschenk, Kundengeschenk, {store}",
      description: "Eine Geschenkkarte von {store} ist das Firmengeschenk, bei dem jede Person selbst wählt.",
      body: [
        h("Ein Geschenk, alle zufrieden"),
        p(
          "Geschmäcker sind verschieden, gerade in einem großen Team. Mit einer Geschenkkarte von {store} wählt jede Person selbst: ein Abendessen, einen Wellnesstag oder ein neues Buch.",
        ),
        h("Für jeden Anlass"),
        ul(
          "Jahresabschlussgeschenk für die Belegschaft",
          "Dankeschön für Kunden und Partner",
          "Firmenjubiläum, Ruhestand oder ein tolles Ergebnis",
          "Preise für Aktionen und Veranstaltungen",
        ),
        p(
          "Lieber gar nicht auswählen? Mit der Wunsch-Geschenkkarte wählt die beschenkte Person aus mehr als {claim} Marken.",
        ),
      ],
    },
  },
  blog: {
    "tips-voor-de-perfecte-cadeaukaart": {
      title: "So finden Sie die perfekte Geschenkkarte",
      excerpt: "Fünf Tipps für eine Karte, die perfekt zur beschenkten Person passt.",
      body: [
        p(
          "Eine Geschenkkarte lässt die Wahl frei, und mit ein wenig Aufmerksamkeit wird sie trotzdem ganz persönlich. Mit diesen Tipps liegen Sie immer richtig.",
        ),
        ul(
          "Denken Sie an die Hobbys der beschenkten Person.",
          "Wählen Sie einen Betrag, der zum Anlass passt.",
          "Unsicher? Nehmen Sie eine Karte, die bei mehreren Marken gilt.",
          "Fügen Sie eine persönliche Botschaft hinzu.",
          "Wählen Sie eine schöne Verpackung für die gedruckte Karte.",
        ),
        p("Fällt die Wahl wirklich schwer? Die Wunsch-Geschenkkarte ist immer eine gute Idee."),
      ],
    },
    "digitaal-cadeau-geven": {
      title: "Digital schenken: so geht's",
      excerpt: "Noch schnell ein Geschenk gesucht? Eine digitale Geschenkkarte ist innerhalb einer Stunde da.",
      body: [
        p(
          "Vergessen, dass heute gefeiert wird? Kein Problem. Eine digitale Geschenkkarte ist in wenigen Minuten bestellt und innerhalb einer Stunde im Postfach.",
        ),
        h("An Sie oder direkt an die beschenkte Person"),
        p(
          "Sie entscheiden, ob die Karte an Sie oder direkt an die beschenkte Person geht. Noch eine persönliche Botschaft dazu, und das Geschenk ist fertig.",
        ),
      ],
    },
    "cadeaus-voor-medewerkers": {
      title: "Fünf Geschenkideen für Mitarbeitende",
      excerpt: "Eine Anerkennung, die jede Person selbst gestalten kann.",
      body: [
        p(
          "Ein Geschenk fürs Team soll allen gefallen. Deshalb entscheiden sich immer mehr Unternehmen für Geschenkkarten.",
        ),
        ul(
          "Ein Abendessen zu zweit",
          "Ein Wellnesstag",
          "Ein Erlebnis mit Kolleginnen und Kollegen",
          "Eine Karte für Bücher und Filme",
          "Die Wunsch-Geschenkkarte für alle, die gern selbst wählen",
        ),
        p("Unternehmen bestellen bequem auf Rechnung und erhalten innerhalb einer Stunde ein Angebot."),
      ],
    },
    "beleving-cadeau-geven": {
      title: "Erlebnisse statt Dinge schenken",
      excerpt: "Erinnerungen halten länger als Dinge. Darum ist ein Erlebnis ein so schönes Geschenk.",
      body: [
        p(
          "Erlebnisse machen oft glücklicher als Besitz. Eine Ballonfahrt, ein Kochkurs oder ein Theaterabend bleibt jahrelang in Erinnerung.",
        ),
        h("Gemeinsam erleben"),
        p(
          "Ein Erlebnis kann man außerdem gemeinsam genießen. So schenken Sie nicht nur etwas, sondern auch Zeit und Aufmerksamkeit.",
        ),
      ],
    },
    "saldo-controleren": {
      title: "So prüfen Sie das Guthaben Ihrer Karte",
      excerpt: "In wenigen Sekunden wissen Sie, wie viel noch auf Ihrer Geschenkkarte ist.",
      body: [
        p(
          "Sie möchten wissen, wie viel Guthaben noch auf Ihrer Karte ist? Das sehen Sie in wenigen Sekunden unter Guthaben prüfen.",
        ),
        ul(
          "Öffnen Sie die Seite Guthaben prüfen.",
          "Geben Sie die 19-stellige Kartennummer ein.",
          "Geben Sie die 6-stellige PIN ein.",
          "Sehen Sie sich Guthaben und Ablaufdatum an.",
        ),
        p("Noch Guthaben übrig? Dann lösen Sie es direkt im Einlöse-Shop ein."),
      ],
    },
    "persoonlijke-boodschap-schrijven": {
      title: "Die schönste persönliche Botschaft schreiben",
      excerpt: "Mit ein paar gut gewählten Worten wird jedes Geschenk persönlich.",
      body: [
        p(
          "Eine persönliche Botschaft macht aus einer Geschenkkarte ein echtes Geschenk. Sie haben 150 Zeichen, also fassen Sie sich kurz und herzlich.",
        ),
        h("Unsere Tipps"),
        ul(
          "Nennen Sie den Anlass: Geburtstag, Dankeschön, Meilenstein.",
          "Erinnern Sie an ein gemeinsames Erlebnis.",
          "Schließen Sie mit einem herzlichen Wunsch.",
        ),
      ],
    },
  },
  moments: {
    verjaardag: {
      heroTitle: "Ein Geschenk für jeden Geburtstag",
      title: "Geburtstag",
      body: [
        p("Ob runder Geburtstag oder gemütliche Feier: Eine Geschenkkarte passt immer."),
        p(
          "Wählen Sie eine Karte für ein Abendessen, einen Ausflug oder das Lieblingsgeschäft und fügen Sie persönliche Glückwünsche hinzu.",
        ),
      ],
    },
    huwelijk: {
      heroTitle: "Auf das Brautpaar",
      title: "Hochzeit",
      body: [
        p(
          "Schenken Sie dem Brautpaar eine unvergessliche Erinnerung: ein romantisches Dinner, eine Nacht in einem besonderen Hotel oder einen Wellnesstag zu zweit.",
        ),
        p(
          "Sie schenken gemeinsam mit anderen Gästen? Wählen Sie einen höheren Betrag für ein großes Gemeinschaftsgeschenk.",
        ),
      ],
    },
    geboorte: {
      heroTitle: "Willkommen auf der Welt, kleiner Schatz",
      title: "Geburt",
      body: [
        p(
          "Ein neues Leben ist ein Grund zum Feiern. Eine Karte für Babyausstattung oder Spielzeug unterstützt die frischgebackenen Eltern.",
        ),
        p("Oder gönnen Sie den Eltern eine wohlverdiente Pause mit einer Karte für Wellness oder ein Abendessen."),
      ],
    },
    bedankt: {
      heroTitle: "Sagen Sie es mit einem Geschenk",
      title: "Danke",
      body: [
        p(
          "Manchmal sagt eine kleine Geste mehr als Worte. Eine Geschenkkarte ist eine schöne Art, sich für Hilfe, Unterstützung oder Freundschaft zu bedanken.",
        ),
        p("Digital ist sie innerhalb einer Stunde zugestellt, so kommt Ihr Dankeschön immer rechtzeitig an."),
      ],
    },
    kerst: {
      heroTitle: "Herzliche Geschenke für die Feiertage",
      title: "Weihnachten",
      body: [
        p(
          "Unter dem Weihnachtsbaum darf eine Geschenkkarte nicht fehlen. So bekommt jede Person genau das, was sie sich wünscht.",
        ),
        p("Tipp für Unternehmen: Weihnachtsgeschenke für die Belegschaft bestellen Sie bequem auf Rechnung."),
      ],
    },
    moederdag: {
      heroTitle: "Für die liebste Mama",
      title: "Muttertag",
      body: [
        p(
          "Zeigen Sie Mama, wie besonders sie ist: mit einem Wellnesstag, einem Brunch oder einer Karte für ihr Lieblingsgeschäft.",
        ),
        p("Mit einer persönlichen Botschaft wird ihr Tag perfekt."),
      ],
    },
    vaderdag: {
      heroTitle: "Für den besten Papa",
      title: "Vatertag",
      body: [
        p("Vom actionreichen Erlebnis bis zum guten Buch: Für jeden Vater gibt es die passende Geschenkkarte."),
        p("Bestellen Sie an einem Werktag vor 17:00 Uhr, und die gedruckte Karte geht noch am selben Tag zur Post."),
      ],
    },
    pensioen: {
      heroTitle: "Die freie Zeit genießen",
      title: "Ruhestand",
      body: [
        p(
          "Nach vielen Jahren harter Arbeit ist endlich Zeit für Entspannung. Eine Reise, ein Kurs oder ein Wellnesstag ist das perfekte Abschiedsgeschenk.",
        ),
        p(
          "Sie schenken gemeinsam mit Kollegen? Wählen Sie eine Karte mit höherem Betrag oder die Wunsch-Geschenkkarte.",
        ),
      ],
    },
  },
  highlighted: {
    title: "Unentschlossen? Verschenken Sie die Wunsch-Geschenkkarte",
    description: "Die beschenkte Person wählt aus mehr als {claim} Marken.",
  },
};
