import { createToken } from "chevrotain";

/**
 * ab -g: tab-separated, a header row then one row per request. A row is one token, its text up to the line end
 * (tabs included); the format splits it into cells by hand (one token per row instead of eleven: cells may hold
 * spaces, the ctime date, and nothing else is in a row).
 */
export const Newline = createToken({ name: "Newline", pattern: /\r?\n/, label: "end of line" });
export const Row = createToken({ name: "Row", pattern: /[\x00-\x09\x0b-\x0c\x0e-\uffff]+/, label: "a row" });

export const allTokens = [Newline, Row];
