/**
 * The built-in assistant's sentences in each language it answers in. `{site}`, `{q}` and the
 * other names in braces are filled by `say`; everything else is fixed text.
 */
export type Language = 'en' | 'de' | 'fr' | 'es' | 'pt';

export const LOCALES: Record<Language, string> = {
  en: 'en-US',
  de: 'de-DE',
  fr: 'fr-FR',
  es: 'es-ES',
  pt: 'pt-BR',
};

type Phrase =
  | 'found'
  | 'cheapest'
  | 'bestRated'
  | 'pagesMatch'
  | 'notFound'
  | 'tryAgain'
  | 'notCarried'
  | 'notCarriedAny'
  | 'weHave'
  | 'noneFor'
  | 'for'
  | 'greeting'
  | 'category'
  | 'brand'
  | 'tipLabel'
  | 'didFind'
  | 'compareHead'
  | 'cheaperOfTwo'
  | 'ratedHigher'
  | 'offTopic'
  | 'ofThoseCheapest'
  | 'ofThoseBest'
  | 'ofThose'
  | 'rated'
  | 'reviews'
  | 'by'
  | 'moreFrom'
  | 'items'
  | 'tip'
  | 'health'
  | 'child'
  | 'thanks'
  | 'priciest'
  | 'ofThosePriciest'
  | 'readMore'
  | 'shipping'
  | 'returns'
  | 'privacy'
  | 'general'
  | 'payment'
  | 'contact'
  | 'noContact'
  | 'biggerPacks'
  | 'noBigger';

export const PHRASES: Record<Language, Record<Phrase, string>> = {
  en: {
    biggerPacks: 'Bigger packs of the same kind:',
    noBigger: 'That is the biggest pack of its kind on {site}.',
    thanks: "You're welcome! Is there anything else I can help you find on {site}?",
    priciest: 'The highest prices on {site}{of}:',
    ofThosePriciest: 'Of those, the highest prices:',
    readMore: 'Read more: {page}.',
    shipping:
      '{site} does not ship orders itself: the marketplace seller you buy from ships your order, and shows delivery times and costs at checkout.',
    returns:
      "Returns follow the marketplace seller's policy; most accept returns within 30 days of delivery.",
    privacy:
      '{site} keeps only the little data it needs to run the site; the privacy policy says what and why.',
    general:
      'Every item links to an established marketplace with its own buyer protection, secure checkout and returns.',
    payment:
      "You pay at the marketplace's secure checkout, with the payment methods it accepts there; {site} takes no payment itself.",
    contact: 'You can write to {site} at {email}.',
    noContact: '{site} answers questions here in the chat.',
    found: 'Here is what I found on {site} for {q}:',
    cheapest: 'The lowest prices on {site}{of}:',
    bestRated: 'The best rated on {site}{of}:',
    pagesMatch: 'These {site} pages match {q}:',
    notFound: 'I could not find {q} in the {site} catalogue.',
    tryAgain: 'Try a brand or product name, or browse {all}.',
    notCarried: '{site} does not carry {q}.',
    notCarriedAny: '{site} does not carry that.',
    for: 'for',
    greeting:
      'Hello! I am the {site} assistant. Ask me for a product or brand, the cheapest or best rated item of a kind, to compare two items, or about shipping and returns.',
    category: 'category',
    brand: 'brand',
    tipLabel: 'Tip',
    didFind: 'I did find:',
    compareHead: 'Here is how they compare:',
    cheaperOfTwo: '{name} is the cheaper of the two.',
    ratedHigher: '{name} is rated higher by shoppers.',
    noneFor: 'Nothing on {site} matches {q}.',
    weHave: 'What we do have: {list}.',
    offTopic: 'I can only help with shopping on {site}: products, prices, brands, shipping and returns.',
    ofThoseCheapest: 'Of those, the lowest prices:',
    ofThoseBest: 'Of those, the best rated:',
    ofThose: 'The items from my last answer:',
    rated: 'rated',
    reviews: 'reviews',
    by: 'by',
    moreFrom: 'More from {brand} ({n} items).',
    items: 'items',
    tip: 'Our tip {tip} may help too.',
    health:
      'A word of care: I cannot give medical advice. Check the label and the ingredients, and ask your doctor or pharmacist whether a product is right for you, especially during pregnancy or with allergies.',
    child:
      'Safety note: coin and button cells are dangerous if swallowed. Keep new and used cells out of reach of children, choose child-resistant packaging, and if a cell may have been swallowed, seek emergency medical help at once.',
  },
  de: {
    biggerPacks: 'Größere Packungen der gleichen Art:',
    noBigger: 'Das ist die größte Packung dieser Art bei {site}.',
    thanks: 'Gern geschehen! Kann ich Ihnen noch etwas bei {site} suchen?',
    priciest: 'Die höchsten Preise bei {site}{of}:',
    ofThosePriciest: 'Davon die höchsten Preise:',
    readMore: 'Mehr dazu: {page}.',
    shipping:
      '{site} versendet nicht selbst: Der Verkäufer auf dem Marktplatz, bei dem Sie kaufen, versendet Ihre Bestellung und nennt Lieferzeit und Versandkosten an der Kasse.',
    returns:
      'Für Rückgaben gilt die Regel des Verkäufers auf dem Marktplatz; die meisten nehmen Artikel bis 30 Tage nach der Lieferung zurück.',
    privacy:
      '{site} speichert nur die wenigen Daten, die die Seite braucht; die Datenschutzerklärung sagt, welche und warum.',
    general:
      'Jeder Artikel führt zu einem etablierten Marktplatz mit eigenem Käuferschutz, sicherer Kasse und Rückgabe.',
    payment:
      'Sie bezahlen an der sicheren Kasse des Marktplatzes, mit den Zahlungsarten, die er annimmt; {site} nimmt selbst keine Zahlungen an.',
    contact: 'Sie erreichen {site} unter {email}.',
    noContact: '{site} beantwortet Fragen hier im Chat.',
    found: 'Das habe ich bei {site} zu {q} gefunden:',
    cheapest: 'Die niedrigsten Preise bei {site}{of}:',
    bestRated: 'Am besten bewertet bei {site}{of}:',
    pagesMatch: 'Diese Seiten von {site} passen zu {q}:',
    notFound: 'Ich habe {q} im Katalog von {site} nicht gefunden.',
    tryAgain: 'Versuchen Sie einen Marken- oder Produktnamen oder sehen Sie sich {all} an.',
    notCarried: '{site} führt {q} nicht.',
    notCarriedAny: '{site} führt das nicht.',
    for: 'für',
    greeting:
      'Hallo! Ich bin der Assistent von {site}. Fragen Sie mich nach einem Produkt oder einer Marke, dem günstigsten oder am besten bewerteten Artikel einer Art, nach einem Vergleich zweier Artikel oder nach Versand und Rückgabe.',
    category: 'Kategorie',
    brand: 'Marke',
    tipLabel: 'Tipp',
    didFind: 'Gefunden habe ich:',
    compareHead: 'So schneiden sie im Vergleich ab:',
    cheaperOfTwo: '{name} ist der günstigere der beiden.',
    ratedHigher: '{name} ist von Käufern besser bewertet.',
    noneFor: 'Nichts bei {site} passt zu {q}.',
    weHave: 'Das haben wir: {list}.',
    offTopic: 'Ich helfe nur beim Einkaufen bei {site}: Produkte, Preise, Marken, Versand und Rückgabe.',
    ofThoseCheapest: 'Davon die niedrigsten Preise:',
    ofThoseBest: 'Davon am besten bewertet:',
    ofThose: 'Die Artikel aus meiner letzten Antwort:',
    rated: 'bewertet mit',
    reviews: 'Bewertungen',
    by: 'von',
    moreFrom: 'Mehr von {brand} ({n} Artikel).',
    items: 'Artikel',
    tip: 'Unser Tipp {tip} hilft vielleicht auch.',
    health:
      'Ein Hinweis: Ich kann keinen medizinischen Rat geben. Prüfen Sie Etikett und Inhaltsstoffe und fragen Sie Ihre Ärztin, Ihren Arzt oder Ihre Apotheke, ob ein Produkt für Sie geeignet ist, besonders in der Schwangerschaft oder bei Allergien.',
    child:
      'Sicherheitshinweis: Knopfzellen sind gefährlich, wenn sie verschluckt werden. Bewahren Sie neue und gebrauchte Zellen außer Reichweite von Kindern auf, und wenn eine Zelle verschluckt worden sein könnte, holen Sie sofort ärztliche Notfallhilfe.',
  },
  fr: {
    biggerPacks: 'Des paquets plus grands du même type :',
    noBigger: 'C’est le plus grand paquet de ce type sur {site}.',
    thanks: 'Avec plaisir ! Puis-je vous aider à trouver autre chose sur {site} ?',
    priciest: 'Les prix les plus élevés sur {site}{of} :',
    ofThosePriciest: 'Parmi eux, les prix les plus élevés :',
    readMore: 'En savoir plus : {page}.',
    shipping:
      '{site} n’expédie pas les commandes lui-même : le vendeur de la place de marché chez qui vous achetez expédie votre commande et indique délais et frais de livraison au paiement.',
    returns:
      'Les retours suivent la politique du vendeur de la place de marché ; la plupart acceptent les retours sous 30 jours après la livraison.',
    privacy:
      '{site} ne garde que les quelques données nécessaires au site ; la politique de confidentialité dit lesquelles et pourquoi.',
    general:
      'Chaque article renvoie à une place de marché reconnue, avec sa propre protection des acheteurs, un paiement sécurisé et des retours.',
    payment:
      'Vous payez sur la page de paiement sécurisée de la place de marché, avec les moyens qu’elle accepte ; {site} n’encaisse aucun paiement.',
    contact: 'Vous pouvez écrire à {site} à {email}.',
    noContact: '{site} répond aux questions ici, dans le chat.',
    found: 'Voici ce que j’ai trouvé sur {site} pour {q} :',
    cheapest: 'Les prix les plus bas sur {site}{of} :',
    bestRated: 'Les mieux notés sur {site}{of} :',
    pagesMatch: 'Ces pages de {site} correspondent à {q} :',
    notFound: 'Je n’ai pas trouvé {q} dans le catalogue de {site}.',
    tryAgain: 'Essayez un nom de marque ou de produit, ou parcourez {all}.',
    notCarried: '{site} ne vend pas {q}.',
    notCarriedAny: '{site} ne vend pas cela.',
    for: 'pour',
    greeting:
      'Bonjour ! Je suis l’assistant de {site}. Demandez-moi un produit ou une marque, l’article le moins cher ou le mieux noté d’un type, une comparaison de deux articles, ou la livraison et les retours.',
    category: 'catégorie',
    brand: 'marque',
    tipLabel: 'Conseil',
    didFind: 'J’ai trouvé :',
    compareHead: 'Voici la comparaison :',
    cheaperOfTwo: '{name} est le moins cher des deux.',
    ratedHigher: '{name} est mieux noté par les acheteurs.',
    noneFor: 'Rien sur {site} ne correspond à {q}.',
    weHave: 'Ce que nous proposons : {list}.',
    offTopic:
      'Je ne peux aider que pour vos achats sur {site} : produits, prix, marques, livraison et retours.',
    ofThoseCheapest: 'Parmi eux, les prix les plus bas :',
    ofThoseBest: 'Parmi eux, les mieux notés :',
    ofThose: 'Les articles de ma dernière réponse :',
    rated: 'noté',
    reviews: 'avis',
    by: 'de',
    moreFrom: 'Plus de {brand} ({n} articles).',
    items: 'articles',
    tip: 'Notre conseil {tip} peut aussi vous aider.',
    health:
      'Une précaution : je ne peux pas donner d’avis médical. Lisez l’étiquette et la composition, et demandez à votre médecin ou pharmacien si un produit vous convient, surtout pendant la grossesse ou en cas d’allergie.',
    child:
      'Sécurité : les piles bouton sont dangereuses si elles sont avalées. Gardez les piles neuves et usagées hors de portée des enfants, et si une pile a pu être avalée, appelez immédiatement les secours.',
  },
  es: {
    biggerPacks: 'Paquetes más grandes del mismo tipo:',
    noBigger: 'Es el paquete más grande de ese tipo en {site}.',
    thanks: '¡De nada! ¿Puedo ayudarle a encontrar algo más en {site}?',
    priciest: 'Los precios más altos en {site}{of}:',
    ofThosePriciest: 'De esos, los precios más altos:',
    readMore: 'Más información: {page}.',
    shipping:
      '{site} no envía pedidos: el vendedor del marketplace donde compra envía su pedido y muestra plazos y costes de envío al pagar.',
    returns:
      'Las devoluciones siguen la política del vendedor del marketplace; la mayoría acepta devoluciones hasta 30 días después de la entrega.',
    privacy:
      '{site} guarda solo los pocos datos que necesita el sitio; la política de privacidad explica cuáles y por qué.',
    general:
      'Cada artículo enlaza a un marketplace reconocido con su propia protección al comprador, pago seguro y devoluciones.',
    payment:
      'Paga en el pago seguro del marketplace, con los medios de pago que acepta; {site} no cobra ningún pago.',
    contact: 'Puede escribir a {site} a {email}.',
    noContact: '{site} responde preguntas aquí en el chat.',
    found: 'Esto es lo que encontré en {site} para {q}:',
    cheapest: 'Los precios más bajos en {site}{of}:',
    bestRated: 'Los mejor valorados en {site}{of}:',
    pagesMatch: 'Estas páginas de {site} coinciden con {q}:',
    notFound: 'No encontré {q} en el catálogo de {site}.',
    tryAgain: 'Pruebe con una marca o un producto, o vea {all}.',
    notCarried: '{site} no vende {q}.',
    notCarriedAny: '{site} no vende eso.',
    for: 'para',
    greeting:
      '¡Hola! Soy el asistente de {site}. Pregúnteme por un producto o una marca, el artículo más barato o mejor valorado de un tipo, una comparación de dos artículos, o por envíos y devoluciones.',
    category: 'categoría',
    brand: 'marca',
    tipLabel: 'Consejo',
    didFind: 'Sí encontré:',
    compareHead: 'Así se comparan:',
    cheaperOfTwo: '{name} es el más barato de los dos.',
    ratedHigher: '{name} está mejor valorado por los compradores.',
    noneFor: 'Nada en {site} coincide con {q}.',
    weHave: 'Lo que sí tenemos: {list}.',
    offTopic: 'Solo puedo ayudar con compras en {site}: productos, precios, marcas, envíos y devoluciones.',
    ofThoseCheapest: 'De esos, los precios más bajos:',
    ofThoseBest: 'De esos, los mejor valorados:',
    ofThose: 'Los artículos de mi última respuesta:',
    rated: 'valorado',
    reviews: 'opiniones',
    by: 'de',
    moreFrom: 'Más de {brand} ({n} artículos).',
    items: 'artículos',
    tip: 'Nuestro consejo {tip} también puede ayudar.',
    health:
      'Una advertencia: no puedo dar consejo médico. Revise la etiqueta y los ingredientes, y pregunte a su médico o farmacéutico si un producto es adecuado para usted, sobre todo durante el embarazo o con alergias.',
    child:
      'Nota de seguridad: las pilas de botón son peligrosas si se tragan. Mantenga las pilas nuevas y usadas fuera del alcance de los niños y, si una pila pudo ser tragada, busque ayuda médica de urgencia de inmediato.',
  },
  pt: {
    biggerPacks: 'Pacotes maiores do mesmo tipo:',
    noBigger: 'Esse é o maior pacote desse tipo na {site}.',
    thanks: 'De nada! Posso ajudar a encontrar mais alguma coisa na {site}?',
    priciest: 'Os maiores preços na {site}{of}:',
    ofThosePriciest: 'Desses, os maiores preços:',
    readMore: 'Saiba mais: {page}.',
    shipping:
      'A {site} não envia pedidos: o vendedor do marketplace onde você compra envia o seu pedido e mostra prazos e custos de entrega no checkout.',
    returns:
      'As devoluções seguem a política do vendedor do marketplace; a maioria aceita devoluções em até 30 dias após a entrega.',
    privacy:
      'A {site} guarda só os poucos dados de que o site precisa; a política de privacidade diz quais e por quê.',
    general:
      'Cada item leva a um marketplace conhecido, com proteção ao comprador, checkout seguro e devoluções.',
    payment:
      'Você paga no checkout seguro do marketplace, com os meios de pagamento que ele aceita; a {site} não recebe pagamentos.',
    contact: 'Você pode escrever para a {site} em {email}.',
    noContact: 'A {site} responde perguntas aqui no chat.',
    found: 'Veja o que encontrei na {site} para {q}:',
    cheapest: 'Os menores preços na {site}{of}:',
    bestRated: 'Os mais bem avaliados na {site}{of}:',
    pagesMatch: 'Estas páginas da {site} correspondem a {q}:',
    notFound: 'Não encontrei {q} no catálogo da {site}.',
    tryAgain: 'Tente uma marca ou um produto, ou veja {all}.',
    notCarried: 'A {site} não vende {q}.',
    notCarriedAny: 'A {site} não vende isso.',
    for: 'para',
    greeting:
      'Olá! Sou o assistente da {site}. Pergunte-me por um produto ou uma marca, o item mais barato ou mais bem avaliado de um tipo, uma comparação entre dois itens, ou sobre entrega e devoluções.',
    category: 'categoria',
    brand: 'marca',
    tipLabel: 'Dica',
    didFind: 'Encontrei:',
    compareHead: 'Veja como eles se comparam:',
    cheaperOfTwo: '{name} é o mais barato dos dois.',
    ratedHigher: '{name} é mais bem avaliado pelos compradores.',
    noneFor: 'Nada na {site} corresponde a {q}.',
    weHave: 'O que temos: {list}.',
    offTopic: 'Só posso ajudar com compras na {site}: produtos, preços, marcas, entrega e devoluções.',
    ofThoseCheapest: 'Desses, os menores preços:',
    ofThoseBest: 'Desses, os mais bem avaliados:',
    ofThose: 'Os itens da minha última resposta:',
    rated: 'avaliado em',
    reviews: 'avaliações',
    by: 'da',
    moreFrom: 'Mais da {brand} ({n} itens).',
    items: 'itens',
    tip: 'Nossa dica {tip} também pode ajudar.',
    health:
      'Um cuidado: não posso dar conselho médico. Confira o rótulo e os ingredientes e pergunte ao seu médico ou farmacêutico se um produto é adequado para você, principalmente na gravidez ou com alergias.',
    child:
      'Aviso de segurança: baterias de moeda (pilhas de botão) são perigosas se engolidas. Mantenha as baterias novas e usadas fora do alcance das crianças e, se uma bateria puder ter sido engolida, procure atendimento de emergência imediatamente.',
  },
};

/** A phrase of `lang` with its `{names}` filled in. */
export function say(lang: Language, phrase: Phrase, values: Record<string, string> = {}): string {
  return PHRASES[lang][phrase].replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');
}
