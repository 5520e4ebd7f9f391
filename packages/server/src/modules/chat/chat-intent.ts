import type { ChatIntent } from '../text-generator/text-generator';

/** Words that say nothing about which product is meant. */
const FILLER = new Set(
  `a an the is are was be what whats which who whom do does did you your have has had i im me my we our for of in on at to
  from with and or please pls can could would should will show find finding looking look want wanted need needs any some
  about tell give recommend recommendation suggest suggestion best cheapest cheap cheaper lowest low price prices priced
  rated rating ratings top highest high most least get buy buying there it its that this these those something anything
  good great one ones item items product products thing things sell selling sold have got hey hi hello thanks thank know
  under than over costs cost inexpensive affordable budget expensive available much many how where when why just really
  very like love find me us hallo bonjour salut hola olá ola oi
  der die das den dem ein eine einen ich suche suchen welche welcher welches was wie ist sind gibt es habt ihr mit
  für und oder günstigste günstigsten günstigstes günstig billigste billigsten billig preiswerteste beste besten
  bestes am bewertet bewertete top empfehlen empfehlung kaufen haben bitte
  le la les un une des je cherche quel quelle quels quelles est sont avez vous avec pour et ou moins cher chère
  meilleur meilleure meilleurs meilleures mieux noté notée notés acheter svp
  el los las unos unas busco buscando estoy cuál cuáles qué son tienen con para y más barato barata baratos
  baratas económico mejor mejores valorado valorada valorados comprar por favor
  o os as um uma uns umas procuro procurando tem têm vocês mais melhor melhores avaliado avaliada avaliados
  comprar favor qual quais é e da do das dos na no em que há vende vendem existe
  safe safety pregnant pregnancy during while use using kids kid children child baby babies toddler toddlers around
  swallow swallowed dangerous schwanger schwangerschaft sicher während kinder enceinte grossesse sûr sûre pendant
  enfants embarazada embarazo seguro segura durante niños grávida gravidez crianças`
    .split(/\s+/)
    .filter(Boolean),
);
/** Contractions whose second half is no product word: "I'm looking for" is not about "m". */
const CONTRACTION = /\b(i|you|we|they|it|that|what|who|there)['’](m|re|ve|ll|d|s)\b/gi;

/** The words of a question that name what is being looked for. */
export function subjectOf(text: string): string {
  return text
    .toLowerCase()
    .replace(CONTRACTION, ' ')
    .replace(/[’']s\b/g, '')
    .split(/[^\p{L}\p{M}\p{N}-]+/u)
    .filter((w) => w && !FILLER.has(w))
    .slice(0, 8)
    .join(' ');
}

const GREETING =
  /^\s*(hi|hello|hey|hiya|howdy|good (morning|afternoon|evening)|help|what can you do|hallo|guten (tag|morgen|abend)|servus|bonjour|bonsoir|salut|hola|buen[oa]s (d[ií]as|tardes|noches)|ol[aá]|oi|bom dia|boa (tarde|noite))(?![\p{L}])[\s\p{L},]{0,14}[!.?]*\s*$/iu;
const SHIPPING = /\b(ship|shipping|shipped|deliver|delivery|delivered|dispatch|tracking|track my|courier)\b/i;
const RETURNS = /\b(return|returns|returning|refund|refunds|exchange|money back|warranty|guarantee)\b/i;
const PRIVACY = /\b(privacy|personal data|my data|cookies?|gdpr|tracking cookies)\b/i;
const HASSLE = /\b(hassle|buyer protection|safe to buy|trust(ed)? sellers?|checkout)\b/i;
const CHEAPEST =
  /(\b(cheapest|cheaper|lowest price|least expensive|inexpensive|affordable|budget|cheap)\b|günstig|billig|preiswert|moins ch[eè]re?|pas cher|m[aá]s barat|barat[oa]s?\b|econ[oó]mic)/i;
const BEST =
  /(\b(best|top|highest|most popular|recommend|favourite|favorite)\b|\bbeste|bewertet|empfehl|meilleur|mieux not|\bmejor|valorad|\bmelhor|avaliad)/i;
/** A question about the items the last answer listed. */
const FOLLOW_UP =
  /^\s*(and )?(the )?(cheapest|best rated|best|top rated)( one)?( please)?[?.!\s]*$|\b(of (those|these|them)|those|these ones|them|the (first|second|third|last) one|which one)\b|\bdavon\b|\bdiese[rns]?\b|parmi (eux|elles|ceux)|lequel|laquelle|de (esos|esas|ellos|ellas)|cu[aá]l de|desses|dessas|deles|delas|qual deles/i;
/** Not a shopping question at all. */
const OFF_TOPIC =
  /\b(weather|forecast|world cup|who won|football|soccer|election|president|prime minister|capital of|recipe|joke|news|stock market|wetter|fußball|météo|clima|tiempo|previsão|futebol|fútbol)\b/i;
/** Questions where a product answer needs a word of care. */
const HEALTH =
  /(pregnan|breast-?feed|nursing|allerg|eczema|sensitive skin|rash|medical|medicine|doctor|schwanger|stillen|allergi|enceinte|allaitement|embarazad|lactancia|alergi|grávida|gravidez|amamenta)/i;
const CHILD =
  /(child|kid|baby|babies|toddler|swallow|kinder|kind\b|baby|enfant|bébé|avaler|niñ|bebé|tragar|crian|engolir)/i;
const COIN_CELL =
  /(coin|button|cr\d{4}|lr4[14]|ag\d+|knopfzell|pile bouton|pila de bot[oó]n|bateria de moeda|pilha de bot[aã]o)/i;

/** What deserves a caveat in the answer: health (pregnancy, allergies), or coin cells near children. */
export function safetyOf(message: string): 'health' | 'child' | null {
  if (HEALTH.test(message)) return 'health';
  if (COIN_CELL.test(message) && (CHILD.test(message) || /\bsafe|sicher|sûr|segur/i.test(message)))
    return 'child';
  return null;
}

/** Whether the message asks about the items the previous answer listed. */
export const isFollowUp = (message: string) => FOLLOW_UP.test(message);

/** Whether the message is about something no shop answers (the weather, sport, news). */
export const isOffTopic = (message: string) => OFF_TOPIC.test(message);
const COMPARE = [
  /\b(?:compare|comparison of|comparison between|difference between|differences between)\s+(.+?)\s+(?:and|with|vs\.?|versus|to|or)\s+(.+?)[?.!]*$/i,
  /^(?:which is better[,:]?\s*)?(.+?)\s+(?:vs\.?|versus)\s+(.+?)[?.!]*$/i,
];

/**
 * What a visitor's message asks for; the assistant retrieves and answers by it. Only after an
 * answer can a message be a follow-up ("the cheapest one?").
 */
export function intentOf(message: string, afterAnswer = false): ChatIntent {
  const text = message.trim();
  if (GREETING.test(text)) return { kind: 'greeting' };
  for (const re of COMPARE) {
    const m = re.exec(text);
    if (m?.[1] && m[2]) {
      const a = subjectOf(m[1]);
      const b = subjectOf(m[2]);
      if (a && b) return { kind: 'compare', a, b };
    }
  }
  if (PRIVACY.test(text)) return { kind: 'policy', topic: 'privacy' };
  if (RETURNS.test(text)) return { kind: 'policy', topic: 'returns' };
  if (SHIPPING.test(text)) return { kind: 'policy', topic: 'shipping' };
  if (HASSLE.test(text)) return { kind: 'policy', topic: 'general' };
  if (OFF_TOPIC.test(text)) return { kind: 'offTopic' };
  const subject = subjectOf(text);
  if (afterAnswer && FOLLOW_UP.test(text)) {
    const by = CHEAPEST.test(text) ? 'cheapest' : BEST.test(text) ? 'bestRated' : null;
    return { kind: 'followUp', by, subject };
  }
  if (CHEAPEST.test(text)) return { kind: 'cheapest', subject };
  if (BEST.test(text)) return { kind: 'bestRated', subject };
  return { kind: 'search', subject };
}
