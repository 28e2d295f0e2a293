import Ajv2020, { ErrorObject, ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The API's path prefix: the document's server URL. */
const API_PREFIX = '/external/v1';
/** The generated document (tools/openapi; `npm run openapi`), which a test keeps equal to the code. */
export const OPENAPI_DOCUMENT_PATH = join(__dirname, '../../../../docs/openapi.json');
const DOCUMENT_ID = 'openapi.json';

interface Operation {
  id: string;
  method: string;
  template: string;
  pattern: RegExp;
  responses: Record<string, any>;
}

/** What a response must be told apart by: its request, its status, its headers and its parsed JSON body. */
export interface ObservedResponse {
  method: string;
  /** The URL path of the request (with `/external/v1`), without the query. */
  path: string;
  status: number;
  headers: Headers;
  body: unknown;
}

/**
 * Checks answers of the API against its OpenAPI document: the request is
 * matched to its operation by method and path template; the status must be
 * one the operation declares; the headers it declares required must be
 * there; the body must match the schema (ajv, JSON Schema 2020-12, formats).
 * A request that matches no operation must answer the error body.
 */
export class ResponseValidator {
  // multipleOfPrecision: money is `multipleOf: 0.01`, which a binary float such as 1234.56 only meets to within rounding.
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true, multipleOfPrecision: 9 });
  private readonly operations: Operation[] = [];
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(private readonly document: any) {
    addFormats(this.ajv);
    this.ajv.addSchema({ $id: DOCUMENT_ID, components: { schemas: document.components.schemas } });
    for (const [template, item] of Object.entries<any>(document.paths)) {
      for (const [method, operation] of Object.entries<any>(item)) {
        const pattern = new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);
        this.operations.push({
          id: operation.operationId,
          method: method.toUpperCase(),
          template,
          pattern,
          responses: operation.responses,
        });
      }
    }
    // A literal segment beats a parameter where both would match.
    this.operations.sort((a, b) => a.template.split('{').length - b.template.split('{').length);
  }

  static fromFile(path = OPENAPI_DOCUMENT_PATH): ResponseValidator {
    return new ResponseValidator(JSON.parse(readFileSync(path, 'utf8')));
  }

  /** The id of the operation a request reaches (`path` with `/external/v1`, without the query), if any. */
  operationIdOf(method: string, path: string): string | undefined {
    return this.operationOf(method, path)?.id;
  }

  private operationOf(method: string, fullPath: string): Operation | undefined {
    if (!fullPath.startsWith(`${API_PREFIX}/`)) return undefined;
    const path = fullPath.slice(API_PREFIX.length);
    // A path that does not percent-decode names no route (the gateway's route matcher answers ROUTE_NOT_FOUND).
    return decodable(path) ? this.operations.find((candidate) => candidate.method === method && candidate.pattern.test(path)) : undefined;
  }

  /** The problems of a value against a schema of the document (its `#/components/...` references resolved). */
  schemaProblems(where: string, schema: unknown, value: unknown): string[] {
    return this.bodyProblems(where, schema, value);
  }

  /** The problems of one answer (empty when it matches the document). */
  problems(response: ObservedResponse): string[] {
    if (!response.path.startsWith(`${API_PREFIX}/`)) return [];
    const path = response.path.slice(API_PREFIX.length);
    const operation = this.operationOf(response.method, response.path);
    if (!operation) {
      if (response.status < 400)
        return [`${response.method} ${path} matches no operation of the document, yet answered ${response.status}`];
      const errorBody = { $ref: `${DOCUMENT_ID}#/components/schemas/ErrorBody` };
      return this.bodyProblems(`${response.method} ${path} (no operation) answered ${response.status}:`, errorBody, response.body);
    }
    const where = `${operation.id} (${operation.method} ${operation.template})`;
    const declared = operation.responses[String(response.status)];
    if (!declared)
      return [
        `${where} answered ${response.status}, a status the document does not declare (declared: ${Object.keys(operation.responses).join(', ')})`,
      ];
    const problems: string[] = [];
    for (const [name, header] of Object.entries<any>(declared.headers ?? {})) {
      const resolved = this.resolve(header);
      if (resolved.required && !response.headers.has(name))
        problems.push(`${where} answered ${response.status} without its required header ${name}`);
    }
    const schema = declared.content?.['application/json']?.schema;
    if (schema) problems.push(...this.bodyProblems(`${where} answered ${response.status}:`, schema, response.body));
    else if (response.body !== '' && response.body !== undefined)
      problems.push(`${where} answered ${response.status} with a body where the document declares none`);
    return problems;
  }

  /** Throws, naming the operation, the status and each bad field's JSON pointer, when an answer does not match the document. */
  check(response: ObservedResponse): void {
    const problems = this.problems(response);
    if (problems.length)
      throw new Error(
        `The answer does not match docs/openapi.json (regenerate with \`npm run openapi\` if the code changed):\n- ${problems.join('\n- ')}`,
      );
  }

  /** The problems of one webhook delivery, against the document's `webhooks` entry of its event: headers and body. */
  deliveryProblems(headers: Record<string, unknown>, body: { event?: unknown } | undefined): string[] {
    const event = String(body?.event);
    const operation = this.document.webhooks?.[event]?.post;
    if (!operation) return [`a delivery of ${event}, an event the document's webhooks do not describe`];
    const where = `the ${event} delivery`;
    const missing = (operation.parameters ?? [])
      .filter((parameter: any) => parameter.in === 'header' && parameter.required && headers[parameter.name.toLowerCase()] === undefined)
      .map((parameter: any) => `${where} lacks its header ${parameter.name}`);
    return [...missing, ...this.bodyProblems(`${where}:`, operation.requestBody.content['application/json'].schema, body)];
  }

  private bodyProblems(prefix: string, schema: any, body: unknown): string[] {
    const key = JSON.stringify(schema);
    let validate = this.compiled.get(key);
    if (!validate) {
      validate = this.ajv.compile(rebase(schema));
      this.compiled.set(key, validate);
    }
    if (validate(body)) return [];
    return (validate.errors ?? []).map((error) => `${prefix} at ${pointerOf(error)} the body ${describe(error)}`);
  }

  private resolve(maybeRef: any): any {
    if (!maybeRef?.$ref) return maybeRef;
    return String(maybeRef.$ref)
      .replace(/^#\//, '')
      .split('/')
      .reduce((node: any, part: string) => node?.[part], this.document);
  }
}

function decodable(path: string): boolean {
  try {
    path.split('/').forEach((segment) => decodeURIComponent(segment));
    return true;
  } catch {
    return false;
  }
}

/** Points the document's local references (`#/components/...`) at the document registered in ajv. */
function rebase(schema: any): any {
  return JSON.parse(JSON.stringify(schema).replace(/"\$ref":"#\//g, `"$ref":"${DOCUMENT_ID}#/`));
}

/** The JSON pointer of the offending value: the extra or missing property itself, not its parent. */
function pointerOf(error: ErrorObject): string {
  const params = error.params as { additionalProperty?: string; missingProperty?: string };
  const property = params.additionalProperty ?? params.missingProperty;
  return `${error.instancePath}${property !== undefined ? `/${property}` : ''}` || '/';
}

function describe(error: ErrorObject): string {
  if (error.keyword === 'additionalProperties') return 'has a property the document does not declare';
  if (error.keyword === 'enum') return `${error.message}: ${JSON.stringify((error.params as { allowedValues: unknown[] }).allowedValues)}`;
  return error.message ?? error.keyword;
}

let shared: ResponseValidator | undefined;

/** The validator of docs/openapi.json, loaded once per test file. */
export function responseValidator(): ResponseValidator {
  shared ??= ResponseValidator.fromFile();
  return shared;
}

/** The committed document, parsed (a test that runs another build derives that build's document from it). */
export function committedOpenApiDocument(): any {
  return JSON.parse(readFileSync(OPENAPI_DOCUMENT_PATH, 'utf8'));
}

/**
 * Checks the rest of this test file's answers against another document: for
 * a test that runs a build other than this one's (a rolling release whose
 * next build adds a field), which is described by its own document.
 */
export function useResponseDocument(document: any): void {
  shared = new ResponseValidator(document);
}
