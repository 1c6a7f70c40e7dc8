import { Command } from 'commander';
import { describe, expect, test } from 'vitest';
import { createProgram } from '../../../src/cli.js';
import { cliCommands } from '../../../website/plugins/cliCommands.js';

describe('cliCommands', () => {
  test("lists the program's options, then each command with its arguments and options", () => {
    const program = new Command('tool')
      .description('Does things.')
      .version('1.0.0', '-v, --version');
    program
      .command('make')
      .description('make a thing')
      .argument('[dir]', 'where', '.')
      .option('--root <dir>', 'site root', '/home/me/site')
      .option('--no-search', 'skip the search')
      .option('-o, --out <dir>', 'output folder', 'dist');
    expect(cliCommands(program, '/home/me/site')).toEqual([
      {
        name: 'tool',
        usage: 'tool [options] [command]',
        description: 'Does things.',
        arguments: [],
        options: [
          { flags: '-v, --version', description: 'output the version number', default: '' },
          { flags: '-h, --help', description: 'display help for command', default: '' },
        ],
      },
      {
        name: 'tool make',
        usage: 'tool make [options] [dir]',
        description: 'make a thing',
        arguments: [{ flags: '[dir]', description: 'where', default: '`.`' }],
        options: [
          // The folder the docs were built in is the folder a reader's command runs in.
          { flags: '--root <dir>', description: 'site root', default: 'the current folder' },
          { flags: '--no-search', description: 'skip the search', default: '' },
          { flags: '-o, --out <dir>', description: 'output folder', default: '`dist`' },
        ],
      },
    ]);
  });

  test("sitegen's own program: every command, with --help's options", () => {
    const commands = cliCommands(createProgram());
    expect(commands.map((command) => command.name)).toEqual([
      'sitegen',
      ...createProgram().commands.map((command) => `sitegen ${command.name()}`),
    ]);
    const build = commands.find((command) => command.name === 'sitegen build')!;
    expect(build.options.find((option) => option.flags === '-o, --out <dir>')?.default).toBe(
      '`dist`',
    );
  });
});
