/**
 * How the operator command line ends (docs/operations/operator-cli.md, "Exit codes"): the
 * sysexits.h convention for a configuration error, so a script can tell "fix the
 * command" from "fix the environment" from "try again".
 */
export const EXIT = {
  ok: 0,
  /** The command ran and failed: the system refused it, or could not be reached. */
  runtime: 1,
  /** The command line is wrong: unknown command or option, a missing or malformed value. */
  usage: 2,
  /** The environment is wrong: a malformed variable, a missing password or credentials file (EX_CONFIG). */
  configuration: 78,
} as const;

/** The command line is wrong; `usage` is the command's synopsis, shown after the message. */
export class UsageError extends Error {
  constructor(
    message: string,
    readonly usage?: string,
  ) {
    super(message);
  }
}

/** The environment is wrong (a variable, a file it names). */
export class ConfigurationError extends Error {}
