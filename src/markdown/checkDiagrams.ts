/**
 * The build's check of compiled pages' Mermaid diagrams: each diagram mermaid cannot read becomes
 * a warning of its page, kept with the compile (in the cache too), and the diagrams' sources are
 * dropped from the result. mermaid is loaded (mermaidCheck.ts) only when some page has a diagram.
 */
import type { DiagramSource } from './context.js';
import type { SiteError } from '../errors.js';

interface WithDiagrams {
  warnings: SiteError[];
  diagrams?: DiagramSource[];
}

/** `results` (of `files`, in the same order) with their diagrams checked, in place. */
export async function checkDiagrams<T extends WithDiagrams>(
  results: T[],
  files: string[],
): Promise<T[]> {
  if (!results.some((result) => result.diagrams?.length)) return results;
  const { diagramWarnings } = await import('./mermaidCheck.js');
  for (const [i, result] of results.entries()) {
    const diagrams = result.diagrams;
    delete result.diagrams;
    if (diagrams?.length)
      result.warnings = [...result.warnings, ...(await diagramWarnings(files[i], diagrams))];
  }
  return results;
}
