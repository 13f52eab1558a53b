import sharp from 'sharp';
import type { Locale } from '@homie/contracts/locales';
import { ROOM_LABELS, ROOM_TYPES, type FrameReport, type RoomType } from '@homie/contracts/tour';
import { assessQuality, type FrameAnalyser } from './frame-analyser.ts';
import type { DecodedFrame } from './frame-image.ts';
import { composeAnalysis } from './homie-voice.ts';
import { checklistFor, nextShotsFor } from './room-checklists.ts';
import { englishLine, roomName, type TourWords, tourWords } from './tour-words.ts';
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

/** The owner's languages as the model is told them. */
const LANGUAGE_NAMES: Record<Exclude<Locale, 'en'>, string> = {
  es: 'Spanish',
  'zh-Hans': 'Simplified Chinese',
  'zh-Hant': 'Traditional Chinese',
  vi: 'Vietnamese',
  ko: 'Korean',
};

/**
 * The system prompt for an owner who reads `locale` (decision 270): the findings stay English (a
 * saved capture carries them to a board that reads English), and the model adds the same free texts
 * in the owner's language, which the reply is written from.
 */
export function systemPrompt(locale: Locale = 'en'): string {
  if (locale === 'en') return SYSTEM_PROMPT;
  const language = LANGUAGE_NAMES[locale];
  return `${SYSTEM_PROMPT}
The homeowner reads ${language}. Keep every value above in English: the findings are filed for an appeals board that reads English. Also add "in_owner_language": {"features": [...], "materials": [...], "reasons": [...], "defects": [{"description": ..., "location": ...}], "appeal_note": ..., "next_shots": [...]}: the same texts, in the same order and the same number, written in ${language}.`;
}

const LIMITATIONS = [englishLine('tour.limit.vision')];
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
    async complete(messages: object[], maxTokens = 1200): Promise<ChatMessageLike> {
      const signal = AbortSignal.timeout(settings.timeoutMs);
      const base = {
        model: settings.model,
        temperature: 0.2,
        max_tokens: maxTokens,
        stream: false,
        messages,
      };
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

/** What a finding means for an appeal when the model did not say, in any language. */
function appealNoteFor(reply: VisionReply, room: RoomType | null) {
  return (w: TourWords): string => {
    const rating = reply.condition.rating;
    const serious = reply.issues.filter((i) => i.severity !== 'low');
    const name = room ? roomName(w, room) : undefined;
    if (rating === 'C5' || rating === 'C6' || serious.length)
      return name ? w.t('tour.appeal.problemsRoom', { room: name }) : w.t('tour.appeal.problemsSpace');
    if (rating === 'C1' || rating === 'C2' || rating === 'C3')
      return name ? w.t('tour.appeal.fineRoom', { room: name }) : w.t('tour.appeal.fineSpace');
    return w.t('tour.appeal.unjudged');
  };
}

/**
 * The report with the model's free texts in the owner's language, or undefined when the model did
 * not give them all (then the reply is English). Our own lines (checklist, limitations, a next shot
 * we chose) stay the report's English: the reply words them from the catalogue.
 */
function inOwnerLanguage(report: FrameReport, reply: VisionReply): FrameReport | undefined {
  const owner = reply.in_owner_language;
  if (!owner) return undefined;
  const same = (english: unknown[], theirs: unknown[] | undefined) =>
    english.length === 0 || theirs?.length === english.length;
  if (
    !same(reply.features, owner.features) ||
    !same(reply.materials, owner.materials) ||
    !same(reply.condition.reasons, owner.reasons) ||
    !same(reply.issues, owner.defects) ||
    !same(reply.next_shots, owner.next_shots) ||
    (reply.appeal_note && !owner.appeal_note)
  )
    return undefined;
  return {
    ...report,
    features: reply.features.length ? owner.features : report.features,
    materials: reply.materials.length ? owner.materials : report.materials,
    condition: { ...report.condition, reasons: reply.condition.reasons.length ? owner.reasons : [] },
    issues: report.issues.map((issue, i) => {
      const theirs = owner.defects[i];
      const location = issue.location && theirs?.location;
      return location
        ? { ...issue, description: theirs.description, location }
        : { description: theirs?.description ?? issue.description, severity: issue.severity };
    }),
    appeal_note: reply.appeal_note ? (owner.appeal_note ?? undefined) : report.appeal_note,
    next_shots: reply.next_shots.length ? owner.next_shots : report.next_shots,
  };
}

/** Any OpenAI-compatible vision chat endpoint (OpenAI, Ollama, vLLM, llama.cpp), asked for structured JSON. */
export function createVisionAnalyser(settings: VisionSettings): FrameAnalyser {
  const chat = createChatClient(settings);
  return {
    name: 'vision',
    async analyse(frame, bytes, { note, locale = 'en' } = {}) {
      const message = await chat.complete(
        [
          { role: 'system', content: systemPrompt(locale) },
          {
            role: 'user',
            content: [
              { type: 'text', text: 'Analyze this frame from my home tour.' },
              { type: 'image_url', image_url: { url: await imageDataUrl(frame, bytes) } },
            ],
          },
        ],
        // The findings twice (English and the owner's language) take about twice the tokens.
        locale === 'en' ? 1200 : 2400,
      );
      const reply = visionReplySchema.parse(replyJson(message));
      const roomType = normaliseRoom(reply.room);
      const rating = reply.condition.rating === 'UNABLE_TO_ASSESS' ? null : (reply.condition.rating ?? null);
      const ourAppealNote = reply.appeal_note ? undefined : appealNoteFor(reply, roomType);
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
        appeal_note: reply.appeal_note ?? ourAppealNote?.(tourWords('en')),
        next_shots: reply.next_shots.length
          ? reply.next_shots
          : nextShotsFor(roomType, new Set(), roomType ? 2 : 1),
      };
      const english = composeAnalysis(report, { note });
      const theirs = locale === 'en' ? undefined : inOwnerLanguage(report, reply);
      if (!theirs) return { analysis: english, report, language: 'en', english };
      const analysis = composeAnalysis(theirs, { note, locale, appealNote: ourAppealNote });
      return { analysis, report, language: locale, english };
    },
    async warm() {},
    async close() {},
  };
}
