import { expect, test } from 'vitest';
import { codeToCopy } from '../../src/client/copyCode.js';

test('a shell session copies its commands without prompts or output, keeping continued lines', () => {
  const session =
    '$ docker compose up -d\nCreating tianji ... done\n$ docker compose logs \\\n  --follow\n# apt-get install -y curl\nReading package lists...';
  expect(codeToCopy(session, 'console')).toBe(
    'docker compose up -d\ndocker compose logs \\\n  --follow\napt-get install -y curl',
  );
  expect(codeToCopy('no prompt at all', 'console')).toBe('no prompt at all');
});

test('a shell script loses a leading "$ " only; other code is copied as it is', () => {
  expect(codeToCopy('$ npm ci\nnpm test', 'bash')).toBe('npm ci\nnpm test');
  expect(codeToCopy('echo "$ HOME"', 'sh')).toBe('echo "$ HOME"');
  expect(codeToCopy('$ not a prompt in JS', 'js')).toBe('$ not a prompt in JS');
  expect(codeToCopy('# a comment\nx = 1', undefined)).toBe('# a comment\nx = 1');
});
