import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ResponseValidator } from '@bizapi/testing';
import { EXAMPLES_FILE, RecordedExamples } from './document/examples';

/**
 * The reference's examples (recorded by `npm run -s examples` from real
 * exchanges, attached by the generator): every JSON request body, every
 * answer with a JSON body and every webhook's delivery has one, and each is
 * valid against its schema (the same Ajv 2020 check the integration tests
 * run on every answer, libs/testing/src/openapi/response-validator.ts).
 */
const root = resolve(__dirname, '../../..');
const document = JSON.parse(readFileSync(join(root, 'docs/openapi.json'), 'utf8'));
const recorded = JSON.parse(readFileSync(join(root, EXAMPLES_FILE), 'utf8')) as RecordedExamples;
const validator = new ResponseValidator(document);

interface Body {
  where: string;
  schema: unknown;
  example: unknown;
}

function bodies(): Body[] {
  const found: Body[] = [];
  for (const [path, item] of Object.entries<any>(document.paths)) {
    for (const [method, operation] of Object.entries<any>(item)) {
      const where = `${operation.operationId} (${method.toUpperCase()} ${path})`;
      const request = operation.requestBody?.content?.['application/json'];
      if (request) found.push({ where: `${where} request body`, schema: request.schema, example: request.example });
      for (const [status, response] of Object.entries<any>(operation.responses)) {
        const media = response.content?.['application/json'];
        if (media) found.push({ where: `${where} answer ${status}`, schema: media.schema, example: media.example });
      }
    }
  }
  for (const [event, item] of Object.entries<any>(document.webhooks)) {
    const { examples, ...schema } = item.post.requestBody.content['application/json'].schema;
    found.push({ where: `webhook ${event} delivery`, schema, example: examples?.[0] });
  }
  return found;
}

describe('examples of docs/openapi.json', () => {
  const all = bodies();

  it('every request body, answer and delivery has one (otherwise record them: npm run -s examples, then npm run openapi)', () => {
    expect(all.filter((body) => body.example === undefined).map((body) => body.where)).toEqual([]);
  });

  it('each is valid against its schema', () => {
    const problems = all
      .filter((body) => body.example !== undefined)
      .flatMap((body) => validator.schemaProblems(`${body.where}:`, body.schema, body.example));
    expect(problems).toEqual([]);
  });

  it('names only operations and events of the document (a stale recording is recorded again)', () => {
    const operationIds = new Set(
      Object.values<any>(document.paths).flatMap((item) => Object.values<any>(item).map((operation) => operation.operationId)),
    );
    expect(Object.keys(recorded.operations).filter((id) => !operationIds.has(id))).toEqual([]);
    expect(Object.keys(recorded.events).filter((event) => !document.webhooks[event])).toEqual([]);
  });
});
