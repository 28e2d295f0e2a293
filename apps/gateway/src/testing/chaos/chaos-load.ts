import type { HttpClient } from '@bizapi/testing';

/** One answer the gateway gave (status 0: no answer at all, the connection failed). */
export interface Answer {
  /** When the request was sent, and when it was answered. */
  sentAt: number;
  at: number;
  status: number;
  /** Which writer sent it. */
  writer: number;
  write: 'create' | 'update';
  body: unknown;
  retryAfter: string | null;
}

/** A write the gateway accepted (2xx): the record and the name it set, version by version. */
export interface AcceptedWrite {
  at: number;
  recordId: string;
  name: string;
  version: number;
}

/** Where a writer stops waiting for an answer: longer than any timeout of the gateway's own. */
const CLIENT_TIMEOUT_MS = 30_000;

/**
 * Integrators writing persons through the gateway, one request after
 * another each, until stopped: each creates a person, then renames it twice
 * (three events of one record, in commit order). Every answer is kept, so
 * the suite can count statuses and check what was accepted.
 */
export class ChaosLoad {
  readonly answers: Answer[] = [];
  readonly accepted: AcceptedWrite[] = [];
  private running = true;
  private readonly done: Promise<void[]>;

  constructor(
    private readonly api: HttpClient,
    clients: number,
    private readonly label: string,
  ) {
    this.done = Promise.all(Array.from({ length: clients }, (_, worker) => this.client(worker)));
  }

  async stop(): Promise<void> {
    this.running = false;
    await this.done;
  }

  private async client(worker: number): Promise<void> {
    for (let round = 0; this.running; round++) {
      const name = (version: number) => `Chaos ${this.label} ${worker}-${round} v${version}`;
      const created = await this.send(worker, 'create', () => this.api.post('/persons', { name: name(0), personType: 'INDIVIDUAL' }));
      if (created?.status !== 201) continue;
      const recordId = (created.body as { id: string }).id;
      this.accepted.push({ at: Date.now(), recordId, name: name(0), version: 0 });
      for (let version = 1; version <= 2 && this.running; version++) {
        const updated = await this.send(worker, 'update', () => this.api.put(`/persons/${recordId}`, { name: name(version) }));
        if (updated?.status !== 200) break;
        this.accepted.push({ at: Date.now(), recordId, name: name(version), version });
      }
    }
  }

  private async send(writer: number, write: Answer['write'], request: () => Promise<{ status: number; body: unknown; headers: Headers }>) {
    let timer: NodeJS.Timeout | undefined;
    const sentAt = Date.now();
    const timeout = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), CLIENT_TIMEOUT_MS)));
    try {
      const response = await Promise.race([request(), timeout]);
      const answer = response
        ? { sentAt, at: Date.now(), status: response.status, writer, write, body: response.body, retryAfter: response.headers.get('retry-after') }
        : { sentAt, at: Date.now(), status: -1, writer, write, body: 'no answer within 30 s', retryAfter: null };
      this.answers.push(answer);
      if (answer.status < 200 || answer.status >= 300) await new Promise((resolve) => setTimeout(resolve, 100));
      return response;
    } catch (error) {
      this.answers.push({ sentAt, at: Date.now(), status: 0, writer, write, body: String(error), retryAfter: null });
      await new Promise((resolve) => setTimeout(resolve, 100));
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }
}
