import type { TypeCategory } from '@bizapi/contracts';
import type { BankAccountType } from '../bank-accounts/bank-account.entity';

export interface CategorySeed {
  code: string;
  name: string;
  type: TypeCategory;
}

/** A Brazilian company's usual plan of financial categories; a code's parent is the code without its last part. */
export const CATEGORY_SEEDS: readonly CategorySeed[] = [
  { code: '1', name: 'Receitas', type: 'REVENUE' },
  { code: '1.01', name: 'Receitas operacionais', type: 'REVENUE' },
  { code: '1.01.001', name: 'Receitas de serviços', type: 'REVENUE' },
  { code: '1.01.002', name: 'Venda de produtos', type: 'REVENUE' },
  { code: '1.01.003', name: 'Receitas de assinaturas', type: 'REVENUE' },
  { code: '1.02', name: 'Receitas financeiras', type: 'REVENUE' },
  { code: '1.02.001', name: 'Rendimentos de aplicações', type: 'REVENUE' },
  { code: '1.02.002', name: 'Juros e multas recebidos', type: 'REVENUE' },
  { code: '2', name: 'Despesas', type: 'EXPENSE' },
  { code: '2.01', name: 'Despesas administrativas', type: 'EXPENSE' },
  { code: '2.01.001', name: 'Aluguel e condomínio', type: 'EXPENSE' },
  { code: '2.01.002', name: 'Energia elétrica', type: 'EXPENSE' },
  { code: '2.01.003', name: 'Internet e telefonia', type: 'EXPENSE' },
  { code: '2.01.004', name: 'Material de escritório', type: 'EXPENSE' },
  { code: '2.02', name: 'Despesas com pessoal', type: 'EXPENSE' },
  { code: '2.02.001', name: 'Salários e ordenados', type: 'EXPENSE' },
  { code: '2.02.002', name: 'Encargos sociais (INSS e FGTS)', type: 'EXPENSE' },
  { code: '2.02.003', name: 'Vale-transporte e vale-refeição', type: 'EXPENSE' },
  { code: '2.03', name: 'Despesas comerciais', type: 'EXPENSE' },
  { code: '2.03.001', name: 'Marketing e publicidade', type: 'EXPENSE' },
  { code: '2.03.002', name: 'Comissões sobre vendas', type: 'EXPENSE' },
  { code: '2.04', name: 'Despesas financeiras', type: 'EXPENSE' },
  { code: '2.04.001', name: 'Tarifas bancárias', type: 'EXPENSE' },
  { code: '2.04.002', name: 'Juros e multas pagos', type: 'EXPENSE' },
  { code: '2.05', name: 'Impostos e taxas', type: 'EXPENSE' },
  { code: '2.05.001', name: 'Simples Nacional (DAS)', type: 'EXPENSE' },
  { code: '2.05.002', name: 'ISS', type: 'EXPENSE' },
];

/** `1.01.001` → `1.01`; a top-level code has none. */
export function parentCategoryCode(code: string): string | null {
  const at = code.lastIndexOf('.');
  return at < 0 ? null : code.slice(0, at);
}

export interface BankAccountSeed {
  bankName: string;
  agency: string;
  accountNumber: string;
  accountType: BankAccountType;
  openingBalance: number;
}

export const BANK_ACCOUNT_SEEDS: readonly BankAccountSeed[] = [
  { bankName: 'Itaú Unibanco', agency: '0341', accountNumber: '12345-6', accountType: 'CHECKING', openingBalance: 25_000 },
  { bankName: 'Bradesco', agency: '2373', accountNumber: '0045678-9', accountType: 'CHECKING', openingBalance: 12_500.5 },
  { bankName: 'Banco do Brasil', agency: '1607-1', accountNumber: '34567-X', accountType: 'CHECKING', openingBalance: 8_000 },
  { bankName: 'Caixa Econômica Federal', agency: '0630', accountNumber: '00098765-4', accountType: 'SAVINGS', openingBalance: 50_000 },
];
