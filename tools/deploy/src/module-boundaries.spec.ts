import { createProjectGraphAsync, type ProjectGraph } from '@nx/devkit';
import { ESLint, type Linter } from 'eslint';
import { REPO_ROOT } from './deployment-contract';

// The boundaries of docs/architecture.md, held by the lint job: imports linted with the repository's
// eslint.config.mjs against its Nx project graph (tags from each package.json) are refused or allowed.

// Every lib is scope:shared today, so the scope rules need a lib that is not: the graph the rule
// reads shows libs/conventions as a util lib of the webhooks service (only these tests see it so).
jest.mock('@nx/devkit', () => {
  const devkit = jest.requireActual<typeof import('@nx/devkit')>('@nx/devkit');
  const webhooksOnly = (graph: ProjectGraph): ProjectGraph => {
    const conventions = graph.nodes['@bizapi/conventions'];
    const data = { ...conventions.data, tags: ['type:util', 'scope:webhooks'] };
    return { ...graph, nodes: { ...graph.nodes, '@bizapi/conventions': { ...conventions, data } } };
  };
  return { ...devkit, readCachedProjectGraph: () => webhooksOnly(devkit.readCachedProjectGraph()) };
});

const SERVICE = 'apps/people-crm/src/modules/x.ts';

describe('module boundaries (eslint.config.mjs)', () => {
  let eslint: ESLint;

  beforeAll(async () => {
    // The rule reads Nx's cached project graph; compute it now (in process) so it has today's tags.
    process.env.NX_DAEMON = 'false';
    process.env.NX_NO_CLOUD = 'true';
    await createProjectGraphAsync({ exitOnError: false });
    // ESLint would load the config with import(), which this Jest runtime lacks; @swc/jest compiles it.
    const config = jest.requireActual<{ default: Linter.Config[] }>('../../../eslint.config.mjs').default;
    eslint = new ESLint({ cwd: REPO_ROOT, overrideConfigFile: true, overrideConfig: config });
  });

  /** The messages of the boundaries rule for `code` in a file at `filePath` (from the repository root). */
  async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath });
    return result.messages.filter((m) => m.ruleId === '@nx/enforce-module-boundaries').map((m) => m.message);
  }

  const ONLY_SHARED = 'can only depend on libs tagged with "scope:shared"';

  // Each case names the check that refuses it. An import that closes a cycle in the graph is refused as
  // a circular dependency before any tag is read, so no case imports a project that depends on its source.

  it.each([
    ['a service imports another service', SERVICE, '@bizapi/webhooks', 'Imports of apps are forbidden'],
    [
      'a service reaches into another by path',
      SERVICE,
      '../../../webhooks/src/app.module',
      'Projects cannot be imported by a relative or absolute path',
    ],
    ['a service test imports another service', 'apps/gateway/src/x.spec.ts', '@bizapi/people-crm', 'Imports of apps are forbidden'],
    ['a service imports a lib of another scope', SERVICE, '@bizapi/conventions', `"/^scope:(?!shared$)/" ${ONLY_SHARED}`],
    ['a gateway test imports a lib of another scope', 'apps/gateway/src/x.spec.ts', '@bizapi/conventions', ONLY_SHARED],
    ['a shared lib imports a lib of a scope', 'libs/runtime/src/x.ts', '@bizapi/conventions', `"scope:shared" ${ONLY_SHARED}`],
    ['a shared lib imports a service', 'libs/collections/src/x.ts', '@bizapi/gateway', 'Imports of apps are forbidden'],
    [
      'a util lib imports the test harness',
      'libs/collections/src/x.ts',
      '@bizapi/testing',
      '"type:util" can only depend on libs tagged with "type:contracts", "type:util"',
    ],
    [
      'the client imports a shared lib',
      'libs/client/src/x.ts',
      '@bizapi/contracts',
      '"type:client" can only depend on libs tagged with "type:testing"',
    ],
  ])('refuses: %s', async (_name, filePath, target, expected) => {
    expect(await boundaryErrors(filePath, `import { x } from '${target}';`)).toEqual([expect.stringContaining(expected)]);
  });

  it.each([
    ['a service imports contracts', SERVICE, ['@bizapi/contracts']],
    ['a service imports the runtime and the collection kit', SERVICE, ['@bizapi/runtime', '@bizapi/collections']],
    ['a service test imports the test harness', 'apps/people-crm/src/x.integration-spec.ts', ['@bizapi/testing']],
    ['a service imports its own files', SERVICE, ['../app.module']],
    ['the collection kit imports contracts and the runtime', 'libs/collections/src/x.ts', ['@bizapi/contracts', '@bizapi/runtime']],
    ['the test harness imports the runtime', 'libs/testing/src/x.ts', ['@bizapi/runtime']],
    ["the client's tests import the test harness", 'libs/client/src/x.integration-spec.ts', ['@bizapi/testing']],
    ["tooling's tests import the test harness", 'tools/openapi/src/x.spec.ts', ['@bizapi/testing']],
  ])('allows: %s', async (_name, filePath, targets) => {
    const code = targets.map((target, i) => `import { x${i} } from '${target}';`).join('\n');
    expect(await boundaryErrors(filePath, code)).toEqual([]);
  });

  it.each([
    ['tooling', 'tools/deploy/src/x.ts'],
    ['a service', SERVICE],
    ['a shared lib', 'libs/runtime/src/x.ts'],
  ])('refuses the test harness outside test files: %s', async (_name, filePath) => {
    const [result] = await eslint.lintText(`import { x } from '@bizapi/testing';`, { filePath });
    expect(result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message)).toEqual([
      expect.stringContaining('The test harness is for *.spec.ts and *.integration-spec.ts files only.'),
    ]);
  });
});
