import 'reflect-metadata';
import { ApiError } from '@bizapi/contracts';
import type { AdminClient } from '@bizapi/runtime/admin';
import { UsageError, parseCommandLine, usage } from './cli';
import { localStack } from './local-stack';
import { OFFLINE_COMMANDS } from './security-config';

/**
 * `npm run -s admin -- <command> [--option value ...]`: exactly one JSON
 * document on stdout; errors on stderr with exit code 1 (2 for usage errors).
 */
async function main(): Promise<number> {
  const offline = Object.hasOwn(OFFLINE_COMMANDS, process.argv[2] ?? '') ? OFFLINE_COMMANDS[process.argv[2]] : undefined;
  if (offline) {
    try {
      process.stdout.write(offline.print(process.env));
      return 0;
    } catch (error) {
      process.stderr.write(`${(error as Error).message}\n`);
      return 2;
    }
  }
  let parsed: ReturnType<typeof parseCommandLine>;
  try {
    parsed = parseCommandLine(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${usage()}\n`);
    return 2;
  }
  let client: AdminClient | undefined;
  try {
    // Loaded only now: a usage error needs none of it.
    const runtime = await import('@bizapi/runtime/admin');
    // Inside the try: a malformed NATS_URL is an operator's error to report, not a crash with a stack trace.
    const local = localStack(process.env);
    const env = runtime.loadEnv(runtime.RuntimeEnv, local ? { ...process.env, ...local, pid: undefined } : process.env);
    client = await runtime.AdminClient.connect(env.NATS_URL, env.BIZAPI_NAMESPACE, { user: env.NATS_USER, pass: env.NATS_PASSWORD });
    const result = await parsed.command.run(client, parsed.values);
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    return 0;
  } catch (error) {
    process.stderr.write(`${describe(error)}\n`);
    return error instanceof UsageError ? 2 : 1;
  } finally {
    await client?.close().catch(() => undefined);
  }
}

function describe(error: unknown): string {
  if (error instanceof ApiError) {
    const fields = (error.errors ?? []).map((entry) => `\n  ${entry.field}: ${entry.message}`).join('');
    const detail = error.message !== error.code ? ` (${error.message})` : '';
    return `error: ${error.code}${detail}${fields}`;
  }
  return `error: ${error instanceof Error ? error.message : String(error)}`;
}

main().then((code) => process.exit(code));
