import type { ChatIntent } from '../text-generator/text-generator';

/** Words that say nothing about which product is meant. */
const FILLER = new Set(
  `a an the is are was be what whats which who whom do does did you your have has had i im me my we our for of in on at to
  from with and or please pls can could would should will show find finding looking look want wanted need needs any some
  about tell give recommend recommendation suggest suggestion best cheapest cheap cheaper lowest low price prices priced
  rated rating ratings top highest high most least get buy buying there it its that this these those something anything
  good great one ones item items product products thing things sell selling sold have got hey hi hello thanks thank know
  under than over costs cost inexpensive affordable budget expensive available much many how where when why just really
  very like love find me us`
    .split(/\s+/)
    .filter(Boolean),
);

/** The words of a question that name what is being looked for. */
export function subjectOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’']s\b/g, '')
    .split(/[^\p{L}\p{M}\p{N}-]+/u)
    .filter((w) => w && !FILLER.has(w))
    .slice(0, 8)
    .join(' ');
}

const GREETING =
  /^\s*(hi|hello|hey|hiya|howdy|good (morning|afternoon|evening)|help|what can you do)\b[\s\w]{0,12}[!.?]*\s*$/i;
const SHIPPING = /\b(ship|shipping|shipped|deliver|delivery|delivered|dispatch|tracking|track my|courier)\b/i;
const RETURNS = /\b(return|returns|returning|refund|refunds|exchange|money back|warranty|guarantee)\b/i;
const PRIVACY = /\b(privacy|personal data|my data|cookies?|gdpr|tracking cookies)\b/i;
const HASSLE = /\b(hassle|buyer protection|safe to buy|trust(ed)? sellers?|checkout)\b/i;
const CHEAPEST = /\b(cheapest|cheaper|lowest price|least expensive|inexpensive|affordable|budget|cheap)\b/i;
const BEST = /\b(best|top|highest|most popular|recommend|favourite|favorite)\b/i;
const COMPARE = [
  /\b(?:compare|comparison of|comparison between|difference between|differences between)\s+(.+?)\s+(?:and|with|vs\.?|versus|to|or)\s+(.+?)[?.!]*$/i,
  /^(?:which is better[,:]?\s*)?(.+?)\s+(?:vs\.?|versus)\s+(.+?)[?.!]*$/i,
];

/** What a visitor's message asks for; the assistant retrieves and answers by it. */
export function intentOf(message: string): ChatIntent {
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
  const subject = subjectOf(text);
  if (CHEAPEST.test(text)) return { kind: 'cheapest', subject };
  if (BEST.test(text)) return { kind: 'bestRated', subject };
  return { kind: 'search', subject };
}
