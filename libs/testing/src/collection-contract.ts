/// <reference types="jest" />
import { describeAccess } from './collection-contract/access';
import { describeCursorPages } from './collection-contract/cursor';
import { describeIsolation } from './collection-contract/isolation';
import { describeList } from './collection-contract/list';
import { describeRoutes } from './collection-contract/routes';
import { CollectionContractSubject, contractOf } from './collection-contract/subject';
import { describeUpdatedSince } from './collection-contract/updated-since';
import { describeWrites } from './collection-contract/writes';

export type { CollectionContractSubject, ReferenceTarget } from './collection-contract/subject';

/**
 * The contract every collection shares, generated from the route table and
 * the collection's declaration: call it at the top level of an app's
 * `*.integration-spec.ts`, and the collection's own tests hold only its
 * domain rules. Everything goes through the gateway over HTTP, each group in
 * companies of its own (every company may make 100 requests a minute).
 */
export function describeCollectionContract(subject: CollectionContractSubject): void {
  const contract = contractOf(subject);
  describe(`${subject.collection} contract`, () => {
    describeRoutes(contract);
    describeIsolation(contract);
    describeList(contract);
    describeUpdatedSince(contract);
    describeCursorPages(contract);
    describeWrites(contract);
    describeAccess(contract);
  });
}
