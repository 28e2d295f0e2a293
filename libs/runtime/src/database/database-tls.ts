/**
 * DATABASE_URL with the trust of DATABASE_CA_FILE: TLS with the server's certificate
 * chained to those CAs and its host name checked (libpq's `verify-full`, which
 * node-postgres reads from the URL). A URL that already names its own `sslrootcert`
 * or `sslmode` is left as the operator wrote it.
 */
export function withCaFile(url: string, caFile: string): string {
  if (!caFile || !URL.canParse(url)) return url;
  const parsed = new URL(url);
  if (parsed.searchParams.has('sslrootcert') || parsed.searchParams.has('sslmode')) return url;
  parsed.searchParams.set('sslmode', 'verify-full');
  parsed.searchParams.set('sslrootcert', caFile);
  return parsed.toString();
}
