import { COMPANY_CLASSES, companyClass } from './fair-share';

describe('company classes of the in-flight metric', () => {
  it('are three, by the backlog a job was queued behind', () => {
    expect(COMPANY_CLASSES).toEqual(['small', 'medium', 'large']);
    expect([undefined, 0, 1, 100, 101, 1_000, 1_001, 2 ** 21 - 1].map(companyClass)).toEqual([
      'small',
      'small',
      'small',
      'small',
      'medium',
      'medium',
      'large',
      'large',
    ]);
  });

  it('reads a priority that Redis gave back as a string', () => {
    expect(companyClass('5000')).toBe('large');
  });
});
