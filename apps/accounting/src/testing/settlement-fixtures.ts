/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are arbitrary JSON */
import { EVENTS_SUBJECT_ROOT, namespaced } from '@bizapi/contracts';
import { eventsStreamNames, newEventId } from '@bizapi/runtime';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { randomUUID } from 'node:crypto';

/**
 * What the settlement tests share: `financial.settled` events as finance's
 * relay publishes them (straight to JetStream), and reads of the automatic
 * entries they post. Only for *.integration-spec.ts files.
 */

/** Polls `probe` until it returns something, like the harness's `eventually` (which fixtures may not import). */
async function eventually<T>(probe: () => Promise<T | undefined>, timeoutMs: number, intervalMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

export interface Api {
  get(path: string): Promise<{ status: number; body: any }>;
}

export interface SettledEvent {
  id: string;
  event: string;
  timestamp: string;
  companyId: string;
  data: Record<string, unknown>;
}

/** A settled financial entry as finance's get returns it (the fields the books read, and a few others). */
export function settledEvent(companyId: string, data: Record<string, unknown> = {}): SettledEvent {
  return {
    id: newEventId(),
    event: 'financial.settled',
    timestamp: new Date().toISOString(),
    companyId,
    data: {
      id: randomUUID(),
      code: 'FIN-000001',
      title: 'Mensalidade de consultoria',
      personId: randomUUID(),
      personName: 'Comercial Andrade Ltda',
      typeCategory: 'REVENUE',
      status: 'SETTLED',
      originalAmount: 1_500,
      paidAmount: 1_500,
      originalDueDate: '2025-11-10T00:00:00.000Z',
      paymentDate: '2025-11-12T00:00:00.000Z',
      financialCategoryId: randomUUID(),
      financialCategoryName: 'Receitas de serviços',
      bankAccountId: randomUUID(),
      bankAccountName: 'Itaú Unibanco - CC 12345-6',
      paymentMethod: 'PIX',
      installmentNumber: 1,
      totalInstallments: 1,
      isActive: true,
      ...data,
    },
  };
}

/**
 * Publishes to `<namespace>.events.financial.settled` as a string (an object
 * is sent as JSON). Without `msgId` the stream keeps every copy, which is
 * how a redelivery or a second publish of one event looks to the consumer.
 */
export async function publishSettled(connection: NatsConnection, namespace: string, body: SettledEvent | string, msgId?: string): Promise<void> {
  const subject = `${namespaced(namespace, EVENTS_SUBJECT_ROOT)}.financial.settled`;
  await jetstream(connection).publish(subject, typeof body === 'string' ? body : JSON.stringify(body), msgId ? { msgID: msgId } : undefined);
}

/** The company's automatic entries, newest first (one request). */
export async function automaticEntries(api: Api): Promise<any[]> {
  const response = await api.get('/accounting-journal-entries?status=POSTED&limit=100');
  if (response.status !== 200) throw new Error(`listing entries answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body.data.filter((entry: any) => entry.isAutomatic);
}

/** Polls the list (gently: the company has 100 requests a minute) until an automatic entry matching `description` is there. */
export function automaticEntry(api: Api, description: string, timeoutMs = 15_000): Promise<any> {
  return eventually(async () => (await automaticEntries(api)).find((entry) => entry.description === description), timeoutMs, 500);
}

export async function linesOf(api: Api, entryId: string): Promise<any[]> {
  const response = await api.get(`/accounting-journal-entry-lines?journalEntryId=${entryId}&limit=100`);
  if (response.status !== 200) throw new Error(`listing lines answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body.data;
}

/** A line as the test expects it: side, account code and amount. */
export const lineSummary = (line: any) => ({ type: line.type, accountCode: line.accountCode, amount: line.amount });

/** Waits until the settlements consumer has nothing left to deliver or to hear back about: every published event was handled. */
export async function settlementsHandled(connection: NatsConnection, namespace: string, timeoutMs = 15_000): Promise<void> {
  const manager = await jetstreamManager(connection);
  const { stream } = eventsStreamNames(namespace);
  await eventually(
    async () => {
      const info = await manager.consumers.info(stream, 'accounting-settlements');
      return info.num_pending === 0 && info.num_ack_pending === 0 ? true : undefined;
    },
    timeoutMs,
    200,
  );
}
