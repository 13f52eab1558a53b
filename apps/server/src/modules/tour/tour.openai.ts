import sharp from 'sharp';
import { ROOM_LABELS, ROOM_TYPES, type FrameReport, type RoomType } from '@homie/contracts/tour';
import { assessQuality, type FrameAnalyser } from './frame-analyser.ts';
import type { DecodedFrame } from './frame-image.ts';
import { composeAnalysis } from './homie-voice.ts';
import { checklistFor, nextShotsFor } from './room-checklists.ts';
import {
  type ChatMessageLike,
  normaliseRoom,
  replyJson,
  type VisionReply,
  visionReplySchema,
} from './vision-reply.ts';

export interface VisionSettings {
  baseUrl: string | undefined;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

export const OPENAI_DEFAULT_BASE_URL = 'https://api.openai.com/v1';

export const SYSTEM_PROMPT = `You are Homie, a friendly assistant helping a California homeowner document the condition of their home for a property-tax appeal (a decline-in-value review).
Look at the photo and answer ONLY with one JSON object, no prose:
{"room": one of ${ROOM_TYPES.map((r) => `"${r}"`).join(', ')} or "unknown",
 "room_confidence": number from 0 to 1,
 "features": [short names of visible fixtures and appliances],
 "materials": [visible materials and finishes, e.g. "laminate countertop", "vinyl plank floor", "original oak cabinets"],
 "condition": {"rating": "C1" | "C2" | "C3" | "C4" | "C5" | "C6" | "unable_to_assess", "reasons": [short reasons, each tied to something visible]},
 "defects": [{"description": visible defect that lowers value, "severity": "low" | "medium" | "high", "location": where in the photo, e.g. "upper left", "under the sink"}],
 "appeal_note": one or two plain sentences on what this photo means for a decline-in-value appeal,
 "next_shots": [up to 3 photos worth taking next in this room]}
Use the appraisers' condition scale: C1 new, C2 like new, C3 well maintained with normal wear, C4 adequately maintained with minor deferred maintenance, C5 obvious deferred maintenance needing repairs, C6 significant damage.
Report only what is visible. If the photo is too dark, blurry or shows too little, use "unable_to_assess" and say why. Defects are things like stains, cracks, water damage, mold, worn or dated finishes and broken fixtures; use an empty list when there are none.`;

const LIMITATIONS = [
  'I judged this from one photo: check anything I flagged in person before you rely on it as evidence.',
];
/** Vision models see enough at this size; larger frames only cost upload time and tokens. */
const MAX_SIDE = 1280;

async function imageDataUrl(frame: DecodedFrame, bytes: Buffer): Promise<string> {
  if (Math.max(frame.width, frame.height) <= MAX_SIDE)
    return `data:${frame.contentType};base64,${bytes.toString('base64')}`;
  const smaller = await sharp(bytes)
    .rotate()
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside' })
    .jpeg({ quality: 85 })
    .toBuffer();
  return `data:image/jpeg;base64,${smaller.toString('base64')}`;
}

export class VisionServerError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** A 400/422 that blames JSON mode: the server does not support `response_format`. */
const rejectsJsonMode = (status: number, body: string) =>
  (status === 400 || status === 422) && /response_format|json_object|json mode|json_schema/i.test(body);

/** Reads a server-sent-events body (a server that streams although asked not to) into one message. */
function messageFromEventStream(text: string): ChatMessageLike {
  let content = '';
  let args = '';
  for (const line of text.split('\n')) {
    const data = line.startsWith('data:') ? line.slice(5).trim() : '';
    if (!data || data === '[DONE]') continue;
    try {
      const chunk = JSON.parse(data) as {
        choices?: { delta?: { content?: string; tool_calls?: { function?: { arguments?: string } }[] } }[];
      };
      const delta = chunk.choices?.[0]?.delta;
      content += delta?.content ?? '';
      for (const call of delta?.tool_calls ?? []) args += call.function?.arguments ?? '';
    } catch {
      // A keep-alive or a comment line: skip it.
    }
  }
  return args ? { tool_calls: [{ function: { arguments: args } }] } : { content };
}

/**
 * One chat-completions call, robust to how OpenAI-compatible servers differ (decision 112): JSON
 * mode is asked for and dropped (for good) when the server refuses it; streaming is off, yet an
 * event stream is read too; the reply may be text or tool-call arguments. One time budget covers
 * the whole call, slow first token included.
 */
export function createChatClient(settings: VisionSettings) {
  const url = `${(settings.baseUrl ?? OPENAI_DEFAULT_BASE_URL).replace(/\/+$/, '')}/chat/completions`;
  let supportsJsonMode = true;

  async function post(
    body: object,
    signal: AbortSignal,
  ): Promise<{ status: number; text: string; type: string }> {
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify(body),
      signal,
    });
    return { status: res.status, text: await res.text(), type: res.headers.get('content-type') ?? '' };
  }

  return {
    get supportsJsonMode() {
      return supportsJsonMode;
    },
    async complete(messages: object[]): Promise<ChatMessageLike> {
      const signal = AbortSignal.timeout(settings.timeoutMs);
      const base = { model: settings.model, temperature: 0.2, max_tokens: 1200, stream: false, messages };
      let res = await post(
        supportsJsonMode ? { ...base, response_format: { type: 'json_object' } } : base,
        signal,
      );
      if (supportsJsonMode && rejectsJsonMode(res.status, res.text)) {
        supportsJsonMode = false;
        res = await post(base, signal);
      }
      if (res.status < 200 || res.status >= 300)
        throw new VisionServerError(`The vision server answered ${res.status}.`, res.status);
      if (res.type.includes('text/event-stream') || res.text.trimStart().startsWith('data:'))
        return messageFromEventStream(res.text);
      let completion: { choices?: { message?: ChatMessageLike }[] };
      try {
        completion = JSON.parse(res.text);
      } catch {
        throw new VisionServerError('The vision server did not answer with JSON.', res.status);
      }
      const message = completion.choices?.[0]?.message;
      if (!message) throw new VisionServerError('The vision server sent no choices.', res.status);
      return message;
    },
  };
}

/** What a finding means for an appeal when the model did not say. */
function appealNoteFor(reply: VisionReply, room: RoomType | null): string {
  const rating = reply.condition.rating;
  const serious = reply.issues.filter((i) => i.severity !== 'low');
  const where = room ? `this ${ROOM_LABELS[room].toLowerCase()}` : 'this space';
  if (rating === 'C5' || rating === 'C6' || serious.length)
    return `The problems in ${where} are the kind a buyer pays less for: photos like this support asking for a lower value. Save it, and add a repair estimate if you have one.`;
  if (rating === 'C1' || rating === 'C2' || rating === 'C3')
    return `${where.charAt(0).toUpperCase()}${where.slice(1)} looks in ordinary or better shape, so this photo won't argue for a lower value by itself; it does show the board a fair, complete picture.`;
  return 'I could not judge the condition from this photo: a clearer, closer shot of any wear will count for more.';
}

/** Any OpenAI-compatible vision chat endpoint (OpenAI, Ollama, vLLM, llama.cpp), asked for structured JSON. */
export function createVisionAnalyser(settings: VisionSettings): FrameAnalyser {
  const chat = createChatClient(settings);
  return {
    name: 'vision',
    async analyse(frame, bytes, note) {
      const message = await chat.complete([
        { role: 'system', content: SYSTEM_PROMPT },
        {
          role: 'user',
          content: [
            { type: 'text', text: 'Analyze this frame from my home tour.' },
            { type: 'image_url', image_url: { url: await imageDataUrl(frame, bytes) } },
          ],
        },
      ]);
      const reply = visionReplySchema.parse(replyJson(message));
      const roomType = normaliseRoom(reply.room);
      const rating = reply.condition.rating === 'UNABLE_TO_ASSESS' ? null : (reply.condition.rating ?? null);
      const report: FrameReport = {
        analyser: 'vision',
        room: roomType
          ? { type: roomType, label: ROOM_LABELS[roomType], confidence: reply.room_confidence ?? 0.5 }
          : null,
        features: reply.features,
        quality: assessQuality(frame),
        condition: { rating, reasons: reply.condition.reasons },
        issues: reply.issues.map(({ description, severity, location }) =>
          location ? { description, severity, location } : { description, severity },
        ),
        checklist: checklistFor(roomType),
        limitations: LIMITATIONS,
        materials: reply.materials,
        appeal_note: reply.appeal_note ?? appealNoteFor(reply, roomType),
        next_shots: reply.next_shots.length
          ? reply.next_shots
          : nextShotsFor(roomType, new Set(), roomType ? 2 : 1),
      };
      return { analysis: composeAnalysis(report, { note }), report };
    },
    async warm() {},
    async close() {},
  };
}
