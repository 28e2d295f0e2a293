import { parser } from '@prometheus-io/lezer-promql';

type SyntaxNode = ReturnType<typeof parser.parse>['topNode'];

/** A series selector of an expression: its metric name and label matchers (`namespace="bizapi"` -> namespace, =, bizapi). */
export interface Selector {
  metric: string;
  matchers: { label: string; op: string; value: string }[];
  /** The aggregation operator closest around it (`sum`, `max`...), or undefined when none. */
  aggregatedBy?: string;
}

/**
 * PromQL read by Prometheus' own grammar (@prometheus-io/lezer-promql, the
 * parser of its web UI): a syntax error fails a test here rather than the
 * rule being refused by Prometheus at load time.
 */
export function parsePromql(expression: string): { errors: string[]; selectors: Selector[] } {
  const tree = parser.parse(expression);
  const errors: string[] = [];
  const selectors: Selector[] = [];
  const text = (node: SyntaxNode | null) => (node ? expression.slice(node.from, node.to) : '');
  tree.iterate({
    enter: (ref) => {
      if (ref.type.isError) errors.push(`syntax error at ${ref.from}: ${JSON.stringify(expression.slice(Math.max(0, ref.from - 20), ref.to + 20))}`);
      if (ref.name !== 'VectorSelector') return;
      const node = ref.node;
      const matchers = node
        .getChildren('LabelMatchers')
        .flatMap((list) => [...list.getChildren('UnquotedLabelMatcher'), ...list.getChildren('QuotedLabelMatcher')])
        .map((matcher) => ({
          label: text(matcher.getChild('LabelName')),
          op: text(matcher.getChild('MatchOp')),
          value: JSON.parse(text(matcher.getChild('StringLiteral'))) as string,
        }));
      let aggregatedBy: string | undefined;
      for (let parent = node.parent; parent && !aggregatedBy; parent = parent.parent) {
        if (parent.name === 'AggregateExpr') aggregatedBy = text(parent.getChild('AggregateOp'));
      }
      selectors.push({ metric: text(node.getChild('Identifier')), matchers, aggregatedBy });
    },
  });
  return { errors, selectors };
}
