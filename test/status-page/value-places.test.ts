/**
 * A status page's offsets (src/formats/status-page/pages.ts, php-fpm-status/raw.ts) are built only when an error
 * asks where a value is. Wherever a number is damaged in a sample page (a plain field, a process of php-fpm's
 * `?full`, Apache's TLSSessionCacheStatus block), the error is at that value's line and column.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ParseError, safeParse } from "../../src/index.js";
import { sampleFiles } from "../helpers/samples.js";

const FORMATS = ["apache-status", "php-fpm-status", "lighttpd-status"] as const;
/** `Name: 123` as the text forms print a field (php-fpm aligns its values). */
const FIELD = /^([A-Za-z][\w .-]*?):([ \t]+)(\d+)[ \t]*$/;

describe("a damaged value in a status page is an error at its place", () => {
  it.each(FORMATS)("%s: every numeric field of every text sample page", (format) => {
    let checked = 0;
    for (const file of sampleFiles(format, (f) => f.endsWith(".txt"))) {
      const lines = readFileSync(file, "utf8").split("\n");
      // (the first 400 lines of a file: pages repeat after that)
      for (let i = 0; i < Math.min(lines.length, 400); i++) {
        const m = FIELD.exec(lines[i]!);
        if (!m) continue;
        const damaged = [...lines];
        damaged[i] = lines[i]!.replace(FIELD, (_, name: string, gap: string, digits: string) => `${name}:${gap}${digits}x`);
        const r = safeParse(damaged.join("\n"), { format });
        if (r.success) continue;
        const err = (r as { error: ParseError }).error;
        if (!err.message.includes(m[1]!) && !err.message.toLowerCase().includes(m[1]!.toLowerCase())) continue;
        expect(err.line, `${file}:${i + 1} ${lines[i]}: ${err.message}`).toBe(i + 1);
        expect(err.column, `${file}:${i + 1} ${lines[i]}`).toBe(m[1]!.length + 1 + m[2]!.length + 1);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(10);
  });
});
