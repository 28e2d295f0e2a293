import type { AccountType } from '@bizapi/contracts';

/**
 * The chart of accounts every company starts with: a simplified Brazilian
 * chart in the layout of the Lei 6.404/76 balance sheet and the ITG 1000
 * model for small companies. Codes are dotted by level; the parent of
 * `1.1.1.02` is `1.1.1`. Accounts marked `analytical` take journal lines;
 * the others are groups whose balance is their children's sum.
 */
export interface ChartAccountSeed {
  code: string;
  name: string;
  accountType: AccountType;
  analytical?: boolean;
}

const A = true;

export const CHART_OF_ACCOUNTS: readonly ChartAccountSeed[] = [
  { code: '1', name: 'Ativo', accountType: 'ASSET' },
  { code: '1.1', name: 'Ativo Circulante', accountType: 'ASSET' },
  { code: '1.1.1', name: 'Disponível', accountType: 'ASSET' },
  { code: '1.1.1.01', name: 'Caixa Geral', accountType: 'ASSET', analytical: A },
  { code: '1.1.1.02', name: 'Bancos Conta Movimento', accountType: 'ASSET', analytical: A },
  { code: '1.1.1.03', name: 'Aplicações Financeiras de Liquidez Imediata', accountType: 'ASSET', analytical: A },
  { code: '1.1.2', name: 'Créditos', accountType: 'ASSET' },
  { code: '1.1.2.01', name: 'Clientes', accountType: 'ASSET', analytical: A },
  { code: '1.1.2.02', name: 'Adiantamentos a Fornecedores', accountType: 'ASSET', analytical: A },
  { code: '1.1.3', name: 'Estoques', accountType: 'ASSET' },
  { code: '1.1.3.01', name: 'Mercadorias para Revenda', accountType: 'ASSET', analytical: A },
  { code: '1.1.4', name: 'Tributos a Recuperar', accountType: 'ASSET' },
  { code: '1.1.4.01', name: 'ICMS a Recuperar', accountType: 'ASSET', analytical: A },
  { code: '1.2', name: 'Ativo Não Circulante', accountType: 'ASSET' },
  { code: '1.2.1', name: 'Imobilizado', accountType: 'ASSET' },
  { code: '1.2.1.01', name: 'Máquinas e Equipamentos', accountType: 'ASSET', analytical: A },
  { code: '1.2.1.02', name: 'Móveis e Utensílios', accountType: 'ASSET', analytical: A },
  { code: '1.2.1.03', name: 'Veículos', accountType: 'ASSET', analytical: A },
  { code: '1.2.1.04', name: 'Computadores e Periféricos', accountType: 'ASSET', analytical: A },
  { code: '2', name: 'Passivo', accountType: 'LIABILITY' },
  { code: '2.1', name: 'Passivo Circulante', accountType: 'LIABILITY' },
  { code: '2.1.1', name: 'Fornecedores', accountType: 'LIABILITY' },
  { code: '2.1.1.01', name: 'Fornecedores Nacionais', accountType: 'LIABILITY', analytical: A },
  { code: '2.1.2', name: 'Obrigações Trabalhistas', accountType: 'LIABILITY' },
  { code: '2.1.2.01', name: 'Salários a Pagar', accountType: 'LIABILITY', analytical: A },
  { code: '2.1.2.02', name: 'FGTS a Recolher', accountType: 'LIABILITY', analytical: A },
  { code: '2.1.2.03', name: 'INSS a Recolher', accountType: 'LIABILITY', analytical: A },
  { code: '2.1.3', name: 'Obrigações Tributárias', accountType: 'LIABILITY' },
  { code: '2.1.3.01', name: 'ISS a Recolher', accountType: 'LIABILITY', analytical: A },
  { code: '2.1.3.02', name: 'Simples Nacional a Recolher', accountType: 'LIABILITY', analytical: A },
  { code: '2.1.4', name: 'Empréstimos e Financiamentos', accountType: 'LIABILITY' },
  { code: '2.1.4.01', name: 'Empréstimos Bancários', accountType: 'LIABILITY', analytical: A },
  { code: '2.2', name: 'Passivo Não Circulante', accountType: 'LIABILITY' },
  { code: '2.2.1', name: 'Financiamentos de Longo Prazo', accountType: 'LIABILITY' },
  { code: '2.2.1.01', name: 'Financiamentos Bancários', accountType: 'LIABILITY', analytical: A },
  { code: '3', name: 'Patrimônio Líquido', accountType: 'EQUITY' },
  { code: '3.1', name: 'Capital Social', accountType: 'EQUITY' },
  { code: '3.1.1', name: 'Capital Social Integralizado', accountType: 'EQUITY', analytical: A },
  { code: '3.2', name: 'Reservas de Lucros', accountType: 'EQUITY' },
  { code: '3.2.1', name: 'Reserva Legal', accountType: 'EQUITY', analytical: A },
  { code: '3.3', name: 'Lucros ou Prejuízos Acumulados', accountType: 'EQUITY' },
  { code: '3.3.1', name: 'Lucros Acumulados', accountType: 'EQUITY', analytical: A },
  /** Where the balance sheet shows the period's result (revenue − expense not yet closed into equity). */
  { code: '3.3.2', name: 'Resultado do Exercício', accountType: 'EQUITY', analytical: A },
  { code: '4', name: 'Receitas', accountType: 'REVENUE' },
  { code: '4.1', name: 'Receita Operacional Bruta', accountType: 'REVENUE' },
  { code: '4.1.1', name: 'Receita de Vendas de Mercadorias', accountType: 'REVENUE', analytical: A },
  { code: '4.1.2', name: 'Receita de Prestação de Serviços', accountType: 'REVENUE', analytical: A },
  { code: '4.2', name: 'Receitas Financeiras', accountType: 'REVENUE' },
  { code: '4.2.1', name: 'Juros Recebidos', accountType: 'REVENUE', analytical: A },
  { code: '4.2.2', name: 'Rendimentos de Aplicações Financeiras', accountType: 'REVENUE', analytical: A },
  { code: '5', name: 'Custos e Despesas', accountType: 'EXPENSE' },
  { code: '5.1', name: 'Custos', accountType: 'EXPENSE' },
  { code: '5.1.1', name: 'Custo das Mercadorias Vendidas', accountType: 'EXPENSE', analytical: A },
  { code: '5.1.2', name: 'Custo dos Serviços Prestados', accountType: 'EXPENSE', analytical: A },
  { code: '5.2', name: 'Despesas Operacionais', accountType: 'EXPENSE' },
  { code: '5.2.1', name: 'Despesas com Pessoal', accountType: 'EXPENSE' },
  { code: '5.2.1.01', name: 'Salários e Ordenados', accountType: 'EXPENSE', analytical: A },
  { code: '5.2.1.02', name: 'Encargos Sociais', accountType: 'EXPENSE', analytical: A },
  { code: '5.2.2', name: 'Despesas Administrativas', accountType: 'EXPENSE' },
  { code: '5.2.2.01', name: 'Aluguel', accountType: 'EXPENSE', analytical: A },
  { code: '5.2.2.02', name: 'Energia Elétrica', accountType: 'EXPENSE', analytical: A },
  { code: '5.2.2.03', name: 'Telefone e Internet', accountType: 'EXPENSE', analytical: A },
  { code: '5.2.2.04', name: 'Material de Escritório', accountType: 'EXPENSE', analytical: A },
  { code: '5.2.2.05', name: 'Serviços de Terceiros', accountType: 'EXPENSE', analytical: A },
  { code: '5.2.3', name: 'Despesas Comerciais', accountType: 'EXPENSE' },
  { code: '5.2.3.01', name: 'Publicidade e Propaganda', accountType: 'EXPENSE', analytical: A },
  { code: '5.2.3.02', name: 'Comissões sobre Vendas', accountType: 'EXPENSE', analytical: A },
  { code: '5.3', name: 'Despesas Financeiras', accountType: 'EXPENSE' },
  { code: '5.3.1', name: 'Juros Pagos', accountType: 'EXPENSE', analytical: A },
  { code: '5.3.2', name: 'Tarifas Bancárias', accountType: 'EXPENSE', analytical: A },
  { code: '5.4', name: 'Tributos sobre o Faturamento', accountType: 'EXPENSE' },
  { code: '5.4.1', name: 'Simples Nacional', accountType: 'EXPENSE', analytical: A },
];

/** The parent code of a dotted code (`1.1.1.02` → `1.1.1`), or null at the top. */
export function parentCode(code: string): string | null {
  const cut = code.lastIndexOf('.');
  return cut < 0 ? null : code.slice(0, cut);
}
