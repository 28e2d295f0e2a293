import type { HttpClient, ReceivedWebhook } from '@bizapi/testing';
import type { AcceptedWrite, Answer } from './chaos-load';

/** One row of the chaos table: what one fault did to the writes and events of its phase. */
export interface FaultFigures {
  fault: string;
  seconds: number;
  requestsPerSecond: number;
  accepted: number;
  lost: number;
  duplicated: number;
  /** Answers of 5xx (and -1: none within 30 s; 0: connection failed), by status. */
  failures: Record<string, number>;
  /** From the kill until a write sent after the last failed one was accepted (0: writes never failed). */
  writesBackSeconds: number;
  /** Longest event-loop stall of a people-crm replica during the load (ms). */
  longestStallMs: number;
  /** From the restart until every accepted write's event reached the receiver. */
  eventsDeliveredSeconds: number | null;
  /** Longest time without an accepted write (the other replica may answer while one is down). */
  longestGapSeconds: number;
  /** Longest time one writer went without an accepted write: what a client whose request the fault caught waited. */
  longestWriterGapSeconds: number;
  /** Longest a 5xx took to come (a 504 for a request a killed replica held: its liveness window, or the timeout). */
  slowestFailureSeconds: number;
  /** Accepted writes whose event never arrived; writes with two different event ids. */
  eventsMissing: number;
  eventsDuplicated: number;
  /** Records whose events, ordered by their `timestamp`, are not in commit order (docs/webhooks.md: receivers order by it). */
  recordsOutOfOrder: number;
  /** Records whose events' first deliveries arrived out of commit order (allowed: up to 20 deliveries of a subscription run at once, retries come later). */
  recordsArrivedOutOfOrder: number;
  /** 5xx answers other than 503/504, and 503s without the spec's body or Retry-After: each is a failure. */
  badAnswers: string[];
}

/** Every person of the company, by id (all pages). */
export async function listPersons(api: HttpClient): Promise<{ id: string; name: string }[]> {
  const persons: { id: string; name: string }[] = [];
  for (let page = 1; ; page++) {
    const answer = await api.get(`/persons?limit=100&page=${page}`);
    if (answer.status !== 200) throw new Error(`listing persons: ${answer.status} ${JSON.stringify(answer.body)}`);
    persons.push(...(answer.body.data as { id: string; name: string }[]));
    if (answer.body.data.length < 100) return persons;
  }
}

/** Accepted records missing (or missing an accepted rename), and names stored twice. */
export function storedFigures(accepted: AcceptedWrite[], stored: { id: string; name: string }[]): { lost: number; duplicated: number } {
  const byId = new Map(stored.map((person) => [person.id, person]));
  const latest = new Map<string, AcceptedWrite>();
  for (const write of accepted) if ((latest.get(write.recordId)?.version ?? -1) < write.version) latest.set(write.recordId, write);
  let lost = 0;
  for (const [id, write] of latest) {
    const person = byId.get(id);
    const version = Number(/ v(\d+)$/.exec(person?.name ?? '')?.[1] ?? -1);
    // A later rename that was answered 503/504 may still have committed: only an older name is a loss.
    if (!person || !person.name.startsWith(write.name.replace(/ v\d+$/, ' v')) || version < write.version) lost++;
  }
  const prefixes = new Set(accepted.map((write) => write.name.replace(/ v\d+$/, '')));
  const seen = new Map<string, number>();
  for (const person of stored) {
    const prefix = person.name.replace(/ v\d+$/, '');
    if (prefixes.has(prefix)) seen.set(prefix, (seen.get(prefix) ?? 0) + 1);
  }
  const duplicated = [...seen.values()].filter((count) => count > 1).length;
  return { lost, duplicated };
}

/** The person events of accepted writes at the receiver: missing ones, ones with two event ids, records out of order. */
export function eventFigures(accepted: AcceptedWrite[], deliveries: ReceivedWebhook[]) {
  const idsByWrite = new Map<string, Set<string>>();
  const firstArrivals = new Map<string, { version: number; timestamp: string }[]>();
  const seenEvents = new Set<string>();
  for (const delivery of deliveries) {
    const data = delivery.json?.data as { id?: string; name?: string } | undefined;
    if (!data?.id || !data.name) continue;
    const key = `${data.id}|${data.name}`;
    const eventId = String(delivery.headers['x-webhook-id'] ?? delivery.json.id);
    idsByWrite.set(key, (idsByWrite.get(key) ?? new Set()).add(eventId));
    if (seenEvents.has(eventId)) continue;
    seenEvents.add(eventId);
    const version = Number(/ v(\d+)$/.exec(data.name)?.[1] ?? -1);
    firstArrivals.set(data.id, [...(firstArrivals.get(data.id) ?? []), { version, timestamp: delivery.json.timestamp }]);
  }
  const missing = accepted.filter((write) => !idsByWrite.has(`${write.recordId}|${write.name}`)).length;
  const duplicated = accepted.filter((write) => (idsByWrite.get(`${write.recordId}|${write.name}`)?.size ?? 0) > 1).length;
  const records = new Set(accepted.map((write) => write.recordId));
  const unordered = (versions: number[]) => versions.some((version, index) => index > 0 && version < versions[index - 1]);
  const arrived = (id: string) => firstArrivals.get(id) ?? [];
  const arrivedOutOfOrder = [...records].filter((id) => unordered(arrived(id).map((event) => event.version))).length;
  const byTimestamp = (id: string) => [...arrived(id)].sort((a, b) => a.timestamp.localeCompare(b.timestamp) || a.version - b.version);
  const outOfOrder = [...records].filter((id) => unordered(byTimestamp(id).map((event) => event.version))).length;
  return { missing, duplicated, outOfOrder, arrivedOutOfOrder };
}

/** 5xx counts, and the answers that break the rules (a 500 or other 5xx; a 503 without the spec's body or Retry-After). */
export function answerFigures(answers: Answer[], faultAt: number) {
  const failures: Record<string, number> = {};
  const badAnswers: string[] = [];
  for (const answer of answers) {
    if (answer.status >= 200 && answer.status < 500) {
      if (answer.status >= 300) badAnswers.push(`${answer.write} ${answer.status} ${JSON.stringify(answer.body)}`);
      continue;
    }
    failures[answer.status] = (failures[answer.status] ?? 0) + 1;
    const body = answer.body as { statusCode?: number; message?: string; friendlyMessage?: string; requestId?: string };
    const specBody = body?.statusCode === answer.status && !!body.message && !!body.friendlyMessage && !!body.requestId;
    if (answer.status === 503 && specBody && answer.retryAfter) continue;
    if (answer.status === 504 && specBody) continue;
    badAnswers.push(`${answer.write} ${answer.status} retry-after=${answer.retryAfter} ${JSON.stringify(answer.body)}`);
  }
  const failed = answers.filter((answer) => answer.at >= faultAt && (answer.status < 200 || answer.status >= 300));
  // A request sent before the kill may fail 10 s later (504) while new ones already succeed: count from what was sent.
  const lastFailedSent = Math.max(...failed.map((answer) => answer.sentAt));
  const backAt = failed.length
    ? Math.min(
        ...answers
          .filter((answer) => answer.sentAt > lastFailedSent && answer.status >= 200 && answer.status < 300)
          .map((answer) => answer.at),
      )
    : faultAt;
  const writesBackSeconds = Number.isFinite(backAt) ? Math.max(0, (backAt - faultAt) / 1000) : Number.NaN;
  const accepted = answers.filter((answer) => answer.status >= 200 && answer.status < 300);
  const longestGap = (times: number[]) => Math.max(0, ...times.slice(1).map((at, index) => (at - times[index]) / 1000));
  const longestGapSeconds = longestGap(accepted.map((answer) => answer.at));
  const writers = [...new Set(answers.map((answer) => answer.writer))];
  const longestWriterGapSeconds = Math.max(0, ...writers.map((writer) => longestGap(accepted.filter((answer) => answer.writer === writer).map((answer) => answer.at))));
  const slowestFailureSeconds = Math.max(0, ...answers.filter((answer) => answer.status >= 500 || answer.status <= 0).map((answer) => (answer.at - answer.sentAt) / 1000));
  return { failures, badAnswers, writesBackSeconds, longestGapSeconds, longestWriterGapSeconds, slowestFailureSeconds };
}

const round = (value: number | null) => (value === null || Number.isNaN(value) ? 'n/a' : value.toFixed(1));

/** The table, in Markdown. */
export function chaosTable(rows: FaultFigures[], header: string): string {
  const lines = [
    header,
    '',
    '| fault | load (req/s) | writes accepted | lost | duplicated | 5xx (by code) | slowest 5xx (s) | s until writes succeed again | longest s without an accepted write | longest s one writer went without one | s until the backlog of events is delivered | events missing / duplicated / out of order | records whose events arrived out of order | longest event-loop stall of a people-crm replica (ms) |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows
      .map((row) =>
        [
          row.fault,
          row.requestsPerSecond.toFixed(1),
          row.accepted,
          row.lost,
          row.duplicated,
          Object.entries(row.failures)
            .map(([code, count]) => `${code === '-1' ? 'no answer' : code === '0' ? 'refused' : code}: ${count}`)
            .join(', ') || '0',
          round(row.slowestFailureSeconds),
          round(row.writesBackSeconds),
          round(row.longestGapSeconds),
          round(row.longestWriterGapSeconds),
          round(row.eventsDeliveredSeconds),
          `${row.eventsMissing} / ${row.eventsDuplicated} / ${row.recordsOutOfOrder}`,
          row.recordsArrivedOutOfOrder,
          Math.round(row.longestStallMs),
        ].join(' | '),
      )
      .map((line) => `| ${line} |`),
  ];
  return lines.join('\n');
}
