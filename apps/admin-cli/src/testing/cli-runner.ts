import { HttpClient, authHeaders, authenticate, testStack } from '@bizapi/testing';
import { spawn } from 'node:child_process';
import { join } from 'node:path';

/** The built operator CLI, run as a process against the test run's system, as an operator runs it. */

const CLI = join(__dirname, '..', '..', 'dist', 'main.js');

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the CLI with only what an operator sets: the system's NATS_URL and BIZAPI_NAMESPACE. */
export function cli(args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  const { NATS_URL, BIZAPI_NAMESPACE } = testStack().env;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      env: { PATH: process.env.PATH ?? '', NATS_URL, BIZAPI_NAMESPACE, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** A command that succeeds: exit 0, nothing on stderr, and stdout one JSON document (returned parsed). */
export async function run(...args: string[]): Promise<any> {
  const result = await cli(args);
  expect({ code: result.code, stderr: result.stderr }).toEqual({ code: 0, stderr: '' });
  return JSON.parse(result.stdout);
}

/** A command that fails: the exit code, nothing on stdout, and the message on stderr. */
export async function fail(args: string[], env?: Record<string, string>): Promise<CliRun> {
  const result = await cli(args, env);
  expect(result.stdout).toBe('');
  expect(result.code).not.toBe(0);
  expect(result.stderr.trim()).not.toBe('');
  return result;
}

export async function newCompany(name = 'Operator Test Co') {
  const company = await run('companies:create', '--name', name);
  const user = await run('users:create', '--company', company.id, '--name', 'Ana Souza');
  return { company, user };
}

export async function signIn(apiKey: string, secret: string): Promise<HttpClient> {
  return new HttpClient(testStack().baseUrl, authHeaders(await authenticate(apiKey, secret)));
}
