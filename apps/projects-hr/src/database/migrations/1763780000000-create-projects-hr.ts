import { COLLECTION_KIT_TABLES_SQL } from '@bizapi/collections';
import { RUNTIME_TABLES_SQL } from '@bizapi/runtime';
import { MigrationInterface, QueryRunner } from 'typeorm';

/** The `projects_hr` schema: the runtime's tables (outbox, code counters) and the collection kit's (row counters, name copies). */
export class CreateProjectsHr1763780000000 implements MigrationInterface {
  name = 'CreateProjectsHr1763780000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of [...RUNTIME_TABLES_SQL, ...COLLECTION_KIT_TABLES_SQL]) await queryRunner.query(statement);
  }

  async down(): Promise<void> {
    throw new Error('the first migration is not reversible: drop the schema instead');
  }
}
