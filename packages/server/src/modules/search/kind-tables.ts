/**
 * The small tables that read kinds (battery size, chemistry, product type) from item names and
 * from visitors' words, and the words that name no subject. The tables are data: a new size or
 * product type is one row; `catalogue-query.ts` does the reading. Japanese phrases are written as
 * Japanese writes them ("単三"): they are cut into words as a visitor's text is.
 */
import { hasWideScript, segmentWords } from './word-segments';

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
  { value: 'AAAA', phrases: ['aaaa', 'lr61', '単六', '単6', '単六形', '単6形'], implies: 'battery' },
  {
    value: 'AAA',
    phrases: ['aaa', 'lr03', 'micro batteries', '単四', '単4', '単四形', '単4形'],
    implies: 'battery',
  },
  {
    value: 'AA',
    phrases: ['aa', 'lr6', 'mignon', '14500', '単三', '単3', '単三形', '単3形'],
    implies: 'battery',
  },
  { value: 'C', phrases: ['c', '単二', '単2', '単二形', '単2形'], implies: 'battery', needsContext: true },
  { value: 'D', phrases: ['d', '単一', '単1', '単一形', '単1形'], implies: 'battery', needsContext: true },
  {
    value: '9V',
    phrases: ['9v', '9 volt', '9 v', 'pp3', '6lr61', '006p', '9ボルト', '角形電池'],
    implies: 'battery',
  },
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
  { value: 'li-ion', phrases: ['li ion', 'lithium ion', 'liion', 'lifepo4', 'リチウムイオン'] },
  { value: 'nimh', phrases: ['nimh', 'ni mh', 'nickel metal hydride', 'ニッケル水素'] },
  { value: 'lithium', phrases: ['lithium', 'リチウム'] },
  { value: 'alkaline', phrases: ['alkaline', 'alkali', 'アルカリ'] },
  // Watches run on silver-oxide cells (SR626SW, SR621SW): their flat voltage keeps time.
  {
    value: 'silver oxide',
    phrases: [
      'silver oxide',
      'watch battery',
      'watch batteries',
      'watch cell',
      'watch cells',
      '酸化銀',
      '時計用電池',
    ],
  },
  { value: 'zinc air', phrases: ['zinc air', '空気亜鉛', '補聴器用電池'] },
  {
    value: 'rechargeable',
    phrases: ['rechargeable', 'rechargeables', 'recharge', 'recharging', '充電式', '充電池', '繰り返し充電'],
  },
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
      'モバイルバッテリー',
      'ポータブル電源',
      'ポータブルバッテリー',
    ],
  },
  { value: 'charger', phrases: ['charger', 'chargers', 'charging station', '充電器'] },
  {
    value: 'adapter',
    phrases: [
      'adapter',
      'adapters',
      'adaptor',
      'adaptors',
      'sleeve',
      'sleeves',
      'アダプター',
      'アダプタ',
      'スペーサー',
    ],
  },
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
      'ボタン電池',
      'コイン電池',
      '時計用電池',
    ],
  },
  {
    value: 'battery',
    phrases: ['battery', 'batteries', 'cell', 'cells', 'battery pack', '電池', '乾電池', 'バッテリー'],
  },
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
      '香水',
      'フレグランス',
      'オードパルファム',
      'オードトワレ',
    ],
  },
  { value: 'serum', phrases: ['serum', 'serums', 'essence', '美容液', 'セラム'] },
  { value: 'foundation', phrases: ['foundation', 'foundations', 'ファンデーション', 'ファンデ'] },
  {
    value: 'lipstick',
    phrases: ['lipstick', 'lipsticks', 'lip color', 'lip colour', '口紅', 'リップスティック', 'ルージュ'],
  },
  { value: 'mascara', phrases: ['mascara', 'mascaras', 'マスカラ'] },
  {
    value: 'eyeshadow',
    phrases: ['eyeshadow', 'eye shadow', 'eye palette', 'eyeshadow palette', 'アイシャドウ', 'アイシャドー'],
  },
  // Before the creams: an eye cream is no face cream.
  { value: 'eye cream', phrases: ['eye cream', 'eye creams', 'eye balm', 'アイクリーム', '目元用クリーム'] },
  {
    value: 'moisturizer',
    phrases: [
      'moisturizer',
      'moisturizers',
      'moisturiser',
      'moisturizing',
      'cream',
      'creams',
      '保湿クリーム',
      'クリーム',
      'フェイスクリーム',
      '保湿',
    ],
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

/** Japanese words as the segmenter cuts them: what a visitor's text is cut into. */
function japanese(text: string): string[] {
  return text.split(/\s+/).flatMap((w) => (hasWideScript(w) ? segmentWords(w) : []));
}

/**
 * Japanese particles, verbs and question words, and the words that only ask how to choose, as the
 * segmenter cuts them ("ありますか" is ありま すか): no subject of a Japanese question.
 */
export const JAPANESE_FILLER: readonly string[] =
  japanese(`は が を の に で と も か や へ から まで より ね よ な って
    ありますか あります ありません ある ください 下さい 教えて 教えてください 探しています 探してる 探してます
    欲しい ほしい 欲しいです 買いたい 売っていますか 売ってますか 扱っていますか 置いていますか 取り扱い
    何 なに どれ どの どんな どこ いくら です ですか でしょうか ますか ます したい できますか お願い お願いします
    一番 いちばん 最も もっと 安い 安く 最安 格安 安価 お手頃 高い 高価 評価 レビュー 人気 おすすめ オススメ
    お勧め いい 良い よい 最高 商品 製品 もの 物 用 向け 向き 形 タイプ 種類 以下 未満 以内 円 ユーロ ドル
    ほか 他 について 関して 中 使える 使う 合う 対応 新着 新商品 新しい 最新 売れ筋 人気商品 セール 値下げ
    割引 特価 比較 違い どちら どっち ありがとう こんにちは その この あの それ これ あれ うち`);

/** The words, and each with its accents folded: filler is compared with the folded words of a query. */
function fillerSet(words: readonly string[]): Set<string> {
  const fold = (w: string) => (hasWideScript(w) ? w : w.normalize('NFD').replace(/\p{M}+/gu, ''));
  return new Set(words.filter(Boolean).flatMap((w) => [w, fold(w)]));
}

/**
 * Words that ask how to choose, not what: "cheapest", "best rated", question words. They are
 * no subject; the caller reads them for the superlative.
 */
export const FILLER_WORDS = fillerSet([
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
  // Everyday verbs, question words and currencies of the languages visitors write in.
  ...`kostet kosten habt ihr gibt führt verkauft welche unter bis euro euros eur dollar dollars
    coûte coûtent avez vous vendez cherche quel quelle moins
    cuesta cuestan tenéis tienen tienes venden vendéis busco cuál menos
    custa custam têm vendem procuro qual
    il lo gli un uno una di del della dello dei delle degli per che cosa quale quali avete vendete
    cerco vorrei serve servono più meno economico economica economici economiche migliore migliori
    miglior valutato valutata valutati recensito recensiti prezzo prezzi costa costano quanto sotto
    het een van voor met en ik zoek zoeken jullie hebben heb heeft hebt wat welke welk goedkoopste
    goedkoop goedkope goedkoper beste beoordeeld beoordeelde prijs onder tot duurste mijn graag
    verkopen verkoopt kost raden raad aanraden adviseren kunnen kunt kun je jij u mij wil willen er op aan
    potete puoi può vi ci sono è`.split(/\s+/),
  ...JAPANESE_FILLER,
]);
