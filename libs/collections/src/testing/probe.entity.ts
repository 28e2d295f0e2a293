import { defineContract } from '@bizapi/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The smallest record the kit's own integration specs read: a deactivatable row with the tenant columns. */
@Entity({ name: 'probes' })
export class ProbeEntity {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'company_id', type: 'uuid' })
  companyId: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ name: 'is_active', type: 'boolean' })
  isActive: boolean;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** The probes table and one insert per probe, for `useScratchSchema`. */
export function probesTable(probes: ProbeEntity[]): Array<[string, unknown[]?]> {
  return [
    [
      `CREATE TABLE {schema}.probes (id uuid PRIMARY KEY, company_id uuid NOT NULL, name text NOT NULL, is_active boolean NOT NULL,
        created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL)`,
    ],
    ...probes.map((probe): [string, unknown[]] => [
      'INSERT INTO {schema}.probes VALUES ($1, $2, $3, $4, $5, $6)',
      [probe.id, probe.companyId, probe.name, probe.isActive, probe.createdAt, probe.updatedAt],
    ]),
  ];
}

/** The probes' contract entry: an internal kind without routes. */
export const PROBES_CONTRACT = defineContract({ collection: 'probes', service: 'people-crm', feature: null, operations: [] });
