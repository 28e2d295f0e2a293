import { CollectionKit, CollectionService, WriteContext, assignSent, sentFields } from '@bizapi/collections';
import { ApiError, EventName, RequestContext } from '@bizapi/contracts';
import { parseApiDate, uniqueValues } from '@bizapi/conventions';
import { Injectable } from '@nestjs/common';
import { DealStagesService } from '../deal-stages/deal-stages.service';
import { CreateDealDto, UpdateDealDto } from './deal.dto';
import { DealEntity } from './deal.entity';
import { DEALS } from './deals.collection';

/**
 * Deals: opportunities with a customer, moving through the stages of a
 * pipeline. A new deal sits in the first stage of its pipeline, with the
 * next code of the company, and the company user whose key created it as
 * responsible.
 */
@Injectable()
export class DealsService extends CollectionService<DealEntity, CreateDealDto, UpdateDealDto> {
  constructor(
    kit: CollectionKit,
    private readonly stages: DealStagesService,
  ) {
    super(kit, DEALS);
  }

  protected override async build(input: CreateDealDto, caller: RequestContext): Promise<Partial<DealEntity>> {
    const { expectedCloseDate, tags, ...fields } = input;
    const firstStageId = await this.stages.firstStageIdOf(caller.companyId, input.dealPipelineId);
    if (!firstStageId) throw ApiError.validation('dealPipelineId', 'dealPipelineId must be the id of an active deal pipeline, with stages, of the company');
    return {
      amount: null,
      description: null,
      ...sentFields(fields),
      dealStageId: firstStageId,
      expectedCloseDate: parseApiDate(expectedCloseDate),
      tags: uniqueValues(tags ?? []),
      responsibleId: caller.userId,
    };
  }

  /** A dealStageId moves the deal to that stage, which must be one of its own pipeline's. */
  protected override async apply(deal: DealEntity, input: UpdateDealDto, { caller }: WriteContext): Promise<void> {
    const { dealStageId, expectedCloseDate, tags, ...fields } = input;
    if (dealStageId !== undefined && dealStageId !== deal.dealStageId) {
      const stage = await this.stages.stage(caller.companyId, dealStageId);
      if (stage && stage.dealPipelineId !== deal.dealPipelineId) {
        throw ApiError.validation('dealStageId', 'the stage belongs to another pipeline than the deal');
      }
      deal.dealStageId = dealStageId;
    }
    assignSent(deal, fields);
    if (expectedCloseDate !== undefined) deal.expectedCloseDate = parseApiDate(expectedCloseDate);
    if (tags) deal.tags = uniqueValues(tags);
  }

  protected override moreEvents(deal: DealEntity, before: DealEntity): EventName[] {
    return deal.dealStageId !== before.dealStageId ? ['deal.stage_changed'] : [];
  }
}
