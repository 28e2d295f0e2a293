import { defineContract } from './collection-contract';

/** The collections of people-crm: people and the CRM (spec "People", "CRM"). */

const PERSON_FIELDS = ['name', 'socialName', 'documentNumber', 'personType', 'email', 'phone', 'genre', 'country', 'classifications', 'tags'] as const;

export const PERSONS_CONTRACT = defineContract({
  collection: 'persons',
  service: 'people-crm',
  feature: null,
  operations: ['list', 'get', 'create', 'update'],
  writes: {
    // Extension (docs/people.md): the address the get shows may be written.
    create: { spec: PERSON_FIELDS, extensions: ['address'] },
    // The spec shows no list of updatable fields; the create body's are the ones its requests use.
    update: { spec: PERSON_FIELDS, extensions: ['address'] },
  },
  events: {
    'person.created': { when: 'POST /persons', on: 'create' },
    'person.updated': { when: 'PUT /persons/:id', on: 'update', renames: true },
  },
  reference: { nameField: 'name', namesCopiedBy: ['finance', 'helpdesk'] },
});

export const PERSON_EMAILS_CONTRACT = defineContract({
  collection: 'person-emails',
  service: 'people-crm',
  feature: null,
  operations: ['list', 'get', 'create', 'update'],
  writes: { create: { spec: ['personId', 'email', 'isPrimary'] }, update: { spec: ['email', 'isPrimary'] } },
});

export const PERSON_PHONES_CONTRACT = defineContract({
  collection: 'person-phones',
  service: 'people-crm',
  feature: null,
  operations: ['list', 'get', 'create', 'update'],
  writes: { create: { spec: ['personId', 'phone', 'isPrimary', 'phoneType'] }, update: { spec: ['phone', 'isPrimary', 'phoneType'] } },
});

export const LEADS_CONTRACT = defineContract({
  collection: 'leads',
  service: 'people-crm',
  feature: 'crm',
  operations: ['list', 'get', 'create', 'update'],
  writes: {
    create: { spec: ['title', 'personId', 'description', 'sourceChannel', 'tags'] },
    update: { spec: ['title', 'status', 'description', 'tags'] },
  },
});

export const ACTIVITIES_CONTRACT = defineContract({
  collection: 'activities',
  service: 'people-crm',
  feature: 'crm',
  operations: ['list', 'get', 'create', 'update'],
  writes: {
    create: { spec: ['title', 'type', 'dealId', 'personId', 'description', 'dueDate', 'status'] },
    update: { spec: ['title', 'status', 'description', 'dueDate'] },
  },
});

export const DEALS_CONTRACT = defineContract({
  collection: 'deals',
  service: 'people-crm',
  feature: 'crm',
  operations: ['list', 'get', 'create', 'update'],
  writes: {
    create: { spec: ['title', 'customerId', 'dealType', 'dealPipelineId', 'amount', 'expectedCloseDate', 'description', 'tags'] },
    update: { spec: ['title', 'amount', 'expectedCloseDate', 'dealStageId', 'description', 'tags'] },
  },
  events: {
    'deal.created': { when: 'POST /deals', on: 'create' },
    'deal.updated': { when: 'PUT /deals/:id', on: 'update', renames: true },
    'deal.stage_changed': { when: 'PUT /deals/:id that changes dealStageId' },
  },
  reference: { nameField: 'title' },
});

export const DEAL_ITEMS_CONTRACT = defineContract({
  collection: 'deal-items',
  service: 'people-crm',
  feature: 'crm',
  operations: ['list', 'get', 'create', 'update'],
  writes: {
    create: { spec: ['dealId', 'description', 'quantity', 'unitPrice', 'discount'] },
    update: { spec: ['description', 'quantity', 'unitPrice', 'discount'] },
  },
});

export const DEAL_PIPELINES_CONTRACT = defineContract({
  collection: 'deal-pipelines',
  service: 'people-crm',
  feature: 'crm',
  operations: ['list', 'get'],
  reference: { nameField: 'name' },
});

const PRODUCT_FIELDS = ['name', 'code', 'type', 'unitPrice', 'costPrice', 'description', 'unit'] as const;

export const PRODUCTS_CONTRACT = defineContract({
  collection: 'products',
  service: 'people-crm',
  feature: 'crm',
  operations: ['list', 'get', 'create', 'update'],
  // PUT "partial": the spec lists no fields of its own, so the create body's.
  writes: { create: { spec: PRODUCT_FIELDS }, update: { spec: PRODUCT_FIELDS } },
  events: {
    'product.created': { when: 'POST /products', on: 'create' },
    'product.updated': { when: 'PUT /products/:id', on: 'update', renames: true },
  },
  reference: { nameField: 'name' },
});

/** Internal kind: the stages of a pipeline, shown inside it, referenced by deals. */
export const DEAL_STAGES_CONTRACT = defineContract({
  collection: 'deal-stages',
  service: 'people-crm',
  feature: 'crm',
  operations: [],
  reference: { nameField: 'name' },
});

export const PEOPLE_CRM_CONTRACTS = [PERSONS_CONTRACT, PERSON_EMAILS_CONTRACT, PERSON_PHONES_CONTRACT, LEADS_CONTRACT, ACTIVITIES_CONTRACT, DEALS_CONTRACT, DEAL_ITEMS_CONTRACT, DEAL_PIPELINES_CONTRACT, PRODUCTS_CONTRACT, DEAL_STAGES_CONTRACT] as const;
