/**
 * The visitor's language, from the words of their message: English, German, French, Spanish or
 * Portuguese. Small word lists of the words every question uses (articles, question words,
 * "cheapest", "looking for"); the language with the most hits wins, English on a tie.
 */
export const CHAT_LANGUAGES = ['en', 'de', 'fr', 'es', 'pt'] as const;
export type ChatLanguage = (typeof CHAT_LANGUAGES)[number];

const MARKERS: Record<Exclude<ChatLanguage, 'en'>, readonly string[]> = {
  de: `der die das den dem ein eine einen ich suche welche welcher welches was wie ist sind gibt es habt ihr
    mit für und oder günstigste günstigsten günstig billigste billigsten beste besten bewertet davon
    nicht haben kann können mein meine für kinder schwanger sicher hallo servus danke`.split(/\s+/),
  fr: `le la les un une des du je cherche quel quelle quels quelles est sont avez vous avec pour et ou
    moins cher meilleur meilleure meilleurs mieux noté notés parmi eux ceux-ci pas enceinte enfants sûr
    bonjour bonsoir salut merci`.split(/\s+/),
  es: `el la los las un una unos unas de del busco estoy buscando cuál cuáles qué es son tienen venden con
    para y o más barato barata baratos mejor mejores valorado valorada esos ellos embarazada niños seguro
    hola buenos buenas gracias`.split(/\s+/),
  pt: `o os as um uma uns umas procuro estou procurando qual quais que é são têm tem vocês com para e ou
    mais barato barata baratos melhor melhores avaliado avaliada desses deles grávida crianças seguro
    da do das dos na no em há vende vendem olá oi obrigado obrigada`.split(/\s+/),
};
/** Product words of one language: they tip a question that has no other marker ("pilhas AA?"). */
const PRODUCT_WORDS: Record<Exclude<ChatLanguage, 'en'>, readonly string[]> = {
  de: `batterien akku akkus ladegerät ladegeräte knopfzelle knopfzellen wiederaufladbar wiederaufladbare
    wiederaufladbaren parfüm duft gesichtscreme lippenstift wimpern wimperntusche`.split(/\s+/),
  fr: 'piles chargeur chargeurs parfum crème rouge cils visage'.split(/\s+/),
  es: `pilas cargador cargadores recargable recargables baterías crema pintalabios maquillaje pestañas
    rímel`.split(/\s+/),
  pt: `pilhas pilha baterias carregador carregadores recarregável recarregáveis recarregavel recarregaveis
    creme batom maquiagem cílios`.split(/\s+/),
};
const PRODUCT = Object.entries(PRODUCT_WORDS).map(
  ([lang, words]) => [lang as ChatLanguage, new Set(words.filter(Boolean))] as const,
);
const WEIGHTS = Object.entries(MARKERS).map(
  ([lang, words]) => [lang as ChatLanguage, new Set(words.filter(Boolean))] as const,
);
/** Letters only some of these languages write ("ê" is French and Portuguese: "vocês", "crêpe"). */
const LETTERS: ReadonlyArray<[RegExp, readonly ChatLanguage[]]> = [
  [/[äöüß]/, ['de']],
  [/[ãõ]|ção\b|ções\b/, ['pt']],
  [/[ñ¿¡]/, ['es']],
  [/[èëœ]|\bqu['’]/, ['fr']],
  [/[êâôàç]/, ['fr', 'pt']],
];
const ENGLISH = new Set(
  `the a an i im i'm what which who is are do does have has you your for with and or cheapest best
  rated looking find show me any some of those them safe pregnant kids children`.split(/\s+/),
);

/**
 * A word of one or two letters weighs half: "la", "no", "de" start brand names ("La Mer",
 * "Chanel No 5") as often as they start a sentence, so one alone does not make a language.
 */
const weightOf = (w: string) => (w.length <= 2 ? 0.5 : 1);
const scoreOf = (words: readonly string[], set: ReadonlySet<string>) =>
  words.reduce((sum, w) => sum + (set.has(w) ? weightOf(w) : 0), 0);

export function languageOf(text: string): ChatLanguage {
  const lower = text.toLowerCase();
  const words = lower.split(/[^\p{L}\p{M}'’-]+/u).filter(Boolean);
  const scores = new Map<ChatLanguage, number>([['en', scoreOf(words, ENGLISH)]]);
  for (const [lang, set] of WEIGHTS) scores.set(lang, scoreOf(words, set));
  for (const [lang, set] of PRODUCT) scores.set(lang, (scores.get(lang) ?? 0) + scoreOf(words, set) / 2);
  for (const [re, langs] of LETTERS)
    if (re.test(lower)) for (const lang of langs) scores.set(lang, (scores.get(lang) ?? 0) + 2);
  // Another language needs a real sign (a word of its own, or its letters): "perfume" alone is English.
  let best: ChatLanguage = 'en';
  for (const [lang, score] of scores) if (score > (scores.get(best) ?? 0) && score >= 1) best = lang;
  return best;
}

/**
 * Words of Italian and Dutch that the five languages above do not write: the visitor's language for
 * the few answers written in eight (care), before the other answers speak them.
 */
const MORE_MARKERS: Record<'it' | 'nl', ReadonlySet<string>> = {
  it: new Set(
    `il lo gli mio mia miei mie figlio figlia bambino bambina bimbo bimba cosa devo fare sono ho ha hanno
    della dello degli nel nella sul sulla che non posso usare incinta allattando sicuro sicura aiuto
    quale quali consigli consigliate consigliare cerco vorrei grazie ciao buongiorno prezzo economico
    ingoiato ingoiata inghiottito inghiottita ingerito ingerita`.split(/\s+/),
  ),
  nl: new Set(
    `ik mijn je jij het een heeft heb hebben zoon dochter kindje wat moet doen niet kan mag voor met
    welke welk zoek graag bedankt hallo goedkoopste beste prijs
    zwanger borstvoeding veilig help ingeslikt doorgeslikt opgegeten gegeten`.split(/\s+/),
  ),
};
/** Japanese writes kana or kanji. */
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/u;

/**
 * The visitor's language among eight: Japanese by its script, Italian or Dutch when their own words
 * outweigh those of the language `languageOf` finds, else that language.
 */
export function visitorLanguageOf(text: string): ChatLanguage | 'it' | 'nl' | 'ja' {
  if (JAPANESE.test(text)) return 'ja';
  const base = languageOf(text);
  const lower = text.toLowerCase();
  const words = lower.split(/[^\p{L}\p{M}'’-]+/u).filter(Boolean);
  const baseSet = base === 'en' ? ENGLISH : WEIGHTS.find(([l]) => l === base)?.[1];
  const baseScore = baseSet ? scoreOf(words, baseSet) : 0;
  let best: ChatLanguage | 'it' | 'nl' = base;
  let bestScore = Math.max(baseScore, 1);
  for (const [lang, set] of Object.entries(MORE_MARKERS) as Array<['it' | 'nl', ReadonlySet<string>]>) {
    const score = scoreOf(words, set);
    if (score > bestScore) {
      best = lang;
      bestScore = score;
    }
  }
  return best;
}
