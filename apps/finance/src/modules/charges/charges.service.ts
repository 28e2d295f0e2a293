import { CollectionKit, CollectionService } from '@bizapi/collections';
import { newId } from '@bizapi/runtime';
import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { EntryCharges } from '../financial-entries/entry-charges';
import { FinancialEntryEntity } from '../financial-entries/financial-entry.entity';
import { DEFAULT_CHARGE_PAYMENT_METHOD } from '../shared/finance-enums';
import { ChargeEntity } from './charge.entity';
import { CHARGES } from './charges.collection';

/** Charges: read-only through the API; made with their REVENUE entries, received by the operator's `charges:receive`. */
@Injectable()
export class ChargesService extends CollectionService<ChargeEntity> implements EntryCharges {
  constructor(kit: CollectionKit) {
    super(kit, CHARGES);
  }

  /** The PENDING charge of a REVENUE entry (installment), written inside the entry's transaction; the caller emits `charge.created` with it. */
  async createFor(manager: EntityManager, entry: FinancialEntryEntity): Promise<object> {
    const charge = Object.assign(this.store.table.metadata.create() as ChargeEntity, {
      id: newId(),
      companyId: entry.companyId,
      financialEntryId: entry.id,
      personId: entry.personId,
      personName: entry.personName ?? null,
      amount: entry.originalAmount,
      status: 'PENDING',
      dueDate: entry.originalDueDate,
      paidAt: null,
      paymentMethod: entry.paymentMethod ?? DEFAULT_CHARGE_PAYMENT_METHOD,
      isActive: true,
      createdAt: entry.createdAt,
      updatedAt: entry.createdAt,
    } satisfies Partial<ChargeEntity>);
    await this.store.insert(manager, charge);
    return this.detail(charge);
  }
}
