import { newSecretToken } from '@bizapi/runtime';
import { Controller, Get, Post, Query, Req, Res, UseFilters } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PanelAuditService } from '../audit/panel-audit.service';
import { requireCsrf } from '../sessions/csrf';
import { PanelCookies } from '../sessions/panel-cookies';
import { PanelSessionsService } from '../sessions/panel-sessions.service';
import { safeNext } from '../web/safe-next';
import { field } from '../web/form-body';
import { PANEL_BASE } from '../web/layout';
import { pageContext } from '../web/page-context';
import { redirectTo, sendHtml } from '../web/page-headers';
import { PanelExceptionFilter } from '../web/panel-exception.filter';
import { PanelPeopleService } from './panel-people.service';
import { MIN_PASSWORD_LENGTH, invalidInvitePage, resetPage, setPasswordPage, signInPage } from './people.views';
import { SignInThrottle } from './sign-in-throttle';

/** Signing in and out, setting a password from an invite, asking for a reset. */
@Controller('panel')
@UseFilters(PanelExceptionFilter)
export class PeopleController {
  constructor(
    private readonly people: PanelPeopleService,
    private readonly sessions: PanelSessionsService,
    private readonly cookies: PanelCookies,
    private readonly throttle: SignInThrottle,
    private readonly audit: PanelAuditService,
  ) {}

  /** `/panel` (and `/panel/`, form-body.ts): the keys page, which asks for a session first. */
  @Get()
  home(@Res() reply: FastifyReply): void {
    redirectTo(reply, `${PANEL_BASE}/keys`);
  }

  @Get('sign-in')
  async signInForm(
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
    @Query('next') next?: string,
    @Query('ended') ended?: string,
    @Query('done') done?: string,
  ): Promise<void> {
    const context = pageContext(request);
    const notice =
      done === 'password' ? { kind: 'ok' as const, text: context.t('passwordSet') }
      : done === 'signed-out' ? { kind: 'ok' as const, text: context.t('signedOut') }
      : ended ? { kind: 'info' as const, text: context.t('sessionEnded') }
      : undefined;
    sendHtml(reply, signInPage(context, { csrfToken: this.formToken(request, reply), next: next ? safeNext(next) : undefined, notice }));
  }

  @Post('sign-in')
  async signIn(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    requireCsrf(request, this.cookies.read(request, this.cookies.formName));
    const context = pageContext(request);
    const email = field(request.body, 'email').slice(0, 320);
    const password = field(request.body, 'password').slice(0, 1024);
    const next = safeNext(field(request.body, 'next') || undefined);
    const again = (text: string, status: number) =>
      sendHtml(reply, signInPage(context, { csrfToken: this.formToken(request, reply), next, email, notice: { kind: 'error', text } }), status);

    const verdict = await this.throttle.check(email, request.ip);
    if (!verdict.allowed) {
      const account = await this.people.byEmail(email);
      if (account) await this.audit.record(account.companyId, { userId: account.id, name: account.name, address: request.ip }, { action: 'signin.throttled' });
      return again(context.t('signInThrottled', { minutes: verdict.minutes }), 429);
    }
    const account = await this.people.verify(email, password);
    if (!account) {
      await this.throttle.failed(email, request.ip);
      const known = await this.people.byEmail(email);
      if (known) await this.audit.record(known.companyId, { userId: known.id, name: known.name, address: request.ip }, { action: 'signin.failed' });
      // The same words and status whether or not the account exists.
      return again(context.t('signInFailed'), 401);
    }
    await this.throttle.succeeded(email);
    await this.sessions.start(request, reply, account);
    await this.audit.record(account.companyId, { userId: account.id, name: account.name, address: request.ip }, { action: 'signin.succeeded' });
    redirectTo(reply, next);
  }

  @Post('sign-out')
  async signOut(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const viewer = await this.sessions.current(request, reply);
    if (viewer) {
      requireCsrf(request, viewer.csrfToken);
      await this.audit.record(viewer.companyId, { userId: viewer.userId, name: viewer.userName, address: request.ip }, { action: 'signout' });
    }
    await this.sessions.end(request, reply);
    redirectTo(reply, `${PANEL_BASE}/sign-in?done=signed-out`);
  }

  @Get('invite')
  async inviteForm(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Query('token') token?: string): Promise<void> {
    const context = pageContext(request);
    const invite = await this.people.inviteFor(String(token ?? ''));
    if (!invite) return sendHtml(reply, invalidInvitePage(context), 410);
    sendHtml(reply, setPasswordPage(context, { csrfToken: this.formToken(request, reply), token: String(token), email: invite.email }));
  }

  @Post('invite')
  async setPassword(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    requireCsrf(request, this.cookies.read(request, this.cookies.formName));
    const context = pageContext(request);
    const token = field(request.body, 'token');
    const password = field(request.body, 'password');
    const invite = await this.people.inviteFor(token);
    if (!invite) return sendHtml(reply, invalidInvitePage(context), 410);
    const problem =
      password.length < MIN_PASSWORD_LENGTH ? context.t('passwordTooShort', { min: MIN_PASSWORD_LENGTH })
      : password.length > 1024 || password !== field(request.body, 'confirm') ? context.t('passwordsDiffer')
      : undefined;
    if (problem) {
      return sendHtml(reply, setPasswordPage(context, { csrfToken: this.formToken(request, reply), token, email: invite.email, notice: { kind: 'error', text: problem } }), 422);
    }
    if (!(await this.people.setPassword(token, password, request.ip))) return sendHtml(reply, invalidInvitePage(context), 410);
    redirectTo(reply, `${PANEL_BASE}/sign-in?done=password`);
  }

  @Get('reset')
  resetForm(@Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    sendHtml(reply, resetPage(pageContext(request), { csrfToken: this.formToken(request, reply) }));
  }

  /**
   * A reset request: the same answer whether or not an account has the
   * e-mail. There is no mail system: a real account's request lands in its
   * company's audit and the panel's log, for the operator to send a new
   * `panel:invite` link (docs/panel.md).
   */
  @Post('reset')
  async requestReset(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    requireCsrf(request, this.cookies.read(request, this.cookies.formName));
    const context = pageContext(request);
    const email = field(request.body, 'email').slice(0, 320);
    const verdict = await this.throttle.check('', request.ip);
    if (verdict.allowed) {
      await this.throttle.countAddress(request.ip);
      const account = await this.people.byEmail(email);
      if (account) {
        await this.audit.record(account.companyId, { userId: account.id, name: account.name, address: request.ip }, { action: 'password.reset_requested' });
      }
    }
    sendHtml(reply, resetPage(context, { csrfToken: this.formToken(request, reply), notice: { kind: 'ok', text: context.t('resetRequested') } }));
  }

  /** The pre-sign-in forms' CSRF value: the browser's form cookie, made on first sight. */
  private formToken(request: FastifyRequest, reply: FastifyReply): string {
    const existing = this.cookies.read(request, this.cookies.formName);
    if (existing && /^[A-Za-z0-9_-]{43}$/.test(existing)) return existing;
    const token = newSecretToken();
    this.cookies.setForm(reply, token);
    return token;
  }
}
