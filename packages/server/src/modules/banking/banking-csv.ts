import {
  BANKING_CSV_COLUMNS,
  BANKING_ERRORS,
  BANKING_IMPORT_MAX_ROWS,
  type BankingImportRow,
  BankingRecordBody,
  type BankingRecordValues,
  formatMinor,
} from '@app/contract';
import Papa from 'papaparse';
import { badRequest } from '../../errors';
import type { BankingRow } from './banking.repository';

type Column = (typeof BANKING_CSV_COLUMNS)[number];
const REQUIRED: Column[] = ['date', 'amount', 'currencyType', 'direction'];
/** Header names people use for our columns, lower-cased and without spaces or underscores. */
const ALIASES: Record<string, Column> = {
  ...Object.fromEntries(BANKING_CSV_COLUMNS.map((c) => [c.toLowerCase(), c])),
  currency: 'currencyType',
  type: 'direction',
  payee: 'counterparty',
  description: 'note',
  memo: 'note',
  ref: 'reference',
};
const normaliseHeader = (h: string) =>
  h
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');

/** Spreadsheet formula guard added on export (`'=...`) is taken off again on import. */
const unguard = (v: string) => (/^'[=+\-@\t\r]/.test(v) ? v.slice(1) : v);

export type CheckedImport = { rows: BankingImportRow[]; records: BankingRecordValues[] };

/** Reads a CSV of banking records and checks every row; nothing here touches the database. */
export function checkCsv(csv: string): CheckedImport {
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  const [header, ...body] = parsed.data;
  if (!header) throw badRequest(BANKING_ERRORS.importEmpty);
  const columns = header.map((h) => ALIASES[normaliseHeader(h)]);
  if (REQUIRED.some((c) => !columns.includes(c))) throw badRequest(BANKING_ERRORS.importMissingColumns);

  const parseErrors = new Map<number, string>();
  for (const e of parsed.errors) if (e.row !== undefined) parseErrors.set(e.row, e.message);

  const rows: BankingImportRow[] = [];
  const records: BankingRecordValues[] = [];
  body.forEach((cells, i) => {
    if (cells.every((c) => c.trim() === '')) return;
    const line = i + 2;
    const values: Record<string, string> = {};
    columns.forEach((c, j) => {
      if (c) values[c] = unguard((cells[j] ?? '').trim());
    });
    const errors: BankingImportRow['errors'] = [];
    const broken = parseErrors.get(i + 1);
    if (broken) errors.push({ field: 'row', message: broken });
    const result = BankingRecordBody.safeParse({
      date: values.date ?? '',
      amount: values.amount ?? '',
      currencyType: values.currencyType ?? '',
      direction: (values.direction ?? '').toLowerCase(),
      category: values.category ?? '',
      counterparty: values.counterparty ?? '',
      note: values.note ?? '',
      reference: values.reference ?? '',
    });
    if (result.success) records.push(result.data);
    else
      for (const issue of result.error.issues)
        errors.push({ field: String(issue.path[0] ?? 'row'), message: issue.message });
    rows.push({ line, values, errors });
  });
  if (rows.length === 0) throw badRequest(BANKING_ERRORS.importEmpty);
  if (rows.length > BANKING_IMPORT_MAX_ROWS) throw badRequest(BANKING_ERRORS.importTooMany);
  return { rows, records };
}

/** The export: our own columns, so that it imports again unchanged. */
export function toCsv(rows: BankingRow[]): string {
  return Papa.unparse(
    {
      fields: [...BANKING_CSV_COLUMNS],
      data: rows.map((r) => [
        r.date,
        formatMinor(r.amountMinor, r.currencyType),
        r.currencyType,
        r.direction,
        r.category,
        r.counterparty,
        r.note,
        r.reference ?? '',
      ]),
    },
    // A note such as "=HYPERLINK(...)" must not run as a formula in the accountant's spreadsheet.
    { escapeFormulae: true, newline: '\r\n' },
  );
}
