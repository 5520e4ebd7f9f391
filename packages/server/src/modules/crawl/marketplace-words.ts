/*
 * The words of the marketplace's pages in each language they come in. Phrasing follows the page's
 * language, not its marketplace (amazon.ca in French writes `4,5 sur 5 étoiles`, amazon.de in
 * English `4.5 out of 5 stars`), so the readers try every language's phrasing.
 */

const N = String.raw`(\d(?:[.,]\d+)?)`;

/** A rating and its scale; group 1 is the rating. The scale comes first in Japanese. */
export const RATING_PHRASES: readonly RegExp[] = [
  new RegExp(String.raw`5\s*つ星のうち\s*${N}`),
  new RegExp(String.raw`${N}\s+out of\s+5\b`, 'i'),
  new RegExp(String.raw`${N}\s+von\s+5\b`, 'i'),
  new RegExp(String.raw`${N}\s+sur\s+5\b`, 'i'),
  new RegExp(String.raw`${N}\s+de\s+5\b`, 'i'), // es, pt
  new RegExp(String.raw`${N}\s+su\s+5\b`, 'i'),
  new RegExp(String.raw`${N}\s*/\s*5\b`),
];

/** Short forms of review counts: `(1.2K)`, `(1,2 mil)`, `(1,2 Tsd.)`, `(1.2万)`. */
export const COUNT_MULTIPLIERS: ReadonlyArray<[RegExp, number]> = [
  [/^(?:k|tsd\.?|mil|mila|千)$/i, 1_000],
  [/^万$/, 10_000],
  [/^(?:m|mio\.?|mi|mln)$/i, 1_000_000],
];
export const COUNT_SHORT = /(\d+(?:[.,]\d+)?)\s*(k|tsd\.?|mila|mil|mio\.?|mln|mi|m|千|万)(?![\p{L}])/iu;

/** What a sponsored card's title is prefixed with, in each language. */
export const SPONSORED_LABELS = [
  'Sponsored Ad',
  'Sponsored',
  'Gesponserte Anzeige',
  'Gesponsert',
  'Annonce sponsorisée',
  'Sponsorisé',
  'Anuncio patrocinado',
  'Anúncio patrocinado',
  'Patrocinado',
  'Annuncio sponsorizzato',
  'Sponsorizzato',
  'スポンサー広告',
  'スポンサー',
];

/** The byline of a product page (`#bylineInfo`); group 1 is the brand. */
export const BYLINE_PHRASES: readonly RegExp[] = [
  /^Visit the (.+?) Store$/i,
  /^Besuche(?:n Sie)? den (.+?)-Store$/i,
  /^Visiter la boutique (.+)$/i,
  /^Visita la tienda de (.+)$/i,
  /^Visita lo Store di (.+)$/i,
  /^Visite a loja (.+)$/i,
  /^(.+?)のストアを表示$/,
  /^(?:Brand|Marke|Marque|Marca|ブランド)\s*[:：]\s*(.+)$/i,
];

/*
 * `#availability` texts. "Out" is tested first: "No disponible" contains "disponible" and
 * "Temporarily out of stock" contains "in stock".
 */
export const OUT_OF_STOCK =
  /unavailable|not available|out of stock|nicht verfügbar|nicht lieferbar|nicht auf lager|indisponible|rupture de stock|no disponible|agotado|sin stock|non disponibile|esaurito|não disponível|indisponível|esgotado|fora de estoque|在庫切れ|取り扱いできません|お取り扱いできません/i;
export const IN_STOCK =
  /in stock|\bavailable\b|only \d+ left|usually (?:ships|dispatched)|auf lager|vorrätig|nur noch \d+|versandfertig|en stock|plus que \d+|disponible|quedan? \d+|disponibilità immediata|disponibile|rimangono solo \d+|em estoque|restam apenas \d+|在庫あり|残り\s*\d+\s*点|通常\s*\d+/i;
