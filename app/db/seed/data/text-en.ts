import { faq, h, p, ul } from "./blocks";
import type { LanguagePack } from "./types";

export const en: LanguagePack = {
  product: {
    title: "{brand} gift card",
    donationTitle: "{brand} donation card",
    blankTitle: "Blank gift card",
    blankSetTitle: "Set of 3 blank gift cards",
  },
  descriptions: {
    intro: {
      restaurants: [
        "This {brand} gift card treats someone to a delicious meal out.",
        "A table at {brand}: a present you can enjoy together.",
      ],
      wellness: [
        "This {brand} gift card is an invitation to slow down and truly unwind.",
        "Spoil someone with a day of pure relaxation at {brand}.",
      ],
      experiences: [
        "With {brand} you give a memory to last a lifetime instead of more stuff.",
        "A day out with {brand} guarantees stories to tell for years.",
      ],
      shopping: [
        "At {brand} the recipient picks something lovely from the whole range.",
        "With this {brand} gift card you never get their taste wrong.",
      ],
      books: [
        "With {brand} you give hours of reading, watching or listening pleasure.",
        "For anyone who loves to get lost in a story, {brand} is always a hit.",
      ],
      travel: [
        "With {brand} you give a well-earned break far from the daily rush.",
        "A stay booked through {brand} is the ideal present for anyone who loves to travel.",
      ],
      sports: [
        "With {brand} you give a sporty friend or colleague a fresh boost of energy.",
        "New gear or a lesson with a pro: {brand} has it all.",
      ],
      kids: [
        "With {brand} you put a smile on every child's face.",
        "This {brand} gift card means hours of play and laughter together.",
      ],
      home: [
        "With {brand} the recipient makes their home even cosier.",
        "For DIY fans, gardeners and interior lovers, {brand} is a great choice.",
      ],
      culture: [
        "With {brand} you give an evening full of music, theatre or art.",
        "This {brand} gift card opens the door to the finest shows and exhibitions.",
      ],
    },
    donation: [
      "With this donation card the recipient supports the work of {brand}.",
      "The recipient decides where the amount makes the biggest difference at {brand}.",
    ],
    blank: [
      "A blank gift card lets the recipient choose freely from all our brands.",
      "Ideal if you want to set the amount yourself and make the gift personal.",
    ],
    digital: [
      "Order it digitally and it lands in the inbox within one hour.",
      "The digital version is delivered by e-mail within one hour.",
    ],
    physical: [
      "Ordered before 17:00 on a working day? We ship the card the very same day.",
      "The physical card comes in a lovely envelope and ships the same day when ordered before 17:00 on working days.",
    ],
    both: [
      "Choose a digital card, in the inbox within one hour, or a physical card that we ship the same day when you order before 17:00 on a working day.",
      "Available by e-mail, delivered within one hour, and as a physical card in beautiful packaging.",
    ],
    fixed: "Available in fixed amounts from {min} to {max}.",
    custom: "Choose any amount between {min} and {max}.",
  },
  terms: {
    categories: {
      restaurants: {
        title: "Restaurants",
        description: "From bistros to fine dining: {product} for a delicious meal out.",
      },
      wellness: { title: "Wellness", description: "Unwind in the sauna, with a massage or during a beauty treatment." },
      experiences: { title: "Experiences", description: "Days out and activities the recipient will never forget." },
      shopping: { title: "Shopping", description: "Fashion, beauty, electronics and more at the best shops." },
      books: {
        title: "Books & media",
        description: "Reading, listening, watching and gaming: something for every fan.",
      },
      travel: { title: "Travel", description: "Hotel nights, city breaks and weekends away." },
      sports: { title: "Sports", description: "For everyone who loves to move, from fitness to golf." },
      kids: { title: "Kids", description: "Toys, theme parks and days out for the little ones." },
      home: { title: "Home & garden", description: "Everything for a beautiful interior and a green garden." },
      culture: { title: "Culture", description: "Theatre, concerts, museums and festivals." },
    },
    types: {
      digital: { title: "Digital", description: "In the inbox by e-mail within one hour." },
      physical: {
        title: "Physical",
        description: "A real card, shipped the same day when ordered before 17:00 on working days.",
      },
      "multi-brand": { title: "Multi-brand", description: "One card, accepted at lots of different places." },
      experience: { title: "Experience", description: "Give an experience instead of an object." },
    },
    promotions: {
      "most-chosen": { title: "Most chosen", description: "Our customers' favourites." },
      new: { title: "New", description: "Just added to our range." },
      sale: { title: "Special offer", description: "With an extra benefit for a limited time." },
    },
  },
  pages: {
    home: {
      title: "{Product} for every moment",
      metaTitle: "{store} | {Product} for every moment",
      keywords: "gift card, gift voucher, present, digital gift card, {store}",
      description:
        "Choose from more than {claim} {product} for restaurants, wellness, days out and shops. Digital delivery within one hour.",
      body: [
        h("The perfect present, always within reach"),
        p(
          "At {store} you choose from more than {claim} {product}: from a dinner to a spa day, from a good book to an unforgettable experience. So you always give something the recipient will truly love.",
        ),
        ul(
          "Ordered before 17:00 on working days, shipped the same day",
          "Digital delivery to the inbox within one hour",
          "Business orders on invoice",
          "Personalise with packaging and a message",
        ),
      ],
    },
    terms: {
      title: "Terms and conditions",
      metaTitle: "Terms and conditions | {store}",
      keywords: "terms and conditions, terms, ordering, {store}",
      description: "The terms that apply to orders placed with {store} ({country}).",
      body: [
        h("1. Scope"),
        p(
          "These terms and conditions apply to every order you place through the {store} web shop ({country}). By completing an order, you accept these terms.",
        ),
        h("2. Orders and payment"),
        p(
          "An order is concluded once payment has been received. You pay securely with one of the payment methods offered; business customers can also order on invoice. No VAT is charged on {product}.",
        ),
        h("3. Delivery"),
        p(
          "Digital cards are delivered by e-mail within one hour. Physical orders received before 17:00 on working days are shipped the same day. Orders above {threshold} are sent by registered mail.",
        ),
        h("4. Validity and use"),
        p(
          "The period of validity is shown on the product page and on the card itself. A card cannot be exchanged for cash and can be spent in several goes for as long as it has a balance.",
        ),
        h("5. Right of withdrawal"),
        p(
          "You can cancel unused cards free of charge within 14 days of receipt. Read more in our cancellation policy.",
        ),
        h("6. Liability and complaints"),
        p(
          "{store} is not liable for the loss or theft of a card after delivery. Have a complaint? E-mail us at {email}; we reply within two working days.",
        ),
      ],
    },
    privacy: {
      title: "Privacy statement",
      metaTitle: "Privacy statement | {store}",
      keywords: "privacy, personal data, GDPR, {store}",
      description: "How {store} ({country}) handles your personal data.",
      body: [
        h("Who we are"),
        p(
          "{store} ({country}) is responsible for processing the personal data you share with us. We handle your data with care and comply with the applicable data protection laws, including the GDPR where it applies.",
        ),
        h("What data we process"),
        ul(
          "Name, e-mail address and phone number",
          "Delivery address and billing details",
          "Details of your orders and payments",
          "Technical data such as your IP address and browser type",
        ),
        h("What we use it for"),
        p(
          "We use your data to process and deliver orders, to keep you informed of their status and to answer your questions. We only send you our newsletter with your consent.",
        ),
        h("How long we keep it"),
        p(
          "We keep your data no longer than necessary. Order and invoice details are kept for as long as the statutory retention period requires.",
        ),
        h("Your rights"),
        p("You can always view, correct or delete your data. Just send an e-mail to {email}."),
      ],
    },
    cookies: {
      title: "Cookie statement",
      metaTitle: "Cookie statement | {store}",
      keywords: "cookies, cookie statement, privacy, {store}",
      description: "Which cookies {store} ({country}) uses and why.",
      body: [
        h("What are cookies?"),
        p(
          "Cookies are small text files that a website stores on your device. They make sure the {store} web shop works properly and remember, for example, what is in your basket.",
        ),
        h("Which cookies do we use?"),
        ul(
          "Functional cookies: needed for your basket, your language choice and checkout.",
          "Analytical cookies: help us understand how the site is used so we can improve it.",
          "Marketing cookies: only with your consent, to show relevant offers.",
        ),
        h("Changing your preferences"),
        p(
          "You can change your consent at any time via the Cookies link at the bottom of the page or in your browser settings. Without functional cookies the web shop does not work as intended.",
        ),
      ],
    },
    helpdesk: {
      title: "Helpdesk",
      metaTitle: "Helpdesk: frequently asked questions | {store}",
      keywords: "helpdesk, FAQ, delivery, balance, {store}",
      description: "Answers to the most frequently asked questions about ordering, delivering and using {product}.",
      body: [
        p(
          "Here you will find answers to the questions we are asked most often. Can't find yours? Feel free to contact our customer service.",
        ),
        faq(
          [
            "How quickly will I receive a digital gift card?",
            "Digital cards are delivered by e-mail within one hour of payment. Do check your spam folder as well.",
          ],
          [
            "When will my physical card be shipped?",
            "Orders received before 17:00 on working days are posted the same day.",
          ],
          [
            "My card hasn't arrived yet. What now?",
            "98% of our post is delivered within 2-3 working days. Still nothing after 5 working days? Get in touch and we will sort it out for you.",
          ],
          [
            "How do I check my card balance?",
            "Go to Check balance and enter the 19-digit card number and the 6-digit PIN. You will see the remaining balance and the expiry date straight away.",
          ],
          [
            "How long is a gift card valid?",
            "Validity differs per brand and is shown on the product page and on the card itself.",
          ],
          [
            "Can I order as a business?",
            "Of course. Business customers can simply order on invoice and request a quote, which you will receive within one hour.",
          ],
          [
            "Do I pay VAT on gift cards?",
            "No, {product} are exempt from VAT. You only pay the value of the card plus any shipping costs.",
          ],
          [
            "Will my order be sent by registered mail?",
            "Orders worth more than {threshold} or containing wine are always sent by registered mail.",
          ],
        ),
      ],
    },
    contacts: {
      title: "Customer service",
      metaTitle: "Contact customer service | {store}",
      keywords: "customer service, contact, question, {store}",
      description: "Get in touch with the {store} customer service team.",
      body: [
        p(
          "Do you have a question about your order, a card or its balance? Our customer service team is happy to help.",
        ),
        ul("E-mail: {email}", "Phone: {phone}", "Opening hours: {hours}"),
        p("We are also here for business orders: you will receive a quote within one hour."),
      ],
    },
    delivery: {
      title: "Delivery",
      metaTitle: "Delivery and shipping | {store}",
      keywords: "delivery, shipping, post, {store}",
      description: "Everything about the delivery of digital and physical cards from {store}.",
      body: [
        h("Digital delivery"),
        p(
          "Digital cards arrive by e-mail within one hour of payment. You can forward them right away or print them yourself.",
        ),
        h("Shipping by post"),
        p(
          "Ordered before 17:00 on a working day? Then your order goes in the post the same day. 98% of shipments are delivered within 2-3 working days. If yours hasn't arrived after 5 working days, please contact us.",
        ),
        h("Registered mail"),
        p("Orders above {threshold} or containing wine are sent by registered mail so they arrive safely."),
        h("International"),
        p("Our cards are available in more than 20 countries."),
      ],
    },
    "cancelation-policy": {
      title: "Cancellation policy",
      metaTitle: "Cancellations and returns | {store}",
      keywords: "cancellation, returns, right of withdrawal, {store}",
      description: "How to cancel or return an order placed with {store}.",
      body: [
        h("14-day cooling-off period"),
        p(
          "You have the right to cancel an order within 14 days of receipt without giving a reason, as long as the card has not been used or activated.",
        ),
        h("How to cancel"),
        ul(
          "Send an e-mail to {email} with your order number.",
          "Return physical cards unused in their original packaging.",
          "Once received, we refund the amount within 14 days using your original payment method.",
        ),
        h("Exceptions"),
        p("Cards that have been (partly) spent or personalised with your own design cannot be cancelled."),
      ],
    },
    "choice-card": {
      title: "The choice gift card",
      metaTitle: "Choice gift card: let them choose | {store}",
      keywords: "choice gift card, choice card, gift card, {store}",
      description: "Not sure? With the {store} choice gift card the recipient chooses from more than {claim} brands.",
      body: [
        p(
          "With the choice gift card you don't have to choose: the recipient spends the amount at any of the more than {claim} brands in our range, from restaurants to wellness and from books to experiences.",
        ),
        h("How to activate the card"),
        ul(
          "Enter the 19-digit card number.",
          "Choose the amount you want to load onto the card.",
          "Enter your e-mail address and pay.",
          "Within 24 hours the card is activated and ready to use.",
        ),
        h("Redeeming"),
        p(
          "Via Check balance the recipient sees the balance and picks one or more gift cards from their favourite brands.",
        ),
      ],
    },
    "over-ons": {
      title: "About us",
      metaTitle: "About {store}",
      keywords: "about us, {store}, gift cards",
      description: "Get to know {store}, the gift card specialist.",
      body: [
        h("Giving presents, made easy"),
        p(
          "{store} helps you quickly find a present the recipient will genuinely love. With more than {claim} {product}, there is always something that fits, for every occasion and every budget.",
        ),
        h("What drives us"),
        p(
          "A good present is all about attention. That's why you can personalise every card with packaging and your own message, and why we make sure it arrives quickly and safely.",
        ),
        h("What you can count on"),
        ul(
          "Digital delivery within one hour",
          "Ordered before 17:00 on working days, shipped the same day",
          "A customer service team that thinks along with you",
        ),
      ],
    },
    "hoe-werkt-het": {
      title: "How does it work?",
      metaTitle: "How does it work? | {store}",
      keywords: "how it works, ordering, redeeming, {store}",
      description: "Order, give and redeem a gift card in just a few steps.",
      body: [
        h("Order in four steps"),
        ul(
          "Pick a card from our range or go for the choice gift card.",
          "Set the amount and choose digital or physical.",
          "Make it personal with packaging and a message of up to 150 characters.",
          "Pay securely; digital cards are delivered within one hour.",
        ),
        h("Redeeming"),
        p(
          "The recipient spends the card online or in store at the chosen brand. The current balance can always be found via Check balance.",
        ),
      ],
    },
    "zakelijk-bestellen": {
      title: "Business orders",
      metaTitle: "Business orders on invoice | {store}",
      keywords: "business orders, invoice, quote, corporate gifts, {store}",
      description: "Order gift cards for employees and business contacts on invoice with {store}.",
      body: [
        p(
          "Want to thank employees, customers or partners? At {store} you can easily order in bulk, with all your company details on the invoice.",
        ),
        h("Benefits for businesses"),
        ul(
          "Pay on invoice, with a reference or cost centre",
          "A quote within one hour",
          "A personal message for every recipient",
          "Digital delivery to many recipients at once",
        ),
        h("Request a quote"),
        p(
          "Tell us how many cards you need and for which occasion. You will receive a tailor-made quote within one hour. Questions? E-mail {email}.",
        ),
      ],
    },
    "zakelijk-cadeau": {
      title: "Corporate gifts",
      metaTitle: "The perfect corporate gift | {store}",
      keywords: "corporate gift, employee gift, end-of-year gift, client gift, {store}",
      description: "A {store} gift card is the corporate gift that lets everyone choose for themselves.",
      body: [
        h("One gift, everyone happy"),
        p(
          "Tastes differ, especially in a large team. With a {store} gift card every recipient chooses for themselves: a dinner, a spa day or a new book.",
        ),
        h("For every occasion"),
        ul(
          "End-of-year gifts for staff",
          "A thank-you for customers and partners",
          "Anniversaries, retirements or a great result",
          "Prizes for promotions and events",
        ),
        p("Rather not choose at all? With the choice gift card the recipient picks from more than {claim} brands."),
      ],
    },
  },
  blog: {
    "tips-voor-de-perfecte-cadeaukaart": {
      title: "How to choose the perfect gift card",
      excerpt: "Five tips for finding a card that suits the recipient perfectly.",
      body: [
        p(
          "A gift card gives the recipient freedom of choice, and with a little thought it feels truly personal too. With these tips you can't go wrong.",
        ),
        ul(
          "Think about the recipient's hobbies.",
          "Choose an amount that suits the occasion.",
          "Not sure? Go for a card that works at several brands.",
          "Add a personal message.",
          "Pick beautiful packaging for a physical card.",
        ),
        p("Still finding it hard to choose? The choice gift card is always a good idea."),
      ],
    },
    "digitaal-cadeau-geven": {
      title: "Giving a present digitally: how it works",
      excerpt: "Need a last-minute present? A digital gift card is delivered within one hour.",
      body: [
        p(
          "Forgot it's a special day today? No problem. A digital gift card takes just a few minutes to order and is in the inbox within one hour.",
        ),
        h("Forward it yourself or send it straight to the recipient"),
        p(
          "You decide whether the card goes to you or directly to the recipient. Add a personal message and your present is complete.",
        ),
      ],
    },
    "cadeaus-voor-medewerkers": {
      title: "Five gift ideas for employees",
      excerpt: "A token of appreciation that everyone can fill in their own way.",
      body: [
        p(
          "A present for your team should feel right for everyone. That's why more and more companies choose gift cards.",
        ),
        ul(
          "Dinner for two",
          "A spa day",
          "An experience with colleagues",
          "A card for books and films",
          "The choice gift card, for those who like to choose",
        ),
        p("Business customers simply order on invoice and receive a quote within one hour."),
      ],
    },
    "beleving-cadeau-geven": {
      title: "Give an experience instead of things",
      excerpt: "Memories last longer than things. That's what makes an experience such a great present.",
      body: [
        p(
          "People are often happier with experiences than with possessions. A balloon flight, a cooking workshop or a night at the theatre stays with you for years.",
        ),
        h("Sharing the moment"),
        p(
          "An experience is also something you can enjoy together. So you give not only a present, but time and attention too.",
        ),
      ],
    },
    "saldo-controleren": {
      title: "How to check your card balance",
      excerpt: "Find out in seconds how much is left on your gift card.",
      body: [
        p("Wondering how much is left on your card? You can see it in seconds via Check balance."),
        ul(
          "Go to the Check balance page.",
          "Enter the 19-digit card number.",
          "Enter the 6-digit PIN.",
          "View the balance and expiry date.",
        ),
        p("Still some balance left? Spend it right away in the redeem shop."),
      ],
    },
    "persoonlijke-boodschap-schrijven": {
      title: "Writing the perfect personal message",
      excerpt: "A few well-chosen words make every present personal.",
      body: [
        p(
          "A personal message turns a gift card into a real present. You have 150 characters, so keep it short and sweet.",
        ),
        h("Tips"),
        ul(
          "Mention the occasion: a birthday, a thank-you, a milestone.",
          "Refer to a shared memory.",
          "End with a warm wish.",
        ),
      ],
    },
  },
  moments: {
    verjaardag: {
      heroTitle: "A present for every birthday",
      title: "Birthday",
      body: [
        p("Whether it's a milestone birthday or a cosy party, a gift card always fits."),
        p("Choose a card for a dinner, a day out or their favourite shop, and add a personal birthday wish."),
      ],
    },
    huwelijk: {
      heroTitle: "Here's to the happy couple",
      title: "Wedding",
      body: [
        p(
          "Give the newlyweds an unforgettable memory: a romantic dinner, a night in a special hotel or a spa day for two.",
        ),
        p("Giving together with other guests? Choose a higher amount and make it one big present."),
      ],
    },
    geboorte: {
      heroTitle: "Welcome to the world, little one",
      title: "New baby",
      body: [
        p(
          "A new life is something to celebrate. A card for baby essentials or toys gives the new parents a helping hand.",
        ),
        p("Or treat the parents to a well-earned moment of rest with a card for wellness or a dinner out."),
      ],
    },
    bedankt: {
      heroTitle: "Say it with a present",
      title: "Thank you",
      body: [
        p(
          "Sometimes a small gesture says more than words. A gift card is a lovely way to thank someone for their help, support or friendship.",
        ),
        p("Digital cards are delivered within one hour, so your thank-you always arrives on time."),
      ],
    },
    kerst: {
      heroTitle: "Warm presents for the festive season",
      title: "Christmas",
      body: [
        p(
          "No Christmas tree is complete without a gift card underneath. That way everyone chooses exactly what they want.",
        ),
        p("Tip for businesses: Christmas presents for your staff are easy to order on invoice."),
      ],
    },
    moederdag: {
      heroTitle: "For the best mum in the world",
      title: "Mother's Day",
      body: [
        p("Show mum how special she is with a spa day, a brunch or a card for her favourite shop."),
        p("Add a personal message and make her day complete."),
      ],
    },
    vaderdag: {
      heroTitle: "For the best dad in the world",
      title: "Father's Day",
      body: [
        p("From a thrilling experience to a good book, there's a gift card to suit every dad."),
        p("Order before 17:00 on a working day and the physical card goes in the post the same day."),
      ],
    },
    pensioen: {
      heroTitle: "Enjoy the free time",
      title: "Retirement",
      body: [
        p(
          "After years of hard work, there is finally time to relax. A trip, a course or a spa day makes the perfect farewell present.",
        ),
        p("Giving together with colleagues? Choose a card with a higher amount or the choice gift card."),
      ],
    },
  },
  highlighted: {
    title: "Can't decide? Give the choice gift card",
    description: "The recipient chooses from more than {claim} brands.",
  },
};
