import { ANCHOR_SPACING, OffsetAnchors } from './offset-anchors';

const rows = (count: number) => Array.from({ length: count }, (_, k) => ({ value: `v${k}`, id: `id${k}` }));

describe('OffsetAnchors', () => {
  it('gives the nearest anchor at or below an offset, and none above the first', async () => {
    const anchors = new OffsetAnchors();
    expect(anchors.nearest('list', 5 * ANCHOR_SPACING)).toBeNull();
    await anchors.refresh('list', async () => ({ version: 'v1', rows: rows(3) }));
    expect(anchors.nearest('list', ANCHOR_SPACING - 1)).toBeNull();
    expect(anchors.nearest('list', ANCHOR_SPACING)).toEqual({
      anchor: { position: ANCHOR_SPACING, value: 'v0', id: 'id0' },
      version: 'v1',
    });
    expect(anchors.nearest('list', 2.5 * ANCHOR_SPACING)?.anchor.position).toBe(2 * ANCHOR_SPACING);
    // Deeper than what was read: the deepest anchor known.
    expect(anchors.nearest('list', 50 * ANCHOR_SPACING)?.anchor).toEqual({ position: 3 * ANCHOR_SPACING, value: 'v2', id: 'id2' });
  });

  it('covers an offset only at the version and depth it read', async () => {
    const anchors = new OffsetAnchors();
    await anchors.refresh('list', async () => ({ version: 'v1', rows: rows(3) }));
    expect(anchors.covers('list', 4 * ANCHOR_SPACING - 1, 'v1')).toBe(true);
    expect(anchors.covers('list', 4 * ANCHOR_SPACING, 'v1')).toBe(false);
    expect(anchors.covers('list', ANCHOR_SPACING, 'v2')).toBe(false);
    expect(anchors.covers('other', ANCHOR_SPACING, 'v1')).toBe(false);
  });

  it('reads one list once at a time, and not again within a few seconds', async () => {
    const anchors = new OffsetAnchors();
    let reads = 0;
    let finish: () => void = () => undefined;
    const slowRead = () => {
      reads++;
      return new Promise<{ version: string; rows: { value: string; id: string }[] }>(
        (resolve) => (finish = () => resolve({ version: 'v1', rows: rows(1) })),
      );
    };
    const first = anchors.refresh('list', slowRead);
    await anchors.refresh('list', slowRead);
    finish();
    await first;
    await anchors.refresh('list', slowRead);
    expect(reads).toBe(1);
    await anchors.refresh('another list', async () => ({ version: 'v1', rows: rows(1) }));
    expect(anchors.nearest('another list', ANCHOR_SPACING)).not.toBeNull();
  });

  it('keeps a failed read from blocking the next list', async () => {
    const anchors = new OffsetAnchors();
    await expect(anchors.refresh('list', () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    expect(anchors.nearest('list', ANCHOR_SPACING)).toBeNull();
  });

  it('keeps at most its budget of anchors, dropping the least recently used lists first', async () => {
    const anchors = new OffsetAnchors(10);
    await anchors.refresh('a', async () => ({ version: 'v1', rows: rows(4) }));
    await anchors.refresh('b', async () => ({ version: 'v1', rows: rows(4) }));
    // Using 'a' makes 'b' the least recently used: the next list pushes it out.
    expect(anchors.nearest('a', ANCHOR_SPACING)).not.toBeNull();
    await anchors.refresh('c', async () => ({ version: 'v1', rows: rows(4) }));
    expect(anchors.nearest('b', ANCHOR_SPACING)).toBeNull();
    expect(anchors.nearest('a', ANCHOR_SPACING)).not.toBeNull();
    expect(anchors.nearest('c', ANCHOR_SPACING)).not.toBeNull();
    // A list deeper than the whole budget keeps its shallowest anchors, alone.
    await anchors.refresh('deep', async () => ({ version: 'v1', rows: rows(25) }));
    expect(anchors.nearest('deep', 100 * ANCHOR_SPACING)?.anchor.position).toBe(10 * ANCHOR_SPACING);
    expect(anchors.nearest('a', ANCHOR_SPACING)).toBeNull();
    expect(anchors.nearest('c', ANCHOR_SPACING)).toBeNull();
  });
});
