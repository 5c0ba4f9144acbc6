import { type IToken, type ParserMethod, type TokenType } from "chevrotain";
import { lazyGrammar, LineParser } from "../kit/parser.js";
import * as T from "./tokens.js";

/** A value as printed, and where it starts in the parsed text. */
export interface Printed {
  text: string;
  offset: number;
}

/** One element of a line's layout: a token httperf prints as it is, or a value slot with its name. */
type Slot = TokenType | { value: string };
const v = (name: string): Slot => ({ value: name });

/**
 * The layout of each line after its label, as src/stat/basic.c, src/stat/sess_stat.c and src/core.c print it. The
 * slot names are the raw record's keys (src/formats/httperf/raw.ts).
 */
export const LAYOUTS = {
  maxBurst: [v("length")],
  total: [T.Connections, v("connections"), T.Requests, v("requests"), T.Replies, v("replies"), T.TestDuration, v("testDuration"), T.Seconds],
  connectionRate: [v("rate"), T.ConnPerSec, T.LParen, v("period"), T.MsPerConn, T.Comma, T.AtMost, v("concurrent"), T.ConcurrentConnections, T.RParen],
  connectionTime: [T.Min, v("min"), T.Avg, v("avg"), T.Max, v("max"), T.Median, v("median"), T.Stddev, v("stddev")],
  connectTime: [T.Connect, v("connect")],
  connectionLength: [v("repliesPerConnection")],
  requestRate: [v("rate"), T.ReqPerSec, T.LParen, v("period"), T.MsPerReq, T.RParen],
  requestSize: [v("size")],
  replyRate: [T.Min, v("min"), T.Avg, v("avg"), T.Max, v("max"), T.Stddev, v("stddev"), T.LParen, v("samples"), T.Samples, T.RParen],
  replyTime: [T.Response, v("response"), T.Transfer, v("transfer")],
  replySize: [T.Header, v("header"), T.Content, v("content"), T.Footer, v("footer"), T.LParen, T.TotalKey, v("total"), T.RParen],
  replyStatus: [T.Status1xx, v("1xx"), T.Status2xx, v("2xx"), T.Status3xx, v("3xx"), T.Status4xx, v("4xx"), T.Status5xx, v("5xx")],
  cpuTime: [
    T.User, v("user"), T.System, v("system"), T.LParen, T.User, v("userPercent"), T.Percent, T.System, v("systemPercent"), T.Percent,
    T.TotalKey, v("totalPercent"), T.Percent, T.RParen,
  ],
  netIo: [v("kilobytesPerSecond"), T.KBPerSec, T.LParen, v("megabitsPerSecond"), T.MegabitsPerSec, T.RParen],
  errors: [T.TotalKey, v("total"), T.ClientTimo, v("clientTimo"), T.SocketTimo, v("socketTimo"), T.Connrefused, v("connrefused"), T.Connreset, v("connreset")],
  moreErrors: [T.FdUnavail, v("fdUnavail"), T.Addrunavail, v("addrunavail"), T.FtabFull, v("ftabFull"), T.Other, v("other")],
  sessionRate: [T.Min, v("min"), T.Avg, v("avg"), T.Max, v("max"), T.Stddev, v("stddev"), T.LParen, v("completed"), T.Slash, v("total"), T.RParen],
  session: [T.Avg, v("connectionsPerSession"), T.ConnectionsPerSession],
  sessionLifetime: [v("lifetime")],
  sessionFailtime: [v("failtime")],
  replyRateSample: [v("rate")],
  sessionRateSample: [v("rate")],
  printedSizes: [T.Header, v("header"), T.Content, v("content"), T.Footer, v("footer")],
  histogramRow: [v("bin"), v("connections")],
} as const satisfies Record<string, readonly Slot[]>;

export type LayoutKind = keyof typeof LAYOUTS;

/** A line read by its layout: the values by slot name, how far the layout went, and what follows it on the line. */
export interface LaidOutLine {
  kind: LayoutKind;
  offset: number;
  /** The label as printed (`SS0:`, `Errors:`); absent for the histogram's rows, which have none. */
  label?: string;
  values: Record<string, Printed>;
  /** How many elements of the layout were read: all of them, or fewer when the line stops early (cut off). */
  read: number;
  /** The first token after what the layout read, when the line goes on (damage, or another tool's line). */
  extra?: Printed;
}

/**
 * One recognised line of httperf output, with the strings as printed. A line starts with httperf's own label; what
 * is missing after it (a line cut off) is left out, so no line fails to parse: the grouping
 * (src/formats/httperf/raw.ts) decides what a line means in its place, and what an incomplete one costs.
 */
export type HttperfLine =
  | LaidOutLine
  | { kind: "histogramTitle" | "histogramGap"; offset: number; extra?: Printed }
  | { kind: "sessionLengthHistogram"; offset: number; counts: Printed[]; extra?: Printed }
  /** The echoed command line, a message, the usage text's first line: the grouping slices the line from the text. */
  | { kind: "echo" | "message" | "usage"; offset: number }
  /** A --print-request/--print-reply line: its label (`RH0:`) and the text after it, as printed. */
  | { kind: "printedText"; offset: number; label: string; text?: Printed }
  | { kind: "other"; offset: number };

/** A line after the terminal's `^C`. */
export type HttperfLineRead = HttperfLine & { interrupted?: true };

const printed = (t: IToken): Printed => ({ text: t.image, offset: t.startOffset });

export class HttperfParser extends LineParser<HttperfLineRead> {
  constructor() {
    super(T.allTokens, 1);
    this.performSelfAnalysis();
  }

  private kinds?: ParserMethod<[], HttperfLine>[];
  private lineKinds?: ParserMethod<[], HttperfLineRead>[];

  protected line = this.RULE("line", (): HttperfLineRead => this.firstOf((this.lineKinds ??= [this.interruptedLine, this.plainLine])));

  /** `^CMaximum connect burst length: 1`: a line after the terminal echoed Ctrl-C. */
  private interruptedLine = this.RULE("interruptedLine", (): HttperfLineRead => {
    const t = this.CONSUME(T.Interrupt);
    const line = this.OPTION(() => this.SUBRULE(this.plainLine));
    return this.ACTION(() => ({ ...(line ?? { kind: "other" as const, offset: t.startOffset }), interrupted: true as const }));
  });

  private plainLine = this.RULE("plainLine", (): HttperfLine =>
    this.firstOf(
      (this.kinds ??= [
        this.echo,
        this.message,
        this.usage,
        this.maxBurst,
        this.histogramTitle,
        this.total,
        this.connectionRate,
        this.connectionTime,
        this.connectionLength,
        this.requestRate,
        this.requestSize,
        this.replyRate,
        this.replyTime,
        this.replySize,
        this.replyStatus,
        this.cpuTime,
        this.netIo,
        this.errorsLine,
        this.sessionRate,
        this.session,
        this.sessionLifetime,
        this.sessionFailtime,
        this.sessionLengthHistogram,
        this.replyRateSample,
        this.sessionRateSample,
        this.printedText,
        this.printedSizes,
        this.histogramRow,
        this.histogramGap,
        this.otherLine,
      ]),
    ),
  );

  /** `httperf --client=0/1 --server=localhost --port=80 --uri=/ --send-buffer=4096 ...` (src/httperf.c) */
  private echo = this.RULE("echo", (): HttperfLine => this.restLine(T.Echo, "echo"));
  /** `httperf: warning: open file limit > FD_SETSIZE; ...`, `httperf: httperf-0.9.0 compiled ...` */
  private message = this.RULE("message", (): HttperfLine => this.restLine(T.Message, "message"));
  /** `Usage: httperf [-hdvV] [--add-header S] ...` */
  private usage = this.RULE("usage", (): HttperfLine => this.restLine(T.Usage, "usage"));

  private restLine(token: TokenType, kind: "echo" | "message" | "usage"): HttperfLine {
    const t = this.CONSUME(token);
    this.OPTION(() => this.CONSUME(T.RestOfLine));
    return { kind, offset: t.startOffset };
  }

  /** `Maximum connect burst length: 1` */
  private maxBurst = this.RULE("maxBurst", (): HttperfLine => this.laidOut(T.MaxBurst, "maxBurst"));

  /** `Connection lifetime histogram (time in ms):` (-v -v) */
  private histogramTitle = this.RULE("histogramTitle", (): HttperfLine => {
    const t = this.CONSUME(T.HistogramTitle);
    const extra = this.SUBRULE(this.tail);
    return this.ACTION(() => ({ kind: "histogramTitle" as const, offset: t.startOffset, ...(extra ? { extra } : {}) }));
  });

  /** `Total: connections 100 requests 1000 replies 1000 test-duration 0.026 s` */
  private total = this.RULE("total", (): HttperfLine => this.laidOut(T.Total, "total"));
  /** `Connection rate: 3887.6 conn/s (0.3 ms/conn, <=1 concurrent connections)` */
  private connectionRate = this.RULE("connectionRate", (): HttperfLine => this.laidOut(T.ConnectionRate, "connectionRate"));

  /** `Connection time [ms]: min 0.1 avg 0.3 max 2.7 median 0.5 stddev 0.3`, `Connection time [ms]: connect 0.0` */
  private connectionTime = this.RULE("connectionTime", (): HttperfLine => {
    const t = this.CONSUME(T.ConnectionTime);
    return this.either(t, "connectionTime", "connectTime");
  });

  /** `Connection length [replies/conn]: 10.000` */
  private connectionLength = this.RULE("connectionLength", (): HttperfLine => this.laidOut(T.ConnectionLength, "connectionLength"));
  /** `Request rate: 38875.7 req/s (0.0 ms/req)` */
  private requestRate = this.RULE("requestRate", (): HttperfLine => this.laidOut(T.RequestRate, "requestRate"));
  /** `Request size [B]: 74.0` */
  private requestSize = this.RULE("requestSize", (): HttperfLine => this.laidOut(T.RequestSize, "requestSize"));
  /** `Reply rate [replies/s]: min 0.0 avg 0.0 max 0.0 stddev 0.0 (0 samples)` */
  private replyRate = this.RULE("replyRate", (): HttperfLine => this.laidOut(T.ReplyRate, "replyRate"));
  /** `Reply time [ms]: response 0.0 transfer 0.0` */
  private replyTime = this.RULE("replyTime", (): HttperfLine => this.laidOut(T.ReplyTime, "replyTime"));
  /** `Reply size [B]: header 155.0 content 153.0 footer 0.0 (total 308.0)` */
  private replySize = this.RULE("replySize", (): HttperfLine => this.laidOut(T.ReplySize, "replySize"));
  /** `Reply status: 1xx=0 2xx=0 3xx=0 4xx=1000 5xx=0` */
  private replyStatus = this.RULE("replyStatus", (): HttperfLine => this.laidOut(T.ReplyStatus, "replyStatus"));
  /** `CPU time [s]: user 0.00 system 0.02 (user 14.7% system 64.8% total 79.5%)` */
  private cpuTime = this.RULE("cpuTime", (): HttperfLine => this.laidOut(T.CpuTime, "cpuTime"));
  /** `Net I/O: 14502.5 KB/s (118.8*10^6 bps)` */
  private netIo = this.RULE("netIo", (): HttperfLine => this.laidOut(T.NetIo, "netIo"));

  /** `Errors: total 0 client-timo 0 socket-timo 0 connrefused 0 connreset 0`, `Errors: fd-unavail 0 addrunavail 0 ...` */
  private errorsLine = this.RULE("errorsLine", (): HttperfLine => {
    const t = this.CONSUME(T.Errors);
    return this.either(t, "errors", "moreErrors");
  });

  /** `Session rate [sess/s]: min 0.00 avg 8.68 max 0.00 stddev 0.00 (20/20)` (--wsess, --wsesslog) */
  private sessionRate = this.RULE("sessionRate", (): HttperfLine => this.laidOut(T.SessionRate, "sessionRate"));
  /** `Session: avg 1.00 connections/session` */
  private session = this.RULE("session", (): HttperfLine => this.laidOut(T.Session, "session"));
  /** `Session lifetime [s]: 0.4` */
  private sessionLifetime = this.RULE("sessionLifetime", (): HttperfLine => this.laidOut(T.SessionLifetime, "sessionLifetime"));
  /** `Session failtime [s]: 0.0` */
  private sessionFailtime = this.RULE("sessionFailtime", (): HttperfLine => this.laidOut(T.SessionFailtime, "sessionFailtime"));

  /** `Session length histogram: 0 0 0 0 0 20` */
  private sessionLengthHistogram = this.RULE("sessionLengthHistogram", (): HttperfLine => {
    const t = this.CONSUME(T.SessionLengthHistogram);
    const counts: Printed[] = [];
    this.MANY(() => {
      const n = this.CONSUME(T.Value);
      this.ACTION(() => counts.push(printed(n)));
    });
    const extra = this.SUBRULE(this.tail);
    return this.ACTION(() => ({ kind: "sessionLengthHistogram" as const, offset: t.startOffset, counts, ...(extra ? { extra } : {}) }));
  });

  /** `reply-rate = 100.0   ` (-v, every 5 s) */
  private replyRateSample = this.RULE("replyRateSample", (): HttperfLine => this.laidOut(T.ReplyRateSample, "replyRateSample"));
  /** `session-rate = 8.0     ` (-v with sessions, every 5 s) */
  private sessionRateSample = this.RULE("sessionRateSample", (): HttperfLine => this.laidOut(T.SessionRateSample, "sessionRateSample"));

  /** `RH0:HTTP/1.1 200 OK` (--print-reply, --print-request) */
  private printedText = this.RULE("printedText", (): HttperfLine => {
    const t = this.CONSUME(T.PrintedText);
    const text = this.OPTION(() => this.CONSUME(T.RestOfLine));
    return this.ACTION(() => ({ kind: "printedText" as const, offset: t.startOffset, label: t.image, ...(text ? { text: printed(text) } : {}) }));
  });

  /** `SS0: header 72 content 0`, `RS0: header 238 content 600 footer 0` */
  private printedSizes = this.RULE("printedSizes", (): HttperfLine => this.laidOut(T.PrintedSizes, "printedSizes"));

  /** `             0.5 194` (a bin of the -v -v lifetime histogram: its middle in ms and its connections) */
  private histogramRow = this.RULE("histogramRow", (): HttperfLine => this.layout("histogramRow", undefined, 0, true));

  /** `             :` (bins left out of the histogram: empty ones) */
  private histogramGap = this.RULE("histogramGap", (): HttperfLine => {
    const t = this.CONSUME(T.Colon);
    const extra = this.SUBRULE(this.tail);
    return this.ACTION(() => ({ kind: "histogramGap" as const, offset: t.startOffset, ...(extra ? { extra } : {}) }));
  });

  /** Anything else: prose, a prompt, another tool's line. The grouping slices it from the text. */
  private otherLine = this.RULE("otherLine", (): HttperfLine => {
    const t = this.CONSUME(T.AnyToken);
    this.SUBRULE(this.tail);
    return { kind: "other", offset: t.startOffset };
  });

  /** A label and its line's layout. */
  private laidOut(label: TokenType, kind: LayoutKind): LaidOutLine {
    const t = this.CONSUME(label);
    return this.layout(kind, t, 0, false);
  }

  /**
   * Two lines under one label (`Connection time [ms]:` with `min ...` or `connect ...`), told apart by their first
   * word; a label with neither after it is the first kind, read no further.
   */
  private either(label: IToken, first: LayoutKind, second: LayoutKind): LaidOutLine {
    const line = this.OPTION(() =>
      this.OR([
        { ALT: () => this.layout(first, label, 0, true) },
        { ALT: () => this.layout(second, label, 100, true) },
      ]),
    );
    if (line !== undefined) return line;
    const extra = this.subrule(200, this.tail);
    return this.ACTION(() => ({ kind: first, offset: label.startOffset, label: label.image, values: {}, read: 0, ...(extra ? { extra } : {}) }));
  }

  /**
   * The elements of a layout in order, each one only if the one before it was there (nested options: a line cut off
   * after any element still parses), then the rest of the line. `base` keeps the options' and tokens' indices of two
   * layouts in one rule apart; `required`: the first element must be there.
   */
  private layout(kind: LayoutKind, label: IToken | undefined, base: number, required: boolean): LaidOutLine {
    const slots: readonly Slot[] = LAYOUTS[kind];
    const values: Record<string, Printed> = {};
    let read = 0;
    let first: IToken | undefined;
    const step = (i: number): void => {
      const slot = slots[i];
      if (slot === undefined) return;
      const element = (): void => {
        const named = "value" in slot ? slot.value : undefined;
        const tok = this.consume(base + i, named === undefined ? (slot as TokenType) : T.Value);
        this.ACTION(() => {
          first ??= tok;
          read = i + 1;
          if (named !== undefined) values[named] = printed(tok);
        });
        step(i + 1);
      };
      // the first element decides between two layouts, or is the first token of a line without a label
      if (i === 0 && required) element();
      else this.option(base + i, element);
    };
    step(0);
    const extra = this.subrule(base, this.tail);
    return this.ACTION(() => ({
      kind,
      offset: (label ?? first)?.startOffset ?? 0,
      ...(label ? { label: label.image } : {}),
      values,
      read,
      ...(extra ? { extra } : {}),
    }));
  }

  /** Whatever else the line holds, up to its end: its first token, if any. */
  private tail = this.RULE("tail", (): Printed | undefined => {
    let first: Printed | undefined;
    this.MANY(() => {
      const t = this.CONSUME(T.AnyToken);
      this.ACTION(() => (first ??= printed(t)));
    });
    return first;
  });
}

/** The grammar, built on first use and reused for every input (grammars/kit). */
export const httperfGrammar = lazyGrammar(T.lexerDefinition, () => new HttperfParser(), (p, text) => p.read(text));

export const httperfTokens: TokenType[] = T.allTokens;
