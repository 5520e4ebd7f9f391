import type { BankingFilter, BankingRecordValues } from '@app/contract';
import { and, count, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { bankingRecords } from '../../db/schema';
import { offsetOf, type PageRequest } from '../../lib/paging';

export type BankingRow = typeof bankingRecords.$inferSelect;

const where = (topic: string, f: BankingFilter): SQL =>
  and(
    eq(bankingRecords.websiteTopic, topic),
    f.currencyType ? eq(bankingRecords.currencyType, f.currencyType) : undefined,
    f.from ? gte(bankingRecords.date, f.from) : undefined,
    f.to ? lte(bankingRecords.date, f.to) : undefined,
    f.category !== undefined ? eq(bankingRecords.category, f.category) : undefined,
    f.direction ? eq(bankingRecords.direction, f.direction) : undefined,
  )!;

const columns = (v: BankingRecordValues) => ({
  date: v.date,
  amountMinor: v.amountMinor,
  currencyType: v.currencyType,
  direction: v.direction,
  category: v.category,
  counterparty: v.counterparty,
  note: v.note,
  reference: v.reference ?? null,
});

/*
 * Sums are taken in SQL over bigint (numeric results) and read as text, so they reach the
 * service as exact decimal strings of minor units whatever their size.
 */
const income = sql<string>`coalesce(sum(case when ${bankingRecords.direction} = 'income' then ${bankingRecords.amountMinor} end), 0)::text`;
const expense = sql<string>`coalesce(sum(case when ${bankingRecords.direction} = 'expense' then ${bankingRecords.amountMinor} end), 0)::text`;
const flows = { income, expense, count: sql<number>`count(*)::int` };

const bankingQueries = (db: Db | Tx) => ({
  async page(topic: string, f: BankingFilter, p: PageRequest) {
    const w = where(topic, f);
    const rows = await db
      .select()
      .from(bankingRecords)
      .where(w)
      .orderBy(desc(bankingRecords.date), desc(bankingRecords.id))
      .limit(p.pageSize)
      .offset(offsetOf(p));
    const [c] = await db.select({ n: count() }).from(bankingRecords).where(w);
    return { rows, total: c?.n ?? 0 };
  },

  /** Every match, oldest first, for the CSV export. */
  async all(topic: string, f: BankingFilter) {
    return db
      .select()
      .from(bankingRecords)
      .where(where(topic, f))
      .orderBy(bankingRecords.date, bankingRecords.id);
  },

  async totals(topic: string, f: BankingFilter) {
    return db
      .select({ currencyType: bankingRecords.currencyType, ...flows })
      .from(bankingRecords)
      .where(where(topic, f))
      .groupBy(bankingRecords.currencyType)
      .orderBy(bankingRecords.currencyType);
  },

  async byMonth(topic: string, f: BankingFilter) {
    const month = sql<string>`to_char(${bankingRecords.date}, 'YYYY-MM')`;
    return db
      .select({ currencyType: bankingRecords.currencyType, month, ...flows })
      .from(bankingRecords)
      .where(where(topic, f))
      .groupBy(bankingRecords.currencyType, month)
      .orderBy(bankingRecords.currencyType, month);
  },

  async byCategory(topic: string, f: BankingFilter) {
    return db
      .select({ currencyType: bankingRecords.currencyType, category: bankingRecords.category, ...flows })
      .from(bankingRecords)
      .where(where(topic, f))
      .groupBy(bankingRecords.currencyType, bankingRecords.category)
      .orderBy(
        bankingRecords.currencyType,
        sql`sum(${bankingRecords.amountMinor}) desc`,
        bankingRecords.category,
      );
  },

  async byId(topic: string, id: number): Promise<BankingRow | null> {
    const [row] = await db
      .select()
      .from(bankingRecords)
      .where(and(eq(bankingRecords.websiteTopic, topic), eq(bankingRecords.id, id)));
    return row ?? null;
  },

  async create(topic: string, v: BankingRecordValues): Promise<BankingRow> {
    const [row] = await db
      .insert(bankingRecords)
      .values({ websiteTopic: topic, ...columns(v) })
      .returning();
    return row!;
  },

  /** All rows in one transaction: a failure leaves nothing behind. */
  async createMany(topic: string, values: BankingRecordValues[]): Promise<number> {
    if (values.length === 0) return 0;
    return db.transaction(async (tx) => {
      let n = 0;
      // Chunks keep each statement well under PostgreSQL's 65,535 bind parameters.
      for (let i = 0; i < values.length; i += 1000) {
        const chunk = values.slice(i, i + 1000).map((v) => ({ websiteTopic: topic, ...columns(v) }));
        n += (await tx.insert(bankingRecords).values(chunk).returning({ id: bankingRecords.id })).length;
      }
      return n;
    });
  },

  /** The record, locked until the transaction ends: the version before a change, for its diff. */
  async lockedById(topic: string, id: number): Promise<BankingRow | null> {
    const [row] = await db
      .select()
      .from(bankingRecords)
      .where(and(eq(bankingRecords.websiteTopic, topic), eq(bankingRecords.id, id)))
      .for('update');
    return row ?? null;
  },

  async update(topic: string, id: number, v: BankingRecordValues): Promise<BankingRow | null> {
    const [row] = await db
      .update(bankingRecords)
      .set({ ...columns(v), updatedAt: new Date() })
      .where(and(eq(bankingRecords.websiteTopic, topic), eq(bankingRecords.id, id)))
      .returning();
    return row ?? null;
  },

  async remove(topic: string, id: number): Promise<BankingRow | null> {
    const [row] = await db
      .delete(bankingRecords)
      .where(and(eq(bankingRecords.websiteTopic, topic), eq(bankingRecords.id, id)))
      .returning();
    return row ?? null;
  },
});
type BankingQueries = ReturnType<typeof bankingQueries>;

export const bankingRepository = (db: Db | Tx) => ({
  ...bankingQueries(db),
  /** Runs `fn` in one transaction with queries bound to it: a write and its activity entry. */
  inTransaction: <T>(fn: (r: BankingQueries, tx: Tx) => Promise<T>): Promise<T> =>
    db.transaction((tx) => fn(bankingQueries(tx), tx)),
});
export type BankingRepository = ReturnType<typeof bankingRepository>;
