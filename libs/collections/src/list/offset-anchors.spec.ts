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
    expect(anchors.covers('list', 3 * ANCHOR_SPACING + 999, 'v1')).toBe(true);
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
});
