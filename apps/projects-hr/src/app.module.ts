import { CollectionsModule } from '@bizapi/collections';
import { RuntimeModule } from '@bizapi/runtime';
import { Module } from '@nestjs/common';
import { PROJECTS_HR_DATABASE } from './database/projects-hr-database';
import { DOMAIN_MODULES } from './modules/domain-modules';

@Module({
  imports: [
    RuntimeModule.forRoot({ service: 'projects-hr', database: PROJECTS_HR_DATABASE }),
    CollectionsModule.forService('projects-hr'),
    ...DOMAIN_MODULES,
  ],
})
export class AppModule {}
