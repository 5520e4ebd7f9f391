import { type CreateTipInput, ERRORS, type Tip, type TipDetail } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';

describe('tips', () => {
  const { admin, testAdmin, shopper, call } = useTestApp();
  const create = async (body: CreateTipInput, headers = admin): Promise<TipDetail> => {
    const res = await call('POST', '/api/tips', headers, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  };
  const list = async (
    query = '',
  ): Promise<{ items: Tip[]; page: number; pageSize: number; pageCount: number; total: number }> => {
    const res = await call('GET', `/api/tips${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const allIds = async (topic = 'batteries') =>
    (await list(`?pageSize=100&websiteTopic=${topic}`)).items.map((tip) => tip.id);

  it('creates a tip with a generated slug, first in the list, and reads it by id and slug', async () => {
    const tip = await create({
      title: 'Caring for AA Batteries',
      summaryHtml: '<p>Keep them cool.</p>',
      bodyHtml: '<h2>Storage</h2><p>Dry and cool.</p>',
      imageUrl: 'https://img.example.com/aa.png',
      seoTitle: 'AA care',
    });
    expect(tip).toMatchObject({
      title: 'Caring for AA Batteries',
      slug: 'caring-for-aa-batteries',
      rank: 0,
      imageUrl: 'https://img.example.com/aa.png',
      summaryHtml: '<p>Keep them cool.</p>',
      bodyHtml: '<h2>Storage</h2><p>Dry and cool.</p>',
      seoTitle: 'AA care',
      seoLocked: false,
    });
    expect(new Date(tip.createdAt).toISOString()).toBe(tip.createdAt);

    const byId = await call('GET', `/api/tips/${tip.id}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json().data).toEqual(tip);
    const bySlug = await call('GET', '/api/tips/caring-for-aa-batteries');
    expect(bySlug.json().data).toEqual(tip);

    const first = (await list()).items[0];
    expect(first?.id).toBe(tip.id);
    expect(first).not.toHaveProperty('bodyHtml');
    expect(first?.summaryHtml).toBe('<p>Keep them cool.</p>');
  });

  it('suffixes a generated slug that is taken, and refuses an explicit one that is', async () => {
    const a = await create({ title: 'Same Title' });
    const b = await create({ title: 'Same title!' });
    const c = await create({ title: 'same  title' });
    expect([a.slug, b.slug, c.slug]).toEqual(['same-title', 'same-title-2', 'same-title-3']);
    // New tips go first: the newest of equal rank leads.
    expect((await list()).items.slice(0, 3).map((tip) => tip.id)).toEqual([c.id, b.id, a.id]);

    const taken = await call('POST', '/api/tips', admin, { title: 'Other', slug: 'same-title-2' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ success: false, data: null, error: ERRORS.tipSlugTaken });

    // Slugs are unique per topic only.
    const elsewhere = await create({ title: 'Other', slug: 'same-title' }, testAdmin);
    expect(elsewhere.slug).toBe('same-title');
  });

  it('404s an unknown id or slug with the tip text, and 400s a bad id on writes', async () => {
    for (const url of ['/api/tips/999999', '/api/tips/no-such-tip', '/api/tips/99999999999']) {
      const res = await call('GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error).toBe(ERRORS.tipNotFound);
    }
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await call(method, '/api/tips/abc', admin, method === 'PUT' ? { title: 'x' } : undefined);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('params.id: The id must be a positive whole number');
    }
    const zero = await call('DELETE', '/api/tips/0', admin);
    expect(zero.statusCode).toBe(404);
  });

  it('updates only the fields sent, and guards the slug', async () => {
    const tip = await create({ title: 'To Update', summaryHtml: '<p>keep</p>', bodyHtml: '<p>old body</p>' });
    const res = await call('PUT', `/api/tips/${tip.id}`, admin, {
      title: 'Updated',
      bodyHtml: '<p>new body</p>',
    });
    expect(res.statusCode).toBe(200);
    const updated: TipDetail = res.json().data;
    expect(updated).toMatchObject({
      id: tip.id,
      title: 'Updated',
      slug: 'to-update',
      summaryHtml: '<p>keep</p>',
      bodyHtml: '<p>new body</p>',
    });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(tip.updatedAt));
    expect((await call('GET', `/api/tips/${tip.id}`)).json().data.title).toBe('Updated');

    const renamed = await call('PUT', `/api/tips/${tip.id}`, admin, { slug: 'Renamed-Tip' });
    expect(renamed.json().data.slug).toBe('renamed-tip');
    expect((await call('GET', '/api/tips/renamed-tip')).json().data.id).toBe(tip.id);

    const holder = await create({ title: 'Slug Holder For Update' });
    const clash = await call('PUT', `/api/tips/${tip.id}`, admin, { slug: holder.slug });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error).toBe(ERRORS.tipSlugTaken);
    expect((await call('GET', `/api/tips/${tip.id}`)).json().data.slug).toBe('renamed-tip');

    const missing = await call('PUT', '/api/tips/999999', admin, { title: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(ERRORS.tipNotFound);

    const invalid = await call('PUT', `/api/tips/${tip.id}`, admin, { title: '   ', rank: 5 });
    expect(invalid.statusCode).toBe(400);
  });

  it('deletes a tip', async () => {
    const tip = await create({ title: 'To Delete' });
    const res = await call('DELETE', `/api/tips/${tip.id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { id: tip.id }, error: null });
    expect((await call('GET', `/api/tips/${tip.id}`)).statusCode).toBe(404);
    expect(await allIds()).not.toContain(tip.id);
    const again = await call('DELETE', `/api/tips/${tip.id}`, admin);
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe(ERRORS.tipNotFound);
  });

  it('pages the list: defaults, a page past the end, a zero and a huge page size', async () => {
    for (let i = 1; i <= 12; i++) await create({ title: `Paging tip ${i}` }, testAdmin);
    const all = await list('?websiteTopic=test&pageSize=100');
    const total = all.total;
    expect(total).toBeGreaterThanOrEqual(12);
    expect(all.items).toHaveLength(total);

    const first = await list('?websiteTopic=test');
    expect(first).toMatchObject({ page: 1, pageSize: 10, total, pageCount: Math.ceil(total / 10) });
    expect(first.items.map((tip) => tip.id)).toEqual(all.items.slice(0, 10).map((tip) => tip.id));

    const second = await list('?websiteTopic=test&page=2&pageSize=5');
    expect(second.items.map((tip) => tip.id)).toEqual(all.items.slice(5, 10).map((tip) => tip.id));

    const past = await list(`?websiteTopic=test&page=${Math.ceil(total / 5) + 1}&pageSize=5`);
    expect(past.items).toEqual([]);
    expect(past).toMatchObject({ pageCount: Math.ceil(total / 5), total });

    const zero = await call('GET', '/api/tips?pageSize=0');
    expect(zero.statusCode).toBe(400);
    expect(zero.json().error).toContain('pageSize must be at least 1');
    expect((await call('GET', '/api/tips?page=0')).statusCode).toBe(400);
    expect((await call('GET', '/api/tips?page=abc')).statusCode).toBe(400);

    const huge = await list('?websiteTopic=test&pageSize=100000');
    expect(huge.pageSize).toBe(100);
    expect(huge.pageCount).toBe(Math.ceil(total / 100));
  });

  it('reorders: ranks 1..n in the order sent, the list follows, new tips still go first', async () => {
    for (const title of ['Reorder one', 'Reorder two', 'Reorder three']) await create({ title });
    const ids = await allIds();
    expect(ids.length).toBeGreaterThanOrEqual(3);
    const wanted = [...ids].reverse();
    const res = await call('POST', '/api/tips/change-order', admin, { tipIds: wanted });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ tipIds: wanted });

    const after = (await list('?pageSize=100')).items;
    expect(after.map((tip) => tip.id)).toEqual(wanted);
    expect(after.map((tip) => tip.rank)).toEqual(wanted.map((_, i) => i + 1));

    const fresh = await create({ title: 'Fresh after reorder' });
    expect((await allIds())[0]).toBe(fresh.id);
  });

  it('refuses a reorder with a duplicate or unknown id, changing nothing', async () => {
    for (const title of ['Refused order one', 'Refused order two']) await create({ title });
    const before = (await list('?pageSize=100')).items.map((tip) => [tip.id, tip.rank]);
    const [a, b] = before.map(([id]) => id as number);

    const dup = await call('POST', '/api/tips/change-order', admin, { tipIds: [a, b, a] });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().error).toBe(ERRORS.orderDuplicateIds);

    const unknown = await call('POST', '/api/tips/change-order', admin, { tipIds: [b, 999999] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(ERRORS.orderUnknownIds);

    expect((await call('POST', '/api/tips/change-order', admin, { tipIds: [] })).statusCode).toBe(400);
    expect((await call('POST', '/api/tips/change-order', admin, { tipIds: ['x'] })).statusCode).toBe(400);

    expect((await list('?pageSize=100')).items.map((tip) => [tip.id, tip.rank])).toEqual(before);
  });

  it('needs a token for every write, and an admin', async () => {
    const tip = await create({ title: 'Guarded' });
    const writes = [
      ['POST', '/api/tips', { title: 'Nope' }],
      ['PUT', `/api/tips/${tip.id}`, { title: 'Nope' }],
      ['DELETE', `/api/tips/${tip.id}`, undefined],
      ['POST', '/api/tips/change-order', { tipIds: [tip.id] }],
    ] as const;
    for (const [method, url, body] of writes) {
      const anonymous = await call(method, url, {}, body);
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      expect(anonymous.json().error).toBe(ERRORS.authRequired);
      const asShopper = await call(method, url, shopper, body);
      expect(asShopper.statusCode, `${method} ${url}`).toBe(403);
    }
    const unchanged = (await call('GET', `/api/tips/${tip.id}`)).json().data;
    expect(unchanged).toMatchObject({ title: 'Guarded', rank: 0 });
    expect((await allIds()).filter((id) => id === tip.id)).toHaveLength(1);
  });

  it("keeps topics apart: an admin cannot touch another topic's tip, and lists never mix", async () => {
    const foreign = await create({ title: 'Only for test', summaryHtml: '<p>test topic</p>' }, testAdmin);
    const read = () => call('GET', `/api/tips/${foreign.id}?websiteTopic=test`);
    const original = (await read()).json().data;

    const put = await call('PUT', `/api/tips/${foreign.id}`, admin, { title: 'Hijacked' });
    expect(put.statusCode).toBe(404);
    expect(put.json().error).toBe(ERRORS.tipNotFound);
    const del = await call('DELETE', `/api/tips/${foreign.id}`, admin);
    expect(del.statusCode).toBe(404);
    const order = await call('POST', '/api/tips/change-order', admin, { tipIds: [foreign.id] });
    expect(order.statusCode).toBe(404);
    expect(order.json().error).toBe(ERRORS.orderUnknownIds);
    const named = await call('PUT', `/api/tips/${foreign.id}?websiteTopic=test`, admin, {
      title: 'Hijacked',
    });
    expect(named.statusCode).toBe(403);
    expect(named.json().error).toBe(ERRORS.forbiddenTopic);
    const createThere = await call('POST', '/api/tips?websiteTopic=test', admin, { title: 'Planted' });
    expect(createThere.statusCode).toBe(403);

    expect((await read()).json().data).toEqual(original);
    expect((await call('GET', `/api/tips/${foreign.id}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/tips/only-for-test')).statusCode).toBe(404);

    const batteries = await allIds('batteries');
    const test = await allIds('test');
    expect(batteries).not.toContain(foreign.id);
    expect(test).toContain(foreign.id);
    expect(batteries.filter((id) => test.includes(id))).toEqual([]);
  });

  it('strips hostile HTML on create and update, keeping the allowed markup', async () => {
    const hostile = [
      '<h2>Title</h2><p>Safe <strong>bold</strong> <a href="https://ok.example.com/x">link</a></p>',
      '<ul><li>one</li></ul>',
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:alert(1)">js</a>',
      '<iframe src="https://evil.example.com">framed</iframe>',
      '<p style="color:red" onclick="alert(1)">styled</p>',
      '<img src="data:image/png;base64,AAAA" alt="d">',
      '<a href="data:text/html,hi">data link</a>',
      '<a href="https://ok.example.com/new" target="_blank">new tab</a>',
    ].join('');
    const tip = await create({ title: 'Hostile', summaryHtml: hostile, bodyHtml: hostile });

    for (const html of [tip.summaryHtml, tip.bodyHtml]) {
      for (const bad of [
        '<script',
        'alert(1)',
        'onerror',
        'onclick',
        'javascript:',
        '<iframe',
        'framed',
        'style=',
        'data:',
      ]) {
        expect(html).not.toContain(bad);
      }
      expect(html).toContain(
        '<h2>Title</h2><p>Safe <strong>bold</strong> <a href="https://ok.example.com/x">link</a></p><ul><li>one</li></ul>',
      );
      expect(html).toContain('<p>styled</p>');
      expect(html).toContain('<a>js</a>');
      expect(html).toContain(
        '<a href="https://ok.example.com/new" target="_blank" rel="noopener noreferrer nofollow">new tab</a>',
      );
    }
    // What is stored is the cleaned text, not only what the create reply shows.
    expect((await call('GET', `/api/tips/${tip.id}`)).json().data.bodyHtml).toBe(tip.bodyHtml);

    const updated = await call('PUT', `/api/tips/${tip.id}`, admin, {
      bodyHtml: '<p>ok</p><script>steal()</script><img src="https://ok.example.com/i.png" onload="x()">',
    });
    expect(updated.json().data.bodyHtml).toBe('<p>ok</p><img src="https://ok.example.com/i.png" />');
  });
});
