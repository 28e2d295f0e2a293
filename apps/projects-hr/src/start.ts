import 'reflect-metadata';
import { runService } from '@bizapi/runtime';
import { AppModule } from './app.module';
import { PROJECTS_HR_DATABASE } from './database/projects-hr-database';

runService({ service: 'projects-hr', appModule: AppModule, database: PROJECTS_HR_DATABASE }).catch((error: unknown) => {
  process.stderr.write(`projects-hr failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
