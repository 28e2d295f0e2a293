import type { AccountType } from '@bizapi/contracts';
import { Cents } from '@bizapi/conventions';

/** An account of the company's chart, as the reports read it. */
export interface ChartAccount {
  id: string;
  code: string;
  name: string;
  accountType: AccountType;
  parentId: string | null;
  isAnalytical: boolean;
  isActive: boolean;
}

/** Debits and credits of an account over some days, in cents. */
export interface Movement {
  debit: Cents;
  credit: Cents;
}

export const NO_MOVEMENT: Movement = Object.freeze({ debit: 0n, credit: 0n });

/**
 * Which side increases an account: debit for ASSET and EXPENSE (balance =
 * debits − credits), credit for LIABILITY, EQUITY and REVENUE (credits − debits).
 */
export function normalSide(type: AccountType): 1n | -1n {
  return type === 'ASSET' || type === 'EXPENSE' ? 1n : -1n;
}

/** The balance of a movement on an account of `type`, on the type's normal side. */
export function balanceOf(type: AccountType, movement: Movement): Cents {
  return normalSide(type) * (movement.debit - movement.credit);
}

export function addMovements(a: Movement, b: Movement): Movement {
  return { debit: a.debit + b.debit, credit: a.credit + b.credit };
}

export function isZero(movement: Movement): boolean {
  return movement.debit === 0n && movement.credit === 0n;
}

/** Dotted codes in the chart's order, level by level and numerically: 1.1.2 < 1.1.10 < 1.2. */
export function compareCodes(a: string, b: string): number {
  return compareCodeParts(codeParts(a), codeParts(b));
}

/** A code's levels: their text, and their value as numbers (NaN where a level is not one). */
interface CodeParts {
  texts: string[];
  values: number[];
}

function codeParts(code: string): CodeParts {
  const texts = code.split('.');
  return { texts, values: texts.map(Number) };
}

function compareCodeParts(left: CodeParts, right: CodeParts): number {
  for (let i = 0; i < Math.min(left.texts.length, right.texts.length); i++) {
    const x = left.values[i];
    const y = right.values[i];
    const byNumber = Number.isNaN(x) || Number.isNaN(y) ? left.texts[i].localeCompare(right.texts[i]) : x - y;
    if (byNumber !== 0) return byNumber;
  }
  return left.texts.length - right.texts.length;
}

/**
 * The company's chart as a tree (by `parentId`): what a synthetic account
 * covers, and sums rolled up from the analytical accounts that carry lines.
 */
export class Chart {
  private readonly byId = new Map<string, ChartAccount>();
  private readonly children = new Map<string, ChartAccount[]>();
  private sorted: ChartAccount[] | undefined;

  constructor(private readonly unsorted: ChartAccount[]) {
    for (const account of unsorted) this.byId.set(account.id, account);
    for (const account of unsorted) {
      if (account.parentId && this.byId.has(account.parentId)) {
        const siblings = this.children.get(account.parentId) ?? [];
        siblings.push(account);
        this.children.set(account.parentId, siblings);
      }
    }
  }

  /**
   * Every account, in the chart's order. Sorted when first asked for, each
   * code split once: a ledger (by id, then the subtree) never asks. Sorted
   * in the constructor, splitting both codes at each comparison, the chart
   * was a visible share of a quiet ledger's cost for nothing a ledger uses
   * (docs/benchmarks.md, "Smaller figures behind the code").
   */
  get accounts(): ChartAccount[] {
    if (!this.sorted) {
      const keyed = this.unsorted.map((account) => ({ account, parts: codeParts(account.code) }));
      keyed.sort((a, b) => compareCodeParts(a.parts, b.parts));
      this.sorted = keyed.map(({ account }) => account);
    }
    return this.sorted;
  }

  get(id: string): ChartAccount | undefined {
    return this.byId.get(id);
  }

  /** An active account of the company, or undefined. */
  active(id: string): ChartAccount | undefined {
    const account = this.byId.get(id);
    return account?.isActive ? account : undefined;
  }

  /** Codes are unique in a company's chart: found without sorting it. */
  byCode(code: string): ChartAccount | undefined {
    return this.unsorted.find((account) => account.code === code);
  }

  /** The account and every account below it, in no particular order (inactive ones included: their lines still count). */
  subtree(id: string): ChartAccount[] {
    const found: ChartAccount[] = [];
    const seen = new Set<string>();
    const stack = [id];
    while (stack.length) {
      const current = stack.pop() as string;
      const account = this.byId.get(current);
      if (!account || seen.has(current)) continue;
      seen.add(current);
      found.push(account);
      for (const child of this.children.get(current) ?? []) stack.push(child.id);
    }
    return found;
  }

  /** The account, its parent, its parent's parent… up to the top. */
  private selfAndAncestors(id: string): string[] {
    const chain: string[] = [];
    const seen = new Set<string>();
    for (let current: string | null | undefined = id; current && !seen.has(current); current = this.byId.get(current)?.parentId) {
      seen.add(current);
      chain.push(current);
    }
    return chain;
  }

  /**
   * Every account's figures with its descendants' added: each account's own
   * figures (`own`, one or more movements per account) go to it and to each
   * of its ancestors. Accounts with nothing are absent from the result.
   */
  rollUp<K extends string>(own: Map<string, Record<K, Movement>>, keys: readonly K[]): Map<string, Record<K, Movement>> {
    const total = new Map<string, Record<K, Movement>>();
    for (const [accountId, figures] of own) {
      for (const target of this.selfAndAncestors(accountId)) {
        const sums = total.get(target) ?? (Object.fromEntries(keys.map((key) => [key, NO_MOVEMENT])) as Record<K, Movement>);
        for (const key of keys) sums[key] = addMovements(sums[key], figures[key]);
        total.set(target, sums);
      }
    }
    return total;
  }
}
