import { CollectionKit, CollectionService, WriteContext, assignSent, sentFields } from '@bizapi/collections';
import { RequestContext } from '@bizapi/contracts';
import { assertNotBefore, parseApiDate } from '@bizapi/conventions';
import { Injectable } from '@nestjs/common';
import { SignEntity } from '../signs/sign.entity';
import { CreateContractDto, UpdateContractDto } from './contract.dto';
import { ContractEntity } from './contract.entity';
import { CONTRACTS } from './contracts.collection';

/**
 * Recurring contracts. A new one needs a sign of the company (checked under
 * lock by the kit), starts ACTIVE with renewalType MANUAL and billingType
 * PRE_PAID unless sent, and carries its sign's personId (for the filter).
 * endDate is never before startDate.
 */
@Injectable()
export class ContractsService extends CollectionService<ContractEntity, CreateContractDto, UpdateContractDto> {
  constructor(kit: CollectionKit) {
    super(kit, CONTRACTS);
  }

  protected override async build(input: CreateContractDto, caller: RequestContext): Promise<Partial<ContractEntity>> {
    const { startDate, endDate, ...fields } = input;
    // A sign's person never changes; a missing sign is refused by the reference check that follows.
    const sign = (await this.kit.registry.store('signs')?.find(caller.companyId, input.signId)) as SignEntity | null | undefined;
    return {
      renewalType: 'MANUAL',
      billingType: 'PRE_PAID',
      ...sentFields(fields),
      status: 'ACTIVE',
      personId: sign?.personId ?? null,
      startDate: parseApiDate(startDate) as Date,
      endDate: parseApiDate(endDate, { endOfDay: true }) as Date,
    };
  }

  protected override apply(contract: ContractEntity, input: UpdateContractDto, _context: WriteContext): void {
    const { endDate, ...fields } = input;
    assignSent(contract, fields);
    if (endDate !== undefined) contract.endDate = parseApiDate(endDate, { endOfDay: true }) as Date;
  }

  protected override check(contract: ContractEntity): void {
    assertNotBefore('endDate', contract.endDate, 'startDate', contract.startDate);
  }
}
