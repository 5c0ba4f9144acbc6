import type { ExtractSignature } from "../../../kit/line-tests.js";

/** sadf -p in other text: its tab-separated `host interval timestamp device field value` lines (and -1's events). */
const LINE = /^[^\s]+\t-?\d{1,10}\t(?:\d{4}-\d\d-\d\d \d\d:\d\d:\d\d|\d{9,11})[^\t]*\t/;
export const sarTsvSignature: ExtractSignature = { start: [LINE], body: [LINE] };
