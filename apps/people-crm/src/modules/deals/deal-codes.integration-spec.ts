import { createTenant } from '@bizapi/testing';
import { createDeal, createPerson, createProduct, listPipelines } from '../../testing/crm-fixtures';

/** Deal codes come from the runtime's one code generator: per company, gapless, distinct under concurrency. */
describe('deal codes', () => {
  it('numbers the codes of a company from DEAL-000001', async () => {
    const { api } = await createTenant();
    const first = await createDeal(api);
    const second = await createDeal(api);
    expect([first.code, second.code]).toEqual(['DEAL-000001', 'DEAL-000002']);
  });

  it('gives 30 deals created in parallel 30 distinct consecutive codes', async () => {
    const { api } = await createTenant();
    const customer = await createPerson(api);
    const [pipeline] = await listPipelines(api);

    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        api.post('/deals', { title: `Deal ${i}`, customerId: customer.id, dealType: 'COMMERCIAL', dealPipelineId: pipeline.id }),
      ),
    );

    expect(responses.map((response) => response.status)).toEqual(Array(30).fill(201));
    const codes = responses.map((response) => response.body.code).sort();
    expect(codes).toEqual(Array.from({ length: 30 }, (_, i) => `DEAL-${String(i + 1).padStart(6, '0')}`));
  });

  it('keeps one sequence per kind of code: deals and generated product codes each start at 1', async () => {
    const { api } = await createTenant();
    expect((await createProduct(api)).code).toBe('PRD-000001');
    expect((await createDeal(api)).code).toBe('DEAL-000001');
    expect((await createProduct(api)).code).toBe('PRD-000002');
  });
});
