import { EventTap, createTenant, queryDatabase } from '@bizapi/testing';
import { createContract, createDeal, createQuote, createSign, outboxEvents, runSalesAutomations } from '../../testing/sales-fixtures';

describe('automatic moves (admin.sales-contracts.automations.run)', () => {
  it("expires one company's DRAFT and SENT quotes past validUntil and its ACTIVE contracts past endDate; AUTO contracts renew", async () => {
    const { api, company } = await createTenant();
    const dealId = (await createDeal(api)).id;
    const draft = await createQuote(api, dealId, { validUntil: '2026-03-10' });
    const sent = await createQuote(api, dealId, { validUntil: '2026-03-10T12:00:00Z' });
    await api.put(`/quotes/${sent.id}`, { status: 'SENT' });
    const accepted = await createQuote(api, dealId, { validUntil: '2026-03-10' });
    await api.put(`/quotes/${accepted.id}`, { status: 'ACCEPTED' });
    const stillValid = await createQuote(api, dealId, { validUntil: '2026-03-11' });
    const noDate = await createQuote(api, dealId);

    const signId = (await createSign(api)).id;
    const manual = await createContract(api, signId, { startDate: '2025-03-11', endDate: '2026-03-10' });
    const auto = await createContract(api, signId, { startDate: '2025-03-11', endDate: '2026-03-10', renewalType: 'AUTO' });
    const suspended = await createContract(api, signId, { startDate: '2025-03-11', endDate: '2026-03-10' });
    await api.put(`/contracts/${suspended.id}`, { status: 'SUSPENDED' });
    const running = await createContract(api, signId, { startDate: '2025-03-11', endDate: '2026-03-11' });

    const other = await createTenant();
    const foreign = await createQuote(other.api, (await createDeal(other.api)).id, { validUntil: '2026-03-10' });

    const tap = await EventTap.open();
    await expect(runSalesAutomations('2026-03-11T00:00:00.000Z', company.id)).resolves.toEqual({ quotesExpired: 2, contractsExpired: 1 });

    const status = async (path: string) => (await api.get(path)).body.status;
    expect(await status(`/quotes/${draft.id}`)).toBe('EXPIRED');
    expect(await status(`/quotes/${sent.id}`)).toBe('EXPIRED');
    expect(await status(`/quotes/${accepted.id}`)).toBe('ACCEPTED');
    expect(await status(`/quotes/${stillValid.id}`)).toBe('DRAFT');
    expect(await status(`/quotes/${noDate.id}`)).toBe('DRAFT');
    expect((await other.api.get(`/quotes/${foreign.id}`)).body.status).toBe('DRAFT');
    expect((await api.get('/quotes?status=EXPIRED')).body.meta.total).toBe(2);

    expect(await status(`/contracts/${manual.id}`)).toBe('EXPIRED');
    expect((await api.get(`/contracts/${auto.id}`)).body).toMatchObject({ status: 'ACTIVE', endDate: '2027-03-10T23:59:59.000Z' });
    expect(await status(`/contracts/${suspended.id}`)).toBe('SUSPENDED');
    expect(await status(`/contracts/${running.id}`)).toBe('ACTIVE');

    // Each move is its event, with the record as GET returns it.
    const quoteEvents = await outboxEvents(queryDatabase, draft.id);
    expect(quoteEvents.map((event) => event.event)).toEqual(['quote.created', 'quote.expired']);
    expect(quoteEvents[1].data).toEqual((await api.get(`/quotes/${draft.id}`)).body);
    const manualEvents = await outboxEvents(queryDatabase, manual.id);
    expect(manualEvents.map((event) => event.event)).toEqual(['contract.created', 'contract.expired']);
    expect(manualEvents[1].data).toEqual((await api.get(`/contracts/${manual.id}`)).body);
    const autoEvents = await outboxEvents(queryDatabase, auto.id);
    expect(autoEvents.map((event) => event.event)).toEqual(['contract.created', 'contract.updated']);
    expect(autoEvents[1].data).toMatchObject({ id: auto.id, status: 'ACTIVE', endDate: '2027-03-10T23:59:59.000Z' });

    // The relay publishes them on JetStream, as webhooks see them.
    await tap.waitFor((event) => event.event === 'quote.expired' && (event.data as { id: string }).id === sent.id);
    await tap.waitFor((event) => event.event === 'contract.expired' && (event.data as { id: string }).id === manual.id);

    // A second run finds nothing left to move.
    await expect(runSalesAutomations('2026-03-11T00:00:00.000Z', company.id)).resolves.toEqual({ quotesExpired: 0, contractsExpired: 0 });
  });

  it('moves every company when no company is named; an AUTO contract long past renews by as many years as it takes', async () => {
    const first = await createTenant();
    const second = await createTenant();
    const a = await createQuote(first.api, (await createDeal(first.api)).id, { validUntil: '2001-01-01' });
    const b = await createQuote(second.api, (await createDeal(second.api)).id, { validUntil: '2001-01-01' });
    const auto = await createContract(first.api, (await createSign(first.api)).id, { startDate: '1997-02-01', endDate: '1998-01-31', renewalType: 'AUTO' });

    await expect(runSalesAutomations('2001-01-02T00:00:00.000Z')).resolves.toEqual({ quotesExpired: 2, contractsExpired: 0 });
    expect((await first.api.get(`/quotes/${a.id}`)).body.status).toBe('EXPIRED');
    expect((await second.api.get(`/quotes/${b.id}`)).body.status).toBe('EXPIRED');
    expect((await first.api.get(`/contracts/${auto.id}`)).body).toMatchObject({ status: 'ACTIVE', endDate: '2001-01-31T23:59:59.000Z' });
  });

  it('refuses a malformed asOf and companyId', async () => {
    await expect(runSalesAutomations('yesterday')).rejects.toMatchObject({ code: 'INVALID_DATE_FORMAT' });
    await expect(runSalesAutomations('2026-01-01', 'acme')).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});
