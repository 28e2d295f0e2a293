import { ApiError, ErrorCode } from '@bizapi/contracts';
import { Injectable } from '@nestjs/common';
import type { IncomingHttpHeaders } from 'node:http';
import { AccessClaims, AccessTokenService } from './access-token.service';
import { CompanyTokenService } from './company-token.service';

/** The header checks of the spec's "Authentication" rules 4 and 9, in that order. */
@Injectable()
export class RequestAuthenticator {
  constructor(
    private readonly tokens: AccessTokenService,
    private readonly companyTokens: CompanyTokenService,
  ) {}

  /** Claims of a request to any endpoint except /auth. */
  authenticate(headers: IncomingHttpHeaders): AccessClaims {
    const { bearer, companyToken } = this.readHeaders(headers);
    const claims = this.tokens.verify(bearer);
    this.checkCompany(claims, companyToken);
    return claims;
  }

  /** Claims of a request to /auth/refresh-token, whose token may have expired. */
  authenticateForRefresh(headers: IncomingHttpHeaders): { claims: AccessClaims; companyToken: string } {
    const { bearer, companyToken } = this.readHeaders(headers);
    const claims = this.tokens.verifyForRefresh(bearer);
    this.checkCompany(claims, companyToken);
    return { claims, companyToken };
  }

  private readHeaders(headers: IncomingHttpHeaders): { bearer: string; companyToken: string } {
    const authorization = headers.authorization?.trim();
    if (!authorization) throw new ApiError(ErrorCode.MISSING_AUTH_HEADER);
    const companyToken = single(headers['x-company-token']);
    if (!companyToken) throw new ApiError(ErrorCode.MISSING_COMPANY_TOKEN);
    const match = /^Bearer +(\S+)$/i.exec(authorization);
    if (!match) throw new ApiError(ErrorCode.TOKEN_INVALID);
    return { bearer: match[1], companyToken };
  }

  private checkCompany(claims: AccessClaims, companyToken: string): void {
    if (!this.companyTokens.matches(claims.cid, companyToken)) throw new ApiError(ErrorCode.TOKEN_INVALID);
  }
}

function single(value: string | string[] | undefined): string | undefined {
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  return text || undefined;
}
