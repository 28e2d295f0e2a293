import { COLLECTION_NAMES, ROUTES, serviceOfCollection } from './route-table';
import { hasScope, isValidScope } from './scopes';

const route = (method: string, path: string) => ROUTES.find((candidate) => candidate.method === method && candidate.path === path);

describe('the route table', () => {
  it('serves list, get, create and update of a writable collection, and no delete (spec availability table)', () => {
    for (const [method, path] of [['GET', '/persons'], ['GET', '/persons/:id'], ['POST', '/persons'], ['PUT', '/persons/:id']]) {
      expect(route(method, path)).toBeDefined();
    }
    expect(route('DELETE', '/persons/:id')).toBeUndefined();
  });

  it('serves deal pipelines read-only', () => {
    expect(route('GET', '/deal-pipelines')).toBeDefined();
    expect(route('POST', '/deal-pipelines')).toBeUndefined();
    expect(route('PUT', '/deal-pipelines/:id')).toBeUndefined();
  });

  it('answers creates 201 and everything else 200, rotate-secret included', () => {
    expect(route('POST', '/persons')?.successStatus).toBe(201);
    expect(route('PUT', '/persons/:id')?.successStatus).toBe(200);
    expect(route('DELETE', '/webhooks/:id')?.successStatus).toBe(200);
    expect(route('POST', '/webhooks/:id/rotate-secret')?.successStatus).toBe(200);
    expect(route('POST', '/webhooks/:id/deliveries/:deliveryId/resend')?.successStatus).toBe(201);
  });

  it('asks for the read scope on GET and the write scope on every other method', () => {
    expect(route('GET', '/deals/:id')?.scope).toBe('deals:read');
    expect(route('PUT', '/deals/:id')?.scope).toBe('deals:write');
    expect(route('GET', '/webhooks/:id/deliveries')?.scope).toBe('webhooks:read');
  });

  it('puts CRM collections behind the crm feature and people collections behind none', () => {
    expect(route('GET', '/leads')?.feature).toBe('crm');
    expect(route('GET', '/persons')?.feature).toBeNull();
    expect(route('GET', '/webhooks')?.feature).toBe('webhooks');
  });

  it('has one route per method and path, and one subject per route', () => {
    const lines = ROUTES.map((r) => `${r.method} ${r.path}`);
    expect(new Set(lines).size).toBe(lines.length);
    expect(new Set(ROUTES.map((r) => r.subject)).size).toBe(ROUTES.length);
  });

  it('declares how an idempotent retry reads back a write it could not keep whole', () => {
    expect(route('POST', '/persons')?.readBack).toEqual({ subject: 'api.persons.get', idParam: 'id' });
    expect(route('PUT', '/signs/:id')?.readBack).toEqual({ subject: 'api.signs.get', idParam: 'id' });
    expect(route('POST', '/webhooks/:id/deliveries/:deliveryId/resend')?.readBack).toEqual({ subject: 'api.webhooks.deliveries.get', idParam: 'deliveryId' });
    expect(route('POST', '/webhooks/:id/replay')?.readBack).toBeUndefined();
  });

  it('marks the answers that hold a webhook secret, and no other', () => {
    const secretHolders = ROUTES.filter((candidate) => candidate.answerCarriesSecret).map((r) => `${r.method} ${r.path}`);
    expect(secretHolders).toEqual(['POST /webhooks', 'POST /webhooks/:id/rotate-secret']);
  });

  it('names the owning service of a collection, and none of an unknown one', () => {
    expect(serviceOfCollection('products')).toBe('people-crm');
    expect(serviceOfCollection('webhooks')).toBe('webhooks');
    expect(serviceOfCollection('invoices')).toBe('finance');
    expect(serviceOfCollection('gadgets')).toBeUndefined();
  });

  // The spec's availability table, row by row.
  const AVAILABILITY: [string, string[]][] = [
    ['L G C U', ['persons', 'person-emails', 'person-phones', 'leads', 'activities', 'deals', 'deal-items', 'products', 'quotes', 'quote-items', 'signs', 'contracts', 'contract-items', 'project-waves', 'project-epics', 'purchase-orders', 'employee-profiles', 'tickets']],
    ['L G C', ['financial-entries', 'measurements', 'invoices', 'provisioning', 'projects', 'project-tasks', 'project-team-members', 'purchase-order-items', 'timesheet-entries', 'timesheet-periods', 'ticket-comments']],
    ['L G', ['deal-pipelines', 'financial-categories', 'bank-accounts', 'charges', 'sla-policies', 'accounting-accounts', 'accounting-journal-entries', 'accounting-journal-entry-lines', 'cost-centers', 'business-units', 'custom-fields']],
  ];
  it.each(AVAILABILITY)('serves exactly %s of %j', (operations, collections) => {
    for (const collection of collections) {
      const served = [
        route('GET', `/${collection}`) && 'L',
        route('GET', `/${collection}/:id`) && 'G',
        route('POST', `/${collection}`) && 'C',
        route('PUT', `/${collection}/:id`) && 'U',
        route('DELETE', `/${collection}/:id`) && 'D',
      ].filter(Boolean);
      expect(`${collection}: ${served.join(' ')}`).toBe(`${collection}: ${operations}`);
    }
  });
});

describe('scopes', () => {
  it('accepts * and <known collection>:read|write only', () => {
    expect(isValidScope('*', COLLECTION_NAMES)).toBe(true);
    expect(isValidScope('persons:read', COLLECTION_NAMES)).toBe(true);
    expect(isValidScope('persons:delete', COLLECTION_NAMES)).toBe(false);
    expect(isValidScope('invoices:read', COLLECTION_NAMES)).toBe(true);
    expect(isValidScope('gadgets:read', COLLECTION_NAMES)).toBe(false);
    expect(isValidScope('Persons:read', COLLECTION_NAMES)).toBe(false);
  });

  it('grants with * or the exact scope; write does not imply read', () => {
    expect(hasScope(['*'], 'deals:write')).toBe(true);
    expect(hasScope(['deals:write'], 'deals:write')).toBe(true);
    expect(hasScope(['deals:write'], 'deals:read')).toBe(false);
  });
});
