import { preparedQuery } from '@bizapi/runtime';
import DataLoader from 'dataloader';
import { DataSource } from 'typeorm';

type Row = Record<string, unknown>;

/** A page's statement: its text, its parameters, and the PostgreSQL type each is passed as when batched (`uuid`, `text`, `int`). */
export interface PageStatement {
  sql: string;
  values: unknown[];
  types: string[];
}

/** Most pages one statement answers; far above what one turn gathers under load. */
const MAX_BATCH = 100;

/**
 * Pages of lists, batched the way gets by id are (IdLookup): pages that
 * arrive in one event-loop turn with the same statement text (one
 * collection, order, limit and page shape; any companies and cursors) run
 * as one statement. The page's statement becomes a LATERAL subquery over the
 * requests' parameters, so PostgreSQL runs each request's page exactly as it
 * would alone (its own index scan, in its own order, with its own total) and
 * answers all of them in one round trip and one wake-up. A page alone in its
 * turn runs its plain statement. Nothing is cached or shared but the trip.
 */
export class PageBatcher {
  private readonly loader = new DataLoader<PageStatement, Row[]>((statements) => this.runAll(statements), {
    cache: false,
    maxBatchSize: MAX_BATCH,
    batchScheduleFn: (run) => setImmediate(run),
  });

  constructor(private readonly dataSource: DataSource) {}

  /** The statement's rows, in its order. */
  run(statement: PageStatement): Promise<Row[]> {
    return this.loader.load(statement);
  }

  private async runAll(statements: readonly PageStatement[]): Promise<Array<Row[] | Error>> {
    const groups = new Map<string, number[]>();
    statements.forEach((statement, index) => {
      // One text binds the same parameters in the same places: the text alone is the shape.
      const group = groups.get(statement.sql);
      if (group) group.push(index);
      else groups.set(statement.sql, [index]);
    });
    const answers: Array<Row[] | Error> = [];
    await Promise.all(
      [...groups.values()].map(async (indexes) => {
        const pages =
          indexes.length === 1
            ? [await this.alone(statements[indexes[0]])]
            : await this.together(indexes.map((index) => statements[index]));
        indexes.forEach((index, k) => (answers[index] = pages[k]));
      }),
    );
    return answers;
  }

  private alone(statement: PageStatement): Promise<Row[] | Error> {
    return preparedQuery<Row>(this.dataSource, statement.sql, statement.values).catch((error: Error) => error);
  }

  private async together(statements: PageStatement[]): Promise<Array<Row[] | Error>> {
    const [{ sql, types }] = statements;
    const parameters = types.map((type, k) => `$${k + 1}::${type}[]`).join(', ');
    const columns = types.map((_, k) => `p${k + 1}`).join(', ');
    // `$3` of the page's statement is column p3 of its request's row: the text is otherwise the page's own.
    const page = sql.replace(/\$(\d+)/g, (_, n: string) => `r.p${n}`);
    const batched = `SELECT r."__request", b.* FROM unnest(${parameters}) WITH ORDINALITY AS r(${columns}, "__request") CROSS JOIN LATERAL (${page}) b`;
    const rows = await preparedQuery<Row>(
      this.dataSource,
      batched,
      types.map((_, k) => statements.map((statement) => statement.values[k])),
    ).catch((error: Error) => error);
    // A statement one request makes fail (a cursor value the column's type refuses) must fail that request alone.
    if (rows instanceof Error) return Promise.all(statements.map((statement) => this.alone(statement)));
    // A nested loop gives each request's rows together, in the order of its page's own ORDER BY.
    const pages = statements.map((): Row[] => []);
    for (const row of rows) pages[Number(row.__request) - 1].push(row);
    return pages;
  }
}
