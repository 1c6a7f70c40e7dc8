/**
 * The request samples as a reader runs them: each language this machine has (curl, Node's fetch,
 * Python's requests, Java's java.net.http) sends its sample to a local server, which must receive
 * the method, the URL, the headers and the body the operation describes. A language whose tool is
 * missing is skipped, saying so (Go, PHP and C# are checked as text in samples.test.ts).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ApiSpec } from '../../../src/content/apiSpec.js';
import { codeSamples } from '../../../src/plugins/api/samples.js';
import { sampleBody, sampleOperation, sampleSpec } from './sampleFixture.js';

interface Received {
  method?: string;
  url?: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let received: Received[] = [];
let server: http.Server;
let spec: ApiSpec;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-samples-'));

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ method: req.method, url: req.url, headers: req.headers, body });
      res.writeHead(201, { 'Content-Type': 'application/json' });
      res.end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = String((server.address() as AddressInfo).port);
  // The server's port as a variable: the samples take its default, as they would a region.
  spec = {
    ...sampleSpec,
    servers: [{ url: 'http://127.0.0.1:{port}/v1', variables: { port: { default: port } } }],
  };
});
afterAll(() => {
  server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const sample = (label: string) =>
  codeSamples(spec, sampleOperation).find((s) => s.label === label)!.code;
const has = (command: string, ...args: string[]) =>
  spawnSync(command, args, { stdio: 'ignore' }).status === 0;

function expectSent(output: string) {
  expect(received).toHaveLength(1);
  const [request] = received;
  expect(request.method).toBe('POST');
  expect(request.url).toBe('/v1/workspace/ws%201/website/add?dryRun=true');
  expect(request.headers.authorization).toBe('Bearer <TOKEN>');
  expect(request.headers['x-request-id']).toBe('{X-Request-Id}');
  expect(request.headers['content-type']).toMatch(/^application\/json/);
  expect(JSON.parse(request.body)).toEqual(sampleBody);
  expect(output).toContain('ok');
}

const run = (command: string, args: string[]) =>
  new Promise<string>((resolve, reject) => {
    received = [];
    // Asynchronously: the server answering runs in this process.
    import('node:child_process').then(({ execFile }) =>
      execFile(command, args, { cwd: dir, timeout: 60_000 }, (error, stdout, stderr) =>
        error ? reject(new Error(`${command}: ${error.message}\n${stderr}`)) : resolve(stdout),
      ),
    );
  });

describe('each sample sends the request', () => {
  test.skipIf(!has('bash', '-c', 'command -v curl'))('curl', async () => {
    expectSent(await run('bash', ['-c', sample('curl')]));
  });

  test('JavaScript (Node fetch)', async () => {
    const file = path.join(dir, 'sample.mjs');
    fs.writeFileSync(file, `${sample('JavaScript')}\nconsole.log(JSON.stringify(data));\n`);
    expectSent(await run(process.execPath, [file]));
  });

  test.skipIf(!has('python3', '-c', 'import requests'))('Python (requests)', async () => {
    const file = path.join(dir, 'sample.py');
    fs.writeFileSync(file, sample('Python'));
    expectSent(await run('python3', [file]));
  });

  test.skipIf(!has('java', '-version'))(
    'Java (java.net.http)',
    async () => {
      const code = sample('Java');
      const imports = code.split('\n').filter((line) => line.startsWith('import '));
      const body = code.split('\n').filter((line) => !line.startsWith('import '));
      const file = path.join(dir, 'Sample.java');
      fs.writeFileSync(
        file,
        [
          ...imports,
          'public class Sample {',
          '  public static void main(String[] args) throws Exception {',
          ...body,
          '  }',
          '}',
        ].join('\n'),
      );
      expectSent(await run('java', [file]));
    },
    90_000,
  );
});

test.skipIf(!has('python3', '--version'))('the Python sample parses', () => {
  const code = sample('Python');
  execFileSync('python3', ['-c', 'import ast, sys; ast.parse(sys.stdin.read())'], { input: code });
});
