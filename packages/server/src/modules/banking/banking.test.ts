import {
  BANKING_ERRORS,
  type BankingExport,
  type BankingImportResult,
  type BankingList,
  type BankingRecord,
  type BankingRecordInput,
  type BankingSummary,
  ERRORS,
} from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_PASSWORD, DEMO_SHOPPER_EMAIL, DEMO_USER_PASSWORD, demoAdminEmail } from '../../db/seed';
import { buildTestApp, login, type TestApp } from '../../test/test-app';

type Headers = Record<string, string>;

const buildRecord = (overrides: Partial<BankingRecordInput> = {}): BankingRecordInput => ({
  date: '2025-03-01',
  amount: '10.00',
  currencyType: 'USD',
  direction: 'income',
  category: 'Sales',
  counterparty: 'Marketplace',
  note: '',
  ...overrides,
});

describe('banking records', () => {
  let t: TestApp;
  let admin: Headers;
  let otherAdmin: Headers;
  let shopper: Headers;
  beforeAll(async () => {
    t = await buildTestApp();
    const header = async (email: string, password: string, topic: string) => ({
      authorization: (await login(t.app, email, password, topic)).authorization,
    });
    admin = await header(demoAdminEmail('batteries'), DEMO_ADMIN_PASSWORD, 'batteries');
    otherAdmin = await header(demoAdminEmail('test'), DEMO_ADMIN_PASSWORD, 'test');
    shopper = await header(DEMO_SHOPPER_EMAIL, DEMO_USER_PASSWORD, 'batteries');
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await t.database.db.execute(sql`truncate banking_records`);
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Headers = admin,
    body?: object,
  ) => t.app.inject({ method, url, headers, ...(body ? { payload: body } : {}) });
  const create = async (body: BankingRecordInput, headers = admin): Promise<BankingRecord> => {
    const res = await call('POST', '/api/banking', headers, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  };
  const list = async (query = ''): Promise<BankingList> => {
    const res = await call('GET', `/api/banking${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const summary = async (query = ''): Promise<BankingSummary> => {
    const res = await call('GET', `/api/banking/summary${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const importCsv = (csv: string, dryRun: boolean) =>
    call('POST', '/api/banking/import', admin, { csv, dryRun });

  it('creates, reads, replaces and deletes a record', async () => {
    const rec = await create(buildRecord({ amount: '12.5', note: 'March payout', reference: 'PO-1' }));
    expect(rec).toMatchObject({
      date: '2025-03-01',
      amount: '12.50',
      amountMinor: 1250,
      currencyType: 'USD',
      direction: 'income',
      category: 'Sales',
      counterparty: 'Marketplace',
      note: 'March payout',
      reference: 'PO-1',
    });
    const newer = await create(buildRecord({ date: '2025-03-02', amount: '1' }));
    expect((await list()).items.map((r) => r.id)).toEqual([newer.id, rec.id]);

    expect((await call('GET', `/api/banking/${rec.id}`)).json().data).toEqual(rec);

    const put = await call(
      'PUT',
      `/api/banking/${rec.id}`,
      admin,
      buildRecord({ amount: '1500', currencyType: 'JPY', direction: 'expense', category: 'Fees' }),
    );
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data).toMatchObject({
      id: rec.id,
      amount: '1500',
      amountMinor: 1500,
      currencyType: 'JPY',
      direction: 'expense',
      reference: null,
    });

    const del = await call('DELETE', `/api/banking/${rec.id}`);
    expect(del.json()).toEqual({ success: true, data: { id: rec.id }, error: null });
    const gone = await call('GET', `/api/banking/${rec.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toBe(BANKING_ERRORS.notFound);
    expect((await call('DELETE', `/api/banking/${rec.id}`)).statusCode).toBe(404);
    expect((await call('PUT', '/api/banking/999999', admin, buildRecord())).statusCode).toBe(404);
  });

  it('adds amounts up exactly: 0.1 + 0.2 is 0.30', async () => {
    await create(buildRecord({ amount: '0.1' }));
    await create(buildRecord({ amount: '0.2' }));
    const { totals } = await list();
    expect(totals).toEqual([
      { currencyType: 'USD', income: '0.30', expense: '0.00', balance: '0.30', count: 2 },
    ]);

    // Ten thousand cents, and amounts past what a double holds exactly once summed.
    await create(buildRecord({ amount: '9999999999999.99' }));
    await create(buildRecord({ amount: '9999999999999.99' }));
    await create(buildRecord({ amount: '0.01', direction: 'expense' }));
    const [usd] = await summary();
    expect(usd).toMatchObject({ income: '20000000000000.28', expense: '0.01', balance: '20000000000000.27' });
  });

  it('keeps each currency in its own precision and refuses what it cannot hold', async () => {
    expect((await create(buildRecord({ amount: '1500', currencyType: 'JPY' }))).amount).toBe('1500');
    expect((await create(buildRecord({ amount: '2.125', currencyType: 'BHD' }))).amount).toBe('2.125');
    const refusals: Array<[Partial<BankingRecordInput>, string]> = [
      [{ amount: '12.5', currencyType: 'JPY' }, 'body.amount'],
      [{ amount: '1.005' }, 'body.amount'],
      [{ amount: '-5' }, 'body.amount'],
      [{ amount: '0' }, 'body.amount'],
      [{ amount: '1,000.00' }, 'body.amount'],
      [{ currencyType: 'XYZ' }, 'body.currencyType'],
      [{ date: '2025-02-29' }, 'body.date'],
      [{ direction: 'refund' as 'income' }, 'body.direction'],
    ];
    for (const [bad, path] of refusals) {
      const res = await call('POST', '/api/banking', admin, buildRecord(bad));
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(path);
    }
    const float = await call('POST', '/api/banking', admin, { ...buildRecord(), amount: 0.1 });
    expect(float.statusCode).toBe(400);
  });

  it('lists by currency, date range, category and direction, page by page, with totals of the match', async () => {
    await create(buildRecord({ date: '2025-01-15', amount: '100', category: 'Sales' }));
    await create(buildRecord({ date: '2025-02-10', amount: '40', direction: 'expense', category: 'Ads' }));
    await create(buildRecord({ date: '2025-02-20', amount: '60', category: 'Sales' }));
    await create(buildRecord({ date: '2025-02-21', amount: '5000', currencyType: 'JPY', category: 'Sales' }));
    await create(buildRecord({ date: '2025-03-05', amount: '15.5', direction: 'expense', category: 'Ads' }));

    expect((await list()).total).toBe(5);
    const usd = await list('?currencyType=usd');
    expect(usd.total).toBe(4);
    expect(usd.totals).toEqual([
      { currencyType: 'USD', income: '160.00', expense: '55.50', balance: '104.50', count: 4 },
    ]);
    const feb = await list('?from=2025-02-01&to=2025-02-28');
    expect(feb.items.map((r) => r.date)).toEqual(['2025-02-21', '2025-02-20', '2025-02-10']);
    expect(feb.totals.map((x) => x.currencyType)).toEqual(['JPY', 'USD']);
    expect((await list('?category=Ads')).items.every((r) => r.category === 'Ads')).toBe(true);
    expect((await list('?direction=expense')).total).toBe(2);
    expect((await list('?currencyType=&category=')).total).toBe(5);

    const p1 = await list('?pageSize=2');
    const p3 = await list('?pageSize=2&page=3');
    expect([p1.items.length, p1.pageCount, p3.items.length]).toEqual([2, 3, 1]);
    expect(p3.totals).toEqual(p1.totals);

    expect((await call('GET', '/api/banking?from=2025-03-01&to=2025-02-01')).statusCode).toBe(400);
  });

  it('summarises per currency: income, expense, balance, by month and by category', async () => {
    await create(buildRecord({ date: '2025-01-15', amount: '100', category: 'Sales' }));
    await create(buildRecord({ date: '2025-01-20', amount: '30', direction: 'expense', category: 'Ads' }));
    await create(buildRecord({ date: '2025-02-10', amount: '0.1', category: 'Sales' }));
    await create(buildRecord({ date: '2025-02-11', amount: '0.2', category: '' }));
    await create(
      buildRecord({ date: '2025-02-12', amount: '1.500', currencyType: 'BHD', direction: 'expense' }),
    );

    const all = await summary();
    expect(all.map((s) => s.currencyType)).toEqual(['BHD', 'USD']);
    const usd = all.find((s) => s.currencyType === 'USD')!;
    expect(usd).toMatchObject({ income: '100.30', expense: '30.00', balance: '70.30', count: 4 });
    expect(usd.byMonth).toEqual([
      { month: '2025-01', income: '100.00', expense: '30.00', balance: '70.00' },
      { month: '2025-02', income: '0.30', expense: '0.00', balance: '0.30' },
    ]);
    expect(usd.byCategory).toEqual([
      { category: 'Sales', income: '100.10', expense: '0.00', balance: '100.10' },
      { category: 'Ads', income: '0.00', expense: '30.00', balance: '-30.00' },
      { category: '', income: '0.20', expense: '0.00', balance: '0.20' },
    ]);
    expect(all.find((s) => s.currencyType === 'BHD')).toMatchObject({
      income: '0.000',
      expense: '1.500',
      balance: '-1.500',
    });

    expect((await summary('?currencyType=BHD')).map((s) => s.currencyType)).toEqual(['BHD']);
    expect((await summary('?from=2025-02-01'))[1]).toMatchObject({ currencyType: 'USD', income: '0.30' });
  });

  it('imports a CSV all or nothing, after a preview that names each row’s problems', async () => {
    const good = [
      'date,amount,currencyType,direction,category,counterparty,note,reference',
      '2025-04-01,0.10,USD,income,Sales,Shop,,R1',
      '2025-04-02,0.20,usd,Income,Sales,Shop,"a note, with a comma",',
      '',
      '2025-04-03,1500,JPY,expense,Fees,Bank,,',
    ].join('\n');
    const broken = `${good}\n2025-04-31,1.5,JPY,expense,,,,\n2025-04-05,abc,USD,gift,,,,`;

    const preview = await importCsv(broken, true);
    expect(preview.statusCode, preview.body).toBe(200);
    const report: BankingImportResult = preview.json().data;
    expect([report.valid, report.invalid, report.imported]).toEqual([3, 2, 0]);
    expect(
      report.rows.filter((r) => r.errors.length > 0).map((r) => [r.line, r.errors.map((e) => e.field)]),
    ).toEqual([
      [6, ['date']],
      [7, ['direction']],
    ]);

    const refused = await importCsv(broken, false);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(BANKING_ERRORS.importRefused(2));
    expect(refused.json().issues.map((i: { path: string }) => i.path)).toEqual([
      'rows.6.date',
      'rows.7.direction',
    ]);
    expect((await list()).total).toBe(0);

    const done = await importCsv(good, false);
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json().data.imported).toBe(3);
    const { items, totals } = await list();
    expect(items.map((r) => [r.date, r.amount, r.currencyType, r.direction, r.note])).toEqual([
      ['2025-04-03', '1500', 'JPY', 'expense', ''],
      ['2025-04-02', '0.20', 'USD', 'income', 'a note, with a comma'],
      ['2025-04-01', '0.10', 'USD', 'income', ''],
    ]);
    expect(totals.find((x) => x.currencyType === 'USD')?.income).toBe('0.30');

    expect((await importCsv('date,amount\n2025-01-01,1', true)).json().error).toBe(
      BANKING_ERRORS.importMissingColumns,
    );
    expect((await importCsv('date,amount,currencyType,direction\n', true)).json().error).toBe(
      BANKING_ERRORS.importEmpty,
    );
  });

  it('exports the records as CSV that imports again unchanged, formulas defused', async () => {
    await create(buildRecord({ amount: '0.1', note: '=HYPERLINK("http://evil")', counterparty: 'Smith, J' }));
    await create(
      buildRecord({ date: '2025-03-02', amount: '2.125', currencyType: 'BHD', direction: 'expense' }),
    );
    const res = await call('GET', '/api/banking/export?currencyType=USD');
    expect(res.statusCode).toBe(200);
    const exported: BankingExport = res.json().data;
    expect(exported.count).toBe(1);
    expect(exported.filename).toMatch(/^banking-batteries-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, row] = exported.csv.split('\r\n');
    expect(header).toBe('date,amount,currencyType,direction,category,counterparty,note,reference');
    expect(row).toBe('2025-03-01,0.10,USD,income,Sales,"Smith, J","\'=HYPERLINK(""http://evil"")",');

    const all: BankingExport = (await call('GET', '/api/banking/export')).json().data;
    await t.database.db.execute(sql`truncate banking_records`);
    expect((await importCsv(all.csv, false)).statusCode).toBe(201);
    const again = await list();
    expect(again.items.map((r) => [r.amount, r.currencyType, r.note, r.counterparty])).toEqual([
      ['2.125', 'BHD', '', 'Marketplace'],
      ['0.10', 'USD', '=HYPERLINK("http://evil")', 'Smith, J'],
    ]);
  });

  it('is for the admins of the topic only: 401 without a token, 403 for others and other topics', async () => {
    const rec = await create(buildRecord());
    const urls = ['/api/banking', '/api/banking/summary', '/api/banking/export', `/api/banking/${rec.id}`];
    for (const url of urls) {
      expect((await call('GET', url, {})).statusCode, url).toBe(401);
      expect((await call('GET', url, shopper)).statusCode, url).toBe(403);
      const cross = await call('GET', `${url}?websiteTopic=test`, admin);
      expect(cross.statusCode, url).toBe(403);
      expect(cross.json().error).toBe(ERRORS.forbiddenTopic);
    }
    // The admin of another topic sees none of batteries' records and cannot touch them by id.
    const theirs = await call('GET', '/api/banking', otherAdmin);
    expect(theirs.json().data.total).toBe(0);
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', buildRecord({ amount: '999' })],
      ['DELETE', undefined],
    ] as const) {
      // Another site's record is not found, as if it did not exist.
      const res = await call(method, `/api/banking/${rec.id}`, otherAdmin, body);
      expect(res.statusCode, method).toBe(404);
    }
    expect((await call('GET', `/api/banking/${rec.id}`)).json().data.amount).toBe('10.00');
    expect((await call('POST', '/api/banking?websiteTopic=test', admin, buildRecord())).statusCode).toBe(403);
  });
});
