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
  'financial.created': 'POST /financial-entries (one per installment)',
  'financial.settled': 'a financial entry reaches SETTLED',
  'financial.overdue': 'a PENDING financial entry passes its due date',
  'project.created': 'POST /projects',
  'project.task_created': 'POST /project-tasks',
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
