import type { Locale } from '../i18n/locale';
import { PanelViewer } from '../sessions/panel-sessions.service';
import { formatMoment } from '../web/formatting';
import { html, SafeHtml } from '../web/html';
import { layout, viewerOf } from '../web/layout';
import { PageContext } from '../web/page-context';
import { AuditLine } from './audit-trail';
import { AuditAction } from './panel-audit.service';

const ACTIONS: Record<AuditAction, Record<Locale, string>> = {
  'invite.created': { 'pt-BR': 'Convite para o painel criado', en: 'Panel invite created' },
  'password.set': { 'pt-BR': 'Senha definida', en: 'Password set' },
  'password.reset_requested': { 'pt-BR': 'Nova senha pedida', en: 'Password reset requested' },
  'signin.succeeded': { 'pt-BR': 'Entrou no painel', en: 'Signed in' },
  'signin.failed': { 'pt-BR': 'Tentativa de entrar com senha errada', en: 'Sign-in with a wrong password' },
  'signin.throttled': { 'pt-BR': 'Tentativa de entrar bloqueada pelo limite', en: 'Sign-in refused by the limit' },
  signout: { 'pt-BR': 'Saiu do painel', en: 'Signed out' },
  'key.created': { 'pt-BR': 'Chave de API criada', en: 'API key created' },
  'key.revoked': { 'pt-BR': 'Chave de API revogada', en: 'API key revoked' },
  'webhook.created': { 'pt-BR': 'Webhook criado', en: 'Webhook created' },
  'webhook.updated': { 'pt-BR': 'Webhook alterado', en: 'Webhook changed' },
  'webhook.deactivated': { 'pt-BR': 'Webhook desativado', en: 'Webhook deactivated' },
  'webhook.reactivated': { 'pt-BR': 'Webhook reativado', en: 'Webhook reactivated' },
  'webhook.secret_rotated': { 'pt-BR': 'Segredo do webhook trocado', en: 'Webhook secret rotated' },
  'webhook.test_sent': { 'pt-BR': 'Evento de teste enviado', en: 'Test event sent' },
  'webhook.delivery_resent': { 'pt-BR': 'Entrega reenviada', en: 'Delivery resent' },
  'webhook.replayed': { 'pt-BR': 'Período reenviado', en: 'Time range replayed' },
};

export function auditPage(context: PageContext, viewer: PanelViewer, entries: AuditLine[]): SafeHtml {
  const { t, locale } = context;
  const content = entries.length
    ? html`<table>
        <caption>${t('auditIntro')}</caption>
        <thead><tr><th scope="col">${t('when')}</th><th scope="col">${t('who')}</th><th scope="col">${t('action')}</th><th scope="col">${t('target')}</th><th scope="col">${t('address')}</th></tr></thead>
        <tbody>${entries.map(
          (entry) => html`<tr>
            <td>${formatMoment(locale, entry.at)}</td>
            <td>${entry.actorUserId ? entry.actorName : t('operator')}</td>
            <td>${ACTIONS[entry.action as AuditAction]?.[locale] ?? entry.action}</td>
            <td>${entry.target ? html`<code>${entry.target}</code>` : ''}</td>
            <td>${entry.address ?? ''}</td>
          </tr>`,
        )}</tbody>
      </table>`
    : html`<p>${t('noAudit')}</p>`;
  return layout({ ...context, title: t('auditTitle'), content, viewer: viewerOf(viewer), section: 'audit' });
}
