import { Injectable, OnModuleInit } from '@nestjs/common';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The API's OpenAPI document, generated from the code by tools/openapi into
 * docs/openapi.json (`npm run openapi`; a test fails when the committed file
 * differs from the code). The image carries it at the same place relative to
 * the gateway's dist (docker/Dockerfile).
 */
export const OPENAPI_DOCUMENT_PATH = join(__dirname, '../../../../../docs/openapi.json');

@Injectable()
export class OpenApiDocument implements OnModuleInit {
  private text: Buffer;

  /** Read once at start: a gateway without its document does not start. */
  onModuleInit(): void {
    try {
      this.text = readFileSync(OPENAPI_DOCUMENT_PATH);
    } catch (error) {
      throw new Error(`the OpenAPI document is missing at ${OPENAPI_DOCUMENT_PATH} (generate it with \`npm run openapi\`)`, {
        cause: error,
      });
    }
    JSON.parse(this.text.toString('utf8'));
  }

  get json(): Buffer {
    return this.text;
  }
}
