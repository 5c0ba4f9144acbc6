// node bench/floor.mjs FILE: the least any line-oriented text-to-JSON tool does per byte, the floor `npm run bench`
// compares each format's CLI with: read the file, split it into lines and each line into words, make one object per
// line, JSON.stringify it, and write the output in writes of about 64 KiB (NDJSON to standard output).
import { readFileSync, writeSync } from "node:fs";

const text = readFileSync(process.argv[2], "utf8");
let out = "";
let start = 0;
for (;;) {
  const end = text.indexOf("\n", start);
  if (end === -1 && start >= text.length) break;
  const line = text.slice(start, end === -1 ? text.length : end);
  start = end === -1 ? text.length : end + 1;
  const words = line.split(/\s+/).filter(Boolean);
  out += `${JSON.stringify({ line: start, words })}\n`;
  if (out.length >= 65536) {
    writeSync(1, out);
    out = "";
  }
  if (end === -1) break;
}
if (out) writeSync(1, out);
