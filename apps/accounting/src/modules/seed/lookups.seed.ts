import type { CustomFieldEntityType, CustomFieldType } from '@bizapi/contracts';

/**
 * The configuration lookups every company starts with, as a small Brazilian
 * services company sets them up. Each is identified by its natural key
 * (cost center code, business unit name, custom field entity type and
 * name), which is what makes seeding again a no-op.
 */

export interface CostCenterSeed {
  code: string;
  name: string;
  description: string;
}

export const COST_CENTER_SEEDS: readonly CostCenterSeed[] = [
  { code: 'CC-001', name: 'Administrativo', description: 'Diretoria, jurídico, compras e serviços gerais' },
  { code: 'CC-002', name: 'Comercial', description: 'Vendas, pré-vendas e relacionamento com clientes' },
  { code: 'CC-003', name: 'Operações', description: 'Entrega dos serviços, implantação e gestão de projetos' },
  { code: 'CC-004', name: 'Tecnologia da Informação', description: 'Infraestrutura, sistemas internos e segurança da informação' },
  { code: 'CC-005', name: 'Financeiro', description: 'Contas a pagar e a receber, tesouraria e controladoria' },
  { code: 'CC-006', name: 'Recursos Humanos', description: 'Recrutamento, folha de pagamento, benefícios e treinamento' },
  { code: 'CC-007', name: 'Marketing', description: 'Campanhas, eventos, site e comunicação institucional' },
];

export interface BusinessUnitSeed {
  name: string;
  description: string;
}

export const BUSINESS_UNIT_SEEDS: readonly BusinessUnitSeed[] = [
  { name: 'Matriz São Paulo', description: 'Sede administrativa e comercial na Avenida Paulista, São Paulo - SP' },
  { name: 'Filial Rio de Janeiro', description: 'Escritório regional no Centro do Rio de Janeiro - RJ' },
  { name: 'Filial Belo Horizonte', description: 'Atendimento aos clientes de Minas Gerais, na Savassi - MG' },
  { name: 'Unidade de Serviços', description: 'Consultoria, implantação e suporte técnico aos clientes' },
  { name: 'E-commerce', description: 'Vendas pela loja virtual e marketplaces' },
];

export interface CustomFieldSeed {
  entityType: CustomFieldEntityType;
  name: string;
  label: string;
  fieldType: CustomFieldType;
  /** Only for SELECT and MULTISELECT. */
  options?: readonly string[];
  isRequired?: boolean;
}

export const CUSTOM_FIELD_SEEDS: readonly CustomFieldSeed[] = [
  {
    entityType: 'PERSON',
    name: 'segmentoMercado',
    label: 'Segmento de mercado',
    fieldType: 'SELECT',
    options: ['Indústria', 'Comércio', 'Serviços', 'Agronegócio', 'Setor público'],
    isRequired: true,
  },
  { entityType: 'PERSON', name: 'dataFundacao', label: 'Data de fundação', fieldType: 'DATE' },
  { entityType: 'DEAL', name: 'indicadoPor', label: 'Indicado por', fieldType: 'TEXT' },
  {
    entityType: 'DEAL',
    name: 'produtosInteresse',
    label: 'Produtos de interesse',
    fieldType: 'MULTISELECT',
    options: ['ERP', 'CRM', 'BI', 'Consultoria', 'Suporte'],
  },
  { entityType: 'PROJECT', name: 'horasOrcadas', label: 'Horas orçadas', fieldType: 'NUMBER', isRequired: true },
  { entityType: 'PROJECT', name: 'exigeNda', label: 'Exige acordo de confidencialidade (NDA)', fieldType: 'BOOLEAN' },
  { entityType: 'FINANCIAL_ENTRY', name: 'numeroNotaFiscal', label: 'Número da nota fiscal', fieldType: 'TEXT', isRequired: true },
  {
    entityType: 'FINANCIAL_ENTRY',
    name: 'retencoesImpostos',
    label: 'Retenções de impostos',
    fieldType: 'MULTISELECT',
    options: ['IRRF', 'PIS', 'COFINS', 'CSLL', 'ISS', 'INSS'],
  },
  {
    entityType: 'TICKET',
    name: 'canalAtendimento',
    label: 'Canal de atendimento',
    fieldType: 'SELECT',
    options: ['Telefone', 'E-mail', 'WhatsApp', 'Portal do cliente', 'Presencial'],
    isRequired: true,
  },
  { entityType: 'TICKET', name: 'clienteVip', label: 'Cliente VIP', fieldType: 'BOOLEAN' },
];
