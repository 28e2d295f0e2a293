#!/usr/bin/env node
// `npm run -s build && node tools/bench/node-flags-ab.mjs`: the same stack
// twice on one database, its processes run with node flags A in one and B in
// the other, measured alternately (A B, B A, A B…) so the machine's drift
// falls on both. The lists part's data (two companies of BENCH_BIG_PERSONS
// persons), the lists' pages as paths. Prints each run, a summary, and each
// stack's resident sizes (idle, and peak over the run) with its flags.
//
//   NODE_FLAGS_A   flags of stack A (default: none beyond the apps' own)
//   NODE_FLAGS_B   flags of stack B (default: --max-semi-space-size=64, four times V8's default young generation)
//   AB_ROUNDS      rounds (default 3); AB_DURATION_S seconds per run (default 10)
//   AB_PATHS       comma-separated paths (default: the first page and page 1000 of 100)
//   AB_APP         the one app given the flags (gateway or people-crm; default: both)
//
// Flags given later win over the apps' own (the gateway's --initial-old-space-size).
import { createRequire } from 'node:module';
import pg from 'pg';
import { loadBigCompanies } from './lists.mjs';
import { log, measure, settle } from './measure.mjs';
import { residentMemoryTable, sampleResidentMemory } from './resident-memory.mjs';

const require = createRequire(import.meta.url);
const { startTestStack } = require('../../libs/testing/stack/test-stack.cjs');
const { AdminClient } = require('@bizapi/runtime');

const FLAGS = { A: process.env.NODE_FLAGS_A ?? '', B: process.env.NODE_FLAGS_B ?? '--max-semi-space-size=64' };
const ROUNDS = Number(process.env.AB_ROUNDS ?? 3);
const DURATION_S = Number(process.env.AB_DURATION_S ?? 10);
const PATHS = (process.env.AB_PATHS ?? '/persons?limit=20,/persons?limit=100&page=1000').split(',');
/** As the bench runs: production settings, per-process NATS and Redis users, the rate limit out of the way. */
const env = { RATE_LIMIT_PER_MINUTE: '1000000000', IN_FLIGHT_PER_COMPANY: '100000', NODE_ENV: 'production' };
const apps = ['gateway', 'people-crm'];
const flagsVariable = process.env.AB_APP ? `BIZAPI_NODE_ARGS_${process.env.AB_APP.toUpperCase().replace(/-/g, '_')}` : 'BIZAPI_NODE_ARGS';

const a = await startTestStack({ apps, env: { ...env, [flagsVariable]: FLAGS.A }, credentials: 'anonymous-observer', sourceMaps: false, log });
const b = await startTestStack({
  apps,
  env: { ...env, [flagsVariable]: FLAGS.B, DATABASE_URL: a.env.DATABASE_URL },
  credentials: 'anonymous-observer',
  sourceMaps: false,
  log,
});
const stacks = { A: a, B: b };
const memory = { A: sampleResidentMemory(a), B: sampleResidentMemory(b) };
await Promise.all([memory.A.idle(), memory.B.idle()]);
try {
  // One database: the companies and key the operator makes through stack A serve both gateways.
  const admin = await AdminClient.connect(a.env.NATS_URL, a.env.BIZAPI_NAMESPACE);
  const companies = [];
  let key;
  for (const name of ['Flags A/B big', 'Flags A/B neighbour']) {
    const company = await admin.createCompany(name);
    const user = await admin.createUser(company.id, 'Bench User');
    key ??= await admin.createKey(company.id, user.id);
    companies.push(company.id);
  }
  await admin.close();
  await loadBigCompanies(a.env.DATABASE_URL, companies);

  const headers = {};
  for (const [name, stack] of Object.entries(stacks)) {
    const response = await fetch(`${stack.baseUrl}/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': key.apiKey },
      body: JSON.stringify({ secret: key.secret }),
    });
    const tokens = await response.json();
    headers[name] = { authorization: `Bearer ${tokens.accessToken}`, 'x-company-token': tokens.companyToken };
  }
  const database = new pg.Client({ connectionString: a.env.DATABASE_URL });
  await database.connect();
  const runs = {};
  for (let round = 0; round < ROUNDS; round++) {
    for (const path of PATHS) {
      for (const name of round % 2 ? ['B', 'A'] : ['A', 'B']) {
        await settle(database);
        const stack = stacks[name];
        const result = await measure(`${name} ${path}`, stack.baseUrl, {
          headers: headers[name],
          paths: [`${new URL(stack.baseUrl).pathname}${path}`],
          duration: DURATION_S,
          timeout: 30,
        });
        ((runs[path] ??= {})[name] ??= []).push(result);
      }
    }
  }
  await database.end();
  for (const [name, sampler] of Object.entries(memory)) {
    log(`resident sizes of stack ${name} (${FLAGS[name] || 'the apps’ own flags'}):${residentMemoryTable(sampler.stop())}`);
  }
  for (const [path, byName] of Object.entries(runs)) {
    for (const [name, results] of Object.entries(byName)) {
      const mean = (key) => Math.round(results.reduce((sum, result) => sum + result[key], 0) / results.length);
      log(
        `${path}, ${name} (${FLAGS[name] || 'the apps’ own flags'}): mean of ${results.length}: ${mean('requestsPerSecond')} req/s, ` +
          `p50 ${mean('p50Ms')} ms, p99 ${mean('p99Ms')} ms, ${mean('cpuMicrosPerRequest')} µs CPU/request [${results.map((result) => result.requestsPerSecond).join(', ')} req/s]`,
      );
    }
  }
} finally {
  await b.stop().catch(() => undefined);
  await a.stop().catch(() => undefined);
}
