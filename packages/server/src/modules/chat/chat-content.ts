/**
 * Whether a question asks for the site's guides (tips) or podcast episodes ("what does your
 * guide say about storing batteries?", "is there a podcast episode about lithium?", "welke
 * podcast gaat over opladen?"), and what about: its subject without the words that only ask.
 */

/** Words that ask for a guide or tip, in the languages the assistant reads. */
const GUIDE_WORDS = new Set(
  `guide guides guidance tip tips article articles advice blog
  ratgeber tipp tipps anleitung anleitungen leitfaden artikel beitrag beiträge
  conseil conseils astuce astuces
  guía guías guia guias consejo consejos artículo artículos
  dica dicas artigo artigos
  guida consiglio consigli articolo articoli
  gids gidsen handleiding artikelen
  ガイド 記事 ヒント`
    .split(/\s+/)
    .filter(Boolean),
);

/** Words that ask for a podcast episode. */
const PODCAST_WORDS = new Set(
  `podcast podcasts pod episode episodes listen
  folge folgen podcastfolge podcastfolgen
  épisode épisodes
  pódcast pódcasts episodio episodios
  episódio episódios
  puntata puntate
  aflevering afleveringen podcastaflevering
  ポッドキャスト エピソード`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Words that, in a question for a guide or an episode, only ask ("what does it say about",
 * "gaat over", "parla di"): none is what the guide is about.
 */
const ASKING = new Set(
  `say says said cover covers covering covered talk talks talking discuss discusses discussed mention
  mentions explain explains write writes wrote written topic subject site website yours there any
  sagt sagen steht stehen behandelt behandeln geht gehen darüber über gibt es ein eine einen einem einer zum zur zu euer eure
  dit disent parle parlent traite traitent sur votre vos a-t-il y-a-t-il existe-t-il du un une il
  dice dicen habla hablan trata tratan sobre vuestro vuestra tenéis alguna alguno algún
  diz dizem fala falam trata tratam sobre seu sua algum alguma
  cosa dicono parla parlano tratta trattano su di del della un una c è ce avete vostro vostra
  che dell dello della delle degli sul sulla sui nel nella
  welke welk wat zegt zeggen gaat gaan over jullie er een is zijn hebben heeft jouw uw
  de het der die das den dem des el la le les il lo gli`
    .split(/\s+/)
    .filter(Boolean),
);

export type ContentAsked = {
  /** The kinds asked for: guides, podcast episodes, or both. */
  guides: boolean;
  podcasts: boolean;
  /** The subject without the asking words ('' when the question names none). */
  subject: string;
};

/** The guides or episodes a question's subject words ask for, or null when it asks for neither. */
export function contentAsked(subject: string): ContentAsked | null {
  const words = subject.split(/\s+/).filter(Boolean);
  // "Podcast-Folge": a word of its parts.
  const names = (set: Set<string>, w: string) => set.has(w) || w.split('-').some((part) => set.has(part));
  const guides = words.some((w) => names(GUIDE_WORDS, w));
  const podcasts = words.some((w) => names(PODCAST_WORDS, w));
  if (!guides && !podcasts) return null;
  const rest = words.filter((w) => !names(GUIDE_WORDS, w) && !names(PODCAST_WORDS, w) && !ASKING.has(w));
  return { guides, podcasts, subject: rest.join(' ') };
}
