import 'reflect-metadata';
import { runService } from '@bizapi/runtime';
import { AppModule } from './app.module';
import { FINANCE_DATABASE } from './database/finance-database';

runService({ service: 'finance', appModule: AppModule, database: FINANCE_DATABASE }).catch((error: unknown) => {
  process.stderr.write(`finance failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
