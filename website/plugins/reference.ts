/**
 * The docs site's reference pages, made at build time from sitegen's own code with the public
 * plugin API: every key of the config (from its zod schema, src/config/schema.ts), every command
 * of the CLI (from its commander program, as compiled into lib/cli.js) and every theme component a
 * site may replace (from where the theme registers them). The pages' components read it with
 * `usePluginData('reference')`.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { definePlugin } from 'sitegen';
import { configSchema } from '../../src/config/schema.js';
import { PAGE_COMPONENTS, SHELL_COMPONENTS } from '../../src/theme/overridable.js';
import { cliCommands, type CliCommand } from './cliCommands.js';
import { configKeys, type ConfigKey } from './configKeys.js';
import { themeComponents, type ThemeComponent } from './themeComponents.js';

/** What the reference pages render. */
export interface ReferenceData {
  config: ConfigKey[];
  cli: CliCommand[];
  themeComponents: ThemeComponent[];
}

export const reference = definePlugin({
  name: 'reference',
  setup(_options, site) {
    const repository = path.resolve(site.root, '..');
    return {
      async loadContent(): Promise<ReferenceData> {
        const cli = pathToFileURL(path.join(repository, 'lib', 'cli.js')).href;
        const { createProgram } = (await import(cli)) as typeof import('../../src/cli.js');
        return {
          config: configKeys(configSchema),
          cli: cliCommands(createProgram()),
          themeComponents: themeComponents(
            path.join(repository, 'src', 'theme'),
            SHELL_COMPONENTS,
            PAGE_COMPONENTS,
          ),
        };
      },
      contentLoaded({ content, actions }) {
        actions.setGlobalData(content);
      },
    };
  },
});
