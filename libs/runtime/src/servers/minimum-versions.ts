/**
 * The oldest server of each kind a process accepts, and the feature that sets it
 * (docs/operations/versions.md holds the table with the supported and tested
 * versions). Below it the process stops at start, naming the server and both
 * versions: an old server fails later, on one request, with a cryptic error.
 */
export const MINIMUM_SERVER_VERSIONS = {
  PostgreSQL: {
    version: '15.0',
    needs: 'stored generated columns (12) and the oldest line that is both supported by the PostgreSQL project and tested here',
  },
  NATS: {
    version: '2.9.0',
    needs: "JetStream's named consumer API, which @nats-io/jetstream 3 uses to create and read consumers",
  },
  Redis: {
    version: '7.0.0',
    needs: 'EXPIRE … NX (the panel sign-in throttle) and ACL users with key patterns (Valkey reports 7.2 or later)',
  },
} as const;

export type ServerKind = keyof typeof MINIMUM_SERVER_VERSIONS;

/** `15.19`, `2.10.27`, `7.0.15` → comparable numbers; a missing part counts as 0, a suffix (`-beta`) is ignored. */
function parts(version: string): number[] {
  return (version.match(/^\d+(\.\d+)*/)?.[0] ?? '0').split('.').map(Number);
}

export function versionAtLeast(version: string, minimum: string): boolean {
  const [have, need] = [parts(version), parts(minimum)];
  for (let i = 0; i < Math.max(have.length, need.length); i++) {
    const difference = (have[i] ?? 0) - (need[i] ?? 0);
    if (difference !== 0) return difference > 0;
  }
  return true;
}

/** What is wrong with a server's version, or undefined when it is new enough. */
export function serverVersionProblem(kind: ServerKind, version: string, where: string): string | undefined {
  const { version: minimum, needs } = MINIMUM_SERVER_VERSIONS[kind];
  if (versionAtLeast(version, minimum)) return undefined;
  return `${kind} at ${where} is version ${version}; this release needs ${kind} ${minimum} or later (${needs}): upgrade the server (docs/operations/versions.md)`;
}

/** Throws, naming the server and both versions, when it is too old. */
export function refuseOldServer(kind: ServerKind, version: string, where: string): void {
  const problem = serverVersionProblem(kind, version, where);
  if (problem) throw new ServerTooOldError(problem);
}

export class ServerTooOldError extends Error {}
