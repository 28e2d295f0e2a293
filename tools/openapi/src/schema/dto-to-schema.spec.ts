import { ApiDate, EnumValue, Money, Nullable, Optional, Required, StringList, Text } from '@bizapi/conventions';
import { IsBoolean, ValidateBy } from 'class-validator';
import { DtoToSchema, constraintNamesOf } from './dto-to-schema';

class ExampleDto {
  @Required() @Text(255) title: string;
  @Optional() @EnumValue(['LOW', 'HIGH']) priority?: string;
  @Nullable() @Money({ min: 0, exclusiveMin: true }) amount?: number | null;
  @Required() @ApiDate({ dateOnly: true }) dueDate: string;
  @Optional() @StringList() tags?: string[];
  @Optional() @IsBoolean() urgent?: boolean = false;
}

describe('DtoToSchema: the validation vocabulary as JSON Schema', () => {
  it('turns each rule into its keywords: required fields, limits, enumerations, nullability, defaults', () => {
    expect(new DtoToSchema().convert(ExampleDto)).toEqual({
      type: 'object',
      properties: {
        title: { type: 'string', pattern: '\\S', maxLength: 255 },
        priority: { type: 'string', enum: ['LOW', 'HIGH'] },
        amount: { type: ['number', 'null'], multipleOf: 0.01, exclusiveMinimum: 0, maximum: 9999999999999.99 },
        dueDate: { type: 'string', format: 'date', description: 'YYYY-MM-DD' },
        tags: { type: 'array', maxItems: 50, items: { type: 'string', pattern: '\\S', maxLength: 50 } },
        urgent: { type: 'boolean', default: false },
      },
      required: ['title', 'dueDate'],
      additionalProperties: false,
    });
  });

  it('names the constraints that decide the error codes (INVALID_ENUM_VALUE, INVALID_DATE_FORMAT)', () => {
    expect([...constraintNamesOf(ExampleDto)]).toEqual(expect.arrayContaining(['isEnumValue', 'isApiDate', 'isDefined']));
  });

  it('refuses a rule it cannot describe rather than leaving the field out', () => {
    class Custom {
      @ValidateBy({ name: 'isPrimeNumber', validator: { validate: () => true } }) value: number;
    }
    expect(() => new DtoToSchema().convert(Custom)).toThrow('Custom.value: no JSON Schema for the validation rule isPrimeNumber');
    expect(new DtoToSchema({ isPrimeNumber: () => ({ type: 'integer' }) }).convert(Custom).properties?.value).toEqual({ type: 'integer' });
  });
});
