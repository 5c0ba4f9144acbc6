import { EmbeddedActionsParser, type IOrAlt, type IToken, type TokenType } from "chevrotain";
import { lazyGrammar, parserConfig } from "../kit/parser.js";
import * as T from "./tokens.js";

/**
 * One token of a summary line, as Chevrotain made it: `tokenType` is its type (one of the token types of tokens.ts:
 * Num, Word, Comma, CpuLabel, ..., compared by identity), `image` the text as printed, `startOffset` where it
 * starts. The tokens are passed on as they are (a log holds millions of them: no copy per token).
 */
export type TopToken = IToken;

/** One recognised line of a top frame, with the strings as printed. Offsets point into the parsed text. */
export type TopLine =
  /**
   * `top - 15:24:25 up 8 min,  0 user,  load average: 0.80, 0.39, 0.18`, or procps 2.0's line without `top - `
   * (`bare`): ` 19:15:16  up 2 days, 20:23,  4 users,  load average: ...`, `  6:58pm  up 14 min, ...` (the clock
   * then holds its `am`/`pm`). `clockOffset`: where the clock is.
   */
  | { kind: "uptime"; offset: number; clockOffset: number; clock: string; up: TopToken[]; load: TopToken[]; bare?: true }
  /** A labelled summary line: `Tasks: ...`, `%Cpu(s): ...`, `MiB Mem : ...`, `Mem: ...K used`, `Load average: ...` */
  | { kind: "summary"; offset: number; label: TopToken; items: TopToken[] }
  /**
   * The column header (without its newline) and where the process rows under it are in the parsed text: from
   * `rowsStart` to `rowsEnd`, each row with its newline (a log holds millions of rows: no copy, no object per row).
   */
  | { kind: "table"; offset: number; header: string; rowsStart: number; rowsEnd: number }
  | { kind: "date"; offset: number; text: string }
  | { kind: "separator"; offset: number }
  /** Any other line (a shell prompt, a continuation line such as FreeBSD's ARC ratio line). */
  | { kind: "other"; offset: number; items: TopToken[] };

const chomp = (s: string): string => (s.endsWith("\n") ? s.slice(0, -1) : s);

/**
 * The rules run once per frame of a log that may hold millions of frames, so they allocate little: the lines go
 * to `this.lines` (no ARGS array per subrule call), the alternatives of `frame` are built once (Chevrotain's
 * "cached alternatives"), and a run of tokens of several types is one CONSUME of a token category (UpItem, Label,
 * FirstItem) rather than an OR.
 */
export class TopParser extends EmbeddedActionsParser {
  /** The lines of the current run of `frame`. */
  private lines: TopLine[] = [];
  private frameAlternatives: IOrAlt<unknown>[] | undefined;

  constructor() {
    super(T.allTokens, parserConfig(1));
    this.performSelfAnalysis();
  }

  /** A frame (or several): lines in any order; src/formats/top/raw.ts checks the order a frame needs. */
  public frame = this.RULE("frame", () => {
    const lines: TopLine[] = [];
    this.lines = lines;
    this.MANY(() => {
      this.OR(
        (this.frameAlternatives ??= [
          { ALT: () => this.CONSUME(T.Newline) },
          { ALT: () => this.SUBRULE(this.uptimeLine) },
          { ALT: () => this.SUBRULE(this.summaryLine) },
          { ALT: () => this.SUBRULE(this.table) },
          {
            ALT: () => {
              const d = this.CONSUME(T.DateLine);
              this.ACTION(() => this.lines.push({ kind: "date", offset: d.startOffset, text: d.image.trimEnd() }));
            },
          },
          {
            ALT: () => {
              const s = this.CONSUME(T.Separator);
              this.ACTION(() => this.lines.push({ kind: "separator", offset: s.startOffset }));
            },
          },
          { ALT: () => this.SUBRULE(this.otherLine) },
        ]),
      );
    });
    return lines;
  });

  /** `top - HH:MM:SS up <uptime>, <users>, load average: a, b, c` */
  private uptimeLine = this.RULE("uptimeLine", () => {
    const start = this.CONSUME(T.TopDash);
    const clock = this.CONSUME(T.Clock);
    this.CONSUME(T.Up);
    const up: TopToken[] = [];
    // a number, a time, a word, a comma or `?`
    this.MANY(() => up.push(this.CONSUME(T.UpItem)));
    this.CONSUME(T.LoadAverage);
    const load = this.SUBRULE(this.items);
    this.ACTION(() => this.lines.push({ kind: "uptime", offset: start.startOffset, clockOffset: clock.startOffset, clock: clock.image, up, load }));
  });

  /** A labelled line; its items are everything up to the end of the line. */
  private summaryLine = this.RULE("summaryLine", () => {
    // LineLabel, CpuLabel or MemLabel
    const label = this.CONSUME(T.Label);
    const items = this.SUBRULE(this.items);
    this.ACTION(() => this.lines.push({ kind: "summary", offset: label.startOffset, label, items }));
  });

  /** The column header and the process rows under it. */
  private table = this.RULE("table", () => {
    const header = this.CONSUME(T.HeaderLine);
    const rowsStart = header.startOffset + header.image.length;
    let rowsEnd = rowsStart;
    this.OPTION(() => {
      const rows = this.CONSUME(T.Rows);
      rowsEnd = rows.startOffset + rows.image.length;
    });
    this.ACTION(() => this.lines.push({ kind: "table", offset: header.startOffset, header: chomp(header.image), rowsStart, rowsEnd }));
  });

  private otherLine = this.RULE("otherLine", () => {
    // Plain, Up or LoadAverage
    const first = this.CONSUME(T.FirstItem);
    const items = this.SUBRULE(this.items);
    this.ACTION(() => {
      // procps 2.0's line 1 starts with its clock (a line that starts with a time is otherwise rare: one check)
      if (first.tokenType === T.Clock && bareUptime(first, items, this.lines)) return;
      items.unshift(first);
      this.lines.push({ kind: "other", offset: first.startOffset, items });
    });
  });

  /** The rest of a line's tokens. */
  private items = this.RULE("items", (): TopToken[] => {
    const out: TopToken[] = [];
    this.MANY(() => out.push(this.CONSUME(T.Item)));
    return out;
  });
}

/**
 * procps 2.0's line 1, which has no `top - `: `HH:MM[:SS][am|pm]  up <uptime>, <users>,  load average: a, b, c`
 * (procps 2.0 `sprint_uptime`). Pushes it as an uptime line and returns true, or returns false for any other line.
 */
function bareUptime(clock: TopToken, items: TopToken[], lines: TopLine[]): boolean {
  let image = clock.image;
  let k = 0;
  const suffix = items[0];
  if (suffix !== undefined && suffix.tokenType === T.Word && (suffix.image === "am" || suffix.image === "pm") && suffix.startOffset === clock.startOffset + clock.image.length) {
    image += suffix.image;
    k = 1;
  }
  if (items[k]?.tokenType !== T.Up) return false;
  let load = k + 1;
  while (load < items.length && items[load]!.tokenType !== T.LoadAverage) load++;
  if (load === items.length) return false;
  lines.push({ kind: "uptime", offset: clock.startOffset, clockOffset: clock.startOffset, clock: image, up: items.slice(k + 1, load), load: items.slice(load + 1), bare: true });
  return true;
}

/** The top grammar, built once on first use and reused for every frame. */
export const topGrammar = lazyGrammar(T.lexerDefinition, () => new TopParser(), (p) => p.frame());

export const topTokens: TokenType[] = T.allTokens;
