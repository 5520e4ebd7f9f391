/*
 * Two app instances on one PostgreSQL database, as two processes behind a load balancer: what
 * one keeps of a topic for search (dictionary, brands, synonyms) is retired by a write through
 * the other, whose notice comes over LISTEN/NOTIFY.
 */
import { ROUTES } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app';
import { type Database, openPostgres } from '../../db/client';
import { DEMO_ADMIN_PASSWORD, demoAdminEmail, seedDemo } from '../../db/seed';
import { buildBrand, buildItem, call } from '../../test/catalogue';
import { createPostgresTestDatabase } from '../../test/postgres-database';
import { appOn, login } from '../../test/test-app';

const TOPIC = 'batteries';

describe('what search keeps, across two instances', () => {
  let dropDatabase: () => Promise<void>;
  const opened: Database[] = [];
  let a: App;
  let b: App;
  let admin: string;
  let fresh = 0;

  beforeAll(async () => {
    const created = await createPostgresTestDatabase();
    dropDatabase = created.dropDatabase;
    const setup = await openPostgres(created.url, { poolSize: 2 });
    await setup.migrate();
    await seedDemo(setup.db, { catalogue: true });
    await setup.close();
    for (let i = 0; i < 2; i++) opened.push(await openPostgres(created.url, { poolSize: 4 }));
    a = await appOn(opened[0]!);
    b = await appOn(opened[1]!);
    ({ authorization: admin } = await login(a, demoAdminEmail(TOPIC), DEMO_ADMIN_PASSWORD, TOPIC));
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    for (const db of opened) await db.close();
    await dropDatabase?.();
  });

  /** What a search on `app` finds, past its reply cache (a URL of its own). */
  async function search(app: App, q: string) {
    const params = new URLSearchParams({ q, websiteTopic: TOPIC, _: String(fresh++) });
    const res = await app.inject({ url: `${ROUTES.search.aggregated}?${params}` });
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as {
      data: { brands: Array<{ name: string }>; brandItems: Array<{ name: string }> };
    };
    return { brands: data.brands.map((x) => x.name), items: data.brandItems.map((x) => x.name) };
  }

  it("B's search sees a brand renamed and an item added through A", async () => {
    const made = await call(
      a,
      'POST',
      `${ROUTES.brands.list}?websiteTopic=${TOPIC}`,
      buildBrand({ name: 'Quoltrix' }),
      admin,
    );
    expect(made.status).toBe(201);
    const brandId = (made.body.data as { id: number }).id;
    const first = await call(
      a,
      'POST',
      `${ROUTES.brandItems.list}?websiteTopic=${TOPIC}`,
      buildItem({ brandId, name: 'Quoltrix Lantern Cell' }),
      admin,
    );
    expect(first.status).toBe(201);
    await vi.waitFor(async () => expect((await search(b, 'quoltrix')).brands).toEqual(['Quoltrix']), {
      timeout: 5_000,
    });
    // B keeps the topic's dictionary and brands now.
    expect(await search(b, 'brovanta')).toEqual({ brands: [], items: [] });
    expect(await search(b, 'zelquorn')).toEqual({ brands: [], items: [] });

    const renamed = await call(
      a,
      'PUT',
      `${ROUTES.brands.byId.replace(':id', String(brandId))}?websiteTopic=${TOPIC}`,
      { name: 'Brovanta' },
      admin,
    );
    expect(renamed.status).toBe(200);
    const added = await call(
      a,
      'POST',
      `${ROUTES.brandItems.list}?websiteTopic=${TOPIC}`,
      buildItem({ brandId, name: 'Zelquorn Coin Cell' }),
      admin,
    );
    expect(added.status).toBe(201);

    // The notice takes a moment to arrive; B never reads the topic again without it.
    await vi.waitFor(
      async () => expect((await search(b, 'zelquorn')).items).toEqual(['Zelquorn Coin Cell']),
      {
        timeout: 5_000,
      },
    );
    expect((await search(b, 'brovanta')).brands).toEqual(['Brovanta']);
    expect((await search(b, 'zelqourn')).items).toEqual(['Zelquorn Coin Cell']);
  });
});
