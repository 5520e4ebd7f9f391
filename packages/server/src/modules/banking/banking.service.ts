import {
  BANKING_ERRORS,
  type BankingFilter,
  type BankingImportResult,
  type BankingList,
  type BankingRecord,
  type BankingRecordValues,
  type BankingSummary,
  type CurrencyTotals,
  formatMinor,
  utcDay,
} from '@app/contract';
import { badRequest } from '../../errors';
import { type PageRequest, paged } from '../../lib/paging';
import { foundOr404 } from '../../lib/topic-policy';
import type { Actor } from '../activity';
import { publishChange, publishDeleted } from '../changes';
import type { BankingRepository, BankingRow } from './banking.repository';
import { checkCsv, toCsv } from './banking-csv';

export const toBankingRecord = (r: BankingRow): BankingRecord => ({
  id: r.id,
  date: r.date,
  amount: formatMinor(r.amountMinor, r.currencyType),
  amountMinor: r.amountMinor,
  currencyType: r.currencyType,
  direction: r.direction,
  category: r.category,
  counterparty: r.counterparty,
  note: r.note,
  reference: r.reference,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** Income, expense and balance of exact minor-unit sums (text from SQL), in the currency's precision. */
const flow = (currency: string, income: string, expense: string) => ({
  income: formatMinor(income, currency),
  expense: formatMinor(expense, currency),
  balance: formatMinor(BigInt(income) - BigInt(expense), currency),
});

const toTotals = (t: {
  currencyType: string;
  income: string;
  expense: string;
  count: number;
}): CurrencyTotals => ({
  currencyType: t.currencyType,
  ...flow(t.currencyType, t.income, t.expense),
  count: t.count,
});

/** How a banking record is named in the history: its day, amount and counterparty. */
const labelOf = (r: BankingRecord) => `${r.date} ${r.amount} ${r.currencyType} ${r.counterparty}`.trim();

export function bankingService(repo: BankingRepository) {
  return {
    async list(topic: string, f: BankingFilter, p: PageRequest): Promise<BankingList> {
      const [{ rows, total }, totals] = await Promise.all([repo.page(topic, f, p), repo.totals(topic, f)]);
      return { ...paged(rows.map(toBankingRecord), total, p), totals: totals.map(toTotals) };
    },

    async get(topic: string, id: number): Promise<BankingRecord> {
      return toBankingRecord(foundOr404(await repo.byId(topic, id), BANKING_ERRORS.notFound));
    },

    async create(topic: string, actor: Actor, v: BankingRecordValues): Promise<BankingRecord> {
      return repo.inTransaction(async (r, tx) => {
        const record = toBankingRecord(await r.create(topic, v));
        await publishChange(tx, topic, actor, {
          action: 'create',
          entityType: 'bankingRecord',
          entityId: record.id,
          entityLabel: labelOf(record),
          after: record,
        });
        return record;
      });
    },

    async update(topic: string, actor: Actor, id: number, v: BankingRecordValues): Promise<BankingRecord> {
      return repo.inTransaction(async (r, tx) => {
        const before = toBankingRecord(foundOr404(await r.lockedById(topic, id), BANKING_ERRORS.notFound));
        const record = toBankingRecord(foundOr404(await r.update(topic, id, v), BANKING_ERRORS.notFound));
        await publishChange(tx, topic, actor, {
          action: 'update',
          entityType: 'bankingRecord',
          entityId: id,
          entityLabel: labelOf(record),
          before,
          after: record,
        });
        return record;
      });
    },

    async remove(topic: string, actor: Actor, id: number): Promise<{ id: number }> {
      return repo.inTransaction(async (r, tx) => {
        const record = toBankingRecord(foundOr404(await r.remove(topic, id), BANKING_ERRORS.notFound));
        await publishDeleted(tx, topic, actor, 'bankingRecord', record, labelOf(record));
        return { id };
      });
    },

    async summary(topic: string, f: BankingFilter): Promise<BankingSummary> {
      const [totals, months, categories] = await Promise.all([
        repo.totals(topic, f),
        repo.byMonth(topic, f),
        repo.byCategory(topic, f),
      ]);
      return totals.map((t) => ({
        ...toTotals(t),
        byMonth: months
          .filter((m) => m.currencyType === t.currencyType)
          .map((m) => ({ month: m.month, ...flow(t.currencyType, m.income, m.expense) })),
        byCategory: categories
          .filter((c) => c.currencyType === t.currencyType)
          .map((c) => ({ category: c.category, ...flow(t.currencyType, c.income, c.expense) })),
      }));
    },

    /**
     * A dry run reports every row; a real one writes all rows in one transaction, or, when any
     * row is wrong, none (400, the rows' problems named as `rows.<line>.<field>`).
     */
    async import(topic: string, actor: Actor, csv: string, dryRun: boolean): Promise<BankingImportResult> {
      const { rows, records } = checkCsv(csv);
      const invalid = rows.filter((r) => r.errors.length > 0);
      const result = { rows, valid: records.length, invalid: invalid.length, imported: 0 };
      if (dryRun) return result;
      if (invalid.length > 0) {
        throw badRequest(
          BANKING_ERRORS.importRefused(invalid.length),
          invalid.flatMap((r) =>
            r.errors.map((e) => ({ path: `rows.${r.line}.${e.field}`, message: e.message })),
          ),
        );
      }
      // One 'import' entry for the file, in the transaction that writes its rows.
      const imported = await repo.inTransaction(async (r, tx) => {
        const n = await r.createMany(topic, records);
        await publishChange(tx, topic, actor, {
          action: 'import',
          entityType: 'bankingRecord',
          entityLabel: `${n} banking records imported from a file`,
          changes: { records: [null, n] },
        });
        return n;
      });
      return { ...result, imported };
    },

    async export(topic: string, f: BankingFilter) {
      const rows = await repo.all(topic, f);
      return { filename: `banking-${topic}-${utcDay()}.csv`, csv: toCsv(rows), count: rows.length };
    },
  };
}
