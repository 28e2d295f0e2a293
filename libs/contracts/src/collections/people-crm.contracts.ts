import {
  ACTIVITY_STATUSES,
  ACTIVITY_TYPES,
  CLASSIFICATIONS,
  DEAL_TYPES,
  GENRES,
  LEAD_SOURCE_CHANNELS,
  LEAD_STATUSES,
  PERSON_TYPES,
  PHONE_TYPES,
  PRODUCT_TYPES,
} from '../enums/enumerations';
import { bool, code, date, enumList, enumeration, group, money, nameCopy, percentage, quantity, reference, text, textList } from '../fields/fields';
import { LONG_TEXT } from '../fields/limits';
import { E164_PHONE, TAX_ID } from '../fields/patterns';
import { defineContract } from './collection-contract';

/** The collections of people-crm: people and the CRM (spec "People", "CRM"). */

const BOTH = { create: 'optional', update: 'optional' } as const;
const NULLABLE_BOTH = { nullable: true, ...BOTH } as const;

export const PERSONS_CONTRACT = defineContract({
  collection: 'persons',
  service: 'people-crm',
  feature: null,
  operations: ['list', 'get', 'create', 'update'],
  // The spec shows no list of updatable fields; the create body's are the ones its requests use.
  fields: {
    name: text(255, { create: 'required', update: 'optional' }),
    socialName: text(255, { ...NULLABLE_BOTH, description: 'The trade name (of a company) or social name (of an individual).' }),
    documentNumber: text(14, { ...NULLABLE_BOTH, pattern: TAX_ID, description: 'The tax id, digits only: 11 digits (CPF) for an individual, 14 (CNPJ) for a company; its check digits are verified against `personType`. Unique per company (400 `DUPLICATE_ENTRY`).' }),
    personType: enumeration(PERSON_TYPES, { create: 'required', update: 'optional', description: 'Individual or company.' }),
    email: text(254, { ...NULLABLE_BOTH, format: 'email', description: 'The main e-mail address (more in `/person-emails`).' }),
    phone: text(16, { ...NULLABLE_BOTH, pattern: E164_PHONE, description: 'The main phone, with the country code in E.164 (`+5511987654321`); more in `/person-phones`.' }),
    genre: enumeration(GENRES, { ...NULLABLE_BOTH, description: 'Only for an individual.' }),
    country: text(2, { ...BOTH, format: 'country-code', default: 'BR', description: 'ISO 3166-1 alpha-2 country code, default `BR`; any letter case is accepted and it is returned in upper case.' }),
    classifications: enumList(CLASSIFICATIONS, { ...BOTH, description: 'What the person is to the company; several may apply.' }),
    tags: textList(BOTH),
    // Extension (docs/people.md): the address the get shows may be written.
    address: group(
      {
        street: { max: 255, description: 'Street name.' },
        number: { max: 50, description: 'Number in the street.' },
        complement: { max: 255, description: 'Apartment, suite, floor.' },
        neighborhood: { max: 255, description: 'Neighbourhood (bairro).' },
        city: { max: 255, description: 'City.' },
        state: { max: 100, description: 'State (for Brazil, its two-letter code).' },
        zipCode: { max: 20, description: 'Postal code (CEP).' },
        country: { max: 100 },
      },
      {
        shown: 'detail',
        create: 'extension',
        update: 'extension',
        description:
          'The postal address: street, number, complement, neighborhood, city, state, zipCode, country (all strings). Shown by the get, not by the list nor the create/update answers; accepted on create and update (an extension).',
      },
    ),
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
  fields: {
    personId: reference('persons', { create: 'required' }),
    personName: nameCopy('personId', { nullable: false }),
    email: text(254, { create: 'required', update: 'optional', format: 'email', description: 'An e-mail address.' }),
    isPrimary: bool({ ...BOTH, default: false, description: 'Whether this is the person\'s main address; default false.' }),
  },
});

export const PERSON_PHONES_CONTRACT = defineContract({
  collection: 'person-phones',
  service: 'people-crm',
  feature: null,
  operations: ['list', 'get', 'create', 'update'],
  fields: {
    personId: reference('persons', { create: 'required' }),
    personName: nameCopy('personId', { nullable: false }),
    phone: text(16, { create: 'required', update: 'optional', pattern: E164_PHONE, description: 'The number with the country code, E.164 (`+5511987654321`).' }),
    phoneType: enumeration(PHONE_TYPES, { ...BOTH, default: 'MOBILE', description: 'The kind of line; default `MOBILE`.' }),
    isPrimary: bool({ ...BOTH, default: false, description: 'Whether this is the person\'s main number; default false.' }),
  },
});

export const LEADS_CONTRACT = defineContract({
  collection: 'leads',
  service: 'people-crm',
  feature: 'crm',
  operations: ['list', 'get', 'create', 'update'],
  fields: {
    title: text(255, { create: 'required', update: 'optional' }),
    personId: reference('persons', { nullable: true, create: 'optional' }),
    personName: nameCopy('personId'),
    status: enumeration(LEAD_STATUSES, {
      default: 'NEW',
      update: 'optional',
      description: "The lead's state: `NEW` on creation (it cannot be sent then); a PUT sets any value.",
    }),
    sourceChannel: enumeration(LEAD_SOURCE_CHANNELS, { nullable: true, create: 'optional', description: 'Where the lead came from.' }),
    description: text(LONG_TEXT, { nullable: true, create: 'optional', update: 'optional' }),
    tags: textList({ create: 'optional', update: 'optional' }),
  },
});

export const ACTIVITIES_CONTRACT = defineContract({
  collection: 'activities',
  service: 'people-crm',
  feature: 'crm',
  operations: ['list', 'get', 'create', 'update'],
  fields: {
    title: text(255, { create: 'required', update: 'optional' }),
    type: enumeration(ACTIVITY_TYPES, { create: 'required', description: 'The kind of activity.' }),
    status: enumeration(ACTIVITY_STATUSES, { ...BOTH, default: 'PENDING', description: '`PENDING` or `DONE`; default `PENDING` on creation.' }),
    dealId: reference('deals', { nullable: true, create: 'optional' }),
    dealTitle: nameCopy('dealId', { description: 'The title of the deal `dealId` names, kept by the service. Read-only.' }),
    personId: reference('persons', { nullable: true, create: 'optional' }),
    personName: nameCopy('personId'),
    description: text(LONG_TEXT, NULLABLE_BOTH),
    dueDate: date({ ...NULLABLE_BOTH, description: 'When the activity is due (ISO 8601).' }),
  },
});

export const DEALS_CONTRACT = defineContract({
  collection: 'deals',
  service: 'people-crm',
  feature: 'crm',
  operations: ['list', 'get', 'create', 'update'],
  fields: {
    code: code('DEAL'),
    title: text(255, { create: 'required', update: 'optional' }),
    customerId: reference('persons', { create: 'required', description: 'The id of the customer: a person.' }),
    customerName: nameCopy('customerId', { description: 'The name of the customer, kept by the service (refreshed when the person is renamed). Read-only.' }),
    dealType: enumeration(DEAL_TYPES, { create: 'required', description: 'Commercial (products) or service.' }),
    dealPipelineId: reference('deal-pipelines', { create: 'required', description: 'The id of the pipeline the deal moves through (`GET /deal-pipelines`).' }),
    dealPipelineName: nameCopy('dealPipelineId'),
    // A new deal sits in the first stage of its pipeline (the service sets it); an update moves it.
    dealStageId: reference('deal-stages', { update: 'optional', description: 'The stage of the pipeline the deal is at: the pipeline\'s first stage on creation; a PUT with another stage of the same pipeline moves it.' }),
    dealStageName: nameCopy('dealStageId', { description: 'The name of the stage, kept by the service. Read-only.' }),
    amount: money({ ...NULLABLE_BOTH, description: 'The deal\'s value.' }),
    description: text(LONG_TEXT, NULLABLE_BOTH),
    tags: textList(BOTH),
    // The spec promises expectedCloseDate on the create response; update answers the same shape.
    expectedCloseDate: date({ ...NULLABLE_BOTH, shown: 'detail', description: 'When the deal is expected to close (ISO 8601). Shown by the get and the create answer.' }),
    // The company user whose API key created the deal (a reference to the identity service).
    responsibleId: reference('company-users', { shown: 'detail', description: 'The id of the user responsible for the deal (a companyUserId). Shown by the get.' }),
    responsibleName: nameCopy('responsibleId', { shown: 'detail', description: 'The name of the responsible user. Shown by the get. Read-only.' }),
    // The responsible's name as releases before the collection kit kept it; names are copies in reference_names now.
    legacyResponsibleName: text(255, { nullable: true, shown: 'never', column: 'responsible_name' }),
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
  fields: {
    dealId: reference('deals', { create: 'required' }),
    description: text(255, { create: 'required', update: 'optional', description: 'What the line is: 1 to 255 characters.' }),
    quantity: quantity({ ...BOTH, exclusiveMin: true, default: 1, description: 'Quantity, default 1; a JSON number with up to 4 decimals.' }),
    unitPrice: money({ ...BOTH, default: 0, description: 'The price of one unit.' }),
    discount: percentage({ ...BOTH, default: 0, description: 'A percentage, 0 to 100.' }),
    // quantity x unitPrice reduced by the percentage discount, in PostgreSQL's exact decimals, rounded half away from zero to cents.
    totalPrice: money({ generated: 'round(quantity * unit_price * (100 - discount) / 100, 2)', description: 'quantity × unitPrice reduced by the percentage discount.' }),
  },
});

export const DEAL_PIPELINES_CONTRACT = defineContract({
  collection: 'deal-pipelines',
  service: 'people-crm',
  feature: 'crm',
  operations: ['list', 'get'],
  // Its stages are rows of deal_stages, read with it (DEAL_PIPELINES.computed).
  fields: { name: text(255), description: text(LONG_TEXT, { default: '' }) },
  reference: { nameField: 'name' },
});

export const PRODUCTS_CONTRACT = defineContract({
  collection: 'products',
  service: 'people-crm',
  feature: 'crm',
  operations: ['list', 'get', 'create', 'update'],
  // PUT "partial": the spec lists no fields of its own, so the create body's.
  fields: {
    // `PRD-000001` when the client sends no code of its own.
    code: code('PRD', { ...BOTH, clientMay: true, max: 50, description: 'The product code: generated by the service when omitted on creation.' }),
    name: text(255, { create: 'required', update: 'optional' }),
    type: enumeration(PRODUCT_TYPES, { create: 'required', update: 'optional', description: 'Product or service.' }),
    unitPrice: money({ create: 'required', update: 'optional', description: 'The sale price of one unit, 0 or more.' }),
    description: text(LONG_TEXT, NULLABLE_BOTH),
    costPrice: money({ ...NULLABLE_BOTH, shown: 'detail', description: 'What one unit costs the company. Shown by the get and the create/update answers.' }),
    // A unit of measure's abbreviation: UN, KG, H…
    unit: text(20, { ...NULLABLE_BOTH, shown: 'detail', description: 'The unit of measure (an abbreviation such as `UN`, `KG`, `H`). Shown by the get and the create/update answers.' }),
  },
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
