import { ApiError } from '@bizapi/contracts';
import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { safeNext } from './safe-next';
import { describeError } from './describe-error';
import { html } from './html';
import { PANEL_BASE, layout } from './layout';
import { redirectTo, sendHtml } from './page-headers';
import { CsrfRefused, PanelNotFound, SignInRequired } from './panel-errors';
import { pageContext } from './page-context';

/**
 * The panel's failures as pages, not JSON: sign-in required → the sign-in
 * page; CSRF → 403; not found → 404; an API error from a service → its
 * message (pt-BR `friendlyMessage`, or the code and field messages in
 * English); anything else → 500, logged with the request id.
 */
@Catch()
export class PanelExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('PanelExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const { locale, t } = pageContext(request);
    if (exception instanceof SignInRequired) {
      const next = safeNext(exception.next);
      const query = new URLSearchParams();
      if (next !== `${PANEL_BASE}/keys`) query.set('next', next);
      if (exception.ended) query.set('ended', '1');
      const suffix = query.size ? `?${query}` : '';
      return redirectTo(reply, `${PANEL_BASE}/sign-in${suffix}`);
    }
    let status = 500;
    let text = t('unexpected');
    if (exception instanceof CsrfRefused) {
      status = 403;
      text = t('csrfRefused');
    } else if (exception instanceof PanelNotFound || (exception instanceof HttpException && exception.getStatus() === 404)) {
      status = 404;
      text = t('notFound');
    } else if (exception instanceof ApiError) {
      status = exception.statusCode;
      text = describeError({ locale, t }, exception);
    } else if (exception instanceof HttpException) {
      status = exception.getStatus();
      text = exception.message;
    }
    if (status >= 500) this.logger.error({ err: exception, requestId: request.id }, 'panel error');
    const content = html`<p><a href="${PANEL_BASE}/">${t('back')}</a></p>`;
    sendHtml(reply, layout({ locale, t, title: t('errorTitle'), content, notice: { kind: 'error', text } }), status);
  }
}
