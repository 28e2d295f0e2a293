/**
 * Prefixes a NATS subject, stream, Redis key or queue name with the
 * deployment's namespace (env `BIZAPI_NAMESPACE`), so that several systems,
 * for example parallel test runs, can share one NATS and one Redis.
 * With no namespace the names are exactly those of the architecture.
 */
export function namespaced(namespace: string | undefined, name: string, separator = '.'): string {
  return namespace ? `${namespace}${separator}${name}` : name;
}
