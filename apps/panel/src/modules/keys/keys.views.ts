import { ALL_SCOPES, ApiKeyRecord } from '@bizapi/contracts';
import { PanelViewer } from '../sessions/panel-sessions.service';
import { SafeHtml, html } from '../web/html';
import { Notice, PANEL_BASE, csrfField, layout, secretField, viewerOf } from '../web/layout';
import { PageContext } from '../web/page-context';
import { formatMoment, keyName } from '../web/formatting';


export interface KeysPageData {
  keys: ApiKeyRecord[];
  active: number;
  max: number;
  collections: string[];
  notice?: Notice;
  label?: string;
}

export function keysPage(context: PageContext, viewer: PanelViewer, data: KeysPageData): SafeHtml {
  const { t, locale } = context;
  const rows = data.keys.map(
    (key) => html`<tr>
      <td>${key.label ?? html`<span class="muted">${t('none')}</span>`}</td>
      <td><code>…${key.keyHint}</code></td>
      <td>${key.scopes.map((scope, index) => html`${index ? ', ' : ''}<code>${scope}</code>`)}</td>
      <td>${key.createdBy ? key.userName : t('operator')}<br /><span class="muted">${formatMoment(locale, key.createdAt)}</span></td>
      <td>${key.lastUsedAt ? formatMoment(locale, key.lastUsedAt) : t('never')}</td>
      <td>${key.revokedAt ? t('revokedAt', { when: formatMoment(locale, key.revokedAt) }) : t('active')}</td>
      <td>${key.revokedAt ? '' : html`<a class="button secondary" href="${PANEL_BASE}/keys/${key.id}/revoke">${t('revoke')}<span class="skip"> ${keyName(key)}</span></a>`}</td>
    </tr>`,
  );
  const table = data.keys.length
    ? html`<table>
        <caption>${t('keysTitle')}</caption>
        <thead><tr><th scope="col">${t('keyLabel')}</th><th scope="col">${t('keyHint')}</th><th scope="col">${t('scopes')}</th><th scope="col">${t('createdBy')}</th><th scope="col">${t('lastUsed')}</th><th scope="col">${t('status')}</th><th scope="col"><span class="skip">${t('revoke')}</span></th></tr></thead>
        <tbody>${rows}</tbody>
      </table>`
    : html`<p>${t('noKeys')}</p>`;
  const atLimit = data.active >= data.max;
  const limit = html`<p class="notice ${atLimit ? 'warning' : 'info'}" id="keys-limit">${t('keysLimit', { max: data.max, active: data.active })}</p>`;
  const form = atLimit
    ? ''
    : html`<form class="card" method="post" action="${PANEL_BASE}/keys">
        <h2>${t('createKey')}</h2>
        ${csrfField(viewer.csrfToken)}
        <label for="label">${t('keyLabel')}</label>
        <input id="label" name="label" type="text" maxlength="100" required value="${data.label ?? ''}" />
        <fieldset>
          <legend>${t('scopes')}</legend>
          <p class="muted" id="scopes-help">${t('scopesHelp')}</p>
          <label><input type="checkbox" name="scope" value="${ALL_SCOPES}" aria-describedby="scopes-help" /> ${t('allScopes')}</label>
          <table>
            <thead><tr><th scope="col">${t('collection')}</th><th scope="col">${t('read')}</th><th scope="col">${t('write')}</th></tr></thead>
            <tbody>${data.collections.map(
              (collection) => html`<tr><th scope="row"><code>${collection}</code></th>
                <td><label><input type="checkbox" name="scope" value="${collection}:read" /><span class="skip">${collection} ${t('read')}</span></label></td>
                <td><label><input type="checkbox" name="scope" value="${collection}:write" /><span class="skip">${collection} ${t('write')}</span></label></td></tr>`,
            )}</tbody>
          </table>
        </fieldset>
        <div class="actions"><button type="submit">${t('createKey')}</button></div>
      </form>`;
  const content = html`<p>${t('keysIntro')}</p>${limit}${table}${form}`;
  return layout({ ...context, title: t('keysTitle'), content, viewer: viewerOf(viewer), section: 'keys', notice: data.notice });
}

/** The only time the key and the secret are ever shown. */
export function keyCreatedPage(context: PageContext, viewer: PanelViewer, created: { apiKey: string; secret: string; scopes: string[]; label: string }): SafeHtml {
  const { t } = context;
  const secretRow = (id: string, label: string, value: string) => secretField(t, id, label, value);
  const content = html`<p class="notice warning" role="alert">${t('secretWarning')}</p>
    <div class="card">
      <p><strong>${t('keyLabel')}:</strong> ${created.label} · <strong>${t('scopes')}:</strong> ${created.scopes.join(', ')}</p>
      ${secretRow('new-api-key', t('apiKey'), created.apiKey)}
      ${secretRow('new-secret', t('secret'), created.secret)}
    </div>
    <p><a href="${PANEL_BASE}/keys">${t('back')}</a></p>`;
  return layout({ ...context, title: t('keyCreated'), content, viewer: viewerOf(viewer), section: 'keys' });
}

export function revokeConfirmPage(context: PageContext, viewer: PanelViewer, key: ApiKeyRecord): SafeHtml {
  const { t } = context;
  const content = html`<div class="card">
      <p>${t('revokeExplain')}</p>
      <form method="post" action="${PANEL_BASE}/keys/${key.id}/revoke" class="actions">
        ${csrfField(viewer.csrfToken)}
        <button type="submit" class="danger">${t('revokeConfirm')}</button>
        <a class="button secondary" href="${PANEL_BASE}/keys">${t('cancel')}</a>
      </form>
    </div>`;
  return layout({ ...context, title: t('revokeTitle', { label: keyName(key) }), content, viewer: viewerOf(viewer), section: 'keys' });
}
