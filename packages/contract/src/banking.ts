import { z } from 'zod';
import { Day } from './analytics';
import { CappedCount } from './common';
import { Paged } from './envelope';
import { formatMinor, isKnownCurrency, parseAmount } from './money-amounts';

/*
 * Banking records (spec sections 3, 4 and 7, Banking). Money is exact: amounts travel as
 * decimal strings ("12.30") and are kept as integer minor units of their currency; no amount
 * ever passes through a floating-point number.
 */

export const BANKING_PAGE_SIZE = 20;
export const BANKING_IMPORT_MAX_ROWS = 5_000;
export const BANKING_IMPORT_MAX_CHARS = 1_000_000;
export const BANKING_DIRECTIONS = ['income', 'expense'] as const;
export type BankingDirection = (typeof BANKING_DIRECTIONS)[number];
/** Columns of the CSV export, and the ones an import reads (by header name, any order). */
export const BANKING_CSV_COLUMNS = [
  'date',
  'amount',
  'currencyType',
  'direction',
  'category',
  'counterparty',
  'note',
  'reference',
] as const;

export const BANKING_ERRORS = {
  fetchRecords: 'Failed to fetch banking records',
  fetchRecord: 'Failed to fetch banking record',
  create: 'Failed to create banking record',
  update: 'Failed to update banking record',
  delete: 'Failed to delete banking record',
  fetchSummary: 'Failed to fetch banking summary',
  importFailed: 'Failed to import banking records',
  exportFailed: 'Failed to export banking records',
  notFound: 'Banking record not found',
  importEmpty: 'The file has no records',
  importTooMany: `An import takes at most ${BANKING_IMPORT_MAX_ROWS} records`,
  importMissingColumns: 'The file needs the columns date, amount, currencyType and direction',
  importRefused: (rows: number) =>
    `Nothing was imported: ${rows} ${rows === 1 ? 'row has' : 'rows have'} errors`,
} as const;

export const CurrencyCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'Use a three-letter ISO 4217 code such as USD')
  .refine(isKnownCurrency, 'This is not an ISO 4217 currency code');

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);

/** A record as a person or a CSV row writes it; `amount` is a positive decimal string. */
export const BankingRecordBody = z
  .strictObject({
    date: Day,
    amount: z.string().max(40),
    currencyType: CurrencyCode,
    direction: z.enum(BANKING_DIRECTIONS, { message: 'Choose income or expense' }),
    category: text(80).default(''),
    counterparty: text(200).default(''),
    note: text(2000).default(''),
    reference: text(100)
      .nullable()
      .optional()
      .transform((r) => (r ? r : null)),
  })
  .transform((b, ctx) => {
    const parsed = parseAmount(b.amount, b.currencyType);
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: parsed.message });
      return z.NEVER;
    }
    return { ...b, amount: formatMinor(parsed.minor, b.currencyType), amountMinor: Number(parsed.minor) };
  });
/** What the create and edit forms hold and send. */
export type BankingRecordInput = z.input<typeof BankingRecordBody>;
export type BankingRecordValues = z.output<typeof BankingRecordBody>;

export const BankingRecord = z.object({
  id: z.number().int(),
  date: z.string(),
  /** Decimal string in the currency's own precision, e.g. "0.30", "1500", "2.125". */
  amount: z.string(),
  amountMinor: z.number().int(),
  currencyType: z.string(),
  direction: z.enum(BANKING_DIRECTIONS),
  category: z.string(),
  counterparty: z.string(),
  note: z.string(),
  reference: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BankingRecord = z.infer<typeof BankingRecord>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((s) => (s === '' ? undefined : s));

const filterFields = {
  currencyType: CurrencyCode.optional().or(z.literal('').transform(() => undefined)),
  from: Day.optional().or(z.literal('').transform(() => undefined)),
  to: Day.optional().or(z.literal('').transform(() => undefined)),
  category: optionalText(80),
  direction: z
    .enum(BANKING_DIRECTIONS)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  websiteTopic: z.string().optional(),
};
const rangeInOrder = (q: { from?: string | undefined; to?: string | undefined }) =>
  !(q.from && q.to && q.from > q.to);
const rangeMessage = { message: 'The start date must not be after the end date', path: ['from'] };

export const BankingFilterQuery = z.object(filterFields).refine(rangeInOrder, rangeMessage);
export type BankingFilter = z.infer<typeof BankingFilterQuery>;

export const BankingListQuery = z
  .object({
    ...filterFields,
    page: z.coerce.number().int().min(1, 'Pages start at 1').max(100_000).default(1),
    pageSize: CappedCount(100, BANKING_PAGE_SIZE, 'pageSize'),
  })
  .refine(rangeInOrder, rangeMessage);
export type BankingListQuery = z.infer<typeof BankingListQuery>;

/** Sums of one currency; amounts are decimal strings, exact. */
export const CurrencyTotals = z.object({
  currencyType: z.string(),
  income: z.string(),
  expense: z.string(),
  /** income − expense; may be negative. */
  balance: z.string(),
  count: z.number().int(),
});
export type CurrencyTotals = z.infer<typeof CurrencyTotals>;

/** A page of records plus the totals of every record the filter matches, per currency. */
export const BankingList = Paged(BankingRecord).extend({ totals: z.array(CurrencyTotals) });
export type BankingList = z.infer<typeof BankingList>;

const Flow = { income: z.string(), expense: z.string(), balance: z.string() };
export const CurrencySummary = CurrencyTotals.extend({
  /** Months with records, oldest first, `YYYY-MM`. */
  byMonth: z.array(z.object({ month: z.string(), ...Flow })),
  /** Categories by turnover, largest first; '' is uncategorised. */
  byCategory: z.array(z.object({ category: z.string(), ...Flow })),
});
export type CurrencySummary = z.infer<typeof CurrencySummary>;

/** `GET /api/banking/summary[?currencyType&from&to&category]`: one entry per currency. */
export const BankingSummary = z.array(CurrencySummary);
export type BankingSummary = z.infer<typeof BankingSummary>;

export const BankingImportBody = z.strictObject({
  csv: z.string().max(BANKING_IMPORT_MAX_CHARS, 'The file is too large'),
  /** true: check and report only. false: write every row, or none when any row is wrong. */
  dryRun: z.boolean().default(true),
});
export type BankingImportInput = z.input<typeof BankingImportBody>;

export const BankingImportRow = z.object({
  /** The row's line in the file, the header being line 1. */
  line: z.number().int(),
  values: z.record(z.string(), z.string()),
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
});
export type BankingImportRow = z.infer<typeof BankingImportRow>;

export const BankingImportResult = z.object({
  rows: z.array(BankingImportRow),
  valid: z.number().int(),
  invalid: z.number().int(),
  imported: z.number().int(),
});
export type BankingImportResult = z.infer<typeof BankingImportResult>;

export const BankingExport = z.object({ filename: z.string(), csv: z.string(), count: z.number().int() });
export type BankingExport = z.infer<typeof BankingExport>;
