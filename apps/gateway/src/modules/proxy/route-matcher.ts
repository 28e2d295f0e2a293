import { HttpMethod, RouteDefinition } from '@bizapi/contracts';

export interface RouteMatch {
  route: RouteDefinition;
  params: Record<string, string>;
}

interface RouteNode {
  literal: Map<string, RouteNode>;
  parameter?: { name: string; node: RouteNode };
  routes: Map<string, RouteDefinition>;
}

const emptyNode = (): RouteNode => ({ literal: new Map(), routes: new Map() });

/**
 * Finds the route of a method and a path below `/external/v1` in the route
 * table, literal segments winning over parameters. Anything not in the table
 * (an unknown collection, an operation the spec does not list, a malformed
 * path) has no match and becomes 404 ROUTE_NOT_FOUND.
 */
export class RouteMatcher {
  private readonly root = emptyNode();

  constructor(routes: readonly RouteDefinition[]) {
    for (const route of routes) this.add(route);
  }

  match(method: string, path: string): RouteMatch | null {
    const segments = splitPath(path);
    if (!segments) return null;
    const params: Record<string, string> = {};
    let node: RouteNode | undefined = this.root;
    for (const segment of segments) {
      const literal: RouteNode | undefined = node.literal.get(segment);
      if (literal) {
        node = literal;
      } else if (node.parameter) {
        params[node.parameter.name] = segment;
        node = node.parameter.node;
      } else {
        return null;
      }
    }
    const route = node.routes.get(method);
    return route ? { route, params } : null;
  }

  private add(route: RouteDefinition): void {
    let node = this.root;
    for (const segment of route.path.split('/').filter(Boolean)) {
      if (segment.startsWith(':')) {
        node.parameter ??= { name: segment.slice(1), node: emptyNode() };
        node = node.parameter.node;
      } else {
        let next = node.literal.get(segment);
        if (!next) node.literal.set(segment, (next = emptyNode()));
        node = next;
      }
    }
    node.routes.set(route.method satisfies HttpMethod, route);
  }
}

/** Decoded segments of a path (one trailing slash tolerated), or null when malformed. */
function splitPath(path: string): string[] | null {
  const trimmed = path.startsWith('/') ? path.slice(1) : path;
  const raw = (trimmed.endsWith('/') ? trimmed.slice(0, -1) : trimmed).split('/');
  const segments: string[] = [];
  for (const segment of raw) {
    if (!segment) return null;
    try {
      segments.push(decodeURIComponent(segment));
    } catch {
      return null;
    }
  }
  return segments;
}
