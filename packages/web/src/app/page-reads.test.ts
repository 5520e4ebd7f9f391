import { describe, expect, it } from 'vitest';
import { generalise, type PageValues, pageReadsMemory } from './page-reads';

const ITEM_ROUTE = 'root site item';
const itemPage = (brandSlug: string, itemSlug: string, search = ''): PageValues => ({
  params: { brandSlug, itemSlug },
  search: new URLSearchParams(search),
});
const itemReads = (brandSlug: string, itemSlug: string) => [
  { endpointName: 'getHeaderBrands', args: undefined },
  { endpointName: 'getBrandItem', args: { brandSlug, itemSlug, isCategory: false } },
  { endpointName: 'getBrandItems', args: { brandSlug, isCategory: false, pageSize: 5 } },
];

describe('reads learned per route', () => {
  it('puts the address values of one page into the args of another', () => {
    const memory = pageReadsMemory();
    memory.learn(ITEM_ROUTE, itemPage('acme', 'aa-cells'), itemReads('acme', 'aa-cells'));
    memory.learn(ITEM_ROUTE, itemPage('volta', 'd-cells'), itemReads('volta', 'd-cells'));
    expect(memory.reads(ITEM_ROUTE, itemPage('zeta', 'coin-cell'))).toEqual(itemReads('zeta', 'coin-cell'));
    expect(memory.reads('root site brand', itemPage('zeta', 'coin-cell'))).toEqual([]);
  });

  it('starts only reads the last two renders both made, so args taken from data are not guessed each time', () => {
    const memory = pageReadsMemory();
    memory.learn(ITEM_ROUTE, itemPage('acme', 'aa-cells'), itemReads('acme', 'aa-cells'));
    expect(memory.reads(ITEM_ROUTE, itemPage('zeta', 'coin-cell'))).toEqual([]);
    const featured = (ids: number[]) => ({ endpointName: 'getFeatured', args: { excludeIds: ids } });
    memory.learn(ITEM_ROUTE, itemPage('volta', 'd-cells'), [...itemReads('volta', 'd-cells'), featured([1])]);
    memory.learn(ITEM_ROUTE, itemPage('acme', 'aa-cells'), [...itemReads('acme', 'aa-cells'), featured([2])]);
    const reads = memory.reads(ITEM_ROUTE, itemPage('zeta', 'coin-cell'));
    expect(reads.map((r) => r.endpointName)).toEqual(['getHeaderBrands', 'getBrandItem', 'getBrandItems']);
  });

  it('takes numbers from the query string as numbers, and skips a read whose value the address lacks', () => {
    const brand = (page: number) => ({ endpointName: 'getBrandItems', args: { brandSlug: 'acme', page } });
    const page2 = { params: { brandSlug: 'acme' }, search: new URLSearchParams('page=2') };
    expect(generalise(brand(2).args, page2)).toEqual({
      brandSlug: { slot: 'param', name: 'brandSlug', number: false },
      page: { slot: 'search', name: 'page', number: true },
    });
    const memory = pageReadsMemory();
    memory.learn('brand', page2, [brand(2)]);
    memory.learn('brand', { ...page2, search: new URLSearchParams('page=3') }, [brand(3)]);
    const page4 = { params: { brandSlug: 'volta' }, search: new URLSearchParams('page=4') };
    expect(memory.reads('brand', page4)).toEqual([
      { endpointName: 'getBrandItems', args: { brandSlug: 'volta', page: 4 } },
    ]);
    expect(memory.reads('brand', { params: { brandSlug: 'volta' }, search: new URLSearchParams() })).toEqual(
      [],
    );
  });
});
