import { type IToken, type ParserMethod, type TokenType } from "chevrotain";
import { lazyGrammar, LineParser } from "../kit/parser.js";
import * as T from "./tokens.js";

/** A value as printed, and where it starts in the parsed text. */
export interface Printed {
  text: string;
  offset: number;
}

/**
 * One recognised line of bombardier output, with the strings as printed. A line starts with bombardier's own words
 * (up to two tokens decide its kind); whatever is missing after them (a line cut off) is left out, so no line fails
 * to parse: the grouping (src/formats/bombardier/raw.ts) decides what a line means in its place.
 */
export type BombardierLine =
  /** `Bombarding http://h:8080 for 10s using 125 connection(s)`: `rest` is everything after the word, as printed. */
  | { kind: "intro"; offset: number; rest?: Printed }
  /** A progress bar frame (`[====] 10s`, ` 10000 / 10000 [===] 100.00% 2463/s 4s`); `done` when `Done!` is on it. */
  | { kind: "progress"; offset: number; done: boolean }
  | { kind: "done"; offset: number }
  | { kind: "statsHeader"; offset: number }
  | { kind: "statRow"; offset: number; name: "Reqs/sec" | "Latency"; cells: Printed[] }
  /** `There wasn't enough data to compute statistics for requests.` (or `latencies.`) */
  | { kind: "noData"; offset: number; what?: Printed }
  /** `Latency Distribution`, `Latency Distribution (Total)`, `Latency Distribution (2xx)` */
  | { kind: "distributionTitle"; offset: number; which?: Printed }
  | { kind: "percentile"; offset: number; percent: Printed; value?: Printed }
  | { kind: "httpCodes"; offset: number }
  /** `1xx - 0, 2xx - 512000, 3xx - 0, 4xx - 0, 5xx - 0` */
  | { kind: "codes"; offset: number; parts: { code: string; value?: Printed }[] }
  | { kind: "others"; offset: number; value?: Printed }
  | { kind: "errorsTitle"; offset: number }
  | { kind: "throughput"; offset: number; value?: Printed }
  /** Anything else: an `Errors:` line (`dial tcp ...: connection refused - 12`), a prompt, prose; sliced from the text. */
  | { kind: "other"; offset: number };

const printed = (t: IToken): Printed => ({ text: t.image, offset: t.startOffset });

export class BombardierParser extends LineParser<BombardierLine> {
  constructor() {
    super(T.allTokens, 2);
    this.performSelfAnalysis();
  }

  private kinds?: ParserMethod<[], BombardierLine>[];

  protected line = this.RULE("line", (): BombardierLine =>
    this.firstOf(
      (this.kinds ??= [
        this.intro,
        this.progress,
        this.done,
        this.statsHeader,
        this.statRow,
        this.noData,
        this.distributionTitle,
        this.percentile,
        this.httpCodes,
        this.codes,
        this.others,
        this.errorsTitle,
        this.throughput,
        this.otherLine,
      ]),
    ),
  );

  /** `Bombarding http://127.0.0.1:8080 with 10000 request(s) using 125 connection(s)` */
  private intro = this.RULE("intro", (): BombardierLine => {
    const t = this.CONSUME(T.Bombarding);
    const rest = this.OPTION(() => this.CONSUME(T.RestOfLine));
    this.SUBRULE(this.tail);
    return this.ACTION(() => ({ kind: "intro" as const, offset: t.startOffset, ...(rest ? { rest: printed(rest) } : {}) }));
  });

  /** `[=====] 10s`, ` 10000 / 10000 [=====] 100.00% 2463/s 4s`, `[=====] 20s Done!` */
  private progress = this.RULE("progress", (): BombardierLine => {
    const t = this.OR([
      { ALT: () => this.CONSUME(T.Bar) },
      {
        ALT: () => {
          const n = this.CONSUME(T.Quantity);
          this.CONSUME(T.Slash);
          return n;
        },
      },
    ]);
    let done = false;
    this.MANY(() => {
      const x = this.CONSUME(T.AnyToken);
      this.ACTION(() => {
        if (x.tokenType === T.Done) done = true;
      });
    });
    return { kind: "progress", offset: t.startOffset, done };
  });

  /** `Done!` */
  private done = this.RULE("done", (): BombardierLine => {
    const t = this.CONSUME(T.Done);
    this.SUBRULE(this.tail);
    return { kind: "done", offset: t.startOffset };
  });

  /** `Statistics        Avg      Stdev        Max` */
  private statsHeader = this.RULE("statsHeader", (): BombardierLine => {
    const t = this.CONSUME(T.Statistics);
    this.SUBRULE(this.tail);
    return { kind: "statsHeader", offset: t.startOffset };
  });

  /** `  Reqs/sec     51234.56    3456.78   60012.00`, `  Latency        2.44ms     1.02ms    45.10ms` */
  private statRow = this.RULE("statRow", (): BombardierLine => {
    const name = this.OR([{ ALT: () => this.CONSUME(T.ReqsSec) }, { ALT: () => this.CONSUME(T.Latency) }]);
    const cells: Printed[] = [];
    this.AT_LEAST_ONE(() => {
      const v = this.OR2([{ ALT: () => this.CONSUME(T.Quantity) }, { ALT: () => this.CONSUME(T.NotANumber) }]);
      this.ACTION(() => cells.push(printed(v)));
    });
    this.SUBRULE(this.tail);
    return this.ACTION(() => ({ kind: "statRow" as const, offset: name.startOffset, name: name.tokenType === T.ReqsSec ? ("Reqs/sec" as const) : ("Latency" as const), cells }));
  });

  /** `  There wasn't enough data to compute statistics for requests.` */
  private noData = this.RULE("noData", (): BombardierLine => {
    const t = this.CONSUME(T.NoData);
    const what = this.OPTION(() => this.CONSUME(T.Word));
    this.SUBRULE(this.tail);
    return this.ACTION(() => ({ kind: "noData" as const, offset: t.startOffset, ...(what ? { what: printed(what) } : {}) }));
  });

  /** `  Latency Distribution`, `  Latency Distribution (Total)`, `  Latency Distribution (2xx)` */
  private distributionTitle = this.RULE("distributionTitle", (): BombardierLine => {
    const t = this.CONSUME(T.LatencyDistribution);
    const which = this.OPTION(() => this.CONSUME(T.Word));
    this.SUBRULE(this.tail);
    return this.ACTION(() => ({ kind: "distributionTitle" as const, offset: t.startOffset, ...(which ? { which: printed(which) } : {}) }));
  });

  /** `     50%     2.10ms` */
  private percentile = this.RULE("percentile", (): BombardierLine => {
    const p = this.CONSUME(T.Quantity);
    this.CONSUME(T.Percent);
    const value = this.OPTION(() => this.CONSUME2(T.Quantity));
    this.SUBRULE(this.tail);
    return this.ACTION(() => ({ kind: "percentile" as const, offset: p.startOffset, percent: printed(p), ...(value ? { value: printed(value) } : {}) }));
  });

  /** `  HTTP codes:` */
  private httpCodes = this.RULE("httpCodes", (): BombardierLine => {
    const t = this.CONSUME(T.HttpCodes);
    this.SUBRULE(this.tail);
    return { kind: "httpCodes", offset: t.startOffset };
  });

  /** `    1xx - 0, 2xx - 512000, 3xx - 0, 4xx - 0, 5xx - 0` */
  private codes = this.RULE("codes", (): BombardierLine => {
    const first = this.LA(1);
    const parts: { code: string; value?: Printed }[] = [];
    this.AT_LEAST_ONE(() => {
      const code = this.CONSUME(T.CodeClass);
      // any word: what is not a count (`-0`, a damaged copy's) is refused where it is
      const value = this.OPTION(() => this.OR([{ ALT: () => this.CONSUME(T.Quantity) }, { ALT: () => this.CONSUME(T.Word) }]));
      this.OPTION2(() => this.CONSUME(T.Comma));
      this.ACTION(() => parts.push({ code: code.image.slice(0, 3), ...(value ? { value: printed(value) } : {}) }));
    });
    this.SUBRULE(this.tail);
    return { kind: "codes", offset: first.startOffset, parts };
  });

  /** `    others - 0` */
  private others = this.RULE("others", (): BombardierLine => {
    const t = this.CONSUME(T.Others);
    const value = this.OPTION(() => this.CONSUME(T.Quantity));
    this.SUBRULE(this.tail);
    return this.ACTION(() => ({ kind: "others" as const, offset: t.startOffset, ...(value ? { value: printed(value) } : {}) }));
  });

  /** `  Errors:` */
  private errorsTitle = this.RULE("errorsTitle", (): BombardierLine => {
    const t = this.CONSUME(T.ErrorsTitle);
    this.SUBRULE(this.tail);
    return { kind: "errorsTitle", offset: t.startOffset };
  });

  /** `  Throughput:    10.42MB/s` */
  private throughput = this.RULE("throughput", (): BombardierLine => {
    const t = this.CONSUME(T.Throughput);
    const value = this.OPTION(() => this.CONSUME(T.Rate));
    this.SUBRULE(this.tail);
    return this.ACTION(() => ({ kind: "throughput" as const, offset: t.startOffset, ...(value ? { value: printed(value) } : {}) }));
  });

  /** Anything else: an error line, a prompt, prose. The grouping slices it from the text. */
  private otherLine = this.RULE("otherLine", (): BombardierLine => {
    const t = this.CONSUME(T.AnyToken);
    this.SUBRULE(this.tail);
    return { kind: "other", offset: t.startOffset };
  });

  /** Whatever else the line holds, up to its end. */
  private tail = this.RULE("tail", (): void => {
    this.MANY(() => this.CONSUME(T.AnyToken));
  });
}

/** The grammar, built on first use and reused for every input (grammars/kit). */
export const bombardierGrammar = lazyGrammar(T.lexerDefinition, () => new BombardierParser(), (p, text) => p.read(text));

export const bombardierTokens: TokenType[] = T.allTokens;
