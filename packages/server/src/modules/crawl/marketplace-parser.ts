import { type Cheerio, type CheerioAPI, type contains, load } from 'cheerio';
import { blockText, piecewiseText } from './marketplace-dom';
import { type Marketplace, marketplaceOfPage } from './marketplace-locale';
import {
  type Availability,
  availabilityOf,
  brandOfByline,
  clean,
  hasSponsoredLabel,
  isRatingPhrase,
  parseCount,
  parsePrice,
  parseRating,
  withoutSponsoredLabel,
} from './marketplace-text';

export { type Availability, parseCount, parsePrice, parseRating } from './marketplace-text';

/** One product as a search result card shows it. */
export type ParsedItem = {
  externalId: string;
  name: string;
  /** The brand when the card names it on a line of its own; else null (it is in the title). */
  brand: string | null;
  priceMinor: number | null;
  /** ISO 4217; null when the page does not tell (a bare `$` on a page of no known marketplace). */
  currency: string | null;
  rating: number | null;
  reviewCount: number;
  imageUrl: string | null;
  /** The product page, absolute, with sponsored redirects unwrapped. */
  productUrl: string;
  sponsored: boolean;
};

export type ParsedSearchPage =
  | { kind: 'results'; items: ParsedItem[]; skipped: number; nextUrl: string | null }
  | { kind: 'captcha' }
  | { kind: 'unrecognised' };

export type ParsedProductPage = {
  brand: string | null;
  features: string[];
  description: string;
  imageUrl: string | null;
  /** The offer as the product page shows it (a price refresh reads these). */
  priceMinor: number | null;
  currency: string | null;
  rating: number | null;
  reviewCount: number | null;
  availability: Availability;
};

/** cheerio's node type (domhandler's `AnyNode`), named without depending on domhandler. */
type Nodes = Cheerio<Parameters<typeof contains>[0]>;

function isCaptcha($: CheerioAPI) {
  return (
    $('form[action*="validateCaptcha"]').length > 0 ||
    /Enter the characters you see below|automated access to .* data/i.test($('body').text())
  );
}

/** The marketplace the page belongs to: its address, else its canonical link and language. */
const marketOf = ($: CheerioAPI, pageUrl: string) =>
  marketplaceOfPage(pageUrl, {
    canonical: $('link[rel="canonical"]').first().attr('href'),
    lang: $('html').first().attr('lang'),
  });

/** The product page of a card's link; sponsored links wrap it in `/sspa/click?...url=`. */
function productUrlOf(href: string, base: string): string | null {
  try {
    let u = new URL(href, base);
    if (u.pathname.includes('/sspa/click')) {
      const inner = u.searchParams.get('url');
      if (!inner) return null;
      u = new URL(inner, base);
    }
    const asin = u.pathname.match(/\/dp\/([A-Z0-9]{10})(?:[/?]|$)/)?.[1];
    return asin ? new URL(`/dp/${asin}`, base).toString() : null;
  } catch {
    return null;
  }
}

/** A price element's amount: its screen-reader text, else its visible symbol, whole and fraction. */
function priceOf(el: Nodes, market: Marketplace | null) {
  const text =
    clean(el.find('.a-offscreen').first().text()) ||
    clean(
      `${el.find('.a-price-symbol').first().text()}${el.find('.a-price-whole').first().text()}${el.find('.a-price-fraction').first().text()}`,
    );
  return text ? parsePrice(text, market) : null;
}

/** Markup every sponsored card carries, whatever the language of its label. */
const SPONSORED_MARKERS =
  '.puis-label-popover-default, .puis-sponsored-label-text, .s-sponsored-label-text, [data-component-type="sp-sponsored-result"], a[href*="/sspa/"]';

/**
 * A card's title. The heading's aria-label holds the whole title, prefixed on sponsored cards
 * with the label in the page's language (`スポンサー広告 - …`, `Gesponsert – …`); its visible
 * text is the title alone, possibly split over several spans.
 */
function titleOf(heading: Nodes, sponsoredByMarkup: boolean) {
  const visible = piecewiseText(heading.toArray());
  const aria = clean(heading.attr('aria-label'));
  let name = aria || visible;
  if (aria && visible && aria !== visible) {
    const before = aria.endsWith(visible) ? aria.slice(0, aria.length - visible.length) : null;
    if (sponsoredByMarkup && before !== null && /\S\s*[–—-]\s*$/.test(before)) name = visible;
    else if (visible.includes(aria)) name = visible;
  }
  return { name: withoutSponsoredLabel(name), labelled: hasSponsoredLabel(name) };
}

function readCard($: CheerioAPI, card: Nodes, pageUrl: string, market: Marketplace | null) {
  const recipe = card.find('[data-cy="title-recipe"]');
  const scope = recipe.length ? recipe : card;
  // The title heading is the one linked to the product (inside the link, or around it).
  let heading = scope.find('a[href] h2, h2:has(a[href])').first();
  if (!heading.length) heading = scope.find('h2[aria-label]').first();
  if (!heading.length) heading = scope.find('h2').last();
  const sponsoredByMarkup = card.hasClass('AdHolder') || card.find(SPONSORED_MARKERS).length > 0;
  const title = titleOf(heading, sponsoredByMarkup);
  const href =
    heading.closest('a[href]').attr('href') ??
    heading.find('a[href]').attr('href') ??
    recipe.find('a[href]').last().attr('href') ??
    card.find('a[href*="/dp/"]').first().attr('href');
  const brandHeading = scope
    .find('.a-row.a-color-secondary h2, h2.a-size-mini')
    .filter((_, h) => h !== heading.get(0) && $(h).closest('a').length === 0 && $(h).find('a').length === 0)
    .first();

  const price = priceOf(card.find('.a-price:not(.a-text-price):not([data-a-strike="true"])').first(), market);
  const reviews = card.find('[data-cy="reviews-block"]').length
    ? card.find('[data-cy="reviews-block"]')
    : card;
  const ratingText =
    clean(reviews.find('.a-icon-alt').first().text()) ||
    clean(
      reviews
        .find('a[aria-label]')
        .filter((_, a) => isRatingPhrase($(a).attr('aria-label') ?? ''))
        .first()
        .attr('aria-label'),
    );
  // The count's link names it in full ("1.234 Bewertungen"); its text may be short ("(1,2 mil)").
  const countLink = reviews
    .find('a[aria-label]')
    .filter(
      (_, a) => !isRatingPhrase($(a).attr('aria-label') ?? '') && /\d/.test($(a).attr('aria-label') ?? ''),
    )
    .first();
  const countText =
    clean(countLink.attr('aria-label')) ||
    clean(reviews.find('a[href*="customerReviews"], span.s-underline-text').first().text());
  const img = card.find('img.s-image').first().attr('src');
  return {
    name: title.name,
    sponsored: sponsoredByMarkup || title.labelled,
    productUrl: href ? productUrlOf(href, pageUrl) : null,
    brand: brandHeading.length ? piecewiseText(brandHeading.toArray()) || null : null,
    priceMinor: price?.minor ?? null,
    currency: price?.currency ?? null,
    rating: ratingText ? parseRating(ratingText) : null,
    reviewCount: countText ? parseCount(countText, market) : 0,
    imageUrl: img ? new URL(img, pageUrl).toString() : null,
  };
}

/**
 * Parses a search result page of the largest marketplace's 2026 markup, in any of its
 * marketplaces and languages. Cards without an id, title or link are skipped and counted;
 * sponsored repeats of a product keep the organic card.
 */
export function parseSearchPage(html: string, pageUrl: string): ParsedSearchPage {
  const $ = load(html);
  if (isCaptcha($)) return { kind: 'captcha' };
  const cards = $('div[data-component-type="s-search-result"]');
  const known = $(
    '.s-main-slot, .s-result-list, .s-no-results-filler, [data-component-type="s-result-info-bar"]',
  );
  if (cards.length === 0 && known.length === 0) return { kind: 'unrecognised' };
  const market = marketOf($, pageUrl);

  const byId = new Map<string, ParsedItem>();
  let skipped = 0;
  cards.each((_, el) => {
    const card = $(el);
    const asin = clean(card.attr('data-asin'));
    if (!asin) return; // widgets and fillers carry data-asin="".
    const { productUrl, ...read } = readCard($, card, pageUrl, market);
    if (!/^[A-Z0-9]{10}$/.test(asin) || !read.name || !productUrl) {
      skipped++;
      return;
    }
    const item: ParsedItem = { externalId: asin, ...read, productUrl };
    const seen = byId.get(asin);
    if (!seen || (seen.sponsored && !item.sponsored)) byId.set(asin, item);
  });

  const nextHref = $('a.s-pagination-next').not('.s-pagination-disabled').first().attr('href');
  let nextUrl: string | null = null;
  if (nextHref) {
    try {
      nextUrl = new URL(nextHref, pageUrl).toString();
    } catch {
      nextUrl = null;
    }
  }
  return { kind: 'results', items: [...byId.values()], skipped, nextUrl };
}

/** The manufacturer's A+ block, where pages put the description when `#productDescription` is empty. */
function aplusText($: CheerioAPI): string {
  const block = $('#aplus_feature_div, #aplus').first();
  if (!block.length) return '';
  const v2 = block.find('.aplus-v2');
  if (v2.length) return blockText(v2.toArray());
  // Without the module wrapper: all of it but its "Product description" heading.
  const copy = block.clone();
  copy.children('h2').remove();
  copy.find('#aplus > h2').remove();
  return blockText(copy.toArray());
}

export function parseProductPage(html: string, pageUrl: string): ParsedProductPage | 'captcha' {
  const $ = load(html);
  if (isCaptcha($)) return 'captcha';
  const market = marketOf($, pageUrl);
  const brand =
    clean($('tr.po-brand td span.po-break-word').first().text()) ||
    blockText($('tr.po-brand td').last().toArray()) ||
    brandOfByline($('#bylineInfo').first().text()) ||
    null;
  const features = $('#feature-bullets li span.a-list-item, #feature-bullets li')
    .map((_, el) => clean($(el).text()))
    .get()
    .filter((s, i, all) => s.length > 0 && all.indexOf(s) === i)
    .slice(0, 30);
  const img = $('#landingImage').attr('src');
  const price = priceOf(
    $('#corePrice_feature_div .a-price, #corePrice_desktop .a-price, #apex_desktop .a-price, #price .a-price')
      .not('.a-text-price, [data-a-strike="true"]')
      .first(),
    market,
  );
  const ratingText =
    clean($('#acrPopover').attr('title')) || clean($('#acrPopover .a-icon-alt').first().text());
  const countText = clean($('#acrCustomerReviewText').first().text());
  return {
    brand,
    features,
    description: (blockText($('#productDescription').toArray()) || aplusText($)).slice(0, 10_000),
    imageUrl: img ? new URL(img, pageUrl).toString() : null,
    priceMinor: price?.minor ?? null,
    currency: price?.currency ?? null,
    rating: ratingText ? parseRating(ratingText) : null,
    reviewCount: countText ? parseCount(countText, market) : null,
    availability: availabilityOf(blockText($('#availability').first().toArray())),
  };
}
