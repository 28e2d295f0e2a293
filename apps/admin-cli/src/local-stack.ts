import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What `npm start` publishes for the operator CLI (libs/launcher/src/local-credentials.cjs writes it). */
interface LocalStack {
  pid: number;
  NATS_URL: string;
  BIZAPI_NAMESPACE: string;
  NATS_USER: string;
  NATS_PASSWORD: string;
}

/**
 * The NATS of a running `npm start` and the operator's user on it, when
 * the operator set no NATS_URL: `npm start` runs its own NATS with a user
 * per process, so a CLI run by hand finds it here. Ignored once that
 * `npm start` has stopped.
 */
export function localStack(
  env: NodeJS.ProcessEnv,
  file = join(__dirname, '..', '..', '..', '.data', 'local-stack.json'),
): LocalStack | undefined {
  if (env.NATS_URL) return undefined;
  let stack: LocalStack;
  try {
    stack = JSON.parse(readFileSync(file, 'utf8')) as LocalStack;
    process.kill(stack.pid, 0);
  } catch {
    return undefined;
  }
  return stack;
}
