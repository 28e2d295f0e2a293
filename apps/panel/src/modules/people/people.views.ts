import type { PageContext } from '../web/page-context';
import { SafeHtml, html } from '../web/html';
import { Notice, PANEL_BASE, csrfField, layout } from '../web/layout';

export const MIN_PASSWORD_LENGTH = 12;

export function signInPage(context: PageContext, options: { csrfToken: string; next?: string; email?: string; notice?: Notice }): SafeHtml {
  const { t } = context;
  const content = html`<form class="card" method="post" action="${PANEL_BASE}/sign-in" novalidate>
      ${csrfField(options.csrfToken)}
      ${options.next ? html`<input type="hidden" name="next" value="${options.next}" />` : ''}
      <label for="email">${t('email')}</label>
      <input id="email" name="email" type="email" autocomplete="username" required value="${options.email ?? ''}" />
      <label for="password">${t('password')}</label>
      <input id="password" name="password" type="password" autocomplete="current-password" required />
      <div class="actions"><button type="submit">${t('signIn')}</button></div>
    </form>
    <p><a href="${PANEL_BASE}/reset">${t('forgotPassword')}</a></p>`;
  return layout({ ...context, title: t('signInTitle'), content, notice: options.notice });
}

export function setPasswordPage(context: PageContext, options: { csrfToken: string; token: string; email: string; notice?: Notice }): SafeHtml {
  const { t } = context;
  const content = html`<form class="card" method="post" action="${PANEL_BASE}/invite" novalidate>
      ${csrfField(options.csrfToken)}
      <input type="hidden" name="token" value="${options.token}" />
      <p>${t('setPasswordFor', { email: options.email })}</p>
      <input type="text" name="username" autocomplete="username" value="${options.email}" hidden />
      <label for="password">${t('newPassword')}</label>
      <input id="password" name="password" type="password" autocomplete="new-password" required minlength="${MIN_PASSWORD_LENGTH}" aria-describedby="password-rules" />
      <p id="password-rules" class="muted">${t('passwordRules', { min: MIN_PASSWORD_LENGTH })}</p>
      <label for="confirm">${t('confirmPassword')}</label>
      <input id="confirm" name="confirm" type="password" autocomplete="new-password" required />
      <div class="actions"><button type="submit">${t('savePassword')}</button></div>
    </form>`;
  return layout({ ...context, title: t('setPasswordTitle'), content, notice: options.notice });
}

export function invalidInvitePage(context: PageContext): SafeHtml {
  const { t } = context;
  return layout({
    ...context,
    title: t('setPasswordTitle'),
    content: html`<p><a href="${PANEL_BASE}/sign-in">${t('signIn')}</a></p>`,
    notice: { kind: 'error', text: t('inviteInvalid') },
  });
}

export function resetPage(context: PageContext, options: { csrfToken: string; notice?: Notice }): SafeHtml {
  const { t } = context;
  const content = html`<form class="card" method="post" action="${PANEL_BASE}/reset" novalidate>
      ${csrfField(options.csrfToken)}
      <p>${t('resetExplain')}</p>
      <label for="email">${t('email')}</label>
      <input id="email" name="email" type="email" autocomplete="username" required />
      <div class="actions"><button type="submit">${t('resetRequest')}</button></div>
    </form>
    <p><a href="${PANEL_BASE}/sign-in">${t('signIn')}</a></p>`;
  return layout({ ...context, title: t('resetTitle'), content, notice: options.notice });
}
