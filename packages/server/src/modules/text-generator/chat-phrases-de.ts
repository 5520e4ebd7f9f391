import type { Phrases } from './chat-language';

export const DE: Phrases = {
  newest: 'Neu bei {site}{of}:',
  bestSellers: 'Die Bestseller bei {site}{of} (die meisten Bewertungen):',
  onSale: 'Gesenkte Preise bei {site}{of}:',
  noneOnSale: 'Zuletzt ist bei {site}{of} kein Preis gesunken.',
  biggerPacks: 'Größere Packungen der gleichen Art:',
  noBigger: 'Das ist die größte Packung dieser Art bei {site}.',
  thanks: 'Gern geschehen! Kann ich Ihnen noch etwas bei {site} suchen?',
  priciest: 'Die höchsten Preise bei {site}{of}:',
  ofThosePriciest: 'Davon die höchsten Preise:',
  readMore: 'Mehr dazu: {page}.',
  shipping:
    '{site} versendet nicht selbst: Der Verkäufer auf dem Marktplatz, bei dem Sie kaufen, versendet Ihre Bestellung und nennt Lieferzeit und Versandkosten an der Kasse.',
  returns:
    'Für Rückgaben gilt die Regel des Verkäufers auf dem Marktplatz; die meisten nehmen Artikel bis 30 Tage nach der Lieferung zurück.',
  privacy:
    '{site} speichert nur die wenigen Daten, die die Seite braucht; die Datenschutzerklärung sagt, welche und warum.',
  general:
    'Jeder Artikel führt zu einem etablierten Marktplatz mit eigenem Käuferschutz, sicherer Kasse und Rückgabe.',
  payment:
    'Sie bezahlen an der sicheren Kasse des Marktplatzes, mit den Zahlungsarten, die er annimmt; {site} nimmt selbst keine Zahlungen an.',
  contact: 'Sie erreichen {site} unter {email}.',
  noContact: '{site} beantwortet Fragen hier im Chat.',
  found: 'Das habe ich bei {site} zu {q} gefunden:',
  cheapest: 'Die niedrigsten Preise bei {site}{of}:',
  bestRated: 'Am besten bewertet bei {site}{of}:',
  pagesMatch: 'Diese Seiten von {site} passen zu {q}:',
  notFound: 'Ich habe {q} im Katalog von {site} nicht gefunden.',
  tryAgain: 'Versuchen Sie einen Marken- oder Produktnamen oder sehen Sie sich {all} an.',
  notCarried: '{site} führt {q} nicht.',
  notCarriedAny: '{site} führt das nicht.',
  for: 'für',
  greeting:
    'Hallo! Ich bin der Assistent von {site}. Fragen Sie mich nach einem Produkt oder einer Marke, dem günstigsten oder am besten bewerteten Artikel einer Art, nach einem Vergleich zweier Artikel oder nach Versand und Rückgabe.',
  category: 'Kategorie',
  brand: 'Marke',
  tipLabel: 'Tipp',
  didFind: 'Gefunden habe ich:',
  compareHead: 'So schneiden sie im Vergleich ab:',
  cheaperOfTwo: '{name} ist der günstigere der beiden.',
  ratedHigher: '{name} ist von Käufern besser bewertet.',
  noneFor: 'Nichts bei {site} passt zu {q}.',
  weHave: 'Das haben wir: {list}.',
  offTopic: 'Ich helfe nur beim Einkaufen bei {site}: Produkte, Preise, Marken, Versand und Rückgabe.',
  ofThoseCheapest: 'Davon die niedrigsten Preise:',
  ofThoseBest: 'Davon am besten bewertet:',
  ofThose: 'Die Artikel aus meiner letzten Antwort:',
  rated: 'bewertet mit',
  reviews: 'Bewertungen',
  by: 'von',
  moreFrom: 'Mehr von {brand} ({n} Artikel).',
  items: 'Artikel',
  tip: 'Unser Tipp {tip} hilft vielleicht auch.',
  health:
    'Ein Hinweis: Ich kann keinen medizinischen Rat geben. Prüfen Sie Etikett und Inhaltsstoffe und fragen Sie Ihre Ärztin, Ihren Arzt oder Ihre Apotheke, ob ein Produkt für Sie geeignet ist, besonders in der Schwangerschaft oder bei Allergien.',
  child:
    'Sicherheitshinweis: Knopfzellen sind gefährlich, wenn sie verschluckt werden. Bewahren Sie neue und gebrauchte Zellen außer Reichweite von Kindern auf, und wenn eine Zelle verschluckt worden sein könnte, holen Sie sofort ärztliche Notfallhilfe.',
  closest:
    'Keine genaue Übereinstimmung für {q} bei {site}; das Nächste, was ich habe (ähnlich, nicht genau):',
  noneOfThose: 'Keiner davon passt zu {q}. Das Nächste bei {site}:',
  noneAtPrice: 'Keiner davon kostet {price}. Das Nächste bei {site}, günstigste zuerst:',
  ofThoseWith: 'Davon passen zu {q}:',
};
