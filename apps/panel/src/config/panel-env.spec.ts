import { loadEnv } from '@bizapi/runtime';
import { PanelEnv } from './panel-env';

/** Settings the panel refuses with NODE_ENV=production (docs/operations/security.md, "What production refuses"). */
describe('the panel configuration in production', () => {
  // Every credential a production process needs, so only the panel's own settings are judged.
  const production = {
    NODE_ENV: 'production',
    NATS_USER: 'bizapi-panel',
    NATS_PASSWORD: 'nats-password',
    REDIS_USERNAME: 'bizapi-panel',
    REDIS_PASSWORD: 'redis-password',
  };

  it('refuses to start without PANEL_PUBLIC_URL, naming it', () => {
    expect(() => loadEnv(PanelEnv, production)).toThrow(/PANEL_PUBLIC_URL is required/);
  });

  it('refuses a PANEL_PUBLIC_URL that is not an https:// origin', () => {
    expect(() => loadEnv(PanelEnv, { ...production, PANEL_PUBLIC_URL: 'http://api.example.com' })).toThrow(/PANEL_PUBLIC_URL must be an https:\/\/ origin/);
    expect(() => loadEnv(PanelEnv, { ...production, PANEL_PUBLIC_URL: 'https://api.example.com/panel/' })).toThrow(/PANEL_PUBLIC_URL must be/);
    // Browsers keep Secure cookies from http://localhost only (Compose on one's own machine).
    expect(loadEnv(PanelEnv, { ...production, PANEL_PUBLIC_URL: 'http://localhost:3001' }).panelOrigin()).toBe('http://localhost:3001');
  });

  it('starts with the public origin, and builds invite links from it', () => {
    const env = loadEnv(PanelEnv, { ...production, PANEL_PUBLIC_URL: 'https://api.example.com/' });
    expect(env.panelOrigin()).toBe('https://api.example.com');
    expect(env.panelCookieSecure()).toBe(true);
  });

  it('needs none of it outside production', () => {
    expect(loadEnv(PanelEnv, { NODE_ENV: 'development', PORT: '3108' }).panelOrigin()).toBe('http://localhost:3108');
  });
});
