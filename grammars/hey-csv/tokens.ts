/**
 * hey -o csv: a header row then one comma-separated row per successful request. A row is one token, its text up to
 * the line end; the format splits it into cells by hand (the grammar kit's rows: grammars/kit/rows.ts).
 */
export { RowNewline as Newline, Row, rowTokens as allTokens } from "../kit/rows.js";
