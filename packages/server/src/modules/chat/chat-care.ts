import type { CareEmergency, CareLanguage, CareNote, ChatCare } from '../text-generator';
import { visitorLanguageOf } from './chat-language';

/**
 * What a visitor's message needs of care, read by classes of words rather than by sentences: an
 * emergency (something swallowed or put in the nose or ear, a burn, a leaking cell's fluid on skin
 * or in the eyes, an allergic reaction happening now) is answered with first-aid advice alone; a
 * condition (an implanted device, pregnancy, eczema, an allergy) adds a note that fits it. Each
 * class lists its words in en, de, fr, es, it, pt, nl and ja.
 */

/** A class of words, by language: one expression for all, and one per language to tell which is written. */
type Words = { all: RegExp; by: Array<[CareLanguage, RegExp]> };
const words = (byLanguage: Partial<Record<CareLanguage, string>>): Words => {
  const entries = Object.entries(byLanguage) as Array<[CareLanguage, string]>;
  return {
    all: new RegExp(entries.map(([, re]) => re).join('|'), 'iu'),
    by: entries.map(([lang, re]) => [lang, new RegExp(re, 'iu')]),
  };
};
/** Not inside a longer word: Unicode-aware, as `\b` is not. */
const W = (s: string) => `(?<![\\p{L}\\p{N}])(?:${s})(?![\\p{L}\\p{N}])`;

/** Someone swallowed, ate or bit it, or put it in the mouth, nose or ear. */
const INTO_BODY = words({
  en: W(
    "swallow(?:ed|s|ing)?|ingest(?:ed|s|ing)?|gulped|ate(?! (?:through|up|away|into))|eaten(?! (?:through|up|away|into))|chewed|chewing|bit into|bitten|licked|sucked on|sucking on|(?:in|into|inside|up) (?:his|her|their|my|your|the|its|a|one)(?: little| baby'?s)? (?:mouth|nose|nostril|ear)s?|stuck in (?:his|her|their|my|your|the) (?:throat|nose|ear)",
  ),
  de: W(
    'verschluckt|verschlucken|verschluckte|geschluckt|runtergeschluckt|gegessen|angeknabbert|zerbissen|(?:in den|im|in die|in der|ins|in das|in seine[nmr]?|in ihre[nmr]?) (?:mund|nase|ohr)',
  ),
  fr: W(
    'aval(?:é|ée|és|ées|er|e|ait)|ingéré(?:e|s)?|ingurgité|mangé|(?:dans|en) (?:la|sa|son|le|ma|mon) (?:bouche|nez|oreille)',
  ),
  es: W(
    'tragad[oa]s?|trag(?:ó|o|ar|ue)|ingeri(?:do|da|r)|ingiri(?:ó|o)|comi(?:ó|o)|(?:en|dentro de) (?:la|su|mi|el) (?:boca|nariz|oreja|oído)',
  ),
  it: W(
    'ingoiat[oaie]|ingoia(?:re)?|inghiottit[oaie]|ingerit[oaie]|mangiat[oaie]|(?:in|nella|nel) (?:bocca|naso|orecchio)',
  ),
  pt: W(
    'engol(?:iu|ido|ida|idos|idas|ir)|ingeri(?:u|do|da)|comeu|(?:na|no|pela) (?:boca|nariz|orelha|ouvido)',
  ),
  nl: W("ingeslikt|doorgeslikt|slikte|opgegeten|gegeten|in (?:zijn|haar|de|mijn|z'n|d'r) (?:mond|neus|oor)"),
  ja: '飲み込|のみこ|呑み込|誤飲|飲んで|飲んだ|食べ|口に入れ|鼻に入れ|耳に入れ|かじ',
});
/** A battery or cell of any kind. German and Dutch write compounds ("Batteriesäure"): their words stand anywhere. */
const CELL = words({
  en: W('batter(?:y|ies)|cells?|aaa?|9 ?v|cr\\d{3,4}|lr\\d{2,4}|ag\\d{1,2}|sr\\d{2,4}'),
  de: 'batterie|knopfzell|akku',
  fr: W('piles?|batteries?'),
  es: W('pilas?|bater[ií]as?'),
  it: W('pile|pila|batteri[ae]'),
  pt: W('pilhas?|baterias?'),
  nl: 'batterij|knoopcel',
  ja: '電池|バッテリー',
});
const MAGNET = words({
  en: W('magnets?|magnetic (?:ball|bead|toy)s?'),
  de: 'magnet',
  fr: W('aimants?'),
  es: W('im[aá]n(?:es)?|ímanes'),
  it: W('magnet[ei]'),
  pt: W('[ií]m[ãa]s?'),
  nl: W('magneet|magneten|magneetje'),
  ja: '磁石|マグネット',
});
/** A burn on a person (not a battery that "burns out"). */
const BURN = words({
  en: W(
    'burn(?:ed|t)? (?:my|his|her|their|me|him|them|our|your)|(?:got|get|gotten|have|has|had|getting) (?:a |bad |badly |a bad )?burn(?:ed|t|s)?|burn(?:ed|t) (?:by|from|on)|burns? (?:on|from|to) (?:my|his|her|the)|chemical burns?|blister(?:ed|s)?|scald(?:ed)?',
  ),
  de: 'verbrannt|verbrennung|brandwunde|brandblase|verätz',
  fr: W('brûl(?:é|ée|és|ure|ures)'),
  es: W('quemad(?:o|a|ura|uras)|quem(?:ó|é)'),
  it: W('ustion(?:e|i|at[oa])|bruciatur[ae]|bruciat[oa]|scottatur[ae]|scottat[oa]'),
  pt: W('queimad(?:o|a|ura|uras)|queim(?:ou|ei)'),
  nl: 'brandwond|verbrand|brandblaar',
  ja: 'やけど|火傷|熱傷',
});
/** A cell's fluid or acid. */
const LEAK = words({
  en: W('leak(?:ed|ing|s|age)?|fluid|acid|electrolyte|liquid|goo|crust(?:y)?'),
  de: 'ausgelaufen|ausläuft|ausgetreten|auslaufen|säure|flüssigkeit|elektrolyt',
  fr: W('fui(?:t|te|é|ée|ait)|coulé|acide|liquide|électrolyte'),
  es: W('fug(?:a|ado|ada|ó)|derram(?:ado|ada|ó)|ácido|líquido|sulfatad[oa]'),
  it: W('perdit[oa]|perde|acido|liquido|elettrolita'),
  pt: W('vaz(?:ou|ando|ada|ado|amento)|ácido|líquido|eletrólito'),
  nl: 'lekt|lekken|lekkende|lekkage|uitgelopen|zuur|vloeistof',
  ja: '液漏れ|漏れ|液体|電解液|電池液|電池の液',
});
/** Where a cell's fluid does harm. */
const BODY = words({
  en: W('skin|eyes?|hands?|fingers?|mouth|face|lips?|tongue'),
  de: W('haut|augen?|hand|hände|fingern?|mund|gesicht|lippen?'),
  fr: W('peau|yeux|[œo]eil|mains?|doigts?|bouche|visage|lèvres?'),
  es: W('piel|ojos?|manos?|dedos?|boca|cara|labios?'),
  it: W('pelle|occhi|occhio|mano|mani|dita|dito|bocca|viso|labbra'),
  pt: W('pele|olhos?|mãos?|dedos?|boca|rosto|lábios?'),
  nl: W('huid|oog|ogen|handen?|vingers?|mond|gezicht|lippen?'),
  ja: '皮膚|肌|目に|眼|手に|指|口に|顔',
});
/** An allergic reaction named, or its signs: hives, breathing. */
const REACTION = words({
  en: W(
    "allergic reaction|anaphyla\\p{L}*|hives|welts|(?:can'?t|cannot|can not|trouble|difficulty|hard to|hardly|struggling to|problems?) breath\\p{L}*|short(?:ness)? of breath|wheez\\p{L}*",
  ),
  de: 'allergische reaktion|anaphyla|atemnot|keine luft|quaddeln|nesselsucht',
  fr: 'réaction allergique|anaphyla|urticaire|(?:du mal|difficulté) à respirer|respire mal',
  es: 'reacción alérgica|anafila|urticaria|(?:dificultad para|no puede|le cuesta|me cuesta) respirar',
  it: 'reazione allergica|anafila|orticaria|(?:difficoltà a|fatica a|non riesce a) respirare',
  pt: 'rea[cç][cç]?ão alérgica|anafila|urticária|falta de ar|dificuldade (?:para|em|de) respirar|não consegue respirar',
  nl: 'allergische reactie|anafyla|netelroos|benauwd|kan niet ademen|ademnood',
  ja: 'アレルギー反応|アナフィラキシー|じんましん|蕁麻疹|息苦し|呼吸が苦し|呼吸困難',
});
/** Swelling: of a person when no battery is named (a swollen battery is no allergy). */
const SWELLING = words({
  en: W(
    '(?:face|lips?|tongue|throat|eyes?|eyelids?|cheeks?|mouth|skin) (?:is |are |has |have |got |went |started )?(?:all )?(?:swell\\p{L}*|swollen|puff\\p{L}* up)',
  ),
  de: 'geschwollen|schwillt|anschwell|schwellung',
  fr: W('gonfl(?:é|ée|és|ées|e|ent)|enfl(?:é|ée|e)'),
  es: W('hinch\\p{L}*'),
  it: W('gonfi[oa]|gonfiat[oaie]|gonfiore|gonfia(?:to|ta|ti|te)?'),
  pt: W('inchad[oa]s?|inchaço|inchou|incha'),
  nl: 'opgezwollen|gezwollen|zwelling|zwelt',
  ja: '腫れ|はれて|むくみ',
});
/** Asking about a reaction that has not happened ("which cream is least likely to cause …"). */
const HYPOTHETICAL = words({
  en: W(
    "cause|causes|causing|avoid|prevent|likely|risk|trigger|without|free of|hypoallergenic|prone|less|least|won'?t|wouldn'?t|unlikely",
  ),
  de: W('verursach\\p{L}*|auslös\\p{L}*|vermeid\\p{L}*|ohne|weniger'),
  fr: W('provoqu\\p{L}*|caus\\p{L}*|évit\\p{L}*|sans|moins'),
  es: W('caus\\p{L}*|provoc\\p{L}*|evit\\p{L}*|sin|menos'),
  it: W('causa\\p{L}*|provoca\\p{L}*|evita\\p{L}*|senza|meno'),
  pt: W('sem'),
  nl: W('veroorzak\\p{L}*|voorkom\\p{L}*|zonder|minder'),
  ja: '起こしにくい|避け|起こさない|しにくい',
});

const IMPLANT = words({
  en: W(
    'pacemakers?|defibrillators?|icds?|implant\\p{L}*|cochlear|insulin pumps?|neurostimulators?|heart device',
  ),
  de: 'herzschrittmacher|schrittmacher|implantat|defibrillator',
  fr: 'stimulateur cardiaque|défibrillateur|implant',
  es: 'marcapasos|desfibrilador|implante',
  it: 'pacemaker|stimolatore cardiaco|defibrillatore|impiant',
  pt: 'marca-?passo|desfibrilhador|implante',
  nl: 'pacemaker|implantaat|implantaten',
  ja: 'ペースメーカー|植込み|植え込み|インプラント|除細動器',
});
const PREGNANCY = words({
  en: 'pregnan|breast-?feed|nursing',
  de: 'schwanger|stillen|stillzeit',
  fr: 'enceinte|grossesse|allait',
  es: 'embarazad|embarazo|lactancia|amamant',
  it: 'incinta|gravidanza|allatt',
  pt: 'grávida|gravidez|amamenta',
  nl: 'zwanger|borstvoeding',
  ja: '妊娠|妊婦|授乳',
});
const SKIN = words({
  en: W(
    'eczema|atopic|dermatitis|psoriasis|rosacea|(?:sensitive|reactive|irritated) skin|skin (?:is|gets|feels|has been)(?: \\p{L}+)? (?:sensitive|reactive|irritated)|rash(?:es)?',
  ),
  de: 'ekzem|neurodermitis|empfindliche haut|sensible haut|ausschlag',
  fr: 'eczéma|peau sensible|peau réactive|dermatite|rougeurs',
  es: 'eccema|piel sensible|dermatitis|sarpullido',
  it: 'eczema|pelle sensibile|dermatite|eruzione',
  pt: 'eczema|pele sensível|dermatite|brotoeja',
  nl: 'eczeem|gevoelige huid|huiduitslag',
  ja: '湿疹|敏感肌|アトピー|かぶれ',
});
// Words several languages share ("allergie", "eczema", "pacemaker") are listed under each: the
// visitor's language then decides between them.
const ALLERGY = words({
  en: 'allerg',
  de: 'allergi',
  fr: 'allergi',
  es: 'alergi|alérgi',
  it: 'allergi',
  pt: 'alergi|alérgi',
  nl: 'allergi',
  ja: 'アレルギー',
});
/** Other health matters: a general word of care. */
const HEALTH = words({
  en: 'medical|medicine|doctor|heart condition|epilep|diabet',
  de: 'herzkrank|epileps',
  fr: 'cardiaque|épilep|diabét',
  es: 'cardíac|diabét',
  it: 'cardiopat|epiless',
  nl: 'hartpatiënt',
  ja: 'てんかん|糖尿病|持病',
});
/** Children, and coin cells: together (or asked whether safe) they need the swallowing warning. */
const CHILD =
  /(child|kid|baby|babies|toddler|swallow|\bson\b|daughter|grandchild|kinder|kind\b|sohn|tochter|enfant|bébé|avaler|\bfils\b|\bfille\b|niñ|bebé|tragar|\bhij[oa]s?\b|crian|engolir|\bfilh[oa]s?\b|bambin|bimb|figli|nipot|kindje|zoon|dochter|peuter|子供|子ども|幼児|赤ちゃん)/iu;
const COIN_CELL =
  /(coin|button|hearing aid|h[öo]rger[äa]te|auditi|cr\d{4}|lr4[14]|ag\d+|knopfzell|piles? bouton|pilas? de bot[oó]n|baterias? de moeda|pilhas? de bot[aã]o|pil[ae] a bottone|knoopcel|ボタン電池|コイン電池)/iu;
const SAFE_ASKED =
  /\bsafe|sicher|sûr|segur|danger|peligr|gefähr|perig|sicur|pericol|veilig|gevaarlijk|安全|危険/iu;

/**
 * A message read for care: which classes of words it holds, and how many words of each language
 * those were, so that the advice is written in the language the visitor wrote it in.
 */
function reader(text: string) {
  const votes = new Map<CareLanguage, number>();
  const has = (w: Words, against = text): boolean => {
    if (!w.all.test(against)) return false;
    for (const [lang, re] of w.by) if (re.test(against)) votes.set(lang, (votes.get(lang) ?? 0) + 1);
    return true;
  };
  /** The language with the most care words; on a tie, or with none, the one the whole message reads as. */
  const language = (): CareLanguage => {
    const base = visitorLanguageOf(text);
    const top = Math.max(0, ...votes.values());
    if (top === 0 || votes.get(base) === top) return base;
    return [...votes].find(([, n]) => n === top)?.[0] ?? base;
  };
  return { has, language };
}

function emergencyOf(
  text: string,
  earlier: string,
  has: (w: Words, against?: string) => boolean,
): CareEmergency | null {
  const cell = has(CELL) || COIN_CELL.test(text);
  if (has(INTO_BODY)) {
    if (has(MAGNET)) return 'swallowedMagnet';
    if (cell) return 'swallowedCell';
    // "My toddler may have swallowed one!" after asking for coin cells: one of those.
    if (MAGNET.all.test(earlier)) return 'swallowedMagnet';
    if (CELL.all.test(earlier) || COIN_CELL.test(earlier)) return 'swallowedCell';
  }
  // "Lead-acid" names a kind of battery, not its fluid on someone.
  if (cell && has(LEAK, text.replace(/lead[- ]acid/gi, ' ')) && has(BODY)) return 'leakOnBody';
  if (cell && has(BURN)) return 'batteryBurn';
  if ((has(REACTION) || (!cell && has(SWELLING))) && !has(HYPOTHETICAL)) return 'allergicReaction';
  return null;
}

function notesOf(text: string, has: (w: Words) => boolean): CareNote[] {
  const notes: CareNote[] = [];
  if (has(IMPLANT)) notes.push('implant');
  if (has(PREGNANCY)) notes.push('pregnancy');
  if (has(SKIN)) notes.push('skin');
  if (has(ALLERGY) || has(REACTION)) notes.push('allergy');
  if (notes.length === 0 && has(HEALTH)) notes.push('health');
  if (COIN_CELL.test(text) && (CHILD.test(text) || SAFE_ASKED.test(text))) notes.push('child');
  return notes;
}

/**
 * What a message needs of care, in the visitor's language, or null when it needs none. `earlier`
 * is the visitor's message before it, where what was swallowed may have been named.
 */
export function careOf(message: string, earlier = ''): ChatCare | null {
  const read = reader(message);
  const emergency = emergencyOf(message, earlier, read.has);
  const notes = emergency ? [] : notesOf(message, read.has);
  if (!emergency && notes.length === 0) return null;
  return { emergency, notes, language: read.language() };
}
