/**
 * The pipelines the operator's `seed` gives every company, in the spirit of
 * the defaults of Pipedrive and RD Station CRM: one for selling goods and one
 * for selling services. The name identifies a pipeline, so seeding again
 * adds nothing.
 */
export interface PipelineSeed {
  name: string;
  description: string;
  stages: readonly string[];
}

export const PIPELINE_SEEDS: readonly PipelineSeed[] = [
  {
    name: 'Sales',
    description: 'Commercial deals, from the first contact to the close',
    stages: ['Prospecting', 'Qualification', 'Proposal', 'Negotiation', 'Closed won', 'Closed lost'],
  },
  {
    name: 'Services',
    description: 'Service engagements, from discovery to onboarding',
    stages: ['Discovery', 'Scoping', 'Proposal', 'Contracting', 'Onboarding'],
  },
];
