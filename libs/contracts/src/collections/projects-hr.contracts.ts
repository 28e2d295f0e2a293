import { EMPLOYMENT_TYPES, PRIORITIES, PROJECT_STATUSES, TASK_STATUSES, TEAM_MEMBER_ROLES, TIMESHEET_PERIOD_STATUSES, WAVE_STATUSES } from '../enums/enumerations';
import { code, date, enumeration, integer, money, nameCopy, percentage, quantity, reference, text } from '../fields/fields';
import { LONG_TEXT } from '../fields/limits';
import { defineContract } from './collection-contract';

const BOTH = { create: 'optional', update: 'optional' } as const;
const NULLABLE_BOTH = { nullable: true, ...BOTH } as const;
const NULLABLE_CREATE = { nullable: true, create: 'optional' } as const;
/** Waves, epics, tasks, members, entries and periods: the spec shows neither isActive nor updatedAt. */
const CREATED_ONLY = { isActive: false, updatedAt: false } as const;

/** A user's minutes of one day, summed over all their entries, are at most 24 hours. */
export const MAX_MINUTES_PER_DAY = 1440;

/** The collections of projects-hr (spec "Projects", "HR and timesheet"). */

export const PROJECTS_CONTRACT = defineContract({
  collection: 'projects',
  service: 'projects-hr',
  feature: 'projects',
  operations: ['list', 'get', 'create'],
  // Every project starts PLANNING with progress 0: status, progress and endDate are not fields of the body.
  fields: {
    code: code('PRJ'),
    title: text(255, { create: 'required' }),
    description: text(LONG_TEXT, NULLABLE_CREATE),
    responsibleId: reference('company-users', { create: 'required', description: 'The id of the user responsible for the project (a companyUserId).' }),
    responsibleName: nameCopy('responsibleId', { description: 'The name of the responsible user, kept by the service. Read-only.' }),
    businessUnitId: reference('business-units', NULLABLE_CREATE),
    businessUnitName: nameCopy('businessUnitId'),
    status: enumeration(PROJECT_STATUSES, { default: 'PLANNING' }),
    startDate: date({ ...NULLABLE_CREATE, dateOnly: true }),
    expectedEndDate: date({ ...NULLABLE_CREATE, dateOnly: true, description: 'When the project is expected to end (`YYYY-MM-DD` on input).' }),
    endDate: date({ nullable: true, description: 'When the project ended; null until then.' }),
    // Percentage (0 to 100, 2 decimals) of the project's tasks that are DONE; recomputed with every task write.
    progress: percentage({ default: 0, description: 'How far the project is, 0 to 100; 0 on creation.' }),
    budget: money({ ...NULLABLE_CREATE, shown: 'detail', description: 'The project\'s budget. Shown by the get and the create answer.' }),
  },
  events: {
    'project.created': { when: 'POST /projects', on: 'create' },
    'project.updated': { when: "a project's progress changes with its tasks", on: 'update', renames: true },
  },
  reference: { nameField: 'title' },
});

export const PROJECT_WAVES_CONTRACT = defineContract({
  collection: 'project-waves',
  service: 'projects-hr',
  feature: 'projects',
  operations: ['list', 'get', 'create', 'update'],
  // Every wave starts PLANNING: status is not a field of the body. PUT: the create fields but projectId.
  fields: {
    projectId: reference('projects', { create: 'required' }),
    title: text(255, { create: 'required', update: 'optional' }),
    description: text(LONG_TEXT, NULLABLE_BOTH),
    startDate: date({ ...NULLABLE_BOTH, dateOnly: true }),
    endDate: date({ ...NULLABLE_BOTH, dateOnly: true }),
    status: enumeration(WAVE_STATUSES, { default: 'PLANNING' }),
  },
  record: CREATED_ONLY,
  events: {
    'project.wave_created': { when: 'POST /project-waves', on: 'create' },
    'project.wave_updated': { when: 'PUT /project-waves/:id', on: 'update', renames: true },
  },
  reference: { nameField: 'title' },
});

export const PROJECT_EPICS_CONTRACT = defineContract({
  collection: 'project-epics',
  service: 'projects-hr',
  feature: 'projects',
  operations: ['list', 'get', 'create', 'update'],
  fields: {
    projectId: reference('projects', { create: 'required' }),
    title: text(255, { create: 'required', update: 'optional' }),
    description: text(LONG_TEXT, NULLABLE_BOTH),
    // `#RRGGBB`, as sent.
    color: text(7, { ...NULLABLE_BOTH, format: 'hex-color', description: 'A hexadecimal colour such as `#RRGGBB`.' }),
  },
  record: CREATED_ONLY,
  events: {
    'project.epic_created': { when: 'POST /project-epics', on: 'create' },
    'project.epic_updated': { when: 'PUT /project-epics/:id', on: 'update', renames: true },
  },
  reference: { nameField: 'title' },
});

export const PROJECT_TASKS_CONTRACT = defineContract({
  collection: 'project-tasks',
  service: 'projects-hr',
  feature: 'projects',
  operations: ['list', 'get', 'create'],
  // Every task starts TO_DO with percentComplete 0: neither is a field of the body (the platform's board moves tasks).
  fields: {
    projectId: reference('projects', { create: 'required' }),
    // A wave and an epic of the same project (the service checks it).
    waveId: reference('project-waves', NULLABLE_CREATE),
    epicId: reference('project-epics', NULLABLE_CREATE),
    title: text(255, { create: 'required' }),
    description: text(LONG_TEXT, NULLABLE_CREATE),
    assigneeId: reference('company-users', { ...NULLABLE_CREATE, description: 'The id of the user the task is assigned to (a companyUserId).' }),
    assigneeName: nameCopy('assigneeId', { description: 'The name of the assignee, kept by the service. Read-only.' }),
    priority: enumeration(PRIORITIES, { default: 'MEDIUM', create: 'optional', description: 'Default `MEDIUM`.' }),
    status: enumeration(TASK_STATUSES, { default: 'TO_DO' }),
    percentComplete: percentage({ default: 0, description: 'How far the task is, 0 to 100.' }),
    estimatedHours: quantity({ ...NULLABLE_CREATE, description: 'Estimated effort in hours.' }),
    dueDate: date({ ...NULLABLE_CREATE, dateOnly: true }),
  },
  record: CREATED_ONLY,
  events: {
    'project.task_created': { when: 'POST /project-tasks', on: 'create' },
    'project.task_updated': { when: 'a task changes', on: 'update', renames: true },
  },
  reference: { nameField: 'title' },
});

export const PROJECT_TEAM_MEMBERS_CONTRACT = defineContract({
  collection: 'project-team-members',
  service: 'projects-hr',
  feature: 'projects',
  operations: ['list', 'get', 'create'],
  fields: {
    projectId: reference('projects', { create: 'required' }),
    companyUserId: reference('company-users', { create: 'required' }),
    userName: nameCopy('companyUserId'),
    role: enumeration(TEAM_MEMBER_ROLES, { default: 'MEMBER', create: 'optional', description: 'The member\'s role on the project; default `MEMBER`.' }),
  },
  record: CREATED_ONLY,
  events: { 'project.member_added': { when: 'POST /project-team-members', on: 'create' } },
});

export const EMPLOYEE_PROFILES_CONTRACT = defineContract({
  collection: 'employee-profiles',
  service: 'projects-hr',
  feature: 'hr',
  operations: ['list', 'get', 'create', 'update'],
  fields: {
    companyUserId: reference('company-users', { create: 'required' }),
    userName: nameCopy('companyUserId'),
    employmentType: enumeration(EMPLOYMENT_TYPES, { create: 'required', update: 'optional', description: 'How the person is employed.' }),
    role: text(255, { ...NULLABLE_BOTH, description: 'Job title.' }),
    // Free text (a department's name or the client's own id for it); the list's departmentId filter matches it exactly.
    department: text(255, { ...NULLABLE_BOTH, description: 'Department name.' }),
    salary: money({ ...NULLABLE_BOTH, description: 'Monthly salary.' }),
    hourlyRate: money({ ...NULLABLE_BOTH, description: 'Cost of one hour.' }),
    // Extension (docs/projects-hr.md): shown on the record by the spec but absent from its bodies.
    billingRate: money({ nullable: true, create: 'extension', update: 'extension', description: 'Price of one hour billed to customers (accepted on create and update: an extension).' }),
    startDate: date({ ...NULLABLE_CREATE, description: 'First day of employment (ISO 8601).' }),
  },
  record: { updatedAt: false },
  events: {
    'employee_profile.created': { when: 'POST /employee-profiles', on: 'create' },
    'employee_profile.updated': { when: 'PUT /employee-profiles/:id', on: 'update' },
  },
});

export const TIMESHEET_ENTRIES_CONTRACT = defineContract({
  collection: 'timesheet-entries',
  service: 'projects-hr',
  feature: 'hr',
  operations: ['list', 'get', 'create'],
  // companyUserId is the authenticated user's: not a field of the body.
  fields: {
    timesheetPeriodId: reference('timesheet-periods', { create: 'required' }),
    companyUserId: reference('company-users', { checked: false, description: 'The user the time is of: set by the service from the authenticated key\'s user; cannot be sent. Read-only.' }),
    projectId: reference('projects', { create: 'required' }),
    // A task of the same project (the service checks it).
    projectTaskId: reference('project-tasks', NULLABLE_CREATE),
    date: date({ create: 'required', description: 'The day worked (ISO 8601).' }),
    duration: integer({ create: 'required', min: 0, exclusiveMin: true, max: MAX_MINUTES_PER_DAY, unit: 'minutes', description: 'Minutes worked.' }),
    description: text(LONG_TEXT, NULLABLE_CREATE),
  },
  record: CREATED_ONLY,
  events: { 'timesheet.entry_created': { when: 'POST /timesheet-entries', on: 'create' } },
});

export const TIMESHEET_PERIODS_CONTRACT = defineContract({
  collection: 'timesheet-periods',
  service: 'projects-hr',
  feature: 'hr',
  operations: ['list', 'get', 'create'],
  // Every period starts OPEN with totalHours 0: neither is a field of the body.
  fields: {
    title: text(255, { create: 'required' }),
    startDate: date({ create: 'required' }),
    // A date-only input is the end of that day (23:59:59.000Z, spec convention 5).
    endDate: date({ create: 'required', endOfDay: true, description: 'The last day of the period: a date sent as `YYYY-MM-DD` is returned at 23:59:59.000Z of that day.' }),
    status: enumeration(TIMESHEET_PERIOD_STATUSES, { default: 'OPEN' }),
    // Σ duration of the period's entries, exact; the record shows it as totalHours. Written under the period's lock with every entry.
    totalMinutes: integer({ default: 0, big: true, shown: 'never' }),
  },
  record: CREATED_ONLY,
  events: {
    'timesheet.period_created': { when: 'POST /timesheet-periods', on: 'create' },
    'timesheet.period_updated': { when: "a timesheet period's totalHours changes with its entries", on: 'update', renames: true },
  },
  reference: { nameField: 'title' },
});

export const PROJECTS_HR_CONTRACTS = [
  PROJECTS_CONTRACT,
  PROJECT_WAVES_CONTRACT,
  PROJECT_EPICS_CONTRACT,
  PROJECT_TASKS_CONTRACT,
  PROJECT_TEAM_MEMBERS_CONTRACT,
  EMPLOYEE_PROFILES_CONTRACT,
  TIMESHEET_ENTRIES_CONTRACT,
  TIMESHEET_PERIODS_CONTRACT,
] as const;
