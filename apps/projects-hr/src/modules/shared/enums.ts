import {
  EMPLOYMENT_TYPES,
  PRIORITIES,
  PROJECT_STATUSES,
  TASK_STATUSES,
  TEAM_MEMBER_ROLES,
  TIMESHEET_PERIOD_STATUSES,
  WAVE_STATUSES,
} from '@bizapi/contracts';

export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export type WaveStatus = (typeof WAVE_STATUSES)[number];
export type TaskStatus = (typeof TASK_STATUSES)[number];
export type Priority = (typeof PRIORITIES)[number];
export type TeamMemberRole = (typeof TEAM_MEMBER_ROLES)[number];
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export type TimesheetPeriodStatus = (typeof TIMESHEET_PERIOD_STATUSES)[number];
