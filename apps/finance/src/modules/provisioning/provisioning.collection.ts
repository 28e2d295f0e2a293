import { CollectionKit, CollectionService, WriteContext, defineCollection, equals, sentFields } from '@bizapi/collections';
import { ApiError, REPEAT_PERIODS, TYPE_CATEGORIES } from '@bizapi/contracts';
import type { RequestContext, TypeCategory } from '@bizapi/contracts';
import { ApiDate, EnumValue, Money, Nullable, Required, Text, formatApiDateTime } from '@bizapi/conventions';
import { Injectable } from '@nestjs/common';
import { IsString } from 'class-validator';
import { RepeatPeriod, dateColumnToApi } from '../finance-enums';
import { ProvisioningEntity } from './provisioning.entity';

export function toProvisioningRecord(provisioning: ProvisioningEntity) {
  return {
    id: provisioning.id,
    title: provisioning.title,
    amount: provisioning.amount,
    typeCategory: provisioning.typeCategory,
    repeatPeriod: provisioning.repeatPeriod,
    startDate: dateColumnToApi(provisioning.startDate),
    endDate: dateColumnToApi(provisioning.endDate),
    bankAccountId: provisioning.bankAccountId,
    financialCategoryId: provisioning.financialCategoryId,
    personId: provisioning.personId,
    costCenterId: provisioning.costCenterId,
    isActive: provisioning.isActive,
    createdAt: formatApiDateTime(provisioning.createdAt),
    updatedAt: formatApiDateTime(provisioning.updatedAt),
  };
}

export const PROVISIONING = defineCollection<ProvisioningEntity>({
  collection: 'provisioning',
  entity: ProvisioningEntity,
  noun: 'provisioning',
  toRecord: toProvisioningRecord,
  filters: { typeCategory: equals('typeCategory', TYPE_CATEGORIES) },
  references: {
    personId: { collection: 'persons' },
    costCenterId: { collection: 'cost-centers' },
    bankAccountId: { collection: 'bank-accounts' },
    financialCategoryId: { collection: 'financial-categories' },
  },
  events: { created: 'provisioning.created' },
});

export class CreateProvisioningDto {
  @Required() @Text(255) title: string;
  @Required() @Money({ exclusiveMin: true }) amount: number;
  @Required() @EnumValue(TYPE_CATEGORIES) typeCategory: TypeCategory;
  @Required() @ApiDate({ dateOnly: true }) startDate: string;
  @Nullable() @ApiDate({ dateOnly: true }) endDate?: string | null;
  @Nullable() @EnumValue(REPEAT_PERIODS) repeatPeriod?: RepeatPeriod | null;
  @Nullable() @IsString() bankAccountId?: string | null;
  @Nullable() @IsString() financialCategoryId?: string | null;
  @Nullable() @IsString() costCenterId?: string | null;
  @Nullable() @IsString() personId?: string | null;
}

@Injectable()
export class ProvisioningService extends CollectionService<ProvisioningEntity, CreateProvisioningDto> {
  constructor(kit: CollectionKit) {
    super(kit, PROVISIONING);
  }

  protected override build(input: CreateProvisioningDto, _caller: RequestContext): Partial<ProvisioningEntity> {
    return {
      repeatPeriod: null,
      endDate: null,
      bankAccountId: null,
      financialCategoryId: null,
      costCenterId: null,
      personId: null,
      ...sentFields(input),
    };
  }

  /** endDate not before startDate; the category, when given, of the provisioning's type. */
  protected override async check(provisioning: ProvisioningEntity, { manager }: WriteContext): Promise<void> {
    if (provisioning.endDate && provisioning.endDate < provisioning.startDate) throw ApiError.validation('endDate', 'endDate must not be before startDate');
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
