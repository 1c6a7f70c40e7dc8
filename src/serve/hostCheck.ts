/**
 * The `Host` header check of `sitegen serve`, against DNS rebinding: a page on another site whose
 * name is made to point at this machine would otherwise read the served site (and the dev
 * server's own routes). Answered: localhost and its subdomains, IP addresses (a rebinding needs
 * a name), the host the server was bound to, and the names of `server.allowedHosts` or
 * `--allowed-hosts` (".example.com" is example.com and its subdomains; true allows any).
 */
import net from 'node:net';

export type AllowedHosts = string[] | true;

/** True when a request with this Host header (undefined: none sent) may be answered. */
export type HostCheck = (header: string | undefined) => boolean;

/** The rule for one server: true when a request's Host header may be answered. */
export function hostChecker(boundHost: string, allowed: AllowedHosts | undefined): HostCheck {
  if (allowed === true) return () => true;
  const names = (allowed ?? []).map((name) => name.trim().toLowerCase()).filter(Boolean);
  const bound = boundHost.toLowerCase();
  if (!isWildcard(bound)) names.push(bound);
  return (header) => {
    // HTTP/1.0 clients may send none; a browser always does.
    if (header === undefined) return true;
    const host = hostName(header);
    if (host === undefined) return false;
    if (net.isIP(host) !== 0) return true;
    if (host === 'localhost' || host.endsWith('.localhost')) return true;
    return names.some((name) => matches(host, name));
  };
}

/** A Host header's name without the port ("[::1]:8080" → "::1"); undefined when malformed. */
export function hostName(header: string): string | undefined {
  const value = header.trim().toLowerCase();
  const bracketed = /^\[([0-9a-f:.]+)\](?::\d{1,5})?$/.exec(value);
  if (bracketed) return net.isIPv6(bracketed[1]) ? bracketed[1] : undefined;
  const plain = /^([a-z0-9_.-]+)(?::\d{1,5})?$/.exec(value);
  if (!plain) return undefined;
  return plain[1].endsWith('.') ? plain[1].slice(0, -1) : plain[1];
}

/** "a.example.com" matches "a.example.com", and ".example.com" matches it and its subdomains. */
function matches(host: string, name: string): boolean {
  return name.startsWith('.') ? host === name.slice(1) || host.endsWith(name) : host === name;
}

function isWildcard(host: string): boolean {
  return host === '0.0.0.0' || host === '::' || host === '[::]' || host === '';
}

/** The body of the 403 answer: what was refused and how to allow it. */
export function blockedHostMessage(header: string): string {
  const name = hostName(header) ?? header;
  return (
    `Blocked request: this server does not answer for host "${name}"` +
    ' (a guard against DNS rebinding).\n' +
    `To allow it, add it to server.allowedHosts in the site config,` +
    ` or pass --allowed-hosts ${name}.\n`
  );
}
