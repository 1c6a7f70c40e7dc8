import { describe, expect, test } from 'vitest';
import { splitFrontMatter } from '../../src/content/frontMatter.js';

describe('splitFrontMatter', () => {
  test('parses the keys and keeps the body on its original lines', () => {
    const text = '---\ntitle: Hello\nsidebar_position: 2\ntags: [a, b]\ndate: 2025-03-04\n---\n\n# Body\n';
    const { frontMatter, body, errors } = splitFrontMatter(text, 'x.md');
    expect(errors).toEqual([]);
    expect(frontMatter).toMatchObject({ title: 'Hello', sidebar_position: 2, tags: ['a', 'b'], date: '2025-03-04' });
    expect(body.split('\n').length).toBe(text.split('\n').length);
    expect(body.split('\n')[7]).toBe('# Body');
  });

  test('a file without front matter is all body', () => {
    expect(splitFrontMatter('# Only body', 'x.md')).toEqual({ frontMatter: {}, body: '# Only body', errors: [] });
  });

  test('invalid YAML is reported with the file line and column', () => {
    const { errors } = splitFrontMatter('---\ntitle: ok\ntags: [a, b\n---\nbody', 'broken.md');
    expect(errors).toHaveLength(1);
    expect(errors[0].file).toBe('broken.md');
    expect(errors[0].message).toMatch(/invalid front matter/);
    expect(errors[0].line).toBeGreaterThanOrEqual(3);
    expect(errors[0].column).toBeGreaterThan(0);
  });

  test('a key of the wrong type names the key and its line', () => {
    const { errors } = splitFrontMatter('---\ntitle: ok\nsidebar_position: first\n---\n', 'x.md');
    expect(errors[0]).toMatchObject({ line: 3, message: expect.stringContaining('"sidebar_position" must be a number') });
  });

  test('a single tag or keyword string becomes a list', () => {
    const { frontMatter } = splitFrontMatter('---\ntags: solo\nkeywords: one\n---\n', 'x.md');
    expect(frontMatter.tags).toEqual(['solo']);
    expect(frontMatter.keywords).toEqual(['one']);
  });

  test('front matter that is not a mapping is an error', () => {
    expect(splitFrontMatter('---\n- a\n- b\n---\n', 'x.md').errors[0].message).toMatch(/mapping/);
  });
});
