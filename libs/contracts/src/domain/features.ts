/** Plan features a company can have (docs/design/architecture-contract.md, "Plan feature"). */
export const FEATURES = ['crm', 'sales', 'finance', 'projects', 'hr', 'helpdesk', 'accounting', 'webhooks'] as const;
export type Feature = (typeof FEATURES)[number];

export function isFeature(value: string): value is Feature {
  return (FEATURES as readonly string[]).includes(value);
}
