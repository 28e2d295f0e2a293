import { entityTagOf, listsTag, preconditionNames } from './entity-tag';

describe('entity tags', () => {
  it('is a strong tag that changes with any byte of the body', () => {
    expect(entityTagOf('{"a":1}')).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(entityTagOf('{"a":1}')).toBe(entityTagOf('{"a":1}'));
    expect(entityTagOf('{"a":1}')).not.toBe(entityTagOf('{"a":2}'));
  });

  it.each([
    ['"x"', true, true],
    ['*', true, true],
    ['"y", "x"', true, true],
    ['W/"x"', true, false],
    ['"y"', false, false],
    ['x', false, false],
  ])('%s names "x": If-None-Match %s, If-Match %s', (header, weakResult, strongResult) => {
    expect(preconditionNames(header, '"x"', { weak: true })).toBe(weakResult);
    expect(preconditionNames(header, '"x"', { weak: false })).toBe(strongResult);
  });

  it('lists the tag itself only when it is written out: `*` names no version', () => {
    expect(listsTag('"y", W/"x"', '"x"', { weak: true })).toBe(true);
    expect(listsTag('*', '"x"', { weak: true })).toBe(false);
    expect(listsTag('"y"', '"x"', { weak: true })).toBe(false);
  });
});
