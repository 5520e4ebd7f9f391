/*
 * A server-rendered page reads each record once: its head (title, description, JSON-LD) is made
 * from the replies its render read, not from a second read of the same item, brand or tip. Counted
 * at the database: the statements a page request sends that name the record. Needs the web app's
 * server bundle as built (`npm test` builds it first; skipped when it is missing).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { renderHead } from '../seo';

const root = path.resolve(import.meta.dirname, '../../../../..');
const webDist = process.env.WEB_DIST ?? path.join(root, 'packages/web/dist');
const entry = process.env.WEB_SSR_ENTRY ?? path.join(webDist, '../dist-server/entry-server.js');

type Statement = { sql: string; params: unknown[] };
type Client = { query: (...args: unknown[]) => Promise<unknown> };

describe.skipIf(!existsSync(entry))('a server-rendered page reads its records once, head and body', () => {
  let t: TestApp;
  const statements: Statement[] = [];

  beforeAll(async () => {
    t = await buildTestApp({ webDist, webSsrEntry: entry }, { demoCatalogue: true });
    // Every statement the app sends (PGlite: query(sql, params); node-postgres: query({ text }, params)
    // or query({ text, values })).
    const client = (t.database.db as unknown as { $client: Client }).$client;
    const query = client.query.bind(client);
    client.query = (...args: unknown[]) => {
      const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
      statements.push(
        typeof first === 'string'
          ? { sql: first, params: second ?? [] }
          : { sql: first.text, params: second ?? first.values ?? [] },
      );
      return query(...args);
    };
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The statements one page request sends that read `table` with `value` among their parameters. */
  async function readsOf(url: string, table: string, value: string) {
    statements.length = 0;
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('id="server-state"');
    const reads = statements.filter(
      (s) => /^\s*select/i.test(s.sql) && s.sql.includes(`"${table}"`) && s.params.includes(value),
    );
    return { html: res.body, reads: reads.length };
  }

  it('the item page reads the item only for its body', async () => {
    const { html, reads } = await readsOf(
      '/batteries/duracell/duracell-optimum-aa-batteries-12-pack',
      'brand_items',
      'duracell-optimum-aa-batteries-12-pack',
    );
    // The head still carries what it did: the item's own title and its Product node.
    expect(html).toMatch(/<title>[^<]*Duracell Optimum AA Batteries, 12 Pack/);
    expect(html).toContain('"@type":"Product"');
    // The item's own reply, and its price history's lookup of it (a read of the body's own): the
    // head reads it no third time.
    expect(reads).toBe(2);
  });

  it('the brand page reads the brand once', async () => {
    const { html, reads } = await readsOf('/batteries/duracell', 'brands', 'duracell');
    expect(html).toContain('"@type":"Brand"');
    expect(reads).toBe(1);
  });

  it('the tip page reads the tip once', async () => {
    const list = await t.app.inject({ url: '/api/tips?websiteTopic=batteries' });
    const tip = (list.json() as { data: { items: { slug: string; title: string }[] } }).data.items[0]!;
    const { html, reads } = await readsOf(`/batteries/tips/${tip.slug}`, 'tips', tip.slug);
    expect(html).toContain('"@type":"Article"');
    expect(reads).toBe(1);
  });

  it('makes the same heads of the render’s replies as of its own reads', async () => {
    const tips = await t.app.inject({ url: '/api/tips?websiteTopic=batteries' });
    const tip = (tips.json() as { data: { items: { slug: string }[] } }).data.items[0]!;
    for (const path of [
      '/batteries/duracell/duracell-optimum-aa-batteries-12-pack',
      '/batteries/duracell',
      '/batteries/duracell?page=2',
      '/batteries/category/aa-batteries',
      `/batteries/tips/${tip.slug}`,
      '/batteries/brands',
      '/batteries/brand-items?page=2',
      '/batteries/category-items',
      '/batteries/tips',
      '/batteries/duracell/no-such-item',
    ]) {
      const page = await t.app.inject({ url: path });
      expect(page.body, path).toContain('id="server-state"');
      // The head the shell gets when there is no render: every record read by the services.
      const own = renderHead(
        await t.app.pageHeads.pageMeta(new URL(`http://localhost${path}`), 'http://localhost'),
      );
      for (const line of own.split('\n')) expect(page.body, path).toContain(line);
      expect(page.body.split('application/ld+json').length, path).toBe(
        own.split('application/ld+json').length,
      );
    }
  });
});
