import type { Phrases } from './chat-language';

export const ES: Phrases = {
  newest: 'Lo más nuevo en {site}{of}:',
  bestSellers: 'Los más vendidos en {site}{of} (los más reseñados):',
  onSale: 'Precios rebajados en {site}{of}:',
  noneOnSale: 'Ningún precio ha bajado últimamente en {site}{of}.',
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
  closest: 'No hay coincidencia exacta para {q} en {site}; lo más parecido (parecido, no exacto):',
  noneOfThose: 'Ninguno de esos coincide con {q}. Lo más parecido en {site}:',
  noneAtPrice: 'Ninguno de esos cuesta {price}. Lo más parecido en {site}, del más barato al más caro:',
  ofThoseWith: 'De esos, los que encajan con {q}:',
};
