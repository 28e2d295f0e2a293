import { CollectionKit, CollectionService, WriteContext } from '@bizapi/collections';
import { ApiError } from '@bizapi/contracts';
import { Injectable } from '@nestjs/common';
import { PROVISIONING } from './provisioning.collection';
import { ProvisioningEntity } from './provisioning.entity';
import { assertNotBefore } from '@bizapi/conventions';

@Injectable()
export class ProvisioningService extends CollectionService<ProvisioningEntity> {
  constructor(kit: CollectionKit) {
    super(kit, PROVISIONING);
  }

  /** endDate not before startDate; the category, when given, of the provisioning's type. */
  protected override async check(provisioning: ProvisioningEntity, { manager }: WriteContext): Promise<void> {
    assertNotBefore('endDate', provisioning.endDate, 'startDate', provisioning.startDate);
    if (!provisioning.financialCategoryId) return;
    const rows = (await manager.query(`SELECT type FROM financial_categories WHERE company_id = $1 AND id = $2`, [
      provisioning.companyId,
      provisioning.financialCategoryId,
    ])) as { type: string }[];
    if (rows[0] && rows[0].type !== provisioning.typeCategory) {
      throw ApiError.validation('financialCategoryId', `the financial category is of type ${rows[0].type}, the provisioning of type ${provisioning.typeCategory}`);
    }
  }
}
