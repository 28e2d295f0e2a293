import 'reflect-metadata';
import { runService } from '@bizapi/runtime';
import { AppModule } from './app.module';
import { WEBHOOKS_DATABASE } from './database/webhooks-database';

runService({ service: 'webhooks', appModule: AppModule, database: WEBHOOKS_DATABASE }).catch((error: unknown) => {
  process.stderr.write(`webhooks failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
