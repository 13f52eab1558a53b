import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { frameReportSchema } from '@homie/contracts/tour';
import { FALLBACK_NOTE, withFallback } from './frame-analyser.ts';
import { type DecodedFrame, decodeFrame } from './frame-image.ts';
import type { ObjectDetector } from './object-detector.ts';
import { createLocalAnalyser } from './tour.local-analyser.ts';
import { createVisionAnalyser, SYSTEM_PROMPT, type VisionSettings } from './tour.openai.ts';

/**
 * The vision adapter against a local stand-in that behaves like the OpenAI-compatible servers
 * people run (OpenAI, vLLM, Ollama, llama.cpp): each test sets how the stand-in answers (decision 112).
 */

const REPLY = {
  room: 'Kitchen',
  room_confidence: 0.88,
  features: ['double sink', 'gas range', 'range hood'],
  materials: ['laminate countertop', 'oak cabinets (original)', 'vinyl sheet floor'],
  condition: {
    rating: 'C4',
    reasons: ['Cabinet doors are worn at the pulls.', 'The countertop edge is delaminating.'],
  },
  defects: [
    {
      description: 'Water stain on the cabinet floor under the sink',
      severity: 'medium',
      location: 'lower left',
    },
    { description: 'Delaminating countertop edge', severity: 'low', location: 'centre' },
  ],
  appeal_note: 'Dated, worn finishes like these support a value below newer, updated kitchens nearby.',
  next_shots: ['Inside the sink cabinet, doors open', 'The range burners close up'],
};

type Behaviour = (
  req: IncomingMessage,
  body: Record<string, unknown>,
  res: ServerResponse,
) => void | Promise<void>;

const completion = (message: object) => ({
  id: 'chatcmpl-1',
  object: 'chat.completion',
  created: 1,
  model: 'stand-in',
  choices: [{ index: 0, message: { role: 'assistant', ...message }, finish_reason: 'stop' }],
});
const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
const text =
  (content: string): Behaviour =>
  (_req, _body, res) =>
    json(res, 200, completion({ content }));

function standIn() {
  const state = { behaviour: text(JSON.stringify(REPLY)), requests: [] as Record<string, unknown>[] };
  const auth: (string | undefined)[] = [];
  const server: Server = createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const body = JSON.parse(raw || '{}') as Record<string, unknown>;
    state.requests.push(body);
    auth.push(req.headers.authorization);
    await state.behaviour(req, body, res);
  });
  return { server, state, auth };
}

/** A local detector that sees a sink and a microwave: enough for the fallback to answer. */
const detector: ObjectDetector = {
  detect: async () => [
    { label: 'microwave', score: 0.7, box: [0.4, 0.3, 0.2, 0.2] },
    { label: 'sink', score: 0.5, box: [0.1, 0.6, 0.2, 0.2] },
  ],
  warm: async () => ({ loadMs: 0, rssBytes: 0, backend: 'fixed' }),
  pending: 0,
  close: async () => {},
};

describe('vision adapter against an OpenAI-compatible stand-in', () => {
  const { server, state, auth } = standIn();
  let settings: VisionSettings;
  let frame: DecodedFrame;
  let bytes: Buffer;
  const analyse = (overrides: Partial<VisionSettings> = {}) =>
    createVisionAnalyser({ ...settings, ...overrides }).analyse(frame, bytes);

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    settings = { baseUrl: `http://127.0.0.1:${port}/v1`, apiKey: 'sk-test', model: 'llava', timeoutMs: 1500 };
    bytes = await sharp({
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
    frame = await decodeFrame(bytes);
  });
  beforeEach(() => {
    state.requests.length = 0;
    auth.length = 0;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('asks in JSON mode with streaming off and turns the reply into a full, valid report', async () => {
    state.behaviour = text(JSON.stringify(REPLY));
    const { report, analysis } = await analyse();
    const request = state.requests[0] as {
      model: string;
      stream: boolean;
      response_format: unknown;
      messages: { content: unknown }[];
    };
    expect(request).toMatchObject({
      model: 'llava',
      stream: false,
      response_format: { type: 'json_object' },
    });
    expect(JSON.stringify(request.messages[1]?.content)).toContain(
      `data:image/jpeg;base64,${bytes.toString('base64')}`,
    );
    expect(auth[0]).toBe('Bearer sk-test');
    expect(frameReportSchema.parse(report)).toMatchObject({
      analyser: 'vision',
      room: { type: 'kitchen', label: 'Kitchen', confidence: 0.88 },
      features: ['double sink', 'gas range', 'range hood'],
      materials: ['laminate countertop', 'oak cabinets (original)', 'vinyl sheet floor'],
      condition: { rating: 'C4', reasons: REPLY.condition.reasons },
      issues: [
        {
          description: 'Water stain on the cabinet floor under the sink',
          severity: 'medium',
          location: 'lower left',
        },
        { description: 'Delaminating countertop edge', severity: 'low', location: 'centre' },
      ],
      appeal_note: REPLY.appeal_note,
      next_shots: REPLY.next_shots,
    });
    expect(analysis).toContain('**Condition:** C4 (adequately maintained, some minor deferred maintenance).');
    expect(analysis).toContain(
      '- Water stain on the cabinet floor under the sink (medium, lower left of the frame)',
    );
    expect(analysis).toContain(
      '**Materials and finishes:** laminate countertop, oak cabinets (original), vinyl sheet floor.',
    );
    expect(analysis).toContain(`**For your appeal:** ${REPLY.appeal_note}`);
    expect(analysis).toContain('- Inside the sink cabinet, doors open');
  });

  it('drops JSON mode when the server refuses it, and does not ask again', async () => {
    state.behaviour = (_req, body, res) =>
      body.response_format
        ? json(res, 400, { error: { message: 'Unrecognized request argument supplied: response_format' } })
        : json(res, 200, completion({ content: JSON.stringify(REPLY) }));
    const vision = createVisionAnalyser(settings);
    expect((await vision.analyse(frame, bytes)).report.condition.rating).toBe('C4');
    expect(state.requests.map((r) => 'response_format' in r)).toEqual([true, false]);
    await vision.analyse(frame, bytes);
    expect(state.requests.map((r) => 'response_format' in r)).toEqual([true, false, false]);
  });

  it('reads a tool-call style reply (arguments, no content)', async () => {
    state.behaviour = (_req, _body, res) =>
      json(
        res,
        200,
        completion({
          content: null,
          tool_calls: [
            {
              id: 'call_1',
              type: 'function',
              function: { name: 'report_frame', arguments: JSON.stringify(REPLY) },
            },
          ],
        }),
      );
    const { report } = await analyse();
    expect(report.room?.type).toBe('kitchen');
    expect(report.issues).toHaveLength(2);
  });

  it.each([
    ['fenced', `Here you go:\n\`\`\`json\n${JSON.stringify(REPLY)}\n\`\`\``],
    ['inside prose', `Sure! ${JSON.stringify(REPLY)} Let me know if you need more.`],
    ['after a thinking block', `<think>The {room} looks like a kitchen.</think>\n${JSON.stringify(REPLY)}`],
  ])('reads plain text with the JSON %s', async (_name, content) => {
    state.behaviour = text(content);
    expect((await analyse()).report.condition.rating).toBe('C4');
  });

  it('accepts the looser shapes small models send (a bare condition string, synonyms, a string for a list)', async () => {
    state.behaviour = text(
      JSON.stringify({
        room: 'laundry room',
        features: 'front-load washer',
        condition: 'C5 - obvious deferred maintenance',
        issues: [{ description: 'Rusted water heater base', severity: 'Major', location: 'right' }],
      }),
    );
    const { report, analysis } = await analyse();
    expect(report.room?.type).toBe('laundry');
    expect(report.features).toEqual(['front-load washer']);
    expect(report.condition.rating).toBe('C5');
    expect(report.issues[0]).toEqual({
      description: 'Rusted water heater base',
      severity: 'high',
      location: 'right',
    });
    // No appeal note from the model: ours follows from the rating and defects.
    expect(report.appeal_note).toMatch(/support asking for a lower value/);
    expect(report.next_shots?.[0]).toMatch(/hookups/);
    expect(analysis).toContain('**Capture next:**');
  });

  it('waits for a slow first token within its time budget', async () => {
    state.behaviour = async (_req, _body, res) => {
      await new Promise((r) => setTimeout(r, 700));
      json(res, 200, completion({ content: JSON.stringify(REPLY) }));
    };
    expect((await analyse()).report.analyser).toBe('vision');
  });

  it('reads an event stream from a server that streams although asked not to', async () => {
    const payload = JSON.stringify(REPLY);
    state.behaviour = (_req, _body, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      for (let i = 0; i < payload.length; i += 40) {
        const delta = { choices: [{ index: 0, delta: { content: payload.slice(i, i + 40) } }] };
        res.write(`data: ${JSON.stringify(delta)}\n\n`);
      }
      res.end('data: [DONE]\n\n');
    };
    expect((await analyse()).report.materials).toEqual(REPLY.materials);
  });

  it.each<[string, Behaviour]>([
    ['hangs past the time budget', () => {}],
    ['answers 500', (_req, _body, res) => json(res, 500, { error: { message: 'model crashed' } })],
    [
      'answers an HTML error page',
      (_req, _body, res) => res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>'),
    ],
    ['answers without JSON', text('I am not able to look at images, sorry.')],
    ['answers broken JSON', text('{"room": "kitchen", "condition": {"rating": "C4",')],
    ['rates off the scale', text(JSON.stringify({ ...REPLY, condition: { rating: 'C9' } }))],
    ['sends no choices', (_req, _body, res) => json(res, 200, { choices: [] })],
  ])('fails when the server %s, and the local analyser answers instead', async (_name, behaviour) => {
    state.behaviour = behaviour;
    const timeoutMs = 400;
    const started = performance.now();
    await expect(analyse({ timeoutMs })).rejects.toThrow();
    expect(performance.now() - started).toBeLessThan(timeoutMs + 1000);
    const fallbacks: unknown[] = [];
    const analyser = withFallback(
      createVisionAnalyser({ ...settings, timeoutMs }),
      createLocalAnalyser(detector),
      (err) => fallbacks.push(err),
    );
    const { report, analysis } = await analyser.analyse(frame, bytes);
    expect(report.analyser).toBe('local');
    expect(report.room?.type).toBe('kitchen');
    expect(analysis.endsWith(`Note: ${FALLBACK_NOTE}`)).toBe(true);
    expect(fallbacks).toHaveLength(1);
  });

  describe("the reply in the owner's language (decision 270)", () => {
    const IN_SPANISH = {
      features: ['fregadero doble', 'cocina de gas', 'campana extractora'],
      materials: ['encimera laminada', 'gabinetes de roble (originales)', 'piso de vinilo en lámina'],
      reasons: [
        'Las puertas de los gabinetes están gastadas en los tiradores.',
        'El borde de la encimera se está despegando.',
      ],
      defects: [
        {
          description: 'Mancha de agua en el fondo del gabinete bajo el fregadero',
          location: 'abajo a la izquierda',
        },
        { description: 'Borde de la encimera despegado', location: 'en el centro' },
      ],
      appeal_note:
        'Acabados anticuados y gastados como estos respaldan un valor por debajo de cocinas más nuevas.',
      next_shots: [
        'El interior del gabinete del fregadero, con las puertas abiertas',
        'Los quemadores de cerca',
      ],
    };
    const inSpanish = (locale: 'es' | 'ko' | 'en') =>
      createVisionAnalyser(settings).analyse(frame, bytes, { locale });

    it('asks the model for its free texts in the language too, keeping the findings English', async () => {
      state.behaviour = text(JSON.stringify({ ...REPLY, in_owner_language: IN_SPANISH }));
      const es = await inSpanish('es');
      const request = state.requests[0] as {
        max_tokens: number;
        messages: { role: string; content: string }[];
      };
      const prompt = request.messages[0]?.content ?? '';
      expect(prompt).toContain('The homeowner reads Spanish.');
      expect(prompt).toContain('Keep every value above in English');
      expect(prompt).toContain('"in_owner_language"');
      expect(prompt).toContain('written in Spanish');
      expect(request.max_tokens).toBe(2400);
      expect(es.language).toBe('es');
      // The reply: the model's Spanish, our own lines from the catalogue.
      expect(es.analysis).toMatch(/^¡Hola, homie! Esto me parece: \*\*cocina\*\*/);
      expect(es.analysis).toContain('**Lo que veo:** fregadero doble, cocina de gas, campana extractora.');
      expect(es.analysis).toContain(
        '**Estado:** C4 (mantenido de forma adecuada, algo de mantenimiento menor pendiente). Las puertas de los gabinetes',
      );
      expect(es.analysis).toContain(
        '- Mancha de agua en el fondo del gabinete bajo el fregadero (moderado; en la imagen: abajo a la izquierda)',
      );
      expect(es.analysis).toContain('**Para su apelación:** Acabados anticuados y gastados');
      expect(es.analysis).toContain('- Los quemadores de cerca');
      expect(es.analysis).toContain('- Electrodomésticos viejos, averiados o que faltan');
      expect(es.analysis).toContain('**Lo que no puedo juzgar:** Juzgué esto a partir de una sola foto');
      expect(es.analysis).not.toMatch(/Hey homie|Condition|Water stain|worn at the pulls/);
      // The report (saved with a capture, read by the board) and the reply a capture keeps: English.
      expect(es.report.features).toEqual(REPLY.features);
      expect(es.report.issues[0]?.description).toBe('Water stain on the cabinet floor under the sink');
      expect(es.report.appeal_note).toBe(REPLY.appeal_note);
      expect(es.english).toMatch(/^Hey homie! This looks like a \*\*kitchen\*\*/);
      expect(es.english).toContain(
        '- Water stain on the cabinet floor under the sink (medium, lower left of the frame)',
      );
    });

    it('answers in English, and says so, when the model leaves the translation out or short', async () => {
      for (const reply of [
        REPLY,
        { ...REPLY, in_owner_language: { ...IN_SPANISH, defects: IN_SPANISH.defects.slice(1) } },
      ]) {
        state.behaviour = text(JSON.stringify(reply));
        const ko = await inSpanish('ko');
        expect(ko.language).toBe('en');
        expect(ko.analysis).toMatch(/^Hey homie! This looks like a \*\*kitchen\*\*/);
        expect(ko.english).toBe(ko.analysis);
      }
    });

    it('asks nothing more in English', async () => {
      state.behaviour = text(JSON.stringify(REPLY));
      const en = await inSpanish('en');
      const request = state.requests[0] as { max_tokens: number; messages: { content: string }[] };
      expect(request.messages[0]?.content).toBe(SYSTEM_PROMPT);
      expect(request.max_tokens).toBe(1200);
      expect(en.language).toBe('en');
    });

    it('when the model gives no appeal note, ours is said in the language', async () => {
      const { appeal_note: _, ...withoutNote } = REPLY;
      const { appeal_note: __, ...spanishWithoutNote } = IN_SPANISH;
      state.behaviour = text(JSON.stringify({ ...withoutNote, in_owner_language: spanishWithoutNote }));
      const es = await inSpanish('es');
      expect(es.language).toBe('es');
      expect(es.report.appeal_note).toMatch(
        /^The problems in this kitchen are the kind a buyer pays less for/,
      );
      expect(es.analysis).toContain(
        '**Para su apelación:** Los problemas de este espacio (cocina) son de los que',
      );
    });

    it('the fallback answers in the language with its note', async () => {
      state.behaviour = (_req, _body, res) => json(res, 500, { error: 'down' });
      const analyser = withFallback(
        createVisionAnalyser({ ...settings, timeoutMs: 400 }),
        createLocalAnalyser(detector),
        () => {},
      );
      const es = await analyser.analyse(frame, bytes, { locale: 'es' });
      expect(es.language).toBe('es');
      expect(es.analysis).toMatch(/^¡Hola, homie! Esto me parece: \*\*cocina\*\*/);
      expect(
        es.analysis.endsWith(
          'Nota: El servicio de visión no respondió, así que este es mi análisis en el dispositivo.',
        ),
      ).toBe(true);
      expect(es.english?.endsWith(`Note: ${FALLBACK_NOTE}`)).toBe(true);
    });
  });
});
