import type { Language, Phrase, Phrases } from './chat-language';
import { DE } from './chat-phrases-de';
import { EN } from './chat-phrases-en';
import { ES } from './chat-phrases-es';
import { FR } from './chat-phrases-fr';
import { IT } from './chat-phrases-it';
import { JA } from './chat-phrases-ja';
import { NL } from './chat-phrases-nl';
import { PT } from './chat-phrases-pt';

/**
 * The built-in assistant's sentences in each language it answers in. `{site}`, `{q}` and the
 * other names in braces are filled by `say`; everything else is fixed text.
 */
export const PHRASES: Record<Language, Phrases> = {
  en: EN,
  de: DE,
  fr: FR,
  es: ES,
  it: IT,
  pt: PT,
  nl: NL,
  ja: JA,
};

/** A phrase of `lang` with its `{names}` filled in. */
export function say(lang: Language, phrase: Phrase, values: Record<string, string> = {}): string {
  return PHRASES[lang][phrase].replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');
}
