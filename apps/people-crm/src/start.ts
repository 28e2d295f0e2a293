import 'reflect-metadata';
import { runService } from '@bizapi/runtime';
import { AppModule } from './app.module';
import { PEOPLE_CRM_DATABASE } from './database/people-crm-database';

runService({ service: 'people-crm', appModule: AppModule, database: PEOPLE_CRM_DATABASE }).catch((error: unknown) => {
  process.stderr.write(`people-crm failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
