/**
 * Tag labels are free text; their URL slug is derived here, the same way everywhere, and the way
 * Docusaurus derives it (lodash's kebab case), so a moved site keeps its tag pages' URLs.
 */
import kebabCase from 'lodash.kebabcase';

/** "Self-Host" → "self-host", "AI Automation" → "ai-automation", "SLO" → "slo", "Self‑host" (a non-breaking hyphen) → "self-host". */
export function tagSlug(label: string): string {
  return kebabCase(label.trim());
}
