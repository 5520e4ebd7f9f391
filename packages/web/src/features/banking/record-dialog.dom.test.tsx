import {
  BANKING_ERRORS,
  type BankingRecord,
  httpErrorText,
  parseAmount,
  ROUTES,
  utcDay,
} from '@app/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeServer, ok, renderApp, type SentRequest } from '../../test/render-app';
import { RecordDialog } from './record-dialog';

const saved = (body: Partial<BankingRecord>): BankingRecord => ({
  id: 3,
  date: '2024-05-01',
  amount: '0',
  amountMinor: 0,
  currencyType: 'USD',
  direction: 'income',
  category: '',
  counterparty: '',
  note: '',
  reference: null,
  createdAt: '2024-05-01T10:00:00.000Z',
  updatedAt: '2024-05-01T10:00:00.000Z',
  ...body,
});

/** The dialog for a new record in `currency`; the server saves what it gets unless `onCreate` says otherwise. */
function newRecord(
  currency = 'USD',
  onCreate = ({ body }: SentRequest) => ok(saved(body as Partial<BankingRecord>)),
) {
  const onClose = vi.fn();
  const server = fakeServer({ [`POST ${ROUTES.banking.list}`]: onCreate });
  const view = renderApp(
    <RecordDialog record={null} defaultCurrency={currency} categories={[]} onClose={onClose} />,
    {
      server,
    },
  );
  const creates = () => view.sent.filter((r) => r.method === 'POST');
  return { ...view, onClose, creates };
}

const amount = () => screen.getByLabelText(/^Amount/) as HTMLInputElement;
const add = () => screen.getByRole('button', { name: 'Add record' });
/** The contract's own word on an amount typed by someone writing in `locale`. */
const amountProblem = (text: string, currency: string, locale = 'en-US') => {
  const parsed = parseAmount(text, currency, { locale });
  return parsed.ok ? undefined : parsed.message;
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('banking record form', () => {
  it.each([
    ['', 'USD'],
    ['12.345', 'USD'],
    ['0', 'USD'],
    ['-5', 'USD'],
    ['1200.5', 'JPY'],
  ])('refuses the amount "%s" %s with the contract\'s reason, and sends nothing', async (text, currency) => {
    const { user, creates, onClose } = newRecord(currency);
    if (text) await user.type(amount(), text);
    await user.click(add());

    const reason = amountProblem(text, currency);
    expect(reason).toBeTruthy();
    expect(await screen.findByText(reason!)).toBeTruthy();
    expect(amount().getAttribute('aria-invalid')).toBe('true');
    expect(creates()).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('tells how many decimals the currency has', () => {
    newRecord('JPY');
    expect(screen.getByText('Whole units only')).toBeTruthy();
  });

  it('sends the amount as a plain decimal in the currency, and closes with the saved record', async () => {
    const { user, creates, onClose } = newRecord('USD');
    await user.click(screen.getByRole('button', { name: 'Expense' }));
    await user.type(amount(), '1,234.5');
    await user.type(screen.getByLabelText('Counterparty'), 'Acme');
    await user.click(add());

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(creates().map((r) => r.body)).toEqual([
      {
        date: utcDay(),
        amount: '1234.50',
        currencyType: 'USD',
        direction: 'expense',
        category: '',
        counterparty: 'Acme',
        note: '',
        reference: null,
      },
    ]);
    expect(onClose.mock.calls[0]?.[0]).toMatchObject({ amount: '1234.50', direction: 'expense' });
  });

  it('reads the amount with the decimal comma of someone writing German', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('de-DE');
    const { user, creates, onClose } = newRecord('EUR');
    await user.type(amount(), '980,5');
    await user.click(add());

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(creates()[0]?.body).toMatchObject({ amount: '980.50', currencyType: 'EUR' });
  });

  it("puts the server's refusal on its field and above the form, and stays open", async () => {
    const reason = 'The amount is too large';
    const { user, onClose } = newRecord('USD', () =>
      failure(400, 'Invalid request', {
        code: 'VALIDATION',
        issues: [{ path: 'body.amount', message: reason }],
      }),
    );
    await user.type(amount(), '10');
    await user.click(add());

    expect((await screen.findByRole('alert')).textContent).toBe('Invalid request');
    expect(screen.getByText(reason)).toBeTruthy();
    expect(amount().getAttribute('aria-invalid')).toBe('true');
    expect(onClose).not.toHaveBeenCalled();
  });

  it.each([
    [502, httpErrorText(502)],
    // A 2xx reply that does not report success is no save either (spec section 5).
    [200, BANKING_ERRORS.create],
  ])('says what failed when the server answers %s with no text of its own', async (status, text) => {
    const { user, onClose } = newRecord('USD', () => ({
      status,
      body: { success: false, data: null, error: '' },
    }));
    await user.type(amount(), '10');
    await user.click(add());
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(onClose).not.toHaveBeenCalled();
  });
});
