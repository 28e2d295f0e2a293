import { randomBytes } from 'node:crypto';

/** Where the page and its two scripts are served (no authentication: the page holds no data). */
export const DOCS_PATH = '/external/v1/docs';
export const DOCS_BUNDLE_PATH = `${DOCS_PATH}/scalar-api-reference.js`;
export const DOCS_INIT_PATH = `${DOCS_PATH}/init.js`;
export const OPENAPI_DOCUMENT_PATH = '/external/v1/openapi.json';

/**
 * The page's script, served as a file of its own so the Content-Security-Policy
 * needs no inline script. Fonts come from the system (Scalar's default fonts
 * are on its CDN) and Scalar's telemetry is off: the page talks only to us.
 */
export const DOCS_INIT_SCRIPT = `Scalar.createApiReference('#api-reference', ${JSON.stringify({
  url: OPENAPI_DOCUMENT_PATH,
  withDefaultFonts: false,
  telemetry: false,
  documentDownloadType: 'json',
})});\n`;

/** A fresh nonce per page: Scalar stamps it on the style elements it injects (meta csp-nonce). */
export function newStyleNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * Only our own origin: scripts from files we serve, styles from those files or
 * carrying this page's nonce, requests (the document, "try it") to us alone.
 */
export function docsContentSecurityPolicy(styleNonce: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${styleNonce}'`,
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function docsPageHtml(styleNonce: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta property="csp-nonce" content="${styleNonce}" />
    <title>Business Management External API v1</title>
  </head>
  <body>
    <div id="api-reference"></div>
    <script src="${DOCS_BUNDLE_PATH}"></script>
    <script src="${DOCS_INIT_PATH}"></script>
  </body>
</html>
`;
}
