import { type IToken, type ParserMethod, type TokenType } from "chevrotain";
import { lazyGrammar, LineParser } from "../kit/parser.js";
import * as T from "./tokens.js";

/** A value as printed, and where it starts in the parsed text. */
export interface Printed {
  text: string;
  offset: number;
}

/** The section titles, by the name the grouping uses. */
export type HeyTitle = "summary" | "histogram" | "latency" | "details" | "status" | "error" | "detailedReport";
/** The Summary block's labels, by the name the grouping uses. */
export type HeySummaryLabel = "total" | "slowest" | "fastest" | "average" | "requestsPerSec" | "totalData" | "sizePerRequest";
/** The Details block's rows, by the name the grouping uses. */
export type HeyDetailLabel = "dnsDialup" | "dnsLookup" | "requestWrite" | "responseWait" | "responseRead";

/**
 * One recognised line of hey output, with the strings as printed. A line starts with hey's own words or shape (the
 * first tokens decide its kind); whatever is missing after them (a line cut off) is left out, so no line fails to
 * parse: the grouping (src/formats/hey/raw.ts) decides what a line means in its place, and what an incomplete one
 * costs.
 */
export type HeyLine =
  | { kind: "title"; offset: number; title: HeyTitle }
  /** `  Total:\t0.1571 secs`: the value and its unit, as printed (either may be missing). */
  | { kind: "value"; offset: number; label: HeySummaryLabel; value?: Printed; unit?: string }
  /** `  0.002 [389]\t|■■■■`: the bucket's mark, count and bar length. */
  | { kind: "bucket"; offset: number; mark: Printed; count?: Printed; bars?: number }
  /** `  10% in 0.0008 secs` */
  | { kind: "percentile"; offset: number; percent: Printed; value?: Printed; unit?: string }
  /** `  DNS+dialup:\t0.0000 secs, 0.0000 secs, 0.0196 secs`: each cell's value and unit. */
  | { kind: "detail"; offset: number; label: HeyDetailLabel; cells: { value: Printed; unit?: string }[] }
  /** `  [200]\t2000 responses`, `  [100]\tGet "http://...": dial tcp ...`: the key, and where the rest starts. */
  | { kind: "bracket"; offset: number; key?: Printed; rest?: number }
  | { kind: "usage"; offset: number }
  /** The line is kept as printed (the grouping slices it). */
  | { kind: "message"; offset: number }
  /** One of oha's own lines: oha's look-alike summary, which is not hey's. */
  | { kind: "oha"; offset: number; label: string }
  | { kind: "other"; offset: number };

const printed = (t: IToken): Printed => ({ text: t.image, offset: t.startOffset });

/** The grouping's names of the section titles, Summary labels and Details labels, by token (the hand reader's too: grammars/hey/rows.ts). */
export const TITLES = new Map<TokenType, HeyTitle>([
  [T.SummaryTitle, "summary"],
  [T.HistogramTitle, "histogram"],
  [T.LatencyTitle, "latency"],
  [T.DetailsTitle, "details"],
  [T.StatusTitle, "status"],
  [T.ErrorTitle, "error"],
  [T.DetailedReportTitle, "detailedReport"],
]);
/** The grouping's names of the section titles, Summary labels and Details labels, by token (the hand reader's too: grammars/hey/rows.ts). */
export const SUMMARY_LABELS = new Map<TokenType, HeySummaryLabel>([
  [T.Total, "total"],
  [T.Slowest, "slowest"],
  [T.Fastest, "fastest"],
  [T.Average, "average"],
  [T.RequestsPerSec, "requestsPerSec"],
  [T.TotalData, "totalData"],
  [T.SizePerRequest, "sizePerRequest"],
]);
/** The grouping's names of the section titles, Summary labels and Details labels, by token (the hand reader's too: grammars/hey/rows.ts). */
export const DETAIL_LABELS = new Map<TokenType, HeyDetailLabel>([
  [T.DnsDialup, "dnsDialup"],
  [T.DnsLookup, "dnsLookup"],
  [T.ReqWrite, "requestWrite"],
  [T.RespWait, "responseWait"],
  [T.RespRead, "responseRead"],
]);

export class HeyParser extends LineParser<HeyLine> {
  constructor() {
    super(T.allTokens, 2);
    this.performSelfAnalysis();
  }

  private kinds?: ParserMethod<[], HeyLine>[];

  protected line = this.RULE("line", (): HeyLine =>
    this.firstOf((this.kinds ??= [this.title, this.valueLine, this.bucket, this.percentile, this.detail, this.bracket, this.usage, this.message, this.oha, this.otherLine])),
  );

  /** `Summary:`, `Response time histogram:`, `Latency distribution:`, `Details (average, fastest, slowest):` ... */
  private title = this.RULE("title", (): HeyLine => {
    const t = this.CONSUME(T.Title);
    this.SUBRULE(this.tail);
    return this.ACTION(() => ({ kind: "title" as const, offset: t.startOffset, title: TITLES.get(t.tokenType)! }));
  });

  /** `  Total:\t0.1571 secs`, `  Average:\t NaN secs`, `  Requests/sec:\t12733.8351`, `  Total data:\t1200000 bytes` */
  private valueLine = this.RULE("valueLine", (): HeyLine => {
    const t = this.CONSUME(T.SummaryLabel);
    const value = this.OPTION(() => this.SUBRULE(this.number));
    const unit = this.OPTION2(() => this.OR([{ ALT: () => this.CONSUME(T.Secs) }, { ALT: () => this.CONSUME(T.Bytes) }]));
    this.SUBRULE(this.tail);
    return this.ACTION(() => ({
      kind: "value" as const,
      offset: t.startOffset,
      label: SUMMARY_LABELS.get(t.tokenType)!,
      ...(value ? { value: printed(value) } : {}),
      ...(unit ? { unit: unit.image } : {}),
    }));
  });

  /** `  0.002 [389]\t|■■■■■■■■■■■■■■■` */
  private bucket = this.RULE("bucket", (): HeyLine => {
    const mark = this.CONSUME(T.Number);
    this.CONSUME(T.LBracket);
    const count = this.OPTION(() => this.CONSUME2(T.Number));
    let bars: IToken | undefined;
    this.OPTION2(() => {
      this.CONSUME(T.RBracket);
      this.OPTION3(() => {
        this.CONSUME(T.Pipe);
        bars = this.OPTION4(() => this.CONSUME(T.Bars));
      });
    });
    this.SUBRULE(this.tail);
    return this.ACTION(() => ({
      kind: "bucket" as const,
      offset: mark.startOffset,
      mark: printed(mark),
      ...(count ? { count: printed(count) } : {}),
      ...(bars ? { bars: [...bars.image].length } : {}),
    }));
  });

  /** `  10% in 0.0008 secs` (and the zero entry of a percentile hey did not reach: `  0% in 0.0000 secs`) */
  private percentile = this.RULE("percentile", (): HeyLine => {
    const p = this.CONSUME(T.Number);
    this.CONSUME(T.Percent);
    let value: IToken | undefined;
    let unit: IToken | undefined;
    this.OPTION(() => {
      this.CONSUME(T.In);
      value = this.OPTION2(() => this.CONSUME2(T.Number));
      unit = this.OPTION3(() => this.CONSUME(T.Secs));
    });
    this.SUBRULE(this.tail);
    return this.ACTION(() => ({
      kind: "percentile" as const,
      offset: p.startOffset,
      percent: printed(p),
      ...(value ? { value: printed(value) } : {}),
      ...(unit ? { unit: unit.image } : {}),
    }));
  });

  /** `  DNS+dialup:\t0.0000 secs, 0.0000 secs, 0.0196 secs`, `  resp wait:\t NaN secs, 0.0000 secs, 0.0000 secs` */
  private detail = this.RULE("detail", (): HeyLine => {
    const t = this.CONSUME(T.DetailLabel);
    const cells: { value: Printed; unit?: string }[] = [];
    this.MANY(() => {
      const value = this.SUBRULE(this.number);
      const unit = this.OPTION(() => this.CONSUME(T.Secs));
      this.OPTION2(() => this.CONSUME(T.Comma));
      this.ACTION(() => cells.push({ value: printed(value), ...(unit ? { unit: unit.image } : {}) }));
    });
    this.SUBRULE(this.tail);
    return this.ACTION(() => ({ kind: "detail" as const, offset: t.startOffset, label: DETAIL_LABELS.get(t.tokenType)!, cells }));
  });

  /** `  [200]\t2000 responses`, `  [100]\tGet "http://127.0.0.1:18099/": dial tcp ...: connect: connection refused` */
  private bracket = this.RULE("bracket", (): HeyLine => {
    const t = this.CONSUME(T.LBracket);
    const key = this.OPTION(() => this.CONSUME(T.Number));
    let rest: IToken | undefined;
    this.OPTION2(() => {
      this.CONSUME(T.RBracket);
      rest = this.OPTION3(() => this.CONSUME(T.AnyToken));
    });
    this.SUBRULE(this.tail);
    return this.ACTION(() => ({ kind: "bracket" as const, offset: t.startOffset, ...(key ? { key: printed(key) } : {}), ...(rest ? { rest: rest.startOffset } : {}) }));
  });

  /** `Usage: hey [options...] <url>` */
  private usage = this.RULE("usage", (): HeyLine => {
    const t = this.CONSUME(T.Usage);
    this.SUBRULE(this.tail);
    return { kind: "usage", offset: t.startOffset };
  });

  /** `-n cannot be less than -c.`, `flag provided but not defined: -x` */
  private message = this.RULE("message", (): HeyLine => {
    const t = this.CONSUME(T.Message);
    this.SUBRULE(this.tail);
    return { kind: "message", offset: t.startOffset };
  });

  /** `  Success rate:\t100.00%`, `  Size/sec:\t6.44 MiB`, `Response time distribution:` */
  private oha = this.RULE("oha", (): HeyLine => {
    const t = this.CONSUME(T.OhaLabel);
    this.SUBRULE(this.tail);
    return this.ACTION(() => ({ kind: "oha" as const, offset: t.startOffset, label: t.image }));
  });

  /** Anything else: a prompt, prose, the usage text's option lines. The grouping slices it from the text. */
  private otherLine = this.RULE("otherLine", (): HeyLine => {
    const t = this.CONSUME(T.AnyToken);
    this.SUBRULE(this.tail);
    return { kind: "other", offset: t.startOffset };
  });

  /** A number, or Go's NaN and ±Inf. */
  private number = this.RULE("number", (): IToken => this.OR([{ ALT: () => this.CONSUME(T.Number) }, { ALT: () => this.CONSUME(T.NaN) }, { ALT: () => this.CONSUME(T.Inf) }]));

  /** Whatever else the line holds, up to its end. */
  private tail = this.RULE("tail", (): void => {
    this.MANY(() => this.CONSUME(T.AnyToken));
  });
}

/** The grammar, built on first use and reused for every input (grammars/kit). */
export const heyGrammar = lazyGrammar(T.lexerDefinition, () => new HeyParser(), (p, text) => p.read(text));

export const heyTokens: TokenType[] = T.allTokens;
