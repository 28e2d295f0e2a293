import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { onTestFileEnd } from './resources';

/** A span as an OTLP/HTTP JSON export carries it, flattened: attributes as a plain object. */
export interface ReceivedSpan {
  service: string;
  name: string;
  /** OTLP's SpanKind: 1 internal, 2 server, 3 client, 4 producer, 5 consumer. */
  kind: number;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  /** Spans this one links to (not its parent), e.g. a caller's own span. */
  links: { traceId: string; spanId: string }[];
  attributes: Record<string, string | number | boolean>;
  statusCode?: number;
  /** Start, in milliseconds since the epoch, and duration in milliseconds. */
  startMs: number;
  durationMs: number;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
}
interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}
interface OtlpExport {
  resourceSpans?: {
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans?: {
      spans?: (Omit<ReceivedSpan, 'service' | 'attributes' | 'links' | 'startMs' | 'durationMs'> & {
        attributes?: OtlpAttribute[];
        links?: { traceId: string; spanId: string }[];
        status?: { code?: number };
        startTimeUnixNano: string | number;
        endTimeUnixNano: string | number;
      })[];
    }[];
  }[];
}

function attributesOf(list: OtlpAttribute[] = []): Record<string, string | number | boolean> {
  const value = ({ stringValue, intValue, boolValue, doubleValue }: OtlpValue) =>
    stringValue ?? (intValue !== undefined ? Number(intValue) : (boolValue ?? doubleValue ?? ''));
  return Object.fromEntries(list.map((attribute) => [attribute.key, value(attribute.value)]));
}

/**
 * A tiny OpenTelemetry collector for tests: takes OTLP/HTTP JSON exports on
 * `/v1/traces` (what the processes send with OTEL_EXPORTER_OTLP_ENDPOINT set
 * to `url`) and keeps their spans.
 */
export class OtlpReceiver {
  readonly spans: ReceivedSpan[] = [];
  /** Exports that were not JSON, or not to /v1/traces. */
  readonly refused: string[] = [];

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<OtlpReceiver> {
    const created: { receiver?: OtlpReceiver } = {};
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const self = created.receiver as OtlpReceiver;
        let raw = Buffer.concat(chunks);
        if (request.headers['content-encoding'] === 'gzip') raw = gunzipSync(raw);
        if (request.url !== '/v1/traces' || !String(request.headers['content-type']).includes('application/json')) {
          self.refused.push(`${request.method} ${request.url} ${request.headers['content-type']}`);
          response.writeHead(415).end();
          return;
        }
        self.take(JSON.parse(raw.toString('utf8')) as OtlpExport);
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const receiver = new OtlpReceiver(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    created.receiver = receiver;
    onTestFileEnd(() => receiver.close());
    return receiver;
  }

  private take(body: OtlpExport): void {
    for (const resourceSpans of body.resourceSpans ?? []) {
      const service = String(attributesOf(resourceSpans.resource?.attributes)['service.name'] ?? '');
      for (const scope of resourceSpans.scopeSpans ?? []) {
        for (const span of scope.spans ?? []) {
          this.spans.push({
            service,
            name: span.name,
            kind: span.kind,
            traceId: span.traceId,
            spanId: span.spanId,
            parentSpanId: span.parentSpanId || undefined,
            links: (span.links ?? []).map(({ traceId, spanId }) => ({ traceId, spanId })),
            attributes: attributesOf(span.attributes),
            statusCode: span.status?.code,
            startMs: Number(BigInt(span.startTimeUnixNano) / 1_000_000n),
            durationMs: Number(BigInt(span.endTimeUnixNano) - BigInt(span.startTimeUnixNano)) / 1e6,
          });
        }
      }
    }
  }

  /** The spans of one trace. */
  trace(traceId: string): ReceivedSpan[] {
    return this.spans.filter((span) => span.traceId === traceId);
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
