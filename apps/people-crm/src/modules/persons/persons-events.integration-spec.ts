import { EventTap, Tenant, adminClient, createTenant } from '@bizapi/testing';
import { API_DATE_TIME, CPF, createPerson } from '../../testing/people-fixtures';

/**
 * Domain events of persons on JetStream (docs/design/architecture-contract.md event catalog):
 * `person.created` and `person.updated` carry the record as GET returns it,
 * and nothing is emitted for a write that changes or stores nothing.
 */

const newCompany = (): Promise<Tenant> => createTenant({ seed: false });
const individual = (fields: Record<string, unknown> = {}) => ({ name: 'Maria da Silva', personType: 'INDIVIDUAL', ...fields });

describe('person events on JetStream', () => {
  let tap: EventTap;
  beforeAll(async () => {
    tap = await EventTap.open();
  });

  const personEvent = (name: string, id: string, match: (data: Record<string, unknown>) => boolean = () => true) =>
    tap.waitFor((event) => event.event === name && event.data.id === id && match(event.data));

  it('POST emits person.created whose data is the record as GET returns it', async () => {
    const { api, company: owner } = await newCompany();
    const created = await createPerson(api, individual({ documentNumber: CPF[0], email: 'maria@example.com', address: { city: 'Recife' } }));

    const event = await personEvent('person.created', created.id);

    expect(event).toEqual({
      id: expect.stringMatching(/^evt_\w+$/),
      event: 'person.created',
      timestamp: expect.stringMatching(API_DATE_TIME),
      companyId: owner.id,
      data: (await api.get(`/persons/${created.id}`)).body,
    });
  });

  it('PUT emits person.updated whose data is the updated record as GET returns it', async () => {
    const { api, company: owner } = await newCompany();
    const created = await createPerson(api, individual());
    await api.put(`/persons/${created.id}`, { name: 'Maria Souza', tags: ['renamed'] });

    const event = await personEvent('person.updated', created.id);

    expect(event).toMatchObject({ companyId: owner.id, data: (await api.get(`/persons/${created.id}`)).body });
  });

  it("the operator's deactivate emits person.updated with isActive false", async () => {
    const { api, company: owner } = await newCompany();
    const created = await createPerson(api, individual());
    await (await adminClient()).deactivate(owner.id, 'persons', created.id);

    const event = await personEvent('person.updated', created.id);

    expect(event.data).toEqual({ ...created, isActive: false, updatedAt: expect.stringMatching(API_DATE_TIME), address: expect.any(Object) });
  });

  it('a PUT that changes nothing emits nothing', async () => {
    const { api } = await newCompany();
    const created = await createPerson(api, individual({ tags: ['vip'] }));
    await api.put(`/persons/${created.id}`, {});
    await api.put(`/persons/${created.id}`, { name: created.name, tags: ['vip'] });
    await api.put(`/persons/${created.id}`, { name: 'Changed' });

    // Events are published in commit order, so any event of the no-op PUTs would arrive before this one.
    await personEvent('person.updated', created.id, (data) => data.name === 'Changed');

    expect(tap.events.filter((event) => event.event === 'person.updated' && event.data.id === created.id)).toHaveLength(1);
  });

  it('a refused write emits nothing', async () => {
    const { api, company: owner } = await newCompany();
    const first = await createPerson(api, individual({ documentNumber: CPF[0] }));
    await api.post('/persons', individual({ documentNumber: CPF[0] }));
    await api.put(`/persons/${first.id}`, { personType: 'COMPANY' });
    const last = await createPerson(api, individual({ name: 'Last' }));

    await personEvent('person.created', last.id);

    expect(tap.of(owner.id).map((event) => [event.event, event.data.id])).toEqual([
      ['person.created', first.id],
      ['person.created', last.id],
    ]);
  });
});
