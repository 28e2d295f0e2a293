import { Required } from '@bizapi/conventions';
import { IsString, MaxLength } from 'class-validator';

export class AuthRequest {
  @Required() @IsString({ message: 'secret must be a string' }) @MaxLength(200) secret: string;
}

export interface TokenResponse {
  accessToken: string;
  companyToken: string;
  expiresIn: number;
}
