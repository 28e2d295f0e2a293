import 'reflect-metadata';
import { runService } from '@bizapi/runtime';
import { AppModule } from './app.module';
import { ACCOUNTING_DATABASE } from './database/accounting-database';

runService({ service: 'accounting', appModule: AppModule, database: ACCOUNTING_DATABASE }).catch((error: unknown) => {
  process.stderr.write(`accounting failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
