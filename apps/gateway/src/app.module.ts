import { RuntimeModule } from '@bizapi/runtime';
import { DynamicModule, Module } from '@nestjs/common';
import { GatewayEnv } from './config/gateway-env';
import { IAM_DATABASE } from './database/iam-database';
import { AuthModule } from './modules/auth/auth.module';
import { DocsModule } from './modules/docs/docs.module';
import { IamModule } from './modules/iam/iam.module';
import { OpenApiModule } from './modules/openapi/openapi.module';
import { ProxyModule } from './modules/proxy/proxy.module';

@Module({})
export class AppModule {
  static register(env: GatewayEnv): DynamicModule {
    return {
      module: AppModule,
      imports: [
        RuntimeModule.forRoot({ service: 'gateway', database: IAM_DATABASE, outbox: false, redis: true, env, internalRoutes: false }),
        IamModule,
        AuthModule,
        DocsModule,
        OpenApiModule,
        ProxyModule,
      ],
    };
  }
}
