import { CONTRACT_SITUATIONS, SIGN_STATUSES } from '@bizapi/contracts';
import { EnumValue, Nullable, Optional, Required, Text } from '@bizapi/conventions';
import { IsString } from 'class-validator';
import type { ContractSituation, SignStatus } from '../shared/sales-enums';

/** The text of a digital contract may be long. */
export const SIGN_CONTENT_MAX = 100_000;

export class CreateSignDto {
  @Required() @Text(255) title: string;
  @Nullable() @IsString() dealId?: string | null;
  @Nullable() @IsString() personId?: string | null;
  @Nullable() @Text(SIGN_CONTENT_MAX) content?: string | null;
  /** DRAFT (default) or SENT; another sign status is 400 VALIDATION_ERROR. */
  @Optional() @EnumValue(SIGN_STATUSES) status?: SignStatus;
}

/** PUT is partial. */
export class UpdateSignDto {
  @Optional() @Text(255) title?: string;
  @Optional() @EnumValue(SIGN_STATUSES) status?: SignStatus;
  @Nullable() @Text(SIGN_CONTENT_MAX) content?: string | null;
  @Nullable() @EnumValue(CONTRACT_SITUATIONS) contractSituation?: ContractSituation | null;
}
