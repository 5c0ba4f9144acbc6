import { EmbeddedActionsParser } from "chevrotain";
import { token } from "./tokens.js";
import { lazyGrammar, parserConfig } from "./parser.js";

/*
 * Files of one record per line whose cells the format splits by hand (ab -g's tab-separated rows, hey -o csv's
 * comma-separated ones): a row is one token, its text up to the line end, instead of a token per cell (cells may hold
 * spaces or dates, and nothing but cells is in a row). Empty lines are skipped.
 */
export const RowNewline = token({ name: "Newline", pattern: /\r?\n/, label: "end of line" });
export const Row = token({ name: "Row", pattern: /[\x00-\x09\x0b-\x0c\x0e-\uffff]+/, label: "a row" });

export const rowTokens = [RowNewline, Row];

/** The rows of a file: each row's text (the line without its end) and where it starts, one list each. */
export interface Rows {
  texts: string[];
  offsets: number[];
}

/** Rows of text, one token each; what the cells are and mean is the format's. */
export class RowsParser extends EmbeddedActionsParser {
  constructor() {
    super(rowTokens, parserConfig(1));
    this.performSelfAnalysis();
  }

  public file = this.RULE("file", (): Rows => {
    const rows: Rows = { texts: [], offsets: [] };
    this.MANY(() => {
      this.OR([
        { ALT: () => this.CONSUME(RowNewline) },
        {
          ALT: () => {
            const row = this.CONSUME(Row);
            this.ACTION(() => {
              rows.texts.push(row.image);
              rows.offsets.push(row.startOffset);
            });
            this.OPTION(() => this.CONSUME2(RowNewline));
          },
        },
      ]);
    });
    return rows;
  });
}

/** The grammar, built on first use and reused for every input (grammars/kit). */
export const rowsGrammar = lazyGrammar(rowTokens, () => new RowsParser(), (p) => p.file());
