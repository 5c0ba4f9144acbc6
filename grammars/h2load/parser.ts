import { type IToken, type ParserMethod, type TokenType } from "chevrotain";
import { lazyGrammar, LineParser } from "../kit/parser.js";
import * as T from "./tokens.js";

/** A value as printed, and where it starts in the parsed text. */
export interface Printed {
  text: string;
  offset: number;
}

/** A token of a line's fields: its text, where it starts, and whether it is a number (Quantity) or punctuation. */
export interface Field extends Printed {
  kind: "number" | "word" | "open" | "close" | "percent" | "savings";
}

/**
 * One recognised line of h2load output, with the strings as printed. A line starts with h2load's own words (one or
 * two tokens decide its kind); whatever is missing after them (a line cut off) is left out, so no line fails to
 * parse: the grouping (src/formats/h2load/raw.ts) decides what a line means in its place, and what an incomplete one
 * costs.
 */
export type H2loadLine =
  | { kind: "starting"; offset: number }
  | {
      kind: "spawning";
      offset: number;
      thread?: Printed;
      clients?: Printed;
      /** `Timing-based test with 1s of warm-up time and 3s of main duration`. */
      warmUp?: Printed;
      mainDuration?: Printed;
      timing?: boolean;
      /** `Up to 2 client(s) will be created every 500ms` (rate mode). */
      rate?: Printed;
      ratePeriod?: Printed;
      requests?: Printed;
    }
  | { kind: "tls"; offset: number; label: string; value?: Printed }
  | { kind: "appProtocol"; offset: number; value?: Printed }
  | { kind: "progress"; offset: number; percent?: Printed; words: string[] }
  | { kind: "phase"; offset: number; phase: string; thread?: Printed }
  | { kind: "finished"; offset: number; duration?: Printed; requestsPerSecond?: Printed; bytesPerSecond?: Printed }
  /** `requests:`, `status codes:`, `traffic:`, `UDP datagram:`: the fields between commas, each its tokens. */
  | { kind: "fields"; offset: number; label: "Requests" | "StatusCodes" | "Traffic" | "UdpDatagram"; parts: Field[][] }
  | { kind: "tableHeader"; offset: number; columns: string[] }
  | { kind: "tableRow"; offset: number; label: string; cells: Printed[] }
  | { kind: "version"; offset: number; value?: Printed }
  | { kind: "usage"; offset: number }
  /** The line is kept as printed (the grouping slices it). */
  | { kind: "message"; offset: number }
  | { kind: "other"; offset: number };

const printed = (t: IToken): Printed => ({ text: t.image, offset: t.startOffset });

export const FIELD_KINDS = new Map<TokenType, Field["kind"]>([
  [T.Quantity, "number"],
  [T.LParen, "open"],
  [T.RParen, "close"],
  [T.Percent, "percent"],
  [T.SpaceSavings, "savings"],
]);

export class H2loadParser extends LineParser<H2loadLine> {
  constructor() {
    super(T.allTokens, 2);
    this.performSelfAnalysis();
  }

  private kinds?: ParserMethod<[], H2loadLine>[];

  protected line = this.RULE("line", (): H2loadLine =>
    this.firstOf(
      (this.kinds ??= [
        this.starting,
        this.spawning,
        this.tlsLine,
        this.appProtocol,
        this.progress,
        this.phase,
        this.finished,
        this.fieldsLine,
        this.tableHeader,
        this.tableRow,
        this.version,
        this.usage,
        this.message,
        this.otherLine,
      ]),
    ),
  );

  /** `starting benchmark...` */
  private starting = this.RULE("starting", (): H2loadLine => {
    const t = this.CONSUME(T.StartingBenchmark);
    this.SUBRULE(this.tail);
    return { kind: "starting", offset: t.startOffset };
  });

  /**
   * `spawning thread #0: 10 total client(s). 1000 total requests`, with ` Up to 2 client(s) will be created every
   * 500ms ` before the count in rate mode, or ` Timing-based test with 1s of warm-up time and 3s of main duration for
   * measurements.` in timing mode (-D).
   */
  private spawning = this.RULE("spawning", (): H2loadLine => {
    const t = this.CONSUME(T.SpawningThread);
    const out: Extract<H2loadLine, { kind: "spawning" }> = { kind: "spawning", offset: t.startOffset };
    this.OPTION(() => this.CONSUME(T.Hash));
    const thread = this.OPTION2(() => this.CONSUME(T.Quantity));
    this.OPTION3(() => this.CONSUME(T.Colon));
    const clients = this.OPTION4(() => this.CONSUME2(T.Quantity));
    this.OPTION5(() => this.CONSUME(T.TotalClients));
    const kind = this.OPTION6(() =>
      this.OR([
        { ALT: () => this.SUBRULE(this.timingTest) },
        { ALT: () => this.SUBRULE(this.rateTest) },
        { ALT: () => ({ requests: printed(this.CONSUME3(T.Quantity)) }) },
      ]),
    );
    this.ACTION(() => Object.assign(out, kind));
    this.SUBRULE(this.tail);
    return this.ACTION(() => ({ ...out, ...(thread ? { thread: printed(thread) } : {}), ...(clients ? { clients: printed(clients) } : {}) }));
  });

  /** `Timing-based test with 1s of warm-up time and 3s of main duration for measurements.` */
  private timingTest = this.RULE("timingTest", (): { timing: true; warmUp?: Printed; mainDuration?: Printed } => {
    this.CONSUME(T.TimingBased);
    const warmUp = this.OPTION(() => this.CONSUME(T.Quantity));
    this.OPTION2(() => this.CONSUME(T.OfWarmUp));
    const main = this.OPTION3(() => this.CONSUME2(T.Quantity));
    return this.ACTION(() => ({ timing: true as const, ...(warmUp ? { warmUp: printed(warmUp) } : {}), ...(main ? { mainDuration: printed(main) } : {}) }));
  });

  /** `Up to 2 client(s) will be created every 500ms 200 total requests` */
  private rateTest = this.RULE("rateTest", (): { rate?: Printed; ratePeriod?: Printed; requests?: Printed } => {
    this.CONSUME(T.UpTo);
    const rate = this.OPTION(() => this.CONSUME(T.Quantity));
    this.OPTION2(() => this.CONSUME(T.WillBeCreated));
    const period = this.OPTION3(() => this.CONSUME2(T.Quantity));
    const requests = this.OPTION4(() => this.CONSUME3(T.Quantity));
    return this.ACTION(() => ({
      ...(rate ? { rate: printed(rate) } : {}),
      ...(period ? { ratePeriod: printed(period) } : {}),
      ...(requests ? { requests: printed(requests) } : {}),
    }));
  });

  /** `TLS Protocol: TLSv1.3`, `Cipher: TLS_AES_128_GCM_SHA256`, `Server Temp Key: X25519 253 bits` */
  private tlsLine = this.RULE("tlsLine", (): H2loadLine => {
    const t = this.CONSUME(T.TlsLabel);
    const value = this.OPTION(() => this.CONSUME(T.RestOfLine));
    this.SUBRULE(this.tail);
    return this.ACTION(() => ({ kind: "tls" as const, offset: t.startOffset, label: t.tokenType.name, ...(value ? { value: printed(value) } : {}) }));
  });

  /** `Application protocol: h2` */
  private appProtocol = this.RULE("appProtocol", (): H2loadLine => {
    const t = this.CONSUME(T.AppProtocol);
    const value = this.OPTION(() => this.CONSUME(T.RestOfLine));
    this.SUBRULE(this.tail);
    return this.ACTION(() => ({ kind: "appProtocol" as const, offset: t.startOffset, ...(value ? { value: printed(value) } : {}) }));
  });

  /** `progress: 10% done`, `progress: 10% of clients started` */
  private progress = this.RULE("progress", (): H2loadLine => {
    const t = this.CONSUME(T.Progress);
    const percent = this.OPTION(() => this.CONSUME(T.Quantity));
    this.OPTION2(() => this.CONSUME(T.Percent));
    const words: string[] = [];
    this.MANY(() => {
      const w = this.CONSUME(T.AnyToken);
      this.ACTION(() => words.push(w.image));
    });
    return this.ACTION(() => ({ kind: "progress" as const, offset: t.startOffset, words, ...(percent ? { percent: printed(percent) } : {}) }));
  });

  /** `Warm-up started for thread #0.`, ..., `Stopped all clients for thread #0` */
  private phase = this.RULE("phase", (): H2loadLine => {
    const t = this.CONSUME(T.PhaseLabel);
    this.OPTION(() => this.CONSUME(T.Hash));
    // `#0.` lexes as a Word (digits and a point), `#0` at the line's end as a Quantity
    const thread = this.OPTION2(() => this.OR([{ ALT: () => this.CONSUME(T.Quantity) }, { ALT: () => this.CONSUME(T.Word) }]));
    this.SUBRULE(this.tail);
    return this.ACTION(() => ({ kind: "phase" as const, offset: t.startOffset, phase: t.tokenType.name, ...(thread ? { thread: printed(thread) } : {}) }));
  });

  /** `finished in 1.23s, 813.01 req/s, 1.21MB/s` */
  private finished = this.RULE("finished", (): H2loadLine => {
    const t = this.CONSUME(T.FinishedIn);
    const duration = this.OPTION(() => this.CONSUME(T.Quantity));
    const rest = this.OPTION2(() => {
      this.CONSUME(T.Comma);
      const rps = this.OPTION3(() => this.CONSUME2(T.Quantity));
      const bps = this.OPTION4(() => {
        this.CONSUME(T.ReqPerSec);
        return this.OPTION5(() => {
          this.CONSUME2(T.Comma);
          return this.OPTION6(() => this.CONSUME3(T.Quantity));
        });
      });
      return { rps, bps };
    });
    this.SUBRULE(this.tail);
    return this.ACTION(() => ({
      kind: "finished" as const,
      offset: t.startOffset,
      ...(duration ? { duration: printed(duration) } : {}),
      ...(rest?.rps ? { requestsPerSecond: printed(rest.rps) } : {}),
      ...(rest?.bps ? { bytesPerSecond: printed(rest.bps) } : {}),
    }));
  });

  /**
   * `requests: 1000 total, 1000 started, ...`, `status codes: 990 2xx, ...`, `traffic: 1.49MB (1562345) total, ...`,
   * `UDP datagram: 10 sent, 12 received`: the tokens after the label, in parts cut at the commas.
   */
  private fieldsLine = this.RULE("fieldsLine", (): H2loadLine => {
    const t = this.OR([
      { ALT: () => this.CONSUME(T.Requests) },
      { ALT: () => this.CONSUME(T.StatusCodes) },
      { ALT: () => this.CONSUME(T.Traffic) },
      { ALT: () => this.CONSUME(T.UdpDatagram) },
    ]);
    const parts: Field[][] = [[]];
    this.MANY(() => {
      const f = this.CONSUME(T.AnyToken);
      this.ACTION(() => {
        if (f.tokenType === T.Comma) parts.push([]);
        else parts.at(-1)!.push({ ...printed(f), kind: FIELD_KINDS.get(f.tokenType) ?? "word" });
      });
    });
    return this.ACTION(() => ({
      kind: "fields" as const,
      offset: t.startOffset,
      label: t.tokenType.name as "Requests" | "StatusCodes" | "Traffic" | "UdpDatagram",
      parts: parts.filter((p) => p.length > 0),
    }));
  });

  /** `                     min         max         mean         sd        +/- sd` */
  private tableHeader = this.RULE("tableHeader", (): H2loadLine => {
    const t = this.CONSUME(T.Min);
    this.CONSUME(T.Max);
    const columns = ["min", "max"];
    this.MANY(() => {
      const c = this.CONSUME(T.ColumnName);
      this.ACTION(() => columns.push(c.image));
    });
    this.SUBRULE(this.tail);
    return { kind: "tableHeader", offset: t.startOffset, columns };
  });

  /** `time for request:      1.02ms     20.11ms      9.87ms      2.10ms    71.20%`, `req/s           :  80.12 ...` */
  private tableRow = this.RULE("tableRow", (): H2loadLine => {
    const t = this.CONSUME(T.RowLabel);
    const cells: Printed[] = [];
    this.MANY(() => {
      const v = this.CONSUME(T.Quantity);
      const percent = this.OPTION(() => this.CONSUME(T.Percent));
      this.ACTION(() => cells.push({ text: percent ? `${v.image}%` : v.image, offset: v.startOffset }));
    });
    this.SUBRULE(this.tail);
    return this.ACTION(() => ({ kind: "tableRow" as const, offset: t.startOffset, label: t.tokenType.name, cells }));
  });

  /** `h2load nghttp2/1.52.0` */
  private version = this.RULE("version", (): H2loadLine => {
    const t = this.CONSUME(T.Version);
    const value = this.OPTION(() => this.CONSUME(T.RestOfLine));
    this.SUBRULE(this.tail);
    return this.ACTION(() => ({ kind: "version" as const, offset: t.startOffset, ...(value ? { value: printed(value) } : {}) }));
  });

  /** `Usage: h2load [OPTIONS]... [URI]...` (-h) */
  private usage = this.RULE("usage", (): H2loadLine => {
    const t = this.CONSUME(T.Usage);
    this.SUBRULE(this.tail);
    return { kind: "usage", offset: t.startOffset };
  });

  /** `client could not connect to host`, `-n, -c: the number of requests must be ...`, `--rate-period: value error 0.5` */
  private message = this.RULE("message", (): H2loadLine => {
    const t = this.CONSUME(T.Message);
    this.SUBRULE(this.tail);
    return { kind: "message", offset: t.startOffset };
  });

  /** Anything else: the usage text's body, a prompt, prose, a log file's rows. The grouping slices it from the text. */
  private otherLine = this.RULE("otherLine", (): H2loadLine => {
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
export const h2loadGrammar = lazyGrammar(T.lexerDefinition, () => new H2loadParser(), (p, text) => p.read(text));

export const h2loadTokens: TokenType[] = T.allTokens;
