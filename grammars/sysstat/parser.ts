import { type IToken, type ParserMethod, type TokenType } from "chevrotain";
import { lazyGrammar, LineParser } from "../kit/parser.js";
import * as T from "./tokens.js";

/** One cell of a row as printed, with its offset in the parsed text. */
export interface SysstatCell {
  text: string;
  offset: number;
  /** True when the lexer read it as a number (`2.15`, `2,15`, `1.4G`, `82.9%`). */
  numeric: boolean;
}

/** The time column: a clock time (`13:20:09`, `01:20:09 PM`, `13時20分09秒`) or a statistics label (`Average:`). */
export interface SysstatStamp {
  text: string;
  offset: number;
  kind: "clock" | "label";
}

/**
 * One recognised line of a sysstat report (sar, iostat, mpstat), strings as printed; each format's raw.ts gives the
 * lines their meaning. Offsets point into the parsed text.
 * - `sysinfo`: the report header `Linux 6.1.0 (host) \t01/15/24 \t_x86_64_\t(8 CPU)`.
 * - `row`: a time (or label) followed by cells: a column header row or a data row (the grammar does not tell them
 *   apart; a header row is one without any numeric cell).
 * - `restart`: `15:24:47     LINUX RESTART\t(2 CPU)`.
 * - `comment`: `15:24:47     COM some text` (text exactly as printed, to the end of the line).
 * - `text`: any other line (a Unix sar header such as `AIX host 2 7 00F9... 04/20/20`, `System configuration: ...`,
 *   or a continuation row without a time).
 */
export type SysstatLine =
  | {
      kind: "sysinfo";
      offset: number;
      os: SysstatCell;
      release: SysstatCell;
      host: string;
      hostOffset: number;
      date: SysstatCell[];
      arch?: SysstatCell;
      cpuCount?: SysstatCell;
      rest: SysstatCell[];
    }
  | { kind: "row"; offset: number; stamp: SysstatStamp; cells: SysstatCell[] }
  | { kind: "restart"; offset: number; stamp: SysstatStamp; cpuCount?: SysstatCell; rest: SysstatCell[] }
  | { kind: "comment"; offset: number; stamp: SysstatStamp; text: string; textOffset: number }
  | { kind: "text"; offset: number; cells: SysstatCell[] };

const cell = (t: IToken): SysstatCell => ({ text: t.image, offset: t.startOffset, numeric: t.tokenType === T.Number });

/** Adds a token to a row's cells; tokens printed without a blank between them (`(2`, `Keyboard(R)`) form one cell. */
function pushCell(out: SysstatCell[], t: IToken): void {
  const prev = out.at(-1);
  if (prev && prev.offset + prev.text.length === t.startOffset) {
    prev.text += t.image;
    prev.numeric = false;
  } else {
    out.push(cell(t));
  }
}

export class SysstatParser extends LineParser<SysstatLine> {
  constructor() {
    super(T.allTokens, 3);
    this.performSelfAnalysis();
  }

  private kinds?: ParserMethod<[], SysstatLine>[];

  protected line = this.RULE("line", (): SysstatLine =>
    this.firstOf(
      (this.kinds ??= [
        this.sysinfo,
        this.timedLine,
        this.statRow,
        this.textLine,
      ]),
    ),
  );

  /** `Linux 6.1.0-13-amd64 (web01) \t01/15/2024 \t_x86_64_\t(8 CPU)`; sysstat <= 8.1 stops after the date. */
  private sysinfo = this.RULE("sysinfo", (): SysstatLine => {
    const os = this.CONSUME(T.Word);
    const release = this.CONSUME(T.Cell);
    const open = this.CONSUME(T.LParen);
    this.MANY(() => this.CONSUME2(T.Cell));
    const close = this.CONSUME(T.RParen);
    const date: SysstatCell[] = [];
    this.MANY2(() => {
      const t = this.OR([{ ALT: () => this.CONSUME3(T.Word) }, { ALT: () => this.CONSUME(T.Number) }]);
      this.ACTION(() => date.push(cell(t)));
    });
    const arch = this.OPTION(() => this.CONSUME(T.Arch));
    const cpuCount = this.OPTION2(() => this.SUBRULE(this.cpuCount));
    const rest = this.SUBRULE(this.cells);
    return this.ACTION(() => {
      const hostStart = open.startOffset + 1;
      return {
        kind: "sysinfo" as const,
        offset: os.startOffset,
        os: cell(os),
        release: cell(release),
        host: this.text.slice(hostStart, close.startOffset),
        hostOffset: hostStart,
        date,
        ...(arch ? { arch: cell(arch) } : {}),
        ...(cpuCount ? { cpuCount } : {}),
        rest,
      };
    });
  });

  /** `(8 CPU)`: the number is what the raw record keeps. */
  private cpuCount = this.RULE("cpuCount", (): SysstatCell => {
    this.CONSUME(T.LParen);
    const n = this.CONSUME(T.Number);
    this.CONSUME(T.Word);
    this.CONSUME(T.RParen);
    return this.ACTION(() => cell(n));
  });

  /** A line that starts with a clock time: a header or data row, a restart mark or a comment. */
  private timedLine = this.RULE("timedLine", (): SysstatLine => {
    const stamp = this.SUBRULE(this.clock);
    return this.OR({
      IGNORE_AMBIGUITIES: true,
      DEF: [
      {
        ALT: () => {
          this.CONSUME(T.Restart);
          const cpuCount = this.OPTION(() => this.SUBRULE(this.cpuCount));
          const rest = this.SUBRULE(this.cells);
          return this.ACTION(() => ({ kind: "restart" as const, offset: stamp.offset, stamp, ...(cpuCount ? { cpuCount } : {}), rest }));
        },
      },
      {
        ALT: () => {
          const com = this.CONSUME(T.Com);
          this.SUBRULE2(this.cells);
          return this.ACTION(() => {
            const start = com.startOffset + com.image.length;
            const end = this.text.indexOf("\n", start);
            const raw = this.text.slice(start, end === -1 ? this.text.length : end);
            const text = raw.replace(/^[ \t]/, "").replace(/[ \t\r]+$/, "");
            return { kind: "comment" as const, offset: stamp.offset, stamp, text, textOffset: start + (raw.length - raw.replace(/^[ \t]/, "").length) };
          });
        },
      },
      {
        ALT: () => {
          const cells = this.SUBRULE3(this.cells);
          return { kind: "row" as const, offset: stamp.offset, stamp, cells };
        },
      },
    ]});
  });

  /** `13:20:09`, `01:20:09 PM`, `12:38:33 PM IST`, `05:13:05  IST`, `13時20分09秒`, `13시 20분 09초`. */
  private clock = this.RULE("clock", (): SysstatStamp => {
    return this.OR([
      {
        ALT: () => {
          const t = this.CONSUME(T.Clock);
          const m = this.OPTION(() => this.CONSUME(T.Meridiem));
          // the zone `%Z` prints after the clock in some locales (en_IN's `%I:%M:%S %p %Z`): a name, or a numeric zone
          const z = this.OPTION2({
            GATE: () => this.LA(1).tokenType === T.Zone || (this.LA(1).tokenType === T.Number && T.NUMERIC_ZONE.test(this.LA(1).image)),
            DEF: () => this.OR2([{ ALT: () => this.CONSUME(T.Zone) }, { ALT: () => this.CONSUME2(T.Number) }]),
          });
          return this.ACTION(() => {
            const last = z ?? m;
            return { text: last ? this.text.slice(t.startOffset, last.startOffset + last.image.length) : t.image, offset: t.startOffset, kind: "clock" as const };
          });
        },
      },
      {
        ALT: () => {
          const t = this.CONSUME(T.CjkClock);
          return this.ACTION(() => ({ text: t.image, offset: t.startOffset, kind: "clock" as const }));
        },
      },
    ]);
  });

  /** `Average:  all  2.15 ...`, `Summary: ...`, `Durchschn.: ...`, `Moyenne : ...`. */
  private statRow = this.RULE("statRow", (): SysstatLine => {
    const label = this.CONSUME(T.StatLabel);
    const cells = this.SUBRULE(this.cells);
    return this.ACTION(() => ({ kind: "row" as const, offset: label.startOffset, stamp: { text: label.image, offset: label.startOffset, kind: "label" as const }, cells }));
  });

  /** Any other line, kept as cells. */
  private textLine = this.RULE("textLine", (): SysstatLine => {
    const first = this.OR([{ ALT: () => this.CONSUME(T.Cell) }, { ALT: () => this.CONSUME(T.LParen) }, { ALT: () => this.CONSUME(T.RParen) }]);
    const rest = this.SUBRULE(this.cells);
    return this.ACTION(() => {
      const cells: SysstatCell[] = [cell(first)];
      for (const c of rest) {
        const prev = cells.at(-1)!;
        if (prev.offset + prev.text.length === c.offset) {
          prev.text += c.text;
          prev.numeric = false;
        } else cells.push(c);
      }
      return { kind: "text" as const, offset: first.startOffset, cells };
    });
  });

  /** The cells up to the end of the line (parentheses included, as words). */
  private cells = this.RULE("cells", (): SysstatCell[] => {
    const out: SysstatCell[] = [];
    this.MANY(() => {
      const t = this.OR([{ ALT: () => this.CONSUME(T.Cell) }, { ALT: () => this.CONSUME(T.LParen) }, { ALT: () => this.CONSUME(T.RParen) }]);
      this.ACTION(() => pushCell(out, t));
    });
    return out;
  });
}

/** The sysstat report grammar, built once on first use and reused (by sar, iostat and mpstat). */
export const sysstatGrammar = lazyGrammar(T.lexerDefinition, () => new SysstatParser(), (p, text) => p.read(text));

/** Every token type, for tests that build the grammar with validations. */
export const sysstatTokenTypes: TokenType[] = T.allTokens;
