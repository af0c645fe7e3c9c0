import { Fragment } from 'react';

/**
 * Where a long token may wrap: after an `@` or a `/`, and before a dot that joins two parts
 * ("info@ | jtdc | .example | .in", "JTDC/ | TND/ | 2026/ | 14"). A sentence's own full stop, one
 * followed by a space or the end, is no break point.
 */
const BREAK_POINTS = /(?<=[@/])(?=\S)|(?<=\S)(?=\.\S)/;

/** The pieces of `text` between its break points (exported for tests). */
export function breakablePieces(text: string): string[] {
  return text.split(BREAK_POINTS).filter((p) => p !== '');
}

/**
 * An e-mail address, a reference number or a short text holding one, with a line-break
 * opportunity (`<wbr>`) at each natural break point: on a narrow line or at large text it wraps
 * there instead of being cut between two letters or widening the page (ADR 232). The text itself,
 * as read, copied or searched, is unchanged.
 */
export function BreakableText({ text }: { text: string }) {
  const pieces = breakablePieces(text);
  return (
    <>
      {pieces.map((piece, i) => (
        // the pieces of one fixed string: the index is their identity
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {piece}
        </Fragment>
      ))}
    </>
  );
}
