/**
 * Service-to-service lookups, used to check a cross-service reference at
 * write time (ARCHITECTURE.md, principle 3).
 */
export const InternalSubject = {
  /** data: {companyId, userId} -> {id, name, email} or RESOURCE_NOT_FOUND */
  companyUserGet: 'internal.iam.company-users.get',
} as const;

export interface CompanyUserLookup {
  companyId: string;
  userId: string;
}

export interface CompanyUserSummary {
  id: string;
  name: string;
  email: string | null;
}
