/** ab -g's rows of tab-separated text: the grammar kit's rows grammar (grammars/kit/rows.ts); empty lines are skipped. */
export { RowsParser as TsvParser, rowsGrammar as tsvGrammar, type Rows as TsvRows } from "../kit/rows.js";
