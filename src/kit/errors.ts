/**
 * The one error type benchparse throws. It always says which format was being read, where (1-based line and
 * column) and shows the offending line with a caret under the column.
 */
export interface ParseErrorInit {
  format: string;
  message: string;
  /** The text being parsed, used to compute line, column and excerpt from `offset`. */
  text?: string;
  /** 0-based character offset into `text`. */
  offset?: number;
  line?: number;
  column?: number;
  /** What the grammar expected at that point, in words. */
  expected?: string[];
  source?: string;
  variant?: string;
  /** The offending line and caret, when they are not computed from `text`. */
  excerpt?: string;
}

export class ParseError extends Error {
  override readonly name = "ParseError";
  readonly format: string;
  readonly variant: string | undefined;
  readonly source: string | undefined;
  /** 1-based line number (0 when the input has no lines, e.g. empty input). */
  readonly line: number;
  /** 1-based column number. */
  readonly column: number;
  /** The offending line followed by a caret line. */
  readonly excerpt: string;
  readonly expected: string[];
  /** The message without the location prefix. */
  readonly reason: string;

  constructor(init: ParseErrorInit) {
    let line = init.line ?? 0;
    let column = init.column ?? 0;
    let excerpt = init.excerpt ?? "";
    if (init.text !== undefined) {
      const loc = locate(init.text, init.offset ?? 0);
      if (init.offset !== undefined || init.line === undefined) {
        line = loc.line;
        column = loc.column;
      }
      excerpt = caretExcerpt(lineAt(init.text, line), column);
    }
    const where = init.source ? `${init.source}:${line}:${column}` : `${line}:${column}`;
    // A message may quote the input (a token, a column name): shown escaped, like the excerpt.
    const reason = escapeControls(init.message);
    super(`${where}: ${reason}`);
    this.format = init.format;
    this.variant = init.variant;
    this.source = init.source;
    this.line = line;
    this.column = column;
    this.excerpt = excerpt;
    this.expected = init.expected ?? [];
    this.reason = reason;
  }

  /** The same error placed `lines` further down (for a piece of a longer input) and named after `source`. */
  shifted(lines: number, source?: string): ParseError {
    // `this.constructor`, not the class's own name: a bundler renames a class that names itself inside its body
    // (esbuild: `var ParseError = class _ParseError`), and the errors' class name would read `_ParseError`.
    return new (this.constructor as typeof ParseError)({
      format: this.format,
      variant: this.variant,
      source: source ?? this.source,
      message: this.reason,
      line: this.line + lines,
      column: this.column,
      excerpt: this.excerpt,
      expected: this.expected,
    });
  }

  /** A plain-object view, e.g. for JSON output. */
  toJSON(): Record<string, unknown> {
    return {
      name: this.name,
      format: this.format,
      variant: this.variant,
      source: this.source,
      line: this.line,
      column: this.column,
      message: this.reason,
      excerpt: this.excerpt,
      expected: this.expected,
    };
  }
}

/** 1-based line and column of a 0-based offset. */
export function locate(text: string, offset: number): { line: number; column: number } {
  const end = Math.max(0, Math.min(offset, text.length));
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf("\n"); i !== -1 && i < end; i = text.indexOf("\n", i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: end - lineStart + 1 };
}

/**
 * Characters a terminal would act on rather than show: C0 controls but tab (ESC starts colour and OSC sequences, CR
 * rewrites the line), DEL, C1 controls (U+0080-U+009F, CSI among them), the bidirectional embeddings, overrides,
 * isolates and marks (which reorder what is shown, "Trojan Source"), and the line and paragraph separators.
 */
const CONTROL = /[\0-\x08\n-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const CONTROL_TEST = new RegExp(CONTROL.source);

const NAMED: Record<string, string> = { "\0": "\\0", "\n": "\\n", "\r": "\\r" };

/**
 * Input text made safe to print in an error: each control character (see CONTROL) is shown escaped, `\x1b`, `\r`,
 * `\0`, `\u202e`. Tabs stay as they are (harmless, and excerpt carets line up under them). Backslashes are not
 * doubled, so escaping twice changes nothing; a printed `\x1b` may thus be the four characters themselves.
 *
 * @example
 * escapeControls("a\x1b[31mb\r")  //=> "a\\x1b[31mb\\r"
 */
export function escapeControls(text: string): string {
  if (!CONTROL_TEST.test(text)) return text;
  return text.replace(CONTROL, (c) => {
    const named = NAMED[c];
    if (named !== undefined) return named;
    const code = c.charCodeAt(0);
    return code < 0x100 ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`;
  });
}

/** How much of a long line an excerpt shows on each side of the column. */
const EXCERPT_SIDE = 100;

/**
 * The line with a caret under `column`; a very long line (a 2 MB run of digits) is cut around the column unless
 * `side` is Infinity. Control characters are shown escaped (escapeControls), and the caret is placed over the escaped
 * text: under the first character of an escape when the column is a control character. A tab before the column is
 * repeated in the caret line, so the caret lines up whatever the terminal's tab stops.
 */
export function caretExcerpt(lineText: string, column: number, side = EXCERPT_SIDE): string {
  const at = Math.max(0, Math.min(column - 1, lineText.length));
  const from = Math.max(0, at - side);
  const to = Math.min(lineText.length, at + side);
  const head = from > 0 ? "…" : "";
  const shown = `${head}${escapeControls(lineText.slice(from, to))}${to < lineText.length ? "…" : ""}`;
  const before = escapeControls(lineText.slice(from, at)).replace(/[^\t]/g, " ");
  return `${shown}\n${" ".repeat(head.length)}${before}^`;
}

function lineAt(text: string, line: number): string {
  if (line < 1) return "";
  let start = 0;
  for (let n = 1; n < line; n++) {
    const next = text.indexOf("\n", start);
    if (next === -1) return "";
    start = next + 1;
  }
  const end = text.indexOf("\n", start);
  return text.slice(start, end === -1 ? text.length : end);
}
