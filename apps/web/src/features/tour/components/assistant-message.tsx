import { Fragment } from 'react';
import { type MessageLine, parseMessage } from '../utils/parse-message.ts';

function Line({ line }: { line: MessageLine }) {
  return line.spans.map((span) =>
    span.isBold ? (
      <strong key={span.id} className="font-semibold text-white">
        {span.text}
      </strong>
    ) : (
      <Fragment key={span.id}>{span.text}</Fragment>
    ),
  );
}

/**
 * The assistant's reply as formatted text: paragraphs, bullet lists and bold (see parseMessage).
 * It is rendered as React text, never as HTML.
 */
export function AssistantMessage({ text }: { text: string }) {
  return (
    <div className="space-y-3 text-sm leading-relaxed text-teal-50">
      {parseMessage(text).map((block) => (
        <div key={block.id}>
          {block.lines.length > 0 && (
            <p>
              {block.lines.map((line, i) => (
                <Fragment key={line.id}>
                  {i > 0 && <br />}
                  <Line line={line} />
                </Fragment>
              ))}
            </p>
          )}
          {block.items.length > 0 && (
            <ul className="mt-1 list-disc space-y-1 pl-5 marker:text-mint-400">
              {block.items.map((item) => (
                <li key={item.id}>
                  <Line line={item} />
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </div>
  );
}
