/** What our esbuild plugins that load modules under a namespace of their own share. */

/**
 * The file of a module one of our esbuild plugins loads under its namespace, from its name among
 * a bundle's inputs ("sitegen-svg:/site/a.svg"); undefined for a module of another namespace.
 */
export function fileInNamespace(namespace: string, input: string): string | undefined {
  return input.startsWith(`${namespace}:`) ? input.slice(namespace.length + 1) : undefined;
}
