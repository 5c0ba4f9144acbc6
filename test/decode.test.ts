/**
 * Bytes in (issue 39 "UTF-16 input is quadratic", issue 40 class 6): UTF-16 with a byte-order mark (PowerShell's `>`,
 * CRLF line ends) or without one (its NUL bytes) is decoded, the same for parse of a Buffer, parseStream of byte
 * chunks cut anywhere (inside a code unit too) and the CLI; invalid UTF-8 (a Latin-1 `é` in a host name) reads as
 * U+FFFD and is not an error; UTF-16 already read as 8-bit text is one clear error, at once.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { decodeBytes, encodingOf, InputDecoder } from "../src/api/decode.js";
import { parse, parsePartial, parseStream, safeParse } from "../src/index.js";
import { collect, root, sample, seeded } from "./helpers/samples.js";

/** UTF-16 bytes of a text (`bom`: with its byte-order mark first). */
function utf16(text: string, order: "le" | "be", bom = true): Uint8Array {
  const units = `${bom ? "\ufeff" : ""}${text}`;
  const out = new Uint8Array(units.length * 2);
  for (let i = 0; i < units.length; i++) {
    const c = units.charCodeAt(i);
    out[2 * i + (order === "le" ? 0 : 1)] = c & 0xff;
    out[2 * i + (order === "le" ? 1 : 0)] = c >> 8;
  }
  return out;
}

function* randomChunks(bytes: Uint8Array, seed: number, max: number): Generator<Uint8Array> {
  const next = seeded(seed);
  for (let i = 0; i < bytes.length; ) {
    const n = 1 + next(max);
    yield bytes.slice(i, i + n);
    i += n;
  }
}

const SAMPLES = ["ab/ab-plain-n1000-c10.txt", "sar/sar-A-C-comments-restart.txt", "top/procps-ng-4.0.2-E-g-e-m.txt", "free/procps-4.0.2-C-b.txt", "ab/ab-oracle-n3000-c20.tsv", "iostat/iostat-N-d-p-ALL.txt"];

describe("encodings", () => {
  it("encodingOf: the byte-order mark, else the NUL pattern, else UTF-8", () => {
    expect(encodingOf(new Uint8Array([0xff, 0xfe]), false)).toBe("utf-16le");
    expect(encodingOf(new Uint8Array([0xfe, 0xff]), false)).toBe("utf-16be");
    expect(encodingOf(new Uint8Array([0xef, 0xbb, 0xbf, 0x41]), false)).toBe("utf-8");
    expect(encodingOf(new TextEncoder().encode("Linux"), false)).toBe("utf-8");
    // UTF-8 is decided at two bytes: a live pipe waits for nothing
    expect(encodingOf(new Uint8Array([0x4c]), false)).toBeUndefined();
    expect(encodingOf(new Uint8Array([0x4c, 0x69]), false)).toBe("utf-8");
    expect(encodingOf(utf16("Linux 6.1.0 (host) 11/30/2026 _x86_64_ (2 CPU)", "le", false), false)).toBe("utf-16le");
    expect(encodingOf(utf16("Linux 6.1.0 (host) 11/30/2026 _x86_64_ (2 CPU)", "be", false), false)).toBe("utf-16be");
    // a NUL first, then text that is not UTF-16: UTF-8
    expect(encodingOf(new TextEncoder().encode("\0Linux 6.1.0 (host) 11/30/2026 _x86_64_ (2 CPU) and more text than that"), false)).toBe("utf-8");
    // too short to tell: UTF-8
    expect(encodingOf(new Uint8Array([0x54, 0x00, 0x68]), true)).toBe("utf-8");
    expect(encodingOf(new Uint8Array([0x54, 0x00, 0x68, 0x00, 0x69, 0x00, 0x73, 0x00]), true)).toBe("utf-16le");
  });

  it("a sadc binary file is not taken for UTF-16 (its magic 96 d5 has no NUL)", () => {
    expect(encodingOf(new Uint8Array([0x96, 0xd5, 0x00, 0x00, 0x0c, 0x00]), false)).toBe("utf-8");
  });

  for (const name of SAMPLES) {
    const text = sample(name).replace(/\n/g, "\r\n");
    const want = parsePartial(text);
    it(`${name}: UTF-16LE with a BOM and CRLF (PowerShell), UTF-16BE, UTF-16LE without a BOM: the records of the text`, async () => {
      expect(want.records.length).toBeGreaterThan(0);
      for (const bytes of [utf16(text, "le"), utf16(text, "be"), utf16(text, "le", false), utf16(text, "be", false)]) {
        expect(decodeBytes(bytes)).toBe(bytes[0] === 0xff || bytes[0] === 0xfe ? `\ufeff${text}` : text);
        expect(parsePartial(bytes)).toEqual(want);
        expect(parsePartial(Buffer.from(bytes))).toEqual(want);
        for (const [seed, max] of [[1, 3], [2, 97], [3, 4096]] as const) {
          const items = await collect(parseStream(randomChunks(bytes, seed, max), { continueOnError: true }));
          expect(items).toEqual(want.records);
        }
      }
    });
  }

  it("the decoder holds at most the first bytes, and decodes a code unit cut between chunks", () => {
    const d = new InputDecoder();
    const bytes = utf16("héllo\n", "le");
    let out = "";
    for (const b of bytes) out += d.write(new Uint8Array([b]));
    out += d.end();
    expect(out).toBe("\ufeffhéllo\n");
  });

  it("a Latin-1 byte in a host name is read as U+FFFD, not an error", () => {
    const text = sample("sar/sar-A-C-comments-restart.txt");
    const header = text.slice(0, text.indexOf("\n"));
    const host = /\(([^)]*)\)/.exec(header)![1]!;
    const bytes = Buffer.concat([Buffer.from(text.slice(0, text.indexOf(host)), "utf8"), Buffer.from([0x68, 0xe9]), Buffer.from(text.slice(text.indexOf(host) + host.length), "utf8")]);
    const records = parse(bytes);
    expect(records[0]).toMatchObject({ kind: "header", hostname: "h\ufffd" });
    expect(records.length).toBe(parse(text).length);
  });

  it("UTF-16 read one byte per character (a string with a NUL between the characters) is one clear error, at once", () => {
    const bytes = utf16(sample("ab/ab-plain-n1000-c10.txt"), "le");
    for (const wrong of [Buffer.from(bytes).toString("utf8"), Buffer.from(bytes).toString("latin1"), Buffer.from(utf16("Linux 6.1.0 (host) 11/30/2026 _x86_64_ (2 CPU)\n", "be", false)).toString("latin1")]) {
      const r = safeParse(wrong);
      expect(r.success).toBe(false);
      if (!r.success) expect(r.error.message).toMatch(/^1:1: the input is UTF-16 text read one byte per character/);
    }
  });

  describe("the CLI reads a UTF-16 file", () => {
    const cli = join(root, "dist", "cli.js");
    const tmp = mkdtempSync(join(tmpdir(), "benchparse-decode-"));
    afterAll(() => rmSync(tmp, { recursive: true, force: true }));
    it.skipIf(!existsSync(cli) && process.env.CI !== "true")("dist/cli.js is built (npm run build)", () => {
      const text = sample("ab/ab-plain-n1000-c10.txt").replace(/\n/g, "\r\n");
      const file = join(tmp, "ab-utf16.txt");
      writeFileSync(file, utf16(text, "le"));
      const run = spawnSync(process.execPath, [cli, "--ndjson", file], { encoding: "utf8" });
      expect(run.stderr).toBe("");
      expect(run.status).toBe(0);
      const [record] = run.stdout.trim().split("\n").map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(record).toMatchObject({ format: "ab", requestsPerSecond: 10289.65 });
    });
  });
});
