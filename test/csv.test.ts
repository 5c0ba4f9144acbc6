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

  it("flattens nested objects with dotted names, and no cell holds JSON", () => {
    expect(flatten({ g: { x: 1, y: { z: 2 } }, list: [1, 2], none: [], errors: [{ message: "a" }, { message: "b" }] })).toEqual({
      "g.x": 1,
      "g.y.z": 2,
      list: "1; 2",
      none: "",
      "errors.0.message": "a",
      "errors.1.message": "b",
    });
    expect(flatten({ percentiles: [{ percent: 50, ms: 1 }, { percent: 99.9, ms: null }] })).toEqual({ "percentiles.p50Ms": 1, "percentiles.p99.9Ms": null });
  });

  it("writes an ab run as one row with every field and its percentiles p50..p100 as columns", () => {
    const records = parse(sample("ab/ab-plain-n1000-c10.txt"), { format: "ab" });
    const rows = csvRows(records);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toMatchObject({ failedRequests: 0, timePerRequestMs: 0.972, requestsPerSecond: 10289.65, "connectionTimes.total.maxMs": 3 });
    const percentiles = Object.keys(row).filter((k) => k.startsWith("percentiles."));
    expect(percentiles).toEqual(["50", "66", "75", "80", "90", "95", "98", "99", "100"].map((p) => `percentiles.p${p}Ms`));
    expect(row["percentiles.p100Ms"]).toBe(3);
    const table = readCsv(toCsv(rows));
    expect(table).toHaveLength(2);
    expect(table[1]!.some((cell) => cell.startsWith("[") || cell.startsWith("{"))).toBe(false);
  });

  it("writes a top frame as one row per process, the frame's fields repeated", () => {
    const [frame] = parse(sample("top/procps-ng-4.0.2-b-n3-d0.5.txt"), { format: "top" });
    if (frame?.kind !== "frame") throw new Error("no frame");
    const rows = csvRows([frame]);
    expect(rows).toHaveLength(frame.processes.length);
    expect(rows[1]).toMatchObject({ format: "top", time: frame.time, loadAverage1m: frame.loadAverage1m, "process.pid": frame.processes[1]!.pid });
    expect(Object.values(rows[0]!).some((v) => typeof v === "string" && /^[[{]/.test(v))).toBe(false);
  });

  it("writes ab -e's table as one row per percentile", () => {
    const rows = csvRows(parse("Percentage served,Time in ms\n0,1.000\n50,2.000\n100,9.500\n", { format: "ab-csv" }));
    expect(rows).toEqual([
      { format: "ab-csv", percent: 0, ms: 1 },
      { format: "ab-csv", percent: 50, ms: 2 },
      { format: "ab-csv", percent: 100, ms: 9.5 },
    ]);
  });

  it("writes stub_status samples one row each", () => {
    const records = parse(sample("nginx-stub-status/series-date-default-ab-k-c20.txt"), { format: "nginx-stub-status" });
    const rows = csvRows(records);
    expect(rows).toHaveLength(records.length);
    expect(Object.keys(rows[0]!)).toContain("gauges.activeConnections");
  });
});
