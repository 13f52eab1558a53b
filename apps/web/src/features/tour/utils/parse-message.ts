/** A reply split into what the dashboard renders: paragraphs (with line breaks) and bullet lists. */
export interface MessageBlock {
  id: string;
  lines: MessageLine[];
  items: MessageLine[];
}
export interface MessageLine {
  id: string;
  spans: { id: string; text: string; isBold: boolean }[];
}

/** `**bold**` spans of one line. */
function spans(line: string, id: string): MessageLine {
  const parts = line.split(/(\*\*[^*]+\*\*)/g).filter((part) => part !== '');
  let offset = 0;
  return {
    id,
    spans: parts.map((part) => {
      const isBold = part.length > 4 && part.startsWith('**') && part.endsWith('**');
      const span = { id: `${id}.${offset}`, text: isBold ? part.slice(2, -2) : part, isBold };
      offset += part.length;
      return span;
    }),
  };
}

/**
 * Light markup of the assistant's replies: blank lines separate blocks, lines starting with "- "
 * are list items, `**x**` is bold. Ids come from text positions, so they are stable.
 */
export function parseMessage(text: string): MessageBlock[] {
  const blocks: MessageBlock[] = [];
  let offset = 0;
  for (const raw of text.split(/(\n{2,})/)) {
    const start = offset;
    offset += raw.length;
    if (raw.trim() === '' || /^\n+$/.test(raw)) continue;
    const block: MessageBlock = { id: `b${start}`, lines: [], items: [] };
    let lineOffset = start;
    for (const line of raw.split('\n')) {
      const id = `l${lineOffset}`;
      lineOffset += line.length + 1;
      if (line.startsWith('- ')) block.items.push(spans(line.slice(2), id));
      else block.lines.push(spans(line, id));
    }
    blocks.push(block);
  }
  return blocks;
}
