import { CollectionKit, CollectionService, CreateInput, UpdateInput, WriteContext } from '@bizapi/collections';
import { EventName, RequestContext, TICKETS_CONTRACT } from '@bizapi/contracts';
import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import type { TicketStatus } from '../shared/helpdesk-enums';
import { SlaPoliciesService } from '../sla-policies/sla-policies.service';
import { TicketEntity } from './ticket.entity';
import { TICKETS } from './tickets.collection';

const MINUTE_MS = 60_000;

/** Statuses in which the ticket's work is done: reaching one of them from another status resolves it. */
const DONE: readonly TicketStatus[] = ['RESOLVED', 'CLOSED'];

type Create = CreateInput<typeof TICKETS_CONTRACT>;
type Update = UpdateInput<typeof TICKETS_CONTRACT>;

/**
 * Tickets: a request to the help desk. A new ticket is OPEN, unassigned,
 * with the next code of the company and the SLA deadlines of its
 * priority's policy counted from its creation. resolvedAt follows the
 * status: set when the ticket reaches RESOLVED (or CLOSED straight from an
 * open status), kept from RESOLVED to CLOSED, cleared when it is reopened.
 */
@Injectable()
export class TicketsService extends CollectionService<TicketEntity, Create, Update> {
  constructor(
    kit: CollectionKit,
    private readonly policies: SlaPoliciesService,
  ) {
    super(kit, TICKETS);
  }

  /** A new ticket's SLA deadlines are set by check, once the kit has its createdAt: left undefined here to say so. */
  protected override async build(input: Create, caller: RequestContext): Promise<Partial<TicketEntity>> {
    const { firstResponseDueAt: _first, resolutionDueAt: _resolution, ...values } = await super.build(input, caller);
    return values;
  }

  /**
   * The SLA deadlines of a new ticket, from its createdAt (which the kit sets
   * after build, hence here). A ticket read from its row has them as a date
   * or null; only one being created has them undefined.
   */
  protected override async check(ticket: TicketEntity, { manager }: WriteContext): Promise<void> {
    if (ticket.firstResponseDueAt === undefined) await this.setDeadlines(manager, ticket);
  }

  protected override async apply(ticket: TicketEntity, input: Update, context: WriteContext): Promise<void> {
    const { manager, now } = context;
    const { status, priority, ...fields } = input;
    await super.apply(ticket, fields, context);
    if (priority !== undefined && priority !== ticket.priority) {
      ticket.priority = priority;
      await this.setDeadlines(manager, ticket);
    }
    if (status !== undefined && status !== ticket.status) {
      const wasDone = DONE.includes(ticket.status);
      ticket.status = status;
      if (!DONE.includes(status)) ticket.resolvedAt = null;
      else if (!wasDone) ticket.resolvedAt = now;
    }
  }

  /** ticket.resolved when resolvedAt is set (the ticket reaches RESOLVED, or CLOSED from an open status). */
  protected override moreEvents(ticket: TicketEntity, before: TicketEntity): EventName[] {
    return ticket.resolvedAt && !before.resolvedAt ? ['ticket.resolved'] : [];
  }

  /** Deadlines from createdAt and the active policy of the ticket's priority; none without one. */
  private async setDeadlines(manager: EntityManager, ticket: TicketEntity): Promise<void> {
    const times = await this.policies.timesFor(manager, ticket.companyId, ticket.priority);
    const created = ticket.createdAt.getTime();
    ticket.firstResponseDueAt = times ? new Date(created + times.firstResponseTime * MINUTE_MS) : null;
    ticket.resolutionDueAt = times ? new Date(created + times.resolutionTime * MINUTE_MS) : null;
  }
}
