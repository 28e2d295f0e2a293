import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tracesEndpoint } from './tracing';

/**
 * Tracing is off unless an OTLP endpoint is configured, and off means off:
 * the SDK is not even loaded, no span is recorded, log lines carry no ids.
 * Each case runs in a fresh Node process on the built library, as a
 * service's main would.
 */
const PROBE = `
  const runtime = require(${JSON.stringify(join(__dirname, '../../dist/index.js'))});
  const { SpanKind, trace } = require('@opentelemetry/api');
  const started = runtime.startTracing('probe');
  const sdkLoaded = Object.keys(require.cache).some((file) => /@opentelemetry[\\\\/](sdk-trace|exporter|instrumentation)/.test(file));
  const logger = runtime.createLogger('probe', 'info');
  runtime.inSpan('probe work', SpanKind.INTERNAL, {}, async (span) => {
    const { context } = require('@opentelemetry/api');
    return context.with(runtime.withRequestId(context.active(), 'req-probe-1'), () => {
      logger.info('inside the work');
      return {
        recording: Boolean(span && span.isRecording()),
        fields: runtime.traceLogFields(),
        resource: span && span.resource ? span.resource.attributes : undefined,
      };
    });
  }).then((work) => {
    process.stderr.write(JSON.stringify({ started, enabled: runtime.tracingEnabled(), sdkLoaded, ...work }) + '\\n');
    process.exit(0);
  });
`;

function probe(extraEnv: Record<string, string>) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('OTEL_'))) as Record<string, string>;
  const result = spawnSync(process.execPath, ['-e', PROBE], { env: { ...env, ...extraEnv }, encoding: 'utf8', timeout: 20_000 });
  const report = JSON.parse(result.stderr.trim().split('\n').pop() as string);
  const logLine = JSON.parse(result.stdout.trim().split('\n').pop() as string);
  return { report, logLine };
}

describe('tracing', () => {
  it('stays off, its SDK not loaded, with no OTLP endpoint configured', () => {
    const { report, logLine } = probe({});
    expect(report).toEqual({ started: false, enabled: false, sdkLoaded: false, recording: false, fields: {} });
    expect(logLine.msg).toBe('inside the work');
    expect(logLine).not.toHaveProperty('traceId');
  });

  it('records spans and puts the trace and request ids in log lines when an endpoint is configured', () => {
    // Nothing listens there: the spans are never sent, which does not matter here.
    const { report, logLine } = probe({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9' });
    expect(report).toMatchObject({ started: true, enabled: true, sdkLoaded: true, recording: true });
    expect(report.fields).toEqual({
      traceId: expect.stringMatching(/^[0-9a-f]{32}$/),
      spanId: expect.stringMatching(/^[0-9a-f]{16}$/),
      requestId: 'req-probe-1',
    });
    expect(logLine).toMatchObject({ msg: 'inside the work', traceId: report.fields.traceId, requestId: 'req-probe-1' });
  });

  it('describes the process: its app, the release and the pod, namespace and node given by OTEL_RESOURCE_ATTRIBUTES', () => {
    const endpoint = { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9' };
    const attributes = 'k8s.pod.name=people-crm-7d9f-x2x,k8s.namespace.name=bizapi,k8s.node.name=node-3';
    const { report } = probe({ ...endpoint, OTEL_RESOURCE_ATTRIBUTES: attributes, SERVICE_VERSION: '9.8.7' });
    expect(report.resource).toMatchObject({
      'service.name': 'probe',
      'service.version': '9.8.7',
      'k8s.pod.name': 'people-crm-7d9f-x2x',
      'k8s.namespace.name': 'bizapi',
      'k8s.node.name': 'node-3',
    });
    // Without SERVICE_VERSION (an image built without VERSION): the release of the root package.json.
    const release = JSON.parse(readFileSync(join(__dirname, '../../../../package.json'), 'utf8')).version;
    expect(probe(endpoint).report.resource['service.version']).toBe(release);
  });

  it('takes the traces endpoint, or the base endpoint plus /v1/traces', () => {
    expect(tracesEndpoint({})).toBeUndefined();
    expect(tracesEndpoint({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' })).toBe('http://collector:4318/v1/traces');
    expect(tracesEndpoint({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://a:4318', OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://b:4318/t' })).toBe(
      'http://b:4318/t',
    );
    expect(tracesEndpoint({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://a:4318', OTEL_SDK_DISABLED: 'true' })).toBeUndefined();
  });
});
