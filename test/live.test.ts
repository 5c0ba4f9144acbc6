/**
 * Live: parseStream gives a record as soon as its piece is complete, before the input ends, as a pipe from
 * `sar -u 1`, `top -b -d 1`, `free -s 1`, a curl loop or ab -g delivers it. The source below hands out only what the
 * test pushed and then waits, as a pipe does; each test pushes part of a real capture and waits for a record.
 */
import { describe, expect, it } from "vitest";
import { parseStream } from "../src/index.js";
import { sample } from "./helpers/samples.js";

/** An input that gives what was pushed and then waits for more (or for end()). */
class Pipe implements AsyncIterable<string> {
  private queue: (string | null)[] = [];
  private wake: (() => void) | undefined;
  push(text: string): void {
    this.queue.push(text);
    this.wake?.();
  }
  end(): void {
    this.queue.push(null);
    this.wake?.();
  }
  async *[Symbol.asyncIterator](): AsyncGenerator<string> {
    for (;;) {
      while (this.queue.length === 0) await new Promise<void>((resolve) => (this.wake = resolve));
      const next = this.queue.shift()!;
      if (next === null) return;
      yield next;
    }
  }
}

/** Reads the stream in the background; `until(n)` settles once n items are out (or fails after a long wait). */
function reader(pipe: Pipe, options: Record<string, unknown> = {}) {
  const items: unknown[] = [];
  let done = false;
  const finished = (async () => {
    for await (const item of parseStream(pipe, { ...options, continueOnError: true })) items.push(item);
    done = true;
  })();
  const until = async (n: number): Promise<unknown[]> => {
    for (let i = 0; i < 500 && items.length < n && !done; i++) await new Promise((r) => setTimeout(r, 10));
    return [...items];
  };
  return { items, until, finished };
}

const lines = (text: string): string[] => text.split(/(?<=\n)/);

describe("parseStream is live: a record is out before the input ends", () => {
  it("sar: each data row as soon as its line is in (format detected from the header)", async () => {
    const text = sample("sar/sar-live-multi-u-r-n-DEV-P-ALL.txt");
    const all = lines(text);
    const pipe = new Pipe();
    const r = reader(pipe);
    // the header, the blank line, the first column header and its first row
    for (const l of all.slice(0, 4)) pipe.push(l);
    const first = await r.until(2);
    expect(first).toHaveLength(2);
    expect(first[0]).toMatchObject({ format: "sar", kind: "header" });
    expect(first[1]).toMatchObject({ kind: "sample", section: "cpu-load", timestamp: "2026-11-30T15:27:21" });
    pipe.push(all[4]!);
    expect(await r.until(3)).toHaveLength(3);
    for (const l of all.slice(5)) pipe.push(l);
    pipe.end();
    await r.finished;
    expect(r.items.length).toBeGreaterThan(20);
  });

  it("top: a frame as soon as the next one starts", async () => {
    const text = sample("top/procps-ng-4.0.2-b-n3-d0.5.txt");
    const second = text.indexOf("\ntop - ") + 1;
    const pipe = new Pipe();
    const r = reader(pipe);
    pipe.push(text.slice(0, second));
    pipe.push(text.slice(second, second + 10)); // the next frame's first characters: not a whole line yet
    expect(await r.until(1)).toHaveLength(0);
    pipe.push(text.slice(second + 10, text.indexOf("\n", second) + 1));
    expect(await r.until(1)).toMatchObject([{ format: "top", kind: "frame" }]);
    pipe.push(text.slice(text.indexOf("\n", second) + 1));
    pipe.end();
    await r.finished;
    expect(r.items).toHaveLength(3);
  });

  it("free -s: a block at the blank line free prints after it", async () => {
    const text = sample("free/procps-4.0.2-C-s1-c3.txt");
    const end = text.indexOf("\n\n") + 2;
    const pipe = new Pipe();
    const r = reader(pipe, { unit: "k" });
    pipe.push(text.slice(0, end));
    expect(await r.until(1)).toMatchObject([{ format: "free", sample: 0 }]);
    pipe.push(text.slice(end));
    pipe.end();
    await r.finished;
    expect(r.items).toHaveLength(3);
  });

  it("nginx-stub-status: a sample at its page's Reading line", async () => {
    const text = sample("nginx-stub-status/series-date-default-ab-k-c20.txt");
    const end = text.indexOf("\n", text.indexOf("Reading:")) + 1;
    const pipe = new Pipe();
    const r = reader(pipe);
    pipe.push(text.slice(0, end));
    expect(await r.until(1)).toMatchObject([{ format: "nginx-stub-status", kind: "page" }]);
    pipe.push(text.slice(end));
    pipe.end();
    await r.finished;
    expect(r.items.length).toBeGreaterThan(2);
  });

  it("ab-gnuplot: each row at its line end", async () => {
    const text = sample("ab/ab-oracle-n3000-c20.tsv");
    const all = lines(text);
    const pipe = new Pipe();
    const r = reader(pipe);
    pipe.push(all[0]! + all[1]!);
    expect(await r.until(1)).toMatchObject([{ format: "ab-gnuplot" }]);
    pipe.push(all[2]!);
    expect(await r.until(2)).toHaveLength(2);
    pipe.end();
    await r.finished;
  });

  // Pieces the engine parses in batches (stream.batchStarts, Cut.next): from a pipe, a batch of the pieces at hand is
  // parsed once they are read, not held for the next ones.
  it("mpstat (pieces in batches): every report of what was pushed, before more comes", async () => {
    const text = sample("mpstat/mpstat-P-ALL-1-2.txt");
    // both reports and the Average header row, which starts the next piece
    const end = text.indexOf("\n", text.indexOf("Average:")) + 1;
    const pipe = new Pipe();
    const r = reader(pipe);
    pipe.push(text.slice(0, end));
    const out = await r.until(7);
    expect(out).toHaveLength(7);
    expect(out.map((x) => (x as { kind: string }).kind)).toEqual(["header", ...Array(6).fill("sample")]);
    pipe.push(text.slice(end));
    pipe.end();
    await r.finished;
    expect(r.items).toHaveLength(10);
  });

  it("sar-json (pieces cut at Cut.next, in batches): each sample of what was pushed, before more comes", async () => {
    const text = sample("sar-json/sadf-j-u.C.json");
    // two samples and the third one's opening line, which tells that the second is complete
    let end = text.indexOf('"timestamp"');
    for (let k = 0; k < 2; k++) end = text.indexOf('"timestamp"', end + 1);
    end = text.lastIndexOf("\n", end);
    const pipe = new Pipe();
    const r = reader(pipe);
    pipe.push(text.slice(0, end + 1));
    const out = await r.until(3);
    expect(out).toMatchObject([{ format: "sar-json", kind: "header" }, { kind: "sample", timestamp: "2026-12-06T02:35:38" }, { kind: "sample", timestamp: "2026-12-06T02:35:39" }]);
    pipe.push(text.slice(end + 1));
    pipe.end();
    await r.finished;
    expect(r.items.length).toBeGreaterThan(3);
  });
});
