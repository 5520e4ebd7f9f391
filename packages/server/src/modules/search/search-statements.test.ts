/*
 * What one search costs the database, counted at the database (every statement the app sends,
 * a transaction's BEGIN and COMMIT included): a search whose reply is not cached reads the items
 * in one transaction, the words no name has or starts (misspelled ones) in one statement before
 * it, and (in one statement beside them) the tips and podcast episodes; the topic's dictionary,
 * brands and synonyms are kept in process until the topic changes (topic-memo.ts).
 */
import { ROUTES } from '@app/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/catalogue';
import { buildTestApp, signInCast, type TestApp } from '../../test/test-app';

type Query = (...args: unknown[]) => Promise<unknown>;
type Queryable = { query: Query; exec?: Query };
type Pglite = Queryable & { transaction: (fn: (tx: Queryable) => Promise<unknown>) => Promise<unknown> };

/** Counts statements from now on: PGlite's (its transactions' own BEGIN and COMMIT too), or every node-postgres client's. */
function countStatements(t: TestApp) {
  const counted = { statements: [] as string[] };
  const wrap = (target: Queryable, key: 'query' | 'exec') => {
    const original = target[key];
    if (!original) return () => {};
    // Called on the instance (a prototype's method too): `this` is whatever it was called on.
    target[key] = function (this: unknown, ...args: unknown[]) {
      const [first] = args as [string | { text: string }];
      const text = typeof first === 'string' ? first : first.text;
      // The job queue polls its tables and the health probe asks `select 1` on their own
      // (PostgreSQL): no statement of a search.
      if (!text.includes('pgboss.') && text.trim() !== 'select 1') counted.statements.push(text);
      return original.apply(this, args);
    };
    return () => {
      target[key] = original;
    };
  };
  if (t.database.kind === 'pglite') {
    const client = (t.database.db as unknown as { $client: Pglite }).$client;
    const transaction = client.transaction.bind(client);
    client.transaction = (fn) => {
      counted.statements.push('BEGIN');
      return transaction(async (tx) => {
        wrap(tx, 'query');
        wrap(tx, 'exec');
        return fn(tx);
      }).finally(() => counted.statements.push('COMMIT'));
    };
    const restore = [wrap(client, 'query'), wrap(client, 'exec')];
    return Object.assign(counted, {
      restore: () => {
        client.transaction = transaction;
        for (const r of restore) r();
      },
    });
  }
  return Object.assign(counted, { restore: wrap(pg.Client.prototype as unknown as Queryable, 'query') });
}

describe('the statements of a search', () => {
  let t: TestApp;
  let admin: string;
  let counter: ReturnType<typeof countStatements>;
  let fresh = 0;

  beforeAll(async () => {
    t = await buildTestApp({}, { demoCatalogue: true });
    admin = (await signInCast(t.app)).admin.authorization!;
    counter = countStatements(t);
  });
  afterAll(async () => {
    counter?.restore();
    await t?.close();
  });

  /** Waits until the topic's version has held still for a moment (no notice on its way). */
  async function versionsSettled(topic: string) {
    let seen = -1;
    while (seen !== t.app.topicCache.version(topic)) {
      seen = t.app.topicCache.version(topic);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }

  /** One aggregated search, past the reply cache (a URL of its own): its names and statements. */
  async function search(q: string, more: Record<string, string> = {}) {
    const params = new URLSearchParams({
      q,
      websiteTopic: 'batteries',
      itemsLimit: String(10 + (fresh++ % 30)),
      ...more,
    });
    counter.statements.length = 0;
    const res = await t.app.inject({ url: `${ROUTES.search.aggregated}?${params}` });
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as { data: { brandItems: Array<{ name: string }> } };
    const synonymReads = counter.statements.filter((sql) => sql.includes('"search_synonyms"')).length;
    const keptReads = counter.statements.filter((sql) =>
      /from "(search_words|brands|search_synonyms)"/.test(sql),
    ).length;
    const contentReads = counter.statements.filter((sql) => /"tips"|"podcasts"/.test(sql)).length;
    if (process.env.SHOW_COUNTS) console.log('COUNT', q, counter.statements.length);
    return {
      statements: counter.statements.length,
      // A transaction's start: PGlite's counted as `BEGIN`, node-postgres sends drizzle's `begin`.
      itemReads: counter.statements.filter((sql) => /^begin\b/i.test(sql.trim())).length,
      ignored: (res.json() as { data: { ignored?: string[] } }).data.ignored,
      synonymReads,
      keptReads,
      contentReads,
      names: data.brandItems.map((i) => i.name),
    };
  }

  it('reads the items in 4 statements, a misspelled word in 1 more, and the tips and episodes in 1 beside them', async () => {
    await search('duracell aa');
    // One transaction: planner settings and tsquery texts, the items; beside it one statement
    // for the tips and episodes together. Its words and the brands they may name are read in
    // process.
    const plain = await search('duracell aa');
    expect(plain.names.length).toBeGreaterThan(0);
    expect(plain.statements).toBe(5);
    expect(plain.keptReads).toBe(0);
    expect(plain.contentReads).toBe(1);
    // The word no name has (its closest word, and whether any text has it), then the corrected
    // text's items (not the items of both).
    const misspelled = await search('enrgizer aa');
    expect(misspelled.names).toEqual((await search('energizer aa')).names);
    expect(misspelled.statements).toBe(6);
    expect(misspelled.contentReads).toBe(1);
    // "pilhas" is a synonym of batteries: no word left to look up.
    const synonym = await search('pilhas');
    expect(synonym.names.length).toBeGreaterThan(0);
    expect(synonym.statements).toBe(5);
  });

  it('reads no tips or episodes when none is asked for (a brand picker)', async () => {
    const none = await search('duracell aa', { tipsLimit: '0', podcastsLimit: '0' });
    expect(none.names.length).toBeGreaterThan(0);
    expect(none.contentReads).toBe(0);
    expect(none.statements).toBe(4);
  });

  it('reads the synonyms again once the topic has changed, and then keeps them', async () => {
    await t.app.invalidateTopic('batteries');
    // On PostgreSQL the notice comes back over LISTEN too, and retires the topic once more.
    await versionsSettled('batteries');
    expect((await search('pilhas')).synonymReads).toBe(1);
    expect(await search('pilhas')).toMatchObject({
      statements: 5,
      synonymReads: 0,
      keptReads: 0,
      contentReads: 1,
    });
  });

  it('a synonym group added through the API changes the next search at once', async () => {
    expect((await search('zorblat')).names).toEqual([]);
    const added = await call(
      t.app,
      'POST',
      `${ROUTES.search.synonyms}?websiteTopic=batteries`,
      { terms: ['zorblat', 'charger'] },
      admin,
    );
    expect(added.status).toBe(201);
    const found = await search('zorblat');
    expect(found.names.length).toBeGreaterThan(0);
    expect(found.names).toEqual((await search('charger')).names);
  });

  it('costs more only when every word together finds nothing: one look at which words items have together, one more item read', async () => {
    // The words the relaxed query keeps, read as a query of their own.
    const kept = await search('eneloop aaa batteries');
    // "grandkids" is in no text: left out, with one look for a name it may be two slips of.
    const unknown = await search('eneloop aaa batteries grandkids');
    expect(unknown.names).toEqual(kept.names);
    expect(unknown.ignored).toEqual(['grandkids']);
    expect(unknown.itemReads).toBe(1);
    expect(unknown.statements).toBeLessThanOrEqual(kept.statements + 2);
    // "remote" is in descriptions, never with an Anker: the whole text is read, then the rest.
    const apart = await search('anker remote');
    expect(apart.ignored).toEqual(['remote']);
    expect(apart.itemReads).toBe(2);
    expect(apart.statements).toBeLessThanOrEqual((await search('anker')).statements + 6);
  });
});
