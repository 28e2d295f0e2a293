import * as contracts from '@bizapi/contracts';
import { EVENT_FAMILIES, EVENT_NAMES, ROUTES } from '@bizapi/contracts';
import type { CollectionDeclaration } from '@bizapi/collections';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { discoverHandlers } from '../discovery/handlers';
import { SourceProgram } from '../discovery/source-program';
import { DtoToSchema } from '../schema/dto-to-schema';
import { TypeToSchema } from '../schema/type-to-schema';
import { COLLECTION_REFERENCES } from '@bizapi/contracts';
import { INTRODUCTION } from './introduction';
import { HEADERS, PARAMETERS, SECURITY_SCHEMES, errorBodySchema } from './components';
import { eventWebhooks } from './event-webhooks';
import { attachExamples, readExamples } from './examples';
import { gatewayPaths } from './gateway-routes';
import { GatewayRules, OperationBuilder } from './operations';
import { RecordSchemas } from './record-schemas';
import { SchemaRegistry } from './schema-registry';

const loadBuilt = <T>(root: string, path: string): T => require(join(root, path)) as T;

/** Every list of enumeration values the contracts export (`LEAD_STATUSES`…), in its declared order. */
function enumerationsOf(exported: Record<string, unknown>): string[][] {
  return Object.entries(exported)
    .filter(([name, value]) => /^[A-Z][A-Z0-9_]*S$/.test(name) && Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string' && /^[A-Z][A-Z0-9_]*$/.test(item)))
    .map(([, value]) => value as string[]);
}

/**
 * The OpenAPI 3.1 document of the external API, from the code only: the route
 * table (paths, methods, statuses, scopes, features), the built apps' handlers
 * (collection declarations with their list queries and write DTOs, hand-written
 * controllers with theirs), the record types of the mappers and handlers (read
 * by the TypeScript compiler), the error codes, the event catalog, and the
 * gateway's own routes and headers. Needs the apps built (`npx tsc -b tsconfig.build.json`).
 */
export function generateDocument(root: string): Record<string, unknown> {
  const program = new SourceProgram(root);
  const types = new TypeToSchema(program.checker, enumerationsOf(contracts));
  const dtos = new DtoToSchema({
    isEventSelector: () => ({ type: 'string', enum: [...EVENT_NAMES, ...EVENT_FAMILIES.map((family) => `${family}.*`)] }),
  });
  const registry = new SchemaRegistry();
  registry.ref('ErrorBody', errorBodySchema());
  const records = new RecordSchemas(registry, program, types);
  const handlers = discoverHandlers(root);
  const gateway = loadBuilt<GatewayRules>(root, 'apps/gateway/dist/modules/conditional/conditional-requests.js');
  const builder = new OperationBuilder(program, dtos, records, gateway);

  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of ROUTES) {
    const handler = handlers.get(route.subject);
    if (!handler) throw new Error(`${route.method} ${route.path}: no handler answers ${route.subject} in the built apps`);
    const path = route.path.replace(/:([A-Za-z]+)/g, '{$1}');
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: builder.build(route, handler) };
  }
  const { AuthRequest } = loadBuilt<{ AuthRequest: new () => object }>(root, 'apps/gateway/dist/modules/auth/auth.dto.js');
  Object.assign(paths, gatewayPaths(AuthRequest, program, types, dtos, registry));

  const declarations = [
    ...new Map(
      [...handlers.values()].flatMap((handler) =>
        handler.collection ? [[handler.collection.declaration.collection, handler.collection.declaration]] : [],
      ),
    ).values(),
  ] as CollectionDeclaration[];
  const { signatureHeaders } = loadBuilt<{ signatureHeaders: (input: object) => Record<string, string> }>(
    root,
    'apps/webhooks/dist/modules/deliveries/signature.js',
  );
  const deliveryHeaders = Object.keys(signatureHeaders({ eventId: 'evt_0', timestamp: 0, body: '', secrets: ['whsec_AAAA'] })).map(
    headerCase,
  );
  const webhooks = eventWebhooks(declarations, records, deliveryHeaders);
  attachExamples(paths, webhooks, readExamples(root));

  return {
    openapi: '3.1.0',
    info: {
      title: 'Business Management External API',
      version: releasedVersion(root),
      description: INTRODUCTION,
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/external/v1', description: 'This deployment' }],
    tags: [...new Set(ROUTES.map((route) => route.collection)), 'auth', 'meta', 'events'].map((name) => ({
      name,
      description: tagDescription(name),
    })),
    paths,
    webhooks,
    components: { schemas: registry.sorted(), securitySchemes: SECURITY_SCHEMES, headers: HEADERS, parameters: PARAMETERS },
  };
}

/** The latest release of CHANGELOG.md (its first `## [x.y.z] - date` heading; `[Unreleased]` is none). */
function releasedVersion(root: string): string {
  const release = /^## \[(\d+\.\d+\.\d+)\] - \d{4}-\d{2}/m.exec(readFileSync(join(root, 'CHANGELOG.md'), 'utf8'));
  if (!release) throw new Error('CHANGELOG.md names no release (a heading "## [x.y.z] - YYYY-MM-DD")');
  return release[1];
}

function headerCase(name: string): string {
  return name.replace(/(^|-)([a-z])/g, (_match, dash: string, letter: string) => dash + letter.toUpperCase());
}

function tagDescription(name: string): string {
  if (name === 'auth') return 'Sign in with an API key and its secret; refresh the access token.';
  if (name === 'meta') return 'This document.';
  if (name === 'events') return 'What the webhook deliveries carry: one entry per event, with its payload and signature headers.';
  if (name === 'accounting-reports') return 'Accounting reports (read-only, no pagination envelope).';
  const reference = COLLECTION_REFERENCES[name];
  if (!reference) throw new Error(`tag ${name}: no CollectionReference`);
  return reference.about;
}
