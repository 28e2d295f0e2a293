import { formatApiDateTime } from '@bizapi/conventions';
import { DealEntity } from './deal.entity';

/** A Deal as lists return it. Names are copies of the customer's, pipeline's and stage's. */
export function toDealRecord(deal: DealEntity) {
  return {
    id: deal.id,
    code: deal.code,
    title: deal.title,
    customerId: deal.customerId,
    customerName: deal.customerName ?? null,
    dealType: deal.dealType,
    dealPipelineId: deal.dealPipelineId,
    dealPipelineName: deal.dealPipelineName ?? null,
    dealStageId: deal.dealStageId,
    dealStageName: deal.dealStageName ?? null,
    amount: deal.amount,
    description: deal.description,
    tags: deal.tags,
    isActive: deal.isActive,
    createdAt: formatApiDateTime(deal.createdAt),
    updatedAt: formatApiDateTime(deal.updatedAt),
  };
}

/**
 * A Deal as get, create and update return it (and as events carry it): the
 * record with expectedCloseDate and the responsible company user.
 */
export function toDealDetail(deal: DealEntity) {
  return {
    ...toDealRecord(deal),
    expectedCloseDate: formatApiDateTime(deal.expectedCloseDate),
    responsibleId: deal.responsibleId,
    responsibleName: deal.responsibleName ?? null,
  };
}

export type DealRecord = ReturnType<typeof toDealRecord>;
export type DealDetail = ReturnType<typeof toDealDetail>;
