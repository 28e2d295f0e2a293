import { breached } from './ticket.mapper';

describe('breached', () => {
  const due = new Date('2026-03-10T12:00:00.000Z');
  const before = new Date('2026-03-10T11:59:59.999Z');
  const after = new Date('2026-03-10T12:00:00.001Z');

  it.each([
    ['no deadline', null, null, after, false],
    ['no deadline, done', null, after, after, false],
    ['not done, deadline ahead', due, null, before, false],
    ['not done, exactly at the deadline', due, null, due, false],
    ['not done, deadline past', due, null, after, true],
    ['done in time, read long after', due, before, new Date('2027-01-01T00:00:00Z'), false],
    ['done exactly at the deadline', due, due, after, false],
    ['done late', due, after, after, true],
  ])('%s', (_case, dueAt, doneAt, now, expected) => {
    expect(breached(dueAt, doneAt, now)).toBe(expected);
  });
});
