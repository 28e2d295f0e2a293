/** The scope that grants everything. */
export const ALL_SCOPES = '*';

export type ScopeAccess = 'read' | 'write';

/** `persons:read`, `persons:write`, ... (collection as in the path). */
export function scopeFor(collection: string, access: ScopeAccess): string {
  return `${collection}:${access}`;
}

const SCOPE_PATTERN = /^[a-z][a-z-]*:(read|write)$/;

/** True for `*` and for `<collection>:read|write` where the collection is known. */
export function isValidScope(scope: string, knownCollections: ReadonlySet<string>): boolean {
  if (scope === ALL_SCOPES) return true;
  if (!SCOPE_PATTERN.test(scope)) return false;
  return knownCollections.has(scope.slice(0, scope.indexOf(':')));
}

/** Whether a key holding `granted` may perform `required`. `write` does not imply `read`. */
export function hasScope(granted: readonly string[], required: string): boolean {
  return granted.includes(ALL_SCOPES) || granted.includes(required);
}
