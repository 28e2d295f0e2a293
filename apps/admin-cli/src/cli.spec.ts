import { INVOCATION, parseCommandLine } from './cli';
import { COMMANDS, rateLimit } from './commands';
import { UsageError } from './errors';
import { OFFLINE_COMMANDS } from './security-config';

const commandOf = (argv: string[]) => {
  const parsed = parseCommandLine(argv);
  if (parsed.kind !== 'command') throw new Error(`${argv.join(' ')} read as ${parsed.kind}`);
  return parsed;
};

/** The argument parser of the operator command line (docs/design/architecture-contract.md, "Operator command line"). */
describe('parseCommandLine', () => {
  const COMPANY = '0190c6f2-3b1e-7c3a-9d4e-5f6a7b8c9d0e';

  it('knows every command of the architecture that has arrived', () => {
    expect(Object.keys(COMMANDS)).toEqual(
      expect.arrayContaining(['companies:create', 'companies:update', 'users:create', 'keys:create', 'keys:revoke', 'seed', 'demo', 'deactivate', 'charges:receive', 'automations:run']),
    );
  });

  it.each([
    [['companies:create', '--name', 'Acme'], { name: 'Acme' }],
    [['companies:create', '--name', 'Acme', '--features', 'crm,finance'], { name: 'Acme', features: 'crm,finance' }],
    [['companies:update', '--id', COMPANY, '--features', 'crm'], { id: COMPANY, features: 'crm' }],
    [['companies:update', '--id', COMPANY, '--rate-limit', '7800'], { id: COMPANY, 'rate-limit': '7800' }],
    [['companies:update', '--id', COMPANY, '--rate-limit', 'default'], { id: COMPANY, 'rate-limit': 'default' }],
    [['companies:update', '--id', COMPANY, '--features', 'crm', '--rate-limit', '1'], { id: COMPANY, features: 'crm', 'rate-limit': '1' }],
    [['companies:create', '--name', 'Acme', '--rate-limit', '10000000'], { name: 'Acme', 'rate-limit': '10000000' }],
    [['users:create', '--company', COMPANY, '--name', 'Ana'], { company: COMPANY, name: 'Ana' }],
    [['users:create', '--company', COMPANY, '--name', 'Ana', '--email', 'ana@example.com'], { company: COMPANY, name: 'Ana', email: 'ana@example.com' }],
    [['keys:create', '--company', COMPANY, '--user', 'u1'], { company: COMPANY, user: 'u1' }],
    [['keys:create', '--company', COMPANY, '--user', 'u1', '--scopes', 'persons:read'], { company: COMPANY, user: 'u1', scopes: 'persons:read' }],
    [['keys:revoke', '--id', 'k1'], { id: 'k1' }],
    [['seed', '--company', COMPANY], { company: COMPANY }],
    [['demo'], {}],
    [['demo', '--name', 'Show'], { name: 'Show' }],
    [['deactivate', '--company', COMPANY, '--collection', 'persons', '--id', 'p1'], { company: COMPANY, collection: 'persons', id: 'p1' }],
    [['charges:receive', '--company', COMPANY, '--id', 'c1'], { company: COMPANY, id: 'c1' }],
    [['charges:receive', '--company', COMPANY, '--id', 'c1', '--paid-at', '2026-11-20'], { company: COMPANY, id: 'c1', 'paid-at': '2026-11-20' }],
    [['automations:run'], {}],
    [['automations:run', '--company', COMPANY, '--as-of', '2026-12-01'], { company: COMPANY, 'as-of': '2026-12-01' }],
  ])('reads %j', (argv, values) => {
    const parsed = commandOf(argv);
    expect(parsed.command).toBe(COMMANDS[argv[0]]);
    expect({ ...parsed.values }).toEqual(values);
  });

  it('takes --option=value as well as --option value', () => {
    expect({ ...commandOf(['companies:create', '--name=Acme Ltda']).values }).toEqual({ name: 'Acme Ltda' });
  });

  it('keeps a value that looks like an option when it follows its option with =', () => {
    expect(commandOf(['companies:create', '--name=--features']).values.name).toBe('--features');
  });

  it.each([
    [[], /no command given/],
    [['--json'], /no command given/],
    [['companies:delete'], /unknown command 'companies:delete'/],
    [['--name', 'Acme'], /unknown option '--name'/],
    [['constructor'], /unknown command 'constructor'/],
    [['__proto__'], /unknown command '__proto__'/],
    [['toString'], /unknown command 'toString'/],
    [['companies:create'], /missing --name/],
    [['companies:create', '--name', ''], /missing --name/],
    [['companies:create', '--name'], /--name/],
    [['companies:create', '--name', 'Acme', '--colour', 'blue'], /--colour/],
    [['companies:create', '--name', 'Acme', 'extra'], /extra/],
    [['companies:update', '--id', COMPANY], /missing --features or --rate-limit/],
    [['companies:update', '--id', COMPANY, '--features', ''], /missing --features/],
    [['companies:update', '--id', COMPANY, '--rate-limit', '0'], /--rate-limit must be a whole number of requests per minute from 1 to 10000000, or default \(got "0"\)/],
    [['companies:update', '--id', COMPANY, '--rate-limit=-5'], /--rate-limit must be a whole number/],
    [['companies:update', '--id', COMPANY, '--rate-limit', '1.5'], /--rate-limit must be a whole number/],
    [['companies:update', '--id', COMPANY, '--rate-limit', '1e4'], /--rate-limit must be a whole number/],
    [['companies:update', '--id', COMPANY, '--rate-limit', '10000001'], /--rate-limit must be a whole number/],
    [['companies:update', '--id', COMPANY, '--rate-limit', 'lots'], /--rate-limit must be a whole number/],
    [['companies:update', '--id', COMPANY, '--rate-limit', ''], /--rate-limit must be a whole number/],
    [['companies:create', '--name', 'Acme', '--rate-limit', '0'], /--rate-limit must be a whole number/],
    [['users:create'], /missing --company, --name/],
    [['keys:create', '--company', COMPANY], /missing --user/],
    [['keys:revoke'], /missing --id/],
    [['seed'], /missing --company/],
    [['deactivate', '--company', COMPANY], /missing --collection, --id/],
    [['demo', '--company', COMPANY], /--company/],
    [['charges:receive', '--company', COMPANY], /missing --id/],
    [['automations:run', '--when', '2026-12-01'], /--when/],
  ])('refuses %j with a UsageError saying why', (argv, reason) => {
    expect(() => parseCommandLine(argv)).toThrow(UsageError);
    expect(() => parseCommandLine(argv)).toThrow(reason);
  });

  it("names the command's synopsis in an option error", () => {
    const error = (() => {
      try {
        parseCommandLine(['keys:create', '--company', COMPANY, '--colour', 'blue']);
      } catch (caught) {
        return caught as UsageError;
      }
    })();
    expect(error?.usage).toBe(`${INVOCATION} keys:create --company ID --user USER_ID [--scopes LIST]`);
  });

  it('reads a command of the server configuration, which needs no running system', () => {
    expect(parseCommandLine(['redis-acl'])).toEqual({ kind: 'offline', name: 'redis-acl', command: OFFLINE_COMMANDS['redis-acl'] });
  });
});

describe('help and version', () => {
  it.each([[['--help']], [['-h']], [['help']]])('%j lists every command with its description', (argv) => {
    const parsed = parseCommandLine(argv);
    expect(parsed.kind).toBe('help');
    const text = parsed.kind === 'help' ? parsed.text : '';
    for (const name of [...Object.keys(COMMANDS), ...Object.keys(OFFLINE_COMMANDS)]) expect(text).toContain(name);
    expect(text).toContain('Revoke an API key');
    expect(text).toMatch(/2 usage error, 78 configuration error/);
  });

  it.each([[['keys:create', '--help']], [['help', 'keys:create']]])('%j shows the command, its options and what each is', (argv) => {
    const parsed = parseCommandLine(argv);
    expect(parsed).toEqual({ kind: 'help', text: expect.stringContaining(`Usage: ${INVOCATION} keys:create --company ID --user USER_ID [--scopes LIST]`) });
    expect(parsed.kind === 'help' && parsed.text).toMatch(/--scopes <LIST>\s+comma-separated/);
  });

  it.each([[['--version']], [['-V']]])('%j prints the release', (argv) => {
    expect(parseCommandLine(argv, '1.4.2')).toEqual({ kind: 'version', text: '1.4.2\n' });
  });
});

describe('rateLimit', () => {
  it.each([
    [undefined, undefined],
    ['default', null],
    ['1', 1],
    ['7800', 7800],
    ['10000000', 10_000_000],
  ])('reads --rate-limit %j as %j', (value, limit) => {
    expect(rateLimit(value)).toBe(limit);
  });
});
