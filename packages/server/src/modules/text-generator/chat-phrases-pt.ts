import type { Phrases } from './chat-language';

export const PT: Phrases = {
  newest: 'As novidades na {site}{of}:',
  bestSellers: 'Os mais vendidos na {site}{of} (os mais avaliados):',
  onSale: 'Preços que baixaram na {site}{of}:',
  noneOnSale: 'Nenhum preço baixou recentemente na {site}{of}.',
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
  closest: 'Não há correspondência exata para {q} na {site}; o mais próximo (próximo, não exato):',
  noneOfThose: 'Nenhum desses corresponde a {q}. O mais próximo na {site}:',
  noneAtPrice: 'Nenhum desses custa {price}. O mais próximo na {site}, do mais barato ao mais caro:',
  ofThoseWith: 'Desses, os que correspondem a {q}:',
};
