/**
 * The visitor's language, from the words of their message: English, German, French, Spanish,
 * Italian, Portuguese, Dutch or Japanese. Japanese by its script; the others by small word lists
 * of the words every question uses (articles, question words, "cheapest", "looking for") and the
 * letters only some of them write; the language with the most hits wins, English on a tie. Words
 * of the catalogue's names are no sign: "Lancôme" or "Crème de la Mer" keep an English question
 * English.
 */
export const CHAT_LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'ja'] as const;
export type ChatLanguage = (typeof CHAT_LANGUAGES)[number];

type Scored = Exclude<ChatLanguage, 'en' | 'ja'>;
const MARKERS: Record<Scored, string> = {
  de: `der die das den dem ein eine einen ich suche welche welcher welches was wie ist sind gibt es habt ihr
    mit für und oder günstigste günstigsten günstig billigste billigsten beste besten bewertet davon
    nicht haben kann können mein meine kinder schwanger sicher hallo servus danke kostet kosten
    führt verkauft bietet unter teuerste neu neue neuesten angebote vergleich`,
  fr: `le la les un une des du je cherche quel quelle quels quelles est sont avez vous avez-vous avec pour et ou
    moins cher meilleur meilleure meilleurs mieux noté notés parmi eux ceux-ci pas enceinte enfants sûr
    bonjour bonsoir salut merci coûte coûtent vendez proposez auriez nouveautés soldes`,
  es: `el la los las un una unos unas de del busco estoy buscando cuál cuáles qué es son tienen venden con
    para y o más barato barata baratos mejor mejores valorado valorada esos ellos embarazada niños seguro
    hola buenos buenas gracias cuesta cuestan tenéis vendéis tienes hay ofertas novedades`,
  it: `il lo gli un uno una dei delle degli della dello del di per con che chi cosa quale quali qual sono
    avete vendete hai ho cerco cercando vorrei serve servono mi mio mia miei mie più meno economico
    economica economici economiche migliore migliori miglior valutato valutata valutati valutate
    recensioni costa costano quanto quanti sotto tra fra questi queste quelli quello quella nuovo nuovi
    nuove novità offerta offerte sconto sconti scontati saldi grazie ciao buongiorno buonasera salve
    figlio figlia bambino bambina bimbo bimba devo fare usare incinta allattando sicuro sicura aiuto
    consigli consigliate consigliare consiglia prezzo prezzi confronta differenza spedizione spedite
    reso resi rimborso pagamento pagare nel nella sul sulla non ingoiato ingoiata inghiottito
    inghiottita ingerito ingerita restituire prodotto prodotti articolo articoli`,
  pt: `o os as um uma uns umas procuro estou procurando qual quais que é são têm tem vocês com para e ou
    mais barato barata baratos melhor melhores avaliado avaliada desses deles grávida crianças seguro
    da do das dos na no em há vende vendem olá oi obrigado obrigada custa custam`,
  nl: `de het een ik zoek zoeken jullie hebben heb heeft hebt wat welke welk zijn voor van met en niet geen
    goedkoopste goedkoop goedkope goedkoper duurste beoordeeld beoordeelde waardering verkopen verkoopt
    kost kosten prijs prijzen onder tot nieuw nieuwe nieuwste aanbieding aanbiedingen korting afgeprijsd
    bedankt dank hallo hoi goedemorgen graag alstublieft alsjeblieft mijn zoon dochter kindje moet doen
    mag veilig zwanger borstvoeding ingeslikt doorgeslikt opgegeten gegeten vergelijk vergelijken
    verschil tussen verzending bezorging levering retour retourneren terugsturen betalen daarvan
    hiervan deze hoeveel`,
};
/** Product words of one language: they tip a question that has no other marker ("pilhas AA?"). */
const PRODUCT_WORDS: Record<Scored, string> = {
  de: `batterien akku akkus ladegerät ladegeräte knopfzelle knopfzellen wiederaufladbar wiederaufladbare
    wiederaufladbaren parfüm duft gesichtscreme lippenstift wimpern wimperntusche`,
  fr: 'piles chargeur chargeurs parfum crème rouge cils visage',
  es: `pilas cargador cargadores recargable recargables baterías crema pintalabios maquillaje pestañas
    rímel`,
  it: `caricabatterie caricatore caricatori ricaricabile ricaricabili profumo profumi rossetto rossetti
    ciglia fondotinta siero`,
  pt: `pilhas pilha baterias carregador carregadores recarregável recarregáveis recarregavel recarregaveis
    creme batom maquiagem cílios`,
  nl: `batterijen batterij oplader opladers knoopcel knoopcellen oplaadbare oplaadbaar lippenstift
    wimpers gezichtscrème geurtje`,
};
const setOf = (words: string) => new Set(words.split(/\s+/).filter(Boolean));
const WEIGHTS = Object.entries(MARKERS).map(([lang, words]) => [lang as Scored, setOf(words)] as const);
const PRODUCT = Object.entries(PRODUCT_WORDS).map(([lang, words]) => [lang as Scored, setOf(words)] as const);
const ENGLISH = setOf(
  `the a an i im i'm what which who is are do does have has you your for with and or cheapest best
  rated looking find show me any some of those them safe pregnant kids children`,
);
/** Every marker of every language: a catalogue name's "la" or "de" still counts as the word it is. */
const ANY_MARKER = new Set([...ENGLISH, ...WEIGHTS.flatMap(([, set]) => [...set])]);

/** Not followed by a letter: `\b` knows only ASCII letters ("più" ends in one). */
const END = String.raw`(?![\p{L}\p{M}])`;
/** Letters only some of these languages write ("ê" is French and Portuguese: "vocês", "crêpe"). */
const LETTERS: ReadonlyArray<[RegExp, readonly ChatLanguage[]]> = [
  [/[äöüß]/u, ['de']],
  [/[ãõ]|ção\b|ções\b/u, ['pt']],
  [/[ñ¿¡]/u, ['es']],
  // "è" inside a word is French ("crème", "très"), a word of its own or at a word's end Italian.
  [/\p{L}è\p{L}|[ëœ]|\bqu['’]/u, ['fr']],
  [new RegExp(String.raw`(?:^|\s)è${END}|[ìò]|\p{L}[àù]${END}`, 'u'), ['it']],
  [/[êâôç]|(?:^|\s)à(?:\s|$)/u, ['fr', 'pt']],
  [/\p{L}ij|ij\p{L}/u, ['nl']],
];
/** Japanese writes kana or kanji (Chinese characters read as Japanese here). */
const JAPANESE = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff66-\uff9f]/u;

const splitWords = (lower: string) => lower.split(/[^\p{L}\p{M}'’-]+/u).filter(Boolean);

/**
 * A word of one or two letters weighs half: "la", "no", "de" start brand names ("La Mer",
 * "Chanel No 5") as often as they start a sentence, so one alone does not make a language.
 */
const weightOf = (w: string) => (w.length <= 2 ? 0.5 : 1);
const scoreOf = (words: readonly string[], set: ReadonlySet<string>) =>
  words.reduce((sum, w) => sum + (set.has(w) ? weightOf(w) : 0), 0);

/**
 * The language of a visitor's message. `names` are catalogue names the message may hold (brands,
 * items found for it): their words say which product is meant, not which language is spoken.
 */
export function languageOf(text: string, names: readonly string[] = []): ChatLanguage {
  const nameWords = new Set(names.flatMap((n) => splitWords(n.toLowerCase())));
  const words = splitWords(text.toLowerCase()).filter((w) => !nameWords.has(w) || ANY_MARKER.has(w));
  if (JAPANESE.test(text)) return 'ja';
  const own = words.join(' ');
  const scores = new Map<ChatLanguage, number>([['en', scoreOf(words, ENGLISH)]]);
  for (const [lang, set] of WEIGHTS) scores.set(lang, scoreOf(words, set));
  for (const [lang, set] of PRODUCT) scores.set(lang, (scores.get(lang) ?? 0) + scoreOf(words, set) / 2);
  for (const [re, langs] of LETTERS)
    if (re.test(own)) for (const lang of langs) scores.set(lang, (scores.get(lang) ?? 0) + 2);
  // Another language needs a real sign (a word of its own, or its letters): "perfume" alone is English.
  let best: ChatLanguage = 'en';
  for (const [lang, score] of scores) if (score > (scores.get(best) ?? 0) && score >= 1) best = lang;
  return best;
}

/** The visitor's language for the answers of care: the same reading, without catalogue names. */
export const visitorLanguageOf = (text: string): ChatLanguage => languageOf(text);

/** The catalogue names of what was found for a message: brands, items and their brands. */
export function namesFound(found: {
  items?: ReadonlyArray<{ name: string; brandName: string }>;
  brands?: ReadonlyArray<{ name: string }>;
}): string[] {
  return [
    ...(found.brands ?? []).map((b) => b.name),
    ...(found.items ?? []).flatMap((i) => [i.name, i.brandName]),
  ];
}
