import { EmbeddedActionsParser } from "chevrotain";
import { lazyGrammar } from "../kit/parser.js";
import * as T from "./tokens.js";

/** The rows of a file: each row's text (the line without its end) and where it starts, one list each. */
export interface TsvRows {
  texts: string[];
  offsets: number[];
}

/** Rows of tab-separated text; empty lines are skipped. The cells and what they mean are the format's. */
export class TsvParser extends EmbeddedActionsParser {
  constructor() {
    super(T.allTokens, { maxLookahead: 1, recoveryEnabled: false });
    this.performSelfAnalysis();
  }

  public file = this.RULE("file", (): TsvRows => {
    const rows: TsvRows = { texts: [], offsets: [] };
    this.MANY(() => {
      this.OR([
        { ALT: () => this.CONSUME(T.Newline) },
        {
          ALT: () => {
            const row = this.CONSUME(T.Row);
            this.ACTION(() => {
              rows.texts.push(row.image);
              rows.offsets.push(row.startOffset);
            });
            this.OPTION(() => this.CONSUME2(T.Newline));
          },
        },
      ]);
    });
    return rows;
  });
}

/** The grammar, built on first use and reused for every input (grammars/kit). */
export const tsvGrammar = lazyGrammar(T.allTokens, () => new TsvParser(), (p) => p.file());
