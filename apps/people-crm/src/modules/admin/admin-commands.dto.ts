import { Required } from '@bizapi/conventions';
import { IsString, IsUUID } from 'class-validator';

export class SeedCommandDto {
  @Required() @IsUUID('all', { message: 'companyId must be a company id' }) companyId: string;
}

export class DeactivateCommandDto {
  @Required() @IsUUID('all', { message: 'companyId must be a company id' }) companyId: string;
  @Required() @IsString() collection: string;
  @Required() @IsString() id: string;
}
