import OpenAI from 'openai';
import sharp from 'sharp';
import { ROOM_LABELS, ROOM_TYPES, type FrameReport } from '@homie/contracts/tour';
import { assessQuality, type FrameAnalyser } from './frame-analyser.ts';
import type { DecodedFrame } from './frame-image.ts';
import { composeAnalysis } from './homie-voice.ts';
import { checklistFor } from './room-checklists.ts';
import { extractJson, normaliseRoom, visionReplySchema } from './vision-reply.ts';

export interface VisionSettings {
  baseUrl: string | undefined;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

const SYSTEM_PROMPT = `You are Homie, a friendly assistant helping a California homeowner document the condition of their home for a property-tax appeal (a decline-in-value review).
Look at the photo and answer ONLY with one JSON object, no prose:
{"room": one of ${ROOM_TYPES.map((r) => `"${r}"`).join(', ')} or "unknown",
 "room_confidence": number from 0 to 1,
 "features": [short names of visible fixtures, appliances, finishes and materials],
 "condition": {"rating": "C1" | "C2" | "C3" | "C4" | "C5" | "C6" | "unable_to_assess", "reasons": [short reasons]},
 "issues": [{"description": visible defect that lowers value, "severity": "low" | "medium" | "high"}]}
Use the appraisers' condition scale: C1 new, C2 like new, C3 well maintained with normal wear, C4 adequately maintained with minor deferred maintenance, C5 obvious deferred maintenance needing repairs, C6 significant damage.
Report only what is visible. If the photo is too dark, blurry or shows too little, use "unable_to_assess" and say why. Issues are things like stains, cracks, water damage, mold, worn or dated finishes and broken fixtures; use an empty list when there are none.`;

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

/** Any OpenAI-compatible vision chat endpoint (OpenAI, Ollama, vLLM), asked for structured JSON. */
export function createVisionAnalyser(settings: VisionSettings): FrameAnalyser {
  const client = new OpenAI({
    baseURL: settings.baseUrl,
    apiKey: settings.apiKey ?? 'not-needed',
    timeout: settings.timeoutMs,
    maxRetries: 0,
  });
  return {
    name: 'vision',
    async analyse(frame, bytes, note) {
      const completion = await client.chat.completions.create(
        {
          model: settings.model,
          temperature: 0.2,
          max_tokens: 800,
          response_format: { type: 'json_object' },
          messages: [
            { role: 'system', content: SYSTEM_PROMPT },
            {
              role: 'user',
              content: [
                { type: 'text', text: 'Analyze this frame from my home tour.' },
                { type: 'image_url', image_url: { url: await imageDataUrl(frame, bytes) } },
              ],
            },
          ],
        },
        { signal: AbortSignal.timeout(settings.timeoutMs) },
      );
      const content = completion.choices[0]?.message?.content;
      if (!content) throw new Error('The vision model sent an empty answer.');
      const reply = visionReplySchema.parse(extractJson(content));
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
        issues: reply.issues,
        checklist: checklistFor(roomType),
        limitations: LIMITATIONS,
      };
      return { analysis: composeAnalysis(report, note), report };
    },
    async warm() {},
    async close() {},
  };
}
