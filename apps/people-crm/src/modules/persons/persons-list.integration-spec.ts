import { ApiResponse, HttpClient, Tenant, createTenant } from '@bizapi/testing';
import { CNPJ, CPF, createPerson, expectError } from '../../testing/people-fixtures';

/**
 * GET /persons (spec convention 6 and "People"): the list envelope, paging
 * and its limits, the search, personType and classification filters, and
 * orderBy/order. Every test makes its own company, so lists
 * start empty and the rate limit (100 requests a minute) is its own.
 */

const newCompany = (): Promise<Tenant> => createTenant({ seed: false });
const individual = (fields: Record<string, unknown> = {}) => ({ name: 'Maria da Silva', personType: 'INDIVIDUAL', ...fields });
const company = (fields: Record<string, unknown> = {}) => ({ name: 'Padaria Central LTDA', personType: 'COMPANY', ...fields });

describe('GET /persons', () => {
  it('answers the standard envelope, records without the address, newest first by default', async () => {
    const { api } = await newCompany();
    const first = await createPerson(api, individual({ name: 'Ana' }));
    const second = await createPerson(api, company({ name: 'Beta LTDA' }));

    const response = await api.get('/persons');

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: [second, first], meta: { total: 2, page: 1, limit: 20, totalPages: 1, nextCursor: null } });
  });

  it('answers an empty page for a company without persons', async () => {
    const { api } = await newCompany();
    const response = await api.get('/persons');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ data: [], meta: { total: 0, page: 1, limit: 20 } });
  });

  it('pages with page and limit, each record on exactly one page', async () => {
    const { api } = await newCompany();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await createPerson(api, individual({ name: `Person ${i}` }))).id);

    const pages = await Promise.all([1, 2, 3, 4].map((page) => api.get(`/persons?page=${page}&limit=2`)));

    expect(pages.map((page) => page.body.meta)).toEqual(
      [1, 2, 3, 4].map((page) => ({ total: 5, page, limit: 2, totalPages: 3, nextCursor: page < 3 ? expect.any(String) : null })),
    );
    expect(pages.map((page) => page.body.data.length)).toEqual([2, 2, 1, 0]);
    expect(pages.flatMap((page) => page.body.data.map((person: { id: string }) => person.id))).toEqual([...ids].reverse());
  });

  it('accepts limit 100', async () => {
    const { api } = await newCompany();
    const response = await api.get('/persons?limit=100');
    expect(response.status).toBe(200);
    expect(response.body.meta.limit).toBe(100);
  });

  describe('refuses paging outside the limits, and unknown filters, with 400 VALIDATION_ERROR and an entry for the field', () => {
    let api: HttpClient;
    beforeAll(async () => ({ api } = await newCompany()));

    it.each([
      ['limit=101', 'limit'],
      ['limit=1000', 'limit'],
      ['limit=0', 'limit'],
      ['limit=-1', 'limit'],
      ['limit=abc', 'limit'],
      ['limit=2.5', 'limit'],
      ['limit=', 'limit'],
      ['page=0', 'page'],
      ['page=-3', 'page'],
      ['page=one', 'page'],
      ['page=1.5', 'page'],
      ['page=1&page=2', 'page'],
      ['page=1e400', 'page'],
      ['page=99999999999999999999', 'page'],
      ['personTyp=COMPANY', 'personTyp'],
    ])('?%s', async (query, field) => {
      expectError(await api.get(`/persons?${query}`), 400, 'VALIDATION_ERROR', field);
    });

    it.each([
      ['orderBy=email', 'orderBy'],
      ['orderBy=NAME', 'orderBy'],
      ['order=asc', 'order'],
      ['order=UP', 'order'],
      ['personType=company', 'personType'],
      ['classification=VIP', 'classification'],
    ])('?%s gives 400 INVALID_ENUM_VALUE', async (query, field) => {
      expectError(await api.get(`/persons?${query}`), 400, 'INVALID_ENUM_VALUE', field);
    });
  });

  describe('filters', () => {
    let api: HttpClient;
    const people: Record<string, { id: string }> = {};
    const names = (response: ApiResponse) => response.body.data.map((person: { name: string }) => person.name).sort();

    beforeAll(async () => {
      ({ api } = await newCompany());
      for (const [key, body] of Object.entries({
        maria: individual({ name: 'Maria Oliveira', documentNumber: CPF[0], classifications: ['CUSTOMER'] }),
        joao: individual({ name: 'João Souza', socialName: 'Joãozinho da Padaria', classifications: ['CUSTOMER', 'PARTNER'] }),
        padaria: company({ name: 'Padaria Central LTDA', documentNumber: CNPJ[0], classifications: ['SUPPLIER'] }),
        filial: company({ name: 'Filial 2', classifications: [] }),
        hidden: individual({ name: '100% Natural', documentNumber: CPF[1] }),
      })) {
        people[key] = await createPerson(api, body);
      }
    });

    it.each([
      ['by part of the name, in any case', 'oliveira', ['Maria Oliveira']],
      ['by the social name', 'joãozinho', ['João Souza']],
      ['by name and social name together', 'PADARIA', ['João Souza', 'Padaria Central LTDA']],
      ['by the document digits', CPF[0], ['Maria Oliveira']],
      ['by part of the document', '98224', ['Maria Oliveira']],
      ['by the formatted CPF', '529.982.247-25', ['Maria Oliveira']],
      ['by the formatted CNPJ', '11.222.333/0001-81', ['Padaria Central LTDA']],
      ['by a name that holds a digit, without matching documents', 'Filial 2', ['Filial 2']],
      ['with % taken literally', '100%', ['100% Natural']],
      ['with _ taken literally', 'Maria_Oliveira', []],
      ['with nothing matching', 'Zé Ninguém', []],
    ])('search %s (%s)', async (_case, search, expected) => {
      const response = await api.get(`/persons?search=${encodeURIComponent(search)}`);
      expect(response.status).toBe(200);
      expect(names(response)).toEqual(expected);
      expect(response.body.meta.total).toBe(expected.length);
    });

    it.each([
      ['personType=INDIVIDUAL', ['100% Natural', 'João Souza', 'Maria Oliveira']],
      ['personType=COMPANY', ['Filial 2', 'Padaria Central LTDA']],
      ['classification=CUSTOMER', ['João Souza', 'Maria Oliveira']],
      ['classification=PARTNER', ['João Souza']],
      ['classification=SUPPLIER', ['Padaria Central LTDA']],
      ['classification=LEAD', []],
      ['personType=INDIVIDUAL&classification=CUSTOMER&search=maria', ['Maria Oliveira']],
      ['personType=COMPANY&search=padaria', ['Padaria Central LTDA']],
    ])('?%s', async (query, expected) => {
      const response = await api.get(`/persons?${query}`);
      expect(response.status).toBe(200);
      expect(names(response)).toEqual(expected);
      expect(response.body.meta.total).toBe(expected.length);
    });

    it('counts the filtered total across pages', async () => {
      const response = await api.get('/persons?personType=INDIVIDUAL&limit=1&page=2');
      expect(response.body.meta).toEqual({ total: 3, page: 2, limit: 1, totalPages: 3, nextCursor: expect.any(String) });
      expect(response.body.data).toHaveLength(1);
    });
  });

  describe('orderBy and order', () => {
    let api: HttpClient;
    let created: { id: string; name: string }[];
    const order = (response: ApiResponse) => response.body.data.map((person: { name: string }) => person.name);

    beforeAll(async () => {
      ({ api } = await newCompany());
      created = [];
      for (const name of ['Bruno', 'Álvaro', 'carla', 'Zeca', 'Ana']) created.push(await createPerson(api, individual({ name })));
    });

    it.each([
      ['', ['Ana', 'Zeca', 'carla', 'Álvaro', 'Bruno']],
      ['orderBy=createdAt', ['Ana', 'Zeca', 'carla', 'Álvaro', 'Bruno']],
      ['orderBy=createdAt&order=ASC', ['Bruno', 'Álvaro', 'carla', 'Zeca', 'Ana']],
      ['order=ASC', ['Bruno', 'Álvaro', 'carla', 'Zeca', 'Ana']],
      ['orderBy=name&order=ASC', ['Álvaro', 'Ana', 'Bruno', 'carla', 'Zeca']],
      ['orderBy=name&order=DESC', ['Zeca', 'carla', 'Bruno', 'Ana', 'Álvaro']],
      ['orderBy=name', ['Zeca', 'carla', 'Bruno', 'Ana', 'Álvaro']],
    ])('?%s', async (query, expected) => {
      const response = await api.get(`/persons?${query}`);
      expect(response.status).toBe(200);
      expect(order(response)).toEqual(expected);
    });
  });

  it('keeps a stable order among equal names, so paging neither repeats nor skips anyone', async () => {
    const { api } = await newCompany();
    const ids = new Set<string>();
    for (let i = 0; i < 6; i++) ids.add((await createPerson(api, individual({ name: 'Same Name' }))).id);

    for (const order of ['ASC', 'DESC']) {
      const pages = [];
      for (const page of [1, 2, 3]) pages.push(await api.get(`/persons?orderBy=name&order=${order}&limit=2&page=${page}`));
      const seen = pages.flatMap((page) => page.body.data.map((person: { id: string }) => person.id));
      expect(seen).toHaveLength(6);
      expect(new Set(seen)).toEqual(ids);
      const again = await api.get(`/persons?orderBy=name&order=${order}&limit=6`);
      expect(again.body.data.map((person: { id: string }) => person.id)).toEqual(seen);
    }
  });
});
