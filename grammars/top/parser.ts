import { EmbeddedActionsParser, Lexer, type IToken, type TokenType } from "chevrotain";
import * as T from "./tokens.js";

/** One token of a summary line, as printed. `type` is the token's name (Num, Word, Comma, CpuLabel, ...). */
export interface TopToken {
  type: string;
  image: string;
  offset: number;
}

/** One recognised line of a top frame, with the strings as printed. Offsets point into the parsed text. */
export type TopLine =
  /** `top - 15:24:25 up 8 min,  0 user,  load average: 0.80, 0.39, 0.18` */
  | { kind: "uptime"; offset: number; clock: string; up: TopToken[]; load: TopToken[] }
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

const tok = (t: IToken): TopToken => ({ type: t.tokenType.name, image: t.image, offset: t.startOffset });
const chomp = (s: string): string => (s.endsWith("\n") ? s.slice(0, -1) : s);

export class TopParser extends EmbeddedActionsParser {
  constructor() {
    super(T.allTokens, { maxLookahead: 1, recoveryEnabled: false });
    this.performSelfAnalysis();
  }

  /** A frame (or several): lines in any order; src/formats/top/raw.ts checks the order a frame needs. */
  public frame = this.RULE("frame", () => {
    const lines: TopLine[] = [];
    this.MANY(() => {
      this.OR([
        { ALT: () => this.CONSUME(T.Newline) },
        { ALT: () => this.SUBRULE(this.uptimeLine, { ARGS: [lines] }) },
        { ALT: () => this.SUBRULE(this.summaryLine, { ARGS: [lines] }) },
        { ALT: () => this.SUBRULE(this.table, { ARGS: [lines] }) },
        {
          ALT: () => {
            const d = this.CONSUME(T.DateLine);
            this.ACTION(() => lines.push({ kind: "date", offset: d.startOffset, text: d.image.trimEnd() }));
          },
        },
        {
          ALT: () => {
            const s = this.CONSUME(T.Separator);
            this.ACTION(() => lines.push({ kind: "separator", offset: s.startOffset }));
          },
        },
        { ALT: () => this.SUBRULE(this.otherLine, { ARGS: [lines] }) },
      ]);
    });
    return lines;
  });

  /** `top - HH:MM:SS up <uptime>, <users>, load average: a, b, c` */
  private uptimeLine = this.RULE("uptimeLine", (lines: TopLine[]) => {
    const start = this.CONSUME(T.TopDash);
    const clock = this.CONSUME(T.Clock);
    this.CONSUME(T.Up);
    const up: TopToken[] = [];
    this.MANY(() => {
      const t = this.OR([
        { ALT: () => this.CONSUME(T.Num) },
        { ALT: () => this.CONSUME2(T.Clock) },
        { ALT: () => this.CONSUME(T.Word) },
        { ALT: () => this.CONSUME(T.Comma) },
        { ALT: () => this.CONSUME(T.Question) },
      ]);
      this.ACTION(() => up.push(tok(t)));
    });
    this.CONSUME(T.LoadAverage);
    const load = this.SUBRULE(this.items);
    this.ACTION(() => lines.push({ kind: "uptime", offset: start.startOffset, clock: clock.image, up, load }));
  });

  /** A labelled line; its items are everything up to the end of the line. */
  private summaryLine = this.RULE("summaryLine", (lines: TopLine[]) => {
    const label = this.OR([
      { ALT: () => this.CONSUME(T.LineLabel) },
      { ALT: () => this.CONSUME(T.CpuLabel) },
      { ALT: () => this.CONSUME(T.MemLabel) },
    ]);
    const items = this.SUBRULE(this.items);
    this.ACTION(() => lines.push({ kind: "summary", offset: label.startOffset, label: tok(label), items }));
  });

  /** The column header and the process rows under it. */
  private table = this.RULE("table", (lines: TopLine[]) => {
    const header = this.CONSUME(T.HeaderLine);
    const rowsStart = header.startOffset + header.image.length;
    let rowsEnd = rowsStart;
    this.OPTION(() => {
      const rows = this.CONSUME(T.Rows);
      rowsEnd = rows.startOffset + rows.image.length;
    });
    this.ACTION(() => lines.push({ kind: "table", offset: header.startOffset, header: chomp(header.image), rowsStart, rowsEnd }));
  });

  private otherLine = this.RULE("otherLine", (lines: TopLine[]) => {
    const first = this.OR([
      { ALT: () => this.CONSUME(T.Plain) },
      { ALT: () => this.CONSUME(T.Up) },
      { ALT: () => this.CONSUME(T.LoadAverage) },
    ]);
    const rest = this.SUBRULE(this.items);
    this.ACTION(() => lines.push({ kind: "other", offset: first.startOffset, items: [tok(first), ...rest] }));
  });

  /** The rest of a line's tokens. */
  private items = this.RULE("items", (): TopToken[] => {
    const out: TopToken[] = [];
    this.MANY(() => {
      const t = this.CONSUME(T.Item);
      this.ACTION(() => out.push(tok(t)));
    });
    return out;
  });
}

let lexer: Lexer | undefined;
let parser: TopParser | undefined;

/** The top grammar, built once on first use and reused for every frame. */
export const topGrammar = {
  lexer: (): Lexer => (lexer ??= new Lexer(T.lexerDefinition, { positionTracking: "onlyOffset", ensureOptimizations: true })),
  parser: (): TopParser => (parser ??= new TopParser()),
  run: (p: TopParser): TopLine[] => p.frame(),
};

export const topTokens: TokenType[] = T.allTokens;
