import { type IToken, type ParserMethod, type TokenType } from "chevrotain";
import { lazyGrammar, LineParser } from "../kit/parser.js";
import * as T from "./tokens.js";

/** One recognised line of ab output, with the strings as printed. Offsets point into the parsed text. */
export type AbLine =
  | { kind: "value"; label: string; offset: number; value?: string; valueOffset?: number; rest: string }
  | { kind: "text"; label: string; offset: number; text: string }
  | { kind: "progress"; label: string; offset: number; count?: string; rest: string }
  | { kind: "connectionTimes"; offset: number }
  | { kind: "connectionHeader"; offset: number; style: "full" | "short" }
  | { kind: "connectionRow"; label: string; offset: number; values: string[]; valueOffsets: number[] }
  | { kind: "failedBreakdown"; offset: number; parts: { label: string; value: string }[] }
  | { kind: "percentageTitle"; offset: number }
  | { kind: "percentile"; offset: number; percent: string; value: string; rest: string }
  | { kind: "rateContinuation"; offset: number; value: string; rest: string }
  | { kind: "count"; label: string; offset: number; value: string; rest: string }
  | { kind: "other"; offset: number; text: string };

export class AbParser extends LineParser<AbLine> {
  constructor() {
    super(T.allTokens, 2);
    this.performSelfAnalysis();
  }

  private kinds?: ParserMethod<[], AbLine>[];

  protected line = this.RULE("line", (): AbLine =>
    this.firstOf(
      (this.kinds ??= [
        this.valueField,
        this.textField,
        this.progress,
        this.connectionTimes,
        this.connectionHeader,
        this.connectionRow,
        this.failedBreakdown,
        this.percentageTitle,
        this.percentile,
        this.rateContinuation,
        this.count,
        this.otherLine,
      ]),
    ),
  );

  /** `Complete requests:      1000`, `Document Length:        Variable`, `Time taken for tests:   1.2 seconds` */
  private valueField = this.RULE("valueField", (): AbLine => {
    const label = this.CONSUME(T.ValueLabel);
    const value = this.OPTION(() => this.OR([{ ALT: () => this.CONSUME(T.Num) }, { ALT: () => this.CONSUME(T.Word) }]));
    const rest = this.SUBRULE(this.restOfLine);
    return this.ACTION(() => ({
      kind: "value" as const,
      label: label.tokenType.name,
      offset: label.startOffset,
      ...(value ? { value: value.image, valueOffset: value.startOffset } : {}),
      rest,
    }));
  });

  /** `Server Software:        nginx/1.22.1`, the banner, `Benchmarking host (be patient)`, `apr_...: msg (code)` */
  private textField = this.RULE("textField", (): AbLine => {
    const label = this.CONSUME(T.TextLabel);
    const text = this.OPTION(() => this.CONSUME(T.RestOfLine));
    return this.ACTION(() => ({ kind: "text" as const, label: label.tokenType.name, offset: label.startOffset, text: text?.image ?? "" }));
  });

  /** `Completed 100 requests`, `Finished 1000 requests` */
  private progress = this.RULE("progress", (): AbLine => {
    const label = this.OR([{ ALT: () => this.CONSUME(T.Completed) }, { ALT: () => this.CONSUME(T.Finished) }]);
    const count = this.OPTION(() => this.CONSUME(T.Num));
    const rest = this.SUBRULE(this.restOfLine);
    return this.ACTION(() => ({ kind: "progress" as const, label: label.tokenType.name, offset: label.startOffset, ...(count ? { count: count.image } : {}), rest }));
  });

  private connectionTimes = this.RULE("connectionTimes", (): AbLine => {
    const t = this.CONSUME(T.ConnectionTimes);
    this.SUBRULE(this.restOfLine);
    return { kind: "connectionTimes", offset: t.startOffset };
  });

  private connectionHeader = this.RULE("connectionHeader", (): AbLine => {
    const t = this.OR([{ ALT: () => this.CONSUME(T.ConnHeaderFull) }, { ALT: () => this.CONSUME(T.ConnHeaderShort) }]);
    this.SUBRULE(this.restOfLine);
    return this.ACTION(() => ({ kind: "connectionHeader" as const, offset: t.startOffset, style: t.tokenType === T.ConnHeaderFull ? ("full" as const) : ("short" as const) }));
  });

  /** `Connect:        0    1  59.3      0    3001` */
  private connectionRow = this.RULE("connectionRow", (): AbLine => {
    const label = this.OR([
      { ALT: () => this.CONSUME(T.Connect) },
      { ALT: () => this.CONSUME(T.Processing) },
      { ALT: () => this.CONSUME(T.Waiting) },
      { ALT: () => this.CONSUME(T.Total) },
    ]);
    const nums: IToken[] = [];
    this.MANY(() => {
      const n = this.CONSUME(T.Num);
      this.ACTION(() => nums.push(n));
    });
    this.SUBRULE(this.restOfLine);
    return this.ACTION(() => ({
      kind: "connectionRow" as const,
      label: label.tokenType.name,
      offset: label.startOffset,
      values: nums.map((n) => n.image),
      valueOffsets: nums.map((n) => n.startOffset),
    }));
  });

  /** `   (Connect: 0, Receive: 818, Length: 818, Exceptions: 818)` */
  private failedBreakdown = this.RULE("failedBreakdown", (): AbLine => {
    const open = this.CONSUME(T.LParen);
    const parts: { label: string; value: string }[] = [];
    this.AT_LEAST_ONE_SEP({
      SEP: T.Comma,
      DEF: () => {
        const l = this.OR([
          { ALT: () => this.CONSUME(T.Connect) },
          { ALT: () => this.CONSUME(T.Receive) },
          { ALT: () => this.CONSUME(T.Length) },
          { ALT: () => this.CONSUME(T.Exceptions) },
        ]);
        const n = this.CONSUME2(T.Num);
        this.ACTION(() => parts.push({ label: l.tokenType.name, value: n.image }));
      },
    });
    this.SUBRULE(this.restOfLine);
    return { kind: "failedBreakdown", offset: open.startOffset, parts };
  });

  private percentageTitle = this.RULE("percentageTitle", (): AbLine => {
    const t = this.CONSUME(T.PercentageTitle);
    this.SUBRULE(this.restOfLine);
    return { kind: "percentageTitle", offset: t.startOffset };
  });

  /** `  50%      5`, ` 100%   3067 (longest request)`, ` 0%  <0> (never)` */
  private percentile = this.RULE("percentile", (): AbLine => {
    const p = this.CONSUME(T.Num);
    this.CONSUME(T.Percent);
    const v = this.OR([
      { ALT: () => this.CONSUME2(T.Num) },
      {
        ALT: () => {
          this.CONSUME(T.LAngle);
          const n = this.CONSUME3(T.Num);
          this.CONSUME(T.RAngle);
          return n;
        },
      },
    ]);
    const rest = this.SUBRULE(this.restOfLine);
    return this.ACTION(() => ({ kind: "percentile" as const, offset: p.startOffset, percent: p.image, value: v.image, rest }));
  });

  /** `                        12.34 kb/s sent` (after Transfer rate, with -p/-u) */
  private rateContinuation = this.RULE("rateContinuation", (): AbLine => {
    const v = this.CONSUME(T.Num);
    this.CONSUME(T.KbPerSec);
    const rest = this.SUBRULE(this.restOfLine);
    return this.ACTION(() => ({ kind: "rateContinuation" as const, offset: v.startOffset, value: v.image, rest }));
  });

  /** `Total of 30 requests completed`, `Test aborted after 10 failures` */
  private count = this.RULE("count", (): AbLine => {
    const label = this.OR([{ ALT: () => this.CONSUME(T.TotalOf) }, { ALT: () => this.CONSUME(T.TestAborted) }]);
    const n = this.CONSUME(T.Num);
    const rest = this.SUBRULE(this.restOfLine);
    return this.ACTION(() => ({ kind: "count" as const, label: label.tokenType.name, offset: label.startOffset, value: n.image, rest }));
  });

  /** Anything else: copyright lines, verbose dumps, tool messages. Kept as text. */
  private otherLine = this.RULE("otherLine", (): AbLine => {
    const first = this.CONSUME(T.Text);
    this.SUBRULE(this.restOfLine);
    return this.ACTION(() => {
      const end = this.text.indexOf("\n", first.startOffset);
      return { kind: "other" as const, offset: first.startOffset, text: this.text.slice(first.startOffset, end === -1 ? undefined : end).trim() };
    });
  });

  /** The rest of the line as printed (trimmed), whatever its tokens. */
  private restOfLine = this.RULE("restOfLine", (): string => {
    let first: IToken | undefined;
    let last: IToken | undefined;
    this.MANY(() => {
      const t = this.CONSUME(T.AnyToken);
      this.ACTION(() => {
        first ??= t;
        last = t;
      });
    });
    return this.ACTION(() => (first && last ? this.text.slice(first.startOffset, last.startOffset + last.image.length).trim() : ""));
  });
}

/** The grammar, built on first use and reused for every input (grammars/kit). */
export const abGrammar = lazyGrammar(T.lexerDefinition, () => new AbParser(), (p, text) => p.read(text));

export const abTokens: TokenType[] = T.allTokens;
