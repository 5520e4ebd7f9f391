/**
 * The small tables that read kinds (battery size, chemistry, product type) from item names and
 * from visitors' words, and the words that name no subject. The tables are data: a new size or
 * product type is one row; `catalogue-query.ts` does the reading.
 */

/** A kind as the tables name it: its value, and the phrases (lower-case words) that say it. */
export type KindRow = { value: string; phrases: readonly string[] };
export type SizeRow = KindRow & {
  /** The product type a size implies when nothing else names one (a CR2032 is a coin cell). */
  implies: string;
  /** One-letter sizes (C, D) count in item names only next to a size word: not "USB-C". */
  needsContext?: boolean;
};

export const SIZES: readonly SizeRow[] = [
  // A size of its own (stylus pens), though its letters are one more than AAA.
  { value: 'AAAA', phrases: ['aaaa', 'lr61'], implies: 'battery' },
  { value: 'AAA', phrases: ['aaa', 'lr03', 'micro batteries'], implies: 'battery' },
  { value: 'AA', phrases: ['aa', 'lr6', 'mignon', '14500'], implies: 'battery' },
  { value: 'C', phrases: ['c'], implies: 'battery', needsContext: true },
  { value: 'D', phrases: ['d'], implies: 'battery', needsContext: true },
  { value: '9V', phrases: ['9v', '9 volt', '9 v', 'pp3', '6lr61'], implies: 'battery' },
  { value: 'CR2032', phrases: ['cr2032', '2032'], implies: 'coin cell' },
  { value: 'CR2025', phrases: ['cr2025', '2025'], implies: 'coin cell' },
  { value: 'CR2016', phrases: ['cr2016', '2016'], implies: 'coin cell' },
  { value: 'CR2450', phrases: ['cr2450', '2450'], implies: 'coin cell' },
  { value: 'CR1632', phrases: ['cr1632', '1632'], implies: 'coin cell' },
  { value: 'CR123A', phrases: ['cr123a', 'cr123', '123a'], implies: 'battery' },
  { value: 'LR44', phrases: ['lr44', 'ag13', 'a76', '357'], implies: 'coin cell' },
  { value: 'SR626SW', phrases: ['sr626sw', 'sr626', '377'], implies: 'coin cell' },
  { value: 'SR621SW', phrases: ['sr621sw', 'sr621', '364'], implies: 'coin cell' },
  { value: '18650', phrases: ['18650'], implies: 'battery' },
  { value: '21700', phrases: ['21700'], implies: 'battery' },
];
/** Words that make a one-letter size a size: "D Size", "C batteries", "AA/AAA/C/D". */
export const SIZE_CONTEXT = new Set([
  'size',
  'sized',
  'battery',
  'batteries',
  'cell',
  'cells',
  'rechargeable',
  'aa',
  'aaa',
  'c',
  'd',
  '9v',
]);

/** Earlier rows win: "lithium ion" is Li-ion before it is lithium. */
export const CHEMISTRIES: readonly KindRow[] = [
  { value: 'li-ion', phrases: ['li ion', 'lithium ion', 'liion', 'lifepo4'] },
  { value: 'nimh', phrases: ['nimh', 'ni mh', 'nickel metal hydride'] },
  { value: 'lithium', phrases: ['lithium'] },
  { value: 'alkaline', phrases: ['alkaline', 'alkali'] },
  // Watches run on silver-oxide cells (SR626SW, SR621SW): their flat voltage keeps time.
  {
    value: 'silver oxide',
    phrases: ['silver oxide', 'watch battery', 'watch batteries', 'watch cell', 'watch cells'],
  },
  { value: 'zinc air', phrases: ['zinc air'] },
  { value: 'rechargeable', phrases: ['rechargeable', 'rechargeables', 'recharge', 'recharging'] },
];
export const SPECIFIC_CHEMISTRIES = CHEMISTRIES.filter((c) => c.value !== 'rechargeable');
/** The chemistries a visitor asking for "rechargeable" means. */
export const RECHARGEABLE = new Set(['rechargeable', 'nimh', 'li-ion']);

/** Earlier rows win: a "portable charger" is a power bank, a "charger with 4 AA" a charger. */
export const PRODUCT_TYPES: readonly KindRow[] = [
  {
    value: 'power bank',
    phrases: [
      'power bank',
      'power banks',
      'powerbank',
      'powerbanks',
      'portable charger',
      'power station',
      'magnetic battery',
    ],
  },
  { value: 'charger', phrases: ['charger', 'chargers', 'charging station'] },
  { value: 'adapter', phrases: ['adapter', 'adapters', 'adaptor', 'adaptors', 'sleeve', 'sleeves'] },
  {
    value: 'coin cell',
    phrases: [
      'coin',
      'coins',
      'button cell',
      'button cells',
      'watch battery',
      'watch batteries',
      'watch cell',
      'watch cells',
    ],
  },
  { value: 'battery', phrases: ['battery', 'batteries', 'cell', 'cells', 'battery pack'] },
  {
    value: 'perfume',
    phrases: [
      'perfume',
      'perfumes',
      'parfum',
      'eau de parfum',
      'eau de toilette',
      'edp',
      'edt',
      'cologne',
      'fragrance',
      'fragrances',
      'scent',
      'scents',
    ],
  },
  { value: 'serum', phrases: ['serum', 'serums', 'essence'] },
  { value: 'foundation', phrases: ['foundation', 'foundations'] },
  { value: 'lipstick', phrases: ['lipstick', 'lipsticks', 'lip color', 'lip colour'] },
  { value: 'mascara', phrases: ['mascara', 'mascaras'] },
  { value: 'eyeshadow', phrases: ['eyeshadow', 'eye shadow', 'eye palette', 'eyeshadow palette'] },
  // Before the creams: an eye cream is no face cream.
  { value: 'eye cream', phrases: ['eye cream', 'eye creams', 'eye balm'] },
  {
    value: 'moisturizer',
    phrases: ['moisturizer', 'moisturizers', 'moisturiser', 'moisturizing', 'cream', 'creams'],
  },
];
/** Every one-word phrase of the tables: what a word being typed may be completed to. */
export const KIND_WORDS: readonly string[] = [...SIZES, ...CHEMISTRIES, ...PRODUCT_TYPES]
  .flatMap((r) => r.phrases)
  .filter((p) => !p.includes(' '));

/** Types that are things for batteries, not batteries: a size alone never means them. */
export const ACCESSORY_TYPES = new Set(['charger', 'battery charger', 'power bank', 'adapter']);

/**
 * Types that are a kind of another: a coin cell is a battery to someone asking for batteries,
 * a battery charger a charger to someone asking for chargers (a USB wall charger is a charger,
 * but no battery charger).
 */
export const IS_A: Readonly<Record<string, string>> = {
  'coin cell': 'battery',
  'battery charger': 'charger',
};

/** Two types named together that mean a third: a charger named with batteries is a battery charger. */
export const NAMED_TOGETHER: ReadonlyArray<{ types: readonly [string, string]; means: string }> = [
  { types: ['charger', 'battery'], means: 'battery charger' },
];

/**
 * Words that ask how to choose, not what: "cheapest", "best rated", question words. They are
 * no subject; the caller reads them for the superlative.
 */
export const FILLER_WORDS = new Set([
  'a',
  'an',
  'the',
  'of',
  'for',
  'to',
  'in',
  'on',
  'with',
  'and',
  'or',
  'me',
  'my',
  'i',
  'you',
  'we',
  'is',
  'are',
  'what',
  'which',
  'who',
  'where',
  'how',
  'do',
  'does',
  'have',
  'has',
  'any',
  'some',
  'something',
  'anything',
  'show',
  'find',
  'need',
  'want',
  'looking',
  'buy',
  'please',
  'recommend',
  'suggest',
  'good',
  'best',
  'better',
  'top',
  'rated',
  'rating',
  'highest',
  'cheapest',
  'cheap',
  'cheaper',
  'lowest',
  'price',
  'priced',
  'most',
  'expensive',
  'popular',
  'reviewed',
  'least',
  'affordable',
  'budget',
  'one',
  'ones',
  'under',
  'below',
  'than',
  'your',
  'sell',
  'available',
  'can',
  'get',
  'günstigste',
  'billigste',
  'beste',
  'mais',
  'barato',
  'barata',
  'melhor',
  'mejor',
  'moins',
  'cher',
  'meilleur',
  // Short words of the other languages the synonyms speak: "carregador de pilhas", "für AA".
  'de',
  'da',
  'do',
  'das',
  'dos',
  'del',
  'para',
  'com',
  'con',
  'por',
  'für',
  'mit',
  'und',
  'pour',
  'avec',
  'et',
  'y',
  'e',
]);
