/**
 * The parts of a site config that add to every page's `<head>`: scripts, meta tags, stylesheets
 * and other tags (schema.ts composes them).
 */
import { z } from 'zod';
import { text } from './schemaParts.js';

export const scripts = z
  .array(
    z.union([
      z.string(),
      z
        .object({ src: text.describe("The script's URL.") })
        .catchall(z.union([z.string(), z.boolean()])),
    ]),
  )
  .default([])
  .describe(
    "`<script>` tags of every page's head: a URL, or `{ src, defer, … }` (the tag's attributes).",
  );

export const metadata = z
  .array(z.record(z.string(), z.string()))
  .default([])
  .describe("`<meta>` tags of every page: each one's attributes (`{ name, content }`).");

export const stylesheets = z
  .array(
    z.union([
      z.string(),
      z
        .object({ href: text.describe("The stylesheet's URL.") })
        .catchall(z.union([z.string(), z.boolean()])),
    ]),
  )
  .default([])
  .describe(
    '`<link rel="stylesheet">` tags of every page\'s head: a URL, or `{ href, media, … }` (the tag\'s attributes).',
  );

export const headTags = z
  .array(
    z.strictObject({
      tagName: z
        .string()
        .regex(/^[a-z][a-z0-9-]*$/, { message: 'must be an HTML tag name' })
        .describe("The tag's name (`link`, `script`)."),
      attributes: z
        .record(z.string(), z.union([z.string(), z.boolean()]))
        .default({})
        .describe('Its attributes; `true` writes one with no value.'),
      innerHTML: z
        .string()
        .optional()
        .describe("What it holds, written as it is (the config's own, so trusted)."),
    }),
  )
  .default([])
  .describe("Any other tag of every page's head, as Docusaurus's `headTags`.");
