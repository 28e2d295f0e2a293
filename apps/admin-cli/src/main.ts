import 'reflect-metadata';
import { ApiError } from '@bizapi/contracts';
import type { AdminClient } from '@bizapi/runtime/admin';
import { Parsed, parseCommandLine } from './cli';
import { ConfigurationError, EXIT, UsageError } from './errors';
import { localStack } from './local-stack';

/**
 * `npm run -s admin -- <command> [--option value ...] [--json]`: exactly one JSON
 * document on stdout; errors on stderr (as text, or one JSON document with --json)
 * with the exit codes of errors.ts.
 */
async function main(argv: string[]): Promise<number> {
  const report = reporter(argv.includes('--json'));
  // A small module (the root package.json's version): help and usage errors stay fast.
  const { releaseVersion } = await import('@bizapi/runtime/release');
  let parsed: Parsed;
  try {
    parsed = parseCommandLine(argv, releaseVersion());
  } catch (error) {
    return report(error);
  }
  if (parsed.kind === 'help' || parsed.kind === 'version') {
    process.stdout.write(parsed.text);
    return EXIT.ok;
  }
  if (parsed.kind === 'offline') {
    try {
      process.stdout.write(parsed.command.print(process.env));
      return EXIT.ok;
    } catch (error) {
      return report(error);
    }
  }
  let client: AdminClient | undefined;
  try {
    // Loaded only now: help, version and usage errors need none of it.
    const runtime = await import('@bizapi/runtime/admin');
    const local = localStack(process.env);
    let env: InstanceType<typeof runtime.RuntimeEnv>;
    try {
      env = runtime.loadEnv(runtime.RuntimeEnv, local ? { ...process.env, ...local, pid: undefined } : process.env);
    } catch (error) {
      throw new ConfigurationError((error as Error).message);
    }
    client = await runtime.AdminClient.connect(env.NATS_URL, env.BIZAPI_NAMESPACE, runtime.operatorNatsIdentity(env));
    const result = await parsed.command.run(client, parsed.values);
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    return EXIT.ok;
  } catch (error) {
    return report(error);
  } finally {
    await client?.close().catch(() => undefined);
  }
}

/** Writes an error on stderr, as text or as one JSON document, and gives its exit code. */
function reporter(json: boolean) {
  return (error: unknown): number => {
    const type = error instanceof UsageError ? 'usage' : error instanceof ConfigurationError ? 'configuration' : 'runtime';
    const described = describe(error);
    if (json) {
      process.stderr.write(`${JSON.stringify({ error: { type, ...described } })}\n`);
    } else {
      const code = described.code ? `${described.code}${described.message !== described.code ? ` (${described.message})` : ''}` : described.message;
      const fields = (described.errors ?? []).map((entry) => `\n  ${entry.field}: ${entry.message}`).join('');
      const usage = described.usage ? `\n\nusage: ${described.usage}\n(--help for every option)` : '';
      process.stderr.write(`error: ${code}${fields}${usage}\n`);
    }
    return EXIT[type];
  };
}

function describe(error: unknown): { code?: string; message: string; errors?: { field: string; message: string }[]; usage?: string } {
  if (error instanceof ApiError) return { code: error.code, message: error.message, ...(error.errors?.length ? { errors: error.errors } : {}) };
  if (error instanceof UsageError) return { message: error.message, ...(error.usage ? { usage: error.usage } : {}) };
  return { message: error instanceof Error ? error.message : String(error) };
}

main(process.argv.slice(2)).then((code) => process.exit(code));
