/** hey -o csv's rows: the grammar kit's rows grammar (grammars/kit/rows.ts); empty lines are skipped. */
export { RowsParser as HeyCsvParser, rowsGrammar as heyCsvGrammar, type Rows as HeyCsvRows } from "../kit/rows.js";
