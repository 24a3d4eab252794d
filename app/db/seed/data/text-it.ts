import { faq, h, p, ul } from "./blocks";
import type { LanguagePack } from "./types";

export const it: LanguagePack = {
  product: {
    title: "Carta regalo {brand}",
    donationTitle: "Carta donazione {brand}",
    blankTitle: "Carta regalo in bianco",
    blankSetTitle: "Set di 3 carte regalo in bianco",
  },
  descriptions: {
    intro: {
      restaurants: [
        "Con una carta regalo {brand} offri a qualcuno una cena deliziosa.",
        "A tavola da {brand}: un regalo da gustare insieme.",
      ],
      wellness: [
        "Una carta regalo {brand} è un invito a staccare la spina e rilassarsi davvero.",
        "Coccola una persona cara con una giornata di puro relax da {brand}.",
      ],
      experiences: [
        "Con {brand} non regali oggetti, ma un ricordo per tutta la vita.",
        "Un'uscita con {brand} garantisce storie da raccontare per anni.",
      ],
      shopping: [
        "Da {brand} chi riceve il regalo sceglie da sé qualcosa di bello.",
        "Con una carta regalo {brand} non sbagli mai i gusti di nessuno.",
      ],
      books: [
        "Con {brand} regali ore di lettura, film o musica.",
        "Per chi ama perdersi in una storia, {brand} è sempre un centro.",
      ],
      travel: [
        "Con {brand} regali una pausa meritata, lontano dalla routine.",
        "Un soggiorno con {brand} è il regalo ideale per chi ama viaggiare.",
      ],
      sports: [
        "Con {brand} dai nuova energia a un amico o collega sportivo.",
        "Nuova attrezzatura o una lezione: da {brand} c'è tutto.",
      ],
      kids: [
        "Con {brand} porti un sorriso sul viso di ogni bambino.",
        "Una carta regalo {brand} significa ore di gioco e risate insieme.",
      ],
      home: [
        "Con {brand} la casa diventa ancora più accogliente.",
        "Per appassionati di fai da te, giardinaggio e arredamento, {brand} è la scelta giusta.",
      ],
      culture: [
        "Con {brand} regali una serata di musica, teatro o arte.",
        "Una carta regalo {brand} apre le porte ai migliori spettacoli e alle mostre più belle.",
      ],
    },
    donation: [
      "Con questa carta donazione chi la riceve sostiene il lavoro di {brand}.",
      "Chi riceve la carta decide dove l'importo fa più differenza presso {brand}.",
    ],
    blank: [
      "Una carta regalo in bianco lascia libera scelta tra tutti i nostri marchi.",
      "Ideale se vuoi decidere tu l'importo e rendere il regalo personale.",
    ],
    digital: [
      "La ordini in formato digitale e arriva via e-mail entro un'ora.",
      "La versione digitale viene consegnata via e-mail entro un'ora.",
    ],
    physical: [
      "Ordini entro le 17:00 di un giorno lavorativo? Spediamo la carta il giorno stesso.",
      "La carta fisica arriva in una bella busta e parte il giorno stesso per gli ordini effettuati entro le 17:00 nei giorni lavorativi.",
    ],
    both: [
      "Scegli una carta digitale, via e-mail entro un'ora, oppure una carta fisica che spediamo il giorno stesso per gli ordini entro le 17:00 nei giorni lavorativi.",
      "Disponibile via e-mail, consegnata entro un'ora, e come carta fisica in una confezione elegante.",
    ],
    fixed: "Disponibile in tagli fissi da {min} a {max}.",
    custom: "Scegli tu l'importo, tra {min} e {max}.",
  },
  terms: {
    categories: {
      restaurants: {
        title: "Ristoranti",
        description: "Dalla trattoria al ristorante stellato: {product} per una cena indimenticabile.",
      },
      wellness: { title: "Benessere", description: "Relax in sauna, con un massaggio o un trattamento di bellezza." },
      experiences: { title: "Esperienze", description: "Uscite e attività che non si dimenticano più." },
      shopping: { title: "Shopping", description: "Moda, bellezza, elettronica e altro nei negozi più belli." },
      books: {
        title: "Libri e media",
        description: "Leggere, ascoltare, guardare e giocare: qualcosa per ogni appassionato.",
      },
      travel: { title: "Viaggi", description: "Notti in hotel, city break e weekend fuori porta." },
      sports: { title: "Sport", description: "Per chi ama muoversi, dal fitness al golf." },
      kids: { title: "Bambini", description: "Giocattoli, parchi divertimento e gite per i più piccoli." },
      home: { title: "Casa e giardino", description: "Tutto per una casa accogliente e un giardino rigoglioso." },
      culture: { title: "Cultura", description: "Teatro, concerti, musei e festival." },
    },
    types: {
      digital: { title: "Digitale", description: "Via e-mail entro un'ora." },
      physical: {
        title: "Fisica",
        description: "Una vera carta, spedita il giorno stesso per gli ordini entro le 17:00 nei giorni lavorativi.",
      },
      "multi-brand": { title: "Multimarca", description: "Una sola carta, accettata in tantissimi locali e negozi." },
      experience: { title: "Esperienza", description: "Regala un'esperienza invece di un oggetto." },
    },
    promotions: {
      "most-chosen": { title: "I più scelti", description: "I preferiti dei nostri clienti." },
      new: { title: "Novità", description: "Appena aggiunti alla nostra offerta." },
      sale: { title: "In offerta", description: "Con un vantaggio extra per un periodo limitato." },
    },
  },
  pages: {
    home: {
      title: "{Product} per ogni occasione",
      metaTitle: "{store} | {Product} per ogni occasione",
      keywords: "carta regalo, buono regalo, regalo, carta regalo digitale, {store}",
      description:
        "Scegli tra oltre {claim} {product} per ristoranti, benessere, esperienze e shopping. Consegna digitale entro un'ora.",
      body: [
        h("Il regalo perfetto, sempre a portata di mano"),
        p(
          "Su {store} scegli tra oltre {claim} {product}: da una cena a una giornata alla spa, da un buon libro a un'esperienza indimenticabile. Così regali sempre qualcosa che fa davvero piacere.",
        ),
        ul(
          "Ordini entro le 17:00 nei giorni lavorativi, spedizione in giornata",
          "Consegna digitale via e-mail entro un'ora",
          "Ordini aziendali con fattura",
          "Personalizzabile con confezione e messaggio",
        ),
      ],
    },
    terms: {
      title: "Termini e condizioni",
      metaTitle: "Termini e condizioni | {store}",
      keywords: "termini e condizioni, condizioni di vendita, ordini, {store}",
      description: "Le condizioni che si applicano agli ordini su {store} ({country}).",
      body: [
        h("1. Ambito di applicazione"),
        p(
          "I presenti termini e condizioni si applicano a ogni ordine effettuato sul negozio online {store} ({country}). Completando un ordine, accetti queste condizioni.",
        ),
        h("2. Ordine e pagamento"),
        p(
          "L'ordine è concluso al ricevimento del pagamento. Paghi in sicurezza con uno dei metodi proposti; i clienti aziendali possono ordinare anche con fattura. Le carte regalo sono esenti da IVA.",
        ),
        h("3. Consegna"),
        p(
          "Le carte digitali vengono consegnate via e-mail entro un'ora. Gli ordini di carte fisiche ricevuti entro le 17:00 nei giorni lavorativi partono il giorno stesso. Gli ordini superiori a {threshold} vengono spediti con raccomandata.",
        ),
        h("4. Validità e utilizzo"),
        p(
          "La durata di validità è indicata nella pagina del prodotto e sulla carta stessa. La carta non è convertibile in denaro e può essere utilizzata in più volte finché c'è credito residuo.",
        ),
        h("5. Diritto di recesso"),
        p(
          "Puoi annullare gratuitamente le carte non utilizzate entro 14 giorni dal ricevimento. Trovi tutti i dettagli nella nostra politica di cancellazione.",
        ),
        h("6. Responsabilità e reclami"),
        p(
          "{store} non è responsabile per lo smarrimento o il furto di una carta dopo la consegna. Hai un reclamo? Scrivici a {email}; rispondiamo entro due giorni lavorativi.",
        ),
      ],
    },
    privacy: {
      title: "Informativa sulla privacy",
      metaTitle: "Informativa sulla privacy | {store}",
      keywords: "privacy, dati personali, GDPR, {store}",
      description: "Come {store} ({country}) tratta i tuoi dati personali.",
      body: [
        h("Chi siamo"),
        p(
          "{store} ({country}) è titolare del trattamento dei dati personali che ci affidi. Trattiamo i tuoi dati con cura e nel rispetto della normativa sulla protezione dei dati, incluso il GDPR dove applicabile.",
        ),
        h("Quali dati trattiamo"),
        ul(
          "Nome, indirizzo e-mail e numero di telefono",
          "Indirizzo di consegna e dati di fatturazione",
          "Informazioni sui tuoi ordini e pagamenti",
          "Dati tecnici come indirizzo IP e tipo di browser",
        ),
        h("Per cosa li usiamo"),
        p(
          "Usiamo i tuoi dati per elaborare e consegnare gli ordini, tenerti aggiornato sul loro stato e rispondere alle tue domande. Ti inviamo la newsletter solo con il tuo consenso.",
        ),
        h("Per quanto tempo li conserviamo"),
        p(
          "Conserviamo i tuoi dati solo per il tempo necessario. I dati di ordini e fatture vengono conservati per il periodo previsto dalla legge.",
        ),
        h("I tuoi diritti"),
        p("Puoi sempre consultare, correggere o far cancellare i tuoi dati. Basta scrivere a {email}."),
      ],
    },
    cookies: {
      title: "Informativa sui cookie",
      metaTitle: "Informativa sui cookie | {store}",
      keywords: "cookie, informativa cookie, privacy, {store}",
      description: "Quali cookie usa {store} ({country}) e perché.",
      body: [
        h("Cosa sono i cookie?"),
        p(
          "I cookie sono piccoli file di testo che un sito salva sul tuo dispositivo. Permettono al negozio online {store} di funzionare correttamente e ricordano, per esempio, cosa c'è nel tuo carrello.",
        ),
        h("Quali cookie usiamo?"),
        ul(
          "Cookie funzionali: necessari per il carrello, la scelta della lingua e il pagamento.",
          "Cookie analitici: ci aiutano a capire come viene usato il sito per migliorarlo.",
          "Cookie di marketing: solo con il tuo consenso, per mostrarti offerte pertinenti.",
        ),
        h("Modificare le preferenze"),
        p(
          "Puoi modificare il consenso in qualsiasi momento tramite il link Cookie in fondo alla pagina o dalle impostazioni del browser. Senza cookie funzionali il negozio non funziona come previsto.",
        ),
      ],
    },
    helpdesk: {
      title: "Assistenza",
      metaTitle: "Assistenza: domande frequenti | {store}",
      keywords: "assistenza, domande frequenti, consegna, saldo, {store}",
      description: "Le risposte alle domande più frequenti su ordini, consegne e utilizzo delle carte regalo.",
      body: [
        p(
          "Qui trovi le risposte alle domande che riceviamo più spesso. Non trovi la tua? Contatta pure il nostro servizio clienti.",
        ),
        faq(
          [
            "In quanto tempo ricevo una carta regalo digitale?",
            "Le carte digitali vengono consegnate via e-mail entro un'ora dal pagamento. Controlla anche la cartella della posta indesiderata.",
          ],
          [
            "Quando viene spedita la mia carta fisica?",
            "Gli ordini ricevuti entro le 17:00 nei giorni lavorativi vengono spediti il giorno stesso.",
          ],
          [
            "La mia carta non è ancora arrivata. Cosa faccio?",
            "Il 98% delle spedizioni viene consegnato entro 2-3 giorni lavorativi. Dopo 5 giorni lavorativi non è ancora arrivato nulla? Contattaci e ce ne occupiamo noi.",
          ],
          [
            "Come controllo il saldo della mia carta?",
            "Vai alla pagina Verifica saldo e inserisci il numero di carta di 19 cifre e il PIN di 6 cifre. Vedrai subito il saldo residuo e la data di scadenza.",
          ],
          [
            "Quanto dura la validità di una carta regalo?",
            "La validità varia a seconda del marchio ed è indicata nella pagina del prodotto e sulla carta.",
          ],
          [
            "Posso ordinare come azienda?",
            "Certo. I clienti aziendali ordinano con fattura e possono richiedere un preventivo, che ricevono entro un'ora.",
          ],
          [
            "Devo pagare l'IVA sulle carte regalo?",
            "No, le carte regalo sono esenti da IVA. Paghi solo il valore della carta ed eventuali spese di spedizione.",
          ],
          [
            "Il mio ordine viene spedito con raccomandata?",
            "Gli ordini di valore superiore a {threshold} o contenenti vino vengono sempre spediti con raccomandata.",
          ],
        ),
      ],
    },
    contacts: {
      title: "Servizio clienti",
      metaTitle: "Contatta il servizio clienti | {store}",
      keywords: "servizio clienti, contatti, domanda, {store}",
      description: "Contatta il servizio clienti di {store}.",
      body: [
        p("Hai una domanda sul tuo ordine, su una carta o sul saldo? Il nostro servizio clienti è a tua disposizione."),
        ul("E-mail: {email}", "Telefono: {phone}", "Orari: {hours}"),
        p("Siamo a disposizione anche per gli ordini aziendali: ricevi un preventivo entro un'ora."),
      ],
    },
    delivery: {
      title: "Consegna",
      metaTitle: "Consegna e spedizione | {store}",
      keywords: "consegna, spedizione, posta, {store}",
      description: "Tutto sulla consegna delle carte digitali e fisiche di {store}.",
      body: [
        h("Consegna digitale"),
        p(
          "Le carte digitali arrivano via e-mail entro un'ora dal pagamento. Puoi inoltrarle subito o stamparle tu stesso.",
        ),
        h("Spedizione per posta"),
        p(
          "Hai ordinato entro le 17:00 di un giorno lavorativo? Il tuo ordine parte il giorno stesso. Il 98% delle spedizioni arriva entro 2-3 giorni lavorativi. Se dopo 5 giorni lavorativi non hai ricevuto nulla, contattaci.",
        ),
        h("Spedizioni raccomandate"),
        p(
          "Gli ordini superiori a {threshold} o contenenti vino vengono spediti con raccomandata, per arrivare in tutta sicurezza.",
        ),
        h("Internazionale"),
        p("Le nostre carte sono disponibili in oltre 20 paesi."),
      ],
    },
    "cancelation-policy": {
      title: "Politica di cancellazione",
      metaTitle: "Cancellazione e reso | {store}",
      keywords: "cancellazione, reso, diritto di recesso, {store}",
      description: "Come annullare o restituire un ordine effettuato su {store}.",
      body: [
        h("14 giorni per ripensarci"),
        p(
          "Hai il diritto di annullare un ordine entro 14 giorni dal ricevimento senza indicarne il motivo, purché la carta non sia stata utilizzata o attivata.",
        ),
        h("Come annullare"),
        ul(
          "Invia un'e-mail a {email} indicando il numero d'ordine.",
          "Restituisci le carte fisiche non utilizzate nella confezione originale.",
          "Al ricevimento, ti rimborsiamo entro 14 giorni con il metodo di pagamento originale.",
        ),
        h("Eccezioni"),
        p("Le carte già utilizzate, anche in parte, o personalizzate con un tuo design non possono essere annullate."),
      ],
    },
    "choice-card": {
      title: "La carta regalo a scelta",
      metaTitle: "Carta regalo a scelta: decide chi la riceve | {store}",
      keywords: "carta regalo a scelta, carta multimarca, carta regalo, {store}",
      description: "Indeciso? Con la carta regalo a scelta di {store} chi la riceve sceglie tra oltre {claim} marchi.",
      body: [
        p(
          "Con la carta regalo a scelta non devi decidere tu: chi la riceve spende l'importo presso uno degli oltre {claim} marchi della nostra offerta, dai ristoranti al benessere, dai libri alle esperienze.",
        ),
        h("Come attivare la carta"),
        ul(
          "Inserisci il numero di carta di 19 cifre.",
          "Scegli l'importo da caricare sulla carta.",
          "Inserisci il tuo indirizzo e-mail e paga.",
          "Entro 24 ore la carta è attiva e pronta all'uso.",
        ),
        h("Utilizzo"),
        p(
          "Dalla pagina Verifica saldo chi riceve la carta vede il credito e sceglie una o più carte regalo dei suoi marchi preferiti.",
        ),
      ],
    },
    "over-ons": {
      title: "Chi siamo",
      metaTitle: "Chi è {store}",
      keywords: "chi siamo, {store}, carte regalo",
      description: "Scopri {store}, lo specialista delle carte regalo.",
      body: [
        h("Fare regali, in modo semplice"),
        p(
          "{store} ti aiuta a trovare in fretta un regalo che farà davvero piacere. Con oltre {claim} {product} trovi sempre l'idea giusta, per ogni occasione e ogni budget.",
        ),
        h("Cosa ci guida"),
        p(
          "Un bel regalo è soprattutto un pensiero. Per questo puoi personalizzare ogni carta con una confezione e un messaggio, e noi ci assicuriamo che arrivi in fretta e in sicurezza.",
        ),
        h("Su cosa puoi contare"),
        ul(
          "Consegna digitale entro un'ora",
          "Ordini entro le 17:00 nei giorni lavorativi, spedizione in giornata",
          "Un servizio clienti sempre disponibile",
        ),
      ],
    },
    "hoe-werkt-het": {
      title: "Come funziona?",
      metaTitle: "Come funziona? | {store}",
      keywords: "come funziona, ordinare, utilizzare, {store}",
      description: "Ordinare, regalare e utilizzare una carta regalo in pochi passaggi.",
      body: [
        h("Ordina in quattro passaggi"),
        ul(
          "Scegli una carta dalla nostra offerta o la carta regalo a scelta.",
          "Decidi l'importo e scegli tra digitale e fisica.",
          "Personalizzala con una confezione e un messaggio di massimo 150 caratteri.",
          "Paga in sicurezza; le carte digitali arrivano entro un'ora.",
        ),
        h("Utilizzo"),
        p(
          "Chi riceve la carta la usa online o in negozio presso il marchio scelto. Il saldo aggiornato è sempre disponibile nella pagina Verifica saldo.",
        ),
      ],
    },
    "zakelijk-bestellen": {
      title: "Ordini aziendali",
      metaTitle: "Ordini aziendali con fattura | {store}",
      keywords: "ordini aziendali, fattura, preventivo, regali aziendali, {store}",
      description: "Ordina carte regalo per dipendenti e partner con fattura su {store}.",
      body: [
        p(
          "Vuoi ringraziare dipendenti, clienti o partner? Su {store} ordini facilmente grandi quantità, con tutti i dati aziendali in fattura.",
        ),
        h("I vantaggi per le aziende"),
        ul(
          "Pagamento con fattura, con riferimento o centro di costo",
          "Un preventivo entro un'ora",
          "Un messaggio personale per ogni destinatario",
          "Consegna digitale a più destinatari in una volta",
        ),
        h("Richiedi un preventivo"),
        p(
          "Dicci quante carte ti servono e per quale occasione. Riceverai un preventivo su misura entro un'ora. Domande? Scrivi a {email}.",
        ),
      ],
    },
    "zakelijk-cadeau": {
      title: "Regali aziendali",
      metaTitle: "Il regalo aziendale perfetto | {store}",
      keywords: "regalo aziendale, regalo per dipendenti, regalo di fine anno, regalo per clienti, {store}",
      description: "Una carta regalo {store} è il regalo aziendale che lascia scegliere a ognuno.",
      body: [
        h("Un solo regalo, tutti contenti"),
        p(
          "I gusti cambiano da persona a persona, soprattutto in un grande team. Con una carta regalo {store} ognuno sceglie: una cena, una giornata di benessere o un nuovo libro.",
        ),
        h("Per ogni occasione"),
        ul(
          "Regalo di fine anno per il personale",
          "Un grazie a clienti e partner",
          "Anniversari, pensionamenti o un bel traguardo raggiunto",
          "Premi per concorsi ed eventi",
        ),
        p(
          "Preferisci non scegliere affatto? Con la carta regalo a scelta chi la riceve sceglie tra oltre {claim} marchi.",
        ),
      ],
    },
  },
  blog: {
    "tips-voor-de-perfecte-cadeaukaart": {
      title: "Come scegliere la carta regalo perfetta",
      excerpt: "Cinque consigli per trovare la carta giusta per chi la riceve.",
      body: [
        p(
          "Una carta regalo lascia libertà di scelta e, con un po' di attenzione, diventa anche molto personale. Con questi consigli vai sul sicuro.",
        ),
        ul(
          "Pensa agli hobby di chi riceve il regalo.",
          "Scegli un importo adatto all'occasione.",
          "Indeciso? Punta su una carta valida per più marchi.",
          "Aggiungi un messaggio personale.",
          "Scegli una bella confezione per la carta fisica.",
        ),
        p("Proprio non riesci a decidere? La carta regalo a scelta è sempre una buona idea."),
      ],
    },
    "digitaal-cadeau-geven": {
      title: "Regalare in digitale: ecco come funziona",
      excerpt: "Ti serve un regalo dell'ultimo minuto? Una carta regalo digitale arriva entro un'ora.",
      body: [
        p(
          "Ti sei dimenticato che oggi si festeggia? Nessun problema. Una carta regalo digitale si ordina in pochi minuti e arriva via e-mail entro un'ora.",
        ),
        h("A te o direttamente al destinatario"),
        p(
          "Scegli se ricevere tu la carta o farla arrivare direttamente al destinatario. Aggiungi un messaggio personale e il regalo è pronto.",
        ),
      ],
    },
    "cadeaus-voor-medewerkers": {
      title: "Cinque idee regalo per i dipendenti",
      excerpt: "Un segno di riconoscenza che ognuno può usare a modo suo.",
      body: [
        p("Un regalo per il team deve piacere a tutti. Per questo sempre più aziende scelgono le carte regalo."),
        ul(
          "Una cena per due",
          "Una giornata di benessere",
          "Un'esperienza tra colleghi",
          "Una carta per libri e film",
          "La carta regalo a scelta, per chi ama decidere da sé",
        ),
        p("Le aziende ordinano con fattura e ricevono un preventivo entro un'ora."),
      ],
    },
    "beleving-cadeau-geven": {
      title: "Regala un'esperienza invece di un oggetto",
      excerpt: "I ricordi durano più delle cose. Ecco perché un'esperienza è un regalo così bello.",
      body: [
        p(
          "Spesso le esperienze rendono più felici degli oggetti. Un volo in mongolfiera, un corso di cucina o una serata a teatro restano nel cuore per anni.",
        ),
        h("Da vivere insieme"),
        p("Un'esperienza si può anche condividere. Così non regali solo qualcosa, ma anche tempo e attenzione."),
      ],
    },
    "saldo-controleren": {
      title: "Come verificare il saldo della tua carta",
      excerpt: "In pochi secondi sai quanto credito resta sulla tua carta regalo.",
      body: [
        p("Vuoi sapere quanto credito resta sulla tua carta? Lo vedi in pochi secondi nella pagina Verifica saldo."),
        ul(
          "Vai alla pagina Verifica saldo.",
          "Inserisci il numero di carta di 19 cifre.",
          "Inserisci il PIN di 6 cifre.",
          "Controlla il saldo e la data di scadenza.",
        ),
        p("Hai ancora credito? Puoi spenderlo subito nello shop dedicato."),
      ],
    },
    "persoonlijke-boodschap-schrijven": {
      title: "Scrivere il messaggio personale perfetto",
      excerpt: "Bastano poche parole ben scelte per rendere unico ogni regalo.",
      body: [
        p(
          "Un messaggio personale trasforma una carta regalo in un vero regalo. Hai 150 caratteri: sii breve e sincero.",
        ),
        h("I nostri consigli"),
        ul(
          "Cita l'occasione: un compleanno, un ringraziamento, un traguardo.",
          "Ricorda un momento vissuto insieme.",
          "Chiudi con un augurio affettuoso.",
        ),
      ],
    },
  },
  moments: {
    verjaardag: {
      heroTitle: "Un regalo per ogni compleanno",
      title: "Compleanno",
      body: [
        p("Che sia un compleanno importante o una festa tra amici, una carta regalo è sempre azzeccata."),
        p("Scegli una carta per una cena, una gita o il negozio preferito e aggiungi i tuoi auguri personali."),
      ],
    },
    huwelijk: {
      heroTitle: "Un brindisi agli sposi",
      title: "Matrimonio",
      body: [
        p(
          "Regala agli sposi un ricordo indimenticabile: una cena romantica, una notte in un hotel speciale o una giornata alla spa per due.",
        ),
        p("Regalate in tanti? Scegliete un importo più alto per un unico grande regalo."),
      ],
    },
    geboorte: {
      heroTitle: "Benvenuto al mondo, piccolino",
      title: "Nascita",
      body: [
        p(
          "Una nuova vita è una festa. Una carta per articoli per neonati o giocattoli è un grande aiuto per i neogenitori.",
        ),
        p("Oppure regala ai genitori un momento di meritato riposo con una carta benessere o una cena fuori."),
      ],
    },
    bedankt: {
      heroTitle: "Dillo con un regalo",
      title: "Grazie",
      body: [
        p(
          "A volte un piccolo gesto dice più di mille parole. Una carta regalo è un modo speciale per ringraziare qualcuno per l'aiuto, il sostegno o l'amicizia.",
        ),
        p("In formato digitale arriva entro un'ora, così il tuo grazie arriva sempre in tempo."),
      ],
    },
    kerst: {
      heroTitle: "Regali che scaldano il cuore per le feste",
      title: "Natale",
      body: [
        p("Sotto l'albero una carta regalo non può mancare. Così ognuno sceglie esattamente ciò che desidera."),
        p("Consiglio per le aziende: i regali di Natale per il personale si ordinano comodamente con fattura."),
      ],
    },
    moederdag: {
      heroTitle: "Per la mamma più dolce",
      title: "Festa della mamma",
      body: [
        p(
          "Dimostra alla mamma quanto è speciale, con una giornata di benessere, un brunch o una carta per il suo negozio preferito.",
        ),
        p("Aggiungi un messaggio personale e rendi perfetta la sua giornata."),
      ],
    },
    vaderdag: {
      heroTitle: "Per il papà migliore del mondo",
      title: "Festa del papà",
      body: [
        p("Da un'esperienza adrenalinica a un buon libro: per ogni papà c'è la carta regalo giusta."),
        p("Ordina entro le 17:00 di un giorno lavorativo e la carta fisica parte il giorno stesso."),
      ],
    },
    pensioen: {
      heroTitle: "Goditi il tempo libero",
      title: "Pensione",
      body: [
        p(
          "Dopo anni di lavoro è finalmente il momento di rilassarsi. Un viaggio, un corso o una giornata alla spa sono il regalo d'addio perfetto.",
        ),
        p("Regalate tra colleghi? Scegliete una carta con un importo più alto o la carta regalo a scelta."),
      ],
    },
  },
  highlighted: {
    title: "Indeciso? Regala la carta regalo a scelta",
    description: "Chi la riceve sceglie tra oltre {claim} marchi.",
  },
};
