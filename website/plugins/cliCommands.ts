/**
 * Every command of the `sitegen` CLI with its arguments and options, read from the commander
 * program the CLI runs (src/cli.ts `createProgram`), so the docs site's CLI reference says what
 * `sitegen <command> --help` says and cannot drift from it.
 */
import type { Command } from 'commander';

export interface CliOption {
  /** As `--help` prints them: `-o, --out <dir>`. */
  flags: string;
  description: string;
  /** Its default as Markdown, or '' when it has none. */
  default: string;
}

export interface CliCommand {
  /** `sitegen build`; `sitegen` for the options of every command. */
  name: string;
  /** `sitegen init [options] [dir]`. */
  usage: string;
  description: string;
  arguments: CliOption[];
  options: CliOption[];
}

/** A default as a reader writes it: the folder the command runs in is "the current folder". */
function defaultOf(value: unknown, cwd: string): string {
  if (value === undefined) return '';
  if (value === cwd) return 'the current folder';
  return `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;
}

/** The program's own options, then each command's, in the order `--help` lists them. */
export function cliCommands(program: Command, cwd = process.cwd()): CliCommand[] {
  const optionsOf = (command: Command): CliOption[] =>
    command.options.map((option) => ({
      flags: option.flags,
      description: option.description,
      // A `--no-x` option's implicit `true` is no default worth a line.
      default: option.negate ? '' : defaultOf(option.defaultValue, cwd),
    }));
  return [
    {
      name: program.name(),
      usage: `${program.name()} [options] [command]`,
      description: program.description(),
      arguments: [],
      options: [...optionsOf(program), { flags: '-h, --help', description: 'display help for command', default: '' }],
    },
    ...program.commands.map((command) => ({
      name: `${program.name()} ${command.name()}`,
      usage: `${program.name()} ${command.name()} ${command.usage()}`,
      description: command.description(),
      arguments: command.registeredArguments.map((argument) => ({
        flags: argument.required ? `<${argument.name()}>` : `[${argument.name()}]`,
        description: argument.description,
        default: defaultOf(argument.defaultValue, cwd),
      })),
      options: optionsOf(command),
    })),
  ];
}
