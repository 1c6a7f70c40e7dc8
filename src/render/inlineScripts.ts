/**
 * The two small inline scripts every page carries, written out here as plain ES5 so they run
 * before (and without) the runtime bundle:
 * - in <head>, before first paint: the colour mode, a dismissed announcement bar, a dismissed
 *   notice of a page shown untranslated (in a locale other than the default), and the `js` class
 *   on <html> (the layout without JavaScript differs: see layout.css);
 * - at the end of <body>, before hydration: locale links keep the query string and hash, and a
 *   banner explains a wrong base URL (the site opened under a path it was not built for).
 * Storage may throw (blocked cookies); then the defaults apply.
 */
import type { ResolvedConfig } from '../config/index.js';
import {
  format,
  UNTRANSLATED_DISMISSED_ATTRIBUTE,
  UNTRANSLATED_STORAGE_KEY,
  type ShellData,
} from '../theme/index.js';

/** A JavaScript string literal that is safe inside a <script> element. */
const js = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c');

export function prePaintScript(config: ResolvedConfig, shell: ShellData): string {
  const mode = config.colorMode;
  const announcementId = shell.announcement?.id ?? '';
  return [
    "(function(){var d=document.documentElement;d.className+=' js';",
    'function g(k){try{return window.localStorage.getItem(k)}catch(e){return null}}',
    mode.disableSwitch
      ? `var m=${js(mode.defaultMode)};`
      : `var m=g('theme');if(m!=='light'&&m!=='dark'){m=${mode.respectPrefersColorScheme ? `window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'` : js(mode.defaultMode)};}`,
    "d.setAttribute('data-theme',m);",
    announcementId
      ? `if(g('docusaurus.announcement.id')===${js(announcementId)}&&g('docusaurus.announcement.dismiss')==='true')d.setAttribute('data-announcement-dismissed','');`
      : '',
    config.defaultLocale !== shell.locale ? untranslatedDismissed() : '',
    '})();',
  ].join('');
}

/**
 * Hides the notice of a page shown untranslated when the reader dismissed it on this page: the
 * paths dismissed are a JSON list in localStorage, compared as normalizePath (shared/paths.ts)
 * writes them.
 */
function untranslatedDismissed(): string {
  return [
    `try{var p=location.pathname;try{p=decodeURI(p)}catch(e){}`,
    "p=p.replace(/\\/index\\.html$/,'/').replace(/\\.html$/,'');if(p.length>1&&p.charAt(p.length-1)==='/')p=p.slice(0,-1);",
    `var l=JSON.parse(g(${js(UNTRANSLATED_STORAGE_KEY)})||'[]');`,
    `if(l.indexOf(p)>=0)d.setAttribute(${js(UNTRANSLATED_DISMISSED_ATTRIBUTE)},'')}catch(e){}`,
  ].join('');
}

/** The id of the wrong-base-URL banner. */
export const BASE_URL_BANNER_ID = 'base-url-issue-banner';

/**
 * `pageUrl` is the page's canonical path, or null on the not-found page (served at any path, so
 * only the base itself is checked there).
 */
export function beforeHydrationScript(
  config: ResolvedConfig,
  strings: Record<string, string>,
  pageUrl: string | null,
): string {
  const base = config.baseUrl;
  const title = format(strings, 'baseUrl.title');
  const body = format(strings, 'baseUrl.body', { expected: '\u0000E', actual: '\u0000A' });
  return [
    '(function(){var l=window.location,s=l.search+l.hash;',
    "if(s){var a=document.querySelectorAll('a[data-locale-base]');for(var i=0;i<a.length;i++)a[i].setAttribute('href',a[i].getAttribute('href')+s);}",
    // n() reads a path as the servers do: "/x/index.html", "/x.html" and "/x/" all mean "/x". Both
    // the address and the page's own URL go through it, so "/id/" and "/id" (or "/site/" and
    // "/site") are the same page whatever form the canonical URL has.
    "function n(x){x=x.replace(/\\/index\\.html$/,'/').replace(/\\.html$/,'');",
    "return x.length>1&&x.charAt(x.length-1)==='/'?x.slice(0,-1):x}",
    `var b=${js(base)},u=${pageUrl === null ? 'null' : js(pageUrl)},p=l.pathname;try{p=decodeURI(p)}catch(e){}`,
    "p=n(p);var ok=u===null?(p+'/').indexOf(b)===0:p===n(u);if(ok)return;",
    // The base the page is actually under: the address without the page's own part after the base.
    "var r=u===null?'':n(u).slice(b.length),",
    "x=r&&p.slice(-r.length-1)==='/'+r?p.slice(0,p.length-r.length):p;",
    "if(x.charAt(x.length-1)!=='/')x+='/';",
    `var t=${js(body)}.replace('\\u0000E',b).replace('\\u0000A',x);`,
    `var d=document.createElement('div');d.id=${js(BASE_URL_BANNER_ID)};d.setAttribute('role','alert');`,
    "d.style.cssText='padding:16px 20px;background:#fef3c7;color:#1f1300;font:16px/1.5 system-ui,sans-serif;border-bottom:2px solid #b45309';",
    `var h=document.createElement('strong');h.textContent=${js(title)};var q=document.createElement('p');q.style.margin='4px 0 0';q.textContent=t;`,
    'd.appendChild(h);d.appendChild(q);document.body.insertBefore(d,document.body.firstChild);',
    '})();',
  ].join('');
}
