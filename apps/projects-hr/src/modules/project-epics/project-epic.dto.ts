import { LONG_TEXT_MAX, Nullable, Optional, Required, Text } from '@bizapi/conventions';
import { IsString, Matches } from 'class-validator';

/** `#RRGGBB`: a hexadecimal colour, either case. */
const HexColor = () => Matches(/^#[0-9A-Fa-f]{6}$/, { message: '$property must be a hexadecimal color such as #1A2B3C' });

export class CreateProjectEpicDto {
  @Required() @IsString() projectId: string;
  @Required() @Text(255) title: string;
  @Nullable() @Text(LONG_TEXT_MAX) description?: string | null;
  @Nullable() @IsString() @HexColor() color?: string | null;
}

/** PUT is partial: the create fields except projectId. */
export class UpdateProjectEpicDto {
  @Optional() @Text(255) title?: string;
  @Nullable() @Text(LONG_TEXT_MAX) description?: string | null;
  @Nullable() @IsString() @HexColor() color?: string | null;
}
