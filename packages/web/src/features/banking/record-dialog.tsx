import {
  BANKING_ERRORS,
  type BankingRecord,
  BankingRecordBody,
  type BankingRecordInput,
  currencyExponent,
  formatMinor,
  numberMarks,
  parseAmount,
  utcDay,
} from '@app/contract';
import { useMediaQuery, useTheme } from '@mui/material';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { type FormEvent, useMemo, useState } from 'react';
import { DialogFormActions } from '../../components/dialog-form-actions';
import { apiErrorText, isApiError } from '../../lib/api-error';
import { useCreateBankingRecordMutation, useUpdateBankingRecordMutation } from './banking-api';
import { currencyCodes } from './money';

type Values = {
  date: string;
  amount: string;
  currencyType: string;
  direction: 'income' | 'expense';
  category: string;
  counterparty: string;
  note: string;
  reference: string;
};
type Errors = Partial<Record<keyof Values, string>>;

const blank = (currency: string): Values => ({
  date: utcDay(),
  amount: '',
  currencyType: currency,
  direction: 'income',
  category: '',
  counterparty: '',
  note: '',
  reference: '',
});

/** The owner's own locale: amounts are typed and shown with its decimal mark ("980,50"). */
const locale = () => (typeof navigator === 'undefined' ? 'en-US' : navigator.language);
const decimalMark = () => numberMarks(locale()).decimal;

const fromRecord = (r: BankingRecord): Values => ({
  date: r.date,
  amount: r.amount.replace('.', decimalMark()),
  currencyType: r.currencyType,
  direction: r.direction,
  category: r.category,
  counterparty: r.counterparty,
  note: r.note,
  reference: r.reference ?? '',
});

/**
 * The contract's own parser reads the amount as the owner writes it, and its schema checks the
 * form, so its messages are the server's; the wire gets the plain decimal string.
 */
function check(v: Values): { body: BankingRecordInput } | { errors: Errors } {
  const amount = parseAmount(v.amount, v.currencyType || 'USD', { locale: locale() });
  const body: BankingRecordInput = {
    ...v,
    amount: amount.ok ? formatMinor(amount.minor, v.currencyType) : v.amount,
    reference: v.reference.trim() || null,
  };
  const result = BankingRecordBody.safeParse(body);
  if (result.success) return { body };
  const errors: Errors = amount.ok ? {} : { amount: amount.message };
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]) as keyof Values;
    errors[field] ??= issue.message;
  }
  return { errors };
}

/** A refused save's field messages (`body.amount` → amount). */
function serverErrors(err: unknown): Errors {
  const errors: Errors = {};
  if (isApiError(err)) {
    for (const issue of err.issues ?? []) {
      const field = issue.path.replace(/^body\./, '').split('.')[0] as keyof Values;
      errors[field] ??= issue.message;
    }
  }
  return errors;
}

export function RecordDialog({
  record,
  defaultCurrency,
  categories,
  onClose,
}: {
  /** null: a new record. */
  record: BankingRecord | null;
  defaultCurrency: string;
  categories: string[];
  onClose: (saved?: BankingRecord) => void;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [values, setValues] = useState<Values>(() => (record ? fromRecord(record) : blank(defaultCurrency)));
  const [errors, setErrors] = useState<Errors>({});
  const [create, created] = useCreateBankingRecordMutation();
  const [update, updated] = useUpdateBankingRecordMutation();
  const saving = created.isLoading || updated.isLoading;
  const [failure, setFailure] = useState<string | null>(null);
  const codes = useMemo(currencyCodes, []);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const exp = currencyExponent(values.currencyType || 'USD');

  async function submit(e: FormEvent) {
    e.preventDefault();
    const checked = check(values);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setFailure(null);
    try {
      const saved = record
        ? await update({ id: record.id, body: checked.body }).unwrap()
        : await create(checked.body).unwrap();
      onClose(saved);
    } catch (err) {
      setErrors(serverErrors(err));
      setFailure(apiErrorText(err, { failed: record ? BANKING_ERRORS.update : BANKING_ERRORS.create }));
    }
  }

  const field = (key: keyof Values) => ({
    value: values[key],
    error: Boolean(errors[key]),
    helperText: errors[key] ?? ' ',
    onChange: (ev: { target: { value: string } }) => set(key, ev.target.value as never),
  });

  return (
    <Dialog open onClose={() => !saving && onClose()} fullWidth maxWidth="sm" fullScreen={phone}>
      <Box component="form" noValidate onSubmit={submit} aria-label={record ? 'Edit record' : 'New record'}>
        <DialogTitle>{record ? 'Edit record' : 'New record'}</DialogTitle>
        <DialogContent sx={{ pt: '8px !important' }}>
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              {failure}
            </Alert>
          )}
          <ToggleButtonGroup
            exclusive
            fullWidth
            size="small"
            color={values.direction === 'income' ? 'success' : 'error'}
            value={values.direction}
            onChange={(_, d: Values['direction'] | null) => d && set('direction', d)}
            aria-label="Direction"
            sx={{ mb: 2 }}
          >
            <ToggleButton value="income">Income</ToggleButton>
            <ToggleButton value="expense">Expense</ToggleButton>
          </ToggleButtonGroup>
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              label="Date"
              type="date"
              required
              {...field('date')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <Autocomplete
              options={codes}
              value={values.currencyType || null}
              onChange={(_, c) => set('currencyType', c ?? '')}
              autoHighlight
              renderInput={(params) => (
                <TextField
                  {...params}
                  label="Currency"
                  required
                  error={Boolean(errors.currencyType)}
                  helperText={errors.currencyType ?? ' '}
                />
              )}
            />
            <TextField
              label="Amount"
              required
              {...field('amount')}
              helperText={
                errors.amount ??
                (exp === 0
                  ? 'Whole units only'
                  : `Up to ${exp} decimal places, e.g. 12${decimalMark()}${'50'.padEnd(exp, '0')}`)
              }
              slotProps={{
                htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
                input: {
                  endAdornment: <InputAdornment position="end">{values.currencyType}</InputAdornment>,
                },
              }}
            />
            <Autocomplete
              freeSolo
              options={categories.filter(Boolean)}
              inputValue={values.category}
              onInputChange={(_, c) => set('category', c)}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label="Category"
                  error={Boolean(errors.category)}
                  helperText={errors.category ?? ' '}
                />
              )}
            />
            <TextField label="Counterparty" {...field('counterparty')} />
            <TextField label="Reference" {...field('reference')} />
            <TextField label="Note" multiline minRows={2} {...field('note')} sx={{ gridColumn: '1 / -1' }} />
          </Box>
        </DialogContent>
        <DialogFormActions
          busy={saving}
          onCancel={() => onClose()}
          submitLabel={record ? 'Save changes' : 'Add record'}
        />
      </Box>
    </Dialog>
  );
}
