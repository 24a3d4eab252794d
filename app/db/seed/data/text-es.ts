import { faq, h, p, ul } from "./blocks";
import type { LanguagePack } from "./types";

export const es: LanguagePack = {
  product: {
    title: "Tarjeta regalo {brand}",
    donationTitle: "Tarjeta donativo {brand}",
    blankTitle: "Tarjeta regalo en blanco",
    blankSetTitle: "Set de 3 tarjetas regalo en blanco",
  },
  descriptions: {
    intro: {
      restaurants: [
        "Con una tarjeta regalo {brand} invitas a alguien a una comida deliciosa.",
        "Una mesa en {brand}: un regalo para disfrutar en buena compañía.",
      ],
      wellness: [
        "Una tarjeta regalo {brand} es una invitación a desconectar y relajarse de verdad.",
        "Mima a alguien especial con un día de relax total en {brand}.",
      ],
      experiences: [
        "Con {brand} no regalas cosas, sino un recuerdo para toda la vida.",
        "Una escapada con {brand} garantiza historias que contar durante años.",
      ],
      shopping: [
        "En {brand} la persona que lo recibe elige lo que más le guste.",
        "Con una tarjeta regalo {brand} siempre aciertas con los gustos de cada uno.",
      ],
      books: [
        "Con {brand} regalas horas de lectura, cine o música.",
        "Para quien disfruta perdiéndose en una buena historia, {brand} siempre es un acierto.",
      ],
      travel: [
        "Con {brand} regalas un respiro merecido, lejos de la rutina.",
        "Una estancia con {brand} es el regalo ideal para quien ama viajar.",
      ],
      sports: [
        "Con {brand} das nueva energía a un amigo o compañero deportista.",
        "Equipamiento nuevo o una clase con un profesional: en {brand} hay de todo.",
      ],
      kids: [
        "Con {brand} sacas una sonrisa a cualquier niño.",
        "Una tarjeta regalo {brand} son horas de juego y risas compartidas.",
      ],
      home: [
        "Con {brand} el hogar se vuelve todavía más acogedor.",
        "Para manitas, amantes de la jardinería y de la decoración, {brand} es una gran elección.",
      ],
      culture: [
        "Con {brand} regalas una noche de música, teatro o arte.",
        "Una tarjeta regalo {brand} abre las puertas a los mejores espectáculos y exposiciones.",
      ],
    },
    donation: [
      "Con esta tarjeta donativo, quien la recibe apoya la labor de {brand}.",
      "Quien la recibe decide dónde el importe marca más la diferencia en {brand}.",
    ],
    blank: [
      "Una tarjeta regalo en blanco permite elegir libremente entre todas nuestras marcas.",
      "Ideal si quieres decidir tú el importe y dar un toque personal al regalo.",
    ],
    digital: [
      "La pides en formato digital y llega al correo en menos de una hora.",
      "La versión digital se entrega por correo electrónico en menos de una hora.",
    ],
    physical: [
      "¿Pedido antes de las 17:00 en un día laborable? Enviamos la tarjeta ese mismo día.",
      "La tarjeta física llega en un sobre bonito y sale el mismo día si la pides antes de las 17:00 en días laborables.",
    ],
    both: [
      "Elige una tarjeta digital, en tu correo en menos de una hora, o una tarjeta física que enviamos el mismo día si la pides antes de las 17:00 en un día laborable.",
      "Disponible por correo electrónico, entregada en menos de una hora, y como tarjeta física en un envoltorio precioso.",
    ],
    fixed: "Disponible en importes fijos de {min} a {max}.",
    custom: "Elige el importe que quieras entre {min} y {max}.",
  },
  terms: {
    categories: {
      restaurants: {
        title: "Restaurantes",
        description: "Del bistró al restaurante con estrella: {product} para una comida deliciosa.",
      },
      wellness: {
        title: "Bienestar",
        description: "Relajarse en la sauna, con un masaje o un tratamiento de belleza.",
      },
      experiences: { title: "Experiencias", description: "Planes y actividades que nunca se olvidan." },
      shopping: { title: "Compras", description: "Moda, belleza, electrónica y mucho más en las mejores tiendas." },
      books: { title: "Libros y ocio", description: "Leer, escuchar, ver y jugar: algo para cada aficionado." },
      travel: { title: "Viajes", description: "Noches de hotel, escapadas urbanas y fines de semana fuera." },
      sports: { title: "Deporte", description: "Para quien disfruta moviéndose, del fitness al golf." },
      kids: { title: "Niños", description: "Juguetes, parques temáticos y planes para los más pequeños." },
      home: { title: "Hogar y jardín", description: "Todo para una casa bonita y un jardín lleno de vida." },
      culture: { title: "Cultura", description: "Teatro, conciertos, museos y festivales." },
    },
    types: {
      digital: { title: "Digital", description: "En tu correo en menos de una hora." },
      physical: {
        title: "Física",
        description: "Una tarjeta de verdad, enviada el mismo día si la pides antes de las 17:00 en días laborables.",
      },
      "multi-brand": { title: "Multimarca", description: "Una sola tarjeta, válida en muchísimos establecimientos." },
      experience: { title: "Experiencia", description: "Regala una vivencia en lugar de un objeto." },
    },
    promotions: {
      "most-chosen": { title: "Las más elegidas", description: "Las favoritas de nuestros clientes." },
      new: { title: "Novedades", description: "Recién incorporadas a nuestra oferta." },
      sale: { title: "En oferta", description: "Con una ventaja extra por tiempo limitado." },
    },
  },
  pages: {
    home: {
      title: "{Product} para cada momento",
      metaTitle: "{store} | {Product} para cada momento",
      keywords: "tarjeta regalo, cheque regalo, regalo, tarjeta regalo digital, {store}",
      description:
        "Elige entre más de {claim} {product} para restaurantes, bienestar, experiencias y compras. Entrega digital en menos de una hora.",
      body: [
        h("El regalo perfecto, siempre a mano"),
        p(
          "En {store} eliges entre más de {claim} {product}: desde una cena hasta un día de spa, desde un buen libro hasta una experiencia inolvidable. Así siempre regalas algo que de verdad hace ilusión.",
        ),
        ul(
          "Pedidos antes de las 17:00 en días laborables, enviados el mismo día",
          "Entrega digital en menos de una hora",
          "Pedidos para empresas con factura",
          "Personalizable con envoltorio y mensaje",
        ),
      ],
    },
    terms: {
      title: "Términos y condiciones",
      metaTitle: "Términos y condiciones | {store}",
      keywords: "términos y condiciones, condiciones de venta, pedidos, {store}",
      description: "Las condiciones aplicables a los pedidos realizados en {store} ({country}).",
      body: [
        h("1. Ámbito de aplicación"),
        p(
          "Estos términos y condiciones se aplican a todos los pedidos realizados en la tienda online de {store} ({country}). Al completar un pedido, aceptas estas condiciones.",
        ),
        h("2. Pedido y pago"),
        p(
          "El pedido se formaliza en cuanto recibimos el pago. Pagas de forma segura con cualquiera de los métodos ofrecidos; los clientes empresariales también pueden pedir con factura. Las tarjetas regalo no llevan IVA.",
        ),
        h("3. Entrega"),
        p(
          "Las tarjetas digitales se entregan por correo electrónico en menos de una hora. Los pedidos de tarjetas físicas recibidos antes de las 17:00 en días laborables se envían el mismo día. Los pedidos superiores a {threshold} se envían por correo certificado.",
        ),
        h("4. Validez y uso"),
        p(
          "El periodo de validez figura en la página del producto y en la propia tarjeta. La tarjeta no se puede canjear por dinero en efectivo y puede usarse en varias veces mientras tenga saldo.",
        ),
        h("5. Derecho de desistimiento"),
        p(
          "Puedes cancelar sin coste las tarjetas no utilizadas en los 14 días siguientes a su recepción. Encontrarás más información en nuestra política de cancelación.",
        ),
        h("6. Responsabilidad y reclamaciones"),
        p(
          "{store} no se hace responsable de la pérdida o el robo de una tarjeta después de su entrega. ¿Tienes una reclamación? Escríbenos a {email}; respondemos en un plazo de dos días laborables.",
        ),
      ],
    },
    privacy: {
      title: "Política de privacidad",
      metaTitle: "Política de privacidad | {store}",
      keywords: "privacidad, datos personales, protección de datos, {store}",
      description: "Cómo trata {store} ({country}) tus datos personales.",
      body: [
        h("¿Quiénes somos?"),
        p(
          "{store} ({country}) es responsable del tratamiento de los datos personales que compartes con nosotros. Tratamos tus datos con cuidado y cumplimos la normativa de protección de datos aplicable, incluido el RGPD cuando corresponda.",
        ),
        h("¿Qué datos tratamos?"),
        ul(
          "Nombre, correo electrónico y número de teléfono",
          "Dirección de entrega y datos de facturación",
          "Información sobre tus pedidos y pagos",
          "Datos técnicos como tu dirección IP y tipo de navegador",
        ),
        h("¿Para qué los usamos?"),
        p(
          "Usamos tus datos para tramitar y entregar los pedidos, informarte de su estado y responder a tus preguntas. Solo te enviamos nuestro boletín si nos das tu consentimiento.",
        ),
        h("¿Durante cuánto tiempo los conservamos?"),
        p(
          "Conservamos tus datos solo el tiempo necesario. Los datos de pedidos y facturas se guardan durante el plazo que exige la ley.",
        ),
        h("Tus derechos"),
        p("Puedes consultar, corregir o eliminar tus datos en cualquier momento. Solo tienes que escribir a {email}."),
      ],
    },
    cookies: {
      title: "Política de cookies",
      metaTitle: "Política de cookies | {store}",
      keywords: "cookies, política de cookies, privacidad, {store}",
      description: "Qué cookies utiliza {store} ({country}) y para qué.",
      body: [
        h("¿Qué son las cookies?"),
        p(
          "Las cookies son pequeños archivos de texto que un sitio web guarda en tu dispositivo. Hacen que la tienda online de {store} funcione bien y recuerdan, por ejemplo, qué hay en tu cesta.",
        ),
        h("¿Qué cookies utilizamos?"),
        ul(
          "Cookies funcionales: necesarias para la cesta, la elección de idioma y el pago.",
          "Cookies analíticas: nos ayudan a entender cómo se usa el sitio para mejorarlo.",
          "Cookies de marketing: solo con tu consentimiento, para mostrarte ofertas relevantes.",
        ),
        h("Cambiar tus preferencias"),
        p(
          "Puedes cambiar tu consentimiento en cualquier momento desde el enlace Cookies al pie de la página o en la configuración de tu navegador. Sin cookies funcionales la tienda no funciona correctamente.",
        ),
      ],
    },
    helpdesk: {
      title: "Centro de ayuda",
      metaTitle: "Centro de ayuda: preguntas frecuentes | {store}",
      keywords: "ayuda, preguntas frecuentes, entrega, saldo, {store}",
      description: "Respuestas a las preguntas más frecuentes sobre pedidos, entregas y uso de las tarjetas regalo.",
      body: [
        p(
          "Aquí encontrarás las respuestas a las preguntas que más nos hacen. ¿No encuentras la tuya? Ponte en contacto con nuestro servicio de atención al cliente.",
        ),
        faq(
          [
            "¿Cuánto tarda en llegar una tarjeta regalo digital?",
            "Las tarjetas digitales se entregan por correo electrónico en menos de una hora tras el pago. Revisa también la carpeta de correo no deseado.",
          ],
          [
            "¿Cuándo se envía mi tarjeta física?",
            "Los pedidos recibidos antes de las 17:00 en días laborables se envían por correo el mismo día.",
          ],
          [
            "Mi tarjeta aún no ha llegado. ¿Qué hago?",
            "El 98 % de los envíos se entrega en 2-3 días laborables. ¿Sigues sin recibir nada después de 5 días laborables? Contáctanos y lo resolvemos.",
          ],
          [
            "¿Cómo consulto el saldo de mi tarjeta?",
            "Ve a la página Consultar saldo e introduce el número de tarjeta de 19 dígitos y el PIN de 6 dígitos. Verás al instante el saldo disponible y la fecha de caducidad.",
          ],
          [
            "¿Cuánto tiempo es válida una tarjeta regalo?",
            "La validez depende de cada marca y se indica en la página del producto y en la propia tarjeta.",
          ],
          [
            "¿Puedo hacer un pedido como empresa?",
            "Por supuesto. Los clientes empresariales piden cómodamente con factura y pueden solicitar un presupuesto, que reciben en menos de una hora.",
          ],
          [
            "¿Las tarjetas regalo llevan IVA?",
            "No, las tarjetas regalo están exentas de IVA. Solo pagas el valor de la tarjeta y, en su caso, los gastos de envío.",
          ],
          [
            "¿Mi pedido se envía certificado?",
            "Los pedidos de más de {threshold} o que incluyen vino se envían siempre por correo certificado.",
          ],
        ),
      ],
    },
    contacts: {
      title: "Atención al cliente",
      metaTitle: "Contacta con atención al cliente | {store}",
      keywords: "atención al cliente, contacto, pregunta, {store}",
      description: "Ponte en contacto con el servicio de atención al cliente de {store}.",
      body: [
        p(
          "¿Tienes alguna pregunta sobre tu pedido, una tarjeta o su saldo? Nuestro equipo de atención al cliente estará encantado de ayudarte.",
        ),
        ul("Correo electrónico: {email}", "Teléfono: {phone}", "Horario: {hours}"),
        p("También te atendemos para pedidos de empresa: recibirás un presupuesto en menos de una hora."),
      ],
    },
    delivery: {
      title: "Entrega",
      metaTitle: "Entrega y envío | {store}",
      keywords: "entrega, envío, correo, {store}",
      description: "Todo sobre la entrega de las tarjetas digitales y físicas de {store}.",
      body: [
        h("Entrega digital"),
        p(
          "Las tarjetas digitales llegan por correo electrónico en menos de una hora tras el pago. Puedes reenviarlas al momento o imprimirlas tú mismo.",
        ),
        h("Envío por correo"),
        p(
          "¿Has hecho el pedido antes de las 17:00 en un día laborable? Sale ese mismo día. El 98 % de los envíos se entrega en 2-3 días laborables. Si tu envío no ha llegado tras 5 días laborables, contáctanos.",
        ),
        h("Envíos certificados"),
        p(
          "Los pedidos de más de {threshold} o que incluyen vino se envían certificados para que lleguen con total seguridad.",
        ),
        h("Internacional"),
        p("Nuestras tarjetas están disponibles en más de 20 países."),
      ],
    },
    "cancelation-policy": {
      title: "Política de cancelación",
      metaTitle: "Cancelaciones y devoluciones | {store}",
      keywords: "cancelación, devolución, derecho de desistimiento, {store}",
      description: "Cómo cancelar o devolver un pedido realizado en {store}.",
      body: [
        h("14 días para pensártelo"),
        p(
          "Tienes derecho a cancelar un pedido en los 14 días siguientes a su recepción sin indicar el motivo, siempre que la tarjeta no se haya usado ni activado.",
        ),
        h("Cómo cancelar"),
        ul(
          "Envía un correo a {email} con tu número de pedido.",
          "Devuelve las tarjetas físicas sin usar en su embalaje original.",
          "Una vez recibidas, te devolvemos el importe en un plazo de 14 días con el método de pago original.",
        ),
        h("Excepciones"),
        p(
          "Las tarjetas ya utilizadas, total o parcialmente, o personalizadas con un diseño propio no se pueden cancelar.",
        ),
      ],
    },
    "choice-card": {
      title: "La tarjeta regalo a elegir",
      metaTitle: "Tarjeta regalo a elegir: que decida quien la recibe | {store}",
      keywords: "tarjeta regalo a elegir, tarjeta multimarca, tarjeta regalo, {store}",
      description:
        "¿No sabes qué regalar? Con la tarjeta regalo a elegir de {store}, quien la recibe escoge entre más de {claim} marcas.",
      body: [
        p(
          "Con la tarjeta regalo a elegir no tienes que decidir: quien la recibe gasta el importe en cualquiera de las más de {claim} marcas de nuestra oferta, de restaurantes a bienestar y de libros a experiencias.",
        ),
        h("Cómo activar la tarjeta"),
        ul(
          "Introduce el número de tarjeta de 19 dígitos.",
          "Elige el importe que quieres cargar.",
          "Indica tu correo electrónico y paga.",
          "En menos de 24 horas la tarjeta estará activada y lista para usar.",
        ),
        h("Canjear"),
        p(
          "Desde Consultar saldo, quien recibe la tarjeta ve su saldo y elige una o varias tarjetas regalo de sus marcas favoritas.",
        ),
      ],
    },
    "over-ons": {
      title: "Quiénes somos",
      metaTitle: "Sobre {store}",
      keywords: "quiénes somos, {store}, tarjetas regalo",
      description: "Conoce {store}, especialistas en tarjetas regalo.",
      body: [
        h("Regalar, así de fácil"),
        p(
          "{store} te ayuda a encontrar rápidamente un regalo que de verdad haga ilusión. Con más de {claim} {product}, siempre hay algo ideal para cada ocasión y cada presupuesto.",
        ),
        h("Lo que nos mueve"),
        p(
          "Un buen regalo es, ante todo, un detalle. Por eso puedes personalizar cada tarjeta con un envoltorio y un mensaje propio, y nos aseguramos de que llegue rápido y sin problemas.",
        ),
        h("Con lo que puedes contar"),
        ul(
          "Entrega digital en menos de una hora",
          "Pedidos antes de las 17:00 en días laborables, enviados el mismo día",
          "Un equipo de atención al cliente que te ayuda de verdad",
        ),
      ],
    },
    "hoe-werkt-het": {
      title: "¿Cómo funciona?",
      metaTitle: "¿Cómo funciona? | {store}",
      keywords: "cómo funciona, pedir, canjear, {store}",
      description: "Pide, regala y canjea una tarjeta regalo en pocos pasos.",
      body: [
        h("Pide en cuatro pasos"),
        ul(
          "Elige una tarjeta de nuestra oferta o la tarjeta regalo a elegir.",
          "Decide el importe y elige entre digital o física.",
          "Personalízala con un envoltorio y un mensaje de hasta 150 caracteres.",
          "Paga de forma segura; las tarjetas digitales llegan en menos de una hora.",
        ),
        h("Canjear"),
        p(
          "Quien la recibe la usa online o en tienda en la marca elegida. El saldo actualizado siempre puede consultarse en Consultar saldo.",
        ),
      ],
    },
    "zakelijk-bestellen": {
      title: "Pedidos para empresas",
      metaTitle: "Pedidos para empresas con factura | {store}",
      keywords: "pedidos para empresas, factura, presupuesto, regalos corporativos, {store}",
      description: "Pide tarjetas regalo para empleados y clientes con factura en {store}.",
      body: [
        p(
          "¿Quieres dar las gracias a empleados, clientes o socios? En {store} pides grandes cantidades fácilmente, con todos los datos de tu empresa en la factura.",
        ),
        h("Ventajas para empresas"),
        ul(
          "Pago con factura, con referencia o centro de coste",
          "Un presupuesto en menos de una hora",
          "Un mensaje personal para cada destinatario",
          "Entrega digital a varios destinatarios a la vez",
        ),
        h("Solicita un presupuesto"),
        p(
          "Cuéntanos cuántas tarjetas necesitas y para qué ocasión. Recibirás un presupuesto a medida en menos de una hora. ¿Dudas? Escribe a {email}.",
        ),
      ],
    },
    "zakelijk-cadeau": {
      title: "Regalos de empresa",
      metaTitle: "El regalo de empresa perfecto | {store}",
      keywords: "regalo de empresa, regalo para empleados, regalo de fin de año, regalo para clientes, {store}",
      description: "Una tarjeta regalo {store} es el regalo de empresa con el que cada uno elige lo suyo.",
      body: [
        h("Un solo regalo, todos contentos"),
        p(
          "Cada persona tiene sus gustos, sobre todo en un equipo grande. Con una tarjeta regalo {store}, cada uno elige: una cena, un día de bienestar o un libro nuevo.",
        ),
        h("Para cada ocasión"),
        ul(
          "Regalo de fin de año para la plantilla",
          "Un agradecimiento a clientes y socios",
          "Aniversarios, jubilaciones o un buen resultado",
          "Premios para promociones y eventos",
        ),
        p(
          "¿Prefieres no elegir nada? Con la tarjeta regalo a elegir, quien la recibe escoge entre más de {claim} marcas.",
        ),
      ],
    },
  },
  blog: {
    "tips-voor-de-perfecte-cadeaukaart": {
      title: "Cómo elegir la tarjeta regalo perfecta",
      excerpt: "Cinco consejos para encontrar la tarjeta que mejor encaja con quien la recibe.",
      body: [
        p(
          "Una tarjeta regalo da libertad para elegir y, con un poco de atención, también resulta muy personal. Con estos consejos acertarás siempre.",
        ),
        ul(
          "Piensa en las aficiones de quien la recibe.",
          "Elige un importe acorde con la ocasión.",
          "¿Tienes dudas? Opta por una tarjeta válida en varias marcas.",
          "Añade un mensaje personal.",
          "Elige un envoltorio bonito para la tarjeta física.",
        ),
        p("¿De verdad no sabes cuál elegir? La tarjeta regalo a elegir siempre es buena idea."),
      ],
    },
    "digitaal-cadeau-geven": {
      title: "Regalar en digital: así funciona",
      excerpt: "¿Necesitas un regalo de última hora? Una tarjeta regalo digital llega en menos de una hora.",
      body: [
        p(
          "¿Se te olvidó que hoy era el gran día? No pasa nada. Una tarjeta regalo digital se pide en unos minutos y llega al correo en menos de una hora.",
        ),
        h("Para ti o directamente para quien la recibe"),
        p(
          "Tú decides si la tarjeta te llega a ti o directamente a la otra persona. Añade un mensaje personal y el regalo está listo.",
        ),
      ],
    },
    "cadeaus-voor-medewerkers": {
      title: "Cinco ideas de regalo para empleados",
      excerpt: "Un detalle de agradecimiento que cada uno puede disfrutar a su manera.",
      body: [
        p("Un regalo para el equipo tiene que gustar a todos. Por eso cada vez más empresas eligen tarjetas regalo."),
        ul(
          "Una cena para dos",
          "Un día de bienestar",
          "Una experiencia con compañeros",
          "Una tarjeta para libros y cine",
          "La tarjeta regalo a elegir, para quien prefiere decidir",
        ),
        p("Las empresas piden con factura y reciben un presupuesto en menos de una hora."),
      ],
    },
    "beleving-cadeau-geven": {
      title: "Regala experiencias en lugar de cosas",
      excerpt: "Los recuerdos duran más que las cosas. Por eso una experiencia es un regalo tan especial.",
      body: [
        p(
          "Las experiencias suelen hacernos más felices que los objetos. Un vuelo en globo, un taller de cocina o una noche de teatro se recuerdan durante años.",
        ),
        h("Para vivirlo juntos"),
        p("Además, una experiencia se puede compartir. Así no solo regalas algo, sino también tiempo y atención."),
      ],
    },
    "saldo-controleren": {
      title: "Cómo consultar el saldo de tu tarjeta",
      excerpt: "En unos segundos sabrás cuánto saldo queda en tu tarjeta regalo.",
      body: [
        p("¿Quieres saber cuánto saldo te queda? Lo ves en unos segundos en Consultar saldo."),
        ul(
          "Ve a la página Consultar saldo.",
          "Introduce el número de tarjeta de 19 dígitos.",
          "Introduce el PIN de 6 dígitos.",
          "Consulta el saldo y la fecha de caducidad.",
        ),
        p("¿Te queda saldo? Gástalo al momento en la tienda de canje."),
      ],
    },
    "persoonlijke-boodschap-schrijven": {
      title: "Cómo escribir el mensaje personal perfecto",
      excerpt: "Unas pocas palabras bien elegidas hacen que cada regalo sea único.",
      body: [
        p(
          "Un mensaje personal convierte una tarjeta regalo en un regalo de verdad. Tienes 150 caracteres, así que sé breve y sincero.",
        ),
        h("Nuestros consejos"),
        ul(
          "Menciona el motivo: un cumpleaños, un agradecimiento, un logro.",
          "Recuerda un momento compartido.",
          "Termina con un deseo cariñoso.",
        ),
      ],
    },
  },
  moments: {
    verjaardag: {
      heroTitle: "Un regalo para cada cumpleaños",
      title: "Cumpleaños",
      body: [
        p("Ya sea un cumpleaños redondo o una fiesta con amigos, una tarjeta regalo siempre es un acierto."),
        p("Elige una tarjeta para una cena, una salida o su tienda favorita, y añade una felicitación personal."),
      ],
    },
    huwelijk: {
      heroTitle: "Brindemos por los novios",
      title: "Boda",
      body: [
        p(
          "Regala a los recién casados un recuerdo inolvidable: una cena romántica, una noche en un hotel especial o un día de spa para dos.",
        ),
        p("¿Vas a regalar junto con otros invitados? Elige un importe mayor para hacer un gran regalo conjunto."),
      ],
    },
    geboorte: {
      heroTitle: "Bienvenido al mundo, pequeño",
      title: "Nacimiento",
      body: [
        p(
          "Una nueva vida es motivo de celebración. Una tarjeta para artículos de bebé o juguetes es una gran ayuda para los nuevos padres.",
        ),
        p("O regala a los padres un merecido momento de descanso con una tarjeta de bienestar o una cena fuera."),
      ],
    },
    bedankt: {
      heroTitle: "Dilo con un regalo",
      title: "Gracias",
      body: [
        p(
          "A veces un pequeño gesto dice más que mil palabras. Una tarjeta regalo es una forma preciosa de agradecer la ayuda, el apoyo o la amistad de alguien.",
        ),
        p("En formato digital llega en menos de una hora, así que tu agradecimiento siempre llega a tiempo."),
      ],
    },
    kerst: {
      heroTitle: "Regalos entrañables para las fiestas",
      title: "Navidad",
      body: [
        p("Bajo el árbol no puede faltar una tarjeta regalo. Así cada uno elige justo lo que quiere."),
        p("Consejo para empresas: los regalos de Navidad para la plantilla se piden cómodamente con factura."),
      ],
    },
    moederdag: {
      heroTitle: "Para la mejor mamá del mundo",
      title: "Día de la Madre",
      body: [
        p(
          "Demuéstrale a mamá lo especial que es con un día de bienestar, un brunch o una tarjeta para su tienda favorita.",
        ),
        p("Añade un mensaje personal y haz que su día sea perfecto."),
      ],
    },
    vaderdag: {
      heroTitle: "Para el mejor papá del mundo",
      title: "Día del Padre",
      body: [
        p("De una experiencia llena de adrenalina a un buen libro: hay una tarjeta regalo para cada papá."),
        p("Pide antes de las 17:00 en un día laborable y la tarjeta física sale ese mismo día."),
      ],
    },
    pensioen: {
      heroTitle: "Disfruta del tiempo libre",
      title: "Jubilación",
      body: [
        p(
          "Después de años de trabajo, por fin llega el momento de descansar. Un viaje, un curso o un día de spa son el regalo de despedida perfecto.",
        ),
        p("¿Regalas junto con tus compañeros? Elige una tarjeta con un importe mayor o la tarjeta regalo a elegir."),
      ],
    },
  },
  highlighted: {
    title: "¿No te decides? Regala la tarjeta regalo a elegir",
    description: "Quien la recibe elige entre más de {claim} marcas.",
  },
};
