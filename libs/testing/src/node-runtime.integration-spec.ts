import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { testStack } from './stack-info';

/**
 * The project brings its runtime (docs/operations/versions.md): package.json pins
 * the registry's `node` package, whose binary npm puts first on the PATH of every
 * script, so `npm start`, `npm test`, the bench and the tools they start run on it
 * whatever Node.js the machine has. Checked on the processes themselves.
 */
const ROOT = join(__dirname, '..', '..', '..');
const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> };
const PINNED = `v${manifest.devDependencies.node}`;
const PROJECT_NODE = realpathSync(join(ROOT, 'node_modules', 'node', 'bin', 'node'));

describe('the Node.js release the project runs on', () => {
  it('is a 24.x LTS release, pinned exactly', () => {
    expect(PINNED).toMatch(/^v24\.\d+\.\d+$/);
    expect(execFileSync(PROJECT_NODE, ['-p', 'process.version'], { encoding: 'utf8' }).trim()).toBe(PINNED);
  });

  it('runs this Jest worker', () => {
    expect(process.version).toBe(PINNED);
    expect(realpathSync(process.execPath)).toBe(PROJECT_NODE);
  });

  it("runs every app process of the run's system", () => {
    const { runId } = testStack();
    const apps = readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .flatMap((pid) => {
        try {
          const environ = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
          const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
          const main = command.find((arg) => /apps\/[\w-]+\/dist\/main\.js$/.test(arg));
          return environ.includes(`BIZAPI_NAMESPACE=${runId}`) && main ? [{ main, binary: realpathSync(`/proc/${pid}/exe`) }] : [];
        } catch {
          return []; // gone meanwhile, or not ours to read
        }
      });
    // The gateway, seven services and the short-lived gateway replica, at least.
    expect(new Set(apps.map((app) => app.main)).size).toBeGreaterThanOrEqual(8);
    expect(apps.filter((app) => app.binary !== PROJECT_NODE)).toEqual([]);
  });

  it("is the `node` of npm's scripts, ahead of the machine's", () => {
    const version = execFileSync('npm', ['exec', '--', 'node', '-p', 'process.version'], { cwd: ROOT, encoding: 'utf8' }).trim();
    expect(version).toBe(PINNED);
  });

  it('is the release of .nvmrc, of the images and no older than engines allows', () => {
    expect(`v${readFileSync(join(ROOT, '.nvmrc'), 'utf8').trim()}`).toBe(PINNED);
    const image = /^ARG NODE_IMAGE=node:(\S+?)-/m.exec(readFileSync(join(ROOT, 'docker/Dockerfile'), 'utf8'))?.[1];
    expect(`v${image}`).toBe(PINNED);
    const engines = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } }).engines.node;
    const minimum = /^>=(\d+)\.(\d+)\.(\d+)$/.exec(engines)?.slice(1).map(Number) ?? [Infinity];
    const pinned = PINNED.slice(1).split('.').map(Number);
    expect(pinned[0]).toBe(minimum[0]);
    expect(pinned[1] * 1000 + pinned[2]).toBeGreaterThanOrEqual(minimum[1] * 1000 + minimum[2]);
  });
});
