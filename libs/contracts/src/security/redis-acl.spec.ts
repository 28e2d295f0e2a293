import { redisAclCommands, redisAclRules, redisKeyPatterns } from './redis-acl';

describe('Redis ACL users generated per process', () => {
  it('limits each to its namespaced keys, without dangerous commands', () => {
    expect(redisKeyPatterns('gateway', 'run1')).toEqual(['run1:rl:*', 'run1:rl-auth:*', 'run1:iam:*', 'run1:idem:*']);
    expect(redisKeyPatterns('webhooks', 'run1')).toEqual(['run1:webhooks:*', 'bull:run1:*']);
    expect(redisKeyPatterns('panel', 'run1')).toEqual(['run1:panel:*']);
    expect(redisAclRules('gateway', '', 'pw')).toEqual([
      'reset',
      'on',
      '>pw',
      '~rl:*',
      '~rl-auth:*',
      '~iam:*',
      '~idem:*',
      'resetchannels',
      '+@all',
      '-@dangerous',
      '+info',
    ]);
    expect(() => redisAclRules('finance', '', 'pw')).toThrow(/does not use Redis/);
  });

  it('prints ACL SETUSER lines or ACL file lines', () => {
    const lines = redisAclCommands('', (process) => `$${process}`, true);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^user bizapi-gateway on >\$gateway ~rl:\*/);
    expect(redisAclCommands('ns', () => 'x')[1]).toMatch(/^ACL SETUSER bizapi-ns-webhooks reset on >x ~ns:webhooks:\* ~bull:ns:\*/);
  });
});
