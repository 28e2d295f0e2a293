import 'reflect-metadata';
import { runService } from '@bizapi/runtime';
import { AppModule } from './app.module';
import { SALES_CONTRACTS_DATABASE } from './database/sales-contracts-database';

runService({ service: 'sales-contracts', appModule: AppModule, database: SALES_CONTRACTS_DATABASE }).catch((error: unknown) => {
  process.stderr.write(`sales-contracts failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
