import type { Phrases } from './chat-language';

export const EN: Phrases = {
  newest: 'The newest on {site}{of}:',
  bestSellers: 'The best sellers on {site}{of} (the most reviewed):',
  onSale: 'Prices that dropped on {site}{of}:',
  noneOnSale: 'No price on {site}{of} has dropped lately.',
  biggerPacks: 'Bigger packs of the same kind:',
  noBigger: 'That is the biggest pack of its kind on {site}.',
  thanks: "You're welcome! Is there anything else I can help you find on {site}?",
  priciest: 'The highest prices on {site}{of}:',
  ofThosePriciest: 'Of those, the highest prices:',
  readMore: 'Read more: {page}.',
  shipping:
    '{site} does not ship orders itself: the marketplace seller you buy from ships your order, and shows delivery times and costs at checkout.',
  returns: "Returns follow the marketplace seller's policy; most accept returns within 30 days of delivery.",
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
};
