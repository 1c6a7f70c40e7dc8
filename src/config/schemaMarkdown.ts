/** The `markdown` key of a site config: how Markdown and MDX are read (schema.ts composes it). */
import { z } from 'zod';
import { magicComment, markdownPlugins, text } from './schemaParts.js';

export const markdown = z
  .strictObject({
    format: z
      .enum(['mdx', 'md', 'detect'])
      .default('detect')
      .describe(
        "How Markdown files are read: `detect` reads `.md` as CommonMark and `.mdx` as MDX, `mdx` reads both as MDX (Docusaurus 3's default), `md` both as CommonMark; a file's front matter `format` wins. See [Markdown](/docs/guides/markdown).",
      ),
    magicComments: z
      .array(magicComment)
      .optional()
      .describe(
        "Comments in code that give lines a class: `[{ className, line, block: { start, end } }]`; the first one's class is also what `{1,3-5}` gives. See [Markdown](/docs/guides/markdown).",
      )
      .meta({ default: 'the highlight comments' }),
    mermaid: z
      .union([
        z.boolean(),
        z.strictObject({
          blocks: z
            .boolean()
            .optional()
            .describe('`false` keeps fences as code (`@theme/Mermaid` still draws).')
            .meta({ default: '`true`' }),
          theme: z
            .strictObject({
              light: text.optional().describe("mermaid's theme in light mode."),
              dark: text.optional().describe("mermaid's theme in dark mode."),
            })
            .optional()
            .describe("mermaid's theme per colour mode.")
            .meta({ default: '`default` and `dark`' }),
          options: z
            .record(z.string(), z.unknown())
            .optional()
            .describe("mermaid's `initialize` options (its `securityLevel` stays `strict`)."),
        }),
      ])
      .optional()
      .describe(
        'A ```` ```mermaid ```` fence is a diagram drawn in the browser; `false` keeps it a code block; an object sets its theme and options. See [Markdown](/docs/guides/markdown).',
      )
      .meta({ default: '`true`' }),
    ...markdownPlugins,
  })
  .default({ format: 'detect' })
  .describe(
    "How every section's Markdown is read, and the site's own [remark and rehype plugins](/docs/guides/markdown#your-own-remark-and-rehype-plugins) for it, run where Docusaurus runs them (a section's own run after these).",
  )
  .meta({ default: "`{ format: 'detect' }`" });
