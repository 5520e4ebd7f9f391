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
  | 'mentioned'
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
  | 'child';

export const PHRASES: Record<Language, Record<Phrase, string>> = {
  en: {
    found: 'Here is what I found on {site} for {q}:',
    cheapest: 'The lowest prices on {site}{of}:',
    bestRated: 'The best rated on {site}{of}:',
    pagesMatch: 'These {site} pages match {q}:',
    notFound: 'I could not find {q} in the {site} catalogue.',
    tryAgain: 'Try a brand or product name, or browse {all}.',
    notCarried: '{site} does not carry {q}.',
    notCarriedAny: '{site} does not carry that.',
    mentioned: 'These items mention it:',
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
    found: 'Das habe ich bei {site} zu {q} gefunden:',
    cheapest: 'Die niedrigsten Preise bei {site}{of}:',
    bestRated: 'Am besten bewertet bei {site}{of}:',
    pagesMatch: 'Diese Seiten von {site} passen zu {q}:',
    notFound: 'Ich habe {q} im Katalog von {site} nicht gefunden.',
    tryAgain: 'Versuchen Sie einen Marken- oder Produktnamen oder sehen Sie sich {all} an.',
    notCarried: '{site} führt {q} nicht.',
    notCarriedAny: '{site} führt das nicht.',
    mentioned: 'Diese Artikel erwähnen es:',
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
    found: 'Voici ce que j’ai trouvé sur {site} pour {q} :',
    cheapest: 'Les prix les plus bas sur {site}{of} :',
    bestRated: 'Les mieux notés sur {site}{of} :',
    pagesMatch: 'Ces pages de {site} correspondent à {q} :',
    notFound: 'Je n’ai pas trouvé {q} dans le catalogue de {site}.',
    tryAgain: 'Essayez un nom de marque ou de produit, ou parcourez {all}.',
    notCarried: '{site} ne vend pas {q}.',
    notCarriedAny: '{site} ne vend pas cela.',
    mentioned: 'Ces articles le mentionnent :',
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
    found: 'Esto es lo que encontré en {site} para {q}:',
    cheapest: 'Los precios más bajos en {site}{of}:',
    bestRated: 'Los mejor valorados en {site}{of}:',
    pagesMatch: 'Estas páginas de {site} coinciden con {q}:',
    notFound: 'No encontré {q} en el catálogo de {site}.',
    tryAgain: 'Pruebe con una marca o un producto, o vea {all}.',
    notCarried: '{site} no vende {q}.',
    notCarriedAny: '{site} no vende eso.',
    mentioned: 'Estos artículos lo mencionan:',
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
    found: 'Veja o que encontrei na {site} para {q}:',
    cheapest: 'Os menores preços na {site}{of}:',
    bestRated: 'Os mais bem avaliados na {site}{of}:',
    pagesMatch: 'Estas páginas da {site} correspondem a {q}:',
    notFound: 'Não encontrei {q} no catálogo da {site}.',
    tryAgain: 'Tente uma marca ou um produto, ou veja {all}.',
    notCarried: 'A {site} não vende {q}.',
    notCarriedAny: 'A {site} não vende isso.',
    mentioned: 'Estes itens o mencionam:',
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
