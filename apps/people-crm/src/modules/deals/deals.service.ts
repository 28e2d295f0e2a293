import { CollectionKit, CollectionService, CreateInput, UpdateInput, WriteContext } from '@bizapi/collections';
import { ApiError, DEALS_CONTRACT, EventName, RequestContext } from '@bizapi/contracts';
import { Injectable } from '@nestjs/common';
import { DealStagesService } from '../deal-stages/deal-stages.service';
import { DealEntity } from './deal.entity';
import { DEALS } from './deals.collection';

type Create = CreateInput<typeof DEALS_CONTRACT>;
type Update = UpdateInput<typeof DEALS_CONTRACT>;

/**
 * Deals: opportunities with a customer, moving through the stages of a
 * pipeline. A new deal sits in the first stage of its pipeline, with the
 * next code of the company, and the company user whose key created it as
 * responsible.
 */
@Injectable()
export class DealsService extends CollectionService<DealEntity, Create, Update> {
  constructor(
    kit: CollectionKit,
    private readonly stages: DealStagesService,
  ) {
    super(kit, DEALS);
  }

  protected override async build(input: Create, caller: RequestContext): Promise<Partial<DealEntity>> {
    const firstStageId = await this.stages.firstStageIdOf(caller.companyId, input.dealPipelineId);
    if (!firstStageId) throw ApiError.validation('dealPipelineId', 'dealPipelineId must be the id of an active deal pipeline, with stages, of the company');
    return { ...(await super.build(input, caller)), dealStageId: firstStageId, responsibleId: caller.userId };
  }

  /** A dealStageId moves the deal to that stage, which must be one of its own pipeline's. */
  protected override async apply(deal: DealEntity, input: Update, context: WriteContext): Promise<void> {
    const { dealStageId } = input;
    if (dealStageId !== undefined && dealStageId !== deal.dealStageId) {
      const stage = await this.stages.stage(context.caller.companyId, dealStageId);
      if (stage && stage.dealPipelineId !== deal.dealPipelineId) {
        throw ApiError.validation('dealStageId', 'the stage belongs to another pipeline than the deal');
      }
    }
    await super.apply(deal, input, context);
  }

  protected override moreEvents(deal: DealEntity, before: DealEntity): EventName[] {
    return deal.dealStageId !== before.dealStageId ? ['deal.stage_changed'] : [];
  }
}
