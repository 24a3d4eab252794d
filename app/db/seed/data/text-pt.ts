import { faq, h, p, ul } from "./blocks";
import type { LanguagePack } from "./types";

// Written to read naturally in both Portugal and Brazil: words whose spelling or choice differs between
// the two (contacto/contato, receção/recepção, registado/registrado, equipa/equipe) are avoided.
export const pt: LanguagePack = {
  product: {
    title: "Cartão-presente {brand}",
    donationTitle: "Cartão de doação {brand}",
    blankTitle: "Cartão-presente em branco",
    blankSetTitle: "Conjunto de 3 cartões-presente em branco",
  },
  descriptions: {
    intro: {
      restaurants: [
        "Com um cartão-presente {brand}, ofereça a alguém uma refeição deliciosa.",
        "Uma mesa no {brand}: um presente para saborear a dois.",
      ],
      wellness: [
        "Um cartão-presente {brand} é um convite para desligar e relaxar de verdade.",
        "Mime alguém especial com um dia de puro relaxamento no {brand}.",
      ],
      experiences: [
        "Com {brand}, não oferece objetos, mas uma memória para a vida inteira.",
        "Um passeio com {brand} garante histórias para contar durante anos.",
      ],
      shopping: [
        "No {brand}, quem recebe escolhe aquilo de que mais gosta.",
        "Com um cartão-presente {brand}, nunca erra no gosto de ninguém.",
      ],
      books: [
        "Com {brand}, oferece horas de leitura, cinema ou música.",
        "Para quem adora perder-se numa boa história, {brand} é sempre uma aposta certa.",
      ],
      travel: [
        "Com {brand}, oferece uma pausa merecida, longe da rotina.",
        "Uma estadia com {brand} é o presente ideal para quem adora viajar.",
      ],
      sports: [
        "Com {brand}, dá nova energia a um amigo ou colega que adora praticar exercício.",
        "Equipamento novo ou uma aula com um profissional: no {brand} há de tudo.",
      ],
      kids: [
        "Com {brand}, põe um sorriso no rosto de qualquer criança.",
        "Um cartão-presente {brand} são horas de brincadeira e gargalhadas.",
      ],
      home: [
        "Com {brand}, a casa fica ainda mais acolhedora.",
        "Para quem gosta de decoração, jardinagem e projetos em casa, {brand} é uma ótima escolha.",
      ],
      culture: [
        "Com {brand}, oferece uma noite de música, teatro ou arte.",
        "Um cartão-presente {brand} abre as portas aos melhores espetáculos e exposições.",
      ],
    },
    donation: [
      "Com este cartão de doação, quem o recebe apoia o trabalho de {brand}.",
      "Quem recebe decide onde o valor faz mais diferença em {brand}.",
    ],
    blank: [
      "Um cartão-presente em branco deixa quem o recebe escolher livremente entre todas as nossas marcas.",
      "Ideal para definir o valor e tornar o presente mais pessoal.",
    ],
    digital: [
      "Compre-o em formato digital e ele chega ao e-mail em menos de uma hora.",
      "A versão digital é entregue por e-mail em menos de uma hora.",
    ],
    physical: [
      "Compra feita antes das 17:00 num dia útil? Enviamos o cartão no mesmo dia.",
      "O cartão físico segue num envelope bonito e é enviado no mesmo dia para compras feitas até às 17:00 em dias úteis.",
    ],
    both: [
      "Escolha um cartão digital, no e-mail em menos de uma hora, ou um cartão físico que enviamos no mesmo dia para compras feitas até às 17:00 em dias úteis.",
      "Disponível por e-mail, entregue em menos de uma hora, e como cartão físico numa embalagem elegante.",
    ],
    fixed: "Disponível em valores fixos de {min} a {max}.",
    custom: "Escolha o valor que quiser entre {min} e {max}.",
  },
  terms: {
    categories: {
      restaurants: {
        title: "Restaurantes",
        description: "Do bistrô ao restaurante de autor: {product} para uma refeição deliciosa.",
      },
      wellness: { title: "Bem-estar", description: "Relaxar na sauna, com uma massagem ou num tratamento de beleza." },
      experiences: { title: "Experiências", description: "Passeios e atividades que ficam para sempre na memória." },
      shopping: { title: "Compras", description: "Moda, beleza, tecnologia e muito mais nas melhores lojas." },
      books: { title: "Livros e entretenimento", description: "Ler, ouvir, ver e jogar: algo para cada fã." },
      travel: { title: "Viagens", description: "Noites de hotel, escapadinhas urbanas e fins de semana fora." },
      sports: { title: "Atividade física", description: "Para quem gosta de se mexer, do fitness ao golfe." },
      kids: { title: "Crianças", description: "Brinquedos, parques temáticos e passeios para os mais pequenos." },
      home: { title: "Casa e jardim", description: "Tudo para uma casa bonita e um jardim cheio de vida." },
      culture: { title: "Cultura", description: "Teatro, concertos, museus e festivais." },
    },
    types: {
      digital: { title: "Digital", description: "No e-mail em menos de uma hora." },
      physical: {
        title: "Físico",
        description: "Um cartão de verdade, enviado no mesmo dia para compras até às 17:00 em dias úteis.",
      },
      "multi-brand": { title: "Multimarca", description: "Um único cartão, válido em muitos estabelecimentos." },
      experience: { title: "Experiência", description: "Ofereça um momento em vez de um objeto." },
    },
    promotions: {
      "most-chosen": { title: "Os mais escolhidos", description: "Os favoritos dos nossos clientes." },
      new: { title: "Novidades", description: "Recém-chegados à nossa oferta." },
      sale: { title: "Promoção", description: "Com uma vantagem extra por tempo limitado." },
    },
  },
  pages: {
    home: {
      title: "{Product} para todos os momentos",
      metaTitle: "{store} | {Product} para todos os momentos",
      keywords: "cartão-presente, vale-presente, presente, cartão-presente digital, {store}",
      description:
        "Escolha entre mais de {claim} {product} para restaurantes, bem-estar, experiências e compras. Entrega digital em menos de uma hora.",
      body: [
        h("O presente perfeito, sempre à mão"),
        p(
          "Na {store}, escolhe entre mais de {claim} {product}: de um jantar a um dia de spa, de um bom livro a uma experiência inesquecível. Assim, oferece sempre algo que deixa quem recebe realmente feliz.",
        ),
        ul(
          "Compras até às 17:00 em dias úteis, enviadas no mesmo dia",
          "Entrega digital em menos de uma hora",
          "Compras empresariais com fatura",
          "Personalizável com embalagem e mensagem",
        ),
      ],
    },
    terms: {
      title: "Termos e condições",
      metaTitle: "Termos e condições | {store}",
      keywords: "termos e condições, condições de venda, compras, {store}",
      description: "As condições aplicáveis às compras feitas na {store} ({country}).",
      body: [
        h("1. Âmbito"),
        p(
          "Estes termos e condições aplicam-se a todas as compras feitas na loja online {store} ({country}). Ao concluir uma compra, aceita estas condições.",
        ),
        h("2. Compra e pagamento"),
        p(
          "A compra fica concluída assim que o pagamento é recebido. Paga com segurança através de um dos métodos disponíveis; os clientes empresariais também podem comprar com fatura. Os cartões-presente estão isentos de impostos sobre o consumo.",
        ),
        h("3. Entrega"),
        p(
          "Os cartões digitais são entregues por e-mail em menos de uma hora. As compras de cartões físicos feitas até às 17:00 em dias úteis são enviadas no mesmo dia. As compras acima de {threshold} seguem com entrega mediante assinatura.",
        ),
        h("4. Validade e utilização"),
        p(
          "O prazo de validade está indicado na página do produto e no próprio cartão. O cartão não pode ser trocado por dinheiro e pode ser usado várias vezes enquanto tiver saldo.",
        ),
        h("5. Direito de arrependimento"),
        p(
          "Pode cancelar gratuitamente os cartões não utilizados no prazo de 14 dias a contar da entrega. Saiba mais na nossa política de cancelamento.",
        ),
        h("6. Responsabilidade e reclamações"),
        p(
          "A {store} não se responsabiliza pela perda ou roubo de um cartão após a entrega. Tem uma reclamação? Escreva-nos para {email}; respondemos no prazo de dois dias úteis.",
        ),
      ],
    },
    privacy: {
      title: "Política de privacidade",
      metaTitle: "Política de privacidade | {store}",
      keywords: "privacidade, dados pessoais, proteção de dados, {store}",
      description: "Como a {store} ({country}) trata os seus dados pessoais.",
      body: [
        h("Quem somos"),
        p(
          "A {store} ({country}) é responsável pelo tratamento dos dados pessoais que nos confia. Tratamos os seus dados com cuidado e cumprimos a legislação de proteção de dados aplicável, como o RGPD ou a LGPD.",
        ),
        h("Que dados tratamos"),
        ul(
          "Nome, endereço de e-mail e número de telefone",
          "Endereço de entrega e dados de fatura",
          "Informações sobre as suas compras e pagamentos",
          "Dados técnicos, como o endereço IP e o tipo de navegador",
        ),
        h("Para que os usamos"),
        p(
          "Usamos os seus dados para processar e entregar as compras, informar sobre o estado de cada uma e responder às suas perguntas. Só enviamos a nossa newsletter com o seu consentimento.",
        ),
        h("Durante quanto tempo os guardamos"),
        p(
          "Guardamos os seus dados apenas pelo tempo necessário. Os dados de compras e faturas são mantidos pelo prazo exigido por lei.",
        ),
        h("Os seus direitos"),
        p("Pode consultar, corrigir ou apagar os seus dados a qualquer momento. Basta enviar um e-mail para {email}."),
      ],
    },
    cookies: {
      title: "Política de cookies",
      metaTitle: "Política de cookies | {store}",
      keywords: "cookies, política de cookies, privacidade, {store}",
      description: "Que cookies a {store} ({country}) utiliza e porquê.",
      body: [
        h("O que são cookies?"),
        p(
          "Cookies são pequenos arquivos de texto que um site guarda no seu dispositivo. Permitem que a loja online {store} funcione bem e lembram, por exemplo, o que está no seu carrinho.",
        ),
        h("Que cookies utilizamos?"),
        ul(
          "Cookies funcionais: necessários para o carrinho, a escolha de idioma e o pagamento.",
          "Cookies analíticos: servem para entender como o site é usado e melhorar a experiência.",
          "Cookies de marketing: apenas com o seu consentimento, para mostrar ofertas relevantes.",
        ),
        h("Alterar as suas preferências"),
        p(
          "Pode alterar o seu consentimento a qualquer momento através do link Cookies no rodapé da página ou nas definições do navegador. Sem cookies funcionais, a loja não funciona como deveria.",
        ),
      ],
    },
    helpdesk: {
      title: "Central de ajuda",
      metaTitle: "Central de ajuda: perguntas frequentes | {store}",
      keywords: "ajuda, perguntas frequentes, entrega, saldo, {store}",
      description: "Respostas às perguntas mais frequentes sobre compras, entregas e utilização dos cartões-presente.",
      body: [
        p(
          "Aqui encontra as respostas às perguntas que mais recebemos. Não encontrou a sua? Fale com o nosso atendimento ao cliente.",
        ),
        faq(
          [
            "Quanto tempo demora a chegar um cartão-presente digital?",
            "Os cartões digitais são entregues por e-mail em menos de uma hora após o pagamento. Verifique também a pasta de spam.",
          ],
          [
            "Quando é enviado o meu cartão físico?",
            "As compras feitas até às 17:00 em dias úteis são enviadas pelo correio no mesmo dia.",
          ],
          [
            "O meu cartão ainda não chegou. E agora?",
            "98% dos envios são entregues em 2-3 dias úteis. Ainda não recebeu nada após 5 dias úteis? Escreva-nos e resolvemos a situação.",
          ],
          [
            "Como consulto o saldo do meu cartão?",
            "Abra a página Consultar saldo e introduza o número do cartão com 19 dígitos e o PIN com 6 dígitos. Verá de imediato o saldo disponível e a data de validade.",
          ],
          [
            "Qual é a validade de um cartão-presente?",
            "A validade varia consoante a marca e está indicada na página do produto e no próprio cartão.",
          ],
          [
            "Posso comprar como empresa?",
            "Claro. Os clientes empresariais compram com fatura e podem pedir um orçamento, que recebem em menos de uma hora.",
          ],
          [
            "Pago impostos sobre os cartões-presente?",
            "Não, os cartões-presente estão isentos de impostos sobre o consumo. Paga apenas o valor do cartão e eventuais custos de envio.",
          ],
          [
            "A minha compra segue com entrega mediante assinatura?",
            "As compras de valor superior a {threshold} ou que incluam vinho seguem sempre com entrega mediante assinatura.",
          ],
        ),
      ],
    },
    contacts: {
      title: "Atendimento ao cliente",
      metaTitle: "Atendimento ao cliente | {store}",
      keywords: "atendimento ao cliente, ajuda, pergunta, {store}",
      description: "Fale com o atendimento ao cliente da {store}.",
      body: [
        p(
          "Tem alguma pergunta sobre a sua compra, um cartão ou o saldo? O nosso atendimento ao cliente tem todo o gosto em ajudar.",
        ),
        ul("E-mail: {email}", "Telefone: {phone}", "Horário: {hours}"),
        p("Também estamos disponíveis para compras empresariais: recebe um orçamento em menos de uma hora."),
      ],
    },
    delivery: {
      title: "Entrega",
      metaTitle: "Entrega e envio | {store}",
      keywords: "entrega, envio, correio, {store}",
      description: "Tudo sobre a entrega dos cartões digitais e físicos da {store}.",
      body: [
        h("Entrega digital"),
        p(
          "Os cartões digitais chegam por e-mail em menos de uma hora após o pagamento. Pode encaminhá-los de imediato ou imprimi-los.",
        ),
        h("Envio pelo correio"),
        p(
          "Comprou até às 17:00 num dia útil? A sua compra segue no mesmo dia. 98% dos envios são entregues em 2-3 dias úteis. Se o seu envio não chegar após 5 dias úteis, escreva-nos.",
        ),
        h("Entrega mediante assinatura"),
        p(
          "As compras acima de {threshold} ou que incluam vinho seguem com entrega mediante assinatura, para chegarem em segurança.",
        ),
        h("Internacional"),
        p("Os nossos cartões estão disponíveis em mais de 20 países."),
      ],
    },
    "cancelation-policy": {
      title: "Política de cancelamento",
      metaTitle: "Cancelamentos e devoluções | {store}",
      keywords: "cancelamento, devolução, direito de arrependimento, {store}",
      description: "Como cancelar ou devolver uma compra feita na {store}.",
      body: [
        h("14 dias para mudar de ideias"),
        p(
          "Tem o direito de cancelar uma compra no prazo de 14 dias a contar da entrega, sem indicar motivo, desde que o cartão não tenha sido usado nem ativado.",
        ),
        h("Como cancelar"),
        ul(
          "Envie um e-mail para {email} com o número da sua compra.",
          "Devolva os cartões físicos sem uso na embalagem original.",
          "Depois de os recebermos, reembolsamos o valor em 14 dias pelo método de pagamento original.",
        ),
        h("Exceções"),
        p(
          "Os cartões já utilizados, total ou parcialmente, ou personalizados com um design próprio não podem ser cancelados.",
        ),
      ],
    },
    "choice-card": {
      title: "O cartão-presente à escolha",
      metaTitle: "Cartão-presente à escolha: quem recebe decide | {store}",
      keywords: "cartão-presente à escolha, cartão multimarca, cartão-presente, {store}",
      description:
        "Na dúvida? Com o cartão-presente à escolha da {store}, quem recebe escolhe entre mais de {claim} marcas.",
      body: [
        p(
          "Com o cartão-presente à escolha, não precisa de decidir: quem recebe usa o valor numa das mais de {claim} marcas da nossa oferta, dos restaurantes ao bem-estar, dos livros às experiências.",
        ),
        h("Como ativar o cartão"),
        ul(
          "Introduza o número do cartão com 19 dígitos.",
          "Escolha o valor a carregar no cartão.",
          "Indique o seu e-mail e pague.",
          "Em menos de 24 horas o cartão fica ativo e pronto a usar.",
        ),
        h("Utilizar"),
        p(
          "Na página Consultar saldo, quem recebe vê o saldo e escolhe um ou mais cartões-presente das suas marcas preferidas.",
        ),
      ],
    },
    "over-ons": {
      title: "Sobre nós",
      metaTitle: "Sobre a {store}",
      keywords: "sobre nós, {store}, cartões-presente",
      description: "Conheça a {store}, especialista em cartões-presente.",
      body: [
        h("Oferecer presentes, de forma simples"),
        p(
          "A {store} ajuda a encontrar rapidamente um presente que deixa quem recebe realmente feliz. Com mais de {claim} {product}, há sempre algo certo para cada ocasião e cada orçamento.",
        ),
        h("O que nos inspira"),
        p(
          "Um bom presente é, acima de tudo, um gesto de atenção. Por isso, cada cartão pode ser personalizado com embalagem e mensagem, e garantimos que chega rapidamente e em segurança.",
        ),
        h("Com o que pode contar"),
        ul(
          "Entrega digital em menos de uma hora",
          "Compras até às 17:00 em dias úteis, enviadas no mesmo dia",
          "Um atendimento ao cliente sempre disponível para ajudar",
        ),
      ],
    },
    "hoe-werkt-het": {
      title: "Como funciona?",
      metaTitle: "Como funciona? | {store}",
      keywords: "como funciona, comprar, utilizar, {store}",
      description: "Comprar, oferecer e utilizar um cartão-presente em poucos passos.",
      body: [
        h("Compre em quatro passos"),
        ul(
          "Escolha um cartão da nossa oferta ou o cartão-presente à escolha.",
          "Defina o valor e escolha entre digital ou físico.",
          "Personalize com uma embalagem e uma mensagem de até 150 caracteres.",
          "Pague com segurança; os cartões digitais chegam em menos de uma hora.",
        ),
        h("Utilizar"),
        p(
          "Quem recebe usa o cartão online ou na loja da marca escolhida. O saldo atualizado está sempre disponível em Consultar saldo.",
        ),
      ],
    },
    "zakelijk-bestellen": {
      title: "Compras empresariais",
      metaTitle: "Compras empresariais com fatura | {store}",
      keywords: "compras empresariais, fatura, orçamento, presentes corporativos, {store}",
      description: "Compre cartões-presente para colaboradores e parceiros com fatura na {store}.",
      body: [
        p(
          "Quer agradecer a colaboradores, clientes ou parceiros? Na {store} compra facilmente em grande quantidade, com todos os dados da empresa na fatura.",
        ),
        h("Vantagens para empresas"),
        ul(
          "Pagamento com fatura, com referência ou centro de custo",
          "Um orçamento em menos de uma hora",
          "Uma mensagem pessoal para cada destinatário",
          "Entrega digital a vários destinatários de uma só vez",
        ),
        h("Pedir um orçamento"),
        p(
          "Diga-nos quantos cartões precisa e para que ocasião. Recebe um orçamento personalizado em menos de uma hora. Dúvidas? Escreva para {email}.",
        ),
      ],
    },
    "zakelijk-cadeau": {
      title: "Presentes corporativos",
      metaTitle: "O presente corporativo perfeito | {store}",
      keywords:
        "presente corporativo, presente para colaboradores, presente de fim de ano, presente para clientes, {store}",
      description: "Um cartão-presente {store} é o presente corporativo que deixa cada pessoa escolher.",
      body: [
        h("Um só presente, todos satisfeitos"),
        p(
          "Os gostos variam, sobretudo num grupo grande. Com um cartão-presente {store}, cada pessoa escolhe: um jantar, um dia de bem-estar ou um livro novo.",
        ),
        h("Para todas as ocasiões"),
        ul(
          "Presente de fim de ano para os colaboradores",
          "Um agradecimento a clientes e parceiros",
          "Aniversários da empresa, despedidas de fim de carreira ou um ótimo resultado",
          "Recompensas para campanhas e eventos",
        ),
        p(
          "Prefere não escolher nada? Com o cartão-presente à escolha, quem recebe escolhe entre mais de {claim} marcas.",
        ),
      ],
    },
  },
  blog: {
    "tips-voor-de-perfecte-cadeaukaart": {
      title: "Como escolher o cartão-presente perfeito",
      excerpt: "Cinco dicas para encontrar o cartão ideal para quem o vai receber.",
      body: [
        p(
          "Um cartão-presente dá liberdade de escolha e, com um pouco de atenção, torna-se também muito pessoal. Com estas dicas, acerta sempre.",
        ),
        ul(
          "Pense nos passatempos de quem vai receber.",
          "Escolha um valor adequado à ocasião.",
          "Na dúvida? Opte por um cartão válido em várias marcas.",
          "Acrescente uma mensagem pessoal.",
          "Escolha uma embalagem bonita para o cartão físico.",
        ),
        p("Está mesmo difícil decidir? O cartão-presente à escolha é sempre boa ideia."),
      ],
    },
    "digitaal-cadeau-geven": {
      title: "Oferecer um presente digital: como funciona",
      excerpt: "Precisa de um presente de última hora? Um cartão-presente digital chega em menos de uma hora.",
      body: [
        p(
          "Hoje é dia de festa e ainda não tem presente? Não há problema. Um cartão-presente digital compra-se em poucos minutos e chega ao e-mail em menos de uma hora.",
        ),
        h("Para si ou diretamente para quem recebe"),
        p(
          "Decide se o cartão é enviado para si ou diretamente para quem o vai receber. Acrescente uma mensagem pessoal e o presente fica completo.",
        ),
      ],
    },
    "cadeaus-voor-medewerkers": {
      title: "Cinco ideias de presentes para colaboradores",
      excerpt: "Um gesto de reconhecimento que cada um aproveita à sua maneira.",
      body: [
        p(
          "Um presente para o grupo tem de agradar a todos. É por isso que cada vez mais empresas escolhem cartões-presente.",
        ),
        ul(
          "Um jantar a dois",
          "Um dia de bem-estar",
          "Uma experiência entre colegas",
          "Um cartão para livros e filmes",
          "O cartão-presente à escolha, para quem gosta de decidir",
        ),
        p("As empresas compram com fatura e recebem um orçamento em menos de uma hora."),
      ],
    },
    "beleving-cadeau-geven": {
      title: "Ofereça experiências em vez de objetos",
      excerpt: "As memórias duram mais do que as coisas. É por isso que uma experiência é um presente tão especial.",
      body: [
        p(
          "As experiências costumam trazer mais felicidade do que os objetos. Um voo de balão, um workshop de cozinha ou uma noite no teatro ficam na memória durante anos.",
        ),
        h("Para viver a dois"),
        p(
          "Além disso, uma experiência pode ser compartilhada. Assim, não oferece apenas um presente, mas também tempo e atenção.",
        ),
      ],
    },
    "saldo-controleren": {
      title: "Como consultar o saldo do seu cartão",
      excerpt: "Em poucos segundos fica a saber quanto saldo resta no seu cartão-presente.",
      body: [
        p("Quer saber quanto saldo ainda tem? Veja-o em poucos segundos em Consultar saldo."),
        ul(
          "Abra a página Consultar saldo.",
          "Introduza o número do cartão com 19 dígitos.",
          "Introduza o PIN com 6 dígitos.",
          "Veja o saldo e a data de validade.",
        ),
        p("Ainda tem saldo? Use-o de imediato na loja de resgate."),
      ],
    },
    "persoonlijke-boodschap-schrijven": {
      title: "Como escrever a mensagem pessoal perfeita",
      excerpt: "Umas poucas palavras bem escolhidas tornam qualquer presente especial.",
      body: [
        p(
          "Uma mensagem pessoal transforma um cartão-presente num verdadeiro presente. Tem 150 caracteres, por isso seja breve e sincero.",
        ),
        h("As nossas dicas"),
        ul(
          "Mencione a ocasião: um aniversário, um agradecimento, uma conquista.",
          "Lembre um momento vivido juntos.",
          "Termine com um desejo carinhoso.",
        ),
      ],
    },
  },
  moments: {
    verjaardag: {
      heroTitle: "Um presente para cada aniversário",
      title: "Aniversário",
      body: [
        p("Seja um aniversário marcante ou uma festa entre amigos, um cartão-presente é sempre uma aposta certa."),
        p("Escolha um cartão para um jantar, um passeio ou a loja preferida e acrescente uma mensagem de parabéns."),
      ],
    },
    huwelijk: {
      heroTitle: "Um brinde aos noivos",
      title: "Casamento",
      body: [
        p(
          "Ofereça aos noivos uma memória inesquecível: um jantar romântico, uma noite num hotel especial ou um dia de spa a dois.",
        ),
        p("Vai oferecer em conjunto com outros convidados? Escolha um valor mais alto para um grande presente comum."),
      ],
    },
    geboorte: {
      heroTitle: "Bem-vindo ao mundo, pequenino",
      title: "Nascimento",
      body: [
        p(
          "Uma nova vida é motivo de festa. Um cartão para artigos de recém-nascido ou brinquedos é uma grande ajuda para os novos pais.",
        ),
        p("Ou ofereça aos pais um merecido momento de descanso com um cartão de bem-estar ou um jantar fora."),
      ],
    },
    bedankt: {
      heroTitle: "Diga-o com um presente",
      title: "Obrigado",
      body: [
        p(
          "Às vezes, um pequeno gesto diz mais do que mil palavras. Um cartão-presente é uma forma bonita de agradecer a ajuda, o apoio ou a amizade de alguém.",
        ),
        p("Em formato digital chega em menos de uma hora, por isso o seu agradecimento chega sempre a tempo."),
      ],
    },
    kerst: {
      heroTitle: "Presentes calorosos para as festas",
      title: "Natal",
      body: [
        p("Debaixo da árvore não pode faltar um cartão-presente. Assim, cada pessoa escolhe exatamente o que quer."),
        p("Dica para empresas: os presentes de Natal para os colaboradores compram-se facilmente com fatura."),
      ],
    },
    moederdag: {
      heroTitle: "Para a melhor mãe do mundo",
      title: "Dia da Mãe",
      body: [
        p(
          "Mostre à sua mãe como ela é especial, com um dia de bem-estar, um brunch ou um cartão para a loja preferida dela.",
        ),
        p("Acrescente uma mensagem pessoal e torne o dia dela perfeito."),
      ],
    },
    vaderdag: {
      heroTitle: "Para o melhor pai do mundo",
      title: "Dia do Pai",
      body: [
        p("De uma experiência cheia de adrenalina a um bom livro: há um cartão-presente certo para cada pai."),
        p("Compre até às 17:00 num dia útil e o cartão físico segue no mesmo dia."),
      ],
    },
    pensioen: {
      heroTitle: "Aproveite o tempo livre",
      title: "Fim de carreira",
      body: [
        p(
          "Depois de anos de trabalho, chega finalmente a hora de descansar. Uma viagem, um curso ou um dia de spa são o presente de despedida perfeito.",
        ),
        p("Vai oferecer com os colegas? Escolha um cartão com um valor mais alto ou o cartão-presente à escolha."),
      ],
    },
  },
  highlighted: {
    title: "Na dúvida? Ofereça o cartão-presente à escolha",
    description: "Quem recebe escolhe entre mais de {claim} marcas.",
  },
};
