import type { CollectionReference } from './collection-reference';

/** The people and CRM collections in words (spec "People", "CRM"), beside people-crm.contracts.ts. */
export const PEOPLE_CRM_REFERENCE: Readonly<Record<string, CollectionReference>> = {
  persons: {
    schema: 'Person',
    about: 'A person: an individual or a company the business deals with (customer, supplier, lead, partner).',
    search: 'name or social name; a value made of digits and tax-id punctuation (`529.982.247-25`) also looks in `documentNumber`',
    operations: {
      create: 'An invalid document gives 400 `VALIDATION_ERROR` with an `errors` entry for `documentNumber`; a document another person of the company has gives 400 `DUPLICATE_ENTRY`. The answer is the list shape (without `address`).',
      update: 'The answer is the list shape (without `address`).',
      get: 'The get adds `address`.',
    },
  },
  'person-emails': {
    schema: 'PersonEmail',
    singular: 'person e-mail',
    plural: 'person e-mails',
    about: 'An e-mail address of a person.',
  },
  'person-phones': {
    schema: 'PersonPhone',
    singular: 'person phone',
    plural: 'person phones',
    about: 'A phone number of a person.',
  },
  leads: {
    schema: 'Lead',
    about: 'A sales lead: a possible business, before it becomes a deal.',
    search: 'title',
    operations: { create: 'The lead starts `NEW`; `status` cannot be sent on creation.', update: '`tags` sent replace the previous tags.' },
  },
  activities: {
    schema: 'Activity',
    plural: 'activities',
    about: 'A CRM activity (call, e-mail, meeting, task, note), optionally about a deal or a person.',
    operations: { create: 'Without `status` the activity starts `PENDING`; it may be sent as `PENDING` or `DONE`.' },
  },
  deals: {
    schema: 'Deal',
    about: 'A deal (sales opportunity) of a customer, moving through the stages of a pipeline.',
    search: 'title',
    operations: {
      create: 'The deal starts at the first stage of the chosen pipeline; its `code` is generated.',
      update: 'A `dealStageId` sent moves the deal to that stage (of its pipeline) and also emits `deal.stage_changed`. `tags` sent replace the previous tags.',
      get: 'The get adds `expectedCloseDate`, `responsibleId` and `responsibleName`.',
    },
  },
  'deal-items': {
    schema: 'DealItem',
    about: 'A line of a deal: a product or service with its quantity, unit price and discount.',
  },
  'deal-pipelines': {
    schema: 'DealPipeline',
    about: 'A sales pipeline and its ordered stages (read-only; configured in the platform).',
    fields: { stages: 'The pipeline\'s stages, in order: each `{id, name, order}`. A deal\'s `dealStageId` is one of these ids.' },
  },
  products: {
    schema: 'Product',
    about: 'A product or service the company sells.',
    search: 'name or code',
    operations: { create: 'Without `code` the service generates one.' },
  },
};
