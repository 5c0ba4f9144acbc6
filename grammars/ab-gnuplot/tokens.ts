import { createToken } from "chevrotain";

/** ab -g: tab-separated, a header row then one row per request. Cells may hold spaces (the ctime date). */
export const Newline = createToken({ name: "Newline", pattern: /\r?\n/, label: "end of line" });
export const Tab = createToken({ name: "Tab", pattern: /\t/, label: "a tab" });
export const Cell = createToken({ name: "Cell", pattern: /[\x00-\x08\x0b-\x0c\x0e-\uffff]+/, label: "a cell" });

export const allTokens = [Newline, Tab, Cell];
