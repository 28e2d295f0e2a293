import { EVENT_FAMILIES, EVENT_NAMES } from '@bizapi/contracts';
import { PanelViewer } from '../sessions/panel-sessions.service';
import { formatMoment } from '../web/formatting';
import { SafeHtml, html } from '../web/html';
import { Notice, PANEL_BASE, csrfField, layout, secretField, viewerOf } from '../web/layout';
import { PageContext } from '../web/page-context';
import { Delivery, DeliveryFilters, Page, Subscription } from './panel-webhooks.client';

const DELIVERY_STATUSES = ['PENDING', 'DELIVERED', 'FAILED', 'CANCELLED'];
const TEST_EVENT = 'webhook.test';

function page(context: PageContext, viewer: PanelViewer, title: string, content: SafeHtml, notice?: Notice): SafeHtml {
  return layout({ ...context, title, content, viewer: viewerOf(viewer), section: 'webhooks', notice });
}

/** The catalog's events by family, each family with its wildcard first (`person.*`). */
function eventPicker(context: PageContext, chosen: readonly string[], idPrefix: string): SafeHtml {
  const { t } = context;
  return html`<fieldset>
    <legend>${t('events')}</legend>
    ${EVENT_FAMILIES.map(
      (family) => html`<fieldset>
        <legend>${family}</legend>
        <label><input type="checkbox" name="events" value="${family}.*" id="${idPrefix}-${family}-all"${chosen.includes(`${family}.*`) ? html` checked` : ''} /> ${t('allOfFamily', { family })}</label>
        ${EVENT_NAMES.filter((name) => name.startsWith(`${family}.`)).map(
          (name) => html`<label><input type="checkbox" name="events" value="${name}"${chosen.includes(name) ? html` checked` : ''} /> <code>${name}</code></label>`,
        )}
      </fieldset>`,
    )}
  </fieldset>`;
}

function statusOf(context: PageContext, subscription: Subscription): string {
  return subscription.isActive ? context.t('active') : `${context.t('inactive')}${subscription.deactivationReason ? ` (${subscription.deactivationReason})` : ''}`;
}

export function webhooksPage(context: PageContext, viewer: PanelViewer, data: { enabled: boolean; list: Subscription[]; notice?: Notice; form?: { url: string; description: string; events: string[] } }): SafeHtml {
  const { t } = context;
  if (!data.enabled) return page(context, viewer, t('webhooksTitle'), html``, { kind: 'warning', text: t('webhooksDisabled') });
  const table = data.list.length
    ? html`<table>
        <caption>${t('webhooksTitle')}</caption>
        <thead><tr><th scope="col">${t('url')}</th><th scope="col">${t('events')}</th><th scope="col">${t('status')}</th><th scope="col">${t('failures')}</th><th scope="col"><span class="skip">${t('open')}</span></th></tr></thead>
        <tbody>${data.list.map(
          (subscription) => html`<tr>
            <td><code>${subscription.url}</code>${subscription.description ? html`<br /><span class="muted">${subscription.description}</span>` : ''}</td>
            <td>${subscription.events.map((event, index) => html`${index ? ', ' : ''}<code>${event}</code>`)}</td>
            <td>${statusOf(context, subscription)}</td>
            <td>${subscription.consecutiveFailures}</td>
            <td><a href="${PANEL_BASE}/webhooks/${subscription.id}">${t('open')}<span class="skip"> ${subscription.url}</span></a></td>
          </tr>`,
        )}</tbody>
      </table>`
    : html`<p>${t('noWebhooks')}</p>`;
  const form = data.form ?? { url: '', description: '', events: [] };
  const content = html`<p>${t('webhooksIntro')}</p>${table}
    <form class="card" method="post" action="${PANEL_BASE}/webhooks">
      <h2>${t('createWebhook')}</h2>
      ${csrfField(viewer.csrfToken)}
      <label for="url">${t('url')}</label>
      <input id="url" name="url" type="url" required maxlength="2048" placeholder="https://" value="${form.url}" />
      <label for="description">${t('description')}</label>
      <input id="description" name="description" type="text" maxlength="255" value="${form.description}" />
      ${eventPicker(context, form.events, 'new')}
      <div class="actions"><button type="submit">${t('createWebhook')}</button></div>
    </form>`;
  return page(context, viewer, t('webhooksTitle'), content, data.notice);
}

function secretBox(context: PageContext, id: string, secret: string, warning: string): SafeHtml {
  const { t } = context;
  return html`<p class="notice warning" role="alert">${warning}</p>
    <div class="card">${secretField(t, id, t('signingSecret'), secret)}</div>`;
}

export function webhookCreatedPage(context: PageContext, viewer: PanelViewer, created: Subscription & { secret: string }): SafeHtml {
  const { t } = context;
  const content = html`${secretBox(context, 'new-webhook-secret', created.secret, t('webhookSecretWarning'))}
    <p><code>${created.url}</code></p>
    <p><a href="${PANEL_BASE}/webhooks/${created.id}">${t('open')}</a> · <a href="${PANEL_BASE}/webhooks">${t('back')}</a></p>`;
  return page(context, viewer, t('webhookCreated'), content);
}

export function secretRotatedPage(context: PageContext, viewer: PanelViewer, id: string, rotated: { secret: string; previousSecretExpiresAt: string }): SafeHtml {
  const { t, locale } = context;
  const content = html`${secretBox(context, 'rotated-secret', rotated.secret, t('webhookSecretWarning'))}
    <p class="notice info">${t('secretRotated', { until: formatMoment(locale, rotated.previousSecretExpiresAt) })}</p>
    <p><a href="${PANEL_BASE}/webhooks/${id}">${t('back')}</a></p>`;
  return page(context, viewer, t('rotateSecret'), content);
}

function actionButton(viewer: PanelViewer, action: string, label: string, kind = 'secondary'): SafeHtml {
  return html`<form method="post" action="${action}">${csrfField(viewer.csrfToken)}<button type="submit" class="${kind}">${label}</button></form>`;
}

function attemptsTable(context: PageContext, delivery: Delivery): SafeHtml {
  const { t, locale } = context;
  if (!delivery.attempts.length) return html`<span class="muted">${t('none')}</span>`;
  return html`<table>
    <thead><tr><th scope="col">#</th><th scope="col">${t('when')}</th><th scope="col">${t('httpStatus')}</th><th scope="col">${t('duration')}</th><th scope="col">${t('response')}</th></tr></thead>
    <tbody>${delivery.attempts.map(
      (attempt) => html`<tr>
        <td>${attempt.attemptNumber}</td>
        <td>${formatMoment(locale, attempt.attemptedAt)}</td>
        <td>${attempt.statusCode ?? '—'}</td>
        <td>${attempt.durationMs} ms</td>
        <td><pre>${attempt.error ?? attempt.responseExcerpt ?? ''}</pre></td>
      </tr>`,
    )}</tbody>
  </table>`;
}

export interface WebhookDetail {
  subscription: Subscription;
  deliveries: Page<Delivery>;
  filters: DeliveryFilters;
  notice?: Notice;
}

export function webhookPage(context: PageContext, viewer: PanelViewer, { subscription, deliveries, filters, notice }: WebhookDetail): SafeHtml {
  const { t, locale } = context;
  const base = `${PANEL_BASE}/webhooks/${subscription.id}`;
  const selected = (value: string, current?: string) => (value === current ? html` selected` : '');
  const pageLink = (number: number, label: string) => {
    const query = new URLSearchParams(Object.entries({ ...filters, page: String(number) }).filter(([, value]) => value) as Array<[string, string]>);
    return html`<a href="${base}?${query.toString()}">${label}</a>`;
  };
  const log = deliveries.data.length
    ? html`<table>
        <caption>${t('deliveries')} (${deliveries.meta.total})</caption>
        <thead><tr><th scope="col">${t('when')}</th><th scope="col">${t('event')}</th><th scope="col">${t('status')}</th><th scope="col">${t('attempts')}</th><th scope="col"><span class="skip">${t('resend')}</span></th></tr></thead>
        <tbody>${deliveries.data.map(
          (delivery) => html`<tr>
            <td>${formatMoment(locale, delivery.createdAt)}<br /><span class="muted">${delivery.origin}</span></td>
            <td><code>${delivery.event}</code><br /><span class="muted">${delivery.eventId}</span></td>
            <td>${delivery.status}</td>
            <td>${attemptsTable(context, delivery)}</td>
            <td>${subscription.isActive ? actionButton(viewer, `${base}/deliveries/${delivery.id}/resend`, t('resend')) : ''}</td>
          </tr>`,
        )}</tbody>
      </table>
      <p>${deliveries.meta.page > 1 ? pageLink(deliveries.meta.page - 1, '←') : ''} ${deliveries.meta.page} / ${Math.max(1, deliveries.meta.totalPages)} ${deliveries.meta.page < deliveries.meta.totalPages ? pageLink(deliveries.meta.page + 1, '→') : ''}</p>`
    : html`<p>${t('noDeliveries')}</p>`;
  const content = html`<div class="card">
      <p><strong>${t('url')}:</strong> <code>${subscription.url}</code></p>
      <p><strong>${t('status')}:</strong> ${statusOf(context, subscription)} · <strong>${t('failures')}:</strong> ${subscription.consecutiveFailures}</p>
      <div class="actions">
        ${subscription.isActive ? actionButton(viewer, `${base}/test`, t('sendTest'), '') : ''}
        ${subscription.isActive ? actionButton(viewer, `${base}/deactivate`, t('deactivate'), 'danger') : actionButton(viewer, `${base}/reactivate`, t('reactivate'), '')}
        ${actionButton(viewer, `${base}/rotate-secret`, t('rotateSecret'))}
      </div>
    </div>
    <h2>${t('deliveries')}</h2>
    <form class="card inline-fields" method="get" action="${base}">
      <div><label for="status">${t('status')}</label><select id="status" name="status"><option value="">${t('any')}</option>${DELIVERY_STATUSES.map((status) => html`<option value="${status}"${selected(status, filters.status)}>${status}</option>`)}</select></div>
      <div><label for="event">${t('event')}</label><select id="event" name="event"><option value="">${t('any')}</option>${[...EVENT_NAMES, TEST_EVENT].map((name) => html`<option value="${name}"${selected(name, filters.event)}>${name}</option>`)}</select></div>
      <div><label for="createdFrom">${t('from')} (UTC)</label><input id="createdFrom" name="createdFrom" type="datetime-local" value="${toLocalInput(filters.createdFrom)}" /></div>
      <div><label for="createdTo">${t('to')} (UTC)</label><input id="createdTo" name="createdTo" type="datetime-local" value="${toLocalInput(filters.createdTo)}" /></div>
      <div><button type="submit">${t('filter')}</button></div>
    </form>
    ${log}
    <h2>${t('replay')}</h2>
    <form class="card inline-fields" method="post" action="${base}/replay">
      ${csrfField(viewer.csrfToken)}
      <p class="muted">${t('replayExplain')}</p>
      <div><label for="replay-from">${t('from')} (UTC)</label><input id="replay-from" name="from" type="datetime-local" required /></div>
      <div><label for="replay-to">${t('to')} (UTC)</label><input id="replay-to" name="to" type="datetime-local" required /></div>
      <div><button type="submit">${t('replay')}</button></div>
    </form>
    <h2>${t('editWebhook')}</h2>
    <form class="card" method="post" action="${base}">
      ${csrfField(viewer.csrfToken)}
      <label for="edit-url">${t('url')}</label>
      <input id="edit-url" name="url" type="url" required maxlength="2048" value="${subscription.url}" />
      <label for="edit-description">${t('description')}</label>
      <input id="edit-description" name="description" type="text" maxlength="255" value="${subscription.description}" />
      ${eventPicker(context, subscription.events, 'edit')}
      <div class="actions"><button type="submit">${t('save')}</button></div>
    </form>
    <p><a href="${PANEL_BASE}/webhooks">${t('back')}</a></p>`;
  return page(context, viewer, subscription.description || subscription.url, content, notice);
}

/** `2026-03-10T12:00:00Z` → `2026-03-10T12:00` (a datetime-local field's value; the panel's times are UTC). */
export function toLocalInput(value: string | undefined): string {
  return value ? value.replace(/Z$/, '').slice(0, 16) : '';
}

/** A datetime-local field's value (`2026-03-10T12:00`, read as UTC) → the API's `2026-03-10T12:00:00Z`; '' when empty or malformed. */
export function fromLocalInput(value: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?$/.exec(value.trim());
  return match ? `${match[1]}T${match[2]}${match[3] ?? ':00'}Z` : '';
}
