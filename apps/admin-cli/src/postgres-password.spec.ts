import { scramSha256Verifier } from './postgres-password';

describe('the SCRAM verifier of a PostgreSQL password', () => {
  it("is the one PostgreSQL 15 stored for the same password and salt (CREATE ROLE … PASSWORD 'correct horse battery staple')", () => {
    const stored =
      'SCRAM-SHA-256$4096:trv6aLGfTDA+lQzjDJVWcA==$ftYcc4voNbDj2tne4W2j512BAPkZEaB4RPx/zFbtr68=:8bUieRTb5m+Y9K9tc0xcc3t+5qeIuzyOE1NUTzMh6fc=';
    expect(scramSha256Verifier('correct horse battery staple', Buffer.from('trv6aLGfTDA+lQzjDJVWcA==', 'base64'))).toBe(stored);
  });

  it('salts each one, and refuses what SASLprep could change', () => {
    expect(scramSha256Verifier('same')).not.toBe(scramSha256Verifier('same'));
    expect(() => scramSha256Verifier('pässword')).toThrow(/printable ASCII/);
  });
});
