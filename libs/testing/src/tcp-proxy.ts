import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

/** A link the proxy cut silently. */
export interface CutLink {
  /** True once the server closed its side (the proxy does not tell the client). */
  readonly serverClosed: boolean;
  /** Closes the server's side, as the server's TCP keepalive would in time. */
  closeServerSide(): void;
}

/**
 * A TCP proxy a test puts between a process and a server, to cut a link
 * silently: no FIN, no RST, the client's socket stays open and every byte is
 * dropped, as when a network path dies (iptables is not available to the
 * tests). It runs in a worker thread, so it keeps forwarding while the
 * test's thread blocks.
 */
export class TcpProxy {
  private readonly closedUpstreams = new Set<number>();
  private readonly pendingCuts = new Map<number, (ids: number[]) => void>();
  private requests = 0;

  private constructor(
    private readonly worker: Worker,
    readonly port: number,
  ) {
    worker.on('message', (message: { type: string; id?: number; request?: number; ids?: number[] }) => {
      if (message.type === 'upstream-closed') this.closedUpstreams.add(message.id as number);
      if (message.type === 'cut') this.pendingCuts.get(message.request as number)?.(message.ids as number[]);
    });
  }

  static async start(targetHost: string, targetPort: number): Promise<TcpProxy> {
    const worker = new Worker(join(__dirname, '../stack/tcp-proxy-worker.cjs'), { workerData: { host: targetHost, port: targetPort } });
    const port = await new Promise<number>((resolve, reject) => {
      worker.once('error', reject);
      worker.once('message', (message: { port: number }) => resolve(message.port));
    });
    return new TcpProxy(worker, port);
  }

  /** `url` with its host and port replaced by the proxy's. */
  via(url: string): string {
    const parsed = new URL(url);
    parsed.hostname = '127.0.0.1';
    parsed.port = String(this.port);
    return parsed.toString();
  }

  /**
   * Silently cuts every open connection whose first bytes (a PostgreSQL
   * startup message names its application) contain `marker`, and every
   * later one (its path stays dead); returns the open ones.
   */
  async cut(marker: string): Promise<CutLink[]> {
    const request = ++this.requests;
    const ids = await new Promise<number[]>((resolve) => {
      this.pendingCuts.set(request, resolve);
      this.worker.postMessage({ type: 'cut', marker, request });
    });
    this.pendingCuts.delete(request);
    const closed = this.closedUpstreams;
    return ids.map((id) => ({
      get serverClosed() {
        return closed.has(id);
      },
      closeServerSide: () => this.worker.postMessage({ type: 'close-upstream', id }),
    }));
  }

  async close(): Promise<void> {
    await this.worker.terminate();
  }
}
