import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { REPO_ROOT, REQUIRED_APPS } from './deployment-contract';

const bundleOf = (app: string) => readFileSync(join(REPO_ROOT, `apps/${app}/dist/main.js`), 'utf8');

/**
 * The bundles' text is ASCII (tools/bundle/bundle-apps.mjs, escapeNonAscii): V8 keeps a script's
 * source for the process's life, one byte a character only when every character fits one, so a
 * single "·" in a comment doubled what each bundle held in every process.
 */
describe('an app bundle’s text', () => {
  it.each(REQUIRED_APPS)('%s: every character is ASCII', (app) => {
    const offending = /[^\p{ASCII}]/u.exec(bundleOf(app));
    expect(offending && bundleOf(app).slice(Math.max(0, offending.index - 60), offending.index + 20)).toBeNull();
  });

  it('escapes mean what the characters did: a regular expression and a template of the panel', () => {
    const lines = bundleOf('panel').split('\n');
    // validator's German alphabet, a regular expression literal esbuild had left with its letters.
    const alphabet = lines.find((line) => line.trimStart().startsWith('"de-DE": /^[A-Z'));
    expect(alphabet).toContain('\\u00c4');
    const germanLetters = runInNewContext(`(${String(alphabet).trim().replace(/^"de-DE": /, '').replace(/,$/, '')})`) as RegExp;
    expect(germanLetters.test('ÄÖÜß')).toBe(true);
    expect(germanLetters.test('Ø')).toBe(false);
    // The company panel's page title, a template literal.
    const title = lines.find((line) => line.includes('<title>${title} \\u00b7'));
    expect(title).toBeDefined();
    expect(runInNewContext('`${title} \\u00b7 x`', { title: 'Keys' })).toBe('Keys · x');
  });
});
