import { CollectionKit, CollectionService, CreateInput } from '@bizapi/collections';
import { CONTRACTS_CONTRACT, RequestContext } from '@bizapi/contracts';
import { assertNotBefore } from '@bizapi/conventions';
import { Injectable } from '@nestjs/common';
import { SignEntity } from '../signs/sign.entity';
import { ContractEntity } from './contract.entity';
import { CONTRACTS } from './contracts.collection';

type Create = CreateInput<typeof CONTRACTS_CONTRACT>;

/**
 * Recurring contracts. A new one needs a sign of the company (checked under
 * lock by the kit), starts ACTIVE with renewalType MANUAL and billingType
 * PRE_PAID unless sent, and carries its sign's personId (for the filter).
 * endDate is never before startDate.
 */
@Injectable()
export class ContractsService extends CollectionService<ContractEntity, Create> {
  constructor(kit: CollectionKit) {
    super(kit, CONTRACTS);
  }

  protected override async build(input: Create, caller: RequestContext): Promise<Partial<ContractEntity>> {
    const sign = (await this.kit.registry.store('signs')?.find(caller.companyId, input.signId)) as SignEntity | null | undefined;
    return { ...(await super.build(input, caller)), personId: sign?.personId ?? null };
  }

  protected override check(contract: ContractEntity): void {
    assertNotBefore('endDate', contract.endDate, 'startDate', contract.startDate);
  }
}
