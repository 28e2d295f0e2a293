import type { TicketPriority } from '../shared/helpdesk-enums';

export interface SlaPolicySeed {
  name: string;
  description: string;
  priority: TicketPriority;
  /** Minutes. */
  firstResponseTime: number;
  /** Minutes. */
  resolutionTime: number;
}

/**
 * The SLA policies every company starts with, one per ticket priority, as a
 * Brazilian services company's support desk sets them (times in minutes,
 * counted on the calendar from the ticket's creation). The name is the
 * natural key: seeding again adds nothing.
 */
export const SLA_POLICY_SEEDS: readonly SlaPolicySeed[] = [
  {
    name: 'Crítico - Urgente',
    description: 'Parada total do sistema ou do serviço contratado, sem alternativa de contorno: resposta em 15 minutos e solução em 4 horas.',
    priority: 'URGENT',
    firstResponseTime: 15,
    resolutionTime: 240,
  },
  {
    name: 'Prioritário - Alta',
    description: 'Funcionalidade importante indisponível ou com erro que afeta vários usuários: resposta em 1 hora e solução em 8 horas.',
    priority: 'HIGH',
    firstResponseTime: 60,
    resolutionTime: 480,
  },
  {
    name: 'Padrão - Média',
    description: 'Erro com alternativa de contorno ou solicitação de serviço comum: resposta em 4 horas e solução em 24 horas.',
    priority: 'MEDIUM',
    firstResponseTime: 240,
    resolutionTime: 1440,
  },
  {
    name: 'Planejado - Baixa',
    description: 'Dúvidas, sugestões de melhoria e ajustes sem impacto na operação: resposta em 8 horas e solução em 3 dias.',
    priority: 'LOW',
    firstResponseTime: 480,
    resolutionTime: 4320,
  },
];
