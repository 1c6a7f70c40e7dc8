/**
 * `@theme/Mermaid` (`<Mermaid value="graph TD; A-->B;" />`): the diagram's source as text in a
 * <pre>, in the container a ```mermaid fence becomes (remarkMermaid.ts), so the page reads without
 * JavaScript; the browser runtime draws it (client/mermaid.ts). Rendered in the browser after the
 * page was shown (a tab, `BrowserOnly`), it asks the runtime to draw.
 */
import { useEffect } from 'react';
import { MERMAID_CLASS, MERMAID_DRAW_EVENT, MERMAID_SOURCE_CLASS } from '../../shared/index.js';

export interface MermaidProps {
  value: string;
}

export default function Mermaid({ value }: MermaidProps) {
  useEffect(() => {
    document.dispatchEvent(new Event(MERMAID_DRAW_EVENT));
  }, [value]);
  return (
    <div className={MERMAID_CLASS}>
      <pre className={MERMAID_SOURCE_CLASS}>{String(value ?? '')}</pre>
    </div>
  );
}
