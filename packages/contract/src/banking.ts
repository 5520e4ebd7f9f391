import { z } from 'zod';
import { Day } from './analytics';
import { CappedCount } from './common';
import { Paged } from './envelope';

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

/*
 * ISO 4217 minor units. A table rather than Intl's `maximumFractionDigits`, which follows CLDR
 * (HUF 0, IDR 0, ...) and varies with the ICU data of the server and of each browser.
 */
const EXPONENT_0 = new Set(
  'BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX UYI VND VUV XAF XOF XPF XAG XAU XDR XPD XPT'.split(' '),
);
const EXPONENT_3 = new Set('BHD IQD JOD KWD LYD OMR TND'.split(' '));
const EXPONENT_4 = new Set('CLF UYW'.split(' '));

/** Digits after the decimal point in amounts of `currency`: JPY 0, USD 2, BHD 3. */
export function currencyExponent(currency: string): number {
  const c = currency.toUpperCase();
  if (EXPONENT_0.has(c)) return 0;
  if (EXPONENT_3.has(c)) return 3;
  if (EXPONENT_4.has(c)) return 4;
  return 2;
}

let known: Set<string> | null = null;
/** An ISO 4217 code this runtime knows; any well-formed code where the runtime cannot list them. */
export function isKnownCurrency(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  if (known === null) {
    try {
      known = new Set(Intl.supportedValuesOf('currency'));
    } catch {
      return true;
    }
  }
  return known.has(code);
}

/** At most 15 digits of minor units: exact in JavaScript numbers and in a bigint column. */
export const MAX_AMOUNT_MINOR = 999_999_999_999_999n;

export type ParsedAmount = { ok: true; minor: bigint } | { ok: false; message: string };

/** The decimal and grouping marks of a locale: "de-DE" → `{ decimal: ',', group: '.' }`. */
export function numberMarks(locale: string): { decimal: string; group: string } {
  try {
    const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
    return {
      decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
      group: parts.find((p) => p.type === 'group')?.value ?? ',',
    };
  } catch {
    return { decimal: '.', group: ',' };
  }
}

const lakhLocales = new Map<string, boolean>();
/** Whether `locale` groups digits the Indian way, by lakh and crore: "en-IN" writes 12,34,567. */
function groupsByLakh(locale: string): boolean {
  let lakh = lakhLocales.get(locale);
  if (lakh === undefined) {
    try {
      const ints = new Intl.NumberFormat(locale).formatToParts(1234567).filter((p) => p.type === 'integer');
      lakh = ints.length === 3 && ints[1]!.value.length === 2;
    } catch {
      lakh = false;
    }
    if (lakhLocales.size < 100) lakhLocales.set(locale, lakh);
  }
  return lakh;
}

/**
 * Digits grouped by threes, e.g. "1", "12", "1" "234" "567": a well-formed grouping; where the
 * locale groups by lakh, also "1" "29" "999" and "12" "34" "56" "789".
 */
const wellGrouped = (groups: string[], lakh = false) =>
  (/^[1-9]\d{0,2}$/.test(groups[0] ?? '') && groups.slice(1).every((g) => /^\d{3}$/.test(g))) ||
  (lakh &&
    /^[1-9]\d?$/.test(groups[0] ?? '') &&
    groups.slice(1, -1).every((g) => /^\d{2}$/.test(g)) &&
    /^\d{3}$/.test(groups.at(-1) ?? ''));

/**
 * An amount as a person in `locale` writes it ("980,50", "1.234,56", "1 234,56", "1,234.56",
 * "1'234.56", in "en-IN" "1,29,999.00") → the plain decimal string ("980.50", "1234.56"), or null when it cannot be read
 * without guessing. A mark followed by other than three digits can only be the decimal one; with
 * both marks the last is the decimal one; only "1,234" or "1.234" is read the locale's way.
 */
export function normalizeAmount(text: string, locale: string): string | null {
  const s = text.trim().replace(/[\s\u00a0\u202f'’]/g, '');
  if (!/^\d[\d.,]*$/.test(s)) return null;
  const marks = [...new Set(s.match(/[.,]/g) ?? [])];
  if (marks.length === 0) return s;
  const last = s.search(/[.,][^.,]*$/);
  const lastMark = s[last]!;
  if (marks.length === 2) {
    const groups = s.slice(0, last).split(lastMark === '.' ? ',' : '.');
    if (s.slice(0, last).includes(lastMark) || !wellGrouped(groups, groupsByLakh(locale))) return null;
    return `${groups.join('')}.${s.slice(last + 1)}`;
  }
  const pieces = s.split(lastMark);
  if (pieces.length > 2) return wellGrouped(pieces, groupsByLakh(locale)) ? pieces.join('') : null;
  const [whole, frac] = pieces as [string, string];
  const decimalHere = frac.length !== 3 || lastMark === numberMarks(locale).decimal || !wellGrouped(pieces);
  return decimalHere ? `${whole}.${frac}` : `${whole}${frac}`;
}

/** How `locale` writes 1234.56, for messages: "1,234.56", "1.234,56". */
const exampleIn = (locale: string) => {
  try {
    return new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(1234.56);
  } catch {
    return '1234.56';
  }
};

/**
 * "12.3" in USD → 1230n. Without a locale (the wire, CSV files) digits and one dot only: a comma
 * would be a thousands separator in one country and a decimal point in the next, so it is refused
 * rather than guessed. With the `locale` of the person typing, their own decimal and grouping marks
 * are read too (`normalizeAmount`). A zero amount is refused unless `opts.zero` allows it (a
 * catalogue price may be 0, a bank record may not).
 */
export function parseAmount(
  text: string,
  currency: string,
  opts: { locale?: string; zero?: boolean } = {},
): ParsedAmount {
  const exp = currencyExponent(currency);
  let s = text.trim();
  if (opts.locale !== undefined && s !== '') {
    const plain = normalizeAmount(s, opts.locale);
    if (plain === null) {
      return { ok: false, message: `Enter the amount in digits, e.g. ${exampleIn(opts.locale)} (no sign)` };
    }
    s = plain;
  }
  const m = /^(\d+)(?:\.(\d*))?$/.exec(s);
  if (!m) {
    return {
      ok: false,
      message: s === '' ? 'Enter an amount' : 'Use digits and a dot, e.g. 1234.56 (no sign, no commas)',
    };
  }
  const whole = m[1]!;
  const frac = (m[2] ?? '').replace(/0+$/, '');
  if (frac.length > exp) {
    return {
      ok: false,
      message:
        exp === 0
          ? `${currency} has no minor unit: enter a whole amount`
          : `${currency} takes at most ${exp} decimal places`,
    };
  }
  const minor = BigInt(whole) * 10n ** BigInt(exp) + BigInt(frac.padEnd(exp, '0') || '0');
  if (minor === 0n && !opts.zero) return { ok: false, message: 'The amount must be more than zero' };
  if (minor > MAX_AMOUNT_MINOR) return { ok: false, message: 'The amount is too large' };
  return { ok: true, minor };
}

/** 1230n in USD → "12.30"; −5n in JPY → "-5". Plain digits, no grouping: for forms, CSV and sums. */
export function formatMinor(minor: bigint | number | string, currency: string): string {
  const exp = currencyExponent(currency);
  const v = BigInt(minor);
  const neg = v < 0n;
  const digits = (neg ? -v : v).toString().padStart(exp + 1, '0');
  const whole = digits.slice(0, digits.length - exp);
  const frac = exp > 0 ? `.${digits.slice(digits.length - exp)}` : '';
  return `${neg ? '-' : ''}${whole}${frac}`;
}

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
