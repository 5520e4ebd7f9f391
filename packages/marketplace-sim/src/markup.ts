import type { SimProduct } from './catalogue';

/** The locales the simulator can speak; prices and ratings are written the way each market writes them. */
export type SimLocale = 'en-US' | 'de-DE' | 'pt-BR';

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const groups = (n: number, sep: string) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, sep);

export function formatPrice(cents: number, locale: SimLocale) {
  const whole = Math.floor(cents / 100);
  const fraction = String(cents % 100).padStart(2, '0');
  if (locale === 'de-DE')
    return {
      text: `EUR ${groups(whole, '.')},${fraction}`,
      symbol: 'EUR',
      whole: groups(whole, '.'),
      decimal: ',',
      fraction,
    };
  if (locale === 'pt-BR')
    return {
      text: `R$ ${groups(whole, '.')},${fraction}`,
      symbol: 'R$',
      whole: groups(whole, '.'),
      decimal: ',',
      fraction,
    };
  return {
    text: `$${groups(whole, ',')}.${fraction}`,
    symbol: '$',
    whole: groups(whole, ','),
    decimal: '.',
    fraction,
  };
}

function ratingText(rating: number, locale: SimLocale) {
  if (locale === 'de-DE') return `${String(rating).replace('.', ',')} von 5 Sternen`;
  if (locale === 'pt-BR') return `${String(rating).replace('.', ',')} de 5 estrelas`;
  return `${rating} out of 5 stars`;
}

function ratingsLabel(n: number, locale: SimLocale) {
  if (locale === 'de-DE') return `${groups(n, '.')} Bewertungen`;
  if (locale === 'pt-BR') return `${groups(n, '.')} avaliações`;
  return `${groups(n, ',')} ratings`;
}

const titlePath = (p: SimProduct) =>
  `/${p.title.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}/dp/${p.asin}`;

function priceBlock(p: SimProduct, priceCents: number, locale: SimLocale, offscreen: boolean) {
  const f = formatPrice(priceCents, locale);
  const list = p.listPriceCents
    ? `<div class="a-section aok-inline-block"><span class="a-size-base a-color-secondary">List: </span><span class="a-price a-text-price" data-a-size="b" data-a-strike="true" data-a-color="secondary"><span class="a-offscreen">${formatPrice(p.listPriceCents, locale).text}</span><span aria-hidden="true">${formatPrice(p.listPriceCents, locale).text}</span></span></div>`
    : '';
  return `<div data-cy="price-recipe" class="a-section a-spacing-none a-spacing-top-small s-price-instructions-style"><div class="a-row a-size-base a-color-base"><a class="a-link-normal s-no-hover s-underline-text s-underline-link-text s-link-style a-text-normal" href="${titlePath(p)}/ref=sr_1_1"><span class="a-price" data-a-size="xl" data-a-color="base">${offscreen ? `<span class="a-offscreen">${f.text}</span>` : ''}<span aria-hidden="true"><span class="a-price-symbol">${f.symbol}</span><span class="a-price-whole">${f.whole}<span class="a-price-decimal">${f.decimal}</span></span><span class="a-price-fraction">${f.fraction}</span></span></span>${list}</a></div></div>`;
}

export type CardOptions = {
  origin: string;
  locale: SimLocale;
  priceCents: number;
  sponsored?: boolean;
  index: number;
};

/** One result card in the 2026 markup of the largest marketplace's search pages. */
export function searchCard(p: SimProduct, o: CardOptions) {
  const path = `${titlePath(p)}/ref=sr_1_${o.index}`;
  const href = o.sponsored ? `/sspa/click?ie=UTF8&spc=MTo&url=${encodeURIComponent(path)}` : path;
  const label = o.sponsored ? `Sponsored Ad – ${p.title}` : p.title;
  const img = `${o.origin}/images/I/${p.asin}._AC_UL320_.svg`;
  const brandRow = p.brandRow
    ? `<div class="a-row a-color-secondary"><h2 class="a-size-mini s-line-clamp-1"><span class="a-size-base-plus a-color-base">${esc(p.brand)}</span></h2></div>`
    : '';
  const reviews =
    p.rating === null
      ? ''
      : `<div data-cy="reviews-block" class="a-section a-spacing-none a-spacing-top-micro"><div class="a-row a-size-small"><span class="a-declarative"><a aria-label="${ratingText(p.rating, o.locale)}, rating details" href="javascript:void(0)" role="button" class="a-popover-trigger a-declarative"><i data-cy="reviews-ratings-slot" aria-hidden="true" class="a-icon a-icon-star-mini a-star-mini-${Math.round(p.rating)}"><span class="a-icon-alt">${ratingText(p.rating, o.locale)}</span></i></a></span><span data-component-type="s-client-side-analytics"><div class="a-row"><a aria-label="${ratingsLabel(p.reviewCount, o.locale)}" class="a-link-normal s-underline-text s-link-style" href="${titlePath(p)}#customerReviews"><span class="a-size-mini puis-normal-weight-text s-underline-text">(${p.reviewCount > 999 ? `${(p.reviewCount / 1000).toFixed(1)}K` : p.reviewCount})</span></a></div></span></div></div>`;
  return `<div role="listitem" data-asin="${p.asin}" data-index="${o.index}" data-uuid="${p.asin.toLowerCase()}-${o.index}" data-component-type="s-search-result" class="sg-col-4-of-24 s-result-item s-asin sg-col-4-of-12 s-widget-spacing-small"><div class="sg-col-inner"><div cel_widget_id="MAIN-SEARCH_RESULTS-${o.index}" class="s-widget-container"><div class="puis-card-container s-card-container"><div class="a-section a-spacing-base"><div class="s-product-image-container aok-relative"><span data-component-type="s-product-image" class="rush-component"><a class="a-link-normal s-no-outline" tabindex="-1" href="${esc(href)}"><div class="a-section aok-relative s-image-square-aspect"><img class="s-image" src="${img}" srcset="${img} 1x" alt="${esc(p.title)}" data-image-index="${o.index}" data-image-load=""></div></a></span></div><div class="a-section a-spacing-small puis-padding-left-small puis-padding-right-small">${o.sponsored ? '<div class="a-row a-spacing-micro"><span class="puis-label-popover-default"><span class="a-color-secondary">Sponsored</span></span></div>' : ''}<div data-cy="title-recipe" class="a-section a-spacing-none a-spacing-top-small s-title-instructions-style">${brandRow}<a class="a-link-normal s-line-clamp-4 s-link-style a-text-normal" href="${esc(href)}"><h2 aria-label="${esc(label)}" class="a-size-base-plus a-spacing-none a-color-base a-text-normal"><span>${esc(p.title)}</span></h2></a></div>${reviews}${priceBlock(p, o.priceCents, o.locale, o.index % 4 !== 3)}</div></div></div></div></div></div>`;
}

/** A card with no product: the marketplace fills gaps in the grid with these. */
export const emptyCard = (index: number) =>
  `<div data-asin="" data-index="${index}" data-component-type="s-search-result" class="sg-col-20-of-24 s-result-item sg-col-0-of-12 s-widget"><div class="sg-col-inner"><div class="a-section"><span class="a-size-medium-plus a-color-base a-text-bold">More results</span></div></div></div>`;

export function searchPage(o: {
  term: string;
  page: number;
  pageCount: number;
  total: number;
  cards: string[];
  nextHref?: string;
}) {
  const next =
    o.page < o.pageCount
      ? `<a href="${esc(o.nextHref ?? `/s?k=${encodeURIComponent(o.term)}&page=${o.page + 1}`)}" aria-label="Go to next page, page ${o.page + 1}" class="s-pagination-item s-pagination-next s-pagination-button s-pagination-separator">Next</a>`
      : '<span class="s-pagination-item s-pagination-next s-pagination-disabled" aria-disabled="true">Next</span>';
  const body =
    o.cards.length === 0
      ? `<div class="s-no-results-filler"><span>No results for </span><span class="a-color-state a-text-bold">${esc(o.term)}</span></div>`
      : o.cards.join('\n');
  return `<!doctype html><html lang="en-us" class="a-no-js"><head><meta charset="utf-8"><title>Marketplace : ${esc(o.term)}</title></head><body><div id="search"><span data-component-type="s-result-info-bar"><h1><span>${o.total} results for</span> <span class="a-color-state a-text-bold">"${esc(o.term)}"</span></h1></span><div class="s-main-slot s-result-list s-search-results sg-row">${body}</div><div role="navigation" class="a-section a-text-center s-pagination-container"><span class="s-pagination-strip"><span class="s-pagination-item s-pagination-selected">${o.page}</span>${next}</span></div></div></body></html>`;
}

export function productPage(p: SimProduct, o: { origin: string; locale: SimLocale; priceCents: number }) {
  const f = formatPrice(o.priceCents, o.locale);
  return `<!doctype html><html lang="en-us"><head><meta charset="utf-8"><title>${esc(p.title)}</title></head><body><div id="dp"><div id="centerCol"><h1 id="title" class="a-size-large"><span id="productTitle" class="a-size-large product-title-word-break">${esc(p.title)}</span></h1><div id="bylineInfo_feature_div"><a id="bylineInfo" class="a-link-normal" href="/stores/${esc(p.brand)}/page/X">Visit the ${esc(p.brand)} Store</a></div><div id="corePrice_feature_div"><span class="a-price aok-align-center"><span class="a-offscreen">${f.text}</span></span></div><table class="a-normal a-spacing-micro"><tr class="a-spacing-small po-brand"><td class="a-span3"><span class="a-size-base a-text-bold">Brand</span></td><td class="a-span9"><span class="a-size-base po-break-word">${esc(p.brand)}</span></td></tr></table><div id="feature-bullets"><ul class="a-unordered-list a-vertical a-spacing-mini">${p.features.map((x) => `<li><span class="a-list-item">${esc(x)}</span></li>`).join('')}</ul></div></div><div id="imgTagWrapperId"><img id="landingImage" src="${o.origin}/images/I/${p.asin}._AC_SL1500_.svg" alt="${esc(p.title)}"></div><div id="productDescription"><p><span>${esc(p.description)}</span></p></div></div></body></html>`;
}

/** What the marketplace shows a client it takes for a robot. */
export const captchaPage = () =>
  `<!doctype html><html><head><title>Marketplace.com</title></head><body><div class="a-container"><h4>Enter the characters you see below</h4><p class="a-last">Sorry, we just need to make sure you're not a robot. For best results, please make sure your browser is accepting cookies.</p><form method="get" action="/errors/validateCaptcha" name=""><input type=hidden name="amzn" value="x"><img src="/captcha/Captcha_abc.jpg"><input autocomplete="off" type="text" id="captchacharacters" name="field-keywords"><button type="submit">Continue shopping</button></form></div></body></html>`;

/** A page cut off half-way, as a flaky proxy delivers it. */
export const malformedPage = () =>
  '<!doctype html><html><body><div class="s-main-slot"><div data-component-type="s-search-result" data-asin="B0BROKEN00"><div data-cy="title-recipe"><a href="/x/dp/B0BROKEN00/"><h2><span>Truncat';

/** A square picture per product, drawn from its id. */
export function productImage(asin: string) {
  let h = 0;
  for (const ch of asin) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  const hue = h % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320"><rect width="320" height="320" fill="hsl(${hue},45%,92%)"/><rect x="110" y="60" width="100" height="200" rx="14" fill="hsl(${hue},55%,45%)"/><rect x="140" y="44" width="40" height="20" rx="4" fill="hsl(${hue},30%,35%)"/><text x="160" y="300" font-family="sans-serif" font-size="18" text-anchor="middle" fill="#333">${asin}</text></svg>`;
}
