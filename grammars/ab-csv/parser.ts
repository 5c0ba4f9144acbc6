import { EmbeddedActionsParser } from "chevrotain";
import { lazyGrammar, parserConfig } from "../kit/parser.js";
import * as T from "./tokens.js";

export interface AbCsvRawRow {
  percent: string;
  ms: string;
  offset: number;
}

export class AbCsvParser extends EmbeddedActionsParser {
  constructor() {
    super(T.allTokens, parserConfig(1));
    this.performSelfAnalysis();
  }

  public file = this.RULE("file", () => {
    const rows: AbCsvRawRow[] = [];
    this.MANY(() => this.CONSUME(T.Newline));
    this.CONSUME(T.Header);
    this.MANY2(() => {
      this.CONSUME2(T.Newline);
      this.OPTION(() => {
        const row = this.SUBRULE(this.row);
        this.ACTION(() => rows.push(row));
      });
    });
    return rows;
  });

  private row = this.RULE("row", (): AbCsvRawRow => {
    const percent = this.CONSUME(T.Num);
    this.CONSUME(T.Comma);
    const ms = this.CONSUME2(T.Num);
    return { percent: percent.image, ms: ms.image, offset: percent.startOffset };
  });
}

/** The grammar, built on first use and reused for every input (grammars/kit). */
export const abCsvGrammar = lazyGrammar(T.allTokens, () => new AbCsvParser(), (p) => p.file());
