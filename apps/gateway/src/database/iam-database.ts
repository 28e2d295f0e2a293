import { ServiceDatabase } from '@bizapi/runtime';
import { ApiKeyEntity } from '../modules/iam/api-key.entity';
import { CompanyUserEntity } from '../modules/iam/company-user.entity';
import { CompanyEntity } from '../modules/iam/company.entity';
import { CreateIam1763770000000 } from './migrations/1763770000000-create-iam';
import { CreatePanel1764230000000 } from './migrations/1764230000000-create-panel';
import { CompanyRateLimit1764250000000 } from './migrations/1764250000000-company-rate-limit';
import { PanelMovesOut1764400000000 } from './migrations/1764400000000-panel-moves-out';

/** Identity and access data: the `iam` schema, owned by the gateway. */
export const IAM_DATABASE: ServiceDatabase = {
  schema: 'iam',
  entities: [CompanyEntity, CompanyUserEntity, ApiKeyEntity],
  migrations: [CreateIam1763770000000, CreatePanel1764230000000, CompanyRateLimit1764250000000, PanelMovesOut1764400000000],
};
