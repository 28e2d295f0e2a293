import { formatApiDate } from '@bizapi/conventions';

/**
 * About four months of the books of a small Brazilian services company,
 * ending a day before the seed runs: the partners pay in the capital, a
 * working-capital loan, equipment bought, then each month rent, a service
 * invoice (NFS-e) and its receipt, the payroll and its payment, and bank
 * fees. One advertising expense is posted with a wrong amount, reversed and
 * posted again; the last few entries are still drafts.
 */

/** A line: account code (analytical, from CHART_OF_ACCOUNTS), D(ebit) or C(redit), amount in reais. */
export type SampleLine = readonly [code: string, side: 'D' | 'C', amount: number];

export type SampleMove =
  | { kind: 'entry'; key?: string; entryDate: string; description: string; status: 'POSTED' | 'DRAFT'; lines: readonly SampleLine[] }
  /** Reverses the entry of `reverses` (its key): both end REVERSED. */
  | { kind: 'reversal'; entryDate: string; reverses: string; reason: string };

const DAY_MS = 24 * 60 * 60 * 1000;

/** Service invoices of the four months, growing as the company does. */
const MONTHLY_SERVICES = [38_500, 45_200, 51_750, 62_300];

/** The moves in date order, dated back from `today`. */
export function sampleJournal(today: Date): SampleMove[] {
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const date = (daysAgo: number) => formatApiDate(new Date(midnight - daysAgo * DAY_MS));
  /** The month an entry belongs to (competência), `MM/YYYY`. */
  const month = (daysAgo: number) => {
    const [year, mm] = date(daysAgo).split('-');
    return `${mm}/${year}`;
  };
  const moves: (SampleMove & { daysAgo: number })[] = [];
  const entry = (daysAgo: number, description: string, lines: readonly SampleLine[], status: 'POSTED' | 'DRAFT' = 'POSTED', key?: string) =>
    moves.push({ kind: 'entry', daysAgo, entryDate: date(daysAgo), description, status, lines, key });

  entry(118, 'Integralização de capital social pelos sócios', [
    ['1.1.1.02', 'D', 150_000],
    ['3.1.1', 'C', 150_000],
  ]);
  entry(115, 'Empréstimo para capital de giro - Banco do Brasil', [
    ['1.1.1.02', 'D', 60_000],
    ['2.1.4.01', 'C', 60_000],
  ]);
  entry(112, 'Compra de notebooks e monitores - NF-e 4521 Dell Computadores', [
    ['1.2.1.04', 'D', 18_450],
    ['2.1.1.01', 'C', 18_450],
  ]);
  entry(110, 'Compra de móveis para o escritório - NF-e 1187 Móveis Paulista', [
    ['1.2.1.02', 'D', 7_890],
    ['1.1.1.02', 'C', 7_890],
  ]);
  entry(96, 'Pagamento da NF-e 4521 - Dell Computadores', [
    ['2.1.1.01', 'D', 18_450],
    ['1.1.1.02', 'C', 18_450],
  ]);
  entry(70, 'Aplicação em CDB de liquidez diária - Banco do Brasil', [
    ['1.1.1.03', 'D', 30_000],
    ['1.1.1.02', 'C', 30_000],
  ]);
  entry(
    40,
    'Campanha de anúncios Google Ads',
    [
      ['5.2.3.01', 'D', 4_800],
      ['1.1.1.02', 'C', 4_800],
    ],
    'POSTED',
    'ads-wrong-amount',
  );
  moves.push({ kind: 'reversal', daysAgo: 38, entryDate: date(38), reverses: 'ads-wrong-amount', reason: 'valor lançado incorretamente' });
  entry(37, 'Campanha de anúncios Google Ads (valor corrigido)', [
    ['5.2.3.01', 'D', 4_080],
    ['1.1.1.02', 'C', 4_080],
  ]);

  MONTHLY_SERVICES.forEach((amount, index) => {
    const start = 105 - 30 * index;
    const invoice = `NFS-e ${1001 + index}`;
    entry(start, `Aluguel do escritório - competência ${month(start)}`, [
      ['5.2.2.01', 'D', 8_500],
      ['1.1.1.02', 'C', 8_500],
    ]);
    entry(start - 2, `Prestação de serviços de consultoria - ${invoice}`, [
      ['1.1.2.01', 'D', amount],
      ['4.1.2', 'C', amount],
    ]);
    entry(start - 4, `Folha de pagamento - competência ${month(start - 4)}`, [
      ['5.2.1.01', 'D', 32_000],
      ['2.1.2.01', 'C', 28_480],
      ['2.1.2.03', 'C', 3_520],
    ]);
    entry(start - 5, 'Pagamento de salários', [
      ['2.1.2.01', 'D', 28_480],
      ['1.1.1.02', 'C', 28_480],
    ]);
    entry(start - 9, `Recebimento de cliente - ${invoice}`, [
      ['1.1.1.02', 'D', amount],
      ['1.1.2.01', 'C', amount],
    ]);
    entry(start - 12, 'Tarifas bancárias - pacote de serviços PJ', [
      ['5.3.2', 'D', 189.9],
      ['1.1.1.02', 'C', 189.9],
    ]);
  });

  entry(3, 'Provisão de 13º salário - parcela do mês', [['5.2.1.01', 'D', 2_666.67], ['2.1.2.01', 'C', 2_666.67]], 'DRAFT');
  entry(2, 'Compra de material de escritório - aguardando NF-e Kalunga', [['5.2.2.04', 'D', 642.3], ['2.1.1.01', 'C', 642.3]], 'DRAFT');
  entry(1, `Comissões sobre vendas - competência ${month(1)} (em conferência)`, [['5.2.3.02', 'D', 3_115], ['2.1.2.01', 'C', 3_115]], 'DRAFT');

  // Oldest first (stable, so moves of one day keep the order written): codes follow the dates.
  return moves.sort((a, b) => b.daysAgo - a.daysAgo).map(({ daysAgo: _daysAgo, ...move }) => move as SampleMove);
}
