/** Where the page and its two scripts are served (no authentication: the page holds no data). */
export const DOCS_PATH = '/external/v1/docs';
export const DOCS_BUNDLE_PATH = `${DOCS_PATH}/scalar-api-reference.js`;
export const DOCS_INIT_PATH = `${DOCS_PATH}/init.js`;
export const OPENAPI_DOCUMENT_PATH = '/external/v1/openapi.json';

/**
 * The page's script, served as a file of its own so the Content-Security-Policy
 * needs no inline script. Fonts come from the system (Scalar's default fonts
 * are on its CDN) and Scalar's telemetry is off: the page talks only to us.
 * The mount point is not `#api-reference`, which the bundle would also mount
 * by itself, with no configuration.
 */
export const DOCS_INIT_SCRIPT = `Scalar.createApiReference('#bizapi-reference', ${JSON.stringify({
  url: OPENAPI_DOCUMENT_PATH,
  withDefaultFonts: false,
  telemetry: false,
  documentDownloadType: 'json',
  // Scalar's hosted extras (AI agent, MCP generator, developer tools) would call its servers.
  agent: { disabled: true },
  mcp: { disabled: true },
  showDeveloperTools: 'never',
})});\n`;

/**
 * Only our own origin: scripts from the files we serve (no inline script, no
 * eval), requests (the document, "try it"), images and fonts from us alone.
 * Inline styles are allowed: Scalar injects style elements and attributes at
 * run time, not all of them with a nonce; a style cannot run code.
 */
export const DOCS_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const DOCS_PAGE_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" href="data:," />
    <title>Business Management External API v1</title>
  </head>
  <body>
    <div id="bizapi-reference"></div>
    <script src="${DOCS_BUNDLE_PATH}"></script>
    <script src="${DOCS_INIT_PATH}"></script>
  </body>
</html>
`;
