/** How much of an input a format's `detect` reads: the start, where a tool's first lines say what printed them. */
export const DETECT_WINDOW = 64 * 1024;

/**
 * The start of an input that a format's `detect` reads (the whole text when shorter than the window).
 *
 * @example
 * detectHead("x".repeat(100_000)).length //=> 65536
 * detectHead(text, 16 * 1024)            // a format whose first lines say it within 16 KiB
 */
export function detectHead(text: string, window: number = DETECT_WINDOW): string {
  return text.length > window ? text.slice(0, window) : text;
}

/**
 * The part of a detector's head from its first line that opens a JSON object (`{` after blanks or a byte order mark),
 * or undefined when no line does. Lines before it are let be, as other formats' detectors let them be (a comment or
 * a note pasted before the output: the engine reads them as asides or prose once the format is chosen).
 *
 * @example
 * jsonObjectHead('# run 1\n{"metrics": {}}') //=> '{"metrics": {}}'
 * jsonObjectHead("Requests: 10")             //=> undefined
 */
export function jsonObjectHead(head: string): string | undefined {
  const m = /(?:^|\n)[\ufeff \t\r]*\{/.exec(head);
  return m === null ? undefined : head.slice(m.index + (head[m.index] === "\n" ? 1 : 0));
}
