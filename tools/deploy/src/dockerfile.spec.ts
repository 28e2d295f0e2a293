import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './deployment-contract';
import { checkDockerfile } from './dockerfile-checks';

const dockerfile = readFileSync(join(REPO_ROOT, 'docker/Dockerfile'), 'utf8');

describe('docker/Dockerfile', () => {
  it('is multi-stage, takes ARG APP, runs as non-root with tini, a HEALTHCHECK and pinned base images', () => {
    expect(checkDockerfile(dockerfile)).toEqual([]);
  });

  it('starts the selected app with its dist/main.js and ships the health check script', () => {
    expect(dockerfile).toMatch(/^CMD \["\/bin\/sh", "-c", "exec node \\"apps\/\$\{APP\}\/dist\/main\.js\\""\]$/m);
    expect(dockerfile).toMatch(/^COPY docker\/healthcheck\.cjs /m);
    expect(readFileSync(join(REPO_ROOT, '.dockerignore'), 'utf8')).toMatch(/^!docker\/healthcheck\.cjs$/m);
  });

  it('proves the prebuilt argon2 binding loads on the image platform, with no compiler in the image', () => {
    expect(dockerfile).toMatch(/require\('@node-rs\/argon2'\)\.hashSync/);
    expect(dockerfile).not.toMatch(/node-gyp|g\+\+|build-essential/);
  });

  it("puts the gateway's docs page bundle into its dist before the build stage collects dist", () => {
    const copy = dockerfile.indexOf('node apps/gateway/scripts/copy-docs-assets.cjs');
    expect(copy).toBeGreaterThan(dockerfile.indexOf('RUN npx tsc -b'));
    expect(copy).toBeLessThan(dockerfile.indexOf('RUN mkdir -p /out'));
  });

  it('keeps node_modules, dist, .git and local secrets out of the build context', () => {
    const ignored = readFileSync(join(REPO_ROOT, '.dockerignore'), 'utf8').split('\n');
    for (const pattern of ['**/node_modules', '**/dist', '.git', '**/.env']) expect(ignored).toContain(pattern);
  });
});

describe('the Dockerfile checks catch a broken Dockerfile', () => {
  const replace = (from: RegExp | string, to: string) => {
    const mutated = dockerfile.replace(from, to);
    if (mutated === dockerfile) throw new Error(`mutation ${String(from)} changed nothing`);
    return mutated;
  };

  it.each([
    ['no USER', () => replace(/^USER .*$/m, ''), 'the final stage runs as root (no USER)'],
    ['USER root', () => replace(/^USER .*$/m, 'USER root'), 'the final stage runs as root'],
    ['no HEALTHCHECK', () => replace(/^HEALTHCHECK[^\n]*\\\n[^\n]*\n/m, ''), 'the final stage has no HEALTHCHECK'],
    ['base image latest', () => replace(/^ARG NODE_IMAGE=.*$/m, 'ARG NODE_IMAGE=node:latest'), 'uses the tag latest'],
    ['base image without tag', () => replace(/^ARG NODE_IMAGE=.*$/m, 'ARG NODE_IMAGE=node'), 'has no tag'],
    ['single stage', () => 'FROM node:24.21.0-trixie-slim\nARG APP\nUSER 1000\nCMD ["node", "main.js"]\n', 'single stage'],
    ['no ARG APP', () => dockerfile.replace(/^ARG APP$/gm, ''), 'no ARG APP'],
    ['exec-form CMD with a variable', () => replace(/^CMD .*$/m, 'CMD ["node", "apps/${APP}/dist/main.js"]'), 'exec form does not expand variables'],
    ['shell-form CMD', () => replace(/^CMD .*$/m, 'CMD node apps/${APP}/dist/main.js'), 'CMD is in shell form'],
    ['shell without exec', () => replace(/^CMD .*$/m, 'CMD ["/bin/sh", "-c", "node apps/${APP}/dist/main.js"]'), 'without `exec`'],
    ['no tini', () => replace(/^ENTRYPOINT .*$/m, ''), 'no init process (tini)'],
    ['no NODE_ENV', () => replace('NODE_ENV=production', 'NODE_ENV=development'), 'NODE_ENV=production'],
    ['npm install instead of npm ci', () => dockerfile.replace(/npm ci/g, 'npm install'), 'npm ci'],
    ['no prune', () => replace('npm ci --omit=dev', 'npm ci'), 'prunes to production dependencies'],
  ])('%s', (_name, mutate, expected) => {
    const problems = checkDockerfile(mutate());
    expect(problems.some((problem) => problem.includes(expected))).toBe(true);
  });
});
