import { type IToken, type ParserMethod, type TokenType } from "chevrotain";
import { lazyGrammar, LineParser } from "../kit/parser.js";
import * as T from "./tokens.js";

/** A value as printed, and where it starts in the parsed text. */
export interface Printed {
  text: string;
  offset: number;
}

/**
 * One recognised line of a k6 summary, with the strings as printed. The grouping (src/formats/k6/raw.ts) decides
 * what a line means in its place (a check's details, a threshold's metric, a section's title).
 */
export type K6Line =
  /** A metric: its mark (thresholds), its name or sub-metric tags with the leader, and its values. */
  | { kind: "metric"; offset: number; mark?: string; leader: Printed; values: Printed[] }
  /** `✓ 'p(95)<500' p(95)=51`: a threshold of the 1.x THRESHOLDS section. */
  | { kind: "threshold"; offset: number; mark: string; source: Printed; values: Printed[] }
  /** `✓ status is 200`: a check (its name is the rest of the line). */
  | { kind: "check"; offset: number; mark: string; nameOffset: number }
  /** `↳  93% — ✓ 93 / ✗ 7`, `↳ GROUP: login`: the words after the arrow. */
  | { kind: "details"; offset: number; words: Printed[] }
  /** `█ TOTAL RESULTS`, `█ THRESHOLDS`, `█ GROUP: login`, `█ setup` (a legacy group): the rest is sliced. */
  | { kind: "title"; offset: number; restOffset?: number }
  | { kind: "other"; offset: number };

const printed = (t: IToken): Printed => ({ text: t.image, offset: t.startOffset });

export class K6Parser extends LineParser<K6Line> {
  constructor() {
    super(T.allTokens, 2);
    this.performSelfAnalysis();
  }

  private kinds?: ParserMethod<[], K6Line>[];

  protected line = this.RULE("line", (): K6Line => this.firstOf((this.kinds ??= [this.metric, this.threshold, this.check, this.details, this.title, this.otherLine])));

  /** `     http_req_duration..............: avg=19.74ms min=689µs ...`, `   ✓ http_req_failed.....: 0.00%  ✓ 0  ✗ 40495` */
  private metric = this.RULE("metric", (): K6Line => {
    const mark = this.OPTION(() => this.CONSUME(T.Mark));
    const leader = this.OR([{ ALT: () => this.CONSUME(T.NameLeader) }, { ALT: () => this.CONSUME(T.SubLeader) }]);
    const values: Printed[] = [];
    this.MANY(() => {
      const v = this.CONSUME(T.AnyToken);
      this.ACTION(() => values.push(printed(v)));
    });
    return this.ACTION(() => ({ kind: "metric" as const, offset: (mark ?? leader).startOffset, ...(mark ? { mark: mark.image } : {}), leader: printed(leader), values }));
  });

  /** `    ✓ 'p(95)<2000' p(95)=21.44ms` */
  private threshold = this.RULE("threshold", (): K6Line => {
    const mark = this.CONSUME(T.Mark);
    const source = this.CONSUME(T.Quoted);
    const values: Printed[] = [];
    this.MANY(() => {
      const v = this.CONSUME(T.AnyToken);
      this.ACTION(() => values.push(printed(v)));
    });
    return this.ACTION(() => ({ kind: "threshold" as const, offset: mark.startOffset, mark: mark.image, source: printed(source), values }));
  });

  /** `     ✓ status is 200`, `     ✗ body has greeting` */
  private check = this.RULE("check", (): K6Line => {
    const mark = this.CONSUME(T.Mark);
    const first = this.CONSUME(T.AnyToken);
    this.SUBRULE(this.tail);
    return this.ACTION(() => ({ kind: "check" as const, offset: mark.startOffset, mark: mark.image, nameOffset: first.startOffset }));
  });

  /** `      ↳  93% — ✓ 93 / ✗ 7` */
  private details = this.RULE("details", (): K6Line => {
    const t = this.CONSUME(T.Arrow);
    const words: Printed[] = [];
    this.MANY(() => {
      const w = this.CONSUME(T.AnyToken);
      this.ACTION(() => words.push(printed(w)));
    });
    return { kind: "details", offset: t.startOffset, words };
  });

  /** `  █ TOTAL RESULTS` */
  private title = this.RULE("title", (): K6Line => {
    const t = this.CONSUME(T.Block);
    const first = this.OPTION(() => this.CONSUME(T.AnyToken));
    this.SUBRULE(this.tail);
    return this.ACTION(() => ({ kind: "title" as const, offset: t.startOffset, ...(first ? { restOffset: first.startOffset } : {}) }));
  });

  /** Anything else: the banner, the execution lines, the progress lines, a section's name, a threshold's metric. */
  private otherLine = this.RULE("otherLine", (): K6Line => {
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
export const k6Grammar = lazyGrammar(T.lexerDefinition, () => new K6Parser(), (p, text) => p.read(text));

export const k6Tokens: TokenType[] = T.allTokens;
