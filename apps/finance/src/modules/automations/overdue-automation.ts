import { CollectionKit, CollectionService } from '@bizapi/collections';
import { AutomationCounts, AutomationsRunCommand, ErrorCode, ApiError, EventName } from '@bizapi/contracts';
import { formatApiDate, parseApiDate } from '@bizapi/conventions';
import { isId } from '@bizapi/runtime';
import { Injectable } from '@nestjs/common';
import { ChargesService } from '../charges/charges.service';
import { FinancialEntriesService } from '../financial-entries/financial-entries.service';

interface OverdueMove {
  service: CollectionService<object>;
  table: string;
  dueColumn: string;
  event: EventName;
}

/**
 * The automatic moves of finance: PENDING financial entries and charges whose
 * due date is before the day of `asOf` (UTC) become OVERDUE, with
 * `financial.overdue` / `charge.overdue` (the record as get returns it).
 * Set-based per company (one UPDATE through the (company_id, status, due
 * date) index), each company in its own transaction, so a run over all
 * companies never holds one long transaction.
 */
@Injectable()
export class OverdueAutomation {
  private readonly moves: { entries: OverdueMove; charges: OverdueMove };

  constructor(
    private readonly kit: CollectionKit,
    entries: FinancialEntriesService,
    charges: ChargesService,
  ) {
    this.moves = {
      entries: { service: entries as unknown as CollectionService<object>, table: 'financial_entries', dueColumn: 'original_due_date', event: 'financial.overdue' },
      charges: { service: charges as unknown as CollectionService<object>, table: 'charges', dueColumn: 'due_date', event: 'charge.overdue' },
    };
  }

  get dataSource() {
    return this.kit.dataSource;
  }

  async run(command: Partial<AutomationsRunCommand>): Promise<AutomationCounts> {
    const asOf = command.asOf === undefined ? new Date() : parseApiDate(command.asOf);
    if (!asOf) throw new ApiError(ErrorCode.INVALID_DATE_FORMAT, [{ field: 'asOf', message: 'asOf must be an ISO 8601 date' }]);
    if (command.companyId !== undefined && !isId(command.companyId)) throw ApiError.validation('companyId', 'companyId must be the id of a company');
    const day = formatApiDate(asOf);
    const companies = command.companyId ? [command.companyId] : await this.companiesWithDue(day);
    const counts = { financialEntriesOverdue: 0, chargesOverdue: 0 };
    for (const companyId of companies) {
      counts.financialEntriesOverdue += await this.move(this.moves.entries, companyId, day);
      counts.chargesOverdue += await this.move(this.moves.charges, companyId, day);
    }
    return counts;
  }

  /** Companies with something PENDING due before `day`. */
  private async companiesWithDue(day: string): Promise<string[]> {
    const rows = (await this.kit.dataSource.query(
      `SELECT company_id FROM financial_entries WHERE status = 'PENDING' AND is_active AND original_due_date < $1::date
       UNION SELECT company_id FROM charges WHERE status = 'PENDING' AND is_active AND due_date < $1::date`,
      [day],
    )) as { company_id: string }[];
    return rows.map((row) => row.company_id);
  }

  private move({ service, table, dueColumn, event }: OverdueMove, companyId: string, day: string): Promise<number> {
    return this.kit.transaction(async (manager) => {
      const moved = (await manager.query(
        `UPDATE ${table} SET status = 'OVERDUE', updated_at = now()
         WHERE company_id = $1 AND status = 'PENDING' AND is_active AND ${dueColumn} < $2::date RETURNING id`,
        [companyId, day],
      )) as [{ id: string }[], number] | { id: string }[];
      const ids = (Array.isArray(moved[0]) ? moved[0] : moved) as { id: string }[];
      if (!ids.length) return 0;
      const records = await service.store.readMany(
        manager,
        ids.map((row) => row.id),
        companyId,
      );
      for (const record of records) await this.kit.outbox.append(manager, companyId, event, service.detail(record));
      return records.length;
    });
  }
}
