import { describe, expect, it } from 'vitest';
import { conversationIntent, intentOf } from './chat-intent';

describe('intentOf', () => {
  it.each([
    ['hi there, what can you do?', 'greeting'],
    ['thanks, that helps!', 'thanks'],
    ['Can I pay with PayPal?', 'policy'],
    ['Wie lange dauert der Versand?', 'policy'],
    ['Varta or Duracell, which is cheaper?', 'compare'],
    ['Energizer 2032 or Duracell 2032?', 'compare'],
    ['Do you have AA or AAA?', 'search'],
    ['What is the most expensive power bank?', 'priciest'],
    ['cheapest AA', 'cheapest'],
    ['best rated foundation', 'bestRated'],
  ])('%s → %s', (message, kind) => {
    expect(intentOf(message).kind).toBe(kind);
  });

  it('reads a price ceiling out of the subject', () => {
    expect(intentOf('AA batteries under $11')).toMatchObject({
      kind: 'search',
      subject: 'aa batteries',
      under: 11,
    });
    expect(intentOf('power banks under 30 dollars')).toMatchObject({ subject: 'power banks', under: 30 });
  });

  it('tells a shopping errand, a how-to and another question apart', () => {
    expect(intentOf('Do you sell car batteries?')).toMatchObject({ asks: 'shop' });
    expect(intentOf('how do I change the oil in my car')).toMatchObject({ asks: 'howTo' });
    expect(intentOf('what is the meaning of life?')).toMatchObject({ asks: 'ask' });
    expect(intentOf('golf cart batteries')).toMatchObject({ asks: 'words' });
  });

  it('marks the words after "for" as optional, and all of them when a question needs care', () => {
    expect(intentOf('battery for my lawn mower')).toMatchObject({ optional: 'lawn mower' });
    expect(intentOf('I have eczema, which moisturizer should I use?')).toMatchObject({ care: true });
  });

  it('is a follow-up only after an answer', () => {
    expect(intentOf('which of those is the cheapest?').kind).toBe('cheapest');
    expect(intentOf('which of those is the cheapest?', true)).toMatchObject({
      kind: 'followUp',
      by: 'cheapest',
    });
    expect(intentOf('Is there a bigger pack?', true)).toMatchObject({ kind: 'followUp', bigger: true });
  });
});

describe('conversationIntent', () => {
  it('asks the last question again about a new subject: "what about AAA?"', () => {
    expect(conversationIntent(['cheapest AA battery', 'what about AAA?'])).toMatchObject({
      kind: 'cheapest',
      subject: 'aaa',
    });
    expect(conversationIntent(['cheapest AA battery', 'what about AAA?', 'and 9V?'])).toMatchObject({
      kind: 'cheapest',
      subject: '9v',
    });
  });

  it('carries the question a follow-up is about, past other follow-ups', () => {
    const intent = conversationIntent([
      'AA batteries under $11',
      'the cheapest one?',
      'and the best rated of those?',
    ]);
    expect(intent).toMatchObject({ kind: 'followUp', by: 'bestRated' });
    expect(intent.kind === 'followUp' && intent.previous).toMatchObject({
      subject: 'aa batteries',
      under: 11,
    });
  });
});
