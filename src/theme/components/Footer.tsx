/**
 * The site footer: link columns and the copyright. Its elements carry Docusaurus's class names
 * (`footer__title`, `footer__link-item`…) beside sitegen's, for a site's CSS written for them.
 */
import type { ShellData } from '../types.js';
import { SmartLink } from './SmartLink.js';
import { overridable } from '../overridable.js';

export interface FooterProps {
  footer: ShellData['footer'];
}

function FooterOriginal({ footer }: FooterProps) {
  return (
    <footer
      className={
        footer.style === 'dark'
          ? 'footer footer-dark footer--dark theme-layout-footer'
          : 'footer theme-layout-footer'
      }
    >
      <div className="footer-inner">
        {footer.columns.length > 0 && (
          <div className="footer-columns footer__links">
            {footer.columns.map((column, i) => (
              <nav
                className="footer-column footer__col theme-layout-footer-column"
                key={i}
                aria-label={column.title}
              >
                {column.title !== undefined && (
                  <h2 className="footer-title footer__title">{column.title}</h2>
                )}
                <ul className="footer__items">
                  {column.items.map((item, j) => (
                    <li key={j} className="footer__item">
                      <SmartLink link={item} className="footer-link footer__link-item" />
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
            className="footer-copyright footer__copyright"
            dangerouslySetInnerHTML={{ __html: footer.copyrightHtml }}
          />
        ) : (
          <p className="footer-copyright footer__copyright">{footer.copyright}</p>
        )}
      </div>
    </footer>
  );
}

/** Replaceable by a site's `src/theme/Footer.tsx` (see overridable.tsx). */
export const Footer = /* @__PURE__ */ overridable('Footer', FooterOriginal);
