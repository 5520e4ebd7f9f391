import { describe, expect, it } from 'vitest';
import { type ChatLanguage, languageOf } from './chat-language';

/** Visitors' messages and the language the assistant must answer them in. */
const CASES: ReadonlyArray<[string, ChatLanguage]> = [
  // Brand names that start with an article or a short word stay English.
  ['la mer lip balm', 'en'],
  ['la prarie caviar', 'en'],
  ['channel no 5', 'en'],
  ['Chanel No 5 eau de parfum', 'en'],
  ['El Niño snow globe', 'es'],
  ['perfume', 'en'],
  ['cheapest AA batteries', 'en'],
  ['I need CR2032 for my son’s light-up shoes', 'en'],
  // A short word among real words of the language still counts.
  ['Qual o melhor hidratante?', 'pt'],
  ['qual é o mais barato?', 'pt'],
  ['¿Y la mejor valorada de esas?', 'es'],
  ['Quelle est la pile AA la moins chère ?', 'fr'],
  ['Avez-vous des batteries de voiture ?', 'fr'],
  // "ê", "ç", "à" are Portuguese as well as French: the words decide.
  ['Vocês vendem baterias de carro?', 'pt'],
  ['preço do carregador', 'pt'],
  ['Você vende Chanel?', 'pt'],
  ['Quelle heure est-il à Tokyo ?', 'fr'],
  // Product words of one language, two of them with no other marker.
  ['pilas AAA recargables', 'es'],
  ['carregadores de pilhas', 'pt'],
  ['pilhas recarregáveis', 'pt'],
  ['Akkus wiederaufladbar', 'de'],
  ['günstigste Gesichtscreme', 'de'],
  ['Hola, ¿qué me recomiendas para pestañas?', 'es'],
  ['batom barato', 'pt'],
  ['perfume más barato', 'es'],
  ['Welche AAA Batterien sind am billigsten?', 'de'],
  ['Je cherche un parfum Chanel', 'fr'],
];

describe('languageOf', () => {
  it.each(CASES)('%s → %s', (message, language) => {
    expect(languageOf(message)).toBe(language);
  });
});
