import { parseApiDate, toListEnvelope, uniqueValues } from '@bizapi/conventions';
import { ApiError, CompanyUserSummary, InternalSubject, ListEnvelope, RequestContext } from '@bizapi/contracts';
import { CodeGenerator, NatsRpcClient, OutboxWriter, newId } from '@bizapi/runtime';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DealPipelinesService } from '../deal-pipelines/deal-pipelines.service';
import { PersonsService } from '../persons/persons.service';
import { assignSent, sameRecord } from '../shared/partial-update';
import { CreateDealDto, ListDealsQuery, UpdateDealDto } from './deal.dto';
import { DealEntity } from './deal.entity';
import { DealDetail, DealRecord, toDealDetail, toDealRecord } from './deal.mapper';
import { DealsRepository } from './deals.repository';

/** Prefix of deal codes: `DEAL-000001`. */
const DEAL_CODE_PREFIX = 'DEAL';

/** Deals: opportunities with a customer, moving through the stages of a pipeline. */
@Injectable()
export class DealsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly deals: DealsRepository,
    private readonly persons: PersonsService,
    private readonly pipelines: DealPipelinesService,
    private readonly codes: CodeGenerator,
    private readonly outbox: OutboxWriter,
    private readonly rpc: NatsRpcClient,
  ) {}

  async list(caller: RequestContext, query: ListDealsQuery): Promise<ListEnvelope<DealRecord>> {
    const [rows, total] = await this.deals.list(caller.companyId, query);
    return toListEnvelope(rows.map(toDealRecord), total, query);
  }

  async get(caller: RequestContext, id: string): Promise<DealDetail> {
    return toDealDetail(await this.require(caller.companyId, id));
  }

  /** An active deal of the company, or RESOURCE_NOT_FOUND naming `field`. */
  async require(companyId: string, id: string, field?: string): Promise<DealEntity> {
    const deal = await this.deals.findActive(companyId, id);
    if (!deal) throw ApiError.notFound(field, 'deal');
    return deal;
  }

  /**
   * A new deal sits in the first stage of its pipeline, with the next code of
   * the company. The create response is the get shape: the spec promises
   * expectedCloseDate on it, and the responsible fields come with it.
   */
  async create(caller: RequestContext, input: CreateDealDto): Promise<DealDetail> {
    const { companyId } = caller;
    const customer = await this.persons.require(companyId, input.customerId, 'customerId');
    const dealPipeline = await this.pipelines.require(companyId, input.dealPipelineId, 'dealPipelineId');
    const dealStage = await this.pipelines.firstStage(companyId, dealPipeline, 'dealPipelineId');
    // Asked before the transaction opens, so the code counter is never held during a network call.
    const responsible = await this.rpc.request<CompanyUserSummary>(InternalSubject.companyUserGet, {
      companyId,
      userId: caller.userId,
    });
    return this.dataSource.transaction(async (manager) => {
      const now = new Date();
      const deal = Object.assign(new DealEntity(), {
        id: newId(),
        companyId,
        code: await this.codes.next(manager, companyId, DEAL_CODE_PREFIX),
        title: input.title,
        customerId: customer.id,
        dealType: input.dealType,
        dealPipelineId: dealPipeline.id,
        dealStageId: dealStage.id,
        amount: input.amount ?? null,
        expectedCloseDate: parseApiDate(input.expectedCloseDate),
        description: input.description ?? null,
        tags: uniqueValues(input.tags ?? []),
        responsibleId: responsible.id,
        responsibleName: responsible.name,
        isActive: true,
        createdAt: now,
        updatedAt: now,
      });
      await this.deals.insert(manager, deal);
      Object.assign(deal, { customer, dealPipeline, dealStage });
      const detail = toDealDetail(deal);
      await this.outbox.append(manager, companyId, 'deal.created', detail);
      return detail;
    });
  }

  /**
   * Partial update, answered with the whole record (the get shape, as for
   * create). A dealStageId moves the deal to that stage of its own pipeline
   * and also emits deal.stage_changed. Nothing is written (nor emitted) when
   * nothing changes.
   */
  async update(caller: RequestContext, id: string, input: UpdateDealDto): Promise<DealDetail> {
    const { companyId } = caller;
    return this.dataSource.transaction(async (manager) => {
      const deal = await this.deals.findActiveForUpdate(manager, companyId, id);
      if (!deal) throw ApiError.notFound();
      const before = toDealDetail(deal);
      const { dealStageId, expectedCloseDate, tags, ...fields } = input;
      if (dealStageId !== undefined && dealStageId !== deal.dealStageId) {
        const stage = await this.pipelines.requireStageOf(companyId, deal.dealPipelineId, dealStageId, 'dealStageId');
        Object.assign(deal, { dealStageId: stage.id, dealStage: stage });
      }
      assignSent(deal, fields);
      if (expectedCloseDate !== undefined) deal.expectedCloseDate = parseApiDate(expectedCloseDate);
      if (tags) deal.tags = uniqueValues(tags);
      if (sameRecord(before, toDealDetail(deal))) return before;

      deal.updatedAt = new Date();
      await this.deals.update(manager, deal);
      const detail = toDealDetail(deal);
      await this.outbox.append(manager, companyId, 'deal.updated', detail);
      if (detail.dealStageId !== before.dealStageId) {
        await this.outbox.append(manager, companyId, 'deal.stage_changed', detail);
      }
      return detail;
    });
  }

  /** What the platform's screens do (operator `deactivate`): the deal leaves lists and gives 404 from now on. */
  async deactivate(companyId: string, id: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const deal = await this.deals.findActiveForUpdate(manager, companyId, id);
      if (!deal) throw ApiError.notFound('id', 'deal');
      deal.isActive = false;
      deal.updatedAt = new Date();
      await this.deals.update(manager, deal);
      await this.outbox.append(manager, companyId, 'deal.updated', toDealDetail(deal));
    });
  }
}
