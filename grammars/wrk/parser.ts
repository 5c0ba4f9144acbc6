import { type IToken, type ParserMethod, type TokenType } from "chevrotain";
import { lazyGrammar, LineParser } from "../kit/parser.js";
import * as T from "./tokens.js";

/** A value as printed, and where it starts in the parsed text. */
export interface Printed {
  text: string;
  offset: number;
}

/** One cell of a Thread Stats row: `635.91us`, `9.01k`, `93.14%`, `-nan%`. */
export interface StatCell extends Printed {
  /** A `%` followed the value. */
  percent: boolean;
}

/**
 * One recognised line of wrk output, with the strings as printed. A line starts with wrk's own words (two tokens
 * decide its kind); whatever is missing after them (a line cut off) is left out, so no line fails to parse: the
 * grouping (src/formats/wrk/raw.ts) decides what a line means in its place, and what an incomplete one costs.
 */
export type WrkLine =
  | { kind: "running"; offset: number; duration?: Printed; url?: Printed }
  | { kind: "threads"; offset: number; threads: Printed; connections?: Printed }
  | { kind: "statsHeader"; offset: number }
  | { kind: "statRow"; offset: number; name: "Latency" | "Req/Sec"; cells: StatCell[] }
  | { kind: "distributionTitle"; offset: number }
  | { kind: "percentile"; offset: number; percent: Printed; value?: Printed }
  | { kind: "totals"; offset: number; requests: Printed; runtime?: Printed; bytes?: Printed }
  | { kind: "socketErrors"; offset: number; parts: { kind: string; value?: Printed }[] }
  | { kind: "value"; offset: number; label: "Non2xx" | "RequestsPerSec" | "TransferPerSec"; value?: Printed }
  /** `banner`: the version line up to `Copyright`. */
  | { kind: "version"; offset: number; banner: string }
  /** The line is kept as printed (the grouping slices it). */
  | { kind: "message"; offset: number; label: string }
  | { kind: "other"; offset: number };

const printed = (t: IToken): Printed => ({ text: t.image, offset: t.startOffset });

export class WrkParser extends LineParser<WrkLine> {
  constructor() {
    super(T.allTokens, 2);
    this.performSelfAnalysis();
  }

  private kinds?: ParserMethod<[], WrkLine>[];

  protected line = this.RULE("line", (): WrkLine =>
    this.firstOf(
      (this.kinds ??= [
        this.running,
        this.threads,
        this.statsHeader,
        this.statRow,
        this.distributionTitle,
        this.percentile,
        this.totals,
        this.socketErrors,
        this.valueLine,
        this.version,
        this.message,
        this.otherLine,
      ]),
    ),
  );

  /** `Running 10s test @ http://127.0.0.1:8080/` */
  private running = this.RULE("running", (): WrkLine => {
    const t = this.CONSUME(T.Running);
    const duration = this.CONSUME(T.Quantity);
    const url = this.OPTION(() => {
      this.CONSUME(T.TestAt);
      return this.OPTION2(() => this.CONSUME(T.RestOfLine));
    });
    this.SUBRULE(this.tail);
    return this.ACTION(() => ({ kind: "running" as const, offset: t.startOffset, duration: printed(duration), ...(url ? { url: printed(url) } : {}) }));
  });

  /** `  2 threads and 10 connections` */
  private threads = this.RULE("threads", (): WrkLine => {
    const threads = this.CONSUME(T.Quantity);
    this.CONSUME(T.ThreadsAnd);
    const connections = this.OPTION(() => this.CONSUME2(T.Quantity));
    this.SUBRULE(this.tail);
    return this.ACTION(() => ({ kind: "threads" as const, offset: threads.startOffset, threads: printed(threads), ...(connections ? { connections: printed(connections) } : {}) }));
  });

  /** `  Thread Stats   Avg      Stdev     Max   +/- Stdev` */
  private statsHeader = this.RULE("statsHeader", (): WrkLine => {
    const t = this.CONSUME(T.ThreadStats);
    this.SUBRULE(this.tail);
    return { kind: "statsHeader", offset: t.startOffset };
  });

  /** `    Latency   635.91us    0.89ms  12.54ms   93.14%`, `    Req/Sec     0.00      0.00     0.00      -nan%` */
  private statRow = this.RULE("statRow", (): WrkLine => {
    const name = this.OR([{ ALT: () => this.CONSUME(T.Latency) }, { ALT: () => this.CONSUME(T.ReqSec) }]);
    const cells: StatCell[] = [];
    this.AT_LEAST_ONE(() => {
      const v = this.OR2([{ ALT: () => this.CONSUME(T.Quantity) }, { ALT: () => this.CONSUME(T.NaN) }]);
      const percent = this.OPTION(() => this.CONSUME(T.Percent));
      this.ACTION(() => cells.push({ ...printed(v), percent: percent !== undefined }));
    });
    this.SUBRULE(this.tail);
    return this.ACTION(() => ({ kind: "statRow" as const, offset: name.startOffset, name: name.tokenType === T.Latency ? ("Latency" as const) : ("Req/Sec" as const), cells }));
  });

  /** `  Latency Distribution` */
  private distributionTitle = this.RULE("distributionTitle", (): WrkLine => {
    const t = this.CONSUME(T.LatencyDistribution);
    this.SUBRULE(this.tail);
    return { kind: "distributionTitle", offset: t.startOffset };
  });

  /** `     50%  436.00us` */
  private percentile = this.RULE("percentile", (): WrkLine => {
    const p = this.CONSUME(T.Quantity);
    this.CONSUME(T.Percent);
    const value = this.OPTION(() => this.CONSUME2(T.Quantity));
    this.SUBRULE(this.tail);
    return this.ACTION(() => ({ kind: "percentile" as const, offset: p.startOffset, percent: printed(p), ...(value ? { value: printed(value) } : {}) }));
  });

  /** `  179543 requests in 10.01s, 25.86MB read` */
  private totals = this.RULE("totals", (): WrkLine => {
    const requests = this.CONSUME(T.Quantity);
    this.CONSUME(T.RequestsIn);
    const runtime = this.OPTION(() => this.CONSUME2(T.Quantity));
    const bytes = this.OPTION2(() => {
      this.CONSUME(T.Comma);
      return this.OPTION3(() => this.CONSUME3(T.Quantity));
    });
    this.SUBRULE(this.tail);
    return this.ACTION(() => ({
      kind: "totals" as const,
      offset: requests.startOffset,
      requests: printed(requests),
      ...(runtime ? { runtime: printed(runtime) } : {}),
      ...(bytes ? { bytes: printed(bytes) } : {}),
    }));
  });

  /** `  Socket errors: connect 0, read 12, write 0, timeout 3` */
  private socketErrors = this.RULE("socketErrors", (): WrkLine => {
    const t = this.CONSUME(T.SocketErrors);
    const parts: { kind: string; value?: Printed }[] = [];
    this.MANY(() => {
      const kind = this.CONSUME(T.ErrorKind);
      const value = this.OPTION(() => this.CONSUME(T.Quantity));
      this.OPTION2(() => this.CONSUME(T.Comma));
      this.ACTION(() => parts.push({ kind: kind.image, ...(value ? { value: printed(value) } : {}) }));
    });
    this.SUBRULE(this.tail);
    return { kind: "socketErrors", offset: t.startOffset, parts };
  });

  /** `  Non-2xx or 3xx responses: 17`, `Requests/sec:  17937.35`, `Transfer/sec:      2.58MB` */
  private valueLine = this.RULE("valueLine", (): WrkLine => {
    const t = this.OR([{ ALT: () => this.CONSUME(T.Non2xx) }, { ALT: () => this.CONSUME(T.RequestsPerSec) }, { ALT: () => this.CONSUME(T.TransferPerSec) }]);
    const value = this.OPTION(() => this.OR2([{ ALT: () => this.CONSUME(T.Quantity) }, { ALT: () => this.CONSUME(T.NaN) }]));
    this.SUBRULE(this.tail);
    return this.ACTION(() => ({ kind: "value" as const, offset: t.startOffset, label: t.tokenType.name as "Non2xx" | "RequestsPerSec" | "TransferPerSec", ...(value ? { value: printed(value) } : {}) }));
  });

  /** `wrk 4.1.0 [epoll] Copyright (C) 2012 Will Glozer` */
  private version = this.RULE("version", (): WrkLine => {
    const t = this.CONSUME(T.Version);
    this.SUBRULE(this.tail);
    return { kind: "version", offset: t.startOffset, banner: t.image };
  });

  /** `unable to connect to 127.0.0.1:18099 Connection refused`, `Usage: wrk <options> <url>`, `invalid URL: x` */
  private message = this.RULE("message", (): WrkLine => {
    const t = this.OR([{ ALT: () => this.CONSUME(T.Message) }, { ALT: () => this.CONSUME(T.Usage) }]);
    this.SUBRULE(this.tail);
    return this.ACTION(() => ({ kind: "message" as const, offset: t.startOffset, label: t.tokenType.name }));
  });

  /** Anything else: Lua script output, a prompt, prose. The grouping slices it from the text. */
  private otherLine = this.RULE("otherLine", (): WrkLine => {
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
export const wrkGrammar = lazyGrammar(T.lexerDefinition, () => new WrkParser(), (p, text) => p.read(text));

export const wrkTokens: TokenType[] = T.allTokens;
