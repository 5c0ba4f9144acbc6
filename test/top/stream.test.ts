import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { parse, parseStream } from "../../src/index.js";
import { Cut } from "../../src/kit/format.js";
import { parseFrames } from "../../src/api/frames.js";
import { topFormat } from "../../src/formats/top/index.js";
import type { TopRecord } from "../../src/formats/top/schema.js";
import { chunked, collect, root, sampleFiles, seeded } from "../helpers/samples.js";

const dir = join(root, "samples", "top");

/** Reproducible random chunk sizes, 1 to 97. */
function lcg(seed: number): () => number {
  const next = seeded(seed);
  return () => 1 + next(97);
}

describe("parseFrames equals parse on every sample", () => {
  for (const file of sampleFiles("top", (f) => f.endsWith(".txt"))) {
    const name = relative(dir, file);
    it(name, async () => {
      const text = readFileSync(file, "utf8");
      const batch = parse(text, { format: "top" });
      for (const size of [1, 7, 4096, lcg(name.length)]) {
        expect(await collect(parseFrames(chunked(text, size))), `chunks of ${typeof size === "number" ? size : "random"}`).toEqual(batch);
      }
      expect(await collect(parseFrames(chunked(text, 13), { raw: true }))).toEqual(parse(text, { format: "top", raw: true }));
      const crlf = text.replace(/\n/g, "\r\n");
      expect(await collect(parseFrames(chunked(crlf, 2)))).toEqual(batch); // \r and \n in different chunks
      // the same text too: keys in the same order (the schema's), as the CLI prints them
      expect(JSON.stringify(await collect(parseFrames(chunked(text, 4096))))).toBe(JSON.stringify(batch));
    });
  }
});

describe("parseFrames on a long log", () => {
  const frameText = readFileSync(join(dir, "procps-ng-4.0.2-b-n3-d0.5.txt"), "utf8").split(/\n(?=top - )/)[0]!.trimEnd() + "\n\n";
  const frames = 4000; // about 3.6 MB
  async function* log(pulled: { chunks: number }): AsyncGenerator<string> {
    const chunk = 64 * 1024;
    let pending = "";
    for (let i = 0; i < frames; i++) {
      const hh = String(Math.floor(i / 3600) % 24).padStart(2, "0");
      const mm = String(Math.floor(i / 60) % 60).padStart(2, "0");
      const ss = String(i % 60).padStart(2, "0");
      pending += frameText.replace(/^top - \d\d:\d\d:\d\d/, `top - ${hh}:${mm}:${ss}`);
      while (pending.length >= chunk) {
        pulled.chunks++;
        yield pending.slice(0, chunk);
        pending = pending.slice(chunk);
      }
    }
    pulled.chunks++;
    yield pending;
  }

  it("yields every frame, the first before more than a few chunks were read", async () => {
    const pulled = { chunks: 0 };
    let firstAt = -1;
    let n = 0;
    let last: TopRecord | undefined;
    for await (const record of parseFrames(log(pulled), { date: "2026-11-30" })) {
      if (firstAt < 0) firstAt = pulled.chunks;
      expect(record.kind).toBe("frame");
      n++;
      last = record;
    }
    expect(n).toBe(frames);
    expect(firstAt).toBeLessThanOrEqual(2);
    expect(last).toMatchObject({ timestamp: "2026-11-30T01:06:39", processes: expect.any(Array) });
    // the clock is the timestamp's: not repeated as `time`
    expect(last).not.toHaveProperty("time");
  });

  it("the cutter makes one piece of each frame", () => {
    const cutter = topFormat.stream!.cutter({});
    const lines = frameText.repeat(2000).split("\n");
    const starts = lines.filter((l) => cutter.line(l) === Cut.start).length;
    expect(starts).toBe(1999);
  });

  it("throws at the end when the input held no top frame", async () => {
    await expect(collect(parseFrames(chunked("Mem: 1 2 3\nhello\n", 4)))).rejects.toThrow(/no top frame found/);
  });
});

describe("parseStream (the API's generic cutting, FormatDefinition.stream) gives parse's records", () => {
  for (const file of sampleFiles("top", (f) => f.endsWith(".txt"))) {
    const name = relative(dir, file);
    const text = readFileSync(file, "utf8");
    const batch = parse(text, { format: "top" }) as TopRecord[];
    if (batch.some((r) => r.kind === "error")) continue; // a damaged frame is an error item here, a StreamErrorItem there
    it(name, async () => {
      expect(await collect(parseStream(chunked(text, 7), { format: "top" }))).toEqual(batch);
    });
  }
});

describe("parseStream: a short frame in the middle of a log is not taken for the cut-off last one", () => {
  it("gives parse's records when frame 2 of 3 shows fewer rows than its task total", async () => {
    const text = readFileSync(join(dir, "procps-ng-4.0.2-b-n3-d0.5.txt"), "utf8");
    const frames = text.split(/(?=^top - )/m);
    expect(frames).toHaveLength(3);
    // frame 2 loses its last process row (6 total, 5 shown): parse keeps it, since only a last frame can be cut off
    frames[1] = frames[1]!.replace(/\n[^\n]*python3\n/, "\n");
    const damaged = frames.join("");
    const batch = parse(damaged, { format: "top" }) as TopRecord[];
    expect(batch.map((r) => r.kind)).toEqual(["frame", "frame", "frame"]);
    expect(batch[1]!.kind === "frame" && batch[1]!.processes).toHaveLength(5);
    expect(await collect(parseStream(chunked(damaged, 7), { format: "top" }))).toEqual(batch);
  });
  it("still reports a last frame that is cut off", async () => {
    const text = readFileSync(join(dir, "procps-ng-4.0.2-b-n3-d0.5.txt"), "utf8");
    const cut = text.trimEnd().replace(/\n[^\n]*python3$/, "") + "\n";
    const batch = parse(cut, { format: "top" }) as TopRecord[];
    expect(batch.map((r) => r.kind)).toEqual(["frame", "frame", "error"]);
    // the same in a stream: a cut-off frame is an error record there too, placed at the same line
    const streamed = await collect(parseStream(chunked(cut, 7), { format: "top", continueOnError: true }));
    expect(streamed).toEqual(batch);
  });
});
