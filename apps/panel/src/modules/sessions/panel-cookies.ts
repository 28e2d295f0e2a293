import { RUNTIME_ENV } from '@bizapi/runtime';
import { Inject, Injectable } from '@nestjs/common';
import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PanelEnv } from '../../config/panel-env';

/**
 * The panel's two cookies, both HttpOnly and SameSite=Strict:
 * - the session (a random token; the table keeps its hash),
 * - before signing in, the CSRF value of the sign-in, invite and reset forms
 *   (double submit: the form's hidden field must equal it).
 * Outside local development they are Secure and `__Host-` prefixed, so no
 * subdomain or plain-http page can set them (a fixation defence).
 */
@Injectable()
export class PanelCookies {
  readonly secure: boolean;
  readonly sessionName: string;
  readonly formName: string;

  constructor(@Inject(RUNTIME_ENV) env: PanelEnv) {
    this.secure = env.panelCookieSecure();
    const prefix = this.secure ? '__Host-' : '';
    this.sessionName = `${prefix}bizapi_panel`;
    this.formName = `${prefix}bizapi_panel_form`;
  }

  read(request: FastifyRequest, name: string): string | undefined {
    const header = request.headers.cookie;
    if (!header) return undefined;
    return parseCookie(header)[name] || undefined;
  }

  setSession(reply: FastifyReply, token: string, maxAgeSeconds: number): void {
    this.append(reply, this.sessionName, token, maxAgeSeconds);
  }

  clearSession(reply: FastifyReply): void {
    this.append(reply, this.sessionName, '', 0);
  }

  setForm(reply: FastifyReply, value: string): void {
    // Lives as long as someone may take to fill in a form.
    this.append(reply, this.formName, value, 3600);
  }

  private append(reply: FastifyReply, name: string, value: string, maxAge: number): void {
    const cookie = stringifySetCookie({ name, value, maxAge, path: '/', httpOnly: true, secure: this.secure, sameSite: 'strict' });
    const existing = reply.getHeader('set-cookie');
    const list = existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
    // Fastify appends Set-Cookie values: drop ours first so one answer sets each cookie once.
    reply.removeHeader('set-cookie');
    void reply.header('set-cookie', [...list.filter((line) => !line.startsWith(`${name}=`)), cookie]);
  }
}
