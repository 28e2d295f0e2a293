import { ApiError, ErrorCode } from '@bizapi/contracts';
import { Body, Controller, Headers, HttpCode, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
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
    const key = apiKey?.trim();
    if (key) await this.throttle(key, reply);
    return this.auth.exchange(key, body);
  }

  @Post('refresh-token')
  @HttpCode(200)
  async refresh(
    @Req() request: FastifyRequest,
    @Body() body: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<TokenResponse> {
    const { claims } = this.authenticator.authenticateForRefresh(request.headers);
    await this.throttle(claims.akid, reply);
    return this.auth.refresh(claims, body);
  }

  private async throttle(subject: string, reply: FastifyReply): Promise<void> {
    const state = await this.auth.throttle(subject);
    applyRateLimitHeaders(reply, state, 'api-key');
    if (!state.allowed) throw new ApiError(ErrorCode.RATE_LIMIT_EXCEEDED);
  }
}
