import { PANEL_BASE } from '../web/layout';

const DEFAULT_NEXT = `${PANEL_BASE}/keys`;

/**
 * Where to go after signing in: only a path of the panel itself. Anything
 * else (another host, `//evil`, `/\evil`, a scheme, a path outside /panel/)
 * falls back to the keys page, so the sign-in page is no open redirect.
 */
export function safeNext(next: string | undefined): string {
  if (!next || next.length > 512) return DEFAULT_NEXT;
  if (!next.startsWith(`${PANEL_BASE}/`)) return DEFAULT_NEXT;
  // Backslashes, control characters and `//` could be read as another host by a browser.
  if (next.includes('\\') || next.includes('//') || [...next].some((character) => character.charCodeAt(0) < 0x20)) return DEFAULT_NEXT;
  try {
    const resolved = new URL(next, 'http://panel.invalid');
    if (resolved.host !== 'panel.invalid' || !resolved.pathname.startsWith(`${PANEL_BASE}/`)) return DEFAULT_NEXT;
    return `${resolved.pathname}${resolved.search}`;
  } catch {
    return DEFAULT_NEXT;
  }
}
