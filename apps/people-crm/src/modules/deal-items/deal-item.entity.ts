import { DEAL_ITEMS_CONTRACT } from '@bizapi/contracts';
import { DeclaredTable, ListIndexes } from '@bizapi/collections';
import { Entity, ForeignKey, Index } from 'typeorm';
import { DealEntity } from '../deals/deal.entity';

/** A line of a deal. It lives and dies with its deal: deactivating a deal deactivates its items. */
@Entity({ name: 'deal_items' })
@Index('deal_items_company_deal_idx', ['companyId', 'dealId', 'createdAt', 'id'], { where: 'is_active' })
@ListIndexes('deal_items', { companyKey: false })
@ForeignKey(() => DealEntity, ['companyId', 'dealId'], ['companyId', 'id'], { name: 'deal_items_deal_fkey' })
export class DealItemEntity extends DeclaredTable(DEAL_ITEMS_CONTRACT) {}
