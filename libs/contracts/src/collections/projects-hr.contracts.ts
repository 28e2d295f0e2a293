import { defineContract } from './collection-contract';

/** The collections of projects-hr (spec "Projects", "HR and timesheet"). */

export const PROJECTS_CONTRACT = defineContract({
  collection: 'projects',
  service: 'projects-hr',
  feature: 'projects',
  operations: ['list', 'get', 'create'],
  writes: { create: { spec: ['title', 'responsibleId', 'businessUnitId', 'description', 'startDate', 'expectedEndDate', 'budget'] } },
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
  writes: {
    create: { spec: ['projectId', 'title', 'startDate', 'endDate', 'description'] },
    update: { spec: ['title', 'startDate', 'endDate', 'description'] },
  },
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
  writes: { create: { spec: ['projectId', 'title', 'description', 'color'] }, update: { spec: ['title', 'description', 'color'] } },
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
  writes: {
    create: { spec: ['projectId', 'title', 'waveId', 'epicId', 'assigneeId', 'priority', 'description', 'dueDate', 'estimatedHours'] },
  },
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
  writes: { create: { spec: ['projectId', 'companyUserId', 'role'] } },
  events: { 'project.member_added': { when: 'POST /project-team-members', on: 'create' } },
});

export const EMPLOYEE_PROFILES_CONTRACT = defineContract({
  collection: 'employee-profiles',
  service: 'projects-hr',
  feature: 'hr',
  operations: ['list', 'get', 'create', 'update'],
  writes: {
    // Extension (docs/projects-hr.md): billingRate, shown on the record by the spec but absent from its bodies.
    create: { spec: ['companyUserId', 'employmentType', 'role', 'department', 'salary', 'hourlyRate', 'startDate'], extensions: ['billingRate'] },
    update: { spec: ['employmentType', 'role', 'department', 'salary', 'hourlyRate'], extensions: ['billingRate'] },
  },
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
  writes: { create: { spec: ['timesheetPeriodId', 'projectId', 'projectTaskId', 'date', 'duration', 'description'] } },
  events: { 'timesheet.entry_created': { when: 'POST /timesheet-entries', on: 'create' } },
});

export const TIMESHEET_PERIODS_CONTRACT = defineContract({
  collection: 'timesheet-periods',
  service: 'projects-hr',
  feature: 'hr',
  operations: ['list', 'get', 'create'],
  writes: { create: { spec: ['title', 'startDate', 'endDate'] } },
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
