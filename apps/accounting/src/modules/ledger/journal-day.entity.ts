import { Column, Entity, PrimaryColumn } from 'typeorm';

/** How many entries were POSTED on each day of a company: the dashboard counts a period's entries from these. */
@Entity({ name: 'journal_days' })
export class JournalDayEntity {
  @PrimaryColumn({ name: 'company_id', type: 'uuid', primaryKeyConstraintName: 'journal_days_pkey' })
  companyId: string;

  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'journal_days_pkey' })
  day: string;

  @Column({ name: 'posted_entries', type: 'integer' })
  postedEntries: number;
}
