/** Tag labels are free text; their URL slug is derived here, the same way everywhere. */
import { slug } from 'github-slugger';

/** "Self-Host" → "self-host", "AI Automation" → "ai-automation", "SLO" → "slo". */
export function tagSlug(label: string): string {
  return slug(label.trim());
}
