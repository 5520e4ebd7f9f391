import type { Phrases } from './chat-language';

export const IT: Phrases = {
  newest: 'Le novità su {site}{of}:',
  bestSellers: 'I più venduti su {site}{of} (i più recensiti):',
  onSale: 'I prezzi scesi su {site}{of}:',
  noneOnSale: 'Di recente nessun prezzo è sceso su {site}{of}.',
  biggerPacks: 'Confezioni più grandi dello stesso tipo:',
  noBigger: 'È la confezione più grande di questo tipo su {site}.',
  thanks: 'Prego! Posso aiutarvi a trovare qualcos’altro su {site}?',
  priciest: 'I prezzi più alti su {site}{of}:',
  ofThosePriciest: 'Di questi, i prezzi più alti:',
  readMore: 'Per saperne di più: {page}.',
  shipping:
    '{site} non spedisce gli ordini direttamente: li spedisce il venditore del marketplace da cui acquistate, che indica tempi e costi di consegna al momento del pagamento.',
  returns:
    'I resi seguono le condizioni del venditore del marketplace; la maggior parte accetta resi entro 30 giorni dalla consegna.',
  privacy:
    '{site} conserva solo i pochi dati che servono al sito; l’informativa sulla privacy spiega quali e perché.',
  general:
    'Ogni articolo porta a un marketplace affermato, con la sua protezione acquirenti, il pagamento sicuro e i resi.',
  payment:
    'Pagate alla cassa sicura del marketplace, con i metodi di pagamento che accetta; {site} non riceve pagamenti.',
  contact: 'Potete scrivere a {site} all’indirizzo {email}.',
  noContact: '{site} risponde alle domande qui in chat.',
  found: 'Ecco cosa ho trovato su {site} per {q}:',
  cheapest: 'I prezzi più bassi su {site}{of}:',
  bestRated: 'I più apprezzati su {site}{of}:',
  pagesMatch: 'Queste pagine di {site} corrispondono a {q}:',
  notFound: 'Non ho trovato {q} nel catalogo di {site}.',
  tryAgain: 'Provate con il nome di una marca o di un prodotto, oppure sfogliate {all}.',
  notCarried: '{site} non vende {q}.',
  notCarriedAny: '{site} non lo vende.',
  for: 'per',
  greeting:
    'Ciao! Sono l’assistente di {site}. Chiedetemi un prodotto o una marca, l’articolo più economico o meglio recensito di un tipo, il confronto tra due articoli, oppure spedizioni e resi.',
  category: 'categoria',
  brand: 'marca',
  tipLabel: 'Consiglio',
  didFind: 'Ho trovato:',
  compareHead: 'Ecco il confronto:',
  cheaperOfTwo: '{name} è il più economico dei due.',
  ratedHigher: '{name} ha valutazioni migliori dagli acquirenti.',
  noneFor: 'Nessun articolo su {site} corrisponde a {q}.',
  weHave: 'Ecco cosa abbiamo: {list}.',
  offTopic: 'Posso aiutarvi solo con gli acquisti su {site}: prodotti, prezzi, marche, spedizioni e resi.',
  ofThoseCheapest: 'Di questi, i prezzi più bassi:',
  ofThoseBest: 'Di questi, i più apprezzati:',
  ofThose: 'Gli articoli della mia ultima risposta:',
  rated: 'valutazione',
  reviews: 'recensioni',
  by: 'di',
  moreFrom: 'Altro di {brand} ({n} articoli).',
  items: 'articoli',
  tip: 'Può esservi utile anche il nostro consiglio {tip}.',
  health:
    'Una parola di prudenza: non posso dare consigli medici. Leggete l’etichetta e gli ingredienti, e chiedete al vostro medico o al farmacista se un prodotto è adatto a voi.',
  child:
    'Nota di sicurezza: le pile a bottone sono pericolose se ingoiate. Tenete le pile nuove e usate fuori dalla portata dei bambini, scegliete confezioni a prova di bambino e, se una pila può essere stata ingoiata, andate subito al pronto soccorso.',
  closest: 'Nessuna corrispondenza esatta per {q} su {site}; ecco i più vicini (simili, non esatti):',
  noneOfThose: 'Nessuno di questi corrisponde a {q}. I più vicini su {site}:',
  noneAtPrice: 'Nessuno di questi costa {price}. I più vicini su {site}, dal prezzo più basso:',
  ofThoseWith: 'Tra questi, quelli adatti a {q}:',
};
