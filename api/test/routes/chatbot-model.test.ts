// The optional model: it may reword Luna's answer, but an invented price or
// link, a discount, an error or a slow answer sends the embedded answer instead.
// A local stand-in plays the OpenAI-compatible endpoint.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_CHAT_API_KEY } from '../../src/config';
import { createTestApp, type TestApp } from '../helpers/app';

type Mode = 'reword' | 'invent-price' | 'invent-link' | 'discount' | 'slow' | 'error' | 'garbage';

interface Seen {
  authorization?: string;
  model?: string;
  draft?: string;
}

describe('Luna with a configured model', () => {
  let mode: Mode = 'reword';
  const seen: Seen[] = [];
  let server: http.Server;
  let t: TestApp;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const request = JSON.parse(body) as { model: string; messages: Array<{ role: string; content: string }> };
        const draft = request.messages[1].content.split('DRAFT:\n')[1];
        seen.push({ authorization: req.headers.authorization, model: request.model, draft });
        const reply = (content: string) => {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
        };
        if (req.url !== '/v1/chat/completions') return void res.writeHead(404).end();
        if (mode === 'error') return void res.writeHead(500).end('{"error":"boom"}');
        if (mode === 'slow') return void setTimeout(() => reply(`Late: ${draft}`), 1500);
        if (mode === 'garbage') return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"nope":true}');
        if (mode === 'invent-price') return reply(`${draft}\nAlso a special at ₹1,999 per person!`);
        if (mode === 'invent-link') return reply(`${draft}\nSee [Maldives Magic](/packages-details/5days-4nights-maldives-magic).`);
        if (mode === 'discount') return reply(`${draft}\nBook today and get 20% off!`);
        return reply(`Namaste! ${draft}`);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    t = await createTestApp('sqlite', {
      lunaModel: { url: `http://127.0.0.1:${port}/v1`, model: 'stand-in-7b', apiKey: 'sk-test', timeoutMs: 400 },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => server.close(resolve));
  });

  let n = 0;
  async function ask(human: string) {
    n += 1;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/chatbot/tour_ai?session_id=model-session-${n}`,
      headers: { 'x-api-key': DEFAULT_CHAT_API_KEY },
      payload: { human },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { model_response: string };
  }

  it('uses the model wording when it keeps to the retrieved packages, and sends the model, key and draft', async () => {
    mode = 'reword';
    const answer = await ask('honeymoon in kashmir under 40k');
    const last = seen[seen.length - 1];
    expect(last).toMatchObject({ authorization: 'Bearer sk-test', model: 'stand-in-7b' });
    expect(last.draft).toMatch(/\/packages-details\//);
    expect(answer.model_response).toBe(`Namaste! ${last.draft}`);
  });

  it.each<[Mode, string]>([
    ['invent-price', 'a price no package has'],
    ['invent-link', 'a package that is not in the database'],
    ['discount', 'a discount'],
    ['error', 'a server error'],
    ['garbage', 'an answer without text'],
    ['slow', 'no answer within the time limit'],
  ])('falls back to the embedded answer on %s (%s)', async (m) => {
    mode = m;
    const started = Date.now();
    const answer = await ask('honeymoon in kashmir under 40k');
    const draft = seen[seen.length - 1].draft;
    expect(answer.model_response).toBe(draft);
    expect(answer.model_response).not.toMatch(/1,999|Maldives|20% off|Late:/);
    expect(Date.now() - started).toBeLessThan(1400);
  });
});
