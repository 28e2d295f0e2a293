import { DOCS_BUNDLE_PATH, DOCS_CONTENT_SECURITY_POLICY, DOCS_INIT_PATH, DOCS_INIT_SCRIPT, DOCS_PAGE_HTML } from './docs-page';

describe('the docs page', () => {
  const directives = new Map(
    DOCS_CONTENT_SECURITY_POLICY.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name, sources] as const;
    }),
  );

  it('allows scripts only from files of our own origin: no inline script, no eval, no other host', () => {
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('connect-src')).toEqual(["'self'"]);
    expect(DOCS_CONTENT_SECURITY_POLICY).not.toMatch(/https?:|\*|unsafe-eval/);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('loads the bundle and its start script from the gateway, with no inline script', () => {
    const scripts = [...DOCS_PAGE_HTML.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map(([, attributes]) => attributes.trim())).toEqual([`src="${DOCS_BUNDLE_PATH}"`, `src="${DOCS_INIT_PATH}"`]);
    expect(scripts.every(([, , body]) => body.trim() === '')).toBe(true);
  });

  it('points Scalar at the served OpenAPI document, without its hosted extras', () => {
    expect(DOCS_INIT_SCRIPT).toContain('"url":"/external/v1/openapi.json"');
    expect(DOCS_INIT_SCRIPT).toContain('"telemetry":false');
    expect(DOCS_INIT_SCRIPT).toContain('"agent":{"disabled":true}');
  });
});
