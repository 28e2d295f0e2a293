import { EnumValue, Nullable, Optional, Required, Text } from '@bizapi/conventions';
import { FEATURES, MAX_RATE_LIMIT_PER_MINUTE } from '@bizapi/contracts';
import { applyDecorators } from '@nestjs/common';
import { ArrayMaxSize, IsArray, IsEmail, IsInt, IsString, IsUUID, Max, Min, ValidateIf } from 'class-validator';

/** Requests a minute, a whole number from 1 to MAX_RATE_LIMIT_PER_MINUTE. */
const RATE_LIMIT_MESSAGE = `rateLimitPerMinute must be a whole number from 1 to ${MAX_RATE_LIMIT_PER_MINUTE}, or null for the gateway's default`;
const RateLimit = () =>
  applyDecorators(IsInt({ message: RATE_LIMIT_MESSAGE }), Min(1, { message: RATE_LIMIT_MESSAGE }), Max(MAX_RATE_LIMIT_PER_MINUTE, { message: RATE_LIMIT_MESSAGE }));

/** Inputs of the operator commands that the gateway's IAM answers (admin.iam.*). */
export class CreateCompanyCommand {
  @Required() @Text(255) name: string;
  @Optional() @IsArray() @EnumValue(FEATURES, { each: true }) features?: string[];
  /** Absent or null: the gateway's RATE_LIMIT_PER_MINUTE. */
  @Nullable() @RateLimit() rateLimitPerMinute?: number | null;
}

/** The plan, the rate limit (null: back to the gateway's default), or both; what is absent stays. */
export class UpdateCompanyCommand {
  @Required() @IsUUID('all', { message: 'id must be a company id' }) id: string;
  // Required unless the rate limit is what changes.
  @ValidateIf((command: UpdateCompanyCommand) => command.features !== undefined || command.rateLimitPerMinute === undefined)
  @Required() @IsArray() @EnumValue(FEATURES, { each: true }) features?: string[];
  @Optional() @ValidateIf((_command, value) => value !== null) @RateLimit() rateLimitPerMinute?: number | null;
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
  /** The panel's company: a key of another company is then not found. */
  @Optional() @IsUUID('all', { message: 'companyId must be a company id' }) companyId?: string;
  /** The panel user who revokes it; absent when the operator does. */
  @Optional() @IsUUID('all', { message: 'revokedBy must be a user id' }) revokedBy?: string;
}

export class GetUserCommand {
  @Required() @IsUUID('all', { message: 'companyId must be a company id' }) companyId: string;
  @Required() @IsUUID('all', { message: 'id must be a user id' }) id: string;
}

/** A company's keys (`admin.iam.keys.list`) or its usage (`admin.iam.usage.get`). */
export class CompanyCommand {
  @Required() @IsUUID('all', { message: 'companyId must be a company id' }) companyId: string;
}
