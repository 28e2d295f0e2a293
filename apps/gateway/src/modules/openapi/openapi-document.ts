import { Injectable, OnModuleInit } from '@nestjs/common';
import { ReadStream, createReadStream, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_DIRECTORY } from '../../app-directory';

/**
 * The API's OpenAPI document, generated from the code by tools/openapi into
 * docs/openapi.json (`npm run openapi`; a test fails when the committed file
 * differs from the code). The image carries it at the same place relative to
 * the gateway's dist (docker/Dockerfile).
 */
export const OPENAPI_DOCUMENT_PATH = join(APP_DIRECTORY, '../../../docs/openapi.json');

@Injectable()
export class OpenApiDocument implements OnModuleInit {
  /** Read and parsed once at start: a gateway without a valid document does not start. */
  onModuleInit(): void {
    try {
      JSON.parse(readFileSync(OPENAPI_DOCUMENT_PATH, 'utf8'));
    } catch (error) {
      throw new Error(`the OpenAPI document is missing or invalid at ${OPENAPI_DOCUMENT_PATH} (generate it with \`npm run openapi\`)`, {
        cause: error,
      });
    }
  }

  /**
   * The file as it is, read for each request: it is megabytes, asked for by
   * tools now and then, and kept in memory it was that much of the gateway's
   * idle resident size (docs/operations/scale.md, "Memory").
   */
  stream(): ReadStream {
    return createReadStream(OPENAPI_DOCUMENT_PATH);
  }
}
