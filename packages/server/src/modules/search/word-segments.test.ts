import { describe, expect, it } from 'vitest';
import { queryKinds, wordsOf } from './catalogue-query';
import { CHEMISTRIES, FILLER_WORDS, PRODUCT_TYPES, SIZES } from './kind-tables';
import { rawWords } from './understand-words';
import { hasWideScript } from './word-segments';

/** The kinds a visitor's text names, read as a search reads it. */
const kindsOf = (text: string) => queryKinds(rawWords(text).map((w) => wordsOf(w).join(''))).kinds;

describe('Japanese words', () => {
  it('cuts Japanese into words, keeping a brand in Latin letters whole', () => {
    const words = rawWords('Duracellの単三電池はありますか？');
    expect(words[0]).toBe('duracell');
    expect(words).toContain('電池');
    expect(wordsOf('ＣＲ２０３２のボタン電池')).toContain('cr2032');
  });

  it('leaves Latin text as it was: accents folded, one word per run', () => {
    expect(wordsOf('La Mer Crème de la Mer, 1.7 oz')).toEqual([
      'la',
      'mer',
      'creme',
      'de',
      'la',
      'mer',
      '1',
      '7',
      'oz',
    ]);
    expect(rawWords('Crème 1.7 oz')).toEqual(['crème', '1.7', 'oz']);
  });

  it('reads sizes, chemistries and product types from Japanese text', () => {
    expect(kindsOf('一番安い単三電池は？')).toMatchObject({ size: 'AA', productType: 'battery' });
    expect(kindsOf('単4形のニッケル水素電池')).toMatchObject({ size: 'AAA', chemistry: 'nimh' });
    expect(kindsOf('リチウムイオン電池')).toMatchObject({ chemistry: 'li-ion' });
    expect(kindsOf('CR2032のボタン電池')).toMatchObject({ size: 'CR2032', productType: 'coin cell' });
    expect(kindsOf('おすすめのモバイルバッテリー')).toMatchObject({ productType: 'power bank' });
    expect(kindsOf('評価の高い香水')).toMatchObject({ productType: 'perfume' });
  });

  it('finds every Japanese phrase of the tables inside a sentence, as a visitor writes it', () => {
    for (const row of [...SIZES, ...CHEMISTRIES, ...PRODUCT_TYPES])
      for (const phrase of row.phrases.filter(hasWideScript))
        for (const sentence of [`${phrase}はありますか`, `一番安い${phrase}を探しています`]) {
          const kinds = kindsOf(sentence) as Record<string, string | undefined>;
          expect(Object.values(kinds), `${sentence} → ${row.value}`).toContain(row.value);
        }
  });

  it('takes the particles and question words of a Japanese question as filler', () => {
    const words = rawWords('香水はありますか？一番安いのはどれですか');
    expect(words.filter((w) => !FILLER_WORDS.has(w))).toEqual(['香水']);
  });
});
