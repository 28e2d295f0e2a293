/// <reference types="jest" />
import { COLLECTION_NAMES, FEATURES, scopeFor } from '@bizapi/contracts';
import { ApiResponse } from '../http-client';
import { Tenant, createTenant } from '../tenants';
import { expectApiError, expectStatus, nobodysId, sameCompanyWithScopes } from './helpers';
import { Contract, OPERATION_SHAPES, OperationShape, takesBody } from './subject';

/**
 * docs/design/architecture-contract.md scopes (`<collection>:read`, `<collection>:write`, `*`;
 * write does not imply read) and plan features, on every operation of the
 * availability table.
 */
export function describeAccess(contract: Contract): void {
  const { subject } = contract;
  const available = OPERATION_SHAPES.filter((shape) => contract.has(shape.operation));
  const reads = available.filter((shape) => shape.method === 'GET');
  const writes = available.filter((shape) => shape.method !== 'GET');

  /** Sends one operation, with an empty body where it takes one: access is refused before the body is read. */
  const send = (tenant: Tenant, shape: OperationShape, id: string): Promise<ApiResponse> =>
    tenant.api.request(shape.method, contract.pathOf(shape, id), { body: takesBody(shape) ? {} : undefined });

  describe('key scopes', () => {
    let owner: Tenant;
    let record: { id: string };

    beforeAll(async () => {
      owner = await createTenant();
      record = await subject.createRecord(owner);
    });

    it(`a key with only ${scopeFor(subject.collection, 'read')} lists and gets, and every write is INSUFFICIENT_PERMISSIONS`, async () => {
      const reader = await sameCompanyWithScopes(owner, [scopeFor(subject.collection, 'read')]);
      for (const shape of reads) expectStatus(await send(reader, shape, record.id), 200);
      for (const shape of writes) expectApiError(await send(reader, shape, record.id), 403, 'INSUFFICIENT_PERMISSIONS');
    });

    const createBody = contract.has('create') ? subject.createBody : undefined;
    it(`a key with only ${scopeFor(subject.collection, 'write')} ${createBody ? 'creates but ' : ''}is refused list and get with INSUFFICIENT_PERMISSIONS (write does not imply read)`, async () => {
      const writer = await sameCompanyWithScopes(owner, [scopeFor(subject.collection, 'write')]);
      for (const shape of reads) expectApiError(await send(writer, shape, record.id), 403, 'INSUFFICIENT_PERMISSIONS');
      if (createBody) expectStatus(await writer.api.post(contract.path, await createBody(owner)), 201);
    });

    const other = [...COLLECTION_NAMES].find((collection) => collection !== subject.collection) as string;
    it(`a key with only the scopes of ${other} is INSUFFICIENT_PERMISSIONS on every operation`, async () => {
      const stranger = await createTenant({ scopes: [scopeFor(other, 'read'), scopeFor(other, 'write')] });
      for (const shape of available) expectApiError(await send(stranger, shape, nobodysId()), 403, 'INSUFFICIENT_PERMISSIONS');
    });
  });

  const feature = contract.feature;
  if (!feature) return;

  describe(`plan feature ${feature}`, () => {
    it(`a company without ${feature} is FEATURE_NOT_ENABLED on every operation`, async () => {
      const tenant = await createTenant({ features: FEATURES.filter((candidate) => candidate !== feature) });
      for (const shape of available) expectApiError(await send(tenant, shape, nobodysId()), 403, 'FEATURE_NOT_ENABLED');
    });
  });
}
