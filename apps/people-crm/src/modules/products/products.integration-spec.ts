import { Tenant, adminClient, createTenant, queryDatabase } from '@bizapi/testing';
import { API_DATE_TIME, createProduct, expectError, outboxEvents } from '../../testing/crm-fixtures';

const eventsOf = (id: string) => outboxEvents(queryDatabase, id);

describe('products', () => {
  describe('POST /products', () => {
    let tenant: Tenant;

    beforeAll(async () => {
      tenant = await createTenant();
    });

    it('creates the product with a generated code and answers 201 with costPrice and unit', async () => {
      const response = await tenant.api.post('/products', {
        name: 'Consulting hour',
        type: 'SERVICE',
        unitPrice: 150.5,
        costPrice: 80,
        description: 'Senior consultant',
        unit: 'H',
      });

      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        id: expect.any(String),
        code: 'PRD-000001',
        name: 'Consulting hour',
        type: 'SERVICE',
        unitPrice: 150.5,
        description: 'Senior consultant',
        isActive: true,
        createdAt: API_DATE_TIME,
        updatedAt: API_DATE_TIME,
        costPrice: 80,
        unit: 'H',
      });
    });

    it('keeps a code the client sends, and refuses it a second time with DUPLICATE_ENTRY', async () => {
      const first = await createProduct(tenant.api, { code: 'SKU-42' });
      expect(first.code).toBe('SKU-42');

      const again = await tenant.api.post('/products', { name: 'Other', type: 'PRODUCT', unitPrice: 1, code: 'SKU-42' });
      expectError(again, 400, 'DUPLICATE_ENTRY', 'code');
    });

    it('skips generated codes that clients already took', async () => {
      const { api } = await createTenant();
      await createProduct(api, { code: 'PRD-000001' });
      await createProduct(api, { code: 'PRD-000002' });

      const generated = await createProduct(api);
      const next = await createProduct(api);

      expect([generated.code, next.code]).toEqual(['PRD-000003', 'PRD-000004']);
    });

    it('accepts a unit price of zero and leaves the optional fields null', async () => {
      const product = await createProduct(tenant.api, { unitPrice: 0 });
      expect(product).toMatchObject({ unitPrice: 0, costPrice: null, unit: null, description: null });
    });

    it.each([
      ['a negative unitPrice', { unitPrice: -0.01 }, 'VALIDATION_ERROR', 'unitPrice'],
      ['a unitPrice with 3 decimals', { unitPrice: 1.001 }, 'VALIDATION_ERROR', 'unitPrice'],
      ['a unitPrice that is a string', { unitPrice: '10' }, 'VALIDATION_ERROR', 'unitPrice'],
      ['a negative costPrice', { costPrice: -1 }, 'VALIDATION_ERROR', 'costPrice'],
      ['no name', { name: undefined }, 'VALIDATION_ERROR', 'name'],
      ['a name over 255 characters', { name: 'x'.repeat(256) }, 'VALIDATION_ERROR', 'name'],
      ['no type', { type: undefined }, 'VALIDATION_ERROR', 'type'],
      ['an unknown type', { type: 'GOOD' }, 'INVALID_ENUM_VALUE', 'type'],
      ['a lower-case type', { type: 'product' }, 'INVALID_ENUM_VALUE', 'type'],
      ['no unitPrice', { unitPrice: undefined }, 'VALIDATION_ERROR', 'unitPrice'],
      ['an unknown field', { stock: 3 }, 'VALIDATION_ERROR', 'stock'],
    ])('refuses %s', async (_case, fields, message, field) => {
      const response = await tenant.api.post('/products', { name: 'Widget', type: 'PRODUCT', unitPrice: 10, ...fields });
      expectError(response, 400, message, field);
    });

    it('emits product.created with the record as get returns it', async () => {
      const product = await createProduct(tenant.api, { costPrice: 3.25, unit: 'UN' });

      const [event] = await eventsOf(product.id);
      const fetched = await tenant.api.get(`/products/${product.id}`);

      expect(event).toMatchObject({ event: 'product.created', companyId: tenant.company.id, id: expect.stringMatching(/^evt_/) });
      expect(event.data).toEqual(fetched.body);
    });
  });

  describe('GET /products/:id and GET /products', () => {
    let tenant: Tenant;
    let chair: any;
    let table: any;
    let support: any;

    beforeAll(async () => {
      tenant = await createTenant();
      chair = await createProduct(tenant.api, { name: 'Office chair', code: 'CH-1', unitPrice: 300, costPrice: 120, unit: 'UN' });
      table = await createProduct(tenant.api, { name: 'Desk', code: 'TB-7', unitPrice: 900 });
      support = await createProduct(tenant.api, { name: 'Support plan', type: 'SERVICE', unitPrice: 50 });
    });

    it('gets one product with costPrice and unit', async () => {
      const response = await tenant.api.get(`/products/${chair.id}`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual(chair);
    });

    it('gives RESOURCE_NOT_FOUND for an unknown or malformed id', async () => {
      expectError(await tenant.api.get('/products/0190b3c4-0000-7000-8000-000000000000'), 404, 'RESOURCE_NOT_FOUND');
      expectError(await tenant.api.get('/products/not-an-id'), 404, 'RESOURCE_NOT_FOUND');
    });

    it('lists without costPrice and unit, newest first, in the list envelope', async () => {
      const response = await tenant.api.get('/products');

      expect(response.status).toBe(200);
      expect(response.body.meta).toEqual({ total: 3, page: 1, limit: 20, totalPages: 1, nextCursor: null });
      expect(response.body.data.map((p: any) => p.id)).toEqual([support.id, table.id, chair.id]);
      const { costPrice: _cost, unit: _unit, ...listed } = chair;
      expect(response.body.data[2]).toEqual(listed);
    });

    it.each([
      ['search in the name', '?search=desk', () => [table.id]],
      ['search in the code', '?search=ch-', () => [chair.id]],
      ['search with a LIKE wildcard taken literally', '?search=%25', () => []],
      ['type', '?type=SERVICE', () => [support.id]],
      ['orderBy name ASC', '?orderBy=name&order=ASC', () => [table.id, chair.id, support.id]],
      ['orderBy code ASC', '?orderBy=code&order=ASC', () => [chair.id, support.id, table.id]],
      ['orderBy unitPrice DESC', '?orderBy=unitPrice', () => [table.id, chair.id, support.id]],
      ['orderBy unitPrice ASC', '?orderBy=unitPrice&order=ASC', () => [support.id, chair.id, table.id]],
      ['orderBy createdAt ASC', '?orderBy=createdAt&order=ASC', () => [chair.id, table.id, support.id]],
      ['a page', '?orderBy=name&order=ASC&page=2&limit=1', () => [chair.id]],
    ])('filters and sorts by %s', async (_case, query, expected) => {
      const response = await tenant.api.get(`/products${query}`);
      expect(response.status).toBe(200);
      expect(response.body.data.map((p: any) => p.id)).toEqual(expected());
    });

    it.each([
      ['?orderBy=cost', 'INVALID_ENUM_VALUE', 'orderBy'],
      ['?order=down', 'INVALID_ENUM_VALUE', 'order'],
      ['?type=GOOD', 'INVALID_ENUM_VALUE', 'type'],
      ['?limit=101', 'VALIDATION_ERROR', 'limit'],
      ['?color=red', 'VALIDATION_ERROR', 'color'],
    ])('refuses the query %s', async (query, message, field) => {
      expectError(await tenant.api.get(`/products${query}`), 400, message, field);
    });
  });

  describe('PUT /products/:id', () => {
    let tenant: Tenant;

    beforeAll(async () => {
      tenant = await createTenant();
    });

    it('changes only the fields sent, answers the whole record and emits product.updated', async () => {
      const product = await createProduct(tenant.api, { name: 'Cable', unitPrice: 5, costPrice: 2, unit: 'M' });

      const response = await tenant.api.put(`/products/${product.id}`, { unitPrice: 6.5, unit: null });

      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        ...product,
        unitPrice: 6.5,
        unit: null,
        updatedAt: expect.any(String),
      });
      expect(Date.parse(response.body.updatedAt)).toBeGreaterThan(Date.parse(product.updatedAt));
      const events = await eventsOf(product.id);
      expect(events.map((e) => e.event)).toEqual(['product.created', 'product.updated']);
      expect(events[1].data).toEqual((await tenant.api.get(`/products/${product.id}`)).body);
    });

    it('writes and emits nothing for a PUT that changes nothing', async () => {
      const product = await createProduct(tenant.api, { name: 'Plug', unitPrice: 3 });

      const unchanged = await tenant.api.put(`/products/${product.id}`, { name: 'Plug', unitPrice: 3 });
      expect(unchanged.status).toBe(200);
      expect(unchanged.body).toEqual(product);

      expect((await tenant.api.get(`/products/${product.id}`)).body.updatedAt).toBe(product.updatedAt);
      expect((await eventsOf(product.id)).map((e) => e.event)).toEqual(['product.created']);
    });

    it('changes the code, refusing one another product carries', async () => {
      const first = await createProduct(tenant.api, { code: 'A-1' });
      const second = await createProduct(tenant.api, { code: 'B-1' });

      expectError(await tenant.api.put(`/products/${second.id}`, { code: 'A-1' }), 400, 'DUPLICATE_ENTRY', 'code');
      const renamed = await tenant.api.put(`/products/${first.id}`, { code: 'A-2' });
      expect(renamed.body.code).toBe('A-2');
    });

    it.each([
      ['a negative unitPrice', { unitPrice: -1 }, 'VALIDATION_ERROR', 'unitPrice'],
      ['a null name', { name: null }, 'VALIDATION_ERROR', 'name'],
      ['an unknown type', { type: 'X' }, 'INVALID_ENUM_VALUE', 'type'],
      ['an id', { id: 'x' }, 'VALIDATION_ERROR', 'id'],
    ])('refuses %s', async (_case, body, message, field) => {
      const product = await createProduct(tenant.api);
      expectError(await tenant.api.put(`/products/${product.id}`, body), 400, message, field);
    });

    it('gives RESOURCE_NOT_FOUND for a product the operator deactivated, which also leaves the list', async () => {
      const { api, company } = await createTenant();
      const product = await createProduct(api);

      await (await adminClient()).deactivate(company.id, 'products', product.id);

      expectError(await api.get(`/products/${product.id}`), 404, 'RESOURCE_NOT_FOUND');
      expectError(await api.put(`/products/${product.id}`, { name: 'Back' }), 404, 'RESOURCE_NOT_FOUND');
      expect((await api.get('/products')).body.meta.total).toBe(0);
      // Its code is free again for an active product, but never generated again.
      expect((await createProduct(api, { code: product.code })).code).toBe(product.code);
      expect((await createProduct(api)).code).toBe('PRD-000002');
    });
  });
});
