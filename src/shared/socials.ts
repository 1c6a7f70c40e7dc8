/**
 * The social networks sitegen draws an icon for (theme/components/SocialIcon.tsx), with their
 * names and hosts: one table for blog authors' `socials`, the config's `social` links and a
 * Docusaurus navbar item that is an icon (`className: 'header-github-link'`, or a bare link to a
 * network's host).
 */

/** A network's name (a brand, not words to translate) and the hosts of its pages. */
interface SocialNetwork {
  label: string;
  hosts: string[];
}

export const SOCIAL_NETWORKS: Record<string, SocialNetwork> = {
  github: { label: 'GitHub', hosts: ['github.com'] },
  gitlab: { label: 'GitLab', hosts: ['gitlab.com'] },
  x: { label: 'X', hosts: ['x.com'] },
  twitter: { label: 'Twitter', hosts: ['twitter.com'] },
  discord: { label: 'Discord', hosts: ['discord.gg', 'discord.com', 'discordapp.com'] },
  mastodon: { label: 'Mastodon', hosts: ['mastodon.social'] },
  bluesky: { label: 'Bluesky', hosts: ['bsky.app'] },
  linkedin: { label: 'LinkedIn', hosts: ['linkedin.com'] },
  youtube: { label: 'YouTube', hosts: ['youtube.com', 'youtu.be'] },
  slack: { label: 'Slack', hosts: ['slack.com'] },
  telegram: { label: 'Telegram', hosts: ['t.me', 'telegram.me', 'telegram.org'] },
  stackoverflow: { label: 'Stack Overflow', hosts: ['stackoverflow.com'] },
  instagram: { label: 'Instagram', hosts: ['instagram.com'] },
  threads: { label: 'Threads', hosts: ['threads.net', 'threads.com'] },
  twitch: { label: 'Twitch', hosts: ['twitch.tv'] },
  facebook: { label: 'Facebook', hosts: ['facebook.com'] },
  rss: { label: 'RSS', hosts: [] },
  email: { label: 'Email', hosts: [] },
};

/** The network of a URL by its host ("https://www.github.com/x" → "github"), if it is one. */
export function socialOfUrl(href: string): string | undefined {
  let host: string;
  try {
    host = new URL(href).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return undefined;
  }
  if (/^[a-z0-9-]+\.slack\.com$/.test(host)) return 'slack';
  return Object.keys(SOCIAL_NETWORKS).find((id) =>
    SOCIAL_NETWORKS[id].hosts.some((known) => host === known || host.endsWith(`.${known}`)),
  );
}

/**
 * The network a Docusaurus navbar item's conventional icon class names ("header-github-link",
 * "header-discord-link"), if it has one.
 */
export function socialOfClass(className: string | undefined): string | undefined {
  for (const [, id] of (className ?? '').matchAll(/(?:^|\s)header-([a-z]+)-link(?=\s|$)/g))
    if (id in SOCIAL_NETWORKS) return id;
  return undefined;
}
