import type { SimProduct } from './catalogue';
import { countText, formatPrice, ratingText, shortCount } from './formats';
import { LOCALES, type LocaleSpec, type SimLocale } from './locales';
import { pageTraits } from './traits';

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const titlePath = (p: SimProduct) =>
  `/${p.title.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}/dp/${p.asin}`;

/**
 * A price element: screen-reader text (left out on some cards, as on real pages) and the visible
 * symbol, whole part with its decimal mark, and fraction.
 */
function priceElement(
  minor: number,
  locale: SimLocale,
  o: { offscreen: boolean; card: boolean; cls?: string; list?: boolean },
) {
  const f = formatPrice(minor, locale, { card: o.card });
  if (o.list) {
    return `<span class="a-price a-text-price" data-a-size="b" data-a-strike="true" data-a-color="secondary"><span class="a-offscreen">${f.text}</span><span aria-hidden="true">${f.text}</span></span>`;
  }
  const symbol = `<span class="a-price-symbol">${f.symbol}</span>`;
  const number = `<span class="a-price-whole">${f.whole}${f.decimal ? `<span class="a-price-decimal">${f.decimal}</span>` : ''}</span>${f.fraction ? `<span class="a-price-fraction">${f.fraction}</span>` : ''}`;
  const visible = f.symbolAfter ? `${number}${symbol}` : `${symbol}${number}`;
  return `<span class="a-price${o.cls ?? ''}" data-a-size="xl" data-a-color="base">${o.offscreen ? `<span class="a-offscreen">${f.text}</span>` : ''}<span aria-hidden="true">${visible}</span></span>`;
}

function priceBlock(p: SimProduct, o: CardOptions, offscreen: boolean) {
  if (o.priceMinor === null) return '';
  const list =
    o.listMinor !== null
      ? `<div class="a-section aok-inline-block"><span class="a-size-base a-color-secondary">List: </span>${priceElement(o.listMinor, o.locale, { offscreen: true, card: true, list: true })}</div>`
      : '';
  return `<div data-cy="price-recipe" class="a-section a-spacing-none a-spacing-top-small s-price-instructions-style"><div class="a-row a-size-base a-color-base"><a class="a-link-normal s-no-hover s-underline-text s-underline-link-text s-link-style a-text-normal" href="${titlePath(p)}/ref=sr_1_1">${priceElement(o.priceMinor, o.locale, { offscreen, card: true })}${list}</a></div></div>`;
}

export type CardOptions = {
  origin: string;
  locale: SimLocale;
  /** In the locale's minor units; null when the product is out of stock. */
  priceMinor: number | null;
  listMinor: number | null;
  sponsored?: boolean;
  /** Which markup marks the card sponsored besides its link: the label popover or the sponsored-result wrapper. */
  sponsoredStyle?: 'popover' | 'result';
  index: number;
};

/**
 * The title heading in one of the forms the pages use: one span (the aria-label repeats it, after
 * the sponsored label on ads), or the 2026-09 form with the brand and the rest in spans of their
 * own, with the aria-label or without it.
 */
function titleHeading(p: SimProduct, spec: LocaleSpec, o: CardOptions) {
  const label = o.sponsored ? `${spec.words.sponsoredAd}${p.title}` : p.title;
  const cls = 'class="a-size-base-plus a-spacing-none a-color-base a-text-normal"';
  const form = o.index % 3;
  const split = form !== 0 && p.title.startsWith(`${p.brand} `);
  const spans = split
    ? `<span class="a-color-base a-text-bold">${esc(p.brand)}</span><span class="a-color-base">${esc(p.title.slice(p.brand.length + 1))}</span>`
    : `<span>${esc(p.title)}</span>`;
  const aria = split && form === 2 && !o.sponsored ? '' : ` aria-label="${esc(label)}"`;
  return `<h2${aria} ${cls}>${spans}</h2>`;
}

/** One result card in the 2026 markup of the largest marketplace's search pages. */
export function searchCard(p: SimProduct, o: CardOptions) {
  const spec = LOCALES[o.locale];
  const path = `${titlePath(p)}/ref=sr_1_${o.index}`;
  const href = o.sponsored ? `/sspa/click?ie=UTF8&spc=MTo&url=${encodeURIComponent(path)}` : path;
  const img = `${o.origin}/images/I/${p.asin}._AC_UL320_.svg`;
  const brandRow = p.brandRow
    ? `<div class="a-row a-color-secondary"><h2 class="a-size-mini s-line-clamp-1"><span class="a-size-base-plus a-color-base">${esc(p.brand)}</span></h2></div>`
    : '';
  const stars = p.rating === null ? '' : ratingText(p.rating, o.locale);
  const reviews =
    p.rating === null
      ? ''
      : `<div data-cy="reviews-block" class="a-section a-spacing-none a-spacing-top-micro"><div class="a-row a-size-small"><span class="a-declarative"><a aria-label="${esc(stars)}, ${esc(spec.words.ratingDetails)}" href="javascript:void(0)" role="button" class="a-popover-trigger a-declarative"><i data-cy="reviews-ratings-slot" aria-hidden="true" class="a-icon a-icon-star-mini a-star-mini-${Math.round(p.rating)}"><span class="a-icon-alt">${esc(stars)}</span></i></a></span><span data-component-type="s-client-side-analytics"><div class="a-row"><a aria-label="${esc(spec.words.ratings(countText(p.reviewCount, o.locale)))}" class="a-link-normal s-underline-text s-link-style" href="${titlePath(p)}#customerReviews"><span class="a-size-mini puis-normal-weight-text s-underline-text">${esc(shortCount(p.reviewCount, o.locale))}</span></a></div></span></div></div>`;
  const adLabel = !o.sponsored
    ? ''
    : o.sponsoredStyle === 'result'
      ? `<div class="a-row a-spacing-micro"><span class="a-color-secondary s-sponsored-label-text">${esc(spec.words.sponsored)}</span></div>`
      : `<div class="a-row a-spacing-micro"><span class="puis-label-popover-default"><span class="a-color-secondary">${esc(spec.words.sponsored)}</span></span></div>`;
  const inner = `<div class="puis-card-container s-card-container"><div class="a-section a-spacing-base"><div class="s-product-image-container aok-relative"><span data-component-type="s-product-image" class="rush-component"><a class="a-link-normal s-no-outline" tabindex="-1" href="${esc(href)}"><div class="a-section aok-relative s-image-square-aspect"><img class="s-image" src="${img}" srcset="${img} 1x" alt="${esc(p.title)}" data-image-index="${o.index}" data-image-load=""></div></a></span></div><div class="a-section a-spacing-small puis-padding-left-small puis-padding-right-small">${adLabel}<div data-cy="title-recipe" class="a-section a-spacing-none a-spacing-top-small s-title-instructions-style">${brandRow}<a class="a-link-normal s-line-clamp-4 s-link-style a-text-normal" href="${esc(href)}">${titleHeading(p, spec, o)}</a></div>${reviews}${priceBlock(p, o, o.index % 4 !== 3)}</div></div></div>`;
  const wrapped =
    o.sponsored && o.sponsoredStyle === 'result'
      ? `<div data-component-type="sp-sponsored-result" class="a-section">${inner}</div>`
      : inner;
  return `<div role="listitem" data-asin="${p.asin}" data-index="${o.index}" data-uuid="${p.asin.toLowerCase()}-${o.index}" data-component-type="s-search-result" class="sg-col-4-of-24 s-result-item s-asin sg-col-4-of-12 s-widget-spacing-small${o.sponsored ? ' AdHolder' : ''}"><div class="sg-col-inner"><div cel_widget_id="${o.sponsored ? 'MAIN-SPONSORED_PRODUCTS' : 'MAIN-SEARCH_RESULTS'}-${o.index}" class="s-widget-container">${wrapped}</div></div></div>`;
}

/** A card with no product: the marketplace fills gaps in the grid with these. */
export const emptyCard = (index: number) =>
  `<div data-asin="" data-index="${index}" data-component-type="s-search-result" class="sg-col-20-of-24 s-result-item sg-col-0-of-12 s-widget"><div class="sg-col-inner"><div class="a-section"><span class="a-size-medium-plus a-color-base a-text-bold">More results</span></div></div></div>`;

/** The canonical address of a page on the real marketplace the locale stands for. */
export const canonicalUrl = (locale: SimLocale, pathAndQuery: string) =>
  `https://${LOCALES[locale].host}${pathAndQuery}`;

const htmlStart = (locale: SimLocale, title: string, canonical: string, cls = '') =>
  `<!doctype html><html lang="${LOCALES[locale].lang}"${cls}><head><meta charset="utf-8"><title>${esc(title)}</title><link rel="canonical" href="${esc(canonical)}"></head>`;

export function searchPage(o: {
  term: string;
  page: number;
  pageCount: number;
  total: number;
  cards: string[];
  nextHref?: string;
  locale: SimLocale;
}) {
  const words = LOCALES[o.locale].words;
  const next =
    o.page < o.pageCount
      ? `<a href="${esc(o.nextHref ?? `/s?k=${encodeURIComponent(o.term)}&page=${o.page + 1}`)}" aria-label="Go to next page, page ${o.page + 1}" class="s-pagination-item s-pagination-next s-pagination-button s-pagination-separator">${esc(words.next)}</a>`
      : `<span class="s-pagination-item s-pagination-next s-pagination-disabled" aria-disabled="true">${esc(words.next)}</span>`;
  const body =
    o.cards.length === 0
      ? `<div class="s-no-results-filler"><span>No results for </span><span class="a-color-state a-text-bold">${esc(o.term)}</span></div>`
      : o.cards.join('\n');
  const query = `/s?k=${encodeURIComponent(o.term)}${o.page > 1 ? `&page=${o.page}` : ''}`;
  return `${htmlStart(o.locale, `Marketplace : ${o.term}`, canonicalUrl(o.locale, query), ' class="a-no-js"')}<body><div id="search"><span data-component-type="s-result-info-bar"><h1><span>${esc(words.resultsFor(o.total))}</span> <span class="a-color-state a-text-bold">"${esc(o.term)}"</span></h1></span><div class="s-main-slot s-result-list s-search-results sg-row">${body}</div><div role="navigation" class="a-section a-text-center s-pagination-container"><span class="s-pagination-strip"><span class="s-pagination-item s-pagination-selected">${o.page}</span>${next}</span></div></div></body></html>`;
}

/** The description in paragraphs, as the manufacturer's A+ block sets it. */
function aplusBlock(p: SimProduct, heading: string) {
  const first = p.description.startsWith(`${p.title}. `) ? p.title.length + 1 : p.description.length;
  const paragraphs = [p.description.slice(0, first), p.description.slice(first)].filter((x) => x.trim());
  return `<div id="aplus_feature_div" class="celwidget"><div id="aplus" class="a-section a-spacing-large bucket"><h2>${esc(heading)}</h2><div class="aplus-v2 desktop celwidget"><style type="text/css">.aplus-v2 .aplus-module { margin: 0 auto; }</style><script>P.when('A').execute(function () {});</script><div class="aplus-module module-1"><div class="aplus-module-wrapper">${paragraphs.map((x) => `<p class="a-spacing-base">${esc(x.trim())}</p>`).join('')}</div></div></div></div></div>`;
}

export function productPage(
  p: SimProduct,
  o: { origin: string; locale: SimLocale; priceMinor: number | null },
) {
  const spec = LOCALES[o.locale];
  const words = spec.words;
  const traits = pageTraits(p);
  const byline = traits.byline === 'store' ? words.store(p.brand) : words.brandLine(p.brand);
  const price =
    o.priceMinor === null
      ? ''
      : priceElement(o.priceMinor, o.locale, {
          offscreen: true,
          card: false,
          cls: ' aok-align-center reinventPricePriceToPayMargin priceToPay',
        });
  const stars = p.rating === null ? '' : ratingText(p.rating, o.locale);
  const reviews =
    p.rating === null
      ? ''
      : `<div id="averageCustomerReviews"><span id="acrPopover" class="reviewCountTextLinkedHistogram noUnderline" title="${esc(stars)}"><span class="a-declarative"><a href="javascript:void(0)" role="button" class="a-popover-trigger a-declarative"><span class="a-size-base a-color-base">${p.rating.toFixed(1).replace('.', spec.money.decimal)}</span> <i class="a-icon a-icon-star a-star-${Math.round(p.rating)}"><span class="a-icon-alt">${esc(stars)}</span></i></a></span></span> <a id="acrCustomerReviewLink" class="a-link-normal" href="#customerReviews"><span id="acrCustomerReviewText" class="a-size-base">${esc(words.pageRatings(countText(p.reviewCount, o.locale)))}</span></a></div>`;
  const stock =
    o.priceMinor === null
      ? `<span class="a-size-medium a-color-price">${esc(words.outOfStock)}</span>`
      : `<span class="a-size-medium a-color-success">${esc(words.inStock)}</span>`;
  const brandTable = traits.brandTable
    ? `<table class="a-normal a-spacing-micro"><tr class="a-spacing-small po-brand"><td class="a-span3"><span class="a-size-base a-text-bold">${esc(words.brandLabel)}</span></td><td class="a-span9"><span class="a-size-base po-break-word">${esc(p.brand)}</span></td></tr></table>`
    : '';
  const description = traits.aplus
    ? '<div id="productDescription" class="a-section a-spacing-small"><p><span></span></p></div>'
    : `<div id="productDescription" class="a-section a-spacing-small"><p><span>${esc(p.description)}</span></p></div>`;
  return `${htmlStart(o.locale, p.title, canonicalUrl(o.locale, titlePath(p)))}<body><div id="dp"><div id="centerCol"><h1 id="title" class="a-size-large"><span id="productTitle" class="a-size-large product-title-word-break">${esc(p.title)}</span></h1><div id="bylineInfo_feature_div"><a id="bylineInfo" class="a-link-normal" href="/stores/${esc(encodeURIComponent(p.brand))}/page/X">${esc(byline)}</a></div>${reviews}<div id="corePrice_feature_div">${price}</div><div id="availability" class="a-section a-spacing-base">${stock}</div>${brandTable}<div id="feature-bullets"><ul class="a-unordered-list a-vertical a-spacing-mini">${p.features.map((x) => `<li><span class="a-list-item">${esc(x)}</span></li>`).join('')}</ul></div></div><div id="imgTagWrapperId"><img id="landingImage" src="${o.origin}/images/I/${p.asin}._AC_SL1500_.svg" alt="${esc(p.title)}"></div><div id="productDescription_feature_div">${description}</div>${traits.aplus ? aplusBlock(p, words.descriptionHeading) : ''}</div></body></html>`;
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
