import { isoInstant } from './iso-instant';

describe('isoInstant', () => {
  it('writes what toISOString writes, for a million instants from 1970 to 2220', () => {
    let seed = 42;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let n = 0; n < 1_000_000; n++) {
      const date = new Date(Math.floor(random() * 7_900_000_000_000));
      if (isoInstant(date) !== date.toISOString()) expect(isoInstant(date)).toBe(date.toISOString());
    }
  });

  it('is exact at the edges: epoch, leap days, ends of days and years, and far years', () => {
    const edges = ['1970-01-01T00:00:00.000Z', '2000-02-29T23:59:59.999Z', '2024-02-29T00:00:00.001Z', '2100-03-01T00:00:00.000Z', '1999-12-31T23:59:59.999Z', '9999-12-31T23:59:59.999Z', '1000-01-01T00:00:00.000Z', '1969-12-31T23:59:59.999Z'];
    for (const text of edges) expect(isoInstant(new Date(text))).toBe(text);
    // Outside 1000–9999, V8's own text (an expanded year).
    for (const time of [-62_198_755_200_000, 253_402_300_800_000]) expect(isoInstant(new Date(time))).toBe(new Date(time).toISOString());
  });
});
