import type { Phrases } from './chat-language';

export const FR: Phrases = {
  newest: 'Les nouveautés sur {site}{of} :',
  bestSellers: 'Les meilleures ventes sur {site}{of} (les plus d’avis) :',
  onSale: 'Les prix en baisse sur {site}{of} :',
  noneOnSale: 'Aucun prix n’a baissé récemment sur {site}{of}.',
  biggerPacks: 'Des paquets plus grands du même type :',
  noBigger: 'C’est le plus grand paquet de ce type sur {site}.',
  thanks: 'Avec plaisir ! Puis-je vous aider à trouver autre chose sur {site} ?',
  priciest: 'Les prix les plus élevés sur {site}{of} :',
  ofThosePriciest: 'Parmi eux, les prix les plus élevés :',
  readMore: 'En savoir plus : {page}.',
  shipping:
    '{site} n’expédie pas les commandes lui-même : le vendeur de la place de marché chez qui vous achetez expédie votre commande et indique délais et frais de livraison au paiement.',
  returns:
    'Les retours suivent la politique du vendeur de la place de marché ; la plupart acceptent les retours sous 30 jours après la livraison.',
  privacy:
    '{site} ne garde que les quelques données nécessaires au site ; la politique de confidentialité dit lesquelles et pourquoi.',
  general:
    'Chaque article renvoie à une place de marché reconnue, avec sa propre protection des acheteurs, un paiement sécurisé et des retours.',
  payment:
    'Vous payez sur la page de paiement sécurisée de la place de marché, avec les moyens qu’elle accepte ; {site} n’encaisse aucun paiement.',
  contact: 'Vous pouvez écrire à {site} à {email}.',
  noContact: '{site} répond aux questions ici, dans le chat.',
  found: 'Voici ce que j’ai trouvé sur {site} pour {q} :',
  cheapest: 'Les prix les plus bas sur {site}{of} :',
  bestRated: 'Les mieux notés sur {site}{of} :',
  pagesMatch: 'Ces pages de {site} correspondent à {q} :',
  notFound: 'Je n’ai pas trouvé {q} dans le catalogue de {site}.',
  tryAgain: 'Essayez un nom de marque ou de produit, ou parcourez {all}.',
  notCarried: '{site} ne vend pas {q}.',
  notCarriedAny: '{site} ne vend pas cela.',
  for: 'pour',
  greeting:
    'Bonjour ! Je suis l’assistant de {site}. Demandez-moi un produit ou une marque, l’article le moins cher ou le mieux noté d’un type, une comparaison de deux articles, ou la livraison et les retours.',
  category: 'catégorie',
  brand: 'marque',
  tipLabel: 'Conseil',
  didFind: 'J’ai trouvé :',
  compareHead: 'Voici la comparaison :',
  cheaperOfTwo: '{name} est le moins cher des deux.',
  ratedHigher: '{name} est mieux noté par les acheteurs.',
  noneFor: 'Rien sur {site} ne correspond à {q}.',
  weHave: 'Ce que nous proposons : {list}.',
  offTopic:
    'Je ne peux aider que pour vos achats sur {site} : produits, prix, marques, livraison et retours.',
  ofThoseCheapest: 'Parmi eux, les prix les plus bas :',
  ofThoseBest: 'Parmi eux, les mieux notés :',
  ofThose: 'Les articles de ma dernière réponse :',
  rated: 'noté',
  reviews: 'avis',
  by: 'de',
  moreFrom: 'Plus de {brand} ({n} articles).',
  items: 'articles',
  tip: 'Notre conseil {tip} peut aussi vous aider.',
  health:
    'Une précaution : je ne peux pas donner d’avis médical. Lisez l’étiquette et la composition, et demandez à votre médecin ou pharmacien si un produit vous convient, surtout pendant la grossesse ou en cas d’allergie.',
  child:
    'Sécurité : les piles bouton sont dangereuses si elles sont avalées. Gardez les piles neuves et usagées hors de portée des enfants, et si une pile a pu être avalée, appelez immédiatement les secours.',
  closest: 'Pas de correspondance exacte pour {q} sur {site} ; le plus proche (proche, pas exact) :',
  noneOfThose: 'Aucun de ceux-là ne correspond à {q}. Le plus proche sur {site} :',
  noneAtPrice: 'Aucun de ceux-là ne coûte {price}. Le plus proche sur {site}, du moins cher au plus cher :',
  ofThoseWith: 'Parmi eux, ceux qui correspondent à {q} :',
};
