/** parseTimestampLine computes a whole second's wall clock without parseISO: pinned to parseISO over seeded dates. */
import { parseISO } from "date-fns/parseISO";
import { describe, expect, it } from "vitest";
import { parseTimestampLine } from "../../src/normalize/timestamp-line.js";
import { seeded } from "../helpers/samples.js";

const pad = (n: number, w = 2) => String(n).padStart(w, "0");

describe("timestamp lines: the wall clock of a whole second", () => {
  it("is parseISO's, and days that do not exist are still refused", () => {
    const rnd = seeded(42);
    for (let i = 0; i < 5000; i++) {
      const y = [1000, 1900, 1999, 2000, 2024, 2026, 2100, 9999][rnd(8)]!;
      const mo = 1 + rnd(12);
      const d = 1 + rnd(31);
      const text = `${pad(y, 4)}-${pad(mo)}-${pad(d)}T${pad(rnd(24))}:${pad(rnd(60))}:${pad(rnd(60))}Z`;
      const expected = parseISO(text);
      if (Number.isNaN(expected.getTime())) expect(() => parseTimestampLine(text), text).toThrow(/no such calendar date/);
      else expect(parseTimestampLine(text).wallClockMs, text).toBe(expected.getTime());
    }
    for (const epoch of [0, 1, 951782400, 1796050000, 4102444800, 99999999999]) {
      const r = parseTimestampLine(String(epoch));
      expect(r.wallClockMs).toBe(epoch * 1000);
    }
  });
});
