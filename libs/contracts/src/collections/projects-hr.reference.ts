import type { CollectionReference } from './collection-reference';

/** Projects, HR and timesheets in words (spec "Projects", "HR and timesheet"), beside projects-hr.contracts.ts. */
export const PROJECTS_HR_REFERENCE: Readonly<Record<string, CollectionReference>> = {
  projects: {
    schema: 'Project',
    about: 'A project, with its waves, epics, tasks and team.',
    search: 'title',
    fields: {
      responsibleId: 'The id of the user responsible for the project (a companyUserId).',
      responsibleName: 'The name of the responsible user, kept by the service. Read-only.',
      progress: 'How far the project is, 0 to 100; 0 on creation.',
      expectedEndDate: 'When the project is expected to end (`YYYY-MM-DD` on input).',
      endDate: 'When the project ended; null until then.',
      budget: 'The project\'s budget. Shown by the get and the create answer.',
    },
    operations: { create: 'The project starts `PLANNING` with progress 0; its `code` is generated.', get: 'The get adds `budget`.' },
  },
  'project-waves': {
    schema: 'ProjectWave',
    about: 'A wave (phase) of a project.',
    operations: { create: 'The wave starts `PLANNING`.' },
  },
  'project-epics': {
    schema: 'ProjectEpic',
    about: 'An epic of a project: a theme grouping tasks.',
    fields: { color: 'A hexadecimal colour such as `#RRGGBB`.' },
  },
  'project-tasks': {
    schema: 'ProjectTask',
    about: 'A task of a project, optionally in a wave and an epic.',
    fields: {
      assigneeId: 'The id of the user the task is assigned to (a companyUserId).',
      assigneeName: 'The name of the assignee, kept by the service. Read-only.',
      priority: 'Default `MEDIUM`.',
      percentComplete: 'How far the task is, 0 to 100.',
      estimatedHours: 'Estimated effort in hours.',
    },
    operations: { create: 'The task starts `TO_DO`, in the first column of the project board (moving between columns is done in the platform).' },
  },
  'project-team-members': {
    schema: 'ProjectTeamMember',
    about: 'A user on a project\'s team.',
    fields: { role: 'The member\'s role on the project; default `MEMBER`.' },
  },
  'employee-profiles': {
    schema: 'EmployeeProfile',
    about: 'The HR profile of a user of the company.',
    fields: {
      employmentType: 'How the person is employed.',
      role: 'Job title.',
      department: 'Department name.',
      salary: 'Monthly salary.',
      hourlyRate: 'Cost of one hour.',
      billingRate: 'Price of one hour billed to customers (accepted on create and update: an extension).',
      startDate: 'First day of employment (ISO 8601).',
    },
  },
  'timesheet-entries': {
    schema: 'TimesheetEntry',
    plural: 'timesheet entries',
    about: 'Time spent by a user on a project on one day.',
    fields: {
      companyUserId: 'The user the time is of: set by the service from the authenticated key\'s user; cannot be sent. Read-only.',
      date: 'The day worked (ISO 8601).',
      duration: 'Minutes worked.',
    },
  },
  'timesheet-periods': {
    schema: 'TimesheetPeriod',
    about: 'A timesheet period (for example a month) whose entries are approved together.',
    fields: {
      totalHours: 'Hours of the entries of the period; 0 on creation.',
      endDate: 'The last day of the period: a date sent as `YYYY-MM-DD` is returned at 23:59:59.000Z of that day.',
    },
    operations: { create: 'The period starts `OPEN` with totalHours 0.' },
  },
};
