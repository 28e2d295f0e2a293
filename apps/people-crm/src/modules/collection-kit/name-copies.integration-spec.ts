import { createTenant, queryDatabase } from '@bizapi/testing';
import { randomUUID } from 'node:crypto';
import { createDeal } from '../../testing/crm-fixtures';

/**
 * Names shown beside references (a deal's customerName) are copies. A
 * service's own records' copies are written with the record, in the same
 * statement; other services' are refreshed by their events (helpdesk's
 * requester-name-copies spec).
 */
describe('name copies', () => {
  it('follows a rename through the API at once', async () => {
    const { api } = await createTenant();
    const deal = await createDeal(api);
    await api.put(`/persons/${deal.customerId}`, { name: 'Renamed Customer' });
    expect((await api.get(`/deals/${deal.id}`)).body.customerName).toBe('Renamed Customer');
  });
});

describe('composite foreign keys', () => {
  it('refuse a reference to another company’s record even when the query forgets the company', async () => {
    const [mine, theirs] = [await createTenant(), await createTenant()];
    const person = (await theirs.api.post('/persons', { name: 'Theirs', personType: 'COMPANY' })).body;
    const write = queryDatabase(`INSERT INTO people_crm.leads (id, company_id, title, person_id) VALUES ($1, $2, 'x', $3)`, [
      randomUUID(),
      mine.company.id,
      person.id,
    ]);
    await expect(write).rejects.toMatchObject({ code: '23503', constraint: 'leads_person_fkey' });
  });
});
