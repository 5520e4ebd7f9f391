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
  fr: `le la les un une des je cherche quel quelle quels quelles est sont avez vous avec pour et ou
    moins cher meilleur meilleure meilleurs mieux noté notés parmi eux ceux-ci pas enceinte enfants sûr
    bonjour bonsoir salut merci`.split(/\s+/),
  es: `el los las un una unos unas busco estoy buscando cuál cuáles qué es son tienen con para y o
    más barato barata baratos mejor mejores valorado valorada de esos ellos embarazada niños seguro
    hola buenos buenas gracias`.split(/\s+/),
  pt: `o os as um uma uns umas procuro estou procurando qual quais que é são têm tem vocês com para e ou
    mais barato barata baratos melhor melhores avaliado avaliada desses deles grávida crianças seguro
    da do das dos na no em há vende vendem olá oi obrigado obrigada`.split(/\s+/),
};
/** Product words of one language: they tip a question that has no other marker ("pilhas AA?"). */
const PRODUCT_WORDS: Record<Exclude<ChatLanguage, 'en'>, readonly string[]> = {
  de: ['batterien', 'akku', 'akkus', 'ladegerät', 'knopfzelle', 'knopfzellen', 'parfüm', 'duft'],
  fr: ['piles', 'chargeur', 'parfum', 'crème', 'rouge'],
  es: ['pilas', 'cargador', 'crema', 'pintalabios', 'maquillaje'],
  pt: ['pilhas', 'pilha', 'carregador', 'creme', 'batom', 'maquiagem'],
};
const PRODUCT = Object.entries(PRODUCT_WORDS).map(
  ([lang, words]) => [lang as ChatLanguage, new Set(words)] as const,
);
const WEIGHTS = Object.entries(MARKERS).map(
  ([lang, words]) => [lang as ChatLanguage, new Set(words.filter(Boolean))] as const,
);
/** Letters only some of these languages write. */
const LETTERS: ReadonlyArray<[RegExp, ChatLanguage]> = [
  [/[äöüß]/, 'de'],
  [/[ãõ]|ção\b|ções\b/, 'pt'],
  [/[ñ¿¡]/, 'es'],
  [/[èêëàçœ]|\bqu['’]/, 'fr'],
];
const ENGLISH = new Set(
  `the a an i im i'm what which who is are do does have has you your for with and or cheapest best
  rated looking find show me any some of those them safe pregnant kids children`.split(/\s+/),
);

export function languageOf(text: string): ChatLanguage {
  const lower = text.toLowerCase();
  const words = lower.split(/[^\p{L}\p{M}'’-]+/u).filter(Boolean);
  const scores = new Map<ChatLanguage, number>([['en', words.filter((w) => ENGLISH.has(w)).length]]);
  for (const [lang, set] of WEIGHTS) scores.set(lang, words.filter((w) => set.has(w)).length);
  for (const [lang, set] of PRODUCT)
    scores.set(lang, (scores.get(lang) ?? 0) + words.filter((w) => set.has(w)).length / 2);
  for (const [re, lang] of LETTERS) if (re.test(lower)) scores.set(lang, (scores.get(lang) ?? 0) + 2);
  // Another language needs a real sign (a word of its own, or its letters): "perfume" alone is English.
  let best: ChatLanguage = 'en';
  for (const [lang, score] of scores) if (score > (scores.get(best) ?? 0) && score >= 1) best = lang;
  return best;
}
