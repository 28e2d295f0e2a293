import { stringifySetCookie } from 'cookie';
import { PanelEnv } from '../../config/panel-env';
import { PanelCookies } from './panel-cookies';

function cookiesFor(settings: Partial<PanelEnv>): PanelCookies {
  return new PanelCookies(Object.assign(new PanelEnv(), settings));
}

describe('the panel cookies', () => {
  it('are Secure and __Host- prefixed in production, plain in local development, unless told otherwise', () => {
    expect(cookiesFor({ NODE_ENV: 'production' })).toMatchObject({ secure: true, sessionName: '__Host-bizapi_panel', formName: '__Host-bizapi_panel_form' });
    expect(cookiesFor({ NODE_ENV: 'development' })).toMatchObject({ secure: false, sessionName: 'bizapi_panel' });
    expect(cookiesFor({ NODE_ENV: 'test' }).secure).toBe(false);
    expect(cookiesFor({ NODE_ENV: 'development', PANEL_COOKIE_SECURE: 'true' }).sessionName).toBe('__Host-bizapi_panel');
    expect(cookiesFor({ NODE_ENV: 'production', PANEL_COOKIE_SECURE: 'false' }).secure).toBe(false);
  });

  it('set HttpOnly, SameSite=Strict, Path=/ and, when secure, Secure (what __Host- requires)', () => {
    const cookies = cookiesFor({ NODE_ENV: 'production' });
    const headers: Record<string, unknown> = {};
    const reply = {
      getHeader: (name: string) => headers[name],
      removeHeader: (name: string) => delete headers[name],
      header: (name: string, value: unknown) => (headers[name] = value),
    };
    cookies.setSession(reply as never, 'token', 1800);
    cookies.setForm(reply as never, 'form');
    expect(headers['set-cookie']).toEqual([
      stringifySetCookie({ name: '__Host-bizapi_panel', value: 'token', maxAge: 1800, path: '/', httpOnly: true, secure: true, sameSite: 'strict' }),
      stringifySetCookie({ name: '__Host-bizapi_panel_form', value: 'form', maxAge: 3600, path: '/', httpOnly: true, secure: true, sameSite: 'strict' }),
    ]);
    expect(String((headers['set-cookie'] as string[])[0])).toMatch(/^__Host-bizapi_panel=token; Max-Age=1800; Path=\/; HttpOnly; Secure; SameSite=Strict$/);
  });
});
