import { ReferenceTarget, Tenant, describeCollectionContract, adminClient } from '@bizapi/testing';
import { randomInt, randomUUID } from 'node:crypto';
import { createEntry, createEpic, createPeriod, createProject, createTask, createUser, createWave, created, firstBusinessUnit } from '../testing/projects-fixtures';

/**
 * The generated contract (libs/testing, collection-contract.ts) of every
 * collection of projects-hr: routes, isolation, list envelope and query,
 * incremental sync, cursor pages, write bodies, scopes and plan feature. The
 * collections' own spec files hold their domain rules.
 *
 * Company users (responsibleId, assigneeId, companyUserId) are not listed as
 * contract references: the operator cannot deactivate a company user, so the
 * contract's "inactive record" case has no subject; the domain specs check
 * another company's and unknown users instead.
 */

/** Distinct, plainly sortable words, so sorted lists have something to sort. */
const word = (prefix: string) => `${prefix} ${randomUUID().slice(0, 8)}`;

/** One value per company, made once: the records most makers hang theirs on. */
function perCompany(make: (tenant: Tenant) => Promise<string>): (tenant: Tenant) => Promise<string> {
  const made = new Map<string, Promise<string>>();
  return (tenant) => {
    let value = made.get(tenant.company.id);
    if (!value) made.set(tenant.company.id, (value = make(tenant)));
    return value;
  };
}

const newProject = (tenant: Tenant) =>
  createProject(tenant, { title: word('Project'), startDate: `2026-0${randomInt(1, 10)}-1${randomInt(0, 10)}`, budget: randomInt(100, 100_000) });

const projectOf = perCompany(async (tenant) => (await newProject(tenant)).id);
const periodOf = perCompany(async (tenant) => (await createPeriod(tenant.api, { title: word('Period') })).id);

const PROJECT: ReferenceTarget = { collection: 'projects', create: async (tenant) => (await newProject(tenant)).id };
const BUSINESS_UNIT: ReferenceTarget = { collection: 'business-units', create: async (tenant) => (await firstBusinessUnit(tenant.api)).id };

/** An entry on a random day of March, short enough that no day reaches the daily maximum. */
const entryBody = async (tenant: Tenant) => ({
  timesheetPeriodId: await periodOf(tenant),
  projectId: await projectOf(tenant),
  date: `2026-03-${String(randomInt(1, 32)).padStart(2, '0')}`,
  duration: randomInt(1, 30),
});

describeCollectionContract({
  collection: 'projects',
  filters: ['search', 'responsibleId', 'businessUnitId', 'status'],
  orderBy: ['title', 'startDate', 'createdAt', 'updatedAt'],
  filterSamples: { status: 'PLANNING' },
  createRecord: newProject,
  createBody: async (tenant) => ({ title: word('Project'), responsibleId: tenant.user.id }),
  references: { businessUnitId: BUSINESS_UNIT },
});

describeCollectionContract({
  collection: 'project-waves',
  filters: ['projectId'],
  orderBy: ['createdAt', 'updatedAt'],
  createRecord: async (tenant) => createWave(tenant.api, await projectOf(tenant), { title: word('Wave') }),
  createBody: async (tenant) => ({ projectId: await projectOf(tenant), title: word('Wave') }),
  updateBody: { title: 'Renamed wave' },
  references: { projectId: PROJECT },
  deactivatable: false,
});

describeCollectionContract({
  collection: 'project-epics',
  filters: ['projectId'],
  orderBy: ['createdAt', 'updatedAt'],
  createRecord: async (tenant) => createEpic(tenant.api, await projectOf(tenant), { title: word('Epic'), color: '#1A2B3C' }),
  createBody: async (tenant) => ({ projectId: await projectOf(tenant), title: word('Epic') }),
  updateBody: { color: '#00FF00' },
  references: { projectId: PROJECT },
  deactivatable: false,
});

describeCollectionContract({
  collection: 'project-tasks',
  filters: ['projectId', 'waveId', 'epicId', 'assigneeId', 'status', 'priority'],
  orderBy: ['createdAt', 'updatedAt'],
  filterSamples: { status: 'TO_DO', priority: 'HIGH' },
  createRecord: async (tenant) => createTask(tenant.api, await projectOf(tenant), { title: word('Task') }),
  createBody: async (tenant) => ({ projectId: await projectOf(tenant), title: word('Task') }),
  references: { projectId: PROJECT },
  deactivatable: false,
});

describeCollectionContract({
  collection: 'project-team-members',
  filters: ['projectId'],
  orderBy: ['createdAt', 'updatedAt'],
  // A user is a member of a project once: each record gets a project of its own.
  createRecord: async (tenant) =>
    created(tenant.api.post('/project-team-members', { projectId: (await newProject(tenant)).id, companyUserId: tenant.user.id }), 'member'),
  createBody: async (tenant) => ({ projectId: (await newProject(tenant)).id, companyUserId: tenant.user.id }),
  references: { projectId: PROJECT },
  deactivatable: false,
});

describeCollectionContract({
  collection: 'employee-profiles',
  filters: ['employmentType', 'departmentId'],
  orderBy: ['createdAt', 'updatedAt'],
  filterSamples: { employmentType: 'CLT', departmentId: 'Engineering' },
  // One profile per company user: each record gets a user of its own.
  createRecord: async (tenant) =>
    created(
      tenant.api.post('/employee-profiles', { companyUserId: (await createUser(await adminClient(), tenant, word('User'))).id, employmentType: 'CLT', department: 'Engineering' }),
      'employee profile',
    ),
  createBody: async (tenant) => ({ companyUserId: (await createUser(await adminClient(), tenant, word('User'))).id, employmentType: 'PJ' }),
  updateBody: { role: 'Tech lead' },
});

describeCollectionContract({
  collection: 'timesheet-periods',
  filters: ['status'],
  orderBy: ['createdAt', 'updatedAt'],
  filterSamples: { status: 'OPEN' },
  createRecord: (tenant) => createPeriod(tenant.api, { title: word('Period') }),
  createBody: async () => ({ title: word('Period'), startDate: '2026-04-01', endDate: '2026-04-30' }),
  deactivatable: false,
});

describeCollectionContract({
  collection: 'timesheet-entries',
  filters: ['timesheetPeriodId', 'companyUserId', 'projectId'],
  orderBy: ['createdAt', 'updatedAt'],
  createRecord: async (tenant) => createEntry(tenant.api, await entryBody(tenant)),
  createBody: entryBody,
  references: { projectId: PROJECT },
  deactivatable: false,
});
