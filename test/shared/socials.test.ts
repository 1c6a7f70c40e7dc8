import { expect, test } from 'vitest';
import { SOCIAL_NETWORKS, socialOfClass, socialOfUrl } from '../../src/shared/socials.js';

test('a URL names its network by its host, www. and subdomains included', () => {
  expect(socialOfUrl('https://github.com/msgbyte/tianji')).toBe('github');
  expect(socialOfUrl('https://www.youtube.com/@x')).toBe('youtube');
  expect(socialOfUrl('https://discord.gg/8Vv47wAEej')).toBe('discord');
  expect(socialOfUrl('https://team.slack.com/')).toBe('slack');
  expect(socialOfUrl('https://t.me/channel')).toBe('telegram');
  expect(socialOfUrl('https://app.tianji.dev/')).toBeUndefined();
  expect(socialOfUrl('https://notgithub.com/x')).toBeUndefined();
  expect(socialOfUrl('/blog')).toBeUndefined();
});

test("a Docusaurus icon item's conventional class names its network", () => {
  expect(socialOfClass('header-github-link')).toBe('github');
  expect(socialOfClass('navbar-icon header-discord-link')).toBe('discord');
  expect(socialOfClass('header-unknown-link')).toBeUndefined();
  expect(socialOfClass('my-header-github-link-x')).toBeUndefined();
  expect(socialOfClass(undefined)).toBeUndefined();
});

test('every network has its name and is drawn', async () => {
  const { renderToStaticMarkup } = await import('react-dom/server');
  const { createElement } = await import('react');
  const { SocialIcon } = await import('../../src/theme/components/SocialIcon.js');
  for (const [id, network] of Object.entries(SOCIAL_NETWORKS)) {
    expect(network.label).not.toBe('');
    const svg = renderToStaticMarkup(createElement(SocialIcon, { platform: id }));
    expect(svg, id).toContain(`data-platform="${id}"`);
  }
});
