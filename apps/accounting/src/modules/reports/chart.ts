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
  const left = a.split('.');
  const right = b.split('.');
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const x = Number(left[i]);
    const y = Number(right[i]);
    const byNumber = Number.isNaN(x) || Number.isNaN(y) ? left[i].localeCompare(right[i]) : x - y;
    if (byNumber !== 0) return byNumber;
  }
  return left.length - right.length;
}

/**
 * The company's chart as a tree (by `parentId`): what a synthetic account
 * covers, and sums rolled up from the analytical accounts that carry lines.
 */
export class Chart {
  private readonly byId = new Map<string, ChartAccount>();
  private readonly children = new Map<string, ChartAccount[]>();
  /** Every account, in the chart's order. */
  readonly accounts: ChartAccount[];

  constructor(accounts: ChartAccount[]) {
    this.accounts = [...accounts].sort((a, b) => compareCodes(a.code, b.code));
    for (const account of this.accounts) this.byId.set(account.id, account);
    for (const account of this.accounts) {
      if (account.parentId && this.byId.has(account.parentId)) {
        const siblings = this.children.get(account.parentId) ?? [];
        siblings.push(account);
        this.children.set(account.parentId, siblings);
      }
    }
  }

  get(id: string): ChartAccount | undefined {
    return this.byId.get(id);
  }

  /** An active account of the company, or undefined. */
  active(id: string): ChartAccount | undefined {
    const account = this.byId.get(id);
    return account?.isActive ? account : undefined;
  }

  byCode(code: string): ChartAccount | undefined {
    return this.accounts.find((account) => account.code === code);
  }

  /** The account and every account below it (inactive ones included: their lines still count). */
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
