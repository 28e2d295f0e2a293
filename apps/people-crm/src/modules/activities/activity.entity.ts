import { ACTIVITIES_CONTRACT } from '@bizapi/contracts';
import { DeclaredTable, ListIndexes } from '@bizapi/collections';
import { Entity, ForeignKey, Index } from 'typeorm';
import { DealEntity } from '../deals/deal.entity';
import { PersonEntity } from '../persons/person.entity';

@Entity({ name: 'activities' })
@ListIndexes('activities', { companyKey: false })
@Index('activities_company_deal_idx', ['companyId', 'dealId'], { where: 'is_active' })
@Index('activities_company_person_idx', ['companyId', 'personId'], { where: 'is_active' })
@Index('activities_company_type_status_idx', ['companyId', 'type', 'status'], { where: 'is_active' })
@ForeignKey(() => DealEntity, ['companyId', 'dealId'], ['companyId', 'id'], { name: 'activities_deal_fkey' })
@ForeignKey(() => PersonEntity, ['companyId', 'personId'], ['companyId', 'id'], { name: 'activities_person_fkey' })
export class ActivityEntity extends DeclaredTable(ACTIVITIES_CONTRACT) {}
