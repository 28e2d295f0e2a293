import { IsBoolean } from 'class-validator';
import { RuntimeEnv, loadEnv } from './env';

class SampleEnv extends RuntimeEnv {
  @IsBoolean()
  FLAG: boolean = false;
}

describe('loadEnv', () => {
  it('applies the defaults of the architecture', () => {
    const env = loadEnv(SampleEnv, {});
    expect(env).toMatchObject({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/bizapi',
      NATS_URL: 'nats://127.0.0.1:4222',
      REDIS_URL: 'redis://127.0.0.1:6379',
      BIZAPI_NAMESPACE: '',
      FLAG: false,
    });
  });

  it('converts numbers and booleans', () => {
    expect(loadEnv(SampleEnv, { HEALTH_PORT: '9000', FLAG: 'true' })).toMatchObject({ HEALTH_PORT: 9000, FLAG: true });
  });

  it('names every wrong variable', () => {
    expect(() => loadEnv(SampleEnv, { HEALTH_PORT: 'x', NATS_URL: 'http://x', FLAG: 'yes' })).toThrow(
      /HEALTH_PORT[\s\S]*NATS_URL[\s\S]*FLAG|HEALTH_PORT|NATS_URL/,
    );
    expect(() => loadEnv(SampleEnv, { FLAG: 'yes' })).toThrow(/FLAG/);
  });

  it('takes a liveness window of a second or more, or 0 to wait for the timeout only', () => {
    expect(loadEnv(SampleEnv, {}).RPC_LIVENESS_MS).toBe(5_000);
    expect(loadEnv(SampleEnv, { RPC_LIVENESS_MS: '0' }).RPC_LIVENESS_MS).toBe(0);
    expect(loadEnv(SampleEnv, { RPC_LIVENESS_MS: '3000' }).RPC_LIVENESS_MS).toBe(3_000);
    // Under the replica's progress period plus a stall's margin, live requests would fail.
    expect(() => loadEnv(SampleEnv, { RPC_LIVENESS_MS: '500' })).toThrow(/RPC_LIVENESS_MS/);
  });
});
