/**
 * pidstat -o JSON read into pidstat's records (issue #44). pidstat's JSON is newer than the sysstat installed here
 * (12.6.1 has none: it came in 12.7.7), so the oracle is sysstat's own test pair: tests/05040 and 05042 run
 * `pidstat -t -dRrsuvw -p ALL` and the same with `-o JSON` on the same fake /proc (tests/root1), so the text and the
 * JSON print the same values: the records must be equal but for `format`.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { extract } from "../../src/extract/index.js";
import { detect, parse, parseStream } from "../../src/index.js";
import { root } from "../helpers/samples.js";

const read = (rel: string): string => readFileSync(join(root, rel), "utf8");
type Rec = Record<string, unknown> & { kind: string };
const records = (text: string, format: string): Rec[] => parse(text, { format }) as Rec[];
const JSON_DOC = "samples/pidstat-json/sysstat-tests-expected.pidstat-At-ALL-JSON.json";
const TEXT = "test/pidstat-json/fixtures/sysstat-tests-expected.pidstat-At-ALL.txt";
const without = (recs: Rec[]): Record<string, unknown>[] => recs.map(({ format: _f, ...rest }) => rest);

describe("pidstat -o JSON gives pidstat's records", () => {
  const j = records(read(JSON_DOC), "pidstat-json");
  const t = records(read(TEXT), "pidstat");

  it("detected; the records of the text of the same run (every section, -t process and thread rows), but for format", () => {
    expect(detect(read(JSON_DOC))?.format).toBe("pidstat-json");
    expect(detect(read(TEXT))?.format).toBe("pidstat");
    expect(new Set(j.map((r) => r.section))).toEqual(new Set([undefined, "cpu", "memory", "stack", "io", "context-switches", "kernel-tables", "scheduling"]));
    expect(j.every((r) => r.format === "pidstat-json")).toBe(true);
    // the text prints Average: rows, the JSON none
    expect(without(j)).toEqual(without(t.filter((r) => r.kind !== "summary")));
  });

  it("values by hand: firefox's process row and its JS Helper thread", () => {
    // {"UID": "1000", "TGID": "8741", "TID": "", "usr": 0.97, "system": 0.28, "guest": 0.00, "wait": 0.01, "cpu": 1.25, "cpu_nr": 2, "leader": "", "cmd": "firefox"}
    expect(j.find((r) => r.section === "cpu" && r.tgid === 8741)).toMatchObject({ timestamp: "2020-06-01T12:53:20", uid: 1000, pid: 8741, tid: null, cpuUsrPercent: 0.97, cpuSystemPercent: 0.28, cpuWaitPercent: 0.01, cpuPercent: 1.25, lastCpu: 2, command: "firefox" });
    // {"UID": "1000", "TGID": "8741", "TID": "8785", ..., "leader": "firefox", "cmd": "JS Helper"}: the text's `-  8785 ... |__JS Helper`
    expect(j.find((r) => r.section === "cpu" && r.tid === 8785)).toMatchObject({ pid: 8741, tgid: null, command: "JS Helper", lastCpu: 3 });
    // "task-memory": {"TGID": "8741", "TID": "", "minflt/s": 108.05, "majflt/s": 0.07, "VSZ": 2535728, "RSS": 335804, "MEM": 4.12}: kB are 1024 bytes
    expect(j.find((r) => r.section === "memory" && r.tgid === 8741)).toMatchObject({ minorFaultsPerSecond: 108.05, virtBytes: 2535728 * 1024, rssBytes: 335804 * 1024, memPercent: 4.12 });
  });
});

describe("streams, cut-off documents, pasted lines, extract", () => {
  const doc = read(JSON_DOC);
  const whole = records(doc, "pidstat-json");

  it("streamed line by line and in 700-character chunks: the records of the whole text", async () => {
    for (const size of [0, 700]) {
      const parts = size === 0 ? doc.split(/(?<=\n)/) : Array.from({ length: Math.ceil(doc.length / size) }, (_, i) => doc.slice(i * size, (i + 1) * size));
      async function* chunks(): AsyncGenerator<string> {
        yield* parts;
      }
      const streamed: unknown[] = [];
      for await (const item of parseStream(chunks())) streamed.push(item);
      expect(streamed).toEqual(whole);
    }
  });

  it("cut inside the io activity: the complete activities read, warned; the cut one left out", () => {
    const cut = doc.slice(0, doc.indexOf('"kB_rd/s"', doc.indexOf('"io"') + 200));
    const j = records(cut, "pidstat-json");
    const sections = [...new Set(j.filter((r) => r.kind === "sample").map((r) => r.section))];
    expect(sections).toEqual(["cpu", "memory", "stack"]);
    for (const r of j.filter((x) => x.kind === "sample")) expect(r.warnings).toEqual([expect.stringMatching(/ends inside this sample/)]);
    expect(j.filter((r) => r.section === "stack")).toEqual(whole.filter((r) => r.section === "stack").map((r) => ({ ...r, warnings: [expect.stringMatching(/ends inside/)] })));
  });

  it("the command line and a comment pasted before it: the records of the clean document", () => {
    const text = `# pidstat of sysstat's test data\n$ pidstat -o JSON -t -dRrsuvw -p ALL\n${doc}`;
    expect(detect(text)?.format).toBe("pidstat-json");
    expect(parse(text)).toEqual(whole);
  });

  it("extract: a document between lines of prose gives parse's records", () => {
    const blocks = extract(`Here is what pidstat printed:\n\n${doc}\nThat was all.\n`).blocks.filter((b) => b.format === "pidstat-json");
    expect(blocks).toHaveLength(1);
    expect(blocks[0]!.records).toEqual(whole);
  });

  it("sadf -j (its own io, kernel and memory activities) and iostat's and mpstat's JSON are not pidstat's", () => {
    expect(detect(read("samples/iostat-json/sysstat-tests-expected.iostat-x-p-ALL-JSON.json"))?.format).toBe("iostat-json");
    expect(detect(read("samples/mpstat-json/mpstat-A-o-JSON-1-2.C.json"))?.format).toBe("mpstat-json");
  });
});
