import type { ExtractSignature } from "../../../kit/line-tests.js";

/** sadf -d in other text: it opens at a column header line and goes on over its `;`-separated data lines. */
export const sarCsvSignature: ExtractSignature = {
  start: [/^# ?hostname;interval;timestamp;/],
  body: [/^# ?hostname;interval;timestamp;/, /^[^\s;]+;-?\d{1,10};(?:\d{4}-\d\d-\d\d \d\d:\d\d:\d\d|\d{9,11})/],
};
