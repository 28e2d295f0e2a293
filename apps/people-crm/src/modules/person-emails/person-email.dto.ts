import { Optional, Required } from '@bizapi/conventions';
import { IsBoolean, IsEmail, IsString, MaxLength } from 'class-validator';

const EMAIL_MESSAGE = { message: 'email must be an e-mail address' };

export class CreatePersonEmailDto {
  @Required() @IsString() personId: string;
  @Required() @IsEmail({}, EMAIL_MESSAGE) @MaxLength(254) email: string;
  @Optional() @IsBoolean() isPrimary?: boolean;
}

export class UpdatePersonEmailDto {
  @Optional() @IsEmail({}, EMAIL_MESSAGE) @MaxLength(254) email?: string;
  @Optional() @IsBoolean() isPrimary?: boolean;
}
