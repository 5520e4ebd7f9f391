import { describe, expect, it } from 'vitest';
import { careOf } from './chat-care';

/**
 * Care is read by classes of words in eight languages, not by sentences: each message here is
 * phrased its own way, and the reading names the emergency or the conditions and the language.
 */
describe('careOf', () => {
  it.each([
    ['HELP my 3yo just swallowed one of the little round watch batteries', 'swallowedCell', 'en'],
    ['my daughter pushed a tiny cell up her nose and it won’t come out', 'swallowedCell', 'en'],
    ['Meine Tochter hat vielleicht eine Knopfzelle verschluckt!', 'swallowedCell', 'de'],
    ['mon bébé a mis une pile CR2025 dans sa bouche', 'swallowedCell', 'fr'],
    ['¿Qué hago? El niño se tragó una pila', 'swallowedCell', 'es'],
    ['La bimba ha inghiottito una batteria del telecomando', 'swallowedCell', 'it'],
    ['Acho que o meu filho engoliu uma pilha pequena', 'swallowedCell', 'pt'],
    ['Ons kindje heeft misschien een batterijtje doorgeslikt', 'swallowedCell', 'nl'],
    ['息子がボタン電池を口に入れてしまった', 'swallowedCell', 'ja'],
    ['Creo que mi hija se tragó dos imanes pequeños', 'swallowedMagnet', 'es'],
    ['he ate a couple of the magnetic balls from his desk toy', 'swallowedMagnet', 'en'],
    ['Queimei a mão com uma bateria de lítio, o que faço?', 'batteryBurn', 'pt'],
    ['a power bank battery got so hot it burned my leg', 'batteryBurn', 'en'],
    ['Mi è finito del liquido di una pila negli occhi', 'leakOnBody', 'it'],
    ['a leaking AA got on my son’s skin, what do I do', 'leakOnBody', 'en'],
    ['Batteriesäure ist auf meine Hände gekommen', 'leakOnBody', 'de'],
    ['Mijn lippen zijn opgezwollen na die lippenstift en ik ben benauwd', 'allergicReaction', 'nl'],
    ['having an allergic reaction to the serum, my tongue feels weird', 'allergicReaction', 'en'],
    ['J’ai le visage tout gonflé depuis que j’ai mis cette crème', 'allergicReaction', 'fr'],
  ])('%s → %s (%s)', (message, emergency, language) => {
    expect(careOf(message)).toEqual({ emergency, notes: [], language });
  });

  it.each([
    ['I’ve got an implanted defibrillator, which facial toning device is OK?', ['implant'], 'en'],
    ['Do magnetic power banks interfere with a pacemaker?', ['implant'], 'en'],
    ['Ho un pacemaker: posso usare un power bank magnetico?', ['implant'], 'it'],
    ['Ich bin im dritten Monat schwanger – welches Parfüm könnt ihr empfehlen?', ['pregnancy'], 'de'],
    ['妊娠中でも使える化粧水はありますか', ['pregnancy'], 'ja'],
    ['J’ai de l’eczéma, quelle crème pour le visage ?', ['skin'], 'fr'],
    ['Soy alérgica al níquel, ¿qué rizador de pelo me recomiendas?', ['allergy'], 'es'],
    ['which perfume is least likely to set off an allergic reaction?', ['allergy'], 'en'],
    ['pregnant and my skin is super sensitive lately, any gentle cleanser?', ['pregnancy', 'skin'], 'en'],
  ])('%s → notes %j (%s)', (message, notes, language) => {
    expect(careOf(message)).toEqual({ emergency: null, notes, language });
  });

  it('reads what was swallowed from the message before when this one only says “one”', () => {
    expect(careOf('oh no, my toddler may have swallowed one!!', 'cheapest coin cells')?.emergency).toBe(
      'swallowedCell',
    );
    expect(careOf('oh no, my toddler may have swallowed one!!', 'best rated mascara')).toBeNull();
  });

  it.each([
    'What’s the best rated AA battery pack?',
    'parfum pour homme pas cher',
    'my phone battery is swollen, do you sell a replacement?',
    'this camera ate through a set of batteries in a day, need better ones',
    'my old battery burned out, which charger do you have?',
    'lead acid battery for a kid’s ride-on car',
  ])('%s → no care', (message) => {
    expect(careOf(message)).toBeNull();
  });
});
