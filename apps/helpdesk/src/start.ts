import 'reflect-metadata';
import { runService } from '@bizapi/runtime';
import { AppModule } from './app.module';
import { HELPDESK_DATABASE } from './database/helpdesk-database';

runService({ service: 'helpdesk', appModule: AppModule, database: HELPDESK_DATABASE }).catch((error: unknown) => {
  process.stderr.write(`helpdesk failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
