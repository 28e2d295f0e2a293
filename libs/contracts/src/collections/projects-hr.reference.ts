import type { CollectionReference } from './collection-reference';

/** Projects, HR and timesheets in words (spec "Projects", "HR and timesheet"), beside projects-hr.contracts.ts. */
export const PROJECTS_HR_REFERENCE: Readonly<Record<string, CollectionReference>> = {
  projects: {
    schema: 'Project',
    about: 'A project, with its waves, epics, tasks and team.',
    search: 'title',
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
  },
  'project-tasks': {
    schema: 'ProjectTask',
    about: 'A task of a project, optionally in a wave and an epic.',
    operations: { create: 'The task starts `TO_DO`, in the first column of the project board (moving between columns is done in the platform).' },
  },
  'project-team-members': {
    schema: 'ProjectTeamMember',
    about: 'A user on a project\'s team.',
  },
  'employee-profiles': {
    schema: 'EmployeeProfile',
    about: 'The HR profile of a user of the company.',
  },
  'timesheet-entries': {
    schema: 'TimesheetEntry',
    plural: 'timesheet entries',
    about: 'Time spent by a user on a project on one day.',
  },
  'timesheet-periods': {
    schema: 'TimesheetPeriod',
    about: 'A timesheet period (for example a month) whose entries are approved together.',
    fields: { totalHours: "Hours of the entries of the period; 0 on creation." },
    operations: { create: 'The period starts `OPEN` with totalHours 0.' },
  },
};
