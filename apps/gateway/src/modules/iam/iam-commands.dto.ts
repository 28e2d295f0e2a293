import { EnumValue, Nullable, Optional, Required, Text } from '@bizapi/conventions';
import { FEATURES } from '@bizapi/contracts';
import { ArrayMaxSize, IsArray, IsEmail, IsString, IsUUID } from 'class-validator';

/** Inputs of the operator commands that the gateway's IAM answers (admin.iam.*). */
export class CreateCompanyCommand {
  @Required() @Text(255) name: string;
  @Optional() @IsArray() @EnumValue(FEATURES, { each: true }) features?: string[];
}

export class UpdateCompanyCommand {
  @Required() @IsUUID('all', { message: 'id must be a company id' }) id: string;
  @Required() @IsArray() @EnumValue(FEATURES, { each: true }) features: string[];
}

export class GetCompanyCommand {
  @Required() @IsUUID('all', { message: 'id must be a company id' }) id: string;
}

export class CreateUserCommand {
  @Required() @IsUUID('all', { message: 'companyId must be a company id' }) companyId: string;
  @Required() @Text(255) name: string;
  @Nullable() @IsEmail({}, { message: 'email must be an e-mail address' }) email?: string | null;
}

export class CreateKeyCommand {
  @Required() @IsUUID('all', { message: 'companyId must be a company id' }) companyId: string;
  @Required() @IsUUID('all', { message: 'userId must be a user id' }) userId: string;
  @Optional() @IsArray() @ArrayMaxSize(500) @IsString({ each: true }) scopes?: string[];
  /** A name to tell the key apart (the panel asks for one). */
  @Optional() @Text(100) label?: string;
  /** The panel user who made it; absent when the operator did. */
  @Optional() @IsUUID('all', { message: 'createdBy must be a user id' }) createdBy?: string;
}

export class RevokeKeyCommand {
  @Required() @IsUUID('all', { message: 'id must be a key id' }) id: string;
}
