import { createHash, createHmac, pbkdf2Sync, randomBytes } from 'node:crypto';

const PRINTABLE_ASCII = /^[\x20-\x7e]+$/;

/**
 * The form PostgreSQL stores a password in (SCRAM-SHA-256, RFC 5802/7677),
 * which `ALTER ROLE … PASSWORD` accepts as is: the server, its statement log
 * and the printed SQL never hold the password itself. Printable ASCII only,
 * where SASLprep (which PostgreSQL applies when checking) changes nothing.
 */
export function scramSha256Verifier(password: string, salt: Buffer = randomBytes(16), iterations = 4096): string {
  if (!PRINTABLE_ASCII.test(password)) throw new Error('a PostgreSQL password here must be printable ASCII (openssl rand -hex 32)');
  const salted = pbkdf2Sync(password, salt, iterations, 32, 'sha256');
  const hmac = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest();
  const storedKey = createHash('sha256').update(hmac(salted, 'Client Key')).digest();
  const serverKey = hmac(salted, 'Server Key');
  return `SCRAM-SHA-256$${iterations}:${salt.toString('base64')}$${storedKey.toString('base64')}:${serverKey.toString('base64')}`;
}
