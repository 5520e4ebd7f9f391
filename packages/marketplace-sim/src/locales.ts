/**
 * The marketplaces the simulator can be: each writes prices, ratings, counts, labels and stock the
 * way the real one does (amazon.co.jp `￥5,500` and `5つ星のうち4.2`, amazon.de `24,90 €` and
 * `4,5 von 5 Sternen`, amazon.ca a bare `$` that means CAD).
 */
export const SIM_LOCALES = [
  'en-US',
  'en-CA',
  'en-GB',
  'de-DE',
  'fr-FR',
  'es-ES',
  'it-IT',
  'pt-BR',
  'ja-JP',
  'es-MX',
  'en-IN',
] as const;
export type SimLocale = (typeof SIM_LOCALES)[number];

type Money = {
  currency: string;
  /** ISO 4217 digits after the decimal mark. */
  exponent: 0 | 2;
  /** Units of the currency a US dollar buys: the catalogue's prices are in US cents. */
  perDollar: number;
  symbol: string;
  /** `24,90 €` rather than `£24.90`. */
  symbolAfter: boolean;
  /** Between symbol and number: `R$ 1.299,00`, `24,90 €` (a no-break space). */
  gap: string;
  decimal: string;
  group: string;
  /** Indian grouping: 1,29,999. */
  lakh: boolean;
  /** Whole rupees on search cards: `₹1,299` (the product page writes `₹1,299.00`). */
  wholeOnCards: boolean;
};

type Words = {
  rating: (n: string) => string;
  ratingDetails: string;
  ratings: (n: string) => string;
  /** The product page's count: `1.234 Sternebewertungen`. */
  pageRatings: (n: string) => string;
  /** The short count under a card: `(1.2K)`, `(1,2 mil)`. */
  short: (thousands: string) => string;
  sponsored: string;
  /** The aria-label's prefix of a sponsored card's title, dash included. */
  sponsoredAd: string;
  store: (brand: string) => string;
  brandLine: (brand: string) => string;
  brandLabel: string;
  inStock: string;
  outOfStock: string;
  descriptionHeading: string;
  resultsFor: (total: number) => string;
  next: string;
};

export type LocaleSpec = { locale: SimLocale; lang: string; host: string; money: Money; words: Words };

const NBSP = '\u00a0';
const NNBSP = '\u202f';

const dollar = (currency: string, perDollar: number): Money => ({
  currency,
  exponent: 2,
  perDollar,
  symbol: '$',
  symbolAfter: false,
  gap: '',
  decimal: '.',
  group: ',',
  lakh: false,
  wholeOnCards: false,
});
const euro = (decimal: string, group: string): Money => ({
  currency: 'EUR',
  exponent: 2,
  perDollar: 0.92,
  symbol: '€',
  symbolAfter: true,
  gap: NBSP,
  decimal,
  group,
  lakh: false,
  wholeOnCards: false,
});

const english: Words = {
  rating: (n) => `${n} out of 5 stars`,
  ratingDetails: 'rating details',
  ratings: (n) => `${n} ratings`,
  pageRatings: (n) => `${n} ratings`,
  short: (k) => `${k}K`,
  sponsored: 'Sponsored',
  sponsoredAd: 'Sponsored Ad – ',
  store: (b) => `Visit the ${b} Store`,
  brandLine: (b) => `Brand: ${b}`,
  brandLabel: 'Brand',
  inStock: 'In Stock',
  outOfStock: "Currently unavailable. We don't know when or if this item will be back in stock.",
  descriptionHeading: 'Product description',
  resultsFor: (t) => `${t} results for`,
  next: 'Next',
};
const spanish: Words = {
  rating: (n) => `${n} de 5 estrellas`,
  ratingDetails: 'detalles de la calificación',
  ratings: (n) => `${n} calificaciones`,
  pageRatings: (n) => `${n} calificaciones`,
  short: (k) => `${k} mil`,
  sponsored: 'Patrocinado',
  sponsoredAd: 'Anuncio patrocinado – ',
  store: (b) => `Visita la tienda de ${b}`,
  brandLine: (b) => `Marca: ${b}`,
  brandLabel: 'Marca',
  inStock: 'Disponible.',
  outOfStock:
    'No disponible por el momento. No sabemos si este producto volverá a estar disponible, ni cuándo.',
  descriptionHeading: 'Descripción del producto',
  resultsFor: (t) => `${t} resultados para`,
  next: 'Siguiente',
};

export const LOCALES: Record<SimLocale, LocaleSpec> = {
  'en-US': {
    locale: 'en-US',
    lang: 'en-us',
    host: 'www.amazon.com',
    money: dollar('USD', 1),
    words: english,
  },
  'en-CA': {
    locale: 'en-CA',
    lang: 'en-ca',
    host: 'www.amazon.ca',
    money: dollar('CAD', 1.37),
    words: english,
  },
  'en-GB': {
    locale: 'en-GB',
    lang: 'en-gb',
    host: 'www.amazon.co.uk',
    money: { ...dollar('GBP', 0.79), symbol: '£' },
    words: { ...english, inStock: 'In stock', short: (k) => `${k}K` },
  },
  'de-DE': {
    locale: 'de-DE',
    lang: 'de-de',
    host: 'www.amazon.de',
    money: euro(',', '.'),
    words: {
      rating: (n) => `${n} von 5 Sternen`,
      ratingDetails: 'Details zu Bewertungen',
      ratings: (n) => `${n} Bewertungen`,
      pageRatings: (n) => `${n} Sternebewertungen`,
      short: (k) => `${k} Tsd.`,
      sponsored: 'Gesponsert',
      sponsoredAd: 'Gesponsert – ',
      store: (b) => `Besuche den ${b}-Store`,
      brandLine: (b) => `Marke: ${b}`,
      brandLabel: 'Marke',
      inStock: 'Auf Lager',
      outOfStock:
        'Derzeit nicht verfügbar. Ob und wann dieser Artikel wieder vorrätig sein wird, ist unbekannt.',
      descriptionHeading: 'Produktbeschreibung',
      resultsFor: (t) => `${t} Ergebnisse für`,
      next: 'Weiter',
    },
  },
  'fr-FR': {
    locale: 'fr-FR',
    lang: 'fr-fr',
    host: 'www.amazon.fr',
    money: euro(',', NNBSP),
    words: {
      rating: (n) => `${n} sur 5 étoiles`,
      ratingDetails: 'détails des évaluations',
      ratings: (n) => `${n} évaluations`,
      pageRatings: (n) => `${n} évaluations`,
      short: (k) => `${k} k`,
      sponsored: 'Sponsorisé',
      sponsoredAd: 'Sponsorisé – ',
      store: (b) => `Visiter la boutique ${b}`,
      brandLine: (b) => `Marque${NBSP}: ${b}`,
      brandLabel: 'Marque',
      inStock: 'En stock',
      outOfStock:
        "Actuellement indisponible. Nous ne savons pas quand cet article sera de nouveau approvisionné ni s'il le sera.",
      descriptionHeading: 'Description du produit',
      resultsFor: (t) => `${t} résultats pour`,
      next: 'Suivant',
    },
  },
  'es-ES': {
    locale: 'es-ES',
    lang: 'es-es',
    host: 'www.amazon.es',
    money: euro(',', '.'),
    words: {
      ...spanish,
      ratings: (n) => `${n} valoraciones`,
      pageRatings: (n) => `${n} valoraciones`,
      inStock: 'En stock',
    },
  },
  'it-IT': {
    locale: 'it-IT',
    lang: 'it-it',
    host: 'www.amazon.it',
    money: euro(',', '.'),
    words: {
      rating: (n) => `${n} su 5 stelle`,
      ratingDetails: 'dettagli valutazione',
      ratings: (n) => `${n} voti`,
      pageRatings: (n) => `${n} voti`,
      short: (k) => `${k} mila`,
      sponsored: 'Sponsorizzato',
      sponsoredAd: 'Annuncio sponsorizzato – ',
      store: (b) => `Visita lo Store di ${b}`,
      brandLine: (b) => `Marca: ${b}`,
      brandLabel: 'Marca',
      inStock: 'Disponibilità immediata',
      outOfStock:
        "Attualmente non disponibile. Non sappiamo se e quando l'articolo sarà di nuovo disponibile.",
      descriptionHeading: 'Descrizione prodotto',
      resultsFor: (t) => `${t} risultati per`,
      next: 'Avanti',
    },
  },
  'pt-BR': {
    locale: 'pt-BR',
    lang: 'pt-br',
    host: 'www.amazon.com.br',
    money: { ...euro(',', '.'), currency: 'BRL', perDollar: 5.5, symbol: 'R$', symbolAfter: false },
    words: {
      rating: (n) => `${n} de 5 estrelas`,
      ratingDetails: 'detalhes da avaliação',
      ratings: (n) => `${n} avaliações`,
      pageRatings: (n) => `${n} avaliações de clientes`,
      short: (k) => `${k} mil`,
      sponsored: 'Patrocinado',
      sponsoredAd: 'Anúncio patrocinado – ',
      store: (b) => `Visite a loja ${b}`,
      brandLine: (b) => `Marca: ${b}`,
      brandLabel: 'Marca',
      inStock: 'Em estoque',
      outOfStock: 'Não disponível. Não sabemos quando ou se este item voltará ao estoque.',
      descriptionHeading: 'Descrição do produto',
      resultsFor: (t) => `${t} resultados para`,
      next: 'Próximo',
    },
  },
  'ja-JP': {
    locale: 'ja-JP',
    lang: 'ja-jp',
    host: 'www.amazon.co.jp',
    money: { ...dollar('JPY', 150), exponent: 0, symbol: '￥' },
    words: {
      rating: (n) => `5つ星のうち${n}`,
      ratingDetails: '評価の詳細',
      ratings: (n) => `${n}件の評価`,
      pageRatings: (n) => `${n}個の評価`,
      short: (k) => `${k}千`,
      sponsored: 'スポンサー',
      sponsoredAd: 'スポンサー広告 - ',
      store: (b) => `${b}のストアを表示`,
      brandLine: (b) => `ブランド: ${b}`,
      brandLabel: 'ブランド',
      inStock: '在庫あり。',
      outOfStock: '現在在庫切れです。 この商品の再入荷予定は立っておりません。',
      descriptionHeading: '商品の説明',
      resultsFor: (t) => `${t}件の結果`,
      next: '次へ',
    },
  },
  'es-MX': {
    locale: 'es-MX',
    lang: 'es-mx',
    host: 'www.amazon.com.mx',
    money: dollar('MXN', 17),
    words: spanish,
  },
  'en-IN': {
    locale: 'en-IN',
    lang: 'en-in',
    host: 'www.amazon.in',
    money: { ...dollar('INR', 83), symbol: '₹', lakh: true, wholeOnCards: true },
    words: { ...english, inStock: 'In stock' },
  },
};
