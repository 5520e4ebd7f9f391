/**
 * The text-generator module's public file: the generator behind search-engine text and the assistant
 * (built-in, or an OpenAI-compatible model, with the built-in one as fallback), the shapes of what it
 * is asked, and its plugin (`app.textGenerator`). Other modules and the app import the module as
 * `../text-generator` (from the app, `./modules/text-generator`), never one of its files; the linter
 * refuses such an import.
 */
export { careText } from './care-phrases';
export { PHRASES } from './chat-phrases';
export {
  builtInGenerator,
  type ResilientGenerator,
  textGenerator,
  withFallback,
} from './resilient-generator';
export { plainLine } from './text';
export {
  type CareEmergency,
  type CareLanguage,
  type CareNote,
  type ChatAsked,
  type ChatBrandRef,
  type ChatCare,
  type ChatContentAsked,
  type ChatContext,
  type ChatIntent,
  type ChatItemRef,
  type ChatListing,
  type ChatPodcastRef,
  type ChatPolicyRef,
  type ChatPolicyTopic,
  type ChatRanking,
  type ChatTipRef,
  type ChatTools,
  type OnChatDelta,
  type SeoDraft,
  type SeoSubject,
  type SiteVoice,
  type TextGenerator,
  voiceOf,
} from './text-generator';
export { textGeneratorPlugin } from './text-generator.plugin';
