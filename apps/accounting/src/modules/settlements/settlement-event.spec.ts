import { parseSettlement, settlementDescription } from './settlement-event';

const COMPANY = '0193a000-0000-7000-8000-000000000001';
const ENTRY = '0193a000-0000-7000-8000-000000000002';
const CATEGORY = '0193a000-0000-7000-8000-000000000003';

const event = (data: Record<string, unknown>, envelope: Record<string, unknown> = {}) => ({
  id: 'evt_0193a0000000700080000000000000aa',
  event: 'financial.settled',
  timestamp: '2025-11-20T13:45:10.123Z',
  companyId: COMPANY,
  data: { id: ENTRY, code: 'FIN-000012', title: 'Mensalidade', typeCategory: 'REVENUE', originalAmount: 100, paidAmount: 98.5, ...data },
  ...envelope,
});

describe('parseSettlement', () => {
  it('reads the paid amount, the payment date and the references of the financial entry', () => {
    const parsed = parseSettlement(event({ paymentDate: '2025-11-18T00:00:00.000Z', financialCategoryId: CATEGORY, bankAccountName: 'Itaú' }));
    expect(parsed).toEqual({
      settlement: {
        eventId: 'evt_0193a0000000700080000000000000aa',
        companyId: COMPANY,
        financialEntryId: ENTRY,
        typeCategory: 'REVENUE',
        amount: 98.5,
        entryDate: '2025-11-18',
        financialCategoryId: CATEGORY,
        financialCategoryName: null,
        bankAccountId: null,
        bankAccountName: 'Itaú',
        code: 'FIN-000012',
        title: 'Mensalidade',
      },
    });
  });

  it('falls back to the original amount and to the day of the event', () => {
    const parsed = parseSettlement(event({ paidAmount: null, paymentDate: null }));
    expect(parsed).toMatchObject({ settlement: { amount: 100, entryDate: '2025-11-20' } });
  });

  it('takes a category or bank account id that is not an id as none (the default account)', () => {
    expect(parseSettlement(event({ financialCategoryId: 'abc', bankAccountId: 42 }))).toMatchObject({
      settlement: { financialCategoryId: null, bankAccountId: null },
    });
  });

  it.each([
    ['not an object', 'not json'],
    ['no event id', event({}, { id: undefined })],
    ['another event', event({}, { event: 'financial.created' })],
    ['no companyId', event({}, { companyId: undefined })],
    ['no data', event({}, { data: null })],
    ['no financial entry id', event({ id: 'FIN-1' })],
    ['an unknown typeCategory', event({ typeCategory: 'TRANSFER' })],
    ['a zero amount', event({ paidAmount: 0 })],
    ['a negative amount', event({ paidAmount: -10 })],
    ['an amount that rounds to zero', event({ paidAmount: 0.004 })],
    ['an amount above a money column', event({ paidAmount: 1e16 })],
    ['an amount that is not a number', event({ paidAmount: 'lots' })],
    ['no date at all', event({ paymentDate: 'yesterday' }, { timestamp: 'now' })],
  ])('refuses %s', (_case, value) => {
    expect(parseSettlement(value)).toEqual({ problem: expect.any(String) });
  });

  it('describes receipts and payments with the entry code and title', () => {
    const parsed = parseSettlement(event({ typeCategory: 'EXPENSE', title: 'Aluguel' }));
    if (!('settlement' in parsed)) throw new Error(parsed.problem);
    expect(settlementDescription(parsed.settlement)).toBe('Pagamento FIN-000012 Aluguel');
    expect(settlementDescription({ ...parsed.settlement, typeCategory: 'REVENUE', code: null })).toBe('Recebimento Aluguel');
  });
});
