import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, longRunningApps } from './deployment-contract';
import { K8sObject, podTemplateOf } from './k8s-types';
import { renderKustomization } from './kustomize';
import { matchesSelector } from './network-policy';

/**
 * k8s/monitoring: the Prometheus Operator's PodMonitors and PrometheusRule
 * and the Grafana dashboard. Their CRDs are not in the Kubernetes schemas,
 * so their shape is checked here, and every metric they name must be one the
 * code defines: a renamed metric fails this test, not an on-call night.
 */

const monitoring = renderKustomization(join(REPO_ROOT, 'k8s/monitoring'));
const production = renderKustomization(join(REPO_ROOT, 'k8s/overlays/production'));
const operations = readFileSync(join(REPO_ROOT, 'docs/operations.md'), 'utf8');

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

  it('has alerts for the gateway 5xx ratio and latency, the outbox, consumer lag, webhook failures and replicas', () => {
    expect(rules.map((rule: { alert: string }) => rule.alert).sort()).toEqual([
      'BizapiConsumerLagGrowing',
      'BizapiGatewayErrorRatio',
      'BizapiGatewayLatencyHigh',
      'BizapiNoReadyReplica',
      'BizapiOutboxStalled',
      'BizapiWebhookFailureRatio',
    ]);
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
      const anchor = annotations.runbook_url.split('docs/operations.md#')[1];
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

  it('ships the dashboard as a ConfigMap Grafana loads', () => {
    const configMap = monitoring.find((object) => object.kind === 'ConfigMap' && object.metadata.name === 'bizapi-dashboard');
    expect(configMap?.metadata.labels?.grafana_dashboard).toBe('1');
    expect(JSON.parse(configMap!.data!['bizapi.json'])).toMatchObject({ uid: 'bizapi-overview' });
  });
});
