import { containsPattern, findNulCharacter, uniqueValues } from './text';

describe('containsPattern', () => {
  it('matches wildcard characters literally', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});

describe('findNulCharacter', () => {
  it('finds a NUL in a nested value and names its path', () => {
    expect(findNulCharacter({ a: 'ok', tags: ['x', 'y\u0000'] })).toBe('tags.1');
  });

  it('finds a NUL in a key', () => {
    expect(findNulCharacter({ 'na\u0000me': 'x' })).toBe('na\u0000me');
  });

  it('passes clean input', () => {
    expect(findNulCharacter({ a: 'ok', n: 1, b: null, c: [true] })).toBeNull();
  });
});

describe('uniqueValues', () => {
  it('drops repeats and keeps the first order', () => {
    expect(uniqueValues(['b', 'a', 'b', 'c', 'a'])).toEqual(['b', 'a', 'c']);
  });
});
