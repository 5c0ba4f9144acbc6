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
  /** wrk2: `Thread calibration: mean lat.: 1.464ms, rate sampling interval: 10ms` (older: `9747 usec`, `21 msec`). */
  | { kind: "calibration"; offset: number; mean?: Printed; meanUnit?: Printed; interval?: Printed; intervalUnit?: Printed }
  /** wrk2: `Latency Distribution (HdrHistogram - Recorded Latency)`; `name` is what follows the dash, as printed. */
  | { kind: "hdrTitle"; offset: number; name?: Printed }
  | { kind: "spectrumTitle"; offset: number }
  | { kind: "spectrumHeader"; offset: number }
  /** wrk2: `       0.067     0.000000            1         1.00` (the last row's fourth cell is `inf`). */
  | { kind: "spectrumRow"; offset: number; cells: Printed[] }
  /** wrk2: `#[Mean    =        1.441, StdDeviation   =        0.706]`: each value with the name before its `=`. */
  | { kind: "footer"; offset: number; values: { name: string; value: Printed }[] }
  /** wrk2: the `----------` line after a histogram. */
  | { kind: "rule"; offset: number }
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
        this.calibration,
        this.hdrTitle,
        this.distributionTitle,
        this.percentile,
        this.totals,
        this.spectrumTitle,
        this.spectrumHeader,
        this.spectrumRow,
        this.footer,
        this.rule,
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
      const v = this.OR2([{ ALT: () => this.CONSUME(T.Quantity) }, { ALT: () => this.CONSUME(T.NotFinite) }]);
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

  /** `  Thread calibration: mean lat.: 1.464ms, rate sampling interval: 10ms`, `... 9747 usec, ...: 21 msec` */
  private calibration = this.RULE("calibration", (): WrkLine => {
    const t = this.CONSUME(T.ThreadCalibration);
    const mean = this.OPTION(() => this.CONSUME(T.Quantity));
    const meanUnit = this.OPTION2(() => this.CONSUME(T.Word));
    this.OPTION3(() => this.CONSUME(T.Comma));
    const interval = this.OPTION4(() => {
      this.CONSUME(T.RateSamplingInterval);
      const value = this.OPTION5(() => this.CONSUME2(T.Quantity));
      const unit = this.OPTION6(() => this.CONSUME2(T.Word));
      return { value, unit };
    });
    this.SUBRULE(this.tail);
    return this.ACTION(() => ({
      kind: "calibration" as const,
      offset: t.startOffset,
      ...(mean ? { mean: printed(mean) } : {}),
      ...(meanUnit ? { meanUnit: printed(meanUnit) } : {}),
      ...(interval?.value ? { interval: printed(interval.value) } : {}),
      ...(interval?.unit ? { intervalUnit: printed(interval.unit) } : {}),
    }));
  });

  /** `  Latency Distribution (HdrHistogram - Recorded Latency)` */
  private hdrTitle = this.RULE("hdrTitle", (): WrkLine => {
    const t = this.CONSUME(T.HdrDistribution);
    const name = this.OPTION(() => this.CONSUME(T.RestOfLine));
    this.SUBRULE(this.tail);
    return this.ACTION(() => ({ kind: "hdrTitle" as const, offset: t.startOffset, ...(name ? { name: printed(name) } : {}) }));
  });

  /** `  Detailed Percentile spectrum:` */
  private spectrumTitle = this.RULE("spectrumTitle", (): WrkLine => {
    const t = this.CONSUME(T.SpectrumTitle);
    this.SUBRULE(this.tail);
    return { kind: "spectrumTitle", offset: t.startOffset };
  });

  /** `       Value   Percentile   TotalCount 1/(1-Percentile)` */
  private spectrumHeader = this.RULE("spectrumHeader", (): WrkLine => {
    const t = this.CONSUME(T.SpectrumHeader);
    this.SUBRULE(this.tail);
    return { kind: "spectrumHeader", offset: t.startOffset };
  });

  /** `       0.067     0.000000            1         1.00`, `      12.927     1.000000        99357          inf` */
  private spectrumRow = this.RULE("spectrumRow", (): WrkLine => {
    const first = this.CONSUME(T.Quantity);
    const cells: Printed[] = [];
    this.ACTION(() => cells.push(printed(first)));
    this.AT_LEAST_ONE(() => {
      const v = this.OR([{ ALT: () => this.CONSUME2(T.Quantity) }, { ALT: () => this.CONSUME(T.NotFinite) }, { ALT: () => this.CONSUME(T.Word) }]);
      this.ACTION(() => cells.push(printed(v)));
    });
    this.SUBRULE(this.tail);
    return { kind: "spectrumRow", offset: first.startOffset, cells };
  });

  /** `#[Mean    =        1.441, StdDeviation   =        0.706]`, `#[Max ...`, `#[Buckets ...` */
  private footer = this.RULE("footer", (): WrkLine => {
    const t = this.CONSUME(T.FooterLabel);
    const values: { name: string; value: Printed }[] = [];
    let name = "";
    this.ACTION(() => (name = t.image.slice(2, -1).trim()));
    this.MANY(() => {
      this.OR([
        {
          ALT: () => {
            const n = this.CONSUME(T.FooterName);
            this.ACTION(() => (name = n.image.slice(0, -1).trim()));
          },
        },
        {
          ALT: () => {
            const v = this.CONSUME(T.FooterValue);
            this.ACTION(() => values.push({ name, value: printed(v) }));
          },
        },
        { ALT: () => this.CONSUME(T.FooterPunct) },
        { ALT: () => this.CONSUME(T.Stray) },
      ]);
    });
    return { kind: "footer", offset: t.startOffset, values };
  });

  /** `----------------------------------------------------------` */
  private rule = this.RULE("rule", (): WrkLine => {
    const t = this.CONSUME(T.HdrRule);
    this.SUBRULE(this.tail);
    return { kind: "rule", offset: t.startOffset };
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
    const value = this.OPTION(() => this.OR2([{ ALT: () => this.CONSUME(T.Quantity) }, { ALT: () => this.CONSUME(T.NotFinite) }]));
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
