/**
 * Every this many positions of a list, its anchor: the row just before that
 * position. A page read from an anchor skips fewer rows than this (a page of
 * up to 100 records at most 99; `limit=100&page=1000` none).
 */
export const ANCHOR_SPACING = 100;
/** Pages from this offset on start from an anchor; shallower ones skip less than this in the index anyway. */
export const ANCHORED_FROM_OFFSET = 1000;
/**
 * Anchors a process keeps across all lists, the least recently used list's
 * dropped first: a bound on their memory whatever the companies' sizes
 * (docs/collections.md gives it); ten lists of a million rows read to the
 * end, or a hundred of 100,000.
 */
const MAX_ANCHORS = 100_000;
/**
 * Least time between two reads of one list's anchors. While a company
 * writes without pause its anchors never hold; this bounds what reading them
 * again costs to one extra OFFSET scan per list every few seconds.
 */
const REREAD_AFTER_MS = 5000;
/** How many lists' last reading times are remembered (for REREAD_AFTER_MS). */
const MAX_READ_TIMES = 1000;

/** The row just before `position` in the list: rows after it (in the list's order) start at `position`. */
export interface Anchor {
  position: number;
  /** The sort value as PostgreSQL writes it in text (exact), and the id (tie-break). */
  value: string;
  id: string;
}

export interface AnchorSet {
  /** The company's row counters as they were when the anchors were read (see CollectionLister). */
  version: string;
  /** anchors[k] is the row at position (k + 1) × ANCHOR_SPACING − 1. */
  rows: { value: string; id: string }[];
}

/**
 * Where deep OFFSET pages of a list start, remembered per process: a page at
 * offset 99,950 reads from the anchor at 99,900 (keyset, one index probe)
 * and skips 50 rows, instead of skipping 99,950. An anchor set is only as
 * good as the version it was read at: the lister reads the version in the
 * page's own statement and uses the page only when it matches; otherwise it
 * answers the plain way and the anchors are read again. No answer ever
 * depends on an anchor the page's own snapshot has not confirmed.
 */
export class OffsetAnchors {
  private readonly sets = new Map<string, AnchorSet>();
  private held = 0;
  private readonly reading = new Set<string>();
  private readonly lastRead = new Map<string, number>();

  constructor(private readonly maxAnchors = MAX_ANCHORS) {}

  /** The nearest anchor at or below `offset`, with the version it holds for; null when none is known. */
  nearest(list: string, offset: number): { anchor: Anchor; version: string } | null {
    const set = this.sets.get(list);
    if (!set) return null;
    // Most recently used last: Map keeps insertion order.
    this.sets.delete(list);
    this.sets.set(list, set);
    const k = Math.min(Math.floor(offset / ANCHOR_SPACING), set.rows.length);
    if (k === 0) return null;
    const row = set.rows[k - 1];
    return { anchor: { position: k * ANCHOR_SPACING, value: row.value, id: row.id }, version: set.version };
  }

  /** Whether anchors up to `offset` are known for `version`. */
  covers(list: string, offset: number, version: string): boolean {
    const set = this.sets.get(list);
    return !!set && set.version === version && set.rows.length >= Math.floor(offset / ANCHOR_SPACING);
  }

  /**
   * Reads the anchors with `read` unless another request of this process is
   * reading those of the same list (one read at a time per list: fifty deep
   * pages arriving together read them once) or read them less than
   * REREAD_AFTER_MS ago.
   */
  async refresh(list: string, read: () => Promise<AnchorSet>): Promise<void> {
    const now = Date.now();
    if (this.reading.has(list) || now - (this.lastRead.get(list) ?? -Infinity) < REREAD_AFTER_MS) return;
    this.reading.add(list);
    this.lastRead.delete(list);
    this.lastRead.set(list, now);
    if (this.lastRead.size > MAX_READ_TIMES) this.lastRead.delete(this.lastRead.keys().next().value as string);
    try {
      this.keep(list, await read());
    } finally {
      this.reading.delete(list);
    }
  }

  private keep(list: string, set: AnchorSet): void {
    this.forget(list);
    // A set larger than the whole budget keeps only its shallowest anchors.
    const kept = set.rows.length > this.maxAnchors ? { version: set.version, rows: set.rows.slice(0, this.maxAnchors) } : set;
    while (this.held + kept.rows.length > this.maxAnchors) this.forget(this.sets.keys().next().value as string);
    this.sets.set(list, kept);
    this.held += kept.rows.length;
  }

  private forget(list: string): void {
    this.held -= this.sets.get(list)?.rows.length ?? 0;
    this.sets.delete(list);
  }
}

/** The process's anchors: one memory budget for every collection's lists (a list's key names its collection). */
export const offsetAnchors = new OffsetAnchors();
