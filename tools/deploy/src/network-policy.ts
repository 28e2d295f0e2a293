import { K8sObject, Labels, podTemplateOf } from './k8s-types';

interface LabelSelector {
  matchLabels?: Labels;
  matchExpressions?: { key: string; operator: 'In' | 'NotIn' | 'Exists' | 'DoesNotExist'; values?: string[] }[];
}

export interface PortRule {
  protocol?: string;
  port?: number | string;
}

export interface PeerRule {
  podSelector?: LabelSelector;
  namespaceSelector?: LabelSelector;
  ipBlock?: { cidr: string; except?: string[] };
}

export interface PolicyRule {
  from?: PeerRule[];
  to?: PeerRule[];
  ports?: PortRule[];
}

/** Kubernetes' label-selector semantics: an empty selector selects every pod. */
export function matchesSelector(selector: LabelSelector | undefined, labels: Labels): boolean {
  if (!selector) return false;
  const byLabel = Object.entries(selector.matchLabels ?? {}).every(([key, value]) => labels[key] === value);
  const byExpression = (selector.matchExpressions ?? []).every(({ key, operator, values = [] }) => {
    switch (operator) {
      case 'In':
        return values.includes(labels[key]);
      case 'NotIn':
        return !values.includes(labels[key]);
      case 'Exists':
        return key in labels;
      case 'DoesNotExist':
        return !(key in labels);
    }
  });
  return byLabel && byExpression;
}

/** The NetworkPolicies whose podSelector selects the pods of a workload. */
export function policiesSelecting(objects: K8sObject[], workload: K8sObject): K8sObject[] {
  const labels = podTemplateOf(workload)?.labels ?? {};
  return objects.filter((object) => object.kind === 'NetworkPolicy' && matchesSelector(object.spec?.podSelector, labels));
}

/** Every ingress (or egress) rule that applies to a workload's pods. */
export function rulesFor(objects: K8sObject[], workload: K8sObject, direction: 'ingress' | 'egress'): PolicyRule[] {
  return policiesSelecting(objects, workload).flatMap((policy) => (policy.spec?.[direction] ?? []) as PolicyRule[]);
}

/** The destination ports a workload may open, whatever the peer ('any' when a rule has no port list). */
export function egressPorts(objects: K8sObject[], workload: K8sObject): (number | 'any')[] {
  return rulesFor(objects, workload, 'egress').flatMap((rule) =>
    rule.ports?.length ? rule.ports.map((port) => (port.port === undefined ? 'any' : Number(port.port))) : ['any'],
  );
}
