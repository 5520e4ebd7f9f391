import type { Phrases } from './chat-language';

export const NL: Phrases = {
  newest: 'Nieuw bij {site}{of}:',
  bestSellers: 'De bestsellers bij {site}{of} (de meeste reviews):',
  onSale: 'Prijzen die bij {site}{of} zijn gedaald:',
  noneOnSale: 'Bij {site}{of} is onlangs geen prijs gedaald.',
  biggerPacks: 'Grotere verpakkingen van hetzelfde soort:',
  noBigger: 'Dat is de grootste verpakking van dit soort bij {site}.',
  thanks: 'Graag gedaan! Kan ik u nog helpen iets te vinden bij {site}?',
  priciest: 'De hoogste prijzen bij {site}{of}:',
  ofThosePriciest: 'Daarvan de hoogste prijzen:',
  readMore: 'Lees meer: {page}.',
  shipping:
    '{site} verzendt zelf geen bestellingen: de verkoper op de marktplaats waar u koopt, verzendt uw bestelling en toont levertijd en verzendkosten bij het afrekenen.',
  returns:
    'Voor retourneren geldt het beleid van de verkoper op de marktplaats; de meeste nemen artikelen tot 30 dagen na levering terug.',
  privacy:
    '{site} bewaart alleen de paar gegevens die de site nodig heeft; de privacyverklaring zegt welke en waarom.',
  general:
    'Elk artikel leidt naar een gevestigde marktplaats met eigen kopersbescherming, veilig afrekenen en retourneren.',
  payment:
    'U betaalt bij de veilige kassa van de marktplaats, met de betaalmethoden die die aanneemt; {site} ontvangt zelf geen betalingen.',
  contact: 'U kunt {site} schrijven op {email}.',
  noContact: '{site} beantwoordt vragen hier in de chat.',
  found: 'Dit vond ik bij {site} voor {q}:',
  cheapest: 'De laagste prijzen bij {site}{of}:',
  bestRated: 'Het best beoordeeld bij {site}{of}:',
  pagesMatch: 'Deze pagina’s van {site} passen bij {q}:',
  notFound: 'Ik heb {q} niet gevonden in de catalogus van {site}.',
  tryAgain: 'Probeer een merk- of productnaam, of bekijk {all}.',
  notCarried: '{site} verkoopt geen {q}.',
  notCarriedAny: '{site} verkoopt dat niet.',
  for: 'voor',
  greeting:
    'Hallo! Ik ben de assistent van {site}. Vraag me naar een product of merk, het goedkoopste of best beoordeelde artikel van een soort, een vergelijking van twee artikelen, of naar verzending en retourneren.',
  category: 'categorie',
  brand: 'merk',
  tipLabel: 'Tip',
  didFind: 'Wel gevonden:',
  compareHead: 'Zo verhouden ze zich:',
  cheaperOfTwo: '{name} is de goedkoopste van de twee.',
  ratedHigher: '{name} wordt door kopers beter beoordeeld.',
  noneFor: 'Niets bij {site} past bij {q}.',
  weHave: 'Wat we wel hebben: {list}.',
  offTopic: 'Ik help alleen met winkelen bij {site}: producten, prijzen, merken, verzending en retourneren.',
  ofThoseCheapest: 'Daarvan de laagste prijzen:',
  ofThoseBest: 'Daarvan het best beoordeeld:',
  ofThose: 'De artikelen uit mijn vorige antwoord:',
  rated: 'beoordeeld met',
  reviews: 'reviews',
  by: 'van',
  moreFrom: 'Meer van {brand} ({n} artikelen).',
  items: 'artikelen',
  tip: 'Onze tip {tip} helpt misschien ook.',
  health:
    'Een woord van voorzichtigheid: ik kan geen medisch advies geven. Lees het etiket en de ingrediënten, en vraag uw arts of apotheker of een product bij u past.',
  child:
    'Veiligheid: knoopcellen zijn gevaarlijk als ze worden ingeslikt. Bewaar nieuwe en lege knoopcellen buiten bereik van kinderen, kies kindveilige verpakkingen en ga bij mogelijk inslikken meteen naar de spoedeisende hulp.',
  closest: 'Geen exacte match voor {q} bij {site}; het dichtstbij wat ik heb (vergelijkbaar, niet exact):',
  noneOfThose: 'Geen daarvan past bij {q}. Het dichtstbij bij {site}:',
  noneAtPrice: 'Geen daarvan kost {price}. Het dichtstbij bij {site}, laagste prijs eerst:',
  ofThoseWith: 'Daarvan passen bij {q}:',
};
