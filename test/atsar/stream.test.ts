import { readdirSync } from "node:fs";
import { Cut } from "../../src/kit/format.js";
import { describe, expect, it } from "vitest";
import { parse, parseStream } from "../../src/index.js";
import { atsarFormat } from "../../src/formats/atsar/index.js";
import { byteChunks, collect } from "../helpers/samples.js";
import { sample, sampleDir } from "./helpers.js";

describe("atsar: parseStream gives the same records as parse", () => {
  const files = readdirSync(sampleDir).filter((n) => n.endsWith(".txt"));
  for (const name of files) {
    it(name, async () => {
      const text = sample(name);
      const options = name.includes("reconstructed-apache") ? { date: "2008-11-14" } : {};
      expect(await collect(parseStream(byteChunks(text, 97), { ...options, format: "atsar" }))).toEqual(parse(text, { ...options, format: "atsar" }));
    });
  }

  it("a long single report is read in pieces, with the date carried across midnight", async () => {
    // 3000 rows without a banner after the first: the pieces are cut every 2000 lines and the rollover must carry.
    const lines = ["16:00:00  memtotal memfree _mem_"];
    for (let i = 1; i <= 3000; i++) {
      const t = (16 * 3600 + i * 60) % 86400;
      const hh = String(Math.floor(t / 3600)).padStart(2, "0");
      const mm = String(Math.floor((t % 3600) / 60)).padStart(2, "0");
      lines.push(`${hh}:${mm}:00   2024M  ${1000 + (i % 7)}M`);
    }
    const text = `${lines.join("\n")}\n`;
    const streamed = await collect(parseStream(byteChunks(text, 4096), { format: "atsar", date: "2024-01-15" }));
    expect(streamed).toEqual(parse(text, { format: "atsar", date: "2024-01-15" }));
    expect(streamed).toHaveLength(3000);
    expect(streamed.at(-1)).toMatchObject({ timestamp: "2024-01-17T18:00:00", memFreeBytes: 1004 * 1048576 });
  });

  it("cuts before a banner or a column header only once the piece holds a record", () => {
    // Whether `line` starts a new piece after the lines of `unit` (a fresh cutter fed the piece's lines first).
    const startsUnit = (line: string, unit: string[]): boolean => {
      const cutter = atsarFormat.stream!.cutter({});
      for (const l of unit) cutter.line(l);
      return cutter.line(line) === Cut.start;
    };
    const banner = "-------------------------- analysis date: 2026/11/30 --------------------------";
    const header = "15:50:53  cpu  %usr %nice _cpu_";
    // Headers, banners, blank lines and empty intervals give no record: the next report joins this piece.
    expect(startsUnit(banner, ["", banner, "", "15:50:53     busaddr   gpubusy  _gpu_", "15:50:54  ", ""])).toBe(false);
    expect(startsUnit(header, ["", "15:52:43  cpusome    memsome  memfull"])).toBe(false);
    // A row, a continuation row, a notice or the report header does.
    expect(startsUnit(banner, ["15:52:43  cpusome    memsome", "15:52:44      97%         0%"])).toBe(true);
    expect(startsUnit(header, ["            1    79     0"])).toBe(true);
    expect(startsUnit(header, ["15:50:21  report not available....."])).toBe(true);
    expect(startsUnit(banner, ["vm  6.1.0  #1 SMP  x86_64  2026/11/30"])).toBe(true);
    // A data row starts a piece only in a long run of rows.
    expect(startsUnit("15:50:55  all  1  2", ["15:50:54  all  1  2"])).toBe(false);
  });
});
