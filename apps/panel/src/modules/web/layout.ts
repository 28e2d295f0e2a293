import type { Locale } from '../i18n/locale';
import { Translate } from '../i18n/messages';
import { SafeHtml, html } from './html';

export const PANEL_BASE = '/panel';
export const PANEL_CSS_PATH = `${PANEL_BASE}/assets/panel.css`;
export const PANEL_JS_PATH = `${PANEL_BASE}/assets/panel.js`;

export type Section = 'keys' | 'webhooks' | 'usage' | 'audit';

export interface Viewer {
  name: string;
  companyName: string;
  csrfToken: string;
}

/** The layout's view of a signed-in session. */
export function viewerOf(viewer: { userName: string; companyName: string; csrfToken: string }): Viewer {
  return { name: viewer.userName, companyName: viewer.companyName, csrfToken: viewer.csrfToken };
}

export interface Notice {
  kind: 'ok' | 'error' | 'warning' | 'info';
  text: string;
}

export interface PageOptions {
  locale: Locale;
  t: Translate;
  title: string;
  content: SafeHtml;
  viewer?: Viewer;
  section?: Section;
  notice?: Notice;
}

/**
 * A secret shown once, with its copy button (panel.js fills the clipboard;
 * the button stays hidden without the script). The visible word changes to
 * "copied"; the hidden words name what is copied, for screen readers.
 */
export function secretField(t: Translate, id: string, label: string, value: string): SafeHtml {
  return html`<label for="${id}">${label}</label>
    <div class="secret-row"><output id="${id}" class="secret">${value}</output>
    <button type="button" class="secondary" data-copy="${id}" data-copied="${t('copied')}" hidden><span class="copy-label">${t('copy')}</span><span class="skip"> ${label}</span></button></div>`;
}

/** The hidden field every changing form carries (sessions/csrf.ts checks it). */
export function csrfField(token: string): SafeHtml {
  return html`<input type="hidden" name="_csrf" value="${token}" />`;
}

export function noticeBox(notice: Notice | undefined): SafeHtml {
  if (!notice) return html``;
  const role = notice.kind === 'error' ? 'alert' : 'status';
  return html`<p class="notice ${notice.kind}" role="${role}">${notice.text}</p>`;
}

const SECTIONS: Array<[Section, 'navKeys' | 'navWebhooks' | 'navUsage' | 'navAudit']> = [
  ['keys', 'navKeys'],
  ['webhooks', 'navWebhooks'],
  ['usage', 'navUsage'],
  ['audit', 'navAudit'],
];

/** Every page: a skip link, the navigation when signed in, one `main` landmark. */
export function layout({ locale, t, title, content, viewer, section, notice }: PageOptions): SafeHtml {
  const nav = viewer
    ? html`<nav aria-label="${t('navigation')}"><ul>${SECTIONS.map(
        ([name, label]) =>
          html`<li><a href="${PANEL_BASE}/${name}"${section === name ? html` aria-current="page"` : ''}>${t(label)}</a></li>`,
      )}</ul></nav>
      <div class="who"><span>${t('signedInAs', { name: viewer.name, company: viewer.companyName })}</span>
        <form method="post" action="${PANEL_BASE}/sign-out">${csrfField(viewer.csrfToken)}<button type="submit">${t('signOut')}</button></form></div>`
    : '';
  return html`<!doctype html>
<html lang="${locale}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="${PANEL_CSS_PATH}" />
    <title>${title} · ${t('title')}</title>
  </head>
  <body>
    <a class="skip" href="#content">${t('skipToContent')}</a>
    <header class="top"><a class="brand" href="${PANEL_BASE}/">${t('title')}</a>${nav}</header>
    <main id="content" class="${viewer ? '' : 'narrow'}">
      <h1>${title}</h1>
      ${noticeBox(notice)}
      ${content}
    </main>
    <script src="${PANEL_JS_PATH}"></script>
  </body>
</html>
`;
}
