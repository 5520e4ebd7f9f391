import type { ChatRole, SiteConfig } from '@app/contract';
import type { Language } from './chat-language';

/** How a site speaks: its name, tagline and description from site config. */
export type SiteVoice = { topic: string; title: string; tagline: string; description: string };

export const voiceOf = (c: SiteConfig): SiteVoice => ({
  topic: c.websiteTopic,
  title: c.title,
  tagline: c.tagline,
  description: c.description,
});

export type SeoBrandSubject = {
  kind: 'brand' | 'category';
  id: number;
  name: string;
  description: string;
  itemCount: number;
  /** A few of its items, best rated first. */
  topItems: Array<{ name: string; rating: number | null }>;
  minPriceMinor: number | null;
  maxPriceMinor: number | null;
  currency: string;
};

export type SeoItemSubject = {
  kind: 'brandItem' | 'categoryItem';
  id: number;
  name: string;
  brandName: string;
  description: string;
  features: string[];
  priceMinor: number | null;
  currency: string;
  rating: number | null;
  reviewCount: number;
};

export type SeoSubject = SeoBrandSubject | SeoItemSubject;

/** Search-engine text for one record, within SEO_LIMITS. `intro` only for brands and categories. */
export type SeoDraft = { title: string; description: string; keywords: string; intro: string | null };

/** One catalogue record the assistant may cite, with the storefront path it links to. */
export type ChatItemRef = {
  name: string;
  brandName: string;
  path: string;
  priceMinor: number | null;
  currency: string;
  rating: number | null;
  reviewCount: number;
  features: string[];
  description: string;
};
export type ChatBrandRef = {
  name: string;
  path: string;
  itemCount: number;
  isCategory: boolean;
  description: string;
};
export type ChatTipRef = { title: string; path: string; summary: string };
/** A podcast episode: its place on the podcasts page and what it is about. */
export type ChatPodcastRef = { title: string; path: string; summary: string };
/** A question for the site's guides or podcast episodes, and what about ('' for none named). */
export type ChatContentAsked = { guides: boolean; podcasts: boolean; subject: string };
export type ChatPolicyRef = { title: string; path: string; text: string; email?: string };

/** What a question asks for: its subject words and what narrows or qualifies them. */
export type ChatAsked = {
  subject: string;
  /** A price ceiling in the currency's major units ("under $11"). */
  under?: number;
  /** Whether an item priced exactly at `under` is within it ("up to $11", "$11 or less") or not ("under $11"). */
  underIncluded?: boolean;
  /** Subject words that only say what the thing is for ("for my son's shoes"): may go unmatched. */
  optional?: string;
  /** A question with a word of care (health, children): its other words describe the person. */
  care?: boolean;
  /**
   * A shopping errand, a how-to question, another question or request ("write me a poem"), or
   * bare words: how-to questions and other questions the catalogue knows nothing of are off topic.
   */
  asks: 'shop' | 'howTo' | 'ask' | 'words';
};
export type ChatRanking = 'cheapest' | 'bestRated' | 'priciest';
/** "What's new", "best sellers", "on sale": the newest, the most reviewed, the prices that dropped. */
export type ChatListing = 'newest' | 'bestSellers' | 'onSale';
export type ChatPolicyTopic = 'shipping' | 'returns' | 'privacy' | 'general' | 'payment' | 'contact';

export type ChatIntent =
  | { kind: 'greeting' }
  | { kind: 'thanks' }
  | { kind: 'policy'; topic: ChatPolicyTopic }
  | ({ kind: ChatRanking } & ChatAsked)
  | ({ kind: ChatListing } & ChatAsked)
  | { kind: 'compare'; a: string; b: string }
  | ({ kind: 'search' } & ChatAsked)
  /** About the items of the previous question ("which of those is the cheapest?", "how much is it?"). */
  | {
      kind: 'followUp';
      by: ChatRanking | null;
      /** Words of its own that narrow the previous set ("the AAA one"). */
      subject: string;
      /** "What about AAA?": the previous question about another subject. */
      about: boolean;
      /** "How much is it?": the one item the last answer named first. */
      it: boolean;
      /** "Is there a bigger pack?": that item's kind in bigger packs. */
      bigger?: boolean;
      /** "Any under $10?": a price ceiling the previous set is narrowed by. */
      under?: number;
      underIncluded?: boolean;
      /** "And cheaper?": priced below every item the last answer listed. */
      cheaper?: boolean;
      /** The question it follows, when the conversation had one. */
      previous: Exclude<ChatIntent, { kind: 'followUp' }> | null;
    }
  | { kind: 'offTopic' };

/** The languages care is written in: the visitor's, wider than the languages of the other answers. */
export type CareLanguage = 'en' | 'de' | 'fr' | 'es' | 'it' | 'pt' | 'nl' | 'ja';
/** Something that needs help now, not a product: the answer is the first-aid advice for it alone. */
export type CareEmergency =
  | 'swallowedCell'
  | 'swallowedMagnet'
  | 'batteryBurn'
  | 'leakOnBody'
  | 'allergicReaction';
/**
 * A condition a product answer needs a word about: an implanted device (pacemaker), pregnancy or
 * breastfeeding, eczema or sensitive skin, an allergy, another health matter, or coin cells near children.
 */
export type CareNote = 'implant' | 'pregnancy' | 'skin' | 'allergy' | 'health' | 'child';
/** What a message needs of care, and the language to write it in. */
export type ChatCare = { emergency: CareEmergency | null; notes: CareNote[]; language: CareLanguage };

/** What the assistant knows when it answers: the question, the history and what retrieval found. */
export type ChatContext = {
  voice: SiteVoice;
  /** Prefix of storefront links: `/<topic>` in path mode, '' on the site's own domain. */
  basePath: string;
  question: string;
  history: Array<{ role: ChatRole; content: string }>;
  intent: ChatIntent;
  items: ChatItemRef[];
  brands: ChatBrandRef[];
  tips: ChatTipRef[];
  /** Podcast episodes that match (absent: none looked up). */
  podcasts?: ChatPodcastRef[];
  /** Set when the question asks for a guide or an episode: they answer it, before any item. */
  contentAsked?: ChatContentAsked;
  policies: ChatPolicyRef[];
  /** For "compare A and B": what each side found. */
  compared?: { a: ChatItemRef | null; b: ChatItemRef | null };
  /** The visitor's language: the built-in writer answers in it. */
  language?: Language;
  /** An emergency the answer is about (then it is our fixed advice alone), or the notes of care it carries. */
  care?: ChatCare | null;
  /** Set when the catalogue has nothing of what was asked: the site's categories, to say what it has. */
  notCarried?: {
    subject: string;
    categories: ChatBrandRef[];
    /** The question is about something else entirely: no shopping question. */
    offTopic?: boolean;
  };
  /**
   * Set when the items are the closest, not an exact match: `unknown` is what was asked for (or,
   * after a follow-up, the constraint none of the previous items met), `rest` what the items answer.
   */
  closest?: {
    unknown: string;
    rest: string;
    /** After a follow-up: the price ceiling none of the previous items met (minor units). */
    under?: { minor: number; currency: string; included: boolean };
  };
  /** The thing asked for in the visitor's words (its head: "car battery", not the whole message). */
  asked?: string;
  /** The catalogue as tools, for a model that looks things up itself (the built-in one does not). */
  tools: ChatTools;
};

/** What retrieval found for a question: the part of the context a search fills. */
export type ChatFindings = Pick<
  ChatContext,
  'items' | 'brands' | 'tips' | 'podcasts' | 'contentAsked' | 'notCarried' | 'closest'
>;

/** What a model may look up while it answers: the retrieval the built-in writer reads. */
export interface ChatTools {
  /** Items, brands, tips and podcast episodes for a question or a few words ("cheapest AA", "perfume", "podcast about lithium"). */
  searchCatalogue(query: string): Promise<ChatFindings>;
  /** One item by its storefront path, or null. */
  itemDetails(path: string): Promise<ChatItemRef | null>;
  /** The site's policy pages on a subject. */
  policies(subject: ChatPolicyTopic): Promise<ChatPolicyRef[]>;
}

/** Receives the answer as it is written, a checked line or more at a time. */
export type OnChatDelta = (text: string) => void;

/** Writes search-engine text and chat answers; the built-in one works offline, others call a model. */
export interface TextGenerator {
  /** `built-in`, or the model's name. */
  readonly name: string;
  /** `variant` asks for other wording of the same record (the fill uses it to avoid duplicates). */
  seo(subject: SeoSubject, voice: SiteVoice, variant?: number): Promise<SeoDraft>;
  chat(context: ChatContext, onDelta?: OnChatDelta): Promise<string>;
}

export const isBrandSubject = (s: SeoSubject): s is SeoBrandSubject =>
  s.kind === 'brand' || s.kind === 'category';
