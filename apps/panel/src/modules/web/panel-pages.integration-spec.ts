import { testStack } from '@bizapi/testing';
import { PanelClient } from '../../testing/panel-client';

/** The panel's pages as a browser gets them: our own origin only, pt-BR unless English is asked for. */
describe('the company panel (/panel/)', () => {
  const origin = testStack().edgeUrl;

  it('sends a visitor without a session to the sign-in page', async () => {
    const client = new PanelClient();
    const home = await client.get('/panel/');
    expect(home.status).toBe(303);
    expect(home.location).toBe('/panel/keys');
    const keys = await client.get('/panel/keys');
    expect(keys.status).toBe(303);
    expect(keys.location).toBe('/panel/sign-in');
  });

  it('serves server-rendered HTML under a strict, self-only Content-Security-Policy, never cached or framed', async () => {
    const page = await new PanelClient().get('/panel/sign-in');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("style-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|https?:|\*/);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('referrer-policy')).toBe('same-origin');
    // Nothing inline and nothing from elsewhere: one stylesheet and one script, both ours.
    expect(page.html).not.toMatch(/<script>|<style|style="|\son\w+="/);
    const sources = [...page.html.matchAll(/(?:src|href)="([^"]+)"/g)].map(([, url]) => url);
    expect(sources.filter((url) => /^(https?:)?\/\//.test(url))).toEqual([]);
    for (const asset of ['/panel/assets/panel.css', '/panel/assets/panel.js']) {
      expect(sources).toContain(asset);
      const response = await fetch(`${origin}${asset}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('speaks Portuguese (Brazil) by default and English when the browser prefers it', async () => {
    const portuguese = await new PanelClient().get('/panel/sign-in');
    expect(portuguese.html).toContain('<html lang="pt-BR">');
    expect(portuguese.html).toContain('Entrar no painel');
    const english = await new PanelClient().get('/panel/sign-in', { 'accept-language': 'en-US,en;q=0.9,pt;q=0.5' });
    expect(english.html).toContain('<html lang="en">');
    expect(english.html).toContain('Sign in to the panel');
    const preferringPortuguese = await new PanelClient().get('/panel/sign-in', { 'accept-language': 'pt-BR,en;q=0.8' });
    expect(preferringPortuguese.html).toContain('<html lang="pt-BR">');
  });

  it('takes HTML forms on its own paths only: the public API still answers 415 to a form body', async () => {
    const response = await fetch(`${origin}/external/v1/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'secret=x',
    });
    expect(response.status).toBe(415);
    expect((await response.json()).statusCode).toBe(415);
  });

  it('answers an unknown panel page with an HTML 404, not the API JSON error', async () => {
    const page = await new PanelClient().get('/panel/nothing-here');
    expect(page.status).toBe(404);
  });
});
