import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where `npm run -s examples` (tools/openapi/examples/record.mjs) writes what it recorded. */
export const EXAMPLES_FILE = 'tools/openapi/examples/examples.json';

/** Per operation id: a request body and an answer per status; per event: a delivery body. All recorded from real exchanges. */
export interface RecordedExamples {
  operations: Record<string, { request?: unknown; responses: Record<string, unknown> }>;
  events: Record<string, unknown>;
}

export function readExamples(root: string): RecordedExamples {
  const file = join(root, EXAMPLES_FILE);
  if (!existsSync(file)) return { operations: {}, events: {} };
  return JSON.parse(readFileSync(file, 'utf8')) as RecordedExamples;
}

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the document's JSON

/**
 * Puts each recorded example on its JSON body in the document: the request
 * body's and each answer's `example`, and each webhook's delivery body (`examples` of its schema). A body
 * the document no longer declares is left out (the examples test names what lacks one).
 */
export function attachExamples(paths: Record<string, unknown>, webhooks: Record<string, unknown>, examples: RecordedExamples): void {
  for (const item of Object.values(paths) as Json[]) {
    for (const operation of Object.values(item) as Json[]) {
      const recorded = examples.operations[operation.operationId];
      if (!recorded) continue;
      const request = operation.requestBody?.content?.['application/json'];
      if (request && recorded.request !== undefined) request.example = recorded.request;
      for (const [status, body] of Object.entries(recorded.responses)) {
        const media = operation.responses?.[status]?.content?.['application/json'];
        if (media) media.example = body;
      }
    }
  }
  for (const [event, body] of Object.entries(examples.events)) {
    // On the payload's schema (`examples`), not the media type: linters read a webhook's body as a request's, where
    // the record's readOnly fields (id, createdAt…) may not appear, yet a delivery is sent by the server.
    const schema = (webhooks as Json)[event]?.post?.requestBody?.content?.['application/json']?.schema;
    if (schema) schema.examples = [body];
  }
}
