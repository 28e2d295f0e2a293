import { ApiError, ErrorCode } from '@bizapi/contracts';
import { Body, Controller, Headers, HttpCode, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RateLimitState } from '../access/access-gate';
import { applyRateLimitHeaders } from '../http/rate-limit-headers';
import { AuthService } from './auth.service';
import { TokenResponse } from './auth.dto';
import { RequestAuthenticator } from './request-authenticator';

/** `POST /external/v1/auth` and `POST /external/v1/auth/refresh-token`. */
@Controller('external/v1/auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly authenticator: RequestAuthenticator,
  ) {}

  @Post()
  @HttpCode(200)
  async token(
    @Headers('x-api-key') apiKey: string | undefined,
    @Body() body: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<TokenResponse> {
    return this.auth.exchange(apiKey?.trim(), body, (state) => this.throttled(state, reply));
  }

  @Post('refresh-token')
  @HttpCode(200)
  async refresh(
    @Req() request: FastifyRequest,
    @Body() body: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<TokenResponse> {
    const { claims } = this.authenticator.authenticateForRefresh(request.headers);
    return this.auth.refresh(claims, body, (state) => this.throttled(state, reply));
  }

  /** The per-key counter's headers; 429 when it is spent. */
  private throttled(state: RateLimitState, reply: FastifyReply): void {
    applyRateLimitHeaders(reply, state, 'api-key');
    if (!state.allowed) throw new ApiError(ErrorCode.RATE_LIMIT_EXCEEDED);
  }
}
