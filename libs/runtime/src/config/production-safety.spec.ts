import { RuntimeEnv, loadEnv, looksGuessable } from './env';

class EnvWithSecret extends RuntimeEnv {
  SECRET: string = '';
  override productionProblems(): string[] {
    return looksGuessable(this.SECRET) ? ['SECRET looks chosen by hand'] : [];
  }
}

describe('production safety of settings', () => {
  const random = 'k3J9vQ2xN8pL5wR7tY1uE4iO6aS0dF2gH9jK3lZ8xC5vB7nM1qW4eR6tY8uI0oP2';

  it('refuses unsafe settings only when NODE_ENV=production, naming them', () => {
    expect(() => loadEnv(EnvWithSecret, { NODE_ENV: 'production', SECRET: 'changeme-changeme-changeme-changeme' })).toThrow(
      /Unsafe configuration for production[\s\S]*SECRET looks chosen by hand/,
    );
    expect(loadEnv(EnvWithSecret, { NODE_ENV: 'development', SECRET: 'changeme' }).SECRET).toBe('changeme');
    expect(loadEnv(EnvWithSecret, { NODE_ENV: 'production', SECRET: random }).SECRET).toBe(random);
  });

  it.each([
    ['aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', true],
    ['passwordpasswordpasswordpasswordpassword', true],
    ['Tr0ub4dor&3-Tr0ub4dor&3', true],
    [random, false],
  ])('%s guessable: %s', (secret, guessable) => {
    expect(looksGuessable(secret)).toBe(guessable);
  });

  it('judges keys as bytes too: 32 random bytes pass, a zeroed key does not', () => {
    expect(looksGuessable(new Uint8Array(32))).toBe(true);
    expect(looksGuessable(Uint8Array.from({ length: 32 }, (_, index) => (index * 97 + 13) % 256))).toBe(false);
  });
});
