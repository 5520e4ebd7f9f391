/**
 * The languages the built-in assistant answers in, the locale it writes numbers and prices in for
 * each, and the names of its sentences.
 */
export type Language = 'en' | 'de' | 'fr' | 'es' | 'it' | 'pt' | 'nl' | 'ja';

export const LOCALES: Record<Language, string> = {
  en: 'en-US',
  de: 'de-DE',
  fr: 'fr-FR',
  es: 'es-ES',
  it: 'it-IT',
  pt: 'pt-BR',
  nl: 'nl-NL',
  ja: 'ja-JP',
};

export type Phrase =
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
  | 'podcast'
  | 'podcastLabel'
  | 'guidesOn'
  | 'guidesAll'
  | 'episodesOn'
  | 'episodesAll'
  | 'noGuide'
  | 'noEpisode'
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
  | 'noBigger'
  | 'newest'
  | 'bestSellers'
  | 'onSale'
  | 'noneOnSale'
  | 'closest'
  | 'noneOfThose'
  | 'noneAtPrice'
  | 'ofThoseWith';

/** One language's sentences: `{site}`, `{q}` and the other names in braces are filled by `say`. */
export type Phrases = Record<Phrase, string>;
