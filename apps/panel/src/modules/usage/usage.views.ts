import { CompanyUsageRecord } from '@bizapi/contracts';
import { PanelViewer } from '../sessions/panel-sessions.service';
import { html, SafeHtml } from '../web/html';
import { layout, viewerOf } from '../web/layout';
import { PageContext } from '../web/page-context';

/** Requests this minute against the limit, 429s and requests per hour over the last 24 h (meters, not inline styles: the CSP allows none). */
export function usagePage(context: PageContext, viewer: PanelViewer, usage: CompanyUsageRecord): SafeHtml {
  const { t, locale } = context;
  const refused = usage.hours.reduce((sum, hour) => sum + hour.limited, 0);
  const busiest = Math.max(1, ...usage.hours.map((hour) => hour.requests));
  const hourLabel = (hour: string) => new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(new Date(hour));
  const content = html`<div class="grid">
      <div class="card">
        <h2 id="minute-label">${t('thisMinute')}</h2>
        <p class="stat" id="this-minute">${t('ofLimit', { used: usage.thisMinute, limit: usage.limit })}</p>
        <meter min="0" max="${usage.limit}" high="${Math.floor(usage.limit * 0.8)}" value="${Math.min(usage.thisMinute, usage.limit)}" aria-labelledby="minute-label"></meter>
      </div>
      <div class="card">
        <h2>${t('refused429')}</h2>
        <p class="stat" id="refused-24h">${refused}</p>
      </div>
    </div>
    <table>
      <caption>${t('perHour')}</caption>
      <thead><tr><th scope="col">${t('hour')}</th><th scope="col">${t('requests')}</th><th scope="col">${t('limited')}</th><th scope="col"><span class="skip">${t('requests')}</span></th></tr></thead>
      <tbody>${[...usage.hours].reverse().map(
        (hour) => html`<tr>
          <th scope="row">${hourLabel(hour.hour)}</th>
          <td>${hour.requests}</td>
          <td>${hour.limited}</td>
          <td><meter min="0" max="${busiest}" value="${hour.requests}" aria-label="${t('requests')} ${hourLabel(hour.hour)}"></meter></td>
        </tr>`,
      )}</tbody>
    </table>`;
  return layout({ ...context, title: t('usageTitle'), content, viewer: viewerOf(viewer), section: 'usage' });
}
