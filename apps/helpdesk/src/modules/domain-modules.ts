import { CollectionDeclaration } from '@bizapi/collections';
import { Type } from '@nestjs/common';
import { SLA_POLICIES } from './sla-policies/sla-policies.collection';
import { SlaPoliciesModule } from './sla-policies/sla-policies.module';
import { TICKET_COMMENTS } from './ticket-comments/ticket-comments.collection';
import { TicketCommentsModule } from './ticket-comments/ticket-comments.module';
import { TICKETS } from './tickets/tickets.collection';
import { TicketsModule } from './tickets/tickets.module';

/** Every collection the service owns, with its Nest module: adding a collection is one line here (and its migration). */
const DOMAIN: { module: Type<unknown>; collections: Pick<CollectionDeclaration, 'entity'>[] }[] = [
  { module: SlaPoliciesModule, collections: [SLA_POLICIES] },
  { module: TicketsModule, collections: [TICKETS] },
  { module: TicketCommentsModule, collections: [TICKET_COMMENTS] },
];

export const DOMAIN_MODULES = DOMAIN.map((entry) => entry.module);
export const DOMAIN_ENTITIES = DOMAIN.flatMap((entry) => entry.collections.map((collection) => collection.entity));
