/// <reference types="jest" />
import { RouteDefinition } from '@bizapi/contracts';
import { Tenant, createTenant } from '../tenants';
import { expectApiError, expectStatus, nobodysId } from './helpers';
import { Contract, OPERATION_SHAPES, takesBody } from './subject';

/**
 * Spec "Availability table": the operations of the route table answer (with
 * their success status, where the subject gives what a success needs), and
 * the other collection shapes are 404 ROUTE_NOT_FOUND.
 */
export function describeRoutes(contract: Contract): void {
  const { subject } = contract;

  describe('availability table', () => {
    let tenant: Tenant;
    let record: { id: string };

    beforeAll(async () => {
      tenant = await createTenant();
      record = await subject.createRecord(tenant);
    });

    for (const shape of OPERATION_SHAPES.filter((candidate) => contract.has(candidate.operation))) {
      const route = contract.routes.get(shape.operation) as RouteDefinition;
      // Without a body from the subject, a create or update need only reach the service.
      const vouched = shape.operation === 'create' ? !!subject.createBody : shape.operation === 'update' ? !!subject.updateBody : true;
      it(`${shape.method} ${route.path} ${vouched ? `answers ${route.successStatus}` : 'exists'}`, async () => {
        const body = shape.operation === 'create' ? await subject.createBody?.(tenant) : shape.operation === 'update' ? subject.updateBody : undefined;
        const response = await tenant.api.request(shape.method, contract.pathOf(shape, record.id), {
          body: body ?? (takesBody(shape) ? {} : undefined),
        });
        expect(response.body?.message).not.toBe('ROUTE_NOT_FOUND');
        if (vouched) expectStatus(response, route.successStatus);
      });
    }

    for (const shape of OPERATION_SHAPES.filter((candidate) => !contract.has(candidate.operation))) {
      const path = shape.withId ? `${contract.path}/:id` : contract.path;
      it(`${shape.method} ${path} is ROUTE_NOT_FOUND (not in the availability table)`, async () => {
        const response = await tenant.api.request(shape.method, contract.pathOf(shape, nobodysId()), { body: takesBody(shape) ? {} : undefined });
        expectApiError(response, 404, 'ROUTE_NOT_FOUND');
      });
    }
  });
}
