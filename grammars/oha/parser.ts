import { type IToken, type ParserMethod, type TokenType } from "chevrotain";
import { lazyGrammar, LineParser } from "../kit/parser.js";
import * as T from "./tokens.js";

/** A value as printed, and where it starts in the parsed text. */
export interface Printed {
  text: string;
  offset: number;
}

/** The section titles, by the name the grouping uses. */
export type OhaTitle = "summary" | "histogram" | "distribution" | "details" | "status" | "error";
/** The breakdown a histogram or distribution title names (`--stats-success-breakdown`): all, 2xx, 4xx + 5xx. */
export type OhaSubset = "all" | "successful" | "notSuccessful";
/** The Summary and Details labels, by the name the grouping uses. */
export type OhaLabel =
  | "successRate" | "total" | "slowest" | "fastest" | "average" | "requestsPerSec" | "totalData" | "sizePerRequest" | "sizePerSec"
  | "dnsDialup" | "dnsLookup";

/**
 * One recognised line of oha output, with the strings as printed. A line starts with oha's own words or shape (the
 * first tokens decide its kind); whatever is missing after them (a line cut off) is left out, so no line fails to
 * parse: the grouping (src/formats/oha/raw.ts) decides what a line means in its place.
 */
export type OhaLine =
  | { kind: "title"; offset: number; title: OhaTitle; subset: OhaSubset }
  /** `  Total:\t5.9440 secs`: the rest of the line after the label, as printed (missing when cut). */
  | { kind: "value"; offset: number; label: OhaLabel; value?: Printed }
  /** `  0.002 [19800] |■■■■`, `  1.234 ms [5] |`: the mark, its unit's words, the count and the bar. */
  | { kind: "bucket"; offset: number; mark: Printed; unit?: string; count?: Printed; bar?: string }
  /** `  10.00% in 0.0014 secs`: the percentage and the value after `in`. */
  | { kind: "percentile"; offset: number; percent: Printed; value?: Printed }
  /** `  [200] 20000 responses`, `  [20] aborted due to deadline`: the key, and the rest after `]`. */
  | { kind: "bracket"; offset: number; key?: Printed; rest?: Printed }
  | { kind: "other"; offset: number };

const printed = (t: IToken): Printed => ({ text: t.image, offset: t.startOffset });

/** The grouping's names of the section titles and value labels, and the breakdown a title names, by token (the hand reader's too: grammars/oha/rows.ts). */
export const TITLES = new Map<TokenType, OhaTitle>([
  [T.SummaryTitle, "summary"],
  [T.HistogramTitle, "histogram"],
  [T.DistributionTitle, "distribution"],
  [T.DetailsTitle, "details"],
  [T.StatusTitle, "status"],
  [T.ErrorTitle, "error"],
]);
export const LABELS = new Map<TokenType, OhaLabel>([
  [T.SuccessRate, "successRate"],
  [T.Total, "total"],
  [T.Slowest, "slowest"],
  [T.Fastest, "fastest"],
  [T.Average, "average"],
  [T.RequestsPerSec, "requestsPerSec"],
  [T.TotalData, "totalData"],
  [T.SizePerRequest, "sizePerRequest"],
  [T.SizePerSec, "sizePerSec"],
  [T.DnsDialup, "dnsDialup"],
  [T.DnsLookup, "dnsLookup"],
]);

export const subsetOf = (image: string): OhaSubset => (image.includes("(2xx only)") ? "successful" : image.includes("(4xx") ? "notSuccessful" : "all");

export class OhaParser extends LineParser<OhaLine> {
  constructor() {
    super(T.allTokens, 2);
    this.performSelfAnalysis();
  }

  private kinds?: ParserMethod<[], OhaLine>[];

  protected line = this.RULE("line", (): OhaLine =>
    this.firstOf((this.kinds ??= [this.title, this.valueLine, this.bucket, this.percentile, this.bracket, this.otherLine])),
  );

  /** `Summary:`, `Response time histogram (2xx only):`, `Latency distribution:`, `Details (average, fastest, slowest):` ... */
  private title = this.RULE("title", (): OhaLine => {
    const t = this.CONSUME(T.Title);
    this.SUBRULE(this.tail);
    return this.ACTION(() => ({ kind: "title" as const, offset: t.startOffset, title: TITLES.get(t.tokenType)!, subset: subsetOf(t.image) }));
  });

  /** `  Success rate:\t100.00%`, `  Total data:\t38.28 MiB`, `  DNS+dialup:\t0.0086 secs, 0.0039 secs, 0.0097 secs` */
  private valueLine = this.RULE("valueLine", (): OhaLine => {
    const t = this.CONSUME(T.ValueLabel);
    const value = this.OPTION(() => this.CONSUME(T.RestOfLine));
    this.SUBRULE(this.tail);
    return this.ACTION(() => ({ kind: "value" as const, offset: t.startOffset, label: LABELS.get(t.tokenType)!, ...(value ? { value: printed(value) } : {}) }));
  });

  /** `  0.002 [19800] |■■■■■■■■`, `  12.345 ms [3]  |`, `  0.123 10 sec [1] |` */
  private bucket = this.RULE("bucket", (): OhaLine => {
    const mark = this.CONSUME(T.Number);
    const unit: string[] = [];
    this.MANY(() => {
      const u = this.OR([{ ALT: () => this.CONSUME2(T.Number) }, { ALT: () => this.CONSUME(T.Word) }]);
      this.ACTION(() => unit.push(u.image));
    });
    this.CONSUME(T.LBracket);
    const count = this.OPTION(() => this.CONSUME3(T.Number));
    let bar: IToken | undefined;
    this.OPTION2(() => {
      this.CONSUME(T.RBracket);
      bar = this.OPTION3(() => this.CONSUME(T.RestOfLine));
    });
    this.SUBRULE(this.tail);
    return this.ACTION(() => ({
      kind: "bucket" as const,
      offset: mark.startOffset,
      mark: printed(mark),
      ...(unit.length ? { unit: unit.join(" ") } : {}),
      ...(count ? { count: printed(count) } : {}),
      ...(bar ? { bar: bar.image } : {}),
    }));
  });

  /** `  10.00% in 0.0014 secs`, `  99.99% in 14.2000 ms`, `  10% in 0.0008 secs` (oha before 0.6.4) */
  private percentile = this.RULE("percentile", (): OhaLine => {
    const p = this.CONSUME(T.Number);
    this.CONSUME(T.Percent);
    let value: IToken | undefined;
    this.OPTION(() => {
      this.CONSUME(T.In);
      value = this.OPTION2(() => this.CONSUME(T.RestOfLine));
    });
    this.SUBRULE(this.tail);
    return this.ACTION(() => ({ kind: "percentile" as const, offset: p.startOffset, percent: printed(p), ...(value ? { value: printed(value) } : {}) }));
  });

  /** `  [200] 20000 responses`, `  [20] aborted due to deadline` */
  private bracket = this.RULE("bracket", (): OhaLine => {
    const t = this.CONSUME(T.LBracket);
    const key = this.OPTION(() => this.CONSUME(T.Number));
    let rest: IToken | undefined;
    this.OPTION2(() => {
      this.CONSUME(T.RBracket);
      rest = this.OPTION3(() => this.CONSUME(T.RestOfLine));
    });
    this.SUBRULE(this.tail);
    return this.ACTION(() => ({ kind: "bracket" as const, offset: t.startOffset, ...(key ? { key: printed(key) } : {}), ...(rest ? { rest: printed(rest) } : {}) }));
  });

  /** Anything else: a prompt, prose, the TUI's last frame. The grouping slices it from the text. */
  private otherLine = this.RULE("otherLine", (): OhaLine => {
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
export const ohaGrammar = lazyGrammar(T.lexerDefinition, () => new OhaParser(), (p, text) => p.read(text));

export const ohaTokens: TokenType[] = T.allTokens;
