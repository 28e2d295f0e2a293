import { ApiError } from '@bizapi/contracts';
import { Logger } from '@nestjs/common';
import { connect as tlsConnect } from 'node:tls';
import { UnsafeDestinationError, resolvePublicAddresses } from './address-policy';
import { isLoopbackReceiverHost } from './loopback-receiver';

export interface UrlPolicy {
  /** WEBHOOK_ALLOW_INSECURE_URLS: http:// and private addresses accepted (development and tests). */
  allowInsecure: boolean;
  /**
   * WEBHOOK_ALLOW_LOOPBACK_RECEIVERS (set by `npm start` outside production): a receiver on this machine
   * (`localhost`, 127.0.0.0/8, `[::1]`) over http://.
   */
  allowLoopback?: boolean;
  timeoutMs: number;
}

const MAX_URL_LENGTH = 2048;
const logger = new Logger('WebhookUrlPolicy');

/**
 * The spec's rule for a subscription URL: HTTPS, a certificate from a
 * recognised authority (self-signed refused), publicly reachable. Checked
 * when a subscription is created or its URL changes; the address rule is
 * checked again at every delivery (see pinnedPublicLookup).
 */
export async function assertAcceptableWebhookUrl(raw: string, policy: UrlPolicy): Promise<void> {
  const refuse = (message: string) => ApiError.validation('url', message);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refuse('url must be an absolute URL such as https://example.com/webhooks');
  }
  if (raw.length > MAX_URL_LENGTH) throw refuse(`url must be at most ${MAX_URL_LENGTH} characters`);
  if (url.username || url.password) throw refuse('url must not carry credentials');
  // A development receiver is plain http (no certificate a recognised authority would sign for localhost).
  if (policy.allowLoopback && url.protocol === 'http:' && isLoopbackReceiverHost(url.hostname)) return;
  const schemes = policy.allowInsecure ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(url.protocol)) throw refuse('url must use https');
  if (policy.allowInsecure) return;

  let address: string;
  try {
    [{ address }] = await resolvePublicAddresses(url.hostname);
  } catch (error) {
    if (!(error instanceof UnsafeDestinationError)) throw refuse('url is not reachable');
    // The address stays in the server's log: telling the client would help it map the internal network.
    logger.debug(`refused webhook URL host ${url.hostname}: ${error.blockedAddress ? `resolves to ${error.blockedAddress}` : error.message}`);
    throw refuse('url is not publicly reachable');
  }
  await verifyCertificate(address, url.hostname, Number(url.port || 443), policy.timeoutMs).catch((error: Error) => {
    throw refuse(`url must have a valid certificate from a recognised authority: ${error.message}`);
  });
}

/** Completes a TLS handshake with the system's trusted authorities, against the host name. */
export function verifyCertificate(address: string, hostname: string, port: number, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = tlsConnect({ host: address, port, servername: hostname.replace(/^\[|\]$/g, ''), rejectUnauthorized: true, timeout: timeoutMs });
    socket.once('secureConnect', () => {
      socket.end();
      resolve();
    });
    socket.once('timeout', () => {
      socket.destroy();
      reject(new Error('the TLS handshake timed out'));
    });
    socket.once('error', (error: NodeJS.ErrnoException) => reject(new Error(error.code ?? error.message)));
  });
}
