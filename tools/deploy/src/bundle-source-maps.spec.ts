import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { join } from 'node:path';
import { REPO_ROOT } from './deployment-contract';

/**
 * What a stack trace of a test's process reads (tools/bundle/bundle-apps.mjs, trimSourceMap): the
 * bundle's map, trimmed so that Node parses it quickly at the first error, still maps every frame
 * to the right file.
 */
describe('an app bundle’s source map', () => {
  const bundle = join(REPO_ROOT, 'apps/people-crm/dist/main.js');
  const lines = readFileSync(bundle, 'utf8').split('\n');
  const payload = JSON.parse(readFileSync(`${bundle}.map`, 'utf8'));
  const map = new SourceMap(payload);
  /** Where the code lines of one file of the bundle (those after its `// <path>` comment, up to the next file's) map to. */
  const origins = (path: string) => {
    const comment = lines.indexOf(`// ${path}`);
    expect(comment).toBeGreaterThan(-1);
    const next = lines.findIndex((text, index) => index > comment && /^\/\/ (node_modules|libs|apps)\//.test(text));
    return lines.slice(comment + 1, next).flatMap((text, offset) => {
      const entry = map.findEntry(comment + 1 + offset, Math.max(0, text.search(/\S/))) as { originalSource?: string };
      return text.trim() && entry.originalSource ? [entry.originalSource] : [];
    });
  };

  it('maps our code to its TypeScript', () => {
    const sources = origins('libs/runtime/dist/crypto/secret-box.js');
    expect(sources).toContainEqual(expect.stringMatching(/libs\/runtime\/src\/crypto\/secret-box\.ts$/));
    expect(sources.filter((source) => source.includes('node_modules'))).toEqual([]);
  });

  it("maps a package's code to the package's file, never to code of ours", () => {
    const path = lines.find((text) => /^\/\/ node_modules\/@nestjs\/core\/.+\.js$/.test(text))?.slice(3) ?? '';
    const sources = origins(path);
    expect(sources).toContainEqual(expect.stringContaining(path));
    expect(sources.filter((source) => source.endsWith('.ts'))).toEqual([]);
  });

  it('carries no sources’ text, and of node_modules only a mapping per line', () => {
    expect(payload.sourcesContent).toBeUndefined();
    expect(payload.mappings.length).toBeLessThan(3_000_000);
  });
});
