/**
 * Every domain event name. Webhook subscriptions may name these exactly or a
 * family wildcard (`person.*`). docs/events.md lists what emits each one.
 */
export const EVENT_CATALOG = {
  'person.created': 'POST /persons',
  'person.updated': 'PUT /persons/:id',
  'deal.created': 'POST /deals',
  'deal.updated': 'PUT /deals/:id',
  'deal.stage_changed': 'PUT /deals/:id that changes dealStageId',
  'product.created': 'POST /products',
  'product.updated': 'PUT /products/:id',
  'quote.created': 'POST /quotes',
  'quote.updated': 'PUT /quotes/:id, and a quote item written (its totalAmount changes)',
  'quote.expired': 'a DRAFT or SENT quote passes validUntil (automatic move)',
  'sign.created': 'POST /signs',
  'sign.updated': 'PUT /signs/:id',
  'sign.signed': 'a sign reaches SIGNED',
  'contract.created': 'POST /contracts',
  'contract.updated': 'PUT /contracts/:id',
  'contract.expired': 'an ACTIVE contract passes endDate (automatic move)',
  'financial.created': 'POST /financial-entries (one per installment)',
  'financial.settled': 'a financial entry reaches SETTLED',
  'financial.overdue': 'a PENDING financial entry passes its due date',
  'charge.created': 'a REVENUE financial entry (each installment) gets its charge',
  'charge.received': 'a charge is received (charges:receive)',
  'charge.overdue': 'a PENDING charge passes its due date (automatic move)',
  'measurement.created': 'POST /measurements',
  'invoice.created': 'POST /invoices',
  'provisioning.created': 'POST /provisioning',
  'purchase_order.created': 'POST /purchase-orders',
  'purchase_order.updated': 'PUT /purchase-orders/:id, and an item added (its totalAmount changes)',
  'project.created': 'POST /projects',
  'project.updated': "a project's progress changes with its tasks",
  'project.task_created': 'POST /project-tasks',
  'project.task_updated': 'a task changes',
  'project.wave_created': 'POST /project-waves',
  'project.wave_updated': 'PUT /project-waves/:id',
  'project.epic_created': 'POST /project-epics',
  'project.epic_updated': 'PUT /project-epics/:id',
  'project.member_added': 'POST /project-team-members',
  'employee_profile.created': 'POST /employee-profiles',
  'employee_profile.updated': 'PUT /employee-profiles/:id',
  'timesheet.period_created': 'POST /timesheet-periods',
  'timesheet.period_updated': "a timesheet period's totalHours changes with its entries",
  'timesheet.entry_created': 'POST /timesheet-entries',
  'ticket.created': 'POST /tickets',
  'ticket.updated': 'PUT /tickets/:id',
  'ticket.resolved': 'a ticket reaches RESOLVED',
  'ticket.comment_created': 'POST /ticket-comments',
  'journal_entry.posted': 'a journal entry is posted (seeded, or automatic from financial.settled)',
} as const;

export type EventName = keyof typeof EVENT_CATALOG;

export const EVENT_NAMES = Object.keys(EVENT_CATALOG) as EventName[];

/** The spec's event families: `person.*`, `deal.*`, `financial.*`, `product.*`, `project.*`. */
export const EVENT_FAMILIES = [...new Set(EVENT_NAMES.map((name) => name.slice(0, name.indexOf('.'))))];

export function isEventName(value: string): value is EventName {
  return Object.prototype.hasOwnProperty.call(EVENT_CATALOG, value);
}

/** True for an exact catalog name or a family wildcard such as `person.*`. */
export function isEventSelector(value: string): boolean {
  if (isEventName(value)) return true;
  return value.endsWith('.*') && EVENT_FAMILIES.includes(value.slice(0, -2));
}

/** Whether a subscription listening to `selectors` wants `event`. */
export function selectorsMatch(selectors: readonly string[], event: string): boolean {
  const family = event.slice(0, event.indexOf('.'));
  return selectors.some((selector) => selector === event || selector === `${family}.*`);
}
