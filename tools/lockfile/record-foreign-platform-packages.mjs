#!/usr/bin/env node
// Adds lock entries for platform-specific optional packages that this
// machine's npm registry does not serve (darwin, win32, android, ...).
// `npm install` here cannot resolve them, so it leaves them out of
// package-lock.json, and `npm ci` then refuses the lock as "out of sync".
// An entry with the exact version, `optional: true` and the os/cpu taken from
// the package name is all `npm ci` needs: it skips the package on any other
// platform without fetching it. Run after `npm install` changes the lock.
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK_PATH = new URL('../../package-lock.json', import.meta.url);
const OPERATING_SYSTEMS = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openharmony', 'sunos', 'aix'];
const CPUS = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32'];

const lock = JSON.parse(readFileSync(LOCK_PATH, 'utf8'));
const packages = lock.packages;
const added = [];

for (const [location, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    if (resolve(location, name)) continue;
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+/.test(spec)) continue;
    packages[`node_modules/${name}`] = { version: spec, cpu: [platform.cpu], optional: true, os: [platform.os], ...(platform.libc ? { libc: [platform.libc] } : {}) };
    added.push(`${name}@${spec}`);
  }
}

lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(LOCK_PATH, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added.length ? `recorded ${added.length} foreign-platform packages:\n  ${added.join('\n  ')}` : 'lock already complete');

/** Node's lookup: the nearest node_modules folder up from the dependent. */
function resolve(location, name) {
  let base = location;
  for (;;) {
    if (packages[`${base ? `${base}/` : ''}node_modules/${name}`]) return true;
    if (!base) return false;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut === -1 ? '' : base.slice(0, cut);
  }
}

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => OPERATING_SYSTEMS.includes(part));
  const cpu = parts.find((part) => CPUS.includes(part)) ?? (parts.includes('eabi') || parts.includes('gnueabihf') || parts.includes('musleabihf') ? 'arm' : undefined);
  if (!os || !cpu) return undefined;
  const libc = os === 'linux' ? (parts.some((part) => part.startsWith('musl')) ? 'musl' : 'glibc') : undefined;
  return { os, cpu, libc };
}
