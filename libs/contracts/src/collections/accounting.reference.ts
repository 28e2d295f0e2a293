import type { CollectionReference, OperationReference } from './collection-reference';

/** Accounting and configuration lookups in words (spec "Accounting", "Configuration lookups"), beside accounting.contracts.ts. */
export const ACCOUNTING_REFERENCE: Readonly<Record<string, CollectionReference>> = {
  'accounting-accounts': {
    schema: 'AccountingAccount',
    about: 'An account of the chart of accounts (read-only).',
  },
  'accounting-journal-entries': {
    schema: 'JournalEntry',
    plural: 'journal entries',
    about: 'A journal entry of the ledger (read-only).',
  },
  'accounting-journal-entry-lines': {
    schema: 'JournalEntryLine',
    plural: 'journal entry lines',
    about: 'A debit or credit line of a journal entry (read-only).',
    fields: { accountCode: "The code of the line's account. Read-only.", accountName: "The name of the line's account. Read-only." },
  },
  'cost-centers': { schema: 'CostCenter', about: 'A cost center (read-only configuration lookup).' },
  'business-units': { schema: 'BusinessUnit', about: 'A business unit (read-only configuration lookup).' },
  'custom-fields': {
    schema: 'CustomField',
    about: 'A custom field defined for a kind of record (read-only configuration lookup).',
  },
};

/** The reports' fields (spec "Reports"). */
const REPORT_FIELDS = {
  data: 'One line per account.',
  accountId: 'The id of the accounting account.',
  accountCode: "The account's code.",
  accountName: "The account's name.",
  previousBalance: 'The balance before the period.',
  finalBalance: 'The balance at the end of the period.',
  assets: 'The asset accounts with their balance.',
  liabilities: 'The liability accounts with their balance.',
  equity: 'The equity accounts with their balance.',
  totalAssets: 'The sum of the assets.',
  totalLiabilitiesAndEquity: 'The sum of liabilities and equity.',
  totalLiabilities: 'The sum of the liabilities.',
  totalEquity: 'The sum of equity.',
  isBalanced: 'Whether total assets equal total liabilities and equity.',
  account: 'The account: `{id, code, name, accountType}`.',
  entries: 'Each movement in date order, with the running balance after it.',
  date: 'The day of the movement.',
  runningBalance: 'The balance after this movement.',
  financialEntryId: 'The financial entry the movement comes from.',
  cards: 'Totals: accounts, entries, debits and credits.',
  totalAccounts: 'How many accounts there are.',
  totalEntries: 'How many entries in the period.',
  monthlyMovement: 'Debits and credits of each month of the period.',
  month: 'The month, `YYYY-MM`.',
  balanceComposition: 'Total assets, liabilities and equity.',
  recentEntries: 'The most recent journal entries.',
  entryDate: 'The date the entry is booked on.',
  debit: 'The amount debited.',
  credit: 'The amount credited.',
} as const;

const REPORT = 'Read-only, no pagination envelope. Dates are `YYYY-MM-DD`.';

/** The accounting reports (spec: "Reports"), by subject. */
export const ACCOUNTING_REPORT_REFERENCE: Readonly<Record<string, OperationReference>> = {
  'api.accounting-reports.trial-balance': {
    summary: 'Trial balance',
    description: `Each account's balance before the period, its debits and credits in the period and its final balance, between \`startDate\` and \`endDate\`, optionally of one account (\`accountId\`). ${REPORT}`,
    answer: 'TrialBalance',
    fields: REPORT_FIELDS,
  },
  'api.accounting-reports.balance-sheet': {
    summary: 'Balance sheet',
    description: `Assets, liabilities and equity at \`referenceDate\` with their totals, and whether assets equal liabilities plus equity (\`isBalanced\`). ${REPORT}`,
    answer: 'BalanceSheet',
    fields: REPORT_FIELDS,
  },
  'api.accounting-reports.general-ledger': {
    summary: 'General ledger of an account',
    description: `The movements of one account (\`accountingAccountId\`) between \`startDate\` and \`endDate\`: its previous balance, each entry with its running balance, and its final balance. ${REPORT}`,
    answer: 'Ledger',
    fields: REPORT_FIELDS,
  },
  'api.accounting-reports.account-statement': {
    summary: 'Statement of an account',
    description: `As the general ledger, each entry also carrying the \`financialEntryId\` it comes from. ${REPORT}`,
    answer: 'Ledger',
    fields: REPORT_FIELDS,
  },
  'api.accounting-reports.dashboard-summary': {
    summary: 'Accounting dashboard summary',
    description: `Between \`startDate\` and \`endDate\`: totals (cards), the movement of each month (\`YYYY-MM\`), the balance composition and the most recent entries. ${REPORT}`,
    answer: 'DashboardSummary',
    fields: REPORT_FIELDS,
  },
};
