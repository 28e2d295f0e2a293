import { constants, gzipSync } from 'node:zlib';

/**
 * What fits in one NATS message (1 MiB) and expands to 1 GiB: gzip members
 * of 16 MiB of zeros each, concatenated (gunzip reads every member).
 */
export function gzipBomb(): Buffer {
  const member = gzipSync(Buffer.alloc(16 * 1024 * 1024), { level: constants.Z_BEST_COMPRESSION });
  return Buffer.concat(Array.from({ length: Math.floor((1024 * 1024) / member.length) }, () => member));
}
