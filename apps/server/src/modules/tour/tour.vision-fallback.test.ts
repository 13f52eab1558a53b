import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeFrameResponseSchema } from '@homie/contracts/tour';
import { createTestApp, signUp, type TestApp } from '../../../test/helpers.ts';
import { FALLBACK_NOTE } from './frame-analyser.ts';
import { frameUpload, multipart } from './multipart.test-helper.ts';

/** The parts of a chat-completions request the tests read. */
interface ChatRequest {
  model: string;
  response_format: unknown;
  messages: { role: string; content: string | { type: string; image_url?: { url: string } }[] }[];
}

type Mode = 'ok' | 'error' | 'garbage' | 'invalid' | 'hang' | 'verbose';

const VISION_REPLY = {
  room: 'Bathroom',
  room_confidence: 0.93,
  features: ['pedestal sink', 'tile floor'],
  condition: { rating: 'c4', reasons: ['Grout is discoloured and the vanity is dated.'] },
  issues: [{ description: 'Water stain on the ceiling above the tub', severity: 'Medium' }],
};

/** A stand-in for an OpenAI-compatible vision endpoint (as OpenAI, Ollama or vLLM would answer). */
function standIn() {
  const state = {
    mode: 'ok' as Mode,
    requests: [] as { url: string; auth: string | undefined; body: ChatRequest }[],
  };
  const completion = (content: string) => ({
    id: 'chatcmpl-1',
    object: 'chat.completion',
    created: 1,
    model: 'llava',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  });
  const server: Server = createServer(async (req: IncomingMessage, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    state.requests.push({
      url: req.url ?? '',
      auth: req.headers.authorization,
      body: JSON.parse(raw || '{}'),
    });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (state.mode === 'hang') return;
    if (state.mode === 'error') return send(500, { error: { message: 'model crashed' } });
    if (state.mode === 'garbage') return send(200, completion('I am not able to look at images, sorry.'));
    if (state.mode === 'invalid')
      return send(200, completion(JSON.stringify({ ...VISION_REPLY, condition: { rating: 'C9' } })));
    if (state.mode === 'verbose') {
      // The longest reply a chatty model could send, in three-byte characters.
      const long = '漏'.repeat(2000);
      const list = (n: number) => Array.from({ length: n }, (_, i) => `${i}${long}`);
      return send(
        200,
        completion(
          JSON.stringify({
            room: 'kitchen',
            features: list(40),
            materials: list(40),
            condition: { rating: 'C5', reasons: list(40) },
            defects: list(40).map((d) => ({ description: d, severity: 'high', location: long })),
            appeal_note: long,
            next_shots: list(40),
          }),
        ),
      );
    }
    return send(200, completion(`\`\`\`json\n${JSON.stringify(VISION_REPLY)}\n\`\`\``));
  });
  return { server, state };
}

describe('vision adapter with local fallback', () => {
  const { server, state } = standIn();
  let t: TestApp;
  let session: Awaited<ReturnType<typeof signUp>>;
  let image: Buffer;

  const analyse = async () => {
    const body = frameUpload(image);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analyze-frame/',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${session.access}` },
    });
    expect(res.statusCode).toBe(200);
    return analyzeFrameResponseSchema.parse(res.json());
  };

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    t = await createTestApp({
      OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1`,
      OPENAI_API_KEY: 'sk-test',
      OPENAI_MODEL: 'llava',
      OPENAI_TIMEOUT_MS: '1500',
    });
    session = await signUp(t.app);
    image = await sharp({
      create: {
        width: 640,
        height: 360,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 120, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('asks the configured model for structured JSON about the frame and shows its findings', async () => {
    state.mode = 'ok';
    const { report, analysis } = await analyse();
    const request = state.requests.at(-1)!;
    expect(request.url).toBe('/v1/chat/completions');
    expect(request.auth).toBe('Bearer sk-test');
    expect(request.body.model).toBe('llava');
    expect(request.body.response_format).toEqual({ type: 'json_object' });
    const userContent = request.body.messages[1]?.content;
    expect(Array.isArray(userContent) && userContent[1]?.image_url?.url).toBe(
      `data:image/jpeg;base64,${image.toString('base64')}`,
    );
    expect(report).toMatchObject({
      analyser: 'vision',
      room: { type: 'bathroom', label: 'Bathroom', confidence: 0.93 },
      features: ['pedestal sink', 'tile floor'],
      condition: { rating: 'C4', reasons: ['Grout is discoloured and the vanity is dated.'] },
      issues: [{ description: 'Water stain on the ceiling above the tub', severity: 'medium' }],
    });
    expect(analysis).toContain('**Condition:** C4');
    expect(analysis).toContain('- Water stain on the ceiling above the tub (medium)');
  }, 60_000);

  it('saves the capture of even the longest reply (the report fits the evidence token)', async () => {
    state.mode = 'verbose';
    const { report, evidence_token } = await analyse();
    expect(report.analyser).toBe('vision');
    expect(report.issues).toHaveLength(12);
    const body = multipart([
      { name: 'image', filename: 'frame.jpg', contentType: 'image/jpeg', data: image },
      { name: 'evidence_token', value: evidence_token },
    ]);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/tour/captures/',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${session.access}` },
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().report.condition.rating).toBe('C5');
  }, 60_000);

  it.each<Mode>(['error', 'garbage', 'invalid', 'hang'])(
    'falls back to the local analyser when the endpoint answers %s',
    async (mode) => {
      state.mode = mode;
      const started = Date.now();
      const { report, analysis } = await analyse();
      expect(report.analyser).toBe('local');
      expect(report.condition.rating).toBeNull();
      expect(analysis.endsWith(`Note: ${FALLBACK_NOTE}`)).toBe(true);
      if (mode === 'hang') expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    },
    60_000,
  );
});
