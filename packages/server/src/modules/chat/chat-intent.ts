import type { ChatIntent, ChatListing } from '../text-generator';
import { careOf } from './chat-care';

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
  für bei und oder günstigste günstigsten günstigstes günstig billigste billigsten billig preiswerteste beste besten
  bestes am bewertet bewertete top empfehlen empfehlung kaufen haben bitte
  le la les un une des je cherche quel quelle quels quelles est sont avez vous avec pour et ou moins cher chère
  meilleur meilleure meilleurs meilleures mieux noté notée notés acheter svp
  el los las unos unas busco buscando estoy cuál cuáles qué son tienen con para y más barato barata baratos
  baratas económico mejor mejores valorado valorada valorados comprar por favor
  o os as um uma uns umas procuro procurando tem têm vocês mais melhor melhores avaliado avaliada avaliados
  comprar favor qual quais são é e da do das dos na no em que há vende vendem existe
  safe safety pregnant pregnancy during while use using kids kid children child baby babies toddler toddlers around
  swallow swallowed dangerous schwanger schwangerschaft sicher während kinder enceinte grossesse sûr sûre pendant
  enfants embarazada embarazo seguro segura durante niños grávida gravidez crianças
  dangereuses dangereux dangereuse sont-elles sont-ils avez-vous peligrosas peligrosos peligrosa gefährlich perigosas
  perigosos venden vende recomiendas recomienda recomendar recomendas recommandez empfiehlst empfehlen
  son daughter sohn tochter fils fille hijo hija filho filha ok okay stock in-stock carry carries offer if put apply safest safer keep
  by reviews review reviewed bem avaliadas avaliados valoradas valorados notées bewertete bewerteten
  laquelle lequel lesquels lesquelles welche welcher welches cuál cuáles qual quais
  davon eux elles ceux esos esas ellos ellas desses dessas deles delas`
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
/** "What can you do?", alone or after a hello. */
const CAPABILITIES =
  /^\s*(?:(?:hi|hello|hey|hiya|hallo|bonjour|salut|hola|ol[aá]|oi)(?: there)?[\s,!.]*)?(what can you (do|help( me)? with)|how can you help( me)?|who are you|what are you|was kannst du|que (peux|pouvez)-(tu|vous) faire|qu[eé] puedes hacer|o que (você )?pode fazer)[\s?!.]*$/iu;
const THANKS =
  /^\s*(?:ok(?:ay)?[\s,!.]*)?(thanks?|thank you|thx|cheers|great|perfect|awesome|danke|merci|gracias|obrigad[oa]|valeu)\b[\s\p{L},!.']{0,30}$/iu;
const SHIPPING =
  /\b(ships?|shipping|shipped|deliver|delivery|delivered|dispatch|tracking|track my|courier|versand|lieferung|liefern|livraison|livr[ée]|env[ií]os?|entrega|frete)\b/i;
const RETURNS =
  /\b(return|returns|returning|refund|refunds|exchange|money back|warranty|guarantee|rückgabe|umtausch|retours?|rembourse\w*|devoluci[oó]n|devoluç[aã]o|reembolso)\b/i;
const PRIVACY =
  /\b(privacy|personal data|my data|cookies?|gdpr|tracking cookies|datenschutz|confidentialit[ée]|privacidad|privacidade)\b/i;
const PAYMENT =
  /\b(pay|paying|payment|payments|paypal|credit card|debit card|apple pay|google pay|bezahlen|zahlung|payer|paiement|pagar|pago|pagamento)\b/i;
const CONTACT =
  /\b(contact|e-?mail|reach you|get in touch|talk to a (human|person)|customer service|kontakt|contacter|contactar|contato|contatar)\b/i;
const HASSLE = /\b(hassle|buyer protection|safe to buy|trust(ed)? sellers?|checkout)\b/i;
const PRICIEST =
  /(\b(most expensive|priciest|highest price[sd]?|dearest)\b|teuerste|le plus cher|la plus ch[eè]re|m[aá]s car[oa]|mais car[oa])/i;
const CHEAPEST =
  /(\b(cheapest|cheaper|lowest price|least expensive|inexpensive|affordable|budget|cheap)\b|günstig|billig|preiswert|moins ch[eè]re?|pas cher|m[aá]s barat|barat[oa]s?\b|econ[oó]mic)/i;
const BEST =
  /(\b(best|top|highest|most popular|recommend|favourite|favorite)\b|\bbeste|bewertet|empfehl|meilleur|mieux not|\bmejor|valorad|\bmelhor|avaliad)/i;
/** A question about the items the last answer listed. */
const FOLLOW_UP =
  /^\s*(and )?(the )?(cheapest|best rated|best|top rated)( one)?( please)?[?.!\s]*$|\b(of (those|these|them)|those|these ones|them|the (first|second|third|last) one|which one)\b|\bthe [\p{L}\p{N}-]+ one\b|\bdavon\b|\bdiese[rns]?\b|parmi (eux|elles|ceux)|lequel|laquelle|de (esos|esas|ellos|ellas)|cu[aá]l de|desses|dessas|deles|delas|qual deles/iu;
/** "What about AAA?", "and Rayovac?": the last question again, about something else. */
const WHAT_ABOUT =
  /^\s*(?:ok(?:ay)?[\s,]+)?(and|what about|how about|und|et|y|e|was ist mit|et pour|y (?:qu[eé] )?(?:tal )?(?:de|con)|e (?:o|a|os|as))\b/i;
/** "How much is it?": the item the last answer named first. */
const IT =
  /\b(how much (is|does|are) (it|that|this)|what does (it|that) cost|is it (any )?good|wie ?viel kostet (es|das)|combien (co[uû]te-t-il|ça co[uû]te|ca coute)|cu[aá]nto cuesta|quanto custa)\b/i;
/** "Is there a bigger pack?": more of the same item in one pack. */
const BIGGER =
  /\b(bigger|larger|more in a|bulk|gr[öo](ß|ss)ere|plus grand|m[aá]s grande|maior)\b.*\b(packs?|packung|paquete|pacote|paquet|box|size)\b|\b(bulk|value pack|multipack)\b/i;
/** Not a shopping question at all. */
const OFF_TOPIC =
  /\b(weather|forecast|world cup|who won|football|soccer|election|president|prime minister|capital of|recipe|joke|news|stock market|poem|song lyrics|homework|system prompt|previous instructions|wetter|fußball|weltmeister\w*|météo|coupe du monde|clima|tiempo|mundial|previsão|futebol|fútbol|copa do mundo)\b/i;
/** "How do I …": asking to be taught something, answered off topic when no product is meant. */
const HOW_TO =
  /^\s*(how (do|can|should|would) (i|you|we|one)|how to|wie (kann|mache|macht)|comment (faire|puis-je|je)|c[oó]mo (puedo|hago|se)|como (posso|fa[cç]o))\b/i;
/** A question or request of any kind: off topic when the catalogue knows none of its words. */
const QUESTION =
  /^[\s¿¡]*(what|whats|who|when|where|why|how|write|solve|calculate|compute|ignore|print|tell|translate|explain|can you|could you|would you|recommend|give me|quel|quelle|quels|qui|quand|comment|pourquoi|qui[eé]n|qu[eé]|cu[aá]ndo|c[oó]mo|por qu[eé]|wer|was|wann|wie|warum|quem|quando|o que)\b/i;
/** A shopping errand: asking whether the site sells something, or for something to buy. */
const SHOPPING =
  /\b(sell|sells|selling|carry|carries|stock|stocks|have|got|looking for|look for|need|want|buy|order|find|search|shop|verkauft|verkaufen|führt|führen|habt|haben|suche|brauche|kaufen|vend|vendez|avez|cherche|besoin|acheter|venden|vende|vendem|tienen|tiene|busco|necesito|comprar|têm|tem|procuro|preciso)\b/i;
const AMOUNT = String.raw`(?:us\$|r\$|\$|€|£)?\s*(\d+(?:[.,]\d{1,2})?)\s*(?:\$|€|£|dollars?|bucks|euros?|eur|usd|reais)?`;
/** "Under $11", "below 30 dollars", "unter 20 €": a ceiling an item priced exactly at it is not under. */
const UNDER = new RegExp(
  String.raw`\b(?:under|below|less than|cheaper than|unter|moins de|menos de|abaixo de)\s*${AMOUNT}(?![\p{L}\p{N}])`,
  'iu',
);
/** "Up to $11", "at most 30 dollars", "$11 or less", "bis 20 €": a ceiling that includes its amount. */
const UP_TO = new RegExp(
  String.raw`\b(?:up to|at most|no more than|not more than|max(?:imum)?|bis|jusqu['’]à|hasta|até)\s*${AMOUNT}(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])${AMOUNT}\s+or (?:less|under|below)\b`,
  'iu',
);
/** A phrase as a whole word in any script (`\b` knows only ASCII letters: "promoções" is no "promo"). */
const phrase = (alternatives: string) =>
  new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${alternatives})(?![\p{L}\p{N}])`, 'iu');
/** "What's new", "any new Energizer batteries?", "Neuheiten": the newest items. */
const NEWEST = phrase(
  "what['’]?s new|whats new|anything new|any new|something new|new arrivals?|newest|latest|just arrived|just in|came in (?:recently|lately|this (?:week|month))|recently added|recent(?:ly arrived| arrivals?| additions?)|newly (?:added|arrived|listed)|new (?:products?|items?|releases?|stuff|in stock|this (?:week|month))|neu(?:heiten|este[nrs]?|e[nrs]?)?|nouveaut[ée]s?|nouveaux?|nouvelles?|novedad(?:es)?|nuev[oa]s?|novidades?|lan[çc]amentos?",
);
/** "Best sellers", "Bestseller", "les plus vendus": the most reviewed items. */
const BEST_SELLERS = phrase(
  String.raw`best[- ]?sell(?:ers?|ing)|top[- ]?sell(?:ers?|ing)|sell(?:s|ing)? (?:the )?most|most (?:bought|purchased|ordered|reviewed|sold)|trending|customer favou?rites?|meistverkauft\p{L}*|meilleures? ventes?|(?:les )?plus vendu(?:e?s)?|m[aá]s vendid[oa]s|mais vendid[oa]s`,
);
/** "On sale", "deals", "Angebote", "promos", "ofertas": the items whose price dropped. */
const ON_SALE = phrase(
  String.raw`on sale|any sales?|sales|deals?|bargains?|clearance|special offers?|on offer|price cuts?|marked down|dropped in price|cheaper than (?:before|usual)|schnäppchen|bonnes affaires|en promo|gangas?|en promoci[oó]n|em promo[cç][aã]o|liquida[cç][aã]o|discount(?:s|ed)?|price drops?|prices? (?:dropped|reduced|cut)|reduced|markdowns?|im angebot|sonderangebote?|angebote?|reduziert\p{L}*|rabatt\p{L}*|preissenkung\p{L}*|promos?|promotions?|en solde|soldes?|r[ée]ductions?|prix (?:en )?baisse|en oferta|ofertas?|rebajas?|rebajad[oa]s|descuentos?|promoç(?:ão|ões)|promoc(?:ao|oes)|descontos?|em oferta`,
);
const LISTINGS: Array<[ChatListing, RegExp]> = [
  ['onSale', ON_SALE],
  ['bestSellers', BEST_SELLERS],
  ['newest', NEWEST],
];
/** A question for the newest, the best sellers or the price drops, and the text without those words. */
function listingOf(text: string): { kind: ChatListing; rest: string } | null {
  for (const [kind, re] of LISTINGS) {
    const m = re.exec(text);
    if (m) return { kind, rest: text.replace(m[0], ' ') };
  }
  return null;
}
/** Words after these say what a thing is for ("for my son's shoes", "if I have a pacemaker"). */
const PURPOSE = /\b(?:for|für|pour|para|if|when|wenn|si|se)\b(.*)$/i;
const COMPARE = [
  /\b(?:compare|comparison of|comparison between|differences? between|vergleiche?|vergleich von|unterschied zwischen|comparer?|compara|comparar|diferencia entre|diferença entre)\s+(.+?)\s+(?:and|with|vs\.?|versus|to|or|und|mit|et|avec|y|con|e|com)\s+(.+?)[?.!]*$/i,
  /^(?:which is better[,:]?\s*)?(.+?)\s+(?:vs\.?|versus)\s+(.+?)[?.!]*$/i,
  /^(?:which (?:one )?is (?:better|cheaper|the better|the cheaper|best|cheapest)|what is better)[,:]?\s+(.+?)\s+or\s+(.+?)[?.!]*$/i,
  /^(.+?)\s+or\s+(.+?)[,;]?\s+which (?:one )?is (?:better|cheaper|the better|the cheaper|best|cheapest)[?.!]*$/i,
  /^is (?:the )?(.+?) (?:better|cheaper|worse) than (?:the )?(.+?)[?.!]*$/i,
  // "A or B?" when neither side is a list ("AA, AAA or C") and it is no "do you have A or B".
  /^(?!\s*(?:do|does|have|has|any|are|can|could|show|i|we|my)\b)([^,]+?)\s+(?:or|oder|ou|o)\s+([^,]+?)\s*\?+\s*$/i,
];

/** The two sides of a comparison; "Varta vs Rayovac hearing aid batteries" compares hearing aid batteries. */
function compared(text: string): { a: string; b: string } | null {
  for (const re of COMPARE) {
    const m = re.exec(text);
    if (!m?.[1] || !m[2]) continue;
    let a = subjectOf(m[1]);
    const b = subjectOf(m[2]);
    if (!a || !b) continue;
    const bWords = b.split(' ');
    if (!a.includes(' ') && bWords.length > 2) a = [a, ...bWords.slice(1)].join(' ');
    return { a, b };
  }
  return null;
}

/** A price ceiling in major units, whether it includes its amount, and the text without it. */
function ceilingOf(text: string): { under?: number; underIncluded?: boolean; rest: string } {
  const strict = UNDER.exec(text);
  const upTo = strict ? null : UP_TO.exec(text);
  const m = strict ?? upTo;
  const amount = m?.[1] ?? m?.[2];
  if (!m || !amount) return { rest: text };
  return { under: Number(amount.replace(',', '.')), underIncluded: !strict, rest: text.replace(m[0], ' ') };
}

type Asked = Extract<ChatIntent, { kind: 'search' }>;
/** The subject of a question, its price ceiling, the words only saying what it is for, and its errand. */
function askedOf(text: string): Omit<Asked, 'kind'> {
  const { under, underIncluded, rest } = ceilingOf(text);
  const subject = subjectOf(rest);
  const purpose = PURPOSE.exec(rest)?.[1];
  const optional = purpose ? subjectOf(purpose) : '';
  const asks = HOW_TO.test(rest)
    ? 'howTo'
    : SHOPPING.test(rest)
      ? 'shop'
      : QUESTION.test(rest)
        ? 'ask'
        : 'words';
  // A question with a word of care is about a person's condition ("eczema", "my baby's rash"):
  // those words name no product, and may go unmatched.
  const care = careOf(rest) !== null;
  return {
    subject,
    asks,
    ...(under !== undefined ? { under, underIncluded: underIncluded ?? false } : {}),
    ...(care ? { optional: subject, care } : optional ? { optional } : {}),
  };
}

type Ranking = 'cheapest' | 'bestRated' | 'priciest';
const rankingOf = (text: string): Ranking | null =>
  PRICIEST.test(text) ? 'priciest' : CHEAPEST.test(text) ? 'cheapest' : BEST.test(text) ? 'bestRated' : null;

/**
 * What a visitor's message asks for; the assistant retrieves and answers by it. Only after an
 * answer can a message be a follow-up ("the cheapest one?").
 */
export function intentOf(message: string, afterAnswer = false): ChatIntent {
  const text = message.trim();
  if (GREETING.test(text) || CAPABILITIES.test(text)) return { kind: 'greeting' };
  if (THANKS.test(text)) return { kind: 'thanks' };
  const pair = compared(text);
  if (pair) return { kind: 'compare', ...pair };
  if (PRIVACY.test(text)) return { kind: 'policy', topic: 'privacy' };
  if (RETURNS.test(text)) return { kind: 'policy', topic: 'returns' };
  if (SHIPPING.test(text)) return { kind: 'policy', topic: 'shipping' };
  if (PAYMENT.test(text)) return { kind: 'policy', topic: 'payment' };
  if (CONTACT.test(text)) return { kind: 'policy', topic: 'contact' };
  if (HASSLE.test(text)) return { kind: 'policy', topic: 'general' };
  const listing = listingOf(text);
  if (listing) return { kind: listing.kind, ...askedOf(listing.rest) };
  if (OFF_TOPIC.test(text)) return { kind: 'offTopic' };
  const asked = askedOf(text);
  const by = rankingOf(text);
  if (afterAnswer) {
    const about = WHAT_ABOUT.test(text) && asked.subject !== '' && !FOLLOW_UP.test(text);
    const bigger = BIGGER.test(text);
    if (about || bigger || FOLLOW_UP.test(text) || IT.test(text) || (by && !asked.subject))
      return {
        kind: 'followUp',
        by,
        subject: bigger ? '' : asked.subject,
        about,
        it: IT.test(text) || bigger,
        bigger,
        previous: null,
      };
  }
  if (by) return { kind: by, ...asked };
  return { kind: 'search', ...asked };
}

/** The question a follow-up goes back to: the last one that named its own subject or pair. */
type Standing = Exclude<ChatIntent, { kind: 'followUp' }>;

/**
 * The intent of the last of a conversation's visitor messages, read with those before it: "what
 * about AAA?" after "cheapest AA" asks for the cheapest AAA; "which of those is best rated?"
 * carries the question it is about.
 */
export function conversationIntent(messages: readonly string[]): ChatIntent {
  let standing: Standing | null = null;
  let intent: ChatIntent = { kind: 'greeting' };
  for (const [n, message] of messages.entries()) {
    intent = intentOf(message, n > 0);
    if (intent.kind === 'followUp') {
      if (intent.about && standing && 'subject' in standing) {
        // The last question again, about the new subject (its ranking kept unless a new one is asked).
        const kind = intent.by ?? standing.kind;
        intent = { ...standing, kind, subject: intent.subject, asks: 'shop' } as Standing;
      } else intent = { ...intent, previous: standing };
    }
    if (intent.kind !== 'followUp' && intent.kind !== 'greeting' && intent.kind !== 'thanks')
      standing = intent;
  }
  return intent;
}
