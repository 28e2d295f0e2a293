import { Agent as HttpAgent, IncomingMessage, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { lookup as systemLookup } from 'node:dns';
import { isIP } from 'node:net';
import { isPublicAddress, pinnedLookup } from './address-policy';
import { isLoopbackReceiverHost } from './loopback-receiver';

/** What one attempt got back. `statusCode` is missing when no response came (refused, reset, timeout). */
export interface AttemptResponse {
  statusCode?: number;
  /** From `Retry-After`, in milliseconds. */
  retryAfterMs?: number;
  /** The first KiB of the response body, for the delivery log. */
  excerpt?: string;
  error?: string;
  durationMs: number;
}

export interface DeliveryHttpOptions {
  timeoutMs: number;
  allowInsecure: boolean;
  /** WEBHOOK_ALLOW_LOOPBACK_RECEIVERS: `http://` receivers on this machine (loopback-receiver.ts), outside production. */
  allowLoopback?: boolean;
}

const EXCERPT_BYTES = 1024;

/**
 * POSTs deliveries. Connections are kept alive per receiver; each new one
 * goes only to a vetted public address (unless insecure mode, or a loopback
 * receiver where those are allowed); redirects are
 * not followed; the receiver has `timeoutMs` in all to answer; at most a KiB
 * of the answer is kept.
 */
export class DeliveryHttpClient {
  private readonly https: HttpsAgent;
  private readonly http: HttpAgent;

  constructor(private readonly options: DeliveryHttpOptions) {
    const agentOptions = { keepAlive: true, maxSockets: 256, maxFreeSockets: 64, scheduling: 'lifo' as const };
    const lookupFor = (allowLoopback: boolean) => (options.allowInsecure ? systemLookup : pinnedLookup({ allowLoopback }));
    // Only plain http reaches a loopback receiver: an https URL must be public, as at its creation.
    this.https = new HttpsAgent({ ...agentOptions, lookup: lookupFor(false) });
    this.http = new HttpAgent({ ...agentOptions, lookup: lookupFor(!!options.allowLoopback) });
  }

  post(url: string, body: string, headers: Record<string, string>): Promise<AttemptResponse> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    const target = new URL(url);
    const isHttps = target.protocol === 'https:';
    const refusal = this.refusal(target, isHttps);
    if (refusal) return Promise.resolve({ error: refusal, durationMs: elapsed() });
    return new Promise((resolve) => {
      let settled = false;
      const finish = (result: Omit<AttemptResponse, 'durationMs'>) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve({ ...result, durationMs: elapsed() });
      };
      const timer = setTimeout(() => {
        finish({ error: `no response within ${this.options.timeoutMs} ms` });
        request.destroy();
      }, this.options.timeoutMs);
      const request = (isHttps ? httpsRequest : httpRequest)(
        target,
        {
          method: 'POST',
          agent: isHttps ? this.https : this.http,
          headers: {
            'content-type': 'application/json',
            'user-agent': 'BizAPI-Webhooks/1.1',
            'content-length': Buffer.byteLength(body),
            ...headers,
          },
        },
        (response) => readExcerpt(response, (excerpt) =>
          finish({ statusCode: response.statusCode, retryAfterMs: parseRetryAfter(response.headers['retry-after']), excerpt }),
        ),
      );
      request.once('error', (error: NodeJS.ErrnoException) => finish({ error: describeError(error) }));
      request.end(body);
    });
  }

  /**
   * Why a destination may not be contacted, checked before connecting. Node
   * does not call `lookup` for an IP-literal host, so literals are checked
   * here; names are checked (and pinned) by the agents' lookup.
   */
  private refusal(target: URL, isHttps: boolean): string | undefined {
    if (this.options.allowInsecure) return undefined;
    // A receiver on this machine (development only): dialled as written, at its loopback address.
    if (this.options.allowLoopback && !isHttps && isLoopbackReceiverHost(target.hostname)) return undefined;
    if (!isHttps) return 'the URL must use https';
    const host = target.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) && !isPublicAddress(host)) return `${host} is not a public address`;
    return undefined;
  }

  close(): void {
    this.https.destroy();
    this.http.destroy();
  }
}

function readExcerpt(response: IncomingMessage, done: (excerpt: string) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  response.on('data', (chunk: Buffer) => {
    if (size < EXCERPT_BYTES) chunks.push(chunk);
    size += chunk.length;
    // A long answer is not read to its end: the connection is dropped instead.
    if (size > 64 * 1024) response.destroy();
  });
  const complete = () => done(Buffer.concat(chunks).subarray(0, EXCERPT_BYTES).toString('utf8'));
  response.once('end', complete);
  response.once('close', complete);
  response.once('error', complete);
}

/** `Retry-After` in seconds or as an HTTP date, in milliseconds from now. */
export function parseRetryAfter(value: string | string[] | undefined): number | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text) return undefined;
  if (/^\d+$/.test(text.trim())) return Number(text.trim()) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

function describeError(error: NodeJS.ErrnoException): string {
  if (error.code === 'EUNSAFEDESTINATION') return error.message;
  return error.code ? `${error.code}: ${error.message}` : error.message;
}
