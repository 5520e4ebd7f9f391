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
  // Italian and Dutch by their own words, Japanese by its script.
  ['Qual è il caricabatterie più economico?', 'it'],
  ['Avete pile ricaricabili per la torcia di mio figlio?', 'it'],
  ['quanto costa il rossetto?', 'it'],
  ['Hebben jullie oplaadbare batterijen?', 'nl'],
  ['Wat is de goedkoopste powerbank onder 30 euro?', 'nl'],
  ['welke mascara raden jullie aan', 'nl'],
  ['単三電池はありますか？', 'ja'],
  ['Duracellの充電器', 'ja'],
  ['ｱﾙｶﾘ電池', 'ja'],
  // Everyday verbs of German, French and Spanish.
  ['Was kostet Eneloop?', 'de'],
  ['Combien coûte Eneloop ?', 'fr'],
  ['¿Cuánto cuesta Eneloop?', 'es'],
];

describe('languageOf', () => {
  it.each(CASES)('%s → %s', (message, language) => {
    expect(languageOf(message)).toBe(language);
  });
});

describe('languageOf with the catalogue names a message holds', () => {
  it.each([
    ['Is the Lancôme mascara any good?', ['Lancôme', 'Lancôme Lash Idôle Mascara'], 'en'],
    ['Lancôme Idôle mascara, how much?', ['Lancôme', 'Lancôme Lash Idôle Mascara'], 'en'],
    ['Is the Crème de la Mer worth it?', ['La Mer', 'La Mer Crème de la Mer Moisturizing Cream, 1 oz'], 'en'],
    ['Do you have Chanel Beauté lipstick?', ['Chanel Beauté'], 'en'],
    // A name's words are no sign, the visitor's own words still are.
    ['Avez-vous le mascara Lancôme ?', ['Lancôme'], 'fr'],
    ['Quanto costa la crema La Mer?', ['La Mer'], 'it'],
  ] as const)('%s → %s', (message, names, language) => {
    expect(languageOf(message, names)).toBe(language);
  });
});
