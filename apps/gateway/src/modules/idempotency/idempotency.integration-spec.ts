import { createTenant } from '@bizapi/testing';
import { randomUUID } from 'node:crypto';

/** `Idempotency-Key` on POST and PUT against the real services (docs/integrators.md, "Idempotent retries"). */
describe('Idempotency-Key', () => {
  const person = (name: string) => ({ name, personType: 'INDIVIDUAL' });
  const keyed = (key: string) => ({ headers: { 'idempotency-key': key } });
  const countNamed = async (api: Awaited<ReturnType<typeof createTenant>>['api'], name: string) =>
    (await api.get(`/persons?search=${encodeURIComponent(name)}`)).body.meta.total;

  it('runs a POST once and answers its retry with the first answer, marked as replayed', async () => {
    const { api } = await createTenant({ seed: false });
    const key = randomUUID();
    const name = `Idem ${key.slice(0, 8)}`;
    const first = await api.post('/persons', person(name), keyed(key));
    // The same request, serialised another way (key order), is the same request.
    const retry = await api.post('/persons', { personType: 'INDIVIDUAL', name }, keyed(key));
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect(await countNamed(api, name)).toBe(1);
  });

  it('refuses the same key with another body: 422 IDEMPOTENCY_KEY_REUSED, nothing written', async () => {
    const { api } = await createTenant({ seed: false });
    const key = randomUUID();
    await api.post('/persons', person('Primeira Pessoa'), keyed(key));
    const reused = await api.post('/persons', person('Outra Pessoa'), keyed(key));
    expect(reused.status).toBe(422);
    expect(reused.body).toEqual({ statusCode: 422, message: 'IDEMPOTENCY_KEY_REUSED', friendlyMessage: expect.any(String), requestId: expect.any(String) });
    expect(await countNamed(api, 'Outra Pessoa')).toBe(0);
  });

  it('refuses the same key on another path or method', async () => {
    const { api } = await createTenant({ seed: false });
    const key = randomUUID();
    const created = await api.post('/persons', person('Pessoa Chave'), keyed(key));
    const elsewhere = await api.put(`/persons/${created.body.id}`, person('Pessoa Chave'), keyed(key));
    expect(elsewhere.status).toBe(422);
  });

  it('keeps keys of one company apart from another company', async () => {
    const [a, b] = await Promise.all([createTenant({ seed: false }), createTenant({ seed: false })]);
    const key = randomUUID();
    const inA = await a.api.post('/persons', person('Pessoa A'), keyed(key));
    const inB = await b.api.post('/persons', person('Pessoa B'), keyed(key));
    expect([inA.status, inB.status]).toEqual([201, 201]);
    expect(inB.headers.get('idempotent-replayed')).toBeNull();
    expect(inB.body.name).toBe('Pessoa B');
  });

  it('frees the key after a refusal (nothing was written), so the corrected request can use it', async () => {
    const { api } = await createTenant({ seed: false });
    const key = randomUUID();
    const refused = await api.post('/persons', { name: 'Sem Tipo' }, keyed(key));
    expect(refused.status).toBe(400);
    const corrected = await api.post('/persons', person('Sem Tipo'), keyed(key));
    expect(corrected.status).toBe(201);
    expect(corrected.headers.get('idempotent-replayed')).toBeNull();
  });

  it('replays a PUT', async () => {
    const { api } = await createTenant({ seed: false });
    const created = await api.post('/persons', person('Antes'));
    const key = randomUUID();
    const first = await api.put(`/persons/${created.body.id}`, { name: 'Depois' }, keyed(key));
    const retry = await api.put(`/persons/${created.body.id}`, { name: 'Depois' }, keyed(key));
    expect(first.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body.updatedAt).toBe(first.body.updatedAt);
  });

  it.each([[''], ['x'.repeat(256)], ['não-ascii']])('refuses the malformed key %j with 400 VALIDATION_ERROR naming the header', async (key) => {
    const { api } = await createTenant({ seed: false });
    const response = await api.post('/persons', person('Chave Ruim'), keyed(key));
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ field: 'Idempotency-Key', message: expect.any(String) }]);
  });

  it('ignores the header on GET', async () => {
    const { api } = await createTenant({ seed: false });
    expect((await api.get('/persons', keyed('x'))).status).toBe(200);
  });
});
