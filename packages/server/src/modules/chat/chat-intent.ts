import { hasWideScript, JAPANESE_FILLER, segmentWords } from '../search';
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
  davon eux elles ceux esos esas ellos ellas desses dessas deles delas
  kostet kosten koste verkauft führt bietet ihr euch euro euros eur dollar dollars unter bis teuer teuerste
  coûte coûtent combien vendez proposez auriez cher chers chères
  cuesta cuestan cuánto cuanto tenéis tienes vendéis hay
  custa custam quanto
  il lo gli un uno dei delle degli della dello del di per che chi cosa quale quali qual avete vendete vendi
  hai ho c'è ci cerco cercando vorrei serve servono mi mio mia miei mie più meno economico economica
  economici economiche migliore migliori miglior meglio valutato valutata valutati valutate recensioni
  costa costano prezzo prezzi sotto tra fra questi queste quelli quello quella consigli consigliate
  consigliare consiglia consigliami grazie ciao buongiorno buonasera salve usare sicuro sicura bambini
  het een van voor met en ik zoek zoeken jullie hebben heb heeft hebt wat welke welk zijn niet goedkoopste
  goedkoop goedkope goedkoper duurste beoordeeld beoordeelde waardering verkopen verkoopt kost prijs prijzen
  onder tot mijn graag alstublieft alsjeblieft bedankt hallo hoi daarvan hiervan deze aanraden kinderen
  veilig zwanger er op aan bij om uit te nog ook al raden raad adviseren adviseer aanbevelen kunnen kunt kun je jij u
  mij wil willen wilt zou graag potete puoi può potresti vi ti ne ultime ultimi ultima ultimo laatste
  è sono ci sulle sulla sul sui nei nelle negli nello alle alla al ai agli dalle dal col qualche`
    .split(/\s+/)
    .filter(Boolean),
);
/** Japanese words that name nothing: particles, "do you have", "cheapest", "recommended". */
const JAPANESE_FILLERS = new Set(JAPANESE_FILLER);
/** Contractions whose second half is no product word: "I'm looking for" is not about "m". */
const CONTRACTION = /\b(i|you|we|they|it|that|what|who|there)['’](m|re|ve|ll|d|s)\b/gi;

/** The words of a question that name what is being looked for. */
export function subjectOf(text: string): string {
  const words = text
    .toLowerCase()
    .replace(CONTRACTION, ' ')
    .replace(/[’']s\b/g, '')
    .split(/[^\p{L}\p{M}\p{N}-]+/u);
  if (hasWideScript(text)) return japaneseSubjectOf(words);
  const kept = words.filter((w) => w && !FILLER.has(w));
  // "de" joins words in French, Spanish and Portuguese ("pila de botón") but is an article in Dutch
  // ("de goedkoopste powerbank"): only between two words does it belong to the subject.
  while (kept[0] === 'de') kept.shift();
  while (kept.at(-1) === 'de') kept.pop();
  return kept.slice(0, 8).join(' ');
}

/**
 * The subject of a text with Japanese in it: its runs cut into words, the filler left out, and the
 * words that stood together written together again ("一番安い単三電池は？" asks for 単三電池).
 */
function japaneseSubjectOf(words: readonly string[]): string {
  const runs: string[] = [];
  for (const word of words) {
    let run = '';
    for (const w of segmentWords(word)) {
      if (FILLER.has(w) || JAPANESE_FILLERS.has(w)) {
        if (run) runs.push(run);
        run = '';
      } else
        run = run && hasWideScript(w) && hasWideScript(run.slice(-1)) ? run + w : run ? `${run} ${w}` : w;
    }
    if (run) runs.push(run);
  }
  return runs.slice(0, 8).join(' ');
}

const GREETING =
  /^\s*(hi|hello|hey|hiya|howdy|good (morning|afternoon|evening)|help|what can you do|hallo|guten (tag|morgen|abend)|servus|bonjour|bonsoir|salut|hola|buen[oa]s (d[ií]as|tardes|noches)|ol[aá]|oi|bom dia|boa (tarde|noite)|ciao|buongiorno|buonasera|salve|hoi|goedemorgen|goedemiddag|goedenavond|dag|こんにちは|こんばんは|おはよう(?:ございます)?|はじめまして)(?![\p{L}])[\s\p{L},、]{0,14}[!.?。]*\s*$/iu;
/** "What can you do?", alone or after a hello. */
const CAPABILITIES =
  /^\s*(?:(?:hi|hello|hey|hiya|hallo|bonjour|salut|hola|ol[aá]|oi)(?: there)?[\s,!.]*)?(what can you (do|help( me)? with)|how can you help( me)?|who are you|what are you|was kannst du|que (peux|pouvez)-(tu|vous) faire|qu[eé] puedes hacer|o que (você )?pode fazer|cosa (puoi|sai) fare|come (puoi|mi puoi) aiutarmi|wat kun je( voor mij)?( doen)?|waarmee kun je (mij |me )?helpen|何ができ(ます|る)(か|の)?)[\s?!.。]*$/iu;
const THANKS =
  /^\s*(?:ok(?:ay)?[\s,!.]*)?(thanks?|thank you|thx|cheers|great|perfect|awesome|danke|merci|gracias|obrigad[oa]|valeu|grazie|bedankt|dank (?:je|u)(?: wel)?|ありがとう(?:ございます|ございました)?|どうも)(?![\p{L}\p{N}])[\s\p{L},!.'。、]{0,30}$/iu;
const SHIPPING =
  /\b(ships?|shipping|shipped|deliver|delivery|delivered|dispatch|tracking|track my|courier|versand|lieferung|liefern|livraison|livr[ée]|env[ií]os?|entrega|frete|spedizion[ei]|spedite|spedire|consegna|verzending|verzenden|verzendkosten|bezorging|bezorgen|levering|leveren)\b|配送|送料|発送|配達|届く|届き|お届け/i;
const RETURNS =
  /\b(return|returns|returning|refund|refunds|exchange|money back|warranty|guarantee|rückgabe|umtausch|retours?|rembourse\w*|devoluci[oó]n|devoluç[aã]o|reembolso|reso|resi|restituire|restituzione|rimborso|garanzia|retour|retourneren|terugsturen|ruilen|geld terug)\b|返品|返金|交換|保証/i;
const PRIVACY =
  /\b(privacy|personal data|my data|cookies?|gdpr|tracking cookies|datenschutz|confidentialit[ée]|privacidad|privacidade|dati personali|persoonsgegevens|mijn gegevens)\b|プライバシー|個人情報|クッキー/i;
const PAYMENT =
  /\b(pay|paying|payment|payments|paypal|credit card|debit card|apple pay|google pay|bezahlen|zahlung|payer|paiement|pagar|pago|pagamento|pagare|carta di credito|betalen|betaling|creditcard)\b|支払|払い|決済|クレジットカード/i;
const CONTACT =
  /\b(contact|e-?mail|reach you|get in touch|talk to a (human|person)|customer service|kontakt|contacter|contactar|contato|contatar|contattare|contattarvi|contattarti|contatto|contacteren|klantenservice)\b|問い合わせ|連絡先|連絡/i;
const HASSLE = /\b(hassle|buyer protection|safe to buy|trust(ed)? sellers?|checkout)\b/i;
const PRICIEST =
  /(\b(most expensive|priciest|highest price[sd]?|dearest)\b|teuerste|le plus cher|la plus ch[eè]re|m[aá]s car[oa]|mais car[oa]|più car[oaie]|più costos[oaie]|\bduurste?\b|(?:一番|最も|いちばん)高い|高価|高額)/i;
const CHEAPEST =
  /(\b(cheapest|cheaper|lowest price|least expensive|inexpensive|affordable|budget|cheap)\b|günstig|billig|preiswert|moins ch[eè]re?|pas cher|m[aá]s barat|barat[oa]s?\b|econ[oó]mic|meno car[oaie]|prezzo più basso|goedko|laagste prijs|voordeligst|安い|安く|最安|格安|安価|手頃)/i;
const BEST =
  /(\b(best|top|highest|most popular|recommend|favourite|favorite)\b|\bbeste|bewertet|empfehl|meilleur|mieux not|\bmejor|valorad|\bmelhor|avaliad|miglior|\bmeglio\b|valutat|apprezzat|consigli|beoordeel|aanrader|aanbevel|aanraden|おすすめ|オススメ|お勧め|評価|人気|最高|ベスト|一番(?:いい|良い))/i;
/** A question about the items the last answer listed. */
const FOLLOW_UP =
  /^\s*(and )?(the )?(cheapest|best rated|best|top rated)( one)?( please)?[?.!\s]*$|\b(of (those|these|them)|those|these ones|them|the (first|second|third|last) one|which one)\b|\bthe [\p{L}\p{N}-]+ one\b|\bdavon\b|\bdiese[rns]?\b|parmi (eux|elles|ceux)|lequel|laquelle|de (esos|esas|ellos|ellas)|cu[aá]l de|desses|dessas|deles|delas|qual deles|\b(?:di|tra|fra) (?:questi|queste|quelli|quelle)\b|quale di|welke van|\bdaarvan\b|\bhiervan\b|van deze\b|その中|そのうち|この中|これらの中/iu;
/** "And cheaper?", "anything less expensive?": below what the last answer listed. */
const CHEAPER =
  /\b(cheaper|less expensive|lower[- ]priced|for less)\b|günstiger|billiger|preiswerter|moins ch[eè]re?s?\b|m[aá]s barat[oa]s?\b|mais barat[oa]s?\b/i;
/** "Which ones are lithium?", "any of them in AAA?": narrowing the last answer's set. */
const NARROWING = /\b(which ones|any of (them|those|these)|ones that|ones with|only the)\b/i;
/** "What about AAA?", "and Rayovac?": the last question again, about something else. */
const WHAT_ABOUT =
  /^\s*(?:ok(?:ay)?[\s,]+)?(and|what about|how about|und|et|y|e|was ist mit|et pour|y (?:qu[eé] )?(?:tal )?(?:de|con)|e (?:o|a|os|as)|e per|e invece|che ne dici di|en|wat dacht je van|en wat dacht je van)\b|^\s*(?:じゃあ|では|それでは)?[^、。？?]{1,24}(?:は|なら|では)(?:どう(?:ですか)?)?[？?]?\s*$/iu;
/** "How much is it?": the item the last answer named first. */
const IT =
  /\b(how much (is|does|are) (it|that|this)|what does (it|that) cost|is it (any )?good|wie ?viel kostet (es|das)|combien (co[uû]te-t-il|ça co[uû]te|ca coute)|cu[aá]nto cuesta|quanto custa|wat kost (?:het|dat|die|deze)|hoeveel kost (?:het|dat|die|deze))\b|^\s*(?:e\s+)?quanto cost(?:a|ano)(?:\s+(?:questo|quello|questa|quella))?\s*[?!.]*$|^\s*(?:それ|これ|あれ)?(?:は)?(?:おいくら|いくら)(?:ですか|なの|する)?[？?。]*\s*$/iu;
/** "Is there a bigger pack?": more of the same item in one pack. */
const BIGGER =
  /\b(bigger|larger|more in a|bulk|gr[öo](ß|ss)ere|plus grand|m[aá]s grande|maior)\b.*\b(packs?|packung|paquete|pacote|paquet|box|size)\b|\b(bulk|value pack|multipack)\b|\b(?:confezion[ei]|pacc(?:o|hi))\s+più grand[ei]|\b(?:grotere?|meer in een)\s+(?:verpakking|pak|doos)|(?:大きい|大きな|大容量の?)(?:パック|サイズ|箱)|大容量|まとめ買い|徳用/i;
/** Not a shopping question at all. */
const OFF_TOPIC =
  /\b(weather|forecast|world cup|who won|football|soccer|election|president|prime minister|capital of|recipe|joke|news|stock market|poem|song lyrics|homework|system prompt|previous instructions|wetter|fußball|weltmeister\w*|météo|coupe du monde|clima|tiempo|mundial|previsão|futebol|fútbol|copa do mundo|meteo|calcio|elezioni|ricetta|barzelletta|notizie|mondiali|weerbericht|het weer|voetbal|verkiezingen|recept|nieuws)\b|天気|サッカー|野球|選挙|レシピ|ジョーク|冗談|ニュース|首相|大統領|ワールドカップ|宿題/i;
/** "How do I …": asking to be taught something, answered off topic when no product is meant. */
const HOW_TO =
  /^\s*(how (do|can|should|would) (i|you|we|one)|how to|wie (kann|mache|macht)|comment (faire|puis-je|je)|c[oó]mo (puedo|hago|se)|como (posso|fa[cç]o)|come (posso|faccio|si fa|si)|hoe (kan|moet|doe|gebruik))\b|どうやって|やり方|方法を教えて/i;
/** A question or request of any kind: off topic when the catalogue knows none of its words. */
const QUESTION =
  /^[\s¿¡]*(what|whats|who|when|where|why|how|write|solve|calculate|compute|ignore|print|tell|translate|explain|can you|could you|would you|recommend|give me|quel|quelle|quels|qui|quand|comment|pourquoi|qui[eé]n|qu[eé]|cu[aá]ndo|c[oó]mo|por qu[eé]|wer|was|wann|wie|warum|quem|quando|o que|cosa|che cosa|quale|scrivi|spiega|wat|wie|wanneer|waar|waarom|hoe|welke|schrijf|vertel|leg uit)\b|何|なに|誰|いつ|どこ|なぜ|どうして|教えて|書いて/i;
/** A shopping errand: asking whether the site sells something, or for something to buy. */
const SHOPPING =
  /\b(sell|sells|selling|carry|carries|stock|stocks|have|got|looking for|look for|need|want|buy|order|find|search|shop|verkauft|verkaufen|führt|führen|habt|haben|suche|brauche|kaufen|vend|vendez|avez|cherche|besoin|acheter|venden|vende|vendem|tienen|tiene|busco|necesito|comprar|têm|tem|procuro|preciso|vendete|vendi|avete|cerco|cercando|vorrei|serve|servono|comprare|acquistare|verkopen|verkoopt|hebben|hebt|zoek|zoeken|nodig|kopen|tenéis|vendéis)\b|ありますか|あります|売って|扱って|置いて|欲しい|ほしい|探して|買いたい|購入|取り扱/i;
const AMOUNT = String.raw`(?:us\$|r\$|\$|€|£|¥)?\s*(\d+(?:[.,]\d{1,2})?)\s*(?:\$|€|£|¥|dollars?|bucks|euros?|eur|usd|reais|円|ユーロ|ドル)?`;
/** "Under $11", "below 30 dollars", "unter 20 €": a ceiling an item priced exactly at it is not under. */
const UNDER = new RegExp(
  String.raw`(?:(?<![\p{L}])à\s+)?\b(?:under|below|less than|cheaper than|unter|moins de|menos de|abaixo de|sotto(?: i| ai)?|meno di|inferiore a|onder(?: de)?|minder dan|goedkoper dan)\s*${AMOUNT}(?![\p{L}\p{N}])|(?<![\p{N}.,])${AMOUNT}\s*(?:未満|より安い)`,
  'iu',
);
/** "Up to $11", "at most 30 dollars", "$11 or less", "bis 20 €": a ceiling that includes its amount. */
const UP_TO = new RegExp(
  String.raw`\b(?:up to|at most|no more than|not more than|max(?:imum)?|bis|jusqu['’]à|hasta|até|fino a|al massimo|massimo|non più di|tot|maximaal|hooguit|niet meer dan)\s*${AMOUNT}(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])${AMOUNT}\s+(?:or (?:less|under|below)|o meno|of minder|oder weniger|ou moins|o menos|ou menos)\b|(?<![\p{N}.,])${AMOUNT}\s*(?:以下|以内|まで)`,
  'iu',
);
/**
 * A phrase as a whole word in any script (`\b` knows only ASCII letters: "promoções" is no "promo"),
 * or one of the Japanese words (`wide`), which stand between other words with no space.
 */
const phrase = (alternatives: string, wide: string) =>
  new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${alternatives})(?![\p{L}\p{N}])|${wide}`, 'iu');
/** "What's new", "any new Energizer batteries?", "Neuheiten": the newest items. */
const NEWEST = phrase(
  "what['’]?s new|whats new|anything new|any new|something new|new arrivals?|newest|latest|just arrived|just in|came in (?:recently|lately|this (?:week|month))|recently added|recent(?:ly arrived| arrivals?| additions?)|newly (?:added|arrived|listed)|new (?:products?|items?|releases?|stuff|in stock|this (?:week|month))|neu(?:heiten|este[nrs]?|e[nrs]?)?|nouveaut[ée]s?|nouveaux?|nouvelles?|novedad(?:es)?|nuev[oa]s?|novidades?|lan[çc]amentos?|(?:ultime )?novit[àa]|nuov[oie]|nuova|nuovi arrivi|ultimi arrivi|appena arrivat[oaie]|nieuw(?:e|ste)?|nieuwe producten|net binnen|pas binnen",
  '新着|新商品|新製品|新しい|最新|新作|入荷',
);
/** "Best sellers", "Bestseller", "les plus vendus": the most reviewed items. */
const BEST_SELLERS = phrase(
  String.raw`best[- ]?sell(?:ers?|ing)|top[- ]?sell(?:ers?|ing)|sell(?:s|ing)? (?:the )?most|most (?:bought|purchased|ordered|reviewed|sold)|trending|customer favou?rites?|meistverkauft\p{L}*|meilleures? ventes?|(?:les )?plus vendu(?:e?s)?|m[aá]s vendid[oa]s|mais vendid[oa]s|(?:i )?più vendut[oaie]|meest verkocht[e]?|bestverkopend[e]?|populairste`,
  '売れ筋|人気商品|ベストセラー|一番売れ|よく売れ|売れている|人気ランキング',
);
/** "On sale", "deals", "Angebote", "promos", "ofertas": the items whose price dropped. */
const ON_SALE = phrase(
  String.raw`on sale|any sales?|sales|deals?|bargains?|clearance|special offers?|on offer|price cuts?|marked down|dropped in price|cheaper than (?:before|usual)|schnäppchen|bonnes affaires|en promo|gangas?|en promoci[oó]n|em promo[cç][aã]o|liquida[cç][aã]o|discount(?:s|ed)?|price drops?|prices? (?:dropped|reduced|cut)|reduced|markdowns?|im angebot|sonderangebote?|angebote?|reduziert\p{L}*|rabatt\p{L}*|preissenkung\p{L}*|promos?|promotions?|en solde|soldes?|r[ée]ductions?|prix (?:en )?baisse|en oferta|ofertas?|rebajas?|rebajad[oa]s|descuentos?|promoç(?:ão|ões)|promoc(?:ao|oes)|descontos?|em oferta|in offerta|offert[ae]|scont[oi]|scontat[oaie]|saldi|promozion[ei]|ribassat[oaie]|aanbieding(?:en)?|in de aanbieding|korting(?:en)?|afgeprijsd|uitverkoop`,
  'セール|値下げ|値下がり|割引|特価|お買い得|安売り|バーゲン',
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
const PURPOSE =
  /\b(?:for|für|pour|para|if|when|wenn|si|se|voor|als|per(?= (?:il|la|lo|i|gli|le|un|una|uno|mio|mia|miei|mie)\b))\b(.*)$/i;
const COMPARE = [
  /\b(?:compare|comparison of|comparison between|differences? between|vergleiche?|vergleich von|unterschied zwischen|comparer?|compara|comparar|diferencia entre|diferença entre|confronta(?:re)?|paragona(?:re)?|differenza tra|vergelijk(?:en)?|verschil tussen)\s+(.+?)\s+(?:and|with|vs\.?|versus|to|or|und|mit|et|avec|y|con|e|com)\s+(.+?)[?.!]*$/i,
  /\b(?:vergelijk(?:en)?|verschil tussen)\s+(.+?)\s+(?:en|met|of)\s+(.+?)[?.!]*$/i,
  /^(?:qual(?:e)? (?:è|e)|quale) (?:meglio|migliore|il migliore|più economic[oa])[,:]?\s+(?:tra\s+)?(.+?)\s+(?:o|e)\s+(.+?)[?.!]*$/i,
  /^(?:welke|wat) is (?:beter|goedkoper|de beste|de goedkoopste)[,:]?\s+(.+?)\s+(?:of|en)\s+(.+?)[?.!]*$/i,
  // "AとBを比較", "AとBの違い", "AとB、どちらが安い?".
  /^(.+?)と(.+?)(?:を比較|の比較|を比べ|の違い|[、,]?\s*(?:どちら|どっち))/u,
  /^(?:which is better[,:]?\s*)?(.+?)\s+(?:vs\.?|versus)\s+(.+?)[?.!]*$/i,
  /^(?:which (?:one )?is (?:better|cheaper|the better|the cheaper|best|cheapest)|what is better)[,:]?\s+(.+?)\s+or\s+(.+?)[?.!]*$/i,
  /^(.+?)\s+or\s+(.+?)[,;]?\s+which (?:one )?is (?:better|cheaper|the better|the cheaper|best|cheapest)[?.!]*$/i,
  /^is (?:the )?(.+?) (?:better|cheaper|worse) than (?:the )?(.+?)[?.!]*$/i,
  // "Eneloop o Panasonic, quale costa meno?", "Varta of Duracell, welke is beter?".
  /^(.+?)\s+(?:o|of|oder|ou)\s+(.+?)[,;]\s*(?:quale|qual|welke|wat|welche|was|lequel|laquelle|quel|quelle|cu[aá]l|qual)\b.*$/i,
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
    // In Japanese the pair comes first ("DuracellとEnergizerの単三電池"): the kind after it is both sides'.
    if (!a.includes(' ') && bWords.length > (hasWideScript(text) ? 1 : 2))
      a = [a, ...bWords.slice(1)].join(' ');
    return { a, b };
  }
  return null;
}

/** A price ceiling in major units, whether it includes its amount, and the text without it. */
function ceilingOf(text: string): { under?: number; underIncluded?: boolean; rest: string } {
  const strict = UNDER.exec(text);
  const upTo = strict ? null : UP_TO.exec(text);
  const m = strict ?? upTo;
  const amount = m?.slice(1).find((g) => g !== undefined);
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
  // Japanese keyboards type full-width letters, digits and signs ("２０ユーロ", "？"): read them as the usual ones.
  const text = (hasWideScript(message) ? message.normalize('NFKC') : message).trim();
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
    const cheaper = CHEAPER.test(text) && by === 'cheapest' && !/cheapest|günstigste|billigste/i.test(text);
    // A ceiling alone ("any under $10?") narrows the last answer's set.
    const ceilingOnly = asked.under !== undefined && !asked.subject;
    const narrows = FOLLOW_UP.test(text) || NARROWING.test(text) || ceilingOnly || cheaper;
    if (about || bigger || narrows || IT.test(text) || (by && !asked.subject))
      return {
        kind: 'followUp',
        by,
        subject: bigger ? '' : asked.subject,
        about,
        it: IT.test(text) || bigger,
        bigger,
        ...(asked.under !== undefined
          ? { under: asked.under, underIncluded: asked.underIncluded ?? false }
          : {}),
        ...(cheaper ? { cheaper } : {}),
        previous: null,
      };
  }
  if (by) return { kind: by, ...asked };
  return { kind: 'search', ...asked };
}

/** The question a follow-up goes back to: the last one that named its own subject or pair. */
type Standing = Exclude<ChatIntent, { kind: 'followUp' }>;
type FollowUp = Extract<ChatIntent, { kind: 'followUp' }>;

/** A follow-up with the narrowing of the one before it: its words too, and its ceiling unless it sets one. */
function withEarlier(f: FollowUp, earlier: FollowUp): FollowUp {
  const subject = [...new Set([...earlier.subject.split(' '), ...f.subject.split(' ')].filter(Boolean))].join(
    ' ',
  );
  const ceiling =
    f.under !== undefined
      ? { under: f.under, underIncluded: f.underIncluded ?? false }
      : earlier.under !== undefined
        ? { under: earlier.under, underIncluded: earlier.underIncluded ?? false }
        : {};
  return { ...f, subject, ...ceiling, by: f.by ?? earlier.by };
}

/**
 * The intent of the last of a conversation's visitor messages, read with those before it: "what
 * about AAA?" after "cheapest AA" asks for the cheapest AAA; "which of those is best rated?"
 * carries the question it is about.
 */
export function conversationIntent(messages: readonly string[]): ChatIntent {
  let standing: Standing | null = null;
  /** The narrowing follow-ups since the standing question: "AAA", then "under $10", together. */
  let narrowed: FollowUp | null = null;
  let intent: ChatIntent = { kind: 'greeting' };
  for (const [n, message] of messages.entries()) {
    intent = intentOf(message, n > 0);
    if (intent.kind === 'followUp') {
      if (intent.about && standing && 'subject' in standing) {
        // The last question again, about the new subject (its ranking kept unless a new one is asked).
        const kind = intent.by ?? standing.kind;
        intent = { ...standing, kind, subject: intent.subject, asks: 'shop' } as Standing;
      } else {
        intent = { ...intent, previous: standing };
        if (!intent.it && !intent.bigger) {
          if (narrowed) intent = withEarlier(intent, narrowed);
          narrowed = intent;
        }
      }
    }
    if (intent.kind !== 'followUp' && intent.kind !== 'greeting' && intent.kind !== 'thanks') {
      standing = intent;
      narrowed = null;
    }
  }
  return intent;
}
