import { layoutProblems, twoWayFolderPairs } from './module-layout';

// docs/architecture.md, "A service, file by file": every collection folder holds the same files, every
// Nest module lives in a folder of its own, and no two folders import each other.

/**
 * Folders that import each other today in code other changes own (issue 32): each entry says why it is
 * here. The list only shrinks: a pair that no longer imports both ways fails until its line is removed.
 */
const KNOWN_TWO_WAY = new Map([
  ['apps/webhooks/src/modules/deliveries ⇄ apps/webhooks/src/modules/intake', 'webhooks: the delivery rows and the intake'],
  ['libs/collections/src/list ⇄ libs/collections/src/store', "the collection kit's store and lister: its surface is being narrowed"],
  ['libs/collections/src/references ⇄ libs/collections/src/service', "the collection kit's reference checks and services: its surface is being narrowed"],
]);

describe('module layout', () => {
  it('gives every collection folder its layout and every Nest module a folder of its own', () => {
    expect(layoutProblems()).toEqual([]);
  });

  it('has no two folders importing each other, beyond the known pairs', () => {
    const pairs = twoWayFolderPairs();
    expect(pairs.filter(({ pair }) => !KNOWN_TWO_WAY.has(pair)).map(({ pair, files }) => `${pair} (${files.join(', ')})`)).toEqual([]);
    const found = new Set(pairs.map(({ pair }) => pair));
    expect([...KNOWN_TWO_WAY.keys()].filter((pair) => !found.has(pair)).map((pair) => `${pair} no longer imports both ways: remove it from KNOWN_TWO_WAY`)).toEqual([]);
  });
});
