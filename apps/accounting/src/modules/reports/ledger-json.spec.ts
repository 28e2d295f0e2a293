import { parseCents, toAmount } from '@bizapi/conventions';
import fc from 'fast-check';
import { ledgerJson } from './ledger-json';
import { LedgerHead, LedgerLineRow } from './ledger-lines';

/** The ledger computed the slow, exact way: BigInt cents from the numeric text, an entry per line. */
function exactLedger({ account, previousCents, side }: LedgerHead, lines: LedgerLineRow[], financialEntries: boolean) {
  let running = BigInt(previousCents);
  const entries = lines.map(([day, description, type, amount, financialEntryId]) => {
    const cents = parseCents(amount);
    const debit = type === 'DEBIT' ? cents : 0n;
    const credit = type === 'CREDIT' ? cents : 0n;
    running += BigInt(side) * (debit - credit);
    const entry: Record<string, unknown> = { date: `${day}T00:00:00.000Z`, description, debit: toAmount(debit), credit: toAmount(credit), runningBalance: toAmount(running) };
    if (financialEntries) entry.financialEntryId = financialEntryId ?? null;
    return entry;
  });
  return { account, previousBalance: toAmount(BigInt(previousCents)), entries, finalBalance: toAmount(running) };
}

const account = { id: '01a21bba-d5cc-769a-b6be-da0c08e73c72', code: '1.1.1.02', name: 'Bancos "Conta" Movimentação 🏦', accountType: 'ASSET' as const };
/** Any UTF-16 text, lone surrogates included (JSON.stringify escapes those). */
const anyText = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)) });
/** numeric(15,2) as PostgreSQL writes it: digits, a dot, exactly two decimals. */
const amountText = fc.bigInt({ min: 0n, max: 10n ** 15n - 1n }).map((cents) => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`);
const line = fc.tuple(
  fc.constantFrom('2026-03-01', '2016-02-29', '0999-12-31'),
  fc.oneof(fc.string(), anyText, fc.string({ unit: 'binary' }), fc.constantFrom('Venda à vista', 'a "quoted" \\ line\n', '\u0000\u001f\u007f\u2028 😀 \ud800')),
  fc.constantFrom('DEBIT' as const, 'CREDIT' as const),
  fc.oneof(amountText, fc.constantFrom('0.00', '0.05', '0.10', '10.00', '9999999999999.99')),
  fc.oneof(fc.uuid(), fc.constant(null)),
);

describe('a ledger written as JSON from its rows', () => {
  it('is byte for byte the UTF-8 of JSON.stringify of what exact BigInt arithmetic answers', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 50 }), fc.integer({ min: -(10 ** 15), max: 10 ** 15 }), fc.constantFrom(1 as const, -1 as const), fc.boolean(), (lines, previousCents, side, statement) => {
        const head = { account, previousCents, side };
        const written = ledgerJson(head, lines as LedgerLineRow[], statement);
        expect(written.equals(Buffer.from(JSON.stringify(exactLedger(head, lines as LedgerLineRow[], statement)), 'utf8'))).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });

  it('closes a month without lines on its opening balance', () => {
    expect(JSON.parse(ledgerJson({ account, previousCents: -150, side: -1 }, [], true).toString('utf8'))).toEqual({ account, previousBalance: -1.5, entries: [], finalBalance: -1.5 });
  });
});
