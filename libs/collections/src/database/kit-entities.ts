import { Column, Entity, PrimaryColumn } from 'typeorm';

/** See COLLECTION_KIT_TABLES_SQL. Declared for the schema check; the kit writes these tables in SQL. */
@Entity({ name: 'collection_counts' })
export class CollectionCountEntity {
  @PrimaryColumn({ name: 'company_id', type: 'uuid', primaryKeyConstraintName: 'collection_counts_pkey' })
  companyId: string;

  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'collection_counts_pkey' })
  collection: string;

  @PrimaryColumn({ type: 'smallint', primaryKeyConstraintName: 'collection_counts_pkey' })
  stripe: number;

  @Column({ name: 'active_count', type: 'bigint' })
  activeCount: string;
}

@Entity({ name: 'reference_names' })
export class ReferenceNameEntity {
  @PrimaryColumn({ name: 'company_id', type: 'uuid', primaryKeyConstraintName: 'reference_names_pkey' })
  companyId: string;

  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'reference_names_pkey' })
  collection: string;

  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'reference_names_pkey' })
  id: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'timestamptz' })
  version: Date;
}

export const COLLECTION_KIT_ENTITIES = [CollectionCountEntity, ReferenceNameEntity];
