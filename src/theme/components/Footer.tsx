import type { ShellData } from '../types.js';
import { SmartLink } from './SmartLink.js';
import { overridable } from '../overridable.js';

export interface FooterProps {
  footer: ShellData['footer'];
}

function FooterOriginal({ footer }: FooterProps) {
  return (
    <footer className={footer.style === 'dark' ? 'footer footer-dark' : 'footer'}>
      <div className="footer-inner">
        {footer.columns.length > 0 && (
          <div className="footer-columns">
            {footer.columns.map((column, i) => (
              <nav className="footer-column" key={i} aria-label={column.title}>
                {column.title !== undefined && <h2 className="footer-title">{column.title}</h2>}
                <ul>
                  {column.items.map((item, j) => (
                    <li key={j}>
                      <SmartLink link={item} className="footer-link" />
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        )}

        {footer.copyrightHtml !== undefined ? (
          // A <div>: the config's HTML may hold paragraphs, which a <p> cannot (the browser would
          // end it early, and the page would no longer be the markup React hydrates).
          <div
            className="footer-copyright"
            dangerouslySetInnerHTML={{ __html: footer.copyrightHtml }}
          />
        ) : (
          <p className="footer-copyright">{footer.copyright}</p>
        )}
      </div>
    </footer>
  );
}

/** Replaceable by a site's `src/theme/Footer.tsx` (see overridable.tsx). */
export const Footer = /* @__PURE__ */ overridable('Footer', FooterOriginal);
