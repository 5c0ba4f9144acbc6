import { describe, expect, it } from "vitest";
import { csvRows, flatten, toCsv } from "../src/api/csv.js";
import { parse } from "../src/index.js";
import { sample } from "./helpers/samples.js";

/** A small RFC 4180 reader, to check that what toCsv writes reads back to the same cells. */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') (cell += '"'), i++;
      else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") row.push(cell), (cell = "");
    else if (ch === "\r" && text[i + 1] === "\n") row.push(cell), rows.push(row), (row = []), (cell = ""), i++;
    else cell += ch;
  }
  return rows;
}

describe("CSV output", () => {
  it("quotes commas, quotes and line breaks (RFC 4180) and reads back", () => {
    const rows = [{ a: 1, b: 'say "hi", then\nleave' }, { a: 2, c: null }];
    const csv = toCsv(rows);
    expect(csv).toBe('a,b,c\r\n1,"say ""hi"", then\nleave",\r\n2,,\r\n');
    expect(readCsv(csv)).toEqual([["a", "b", "c"], ["1", 'say "hi", then\nleave', ""], ["2", "", ""]]);
  });

  it("flattens nested objects with dotted names and arrays to JSON", () => {
    expect(flatten({ g: { x: 1, y: { z: 2 } }, list: [1, 2] })).toEqual({ "g.x": 1, "g.y.z": 2, list: "[1,2]" });
  });

  it("writes ab runs as one row per percentile", () => {
    const rows = csvRows(parse(sample("ab/ab-plain-n1000-c10.txt"), { format: "ab" }));
    expect(rows).toHaveLength(9);
    expect(rows.at(-1)).toMatchObject({ percent: 100, ms: 3, concurrencyLevel: 10, requestsPerSecond: 10289.65 });
    const table = readCsv(toCsv(rows));
    expect(table[0]).toEqual(["run", "concurrencyLevel", "completeRequests", "requestsPerSecond", "percent", "ms"]);
    expect(table).toHaveLength(10);
  });

  it("writes stub_status samples one row each", () => {
    const records = parse(sample("nginx-stub-status/series-date-default-ab-k-c20.txt"), { format: "nginx-stub-status" });
    const rows = csvRows(records);
    expect(rows).toHaveLength(records.length);
    expect(Object.keys(rows[0]!)).toContain("gauges.activeConnections");
  });
});
