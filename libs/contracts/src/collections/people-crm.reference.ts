import type { CollectionReference } from './collection-reference';

/** The people and CRM collections in words (spec "People", "CRM"), beside people-crm.contracts.ts. */
export const PEOPLE_CRM_REFERENCE: Readonly<Record<string, CollectionReference>> = {
  persons: {
    schema: 'Person',
    about: 'A person: an individual or a company the business deals with (customer, supplier, lead, partner).',
    search: 'name or social name; a value made of digits and tax-id punctuation (`529.982.247-25`) also looks in `documentNumber`',
    fields: {
      socialName: 'The trade name (of a company) or social name (of an individual).',
      documentNumber:
        'The tax id, digits only: 11 digits (CPF) for an individual, 14 (CNPJ) for a company; its check digits are verified against `personType`. Unique per company (400 `DUPLICATE_ENTRY`).',
      personType: 'Individual or company.',
      email: 'The main e-mail address (more in `/person-emails`).',
      phone: 'The main phone, with the country code in E.164 (`+5511987654321`); more in `/person-phones`.',
      genre: 'Only for an individual.',
      country: 'ISO 3166-1 alpha-2 country code, default `BR`; any letter case is accepted and it is returned in upper case.',
      classifications: 'What the person is to the company; several may apply.',
      street: 'Street name.',
      number: 'Number in the street.',
      complement: 'Apartment, suite, floor.',
      neighborhood: 'Neighbourhood (bairro).',
      city: 'City.',
      state: 'State (for Brazil, its two-letter code).',
      zipCode: 'Postal code (CEP).',
      address:
        'The postal address: street, number, complement, neighborhood, city, state, zipCode, country (all strings). Shown by the get, not by the list nor the create/update answers; accepted on create and update (an extension).',
    },
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
    fields: { email: 'An e-mail address.', isPrimary: 'Whether this is the person\'s main address; default false.' },
  },
  'person-phones': {
    schema: 'PersonPhone',
    singular: 'person phone',
    plural: 'person phones',
    about: 'A phone number of a person.',
    fields: {
      phone: 'The number with the country code, E.164 (`+5511987654321`).',
      isPrimary: 'Whether this is the person\'s main number; default false.',
      phoneType: 'The kind of line; default `MOBILE`.',
    },
  },
  leads: {
    schema: 'Lead',
    about: 'A sales lead: a possible business, before it becomes a deal.',
    search: 'title',
    fields: { status: 'The lead\'s state: `NEW` on creation (it cannot be sent then); a PUT sets any value.', sourceChannel: 'Where the lead came from.' },
    operations: { create: 'The lead starts `NEW`; `status` cannot be sent on creation.', update: '`tags` sent replace the previous tags.' },
  },
  activities: {
    schema: 'Activity',
    plural: 'activities',
    about: 'A CRM activity (call, e-mail, meeting, task, note), optionally about a deal or a person.',
    fields: {
      type: 'The kind of activity.',
      status: '`PENDING` or `DONE`; default `PENDING` on creation.',
      dealTitle: 'The title of the deal `dealId` names, kept by the service. Read-only.',
      dueDate: 'When the activity is due (ISO 8601).',
    },
    operations: { create: 'Without `status` the activity starts `PENDING`; it may be sent as `PENDING` or `DONE`.' },
  },
  deals: {
    schema: 'Deal',
    about: 'A deal (sales opportunity) of a customer, moving through the stages of a pipeline.',
    search: 'title',
    fields: {
      customerId: 'The id of the customer: a person.',
      customerName: 'The name of the customer, kept by the service (refreshed when the person is renamed). Read-only.',
      dealType: 'Commercial (products) or service.',
      dealPipelineId: 'The id of the pipeline the deal moves through (`GET /deal-pipelines`).',
      dealStageId: 'The stage of the pipeline the deal is at: the pipeline\'s first stage on creation; a PUT with another stage of the same pipeline moves it.',
      dealStageName: 'The name of the stage, kept by the service. Read-only.',
      amount: 'The deal\'s value.',
      expectedCloseDate: 'When the deal is expected to close (ISO 8601). Shown by the get and the create answer.',
      responsibleId: 'The id of the user responsible for the deal (a companyUserId). Shown by the get.',
      responsibleName: 'The name of the responsible user. Shown by the get. Read-only.',
    },
    operations: {
      create: 'The deal starts at the first stage of the chosen pipeline; its `code` is generated.',
      update: 'A `dealStageId` sent moves the deal to that stage (of its pipeline) and also emits `deal.stage_changed`. `tags` sent replace the previous tags.',
      get: 'The get adds `expectedCloseDate`, `responsibleId` and `responsibleName`.',
    },
  },
  'deal-items': {
    schema: 'DealItem',
    about: 'A line of a deal: a product or service with its quantity, unit price and discount.',
    fields: {
      description: 'What the line is: 1 to 255 characters.',
      quantity: 'Quantity, default 1; a JSON number with up to 4 decimals.',
      unitPrice: 'The price of one unit.',
      discount: 'A percentage, 0 to 100.',
      totalPrice: 'quantity × unitPrice reduced by the percentage discount.',
    },
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
    fields: {
      code: 'The product code: generated by the service when omitted on creation.',
      type: 'Product or service.',
      unitPrice: 'The sale price of one unit, 0 or more.',
      costPrice: 'What one unit costs the company. Shown by the get and the create/update answers.',
      unit: 'The unit of measure (an abbreviation such as `UN`, `KG`, `H`). Shown by the get and the create/update answers.',
    },
    operations: { create: 'Without `code` the service generates one.' },
  },
};
