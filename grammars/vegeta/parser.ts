import { type IToken, type ParserMethod, type TokenType } from "chevrotain";
import { lazyGrammar, LineParser } from "../kit/parser.js";
import * as T from "./tokens.js";

/** A value as printed, and where it starts in the parsed text. */
export interface Printed {
  text: string;
  offset: number;
}

/**
 * One recognised line of `vegeta report` output, with the strings as printed; whatever is missing after the first
 * tokens (a line cut off) is left out, so no line fails to parse: the grouping (src/formats/vegeta/raw.ts) decides
 * what a line means in its place.
 */
export type VegetaLine =
  /** `Latencies [min, mean, 50, 90, 95, 99, max]  1.012ms, ...`: the row's name, its bracketed names and its values. */
  | { kind: "row"; offset: number; name: string; names: string[]; closed: boolean; values: Printed[] }
  | { kind: "errorSet"; offset: number }
  | { kind: "histogramHeader"; offset: number; words: string[] }
  /** `[0s,     2ms]    1234  41.13%  ####`: the bounds, the count and the share (the bar is not kept). */
  | { kind: "bucket"; offset: number; lo: Printed; hi?: Printed; closed: boolean; count?: Printed; share?: Printed }
  | { kind: "other"; offset: number };

const printed = (t: IToken): Printed => ({ text: t.image, offset: t.startOffset });

export class VegetaParser extends LineParser<VegetaLine> {
  constructor() {
    super(T.allTokens, 2);
    this.performSelfAnalysis();
  }

  private kinds?: ParserMethod<[], VegetaLine>[];

  protected line = this.RULE("line", (): VegetaLine => this.firstOf((this.kinds ??= [this.row, this.errorSet, this.histogramHeader, this.bucket, this.otherLine])));

  /** `Requests      [total, rate, throughput]         3000, 100.03, 99.98` */
  private row = this.RULE("row", (): VegetaLine => {
    const name = this.CONSUME(T.RowName);
    this.CONSUME(T.LBracket);
    const names: string[] = [];
    this.MANY(() => {
      const n = this.CONSUME(T.Word);
      this.ACTION(() => names.push(n.image));
      this.OPTION(() => this.CONSUME(T.Comma));
    });
    const closed = this.OPTION2(() => this.CONSUME(T.RBracket)) !== undefined;
    const values: Printed[] = [];
    this.MANY2(() => {
      const v = this.CONSUME(T.AnyToken);
      this.ACTION(() => {
        if (v.tokenType !== T.Comma) values.push(printed(v));
      });
    });
    return this.ACTION(() => ({ kind: "row" as const, offset: name.startOffset, name: name.image, names, closed, values }));
  });

  /** `Error Set:` */
  private errorSet = this.RULE("errorSet", (): VegetaLine => {
    const t = this.CONSUME(T.ErrorSet);
    this.SUBRULE(this.tail);
    return { kind: "errorSet", offset: t.startOffset };
  });

  /** `Bucket           #     %       Histogram` */
  private histogramHeader = this.RULE("histogramHeader", (): VegetaLine => {
    const t = this.CONSUME(T.Bucket);
    const words: string[] = [];
    this.MANY(() => {
      const w = this.CONSUME(T.AnyToken);
      this.ACTION(() => words.push(w.image));
    });
    return { kind: "histogramHeader", offset: t.startOffset, words };
  });

  /** `[0s,     2ms]    1234  41.13%  ##############################`, `[6ms,    +Inf]   66    2.20%   #` */
  private bucket = this.RULE("bucket", (): VegetaLine => {
    const t = this.CONSUME(T.LBracket);
    const lo = this.CONSUME(T.Word);
    const hi = this.OPTION(() => {
      this.CONSUME(T.Comma);
      return this.OPTION2(() => this.CONSUME2(T.Word));
    });
    const closed = this.OPTION3(() => this.CONSUME(T.RBracket)) !== undefined;
    const count = this.OPTION4(() => this.CONSUME3(T.Word));
    const share = this.OPTION5(() => this.CONSUME4(T.Word));
    this.SUBRULE(this.tail);
    return this.ACTION(() => ({
      kind: "bucket" as const,
      offset: t.startOffset,
      lo: printed(lo),
      ...(hi ? { hi: printed(hi) } : {}),
      closed,
      ...(count ? { count: printed(count) } : {}),
      ...(share ? { share: printed(share) } : {}),
    }));
  });

  /** Anything else: an error of the Error Set, a prompt, prose. */
  private otherLine = this.RULE("otherLine", (): VegetaLine => {
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
export const vegetaGrammar = lazyGrammar(T.lexerDefinition, () => new VegetaParser(), (p, text) => p.read(text));

export const vegetaTokens: TokenType[] = T.allTokens;
