/**
 * Search quality over the demo catalogues: the held-out visitor queries of
 * `search-queries.json` against `/api/search/aggregated` of a built app (see
 * `buildTestApp(…, { demoCatalogue: true })`). hit@1 and hit@5 count over queries that expect
 * items; `nothingCorrect` over those that expect nothing; a query has junk brands when a
 * brand or category outside its list shows among the top five; `empty` counts the queries that
 * expect items and get none at all. `search-fresh.json` holds queries written the same way,
 * never tuned on.
 */
import { readFileSync } from 'node:fs';
import type { SearchResults } from '@app/contract';
import type { FastifyInstance } from 'fastify';

export type SearchQueryCase = { topic: string; q: string; expect: string[] | 'nothing'; brands: string[] };
export type SearchScore = {
  hitAt1: number;
  hitAt5: number;
  junkBrandRate: number;
  nothingCorrect: number;
  /** Queries that expect items and get none at all. */
  empty: number;
  total: number;
  failures: string[];
};

/** The tuning queries (`search-queries.json`) or the fresh ones (`search-fresh.json`). */
export function searchQueries(set: 'tuning' | 'fresh' = 'tuning'): SearchQueryCase[] {
  const file = new URL(set === 'tuning' ? './search-queries.json' : './search-fresh.json', import.meta.url);
  return (JSON.parse(readFileSync(file, 'utf8')) as { queries: SearchQueryCase[] }).queries;
}

const rate = (n: number, of: number) => (of === 0 ? 1 : n / of);

export async function scoreSearch(
  app: Pick<FastifyInstance, 'inject'>,
  cases = searchQueries(),
): Promise<SearchScore> {
  const failures: string[] = [];
  let found = 0;
  let hit1 = 0;
  let hit5 = 0;
  let nothing = 0;
  let nothingOk = 0;
  let junk = 0;
  let empty = 0;
  for (const c of cases) {
    const qs = new URLSearchParams({ q: c.q, websiteTopic: c.topic, brandsLimit: '5', itemsLimit: '12' });
    const res = await app.inject({ method: 'GET', url: `/api/search/aggregated?${qs}` });
    const label = `${c.topic}: "${c.q}"`;
    if (res.statusCode !== 200) {
      failures.push(`${label}: status ${res.statusCode}`);
      continue;
    }
    const r = (res.json() as { data: SearchResults }).data;
    const items = r.brandItems.map((i) => i.name);
    const brands = r.brands.slice(0, 5).map((b) => b.name);
    const junkBrands = brands.filter((b) => !c.brands.includes(b));
    if (junkBrands.length > 0) {
      junk++;
      failures.push(`${label}: junk brands ${junkBrands.join(', ')}`);
    }
    if (c.expect === 'nothing') {
      nothing++;
      if (items.length === 0) nothingOk++;
      else failures.push(`${label}: expected nothing, got ${items.slice(0, 3).join(' | ')}`);
      continue;
    }
    found++;
    if (items.length === 0) empty++;
    const expected = c.expect;
    if (items[0] && expected.includes(items[0])) hit1++;
    else failures.push(`${label}: top item ${items[0] ?? '(none)'}`);
    if (items.slice(0, 5).some((i) => expected.includes(i))) hit5++;
  }
  return {
    hitAt1: rate(hit1, found),
    hitAt5: rate(hit5, found),
    junkBrandRate: rate(junk, cases.length),
    nothingCorrect: rate(nothingOk, nothing),
    empty,
    total: cases.length,
    failures,
  };
}

// `npx tsx bench/quality/search-score.ts`: the figures over the demo catalogue.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { buildTestApp } = await import('../../packages/server/src/test/test-app');
  const t = await buildTestApp({}, { demoCatalogue: true });
  const s = await scoreSearch(t.app);
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  console.log(
    `search quality over ${s.total} queries: hit@1 ${pct(s.hitAt1)}, hit@5 ${pct(s.hitAt5)}, junk brands in top 5 ${pct(s.junkBrandRate)}, nothing when nothing matches ${pct(s.nothingCorrect)}`,
  );
  for (const f of s.failures) console.log(`  - ${f}`);
  await t.close();
}
