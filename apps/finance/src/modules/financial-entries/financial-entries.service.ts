import { CollectionKit, CollectionService, CreateInput, WriteContext } from '@bizapi/collections';
import { ApiError, EventName, FINANCIAL_ENTRIES_CONTRACT, RequestContext } from '@bizapi/contracts';
import { newId } from '@bizapi/runtime';
import { Injectable } from '@nestjs/common';
import { EntryCharges } from './entry-charges';
import { FINANCIAL_ENTRIES } from './financial-entries.collection';
import { FinancialEntryEntity } from './financial-entry.entity';
import { InstallmentPlan, planInstallments } from './installments';

type NewEntry = FinancialEntryEntity & { installmentPlan?: InstallmentPlan[] };
type Create = CreateInput<typeof FINANCIAL_ENTRIES_CONTRACT>;

/**
 * Financial entries. A POST of N installments writes N entries (1..N, the
 * amount split to the cent, monthly due dates), a PENDING charge for each
 * REVENUE one, and their events, in one transaction; it answers installment 1.
 */
@Injectable()
export class FinancialEntriesService extends CollectionService<FinancialEntryEntity, Create> {
  constructor(
    kit: CollectionKit,
    private readonly charges: EntryCharges,
  ) {
    super(kit, FINANCIAL_ENTRIES);
  }

  /** Installment 1's values; the plan of all of them rides on the entity to afterWrite. */
  protected override async build(input: Create, caller: RequestContext): Promise<Partial<NewEntry>> {
    const plan = planInstallments(input.originalAmount, input.totalInstallments ?? 1, input.originalDueDate);
    return { ...(await super.build(input, caller)), originalAmount: plan[0].amount, originalDueDate: plan[0].dueDate, installmentPlan: plan };
  }

  /** The category must be of the entry's type (a revenue is not filed under an expense). */
  protected override async check(entry: FinancialEntryEntity, { manager }: WriteContext): Promise<void> {
    entry.installmentGroupId ??= entry.id;
    const rows = (await manager.query(`SELECT type FROM financial_categories WHERE company_id = $1 AND id = $2`, [entry.companyId, entry.financialCategoryId])) as {
      type: string;
    }[];
    if (rows[0] && rows[0].type !== entry.typeCategory) {
      throw ApiError.validation('financialCategoryId', `the financial category is of type ${rows[0].type}, the entry of type ${entry.typeCategory}`);
    }
  }

  /**
   * Installment 1 is written by the kit; here its charge, then installments
   * 2..N with theirs (codes drawn in one statement), and every event in one
   * statement, in installment order: financial.created k, charge.created k.
   */
  protected override async afterWrite(first: NewEntry, { manager }: WriteContext, before: FinancialEntryEntity | null): Promise<void> {
    if (before) return;
    const plan = first.installmentPlan ?? [];
    delete first.installmentPlan;
    const codes = await this.kit.codes.nextMany(manager, first.companyId, FINANCIAL_ENTRIES.code?.prefix as string, plan.length - 1);
    const events: { event: EventName; data: object }[] = [];
    const written = async (entry: FinancialEntryEntity) => {
      events.push({ event: 'financial.created', data: this.detail(entry) });
      if (entry.typeCategory === 'REVENUE') events.push({ event: 'charge.created', data: await this.charges.createFor(manager, entry) });
    };
    await written(first);
    for (const [index, installment] of plan.slice(1).entries()) {
      const entry = Object.assign(this.store.table.metadata.create() as FinancialEntryEntity, first, {
        id: newId(),
        code: codes[index],
        installmentNumber: installment.installmentNumber,
        originalAmount: installment.amount,
        originalDueDate: installment.dueDate,
      });
      await this.store.insert(manager, entry);
      await written(entry);
    }
    await this.kit.outbox.appendMany(manager, first.companyId, events);
  }
}
