/** `--open`: the site in the default browser. A machine without one only gets a note. */
import pc from 'picocolors';

export function openBrowser(url: string): void {
  const note = () => console.log(pc.dim(`  (could not open a browser: visit ${url})`));
  import('open')
    .then(({ default: open }) => open(url))
    .then((child) => child.once('error', note))
    .catch(note);
}
