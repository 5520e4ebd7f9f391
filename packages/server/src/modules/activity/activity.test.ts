import { ACTIVITY_ERRORS, ACTIVITY_ROUTES, type ActivityEntry, type ActivityList } from '@app/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, brands, scheduledJobs } from '../../db/schema';
import { queueOf } from '../../lib/scheduler';
import { buildBrand, buildItem, call } from '../../test/catalogue';
import { buildTestApp, signInCast, type TestApp } from '../../test/test-app';
import { activityRetentionJob } from './activity.plugin';
import { DIFF_TEXT_MAX } from './activity-diff';

type Auth = { authorization: string };

describe('activity log', () => {
  let t: TestApp;
  let cast: { admin: Auth; testAdmin: Auth; shopper: Auth };

  beforeAll(async () => {
    t = await buildTestApp({ activityRetentionDays: 30, schedulerPollMs: 50 });
    cast = await signInCast(t.app);
  });
  afterAll(() => t.close());

  const send = async (
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body: unknown,
    status: number,
    as = cast.admin,
  ) => {
    const res = await call(t.app, method, url, body, as.authorization);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    return res.body.data;
  };
  const history = async (query = '', as = cast.admin): Promise<ActivityList> => {
    const res = await call(t.app, 'GET', `${ACTIVITY_ROUTES.list}${query}`, undefined, as.authorization);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };
  const ofRecord = async (type: string, id: number, as = cast.admin): Promise<ActivityEntry[]> => {
    const res = await call(t.app, 'GET', `/api/activity/${type}/${id}`, undefined, as.authorization);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.items;
  };
  const rowCount = async () =>
    (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(activityLog))[0]!.n;

  it('records a create and an update with who did it, a field diff and the version after', async () => {
    const brand = await send('POST', '/api/brands', buildBrand({ name: 'Logged Brand' }), 201);
    await send('PUT', `/api/brands/${brand.id}`, { description: 'Now described' }, 200);
    const [update, create] = await ofRecord('brand', brand.id);
    expect(create).toMatchObject({
      action: 'create',
      entityLabel: 'Logged Brand',
      userEmail: expect.stringContaining('@'),
    });
    expect(create!.changes.name).toEqual([null, 'Logged Brand']);
    expect(create!.userId).toEqual(expect.any(Number));
    expect(update).toMatchObject({
      action: 'update',
      entityType: 'brand',
      entityId: brand.id,
      restorable: true,
    });
    // Only what changed: not the timestamps, not the untouched name.
    expect(update!.changes).toEqual({ description: ['A brand made for tests', 'Now described'] });
    expect(update!.snapshot).toMatchObject({
      id: brand.id,
      name: 'Logged Brand',
      description: 'Now described',
    });
  });

  it('clips long texts in the diff but keeps the whole text in the version', async () => {
    const long = `<p>${'x'.repeat(DIFF_TEXT_MAX * 2)}</p>`;
    const tip = await send('POST', '/api/tips', { title: 'Long tip', bodyHtml: '<p>Short</p>' }, 201);
    await send('PUT', `/api/tips/${tip.id}`, { bodyHtml: long }, 200);
    const [update] = await ofRecord('tip', tip.id);
    const after = update!.changes.bodyHtml![1] as string;
    expect(after.length).toBe(DIFF_TEXT_MAX);
    expect(after.endsWith('…')).toBe(true);
    expect(update!.snapshot!.bodyHtml).toBe(long);
  });

  it('writes no entry when the write fails, and no change when the entry cannot be written', async () => {
    await send('POST', '/api/brands', buildBrand({ slug: 'taken-slug' }), 201);
    const before = await rowCount();
    await send('POST', '/api/brands', buildBrand({ slug: 'taken-slug' }), 409);
    expect(await rowCount()).toBe(before);

    // A log that refuses the entry must take the change down with it: one transaction.
    await t.database.db.execute(
      sql`alter table activity_log add constraint refuse_marked check (entity_label <> 'Refused Brand')`,
    );
    try {
      const res = await call(
        t.app,
        'POST',
        '/api/brands',
        buildBrand({ name: 'Refused Brand' }),
        cast.admin.authorization,
      );
      expect(res.status).toBe(500);
      const left = await t.database.db.select().from(brands).where(eq(brands.name, 'Refused Brand'));
      expect(left).toEqual([]);
      expect(await rowCount()).toBe(before);
    } finally {
      await t.database.db.execute(sql`alter table activity_log drop constraint refuse_marked`);
    }
  });

  it('logs a reorder and a bulk create as one entry each, and a delete with the deleted record', async () => {
    const brand = await send('POST', '/api/brands', buildBrand(), 201);
    const made = await send(
      'POST',
      '/api/brand-items/bulk',
      {
        brandItems: [
          buildItem({ brandId: brand.id }),
          buildItem({ brandId: brand.id }),
          buildItem({ brandId: brand.id }),
        ],
      },
      201,
    );
    const before = await rowCount();
    await send(
      'PATCH',
      '/api/brand-items/order',
      { brandItemIds: made.map((i: { id: number }) => i.id).reverse() },
      200,
    );
    expect(await rowCount()).toBe(before + 1);
    const { items } = await history('?entityType=brandItem&pageSize=2');
    expect(items[0]).toMatchObject({ action: 'reorder', entityId: null, restorable: false });
    expect(items[1]).toMatchObject({ action: 'import', entityLabel: '3 items created in bulk' });

    await send('DELETE', `/api/brand-items/${made[0].id}`, undefined, 200);
    const [deleted] = await ofRecord('brandItem', made[0].id);
    expect(deleted).toMatchObject({
      action: 'delete',
      snapshot: { id: made[0].id, name: made[0].name, itemSlug: made[0].itemSlug },
      restorable: true,
    });
    expect(deleted!.changes.name).toEqual([made[0].name, null]);
  });

  it('logs podcasts, banking records and site settings', async () => {
    await send(
      'POST',
      '/api/podcasts',
      { title: 'Logged episode', audioUrl: 'https://cdn.example.com/a.mp3' },
      201,
    );
    await send(
      'POST',
      '/api/banking',
      {
        date: '2026-01-02',
        amount: '12.50',
        currencyType: 'USD',
        direction: 'income',
        category: 'Sales',
        counterparty: 'Shop',
        note: '',
      },
      201,
    );
    await send(
      'PUT',
      '/api/site-config',
      { title: 'Batteries', tagline: 'Logged tagline', primaryColor: '#112233', secondaryColor: '#445566' },
      200,
    );
    const kinds = (await history('?pageSize=3')).items.map((e) => [e.entityType, e.action]);
    expect(kinds).toEqual([
      ['siteConfig', 'update'],
      ['bankingRecord', 'create'],
      ['podcast', 'create'],
    ]);
    const settings = (await history('?entityType=siteConfig')).items[0]!;
    expect(settings.changes.tagline).toEqual([expect.anything(), 'Logged tagline']);
  });

  it('logs the marketplace settings without their secret', async () => {
    const secret = 'activity-secret-0123456789abcdef';
    await send(
      'PUT',
      '/api/site-config/marketplace',
      {
        adapter: 'creators-api',
        apiClientId: 'amzn1.creators.client.activity',
        apiClientSecret: secret,
        priceRefreshHours: 12,
        priceMaxAgeHours: 24,
        productPageMaxAgeDays: 30,
      },
      200,
    );
    const [entry] = (await history('?entityType=siteConfig')).items;
    expect(entry).toMatchObject({ entityLabel: 'Marketplace settings', action: 'update' });
    expect(entry!.changes).toMatchObject({ adapter: ['pages', 'creators-api'], apiSecretSet: [false, true] });
    expect(JSON.stringify(entry)).not.toContain(secret);
  });

  it('filters by person, kind of record and dates, and pages', async () => {
    await send('POST', '/api/tips', { title: 'Filtered tip', bodyHtml: '<p>Tip</p>' }, 201);
    for (let i = 0; i < 5; i++) await send('POST', '/api/brands', buildBrand(), 201);
    const all = await history('?pageSize=100');
    expect(all.total).toBeGreaterThan(5);
    expect(all.total).toBeLessThanOrEqual(100);
    const me = all.items[0]!.userId!;
    expect(all.people).toContainEqual({ userId: me, userEmail: all.items[0]!.userEmail });
    const mine = await history(`?userId=${me}&pageSize=100`);
    expect(mine.items.map((e) => e.id)).toEqual(all.items.filter((e) => e.userId === me).map((e) => e.id));
    expect((await history('?userId=999999')).total).toBe(0);

    const tips = await history('?entityType=tip');
    expect(tips.items.length).toBeGreaterThan(0);
    expect(tips.items.every((e) => e.entityType === 'tip')).toBe(true);

    const today = new Date().toISOString().slice(0, 10);
    const ofToday = all.items.filter((e) => e.createdAt.slice(0, 10) === today).map((e) => e.id);
    expect(ofToday.length).toBeGreaterThan(5);
    const todays = await history(`?from=${today}&to=${today}&pageSize=100`);
    expect(todays.items.map((e) => e.id)).toEqual(ofToday);
    expect((await history('?to=2000-01-01')).total).toBe(0);
    const bad = await call(
      t.app,
      'GET',
      `${ACTIVITY_ROUTES.list}?from=2026-02-01&to=2026-01-01`,
      undefined,
      cast.admin.authorization,
    );
    expect(bad.status).toBe(400);

    const page2 = await history('?pageSize=2&page=2');
    expect(page2.items.map((e) => e.id)).toEqual(all.items.slice(2, 4).map((e) => e.id));
    expect(page2.pageCount).toBe(Math.ceil(all.total / 2));
  });

  it("restores an item's earlier version, logged as 'restore'", async () => {
    const brand = await send('POST', '/api/brands', buildBrand(), 201);
    const item = await send(
      'POST',
      '/api/brand-items',
      buildItem({ brandId: brand.id, name: 'Original name', priceMinor: 1500 }),
      201,
    );
    await send('PUT', `/api/brand-items/${item.id}`, { name: 'Changed name', priceMinor: 2500 }, 200);
    const [, created] = await ofRecord('brandItem', item.id);

    const restored: ActivityEntry = await send(
      'POST',
      `/api/activity/${created!.id}/restore`,
      undefined,
      200,
    );
    expect(restored).toMatchObject({ action: 'restore', entityId: item.id });
    expect(restored.changes).toMatchObject({
      name: ['Changed name', 'Original name'],
      priceMinor: [2500, 1500],
    });
    const now = await call(t.app, 'GET', `/api/brand-items/${item.id}`);
    expect(now.body.data).toMatchObject({ name: 'Original name', priceMinor: 1500 });
    expect((await ofRecord('brandItem', item.id)).map((e) => e.action)).toEqual([
      'restore',
      'update',
      'create',
    ]);
  });

  it('refuses a restore whose slug is now taken, and kinds that cannot be restored', async () => {
    const a = await send('POST', '/api/brands', buildBrand({ slug: 'first-address' }), 201);
    await send('PUT', `/api/brands/${a.id}`, { slug: 'second-address' }, 200);
    await send('POST', '/api/brands', buildBrand({ slug: 'first-address' }), 201);
    const [, created] = await ofRecord('brand', a.id);
    const before = await rowCount();
    const clash = await call(
      t.app,
      'POST',
      `/api/activity/${created!.id}/restore`,
      undefined,
      cast.admin.authorization,
    );
    expect(clash.status).toBe(409);
    expect(clash.body.error).toBe(ACTIVITY_ERRORS.slugClash('first-address'));
    expect(await rowCount()).toBe(before);

    await send(
      'POST',
      '/api/podcasts',
      { title: 'Not restorable', audioUrl: 'https://cdn.example.com/n.mp3' },
      201,
    );
    const podcast = (await history('?entityType=podcast')).items[0]!;
    const refused = await call(
      t.app,
      'POST',
      `/api/activity/${podcast.id}/restore`,
      undefined,
      cast.admin.authorization,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(ACTIVITY_ERRORS.notRestorable);
  });

  it('restores a tip; once it is deleted, only its deletion can be undone first', async () => {
    const tip = await send('POST', '/api/tips', { title: 'Restorable tip', bodyHtml: '<p>First</p>' }, 201);
    await send('PUT', `/api/tips/${tip.id}`, { bodyHtml: '<p>Second</p>' }, 200);
    const [, created] = await ofRecord('tip', tip.id);
    await send('POST', `/api/activity/${created!.id}/restore`, undefined, 200);
    const now = await call(t.app, 'GET', `/api/tips/${tip.id}`);
    expect(now.body.data.bodyHtml).toBe('<p>First</p>');

    await send('DELETE', `/api/tips/${tip.id}`, undefined, 200);
    const gone = await call(
      t.app,
      'POST',
      `/api/activity/${created!.id}/restore`,
      undefined,
      cast.admin.authorization,
    );
    expect(gone.status).toBe(409);
    expect(gone.body.error).toBe(ACTIVITY_ERRORS.recordGone);
    const [deleted] = await ofRecord('tip', tip.id);
    await send('POST', `/api/activity/${deleted!.id}/restore`, undefined, 200);
    await send('POST', `/api/activity/${created!.id}/restore`, undefined, 200);
  });

  const restore = (entryId: number) =>
    call(t.app, 'POST', `/api/activity/${entryId}/restore`, undefined, cast.admin.authorization);

  it('undoes the deletion of a brand under its old id, without its items; each item comes back from its own entry', async () => {
    const brand = await send(
      'POST',
      '/api/brands',
      buildBrand({ slug: 'comeback-brand', name: 'Comeback Brand', description: 'Back again' }),
      201,
    );
    const item = await send(
      'POST',
      '/api/brand-items',
      buildItem({
        brandId: brand.id,
        name: 'Comeback item',
        priceMinor: 4200,
        features: ['Sturdy', 'Small'],
      }),
      201,
    );
    await send('DELETE', `/api/brands/${brand.id}`, undefined, 200);
    const [brandDeleted] = await ofRecord('brand', brand.id);
    const [itemDeleted] = await ofRecord('brandItem', item.id);
    expect(brandDeleted).toMatchObject({ action: 'delete', restorable: true });
    expect(itemDeleted).toMatchObject({ action: 'delete', restorable: true });

    // The item cannot come back before its brand.
    const before = await rowCount();
    const orphan = await restore(itemDeleted!.id);
    expect(orphan.status).toBe(409);
    expect(orphan.body.error).toBe(ACTIVITY_ERRORS.brandGone);
    expect(await rowCount()).toBe(before);

    const back: ActivityEntry = await send(
      'POST',
      `/api/activity/${brandDeleted!.id}/restore`,
      undefined,
      200,
    );
    expect(back).toMatchObject({
      action: 'restore',
      entityId: brand.id,
      snapshot: { slug: 'comeback-brand' },
    });
    const now = (await call(t.app, 'GET', `/api/brands/${brand.id}`)).body.data;
    expect(now).toMatchObject({
      id: brand.id,
      name: 'Comeback Brand',
      description: 'Back again',
      ordering: brand.ordering,
      createdAt: brand.createdAt,
      itemCount: 0,
    });
    expect((await ofRecord('brand', brand.id)).map((e) => e.action)).toEqual(['restore', 'delete', 'create']);

    const twice = await restore(brandDeleted!.id);
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe(ACTIVITY_ERRORS.alreadyExists);

    await send('POST', `/api/activity/${itemDeleted!.id}/restore`, undefined, 200);
    const itemNow = (await call(t.app, 'GET', `/api/brand-items/${item.id}`)).body.data;
    expect(itemNow).toMatchObject({
      id: item.id,
      brandId: brand.id,
      brandSlug: 'comeback-brand',
      name: 'Comeback item',
      priceMinor: 4200,
      features: ['Sturdy', 'Small'],
    });
    expect((await call(t.app, 'GET', `/api/brands/${brand.id}`)).body.data.itemCount).toBe(1);
    expect((await ofRecord('brandItem', item.id))[0]).toMatchObject({
      action: 'restore',
      userId: expect.any(Number),
    });
  });

  it('undoes the deletion of a tip with its whole long body, and refuses when its address is taken', async () => {
    const long = `<p>${'Long body. '.repeat(DIFF_TEXT_MAX)}</p>`;
    const tip = await send('POST', '/api/tips', { title: 'Deleted long tip', bodyHtml: long }, 201);
    await send('DELETE', `/api/tips/${tip.id}`, undefined, 200);
    const [deleted] = await ofRecord('tip', tip.id);
    await send('POST', `/api/activity/${deleted!.id}/restore`, undefined, 200);
    const now = (await call(t.app, 'GET', `/api/tips/${tip.id}`)).body.data;
    expect(now).toMatchObject({ id: tip.id, title: 'Deleted long tip', slug: tip.slug });
    expect(now.bodyHtml).toBe(long);

    const gone = await send('POST', '/api/tips', { title: 'Address reused', slug: 'address-reused' }, 201);
    await send('DELETE', `/api/tips/${gone.id}`, undefined, 200);
    await send('POST', '/api/tips', { title: 'Newcomer', slug: 'address-reused' }, 201);
    const [goneDeleted] = await ofRecord('tip', gone.id);
    const before = await rowCount();
    const clash = await restore(goneDeleted!.id);
    expect(clash.status).toBe(409);
    expect(clash.body.error).toBe(ACTIVITY_ERRORS.slugClash('address-reused'));
    expect(await rowCount()).toBe(before);
  });

  it("refuses to undo an item's deletion when its address in the brand is taken", async () => {
    const brand = await send('POST', '/api/brands', buildBrand(), 201);
    const item = await send(
      'POST',
      '/api/brand-items',
      buildItem({ brandId: brand.id, itemSlug: 'twin' }),
      201,
    );
    await send('DELETE', `/api/brand-items/${item.id}`, undefined, 200);
    await send('POST', '/api/brand-items', buildItem({ brandId: brand.id, itemSlug: 'twin' }), 201);
    const [deleted] = await ofRecord('brandItem', item.id);
    const clash = await restore(deleted!.id);
    expect(clash.status).toBe(409);
    expect(clash.body.error).toBe(ACTIVITY_ERRORS.slugClash('twin'));
  });

  it("keeps each topic's history to itself, and from non-admins", async () => {
    const theirs = await history('', cast.testAdmin);
    expect(theirs.total).toBe(0);
    const ours = (await history()).items[0]!;
    const restore = await call(
      t.app,
      'POST',
      `/api/activity/${ours.id}/restore`,
      undefined,
      cast.testAdmin.authorization,
    );
    expect(restore.status).toBe(404);
    const other = await call(
      t.app,
      'GET',
      `${ACTIVITY_ROUTES.list}?websiteTopic=test`,
      undefined,
      cast.admin.authorization,
    );
    expect(other.status).toBe(403);
    expect(
      (await call(t.app, 'GET', ACTIVITY_ROUTES.list, undefined, cast.shopper.authorization)).status,
    ).toBe(403);
    expect((await call(t.app, 'GET', ACTIVITY_ROUTES.list)).status).toBe(401);
  });

  it('deletes entries older than the retention, once the scheduled job runs', async () => {
    const old = async (days: number, label: string) =>
      t.database.db.insert(activityLog).values({
        websiteTopic: 'batteries',
        action: 'update',
        entityType: 'brand',
        entityLabel: label,
        createdAt: sql`now() - make_interval(days => ${days})`,
      });
    await old(31, 'Too old');
    await old(29, 'Recent enough');
    await old(31, 'Old but elsewhere').then(() =>
      t.database.db
        .update(activityLog)
        .set({ websiteTopic: 'test' })
        .where(eq(activityLog.entityLabel, 'Old but elsewhere')),
    );
    const labels = async () =>
      (await t.database.db.select({ l: activityLog.entityLabel }).from(activityLog)).map((r) => r.l);
    // The job's first run is a day away; bring it forward for both topics.
    await t.database.db
      .update(scheduledJobs)
      .set({ nextRunAt: sql`now() - interval '1 second'` })
      .where(eq(scheduledJobs.job, 'activity-retention'));
    await expect.poll(labels, { timeout: 5000 }).not.toContain('Too old');
    await expect.poll(labels, { timeout: 5000 }).not.toContain('Old but elsewhere');
    expect(await labels()).toContain('Recent enough');
    const [job] = await t.database.db
      .select()
      .from(scheduledJobs)
      .where(and(eq(scheduledJobs.job, 'activity-retention'), eq(scheduledJobs.websiteTopic, 'batteries')));
    expect(job?.lastStatus).toBe('succeeded');
    // Each topic's occurrence ran as a job of the retention's queue.
    const finished = async () =>
      (
        (await t.database.db.execute(
          sql`select distinct singleton_key as topic from pgboss.job
            where name = ${queueOf(activityRetentionJob)} and state = 'completed'`,
        )) as unknown as { rows: Array<{ topic: string }> }
      ).rows.map((r) => r.topic);
    await expect.poll(finished, { timeout: 5000 }).toEqual(expect.arrayContaining(['batteries', 'test']));
  });
});
