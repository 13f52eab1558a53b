import { describe, expect, it } from 'vitest';
import { parseMessage } from './parse-message.ts';

const text = (line: { spans: { text: string; isBold: boolean }[] }) =>
  line.spans.map((s) => (s.isBold ? `[${s.text}]` : s.text)).join('');

describe('parseMessage', () => {
  it('splits paragraphs, keeps line breaks, finds list items and bold spans', () => {
    const blocks = parseMessage('Hey **homie**!\nSecond line\n\n**List:**\n- one\n- **two** too\n\n\nLast');
    expect(blocks).toHaveLength(3);
    expect(blocks[0]?.lines.map(text)).toEqual(['Hey [homie]!', 'Second line']);
    expect(blocks[1]?.lines.map(text)).toEqual(['[List:]']);
    expect(blocks[1]?.items.map(text)).toEqual(['one', '[two] too']);
    expect(blocks[2]?.lines.map(text)).toEqual(['Last']);
  });

  it('gives unique ids and keeps error texts with single line breaks in one block', () => {
    const blocks = parseMessage('Error: x\nDetails: y\nStatus: 500');
    expect(blocks).toHaveLength(1);
    expect(blocks[0]?.lines).toHaveLength(3);
    const ids = blocks.flatMap((b) => [
      b.id,
      ...b.lines.map((l) => l.id),
      ...b.lines.flatMap((l) => l.spans.map((s) => s.id)),
    ]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('leaves lone asterisks alone', () => {
    expect(parseMessage('a ** b')[0]?.lines.map(text)).toEqual(['a ** b']);
  });
});
