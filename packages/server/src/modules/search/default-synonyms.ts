import type { Db } from '../../db/client';
import { searchSynonyms } from '../../db/schema';

/**
 * The synonym groups a new demo site starts with: the words visitors use for the main kinds
 * and categories, in English, German, French, Spanish and Portuguese. The site's admin
 * edits them like any other content.
 */
export const DEFAULT_SYNONYMS: Readonly<Record<string, ReadonlyArray<readonly string[]>>> = {
  batteries: [
    [
      'batteries',
      'battery',
      'batterie',
      'batterien',
      'pilha',
      'pilhas',
      'pila',
      'pilas',
      'bateria',
      'baterias',
      'piles',
    ],
    [
      'rechargeable',
      'rechargeables',
      'akku',
      'akkus',
      'wiederaufladbar',
      'recarregavel',
      'recarregável',
      'recarregáveis',
      'recarregaveis',
      'recargable',
      'recargables',
      'rechargeable batteries',
    ],
    ['charger', 'chargers', 'ladegerät', 'ladegerat', 'carregador', 'cargador', 'chargeur'],
    [
      'power bank',
      'powerbank',
      'portable charger',
      'external battery',
      'bateria externa',
      'batería externa',
      'batterie externe',
      'carregador portátil',
      'carregador portatil',
    ],
    [
      'coin cell',
      'button cell',
      'knopfzelle',
      'knopfzellen',
      'pile bouton',
      'pila de botón',
      'pilha de botão',
      'watch battery',
    ],
    ['alkaline', 'alkali', 'alkalisch', 'alcalina', 'alcalinas', 'alcaline', 'alcalino'],
    ['lithium', 'lithium batteries', 'litio', 'lítio', 'lithium akku'],
    ['aa', 'mignon', 'lr6', 'double a'],
    ['aaa', 'micro', 'lr03', 'triple a'],
  ],
  beautyluxdeluxe: [
    [
      'perfume',
      'parfum',
      'perfumes',
      'parfüm',
      'profumo',
      'perfume feminino',
      'eau de parfum',
      'eau de toilette',
      'fragrance',
      'duft',
      'fragancia',
      'fragrância',
      'cologne',
    ],
    [
      'moisturizer',
      'moisturiser',
      'cream',
      'creme',
      'crème',
      'crema',
      'feuchtigkeitscreme',
      'hidratante',
      'hydratant',
      'face cream',
    ],
    ['serum', 'sérum', 'sero', 'sérum facial'],
    ['foundation', 'fond de teint', 'base de maquillaje', 'base líquida', 'grundierung'],
    ['lipstick', 'lippenstift', 'rouge à lèvres', 'pintalabios', 'batom'],
    ['makeup', 'make up', 'make-up', 'maquillage', 'maquillaje', 'maquiagem', 'schminke'],
    ['skincare', 'skin care', 'hautpflege', 'soin de la peau', 'cuidado de la piel', 'cuidados com a pele'],
  ],
  test: [['widget', 'gizmo', 'doohickey']],
};

/** Writes the default groups of the topics named, for topics that have none yet. */
export async function seedDefaultSynonyms(db: Db, topics: readonly string[] = Object.keys(DEFAULT_SYNONYMS)) {
  const rows = topics.flatMap((topic) =>
    (DEFAULT_SYNONYMS[topic] ?? []).map((terms) => ({ websiteTopic: topic, terms: [...terms] })),
  );
  if (rows.length > 0) await db.insert(searchSynonyms).values(rows);
}
