import { MEASUREMENT_TYPES } from '@bizapi/contracts';
import { ApiDate, EnumValue, Nullable, Required, Text } from '@bizapi/conventions';
import { IsString } from 'class-validator';
import { MeasurementType } from '../shared/finance-enums';

/** Every measurement starts DRAFT with totalAmount 0: neither is a field of the create body. */
export class CreateMeasurementDto {
  @Required() @Text(255) title: string;
  @Required() @IsString() personId: string;
  @Nullable() @EnumValue(MEASUREMENT_TYPES) measurementType?: MeasurementType | null;
  @Nullable() @ApiDate({ dateOnly: true }) startDate?: string | null;
  @Nullable() @ApiDate({ dateOnly: true }) endDate?: string | null;
}
