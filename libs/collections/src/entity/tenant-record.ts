import { Column, PrimaryColumn } from 'typeorm';

/**
 * The columns every tenant-owned table has: a time-ordered id, the owning
 * company (`company_id`, never null) and the two timestamps. An entity
 * extends this (or {@link DeactivatableRecord}) and declares only its own
 * columns; its indexes still begin with `company_id`.
 */
export abstract class TenantRecord {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'company_id', type: 'uuid' })
  companyId: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}

/** A record the spec shows with `isActive`: deactivated by the operator, it gives 404 and leaves lists. */
export abstract class DeactivatableRecord extends TenantRecord {
  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive: boolean;
}
