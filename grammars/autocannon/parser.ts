import { type IToken, type ParserMethod, type TokenType } from "chevrotain";
import { lazyGrammar, LineParser } from "../kit/parser.js";
import * as T from "./tokens.js";

/** A value as printed, and where it starts in the parsed text. */
export interface Printed {
  text: string;
  offset: number;
}

/** One token of a table line after its first word: a value, a unit, or a cell border (`bar`). */
export interface TableToken extends Printed {
  bar: boolean;
}

/** What a table line starts with: the header (`Stat`), a row's name, the -l or status-code table's header, a rule, a number. */
export type TableHead = "Stat" | "Latency" | "Latency (ms)" | "Req/Sec" | "Bytes/Sec" | "Percentile" | "Code" | "rule" | "number";

/**
 * One recognised line of autocannon output, with the strings as printed. A line starts with autocannon's own words
 * (two tokens decide its kind); whatever is missing after them (a line cut off) is left out, so no line fails to
 * parse: the grouping (src/formats/autocannon/raw.ts) decides what a line means in its place.
 */
export type AutocannonLine =
  | { kind: "running"; offset: number; amount?: Printed; duration?: Printed; warmup: boolean; url?: Printed }
  | { kind: "connections"; offset: number; connections: Printed; pipelining?: Printed }
  | { kind: "workers"; offset: number; workers: Printed }
  /** A table line: `head` is its first word (after a border); `tokens` are the rest, borders included. */
  | { kind: "table"; offset: number; head: TableHead; headText: string; tokens: TableToken[] }
  | { kind: "sampled"; offset: number; words: Printed[] }
  | { kind: "samples"; offset: number; samples?: Printed }
  | { kind: "responses"; offset: number; ok: Printed; non2xx?: Printed }
  | { kind: "totals"; offset: number; requests: Printed; duration?: Printed; bytes?: Printed; unit?: Printed; read: boolean }
  | { kind: "errors"; offset: number; errors: Printed; timeouts?: Printed }
  | { kind: "mismatches"; offset: number; mismatches: Printed }
  | { kind: "resets"; offset: number; resets?: Printed }
  | { kind: "version"; offset: number; program: "autocannon" | "node"; version?: Printed }
  | { kind: "other"; offset: number };

const printed = (t: IToken): Printed => ({ text: t.image, offset: t.startOffset });
/** A table line's first word (after a border) and the head it is (the hand reader's too: grammars/autocannon/rows.ts). */
export const HEADS: ReadonlyMap<TokenType, TableHead> = new Map<TokenType, TableHead>([
  [T.Stat, "Stat"],
  [T.Latency, "Latency"],
  [T.LatencyMs, "Latency (ms)"],
  [T.ReqSec, "Req/Sec"],
  [T.BytesSec, "Bytes/Sec"],
  [T.Percentile, "Percentile"],
  [T.Code, "Code"],
  [T.Rule, "rule"],
  [T.Quantity, "number"],
]);

export class AutocannonParser extends LineParser<AutocannonLine> {
  constructor() {
    super(T.allTokens, 2);
    this.performSelfAnalysis();
  }

  private kinds?: ParserMethod<[], AutocannonLine>[];
  private heads?: { ALT: () => IToken }[];

  protected line = this.RULE("line", (): AutocannonLine =>
    this.firstOf(
      (this.kinds ??= [
        this.running,
        this.connections,
        this.workers,
        this.responses,
        this.totals,
        this.errorCounts,
        this.mismatches,
        this.tableLine,
        this.sampled,
        this.samples,
        this.resets,
        this.version,
        this.otherLine,
      ]),
    ),
  );

  /** `Running 10s test @ http://localhost:3000`, `Running 5000 requests test @ ...`, `Running 1s warmup @ ...` */
  private running = this.RULE("running", (): AutocannonLine => {
    const t = this.CONSUME(T.Running);
    const value = this.CONSUME(T.Quantity);
    const requests = this.OPTION(() => this.CONSUME(T.Requests));
    const kind = this.OPTION2(() => this.CONSUME(T.TestKind));
    const url = this.OPTION3(() => {
      this.CONSUME(T.At);
      return this.OPTION4(() => this.CONSUME(T.RestOfLine));
    });
    this.SUBRULE(this.tail);
    return this.ACTION(() => ({
      kind: "running" as const,
      offset: t.startOffset,
      ...(requests ? { amount: printed(value) } : { duration: printed(value) }),
      warmup: kind?.image === "warmup",
      ...(url ? { url: printed(url) } : {}),
    }));
  });

  /** `10 connections`, `100 connections with 10 pipelining factor` */
  private connections = this.RULE("connections", (): AutocannonLine => {
    const n = this.CONSUME(T.Quantity);
    this.CONSUME(T.Connections);
    const pipelining = this.OPTION(() => {
      this.CONSUME(T.WithPipelining);
      const p = this.CONSUME2(T.Quantity);
      this.CONSUME(T.PipeliningFactor);
      return p;
    });
    this.SUBRULE(this.tail);
    return this.ACTION(() => ({ kind: "connections" as const, offset: n.startOffset, connections: printed(n), ...(pipelining ? { pipelining: printed(pipelining) } : {}) }));
  });

  /** `4 workers` */
  private workers = this.RULE("workers", (): AutocannonLine => {
    const n = this.CONSUME(T.Quantity);
    this.CONSUME(T.Workers);
    this.SUBRULE(this.tail);
    return { kind: "workers", offset: n.startOffset, workers: printed(n) };
  });

  /** `30831 2xx responses, 32997 non 2xx responses` */
  private responses = this.RULE("responses", (): AutocannonLine => {
    const ok = this.CONSUME(T.Quantity);
    this.CONSUME(T.Responses2xx);
    const non2xx = this.OPTION(() => {
      this.CONSUME(T.Comma);
      const n = this.CONSUME2(T.Quantity);
      this.CONSUME(T.Non2xx);
      return n;
    });
    this.SUBRULE(this.tail);
    return this.ACTION(() => ({ kind: "responses" as const, offset: ok.startOffset, ok: printed(ok), ...(non2xx ? { non2xx: printed(non2xx) } : {}) }));
  });

  /** `55k requests in 2.01s, 45.9 MB read` */
  private totals = this.RULE("totals", (): AutocannonLine => {
    const requests = this.CONSUME(T.Quantity);
    this.CONSUME(T.RequestsIn);
    const duration = this.OPTION(() => this.CONSUME2(T.Quantity));
    const size = this.OPTION2(() => {
      this.CONSUME(T.Comma);
      const bytes = this.CONSUME3(T.Quantity);
      const unit = this.OPTION3(() => this.CONSUME(T.Word));
      const read = this.OPTION4(() => this.CONSUME(T.Read));
      return { bytes, unit, read };
    });
    this.SUBRULE(this.tail);
    return this.ACTION(() => ({
      kind: "totals" as const,
      offset: requests.startOffset,
      requests: printed(requests),
      ...(duration ? { duration: printed(duration) } : {}),
      ...(size ? { bytes: printed(size.bytes) } : {}),
      ...(size?.unit ? { unit: printed(size.unit) } : {}),
      read: size?.read !== undefined,
    }));
  });

  /** `31k errors (0 timeouts)` */
  private errorCounts = this.RULE("errorCounts", (): AutocannonLine => {
    const errors = this.CONSUME(T.Quantity);
    this.CONSUME(T.Errors);
    const timeouts = this.OPTION(() => {
      this.CONSUME(T.LParen);
      const n = this.CONSUME2(T.Quantity);
      this.CONSUME(T.Timeouts);
      return n;
    });
    this.SUBRULE(this.tail);
    return this.ACTION(() => ({ kind: "errors" as const, offset: errors.startOffset, errors: printed(errors), ...(timeouts ? { timeouts: printed(timeouts) } : {}) }));
  });

  /** `58k requests with mismatched body` (-E) */
  private mismatches = this.RULE("mismatches", (): AutocannonLine => {
    const n = this.CONSUME(T.Quantity);
    this.CONSUME(T.Mismatched);
    this.SUBRULE(this.tail);
    return { kind: "mismatches", offset: n.startOffset, mismatches: printed(n) };
  });

  /**
   * A line of a table: `│ Stat │ 2.5% │ ...`, `│ Latency │ 0 ms │ ...`, `Latency (ms) 9.36 4.19 78` (before 3.2.0),
   * `│ 200 │ 64811 │`, `99.999     605`, `├───┼───┤`. The first word after an optional border says which.
   */
  private tableLine = this.RULE("tableLine", (): AutocannonLine => {
    const border = this.OPTION(() => this.CONSUME(T.Bar));
    const head = this.OR(
      (this.heads ??= [T.Stat, T.LatencyMs, T.Latency, T.ReqSec, T.BytesSec, T.Percentile, T.Code, T.Rule, T.Quantity].map((tt) => ({ ALT: () => this.CONSUME(tt) }))),
    );
    const tokens: TableToken[] = [];
    this.MANY(() => {
      const t = this.CONSUME(T.AnyToken);
      this.ACTION(() => tokens.push({ text: t.image, offset: t.startOffset, bar: t.tokenType === T.Bar }));
    });
    return this.ACTION(() => {
      const kind = HEADS.get(head.tokenType)!;
      // a number's cell or a rule's segment is a value, kept with the rest
      if (kind === "number" || kind === "rule") tokens.unshift({ text: head.image, offset: head.startOffset, bar: false });
      return { kind: "table" as const, offset: (border ?? head).startOffset, head: kind, headText: head.image, tokens };
    });
  });

  /** `Req/Bytes counts sampled once per second.`, `Req/Bytes counts sampled every 0.5 seconds.` */
  private sampled = this.RULE("sampled", (): AutocannonLine => {
    const t = this.CONSUME(T.Sampled);
    const words: Printed[] = [];
    this.MANY(() => {
      const w = this.CONSUME(T.AnyToken);
      this.ACTION(() => words.push(printed(w)));
    });
    return { kind: "sampled", offset: t.startOffset, words };
  });

  /** `# of samples: 10` */
  private samples = this.RULE("samples", (): AutocannonLine => {
    const t = this.CONSUME(T.Samples);
    // any token: what is not a number is refused where it is
    const n = this.OPTION(() => this.CONSUME(T.AnyToken));
    this.SUBRULE(this.tail);
    return this.ACTION(() => ({ kind: "samples" as const, offset: t.startOffset, ...(n ? { samples: printed(n) } : {}) }));
  });

  /** `request pipeline was reset 1 time` */
  private resets = this.RULE("resets", (): AutocannonLine => {
    const t = this.CONSUME(T.PipelineReset);
    const n = this.OPTION(() => this.CONSUME(T.Quantity));
    this.SUBRULE(this.tail);
    return this.ACTION(() => ({ kind: "resets" as const, offset: t.startOffset, ...(n ? { resets: printed(n) } : {}) }));
  });

  /** `autocannon v9.0.0`, `node v20.20.2` (-v) */
  private version = this.RULE("version", (): AutocannonLine => {
    const t = this.OR([{ ALT: () => this.CONSUME(T.Version) }, { ALT: () => this.CONSUME(T.NodeVersion) }]);
    const v = this.OPTION(() => this.CONSUME(T.RestOfLine));
    this.SUBRULE(this.tail);
    return this.ACTION(() => ({
      kind: "version" as const,
      offset: t.startOffset,
      program: t.tokenType === T.Version ? ("autocannon" as const) : ("node" as const),
      ...(v ? { version: printed(v) } : {}),
    }));
  });

  /** Anything else: the progress bar, a prompt, prose, a stack trace. */
  private otherLine = this.RULE("otherLine", (): AutocannonLine => {
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
export const autocannonGrammar = lazyGrammar(T.lexerDefinition, () => new AutocannonParser(), (p, text) => p.read(text));

export const autocannonTokens: TokenType[] = T.allTokens;
