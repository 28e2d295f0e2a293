import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, longRunningApps } from './deployment-contract';
import { K8sObject, podTemplateOf } from './k8s-types';
import { renderKustomization } from './kustomize';
import { matchesSelector } from './network-policy';
import { parsePromql } from './promql';
import { schemaProblems } from './kubernetes-schemas';

/**
 * k8s/monitoring: the Prometheus Operator's PodMonitors and PrometheusRule
 * and the Grafana dashboard. Their CRDs are not in the Kubernetes schemas,
 * so their shape is checked here, and every metric they name must be one the
 * code defines: a renamed metric fails this test, not an on-call night.
 */

const monitoring = renderKustomization(join(REPO_ROOT, 'k8s/monitoring'));
const production = renderKustomization(join(REPO_ROOT, 'k8s/overlays/production'));
/** The runbooks: docs/operations/observe.md, "Alerts and runbooks" (settings.yaml's runbookBaseUrl points at it). */
const operations = readFileSync(join(REPO_ROOT, 'docs/operations/observe.md'), 'utf8');

/** Every `name: 'bizapi_…'` the source defines, plus prom-client's default metrics under our prefix. */
function definedMetrics(): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      if (entry === 'node_modules' || entry === 'dist') continue;
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (path.endsWith('.ts') && !path.includes('spec.ts')) {
        for (const match of readFileSync(path, 'utf8').matchAll(/name: '(bizapi_[a-z_]+)'/g)) names.add(match[1]);
      }
    }
  };
  walk(join(REPO_ROOT, 'libs'));
  walk(join(REPO_ROOT, 'apps'));
  for (const metric of ['nodejs_eventloop_lag_p99_seconds', 'nodejs_heap_size_used_bytes', 'process_cpu_seconds_total'])
    names.add(`bizapi_${metric}`);
  return names;
}

/** The bizapi_ series an expression reads (histogram and summary suffixes removed). */
function metricsIn(expression: string): string[] {
  return [...expression.matchAll(/\b(bizapi_[a-z_0-9]+)/g)].map(([, name]) => name.replace(/_(bucket|count|sum)$/, ''));
}

/** Gauges every replica reads from the same shared state (Redis, JetStream, the schema), so they report one value many times. */
const SHARED_STATE_GAUGES = [
  'bizapi_webhook_queue_jobs',
  'bizapi_redis_memory_bytes',
  'bizapi_jetstream_stream_bytes',
  'bizapi_jetstream_consumer_pending',
  'bizapi_outbox_oldest_unpublished_age_seconds',
  'bizapi_outbox_backlog_events',
];

const slug = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .trim()
    .replace(/\s+/g, '-');
const anchors = new Set([...operations.matchAll(/^#+ (.+)$/gm)].map(([, heading]) => slug(heading)));

describe('k8s/monitoring', () => {
  const defined = definedMetrics();
  const podMonitors = monitoring.filter((object) => object.kind === 'PodMonitor');
  const rules = monitoring
    .filter((object) => object.kind === 'PrometheusRule')
    .flatMap((rule) => rule.spec.groups.flatMap((group: { rules: object[] }) => group.rules));
  const dashboard = JSON.parse(readFileSync(join(REPO_ROOT, 'k8s/monitoring/dashboards/bizapi.json'), 'utf8'));

  it.each(longRunningApps())('scrapes %s exactly once, on a port its container declares', (app) => {
    const deployment = production.find((object) => object.kind === 'Deployment' && object.metadata.name === app) as K8sObject;
    const template = podTemplateOf(deployment)!;
    const scraping = podMonitors.filter((monitor) => matchesSelector(monitor.spec.selector, template.labels));
    expect(scraping).toHaveLength(1);
    const declared = template.spec
      .containers!.flatMap((container) => (container as { ports?: { name: string }[] }).ports ?? [])
      .map((port) => port.name);
    for (const endpoint of scraping[0].spec.podMetricsEndpoints) {
      expect(declared).toContain(endpoint.port);
      expect(endpoint.path).toBe('/metrics');
    }
  });

  it('has alerts for the gateway, the outbox and its relay, consumers, the stream, webhooks, the pools, Redis and the targets', () => {
    expect(rules.map((rule: { alert: string }) => rule.alert).sort()).toEqual([
      'BizapiConsumerLagGrowing',
      'BizapiConsumerLagHigh',
      'BizapiDatabasePoolWaiting',
      'BizapiDeliveryQueueGrowing',
      'BizapiGatewayErrorRatio',
      'BizapiGatewayLatencyHigh',
      'BizapiJetStreamStorageNearLimit',
      'BizapiNoReadyReplica',
      'BizapiNoRelayLeader',
      'BizapiOutboxStalled',
      'BizapiRedisMemoryNearLimit',
      'BizapiTargetAbsent',
      'BizapiTargetDown',
      'BizapiWebhookFailureRatio',
    ]);
  });

  it.each(rules.map((rule: { alert: string; expr: string }) => [rule.alert, rule.expr]))(
    "parses %s's expression as PromQL, every series selected in the namespace",
    (_alert, expr) => {
      const { errors, selectors } = parsePromql(expr as string);
      expect(errors).toEqual([]);
      expect(selectors.length).toBeGreaterThan(0);
      for (const selector of selectors) {
        expect({ metric: selector.metric, matchers: selector.matchers }).toEqual({
          metric: selector.metric,
          matchers: expect.arrayContaining([{ label: 'namespace', op: '=', value: 'bizapi' }]),
        });
      }
    },
  );

  it('reads the gauges of shared state with max, never a sum over the replicas that all report them', () => {
    const expressions = [
      ...rules.map((rule: { expr: string }) => rule.expr),
      ...dashboard.panels.flatMap((panel: { targets: { expr: string }[] }) => panel.targets.map((target) => target.expr)),
    ];
    const reads = expressions
      .flatMap((expression) => parsePromql(expression).selectors)
      .filter((selector) => SHARED_STATE_GAUGES.includes(selector.metric));
    expect(new Set(reads.map((selector) => selector.metric))).toEqual(new Set(SHARED_STATE_GAUGES));
    for (const { metric, aggregatedBy } of reads) expect({ metric, aggregatedBy }).toEqual({ metric, aggregatedBy: 'max' });
  });

  it('watches every app for a scrape target that is down or absent', () => {
    const absent = rules.find((rule: { alert: string }) => rule.alert === 'BizapiTargetAbsent') as { expr: string };
    const apps = parsePromql(absent.expr).selectors.map(
      (selector) => selector.matchers.find((matcher) => matcher.label === 'app_kubernetes_io_name')?.value,
    );
    expect(apps.sort()).toEqual([...longRunningApps()].sort());
    // job and app_kubernetes_io_name exist because every PodMonitor sets them.
    for (const monitor of podMonitors) {
      expect(monitor.spec.jobLabel).toBe('app.kubernetes.io/part-of');
      expect(monitor.spec.podTargetLabels).toEqual(['app.kubernetes.io/name']);
    }
  });

  it('carries the selector labels of kustomization.yaml on everything a Prometheus or Grafana selects', () => {
    for (const object of monitoring) expect(object.metadata.labels).toMatchObject({ release: 'kube-prometheus-stack', 'app.kubernetes.io/part-of': 'bizapi' });
  });

  it("writes settings.yaml's runbook base URL into every alert, once", () => {
    const settings = readFileSync(join(REPO_ROOT, 'k8s/monitoring/settings.yaml'), 'utf8');
    const base = /^ {2}runbookBaseUrl: (\S+)$/m.exec(settings)?.[1];
    expect(base).toMatch(/^https:\/\//);
    for (const rule of rules as { annotations: { runbook_url: string } }[]) {
      const [prefix, anchor, ...rest] = rule.annotations.runbook_url.split('#');
      expect({ prefix, anchor, rest }).toEqual({ prefix: base, anchor: expect.stringMatching(/^[a-z0-9-]+$/), rest: [] });
    }
  });

  it.each(rules.map((rule: { alert: string }) => [rule.alert, rule]))(
    'gives %s a duration, a severity, a summary and a runbook that exists',
    (_alert, rule) => {
      const {
        for: duration,
        labels,
        annotations,
      } = rule as { for: string; labels: { severity: string }; annotations: Record<string, string> };
      expect(duration).toMatch(/^\d+m$/);
      expect(['page', 'ticket']).toContain(labels.severity);
      expect(annotations.summary).toBeTruthy();
      const anchor = annotations.runbook_url.split('#')[1];
      expect(anchors).toContain(anchor);
    },
  );

  it('reads only metrics the code defines, in alerts and in the dashboard', () => {
    const expressions = [
      ...rules.map((rule: { expr: string }) => rule.expr),
      ...dashboard.panels.flatMap((panel: { targets: { expr: string }[] }) => panel.targets.map((target) => target.expr)),
    ];
    const unknown = expressions.flatMap(metricsIn).filter((metric) => !defined.has(metric));
    expect(unknown).toEqual([]);
    expect(expressions.flatMap(metricsIn).length).toBeGreaterThan(10);
  });

  it('validates against the Prometheus Operator CRD schemas', () => {
    expect(schemaProblems(monitoring)).toEqual([]);
  });

  it('ships the dashboard as a ConfigMap Grafana loads', () => {
    const configMap = monitoring.find((object) => object.kind === 'ConfigMap' && object.metadata.name === 'bizapi-dashboard');
    expect(configMap?.metadata.labels?.grafana_dashboard).toBe('1');
    expect(JSON.parse(configMap!.data!['bizapi.json'])).toMatchObject({ uid: 'bizapi-overview' });
  });
});
