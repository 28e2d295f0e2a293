/** Processes that answer requests over NATS. `iam` is hosted by the gateway. */
export const SERVICES = ['iam', 'people-crm', 'sales-contracts', 'finance', 'projects-hr', 'helpdesk', 'accounting', 'webhooks'] as const;
export type ServiceName = (typeof SERVICES)[number];
