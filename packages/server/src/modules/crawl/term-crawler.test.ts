import { CRAWL_REPORT_EXAMPLES } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { type BrandRef, brandIndex } from './brand-signal';
import type { Placed } from './crawl-import.repository';
import type { MarketplaceAdapter, SearchResultPage } from './marketplace-adapter';
import type { ParsedItem } from './marketplace-parser';
import { crawlTerm } from './term-crawler';

const volt = { id: 1, slug: 'volt', name: 'Volt', isCategory: false, searchTerm: null } satisfies BrandRef;
const arc = { id: 2, slug: 'arc', name: 'Arc', isCategory: false, searchTerm: null } satisfies BrandRef;

const card = (n: number, over: Partial<ParsedItem> = {}): ParsedItem => ({
  externalId: `B0${String(n).padStart(8, '0')}`,
  name: `Volt AA Cells ${n}`,
  brand: null,
  priceMinor: 999,
  currency: 'USD',
  rating: 4.5,
  reviewCount: 3,
  imageUrl: null,
  productUrl: `https://m.example/dp/B0${String(n).padStart(8, '0')}`,
  sponsored: false,
  ...over,
});

/** A marketplace of fixed result pages; no product pages. */
type FakePage = Omit<SearchResultPage, 'url' | 'brandFilter'> & { brandFilter?: string[] };

function fakeAdapter(pages: FakePage[]): MarketplaceAdapter {
  return {
    origin: 'https://m.example',
    async *search() {
      for (const [i, p] of pages.entries())
        yield { url: `https://m.example/s?page=${i + 1}`, brandFilter: [], ...p };
    },
    product: () => Promise.reject(new Error('no product pages')),
    lookup: async () => [],
    productLink: (id) => `https://m.example/dp/${id}`,
    close: () => {},
  };
}

function run(brand: BrandRef | null, pages: FakePage[]) {
  const imported: Placed[] = [];
  const waiting: Array<{ id: string; brandName: string }> = [];
  const reports: number[] = [];
  const job = crawlTerm({
    term: 'volt',
    brand,
    adapter: fakeAdapter(pages),
    affiliateTag: null,
    index: brandIndex([volt, arc]),
    maxPages: 5,
    productPages: false,
    productPageMaxAgeDays: 30,
    signal: new AbortController().signal,
    lookup: async () => ({ items: new Map(), review: new Map() }),
    importPage: async (placed) => {
      imported.push(...placed);
      return { itemsCreated: placed.length, itemsUpdated: 0, itemsUnchanged: 0, brands: [] };
    },
    review: async (w) => {
      waiting.push(...w.map((x) => ({ id: x.item.externalId, brandName: x.brandName })));
    },
    onPage: async (_found, _imported, report) => {
      reports.push(report.itemsCreated);
    },
  });
  return job.then((result) => ({ result, imported, waiting, reports }));
}

describe('the term crawler’s report', () => {
  it('counts what it left out and why: sponsored repeats, duplicates, other brands, review, unreadable cards', async () => {
    const { result, imported, waiting, reports } = await run(volt, [
      { items: [card(1), card(2), card(3, { name: 'Arc AA Cells' })], skipped: 2, stop: null },
      {
        items: [card(1, { sponsored: true }), card(2), card(4, { brand: 'Nobody' }), card(5)],
        skipped: 0,
        stop: { reason: 'loop', url: 'https://m.example/s?page=1' },
      },
    ]);
    expect(imported.map((p) => p.item.externalId)).toEqual(
      [card(1), card(2), card(5)].map((c) => c.externalId),
    );
    expect(imported.every((p) => p.brand?.id === volt.id && p.item.brandName === 'Volt')).toBe(true);
    expect(waiting).toEqual([{ id: card(4).externalId, brandName: 'Nobody' }]);
    expect(reports).toEqual([2, 1]); // one report per page
    expect(result).toMatchObject({ pages: 2, itemsCreated: 3, inReview: 1 });
    expect(result.report.skipped).toEqual({
      unreadable: 2,
      'other brand': 1,
      sponsored: 1,
      duplicate: 1,
      'awaiting brand review': 1,
      loop: 1,
    });
    expect(result.report.examples).toEqual([
      { reason: 'other brand', title: 'Arc AA Cells', externalId: card(3).externalId, detail: 'Arc' },
      { reason: 'sponsored', title: card(1).name, externalId: card(1).externalId, detail: null },
      { reason: 'duplicate', title: card(2).name, externalId: card(2).externalId, detail: null },
      {
        reason: 'awaiting brand review',
        title: card(4).name,
        externalId: card(4).externalId,
        detail: 'Nobody',
      },
      { reason: 'loop', title: 'Next page', externalId: null, detail: 'https://m.example/s?page=1' },
    ]);
  });

  it(`keeps at most ${CRAWL_REPORT_EXAMPLES} examples, and every count`, async () => {
    const many = Array.from({ length: 120 }, (_, i) => card(100 + i, { brand: `Maker ${i}` }));
    const { result } = await run(null, [
      { items: many.slice(0, 60), skipped: 0, stop: null },
      { items: many.slice(60), skipped: 0, stop: null },
    ]);
    expect(result.report.skipped).toEqual({ 'awaiting brand review': 120 });
    expect(result.report.examples).toHaveLength(CRAWL_REPORT_EXAMPLES);
    expect(result.report.examples[0]).toMatchObject({ detail: 'Maker 0' });
  });

  it('leaves out a price whose currency the page did not name, and keeps an item without a price', async () => {
    const { imported, result } = await run(volt, [
      {
        items: [card(1, { currency: null }), card(2, { priceMinor: null, currency: null }), card(3)],
        skipped: 0,
        stop: null,
      },
    ]);
    expect(imported.map((p) => [p.item.externalId, p.item.priceMinor])).toEqual([
      [card(2).externalId, null],
      [card(3).externalId, 999],
    ]);
    expect(result.report.skipped).toEqual({ 'unknown currency': 1 });
    expect(result.report.examples).toEqual([
      { reason: 'unknown currency', title: card(1).name, externalId: card(1).externalId, detail: null },
    ]);
  });

  it("names an item's brand from the page's brand filter when its title starts with one", async () => {
    const { waiting, imported } = await run(null, [
      {
        items: [
          card(1, { name: 'Nova Labs AA Cells' }),
          card(2, { name: 'Nova AA Cells' }),
          card(3, { name: 'Arc AA Cells' }),
        ],
        skipped: 0,
        stop: null,
        brandFilter: ['Nova', 'Nova Labs', 'Arc'],
      },
    ]);
    expect(waiting).toEqual([
      { id: card(1).externalId, brandName: 'Nova Labs' },
      { id: card(2).externalId, brandName: 'Nova' },
    ]);
    expect(imported.map((p) => p.brand?.name)).toEqual(['Arc']);
  });
});
