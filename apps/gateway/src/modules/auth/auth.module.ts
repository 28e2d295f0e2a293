import { RUNTIME_ENV } from '@bizapi/runtime';
import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { GatewayEnv } from '../../config/gateway-env';
import { AccessModule } from '../access/access.module';
import { IamModule } from '../iam/iam.module';
import { AccessTokenService } from './access-token.service';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { CompanyTokenService } from './company-token.service';
import { RequestAuthenticator } from './request-authenticator';

@Module({
  imports: [
    IamModule,
    AccessModule,
    JwtModule.registerAsync({
      inject: [RUNTIME_ENV],
      useFactory: (env: GatewayEnv) => ({ secret: env.JWT_SECRET, signOptions: { algorithm: 'HS256' } }),
    }),
  ],
  controllers: [AuthController],
  providers: [AuthService, AccessTokenService, CompanyTokenService, RequestAuthenticator],
  exports: [RequestAuthenticator],
})
export class AuthModule {}
