/**
 * ab -g: tab-separated, a header row then one row per request. A row is one token, its text up to the line end
 * (tabs included); the format splits it into cells by hand (one token per row instead of eleven: cells may hold
 * spaces, the ctime date, and nothing else is in a row). The tokens are the grammar kit's rows (grammars/kit/rows.ts).
 */
export { RowNewline as Newline, Row, rowTokens as allTokens } from "../kit/rows.js";
