import { BILLING_TYPES, CONTRACT_STATUSES, RENEWAL_TYPES } from '@bizapi/contracts';
import { ApiDate, EnumValue, Money, Optional, Required, Text } from '@bizapi/conventions';
import { IsString } from 'class-validator';
import type { BillingType, ContractStatus, RenewalType } from '../shared/sales-enums';

export class CreateContractDto {
  @Required() @IsString() signId: string;
  @Required() @Text(255) title: string;
  @Required() @ApiDate() startDate: string;
  /** A date-only value means the end of that day; not before startDate. */
  @Required() @ApiDate({ endOfDay: true }) endDate: string;
  @Required() @Money() monthlyAmount: number;
  @Optional() @EnumValue(RENEWAL_TYPES) renewalType?: RenewalType;
  @Optional() @EnumValue(BILLING_TYPES) billingType?: BillingType;
}

/** PUT is partial. */
export class UpdateContractDto {
  @Optional() @Text(255) title?: string;
  @Optional() @EnumValue(CONTRACT_STATUSES) status?: ContractStatus;
  @Optional() @ApiDate({ endOfDay: true }) endDate?: string;
  @Optional() @Money() monthlyAmount?: number;
  @Optional() @EnumValue(RENEWAL_TYPES) renewalType?: RenewalType;
  @Optional() @EnumValue(BILLING_TYPES) billingType?: BillingType;
}
