import { CollectionKit } from '@bizapi/collections';
import { ApiError, ChargesReceiveCommand, ErrorCode } from '@bizapi/contracts';
import { parseApiDate } from '@bizapi/conventions';
import { isId } from '@bizapi/runtime';
import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { FinancialEntriesService } from '../financial-entries/financial-entries.service';
import { FinancialEntryEntity } from '../financial-entries/financial-entry.entity';
import { ChargeStatus, FinancialEntryStatus } from '../shared/finance-enums';
import { ChargeEntity } from './charge.entity';
import { ChargesService } from './charges.service';

/** Charges a payment can still arrive for. */
const RECEIVABLE: readonly ChargeStatus[] = ['PENDING', 'CONFIRMED', 'OVERDUE'];
/** Entries a payment settles. */
const SETTLEABLE: readonly FinancialEntryStatus[] = ['PENDING', 'OVERDUE'];

/**
 * What the billing system does when a customer pays (operator
 * `charges:receive`), in one transaction: the charge RECEIVED with paidAt,
 * its entry SETTLED (paidAmount = the charge's amount, paymentDate = paidAt),
 * the bank account's balance moved, `charge.received` and
 * `financial.settled` (the entry as get returns it, which accounting posts).
 * A charge already received (or otherwise closed) is 409 CONFLICT and
 * nothing changes.
 */
@Injectable()
export class ChargeReceiver {
  constructor(
    private readonly kit: CollectionKit,
    private readonly charges: ChargesService,
    private readonly entries: FinancialEntriesService,
  ) {}

  async receive(command: ChargesReceiveCommand): Promise<object> {
    if (!isId(command?.companyId)) throw ApiError.validation('companyId', 'companyId must be the id of a company');
    if (typeof command.id !== 'string') throw ApiError.validation('id', 'id must be the id of a charge');
    const paidAt = command.paidAt === undefined || command.paidAt === null ? new Date() : parseApiDate(command.paidAt);
    if (!paidAt) throw new ApiError(ErrorCode.INVALID_DATE_FORMAT, [{ field: 'paidAt', message: 'paidAt must be YYYY-MM-DD or YYYY-MM-DDTHH:mm:ssZ' }]);
    const { companyId } = command;
    return this.kit.transaction(async (manager) => {
      // The entry is locked before its charge, in the order the operator's deactivation of an entry takes them.
      const entryId = isId(command.id) ? await entryOf(manager, companyId, command.id) : null;
      if (!entryId) throw ApiError.notFound('id', 'charge');
      const entry = await this.entries.store.lock(manager, companyId, entryId);
      const charge = await this.charges.store.lock(manager, companyId, command.id);
      if (!charge) throw ApiError.notFound('id', 'charge');
      if (!RECEIVABLE.includes(charge.status)) throw conflict(`the charge is ${charge.status}: it cannot be received again`);
      if (!entry) throw conflict('the financial entry of the charge is no longer active');
      if (!SETTLEABLE.includes(entry.status)) throw conflict(`the financial entry of the charge is ${entry.status}`);
      const now = new Date();
      Object.assign(charge, { status: 'RECEIVED', paidAt, updatedAt: now } satisfies Partial<ChargeEntity>);
      await this.charges.store.update(manager, charge);
      Object.assign(entry, { status: 'SETTLED', paidAmount: charge.amount, paymentDate: paidAt, updatedAt: now } satisfies Partial<FinancialEntryEntity>);
      await this.entries.store.update(manager, entry);
      await moveBalance(manager, entry);
      await this.kit.outbox.append(manager, companyId, 'charge.received', this.charges.detail(charge));
      await this.kit.outbox.append(manager, companyId, 'financial.settled', this.entries.detail(entry));
      return this.charges.detail(charge);
    });
  }
}

/** A settled entry's bank account: + the amount paid for revenue, − for expense. */
export async function moveBalance(manager: EntityManager, entry: FinancialEntryEntity): Promise<void> {
  const signed = entry.typeCategory === 'REVENUE' ? entry.paidAmount : -(entry.paidAmount ?? 0);
  await manager.query(`UPDATE bank_accounts SET balance = balance + $3::numeric, updated_at = now() WHERE company_id = $1 AND id = $2`, [
    entry.companyId,
    entry.bankAccountId,
    String(signed ?? 0),
  ]);
}

/** The entry a charge of the company belongs to (active or not), or null. */
async function entryOf(manager: EntityManager, companyId: string, chargeId: string): Promise<string | null> {
  const rows = (await manager.query(`SELECT financial_entry_id FROM charges WHERE company_id = $1 AND id = $2`, [companyId, chargeId])) as {
    financial_entry_id: string;
  }[];
  return rows[0]?.financial_entry_id ?? null;
}

function conflict(message: string): ApiError {
  return new ApiError(ErrorCode.CONFLICT, [{ field: 'id', message }]);
}

