import { DedicatedStack, startDedicatedStack } from '@bizapi/testing';
import { connect } from 'node:net';

/** Slow loris and friends: a client that trickles its request is cut off, not waited for. */
describe('slow clients', () => {
  let stack: DedicatedStack;
  let port: number;

  beforeAll(async () => {
    stack = await startDedicatedStack({ apps: ['gateway'], env: { HTTP_HEADERS_TIMEOUT_MS: '1000', HTTP_REQUEST_TIMEOUT_MS: '2000' } });
    port = Number(new URL(stack.baseUrl).port);
  }, 60_000);

  afterAll(() => stack?.stop());

  /** Writes `first`, then one byte of `trickle` every 200 ms; resolves with what the server sent and when it closed. */
  function trickle(first: string, trickled: string): Promise<{ answer: string; closedAfterMs: number }> {
    return new Promise((resolve) => {
      const started = Date.now();
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      let index = 0;
      const timer = setInterval(() => {
        if (index < trickled.length && !socket.destroyed) socket.write(trickled[index++]);
      }, 200);
      socket.on('connect', () => socket.write(first));
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ answer, closedAfterMs: Date.now() - started });
      });
    });
  }

  it('answers 408 and closes a connection whose headers never finish', async () => {
    const { answer, closedAfterMs } = await trickle('GET /external/v1/persons HTTP/1.1\r\nHost: x\r\n', 'X-Slow: ' + 'a'.repeat(200));
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfterMs).toBeLessThan(4_000);
  });

  it('answers 408 and closes a connection whose body never finishes', async () => {
    const head = 'POST /external/v1/auth HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n';
    const { answer, closedAfterMs } = await trickle(head, '{"secret":"' + 'a'.repeat(900));
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfterMs).toBeLessThan(5_000);
  });

  it('still serves a normal request', async () => {
    const response = await fetch(`${stack.baseUrl}/persons`);
    expect(response.status).toBe(401);
  });
});
