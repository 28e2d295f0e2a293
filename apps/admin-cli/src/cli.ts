import { Command as Program, CommanderError, Option } from 'commander';
import { COMMANDS, Command, OptionValues, synopsis } from './commands';
import { UsageError } from './errors';
import { OFFLINE_COMMANDS, OfflineCommand } from './security-config';

/** How the operator calls the CLI; help and errors show it. */
export const INVOCATION = 'npm run -s admin --';

/** What a command line asks for, once read. */
export type Parsed =
  | { kind: 'help'; text: string }
  | { kind: 'version'; text: string }
  | { kind: 'command'; name: string; command: Command; values: OptionValues }
  | { kind: 'offline'; name: string; command: OfflineCommand };

/**
 * Reads a command line (without `node main.js`): a command with its option values,
 * or the help or version text to print. Throws a UsageError saying what is wrong,
 * with the command's synopsis when the command is known.
 */
export function parseCommandLine(argv: string[], version = '0.0.0'): Parsed {
  if (!argv.some((arg) => arg !== '--json')) throw new UsageError('no command given', `${INVOCATION} <command> [options]`);
  let parsed: Parsed | undefined;
  let printed = '';
  const program = buildProgram(version, (result) => (parsed = result), (text) => (printed += text));
  try {
    program.parse(argv, { from: 'user' });
  } catch (error) {
    if (!(error instanceof CommanderError)) throw error;
    if (error.code === 'commander.version') return { kind: 'version', text: printed };
    if (error.code === 'commander.helpDisplayed' || error.code === 'commander.help') return { kind: 'help', text: printed };
    throw new UsageError(error.message.replace(/^error: /, ''), usageOf(argv));
  }
  if (!parsed) throw new UsageError('no command given', `${INVOCATION} <command> [options]`);
  return parsed;
}

/** The whole CLI as commander sees it: every command with its options and descriptions. */
function buildProgram(version: string, found: (parsed: Parsed) => void, print: (text: string) => void): Program {
  const program = new Program(INVOCATION)
    .usage('<command> [options]')
    .description("The operator's command line: companies, users, API keys, reference data and the cluster's server configuration.")
    .option('--json', 'on failure, print one JSON document on stderr instead of text')
    .version(version, '-V, --version', 'print the release version')
    .helpOption('-h, --help', 'show help (also: help <command>, <command> --help)')
    .helpCommand('help [command]', 'show the help of a command')
    .addHelpText(
      'after',
      `\nEach command prints one JSON document on stdout. Exit codes: 0 done, 1 failed (refused by the system,\n` +
        `or the system unreachable), 2 usage error, 78 configuration error (docs/operations/operator-cli.md).`,
    );
  quiet(program, print);
  for (const [name, command] of Object.entries(COMMANDS)) {
    const sub = quiet(program.command(name).description(command.description).usage(synopsis('', command.options).trim() || '[options]'), print);
    const options = Object.entries(command.options).map(([option, spec]) => {
      const flag = new Option(`--${option} <${spec.value}>`, `${spec.description}${spec.required ? ' (required)' : ''}`);
      sub.addOption(flag);
      return [option, flag.attributeName()] as const;
    });
    sub.action((given: Record<string, string | undefined>) => {
      const values = Object.fromEntries(options.filter(([, attribute]) => given[attribute] !== undefined).map(([option, attribute]) => [option, given[attribute]]));
      const missing = Object.entries(command.options)
        .filter(([option, spec]) => spec.required && !values[option])
        .map(([option]) => `--${option}`);
      const usage = `${INVOCATION} ${synopsis(name, command.options)}`;
      if (missing.length) throw new UsageError(`missing ${missing.join(', ')}`, usage);
      try {
        command.check?.(values);
      } catch (error) {
        throw new UsageError((error as Error).message, usage);
      }
      found({ kind: 'command', name, command, values });
    });
  }
  for (const [name, command] of Object.entries(OFFLINE_COMMANDS)) {
    quiet(program.command(name).description(command.description), print).action(() => found({ kind: 'offline', name, command }));
  }
  return program;
}

/** Commander throws instead of exiting, and prints nothing but the help or version asked for. */
function quiet(program: Program, print: (text: string) => void): Program {
  return program
    .exitOverride()
    .allowExcessArguments(false)
    .configureOutput({ writeOut: print, writeErr: print, outputError: () => undefined });
}

/** The synopsis of the command a failed command line named, or the CLI's. */
function usageOf(argv: string[]): string {
  const name = argv.find((arg) => !arg.startsWith('-'));
  const command = name !== undefined && Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  return `${INVOCATION} ${command ? synopsis(name as string, command.options) : '<command> [options]'}`;
}
