import { careText } from './care-phrases';
import type { ChatContext } from './text-generator';

/**
 * Care in an answer, the same for the built-in writer and a model: an emergency is answered with
 * our fixed first-aid advice alone (no products, no model asked), and the notes a condition needs
 * are added by us after the answer, never left to whoever wrote it.
 */

/** The whole answer to an emergency, or null when the message is none. */
export function emergencyAnswer(c: ChatContext): string | null {
  const care = c.care;
  return care?.emergency ? careText(care.language, care.emergency) : null;
}

/** The notes the conditions a message names need, one paragraph each, or '' for none. */
export function careNotes(c: ChatContext): string {
  const care = c.care;
  if (!care || care.emergency) return '';
  return care.notes.map((note) => careText(care.language, note)).join('\n\n');
}

/** An answer with the notes its question needs after it. */
export function withCareNotes(c: ChatContext, answer: string): string {
  const notes = careNotes(c);
  return notes ? `${answer}\n\n${notes}` : answer;
}
