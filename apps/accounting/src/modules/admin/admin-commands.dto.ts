import { Required } from '@bizapi/conventions';
import { IsUUID } from 'class-validator';

export class SeedCommandDto {
  @Required() @IsUUID('all', { message: 'companyId must be a company id' }) companyId: string;
}
