import { AdminClient, NatsRpcClient } from '@bizapi/runtime';
import { Global, Module } from '@nestjs/common';

/**
 * The operator contract (libs/contracts/src/admin) as the panel calls it: the
 * command line's own AdminClient, over the panel's NATS connection and user,
 * which may call only PANEL_OPERATOR_CALLS. Identity's rules (the key limit,
 * hashing, revocation, usage) stay iam's; the panel acts for its signed-in
 * person's company.
 */
@Global()
@Module({
  providers: [{ provide: AdminClient, useFactory: (rpc: NatsRpcClient) => AdminClient.over(rpc), inject: [NatsRpcClient] }],
  exports: [AdminClient],
})
export class OperatorModule {}
