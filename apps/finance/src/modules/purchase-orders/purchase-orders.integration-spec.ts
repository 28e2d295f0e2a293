import { EventTap, Tenant, createTenant } from '@bizapi/testing';
import { API_DATE_TIME_PATTERN, created, createPerson, expectError, listAll } from '../../testing/finance-fixtures';

const DATE_TIME = expect.stringMatching(API_DATE_TIME_PATTERN);

describe('purchase orders and items', () => {
  let tenant: Tenant;
  let supplier: any;
  let tap: EventTap;

  beforeAll(async () => {
    tap = await EventTap.open();
    tenant = await createTenant();
    supplier = await createPerson(tenant.api, { name: 'Papelaria Central Ltda' });
  });

  const createOrder = (fields: Record<string, unknown> = {}) => created(tenant.api.post('/purchase-orders', { title: 'Material de escritório', supplierId: supplier.id, ...fields }), 'purchase order');
  const addItem = (purchaseOrderId: string, fields: Record<string, unknown> = {}) =>
    tenant.api.post('/purchase-order-items', { purchaseOrderId, description: 'Resma A4', quantity: 1, unitPrice: 10, ...fields });

  it('creates a DRAFT order with a generated code, totalAmount 0 and the description, which lists leave out', async () => {
    const response = await tenant.api.post('/purchase-orders', {
      title: 'Material de escritório',
      supplierId: supplier.id,
      description: 'Reposição mensal',
      expectedDeliveryDate: '2030-02-01',
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(String),
      code: expect.stringMatching(/^PO-\d{6}$/),
      title: 'Material de escritório',
      supplierId: supplier.id,
      supplierName: 'Papelaria Central Ltda',
      projectId: null,
      status: 'DRAFT',
      totalAmount: 0,
      expectedDeliveryDate: '2030-02-01T00:00:00.000Z',
      isActive: true,
      createdAt: DATE_TIME,
      updatedAt: DATE_TIME,
      description: 'Reposição mensal',
    });
    expect((await tenant.api.get(`/purchase-orders/${response.body.id}`)).body).toEqual(response.body);
    const { description, ...record } = response.body;
    expect(description).toBe('Reposição mensal');
    expect((await listAll(tenant.api, '/purchase-orders?limit=100')).find((order) => order.id === response.body.id)).toEqual(record);
    await tap.waitFor((event) => event.event === 'purchase_order.created' && (event.data as any).id === response.body.id);
  });

  it('updates the fields sent, and answers the get shape', async () => {
    const order = await createOrder();
    const other = await createPerson(tenant.api, { name: 'Outra Fornecedora SA' });
    const response = await tenant.api.put(`/purchase-orders/${order.id}`, { supplierId: other.id, description: 'Urgente' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...order, supplierId: other.id, supplierName: 'Outra Fornecedora SA', description: 'Urgente', updatedAt: DATE_TIME });
    // status is not in the spec's PUT list of purchase orders.
    expectError(await tenant.api.put(`/purchase-orders/${order.id}`, { status: 'PENDING_APPROVAL' }), 400, 'VALIDATION_ERROR', 'status');
    expect((await tenant.api.get(`/purchase-orders/${order.id}`)).body.status).toBe('DRAFT');
    expectError(await tenant.api.put(`/purchase-orders/${order.id}`, { totalAmount: 5 }), 400, 'VALIDATION_ERROR', 'totalAmount');
    expectError(await tenant.api.put(`/purchase-orders/${order.id}`, { code: 'PO-1' }), 400, 'VALIDATION_ERROR', 'code');
  });

  it.each([
    ['a status', { status: 'APPROVED' }, 'VALIDATION_ERROR', 'status'],
    ['a code', { code: 'PO-000001' }, 'VALIDATION_ERROR', 'code'],
    ['no supplierId', { supplierId: undefined }, 'VALIDATION_ERROR', 'supplierId'],
    ['an unknown supplier', { supplierId: '0190c6f2-3b1e-7c3a-9d4e-5f6a7b8c9d0e' }, 'VALIDATION_ERROR', 'supplierId'],
    ['a title over 255 characters', { title: 'x'.repeat(256) }, 'VALIDATION_ERROR', 'title'],
    ['a malformed expectedDeliveryDate', { expectedDeliveryDate: '01/02/2030' }, 'INVALID_DATE_FORMAT', 'expectedDeliveryDate'],
  ])('refuses an order with %s', async (_case, fields, message, field) => {
    expectError(await tenant.api.post('/purchase-orders', { title: 'Pedido', supplierId: supplier.id, ...fields }), 400, message, field);
  });

  it('computes totalPrice = quantity x unitPrice and recalculates the order total on each add, emitting purchase_order.updated', async () => {
    const order = await createOrder();
    const first = await addItem(order.id, { quantity: 3, unitPrice: 19.99 });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: expect.any(String),
      purchaseOrderId: order.id,
      description: 'Resma A4',
      quantity: 3,
      unitPrice: 19.99,
      totalPrice: 59.97,
      isActive: true,
      createdAt: DATE_TIME,
      updatedAt: DATE_TIME,
    });
    await addItem(order.id, { quantity: 1.005, unitPrice: 1 });
    expect((await tenant.api.get(`/purchase-orders/${order.id}`)).body.totalAmount).toBe(60.98);
    const updated = await tap.waitFor((event) => event.event === 'purchase_order.updated' && (event.data as any).id === order.id && (event.data as any).totalAmount === 60.98);
    expect(updated.data).toMatchObject({ id: order.id, totalAmount: 60.98, description: null });
    expect((await listAll(tenant.api, `/purchase-order-items?purchaseOrderId=${order.id}`)).map((item) => item.totalPrice)).toEqual([59.97, 1.01]);
  });

  it('keeps the order total right under concurrent adds', async () => {
    const order = await createOrder({ title: 'Concorrência' });
    const responses = await Promise.all(Array.from({ length: 12 }, (_, index) => addItem(order.id, { description: `Item ${index}`, quantity: index + 1, unitPrice: 0.1 })));
    expect(responses.map((response) => response.status)).toEqual(Array(12).fill(201));
    // Σ (i+1) x 0.10 for i = 0..11 = 7.80
    expect((await tenant.api.get(`/purchase-orders/${order.id}`)).body.totalAmount).toBe(7.8);
  });

  it.each([
    ['a zero quantity', { quantity: 0 }, 'VALIDATION_ERROR', 'quantity'],
    ['no quantity', { quantity: undefined }, 'VALIDATION_ERROR', 'quantity'],
    ['no unitPrice', { unitPrice: undefined }, 'VALIDATION_ERROR', 'unitPrice'],
    ['a negative unitPrice', { unitPrice: -1 }, 'VALIDATION_ERROR', 'unitPrice'],
    ['a totalPrice', { totalPrice: 1 }, 'VALIDATION_ERROR', 'totalPrice'],
    ['no description', { description: undefined }, 'VALIDATION_ERROR', 'description'],
    ['an unknown order', { purchaseOrderId: '0190c6f2-3b1e-7c3a-9d4e-5f6a7b8c9d0e' }, 'VALIDATION_ERROR', 'purchaseOrderId'],
  ])('refuses an item with %s', async (_case, fields, message, field) => {
    const order = await createOrder();
    expectError(await addItem(order.id, fields), 400, message, field);
  });

  it('checks projectId at projects-hr: an id it does not answer for is 400 VALIDATION_ERROR on projectId', async () => {
    const response = await tenant.api.post('/purchase-orders', { title: 'Com projeto', supplierId: supplier.id, projectId: '0190c6f2-3b1e-7c3a-9d4e-5f6a7b8c9d0e' });
    expectError(response, 400, 'VALIDATION_ERROR', 'projectId');
  });

  it("takes a project of the company's projects-hr, filters by it, and refuses another company's project", async () => {
    const project = await created(tenant.api.post('/projects', { title: 'Reforma da sede', responsibleId: tenant.user.id }), 'project');
    const order = await createOrder({ projectId: project.id });
    expect(order.projectId).toBe(project.id);
    expect((await listAll(tenant.api, `/purchase-orders?projectId=${project.id}`)).map((listed) => listed.id)).toEqual([order.id]);

    const other = await createTenant({ seed: false });
    const theirs = await created(other.api.post('/projects', { title: 'Outro', responsibleId: other.user.id }), 'project');
    expectError(await tenant.api.post('/purchase-orders', { title: 'Alheio', supplierId: supplier.id, projectId: theirs.id }), 400, 'VALIDATION_ERROR', 'projectId');
  });
});
