import { QueryRunner } from 'typeorm';

/**
 * Records a stored generated column's expression where TypeORM reads it when
 * it compares entities with the schema (the schema-drift check): its
 * `typeorm_metadata` table, created on first use. For a migration that adds
 * `<column> numeric GENERATED ALWAYS AS (<expression>) STORED`.
 */
export async function registerGeneratedColumn(queryRunner: QueryRunner, table: string, column: string, expression: string): Promise<void> {
  await queryRunner.query(`
    CREATE TABLE IF NOT EXISTS typeorm_metadata (
      type varchar NOT NULL,
      database varchar,
      schema varchar,
      "table" varchar,
      name varchar,
      value text
    )`);
  await queryRunner.query(
    `INSERT INTO typeorm_metadata (type, database, schema, "table", name, value)
     VALUES ('GENERATED_COLUMN', current_database(), current_schema(), $1, $2, $3)`,
    [table, column, expression],
  );
}
