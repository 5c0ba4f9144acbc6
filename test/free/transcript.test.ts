/**
 * #40 class 11: a terminal transcript of several commands with their prompts (`$ free -b`, its block, `$ free -k`, its
 * block, ... no blank lines between them): each block takes the unit its own prompt gives. The blocks are pieces of a
 * batch (Cut.mayEnd), which the engine parses with one piece's options: a command line of the format's program now
 * ends the batch (src/api/engine.ts cut()). Before, every block of these copies was read in the first prompt's unit.
 */
import { describe, expect, it } from "vitest";
import { parse, parsePartial, parseStream } from "../../src/index.js";
import type { FreeRecord } from "../../src/formats/free/schema.js";
import { collect } from "../helpers/samples.js";
import { parseFree, sample, sizes } from "./helpers.js";

/**
 * Excerpt of a public Japanese `free コマンド` reference page (found with the code index's find_string, file id
 * 11976343361; its `$ free -b`, `-k`, `-m` and `-g` code blocks, fences and headings between them left out).
 */
const JA = `$ free -b
              total        used        free      shared  buff/cache   available
Mem:    8273514496  3868327936  1535881216   602931200  2869305344  3459538944
Swap:   2147479552           0  2147479552
$ free -k
              total        used        free      shared  buff/cache   available
Mem:        8079604     3777664     1500860      588800     2801080     3378456
Swap:       2097148           0     2097148
$ free -m
              total        used        free      shared  buff/cache   available
Mem:           7889        3689        1465         574        2735        3299
Swap:          2047           0        2047
$ free -g
              total        used        free      shared  buff/cache   available
Mem:              7           3           1           0           2           3
Swap:             1           0           1
`;

/**
 * Excerpt of a public Chinese note, `# free命令(2019.06.23)` (find_string file id 42790015336): its indented code
 * blocks, each a prompt, the block and a bare prompt, headings between them left out.
 */
const ROOKIE = `    [rookie@iZbp18hovh1qxijbodbas9Z ~]$ free
                  total        used        free      shared  buff/cache   available
    Mem:        1883492      949904       82512         492      851076      726624
    Swap:             0           0           0
    [rookie@iZbp18hovh1qxijbodbas9Z ~]$ 
    [rookie@iZbp18hovh1qxijbodbas9Z ~]$ free -m
                  total        used        free      shared  buff/cache   available
    Mem:           1839         927          80           0         831         709
    Swap:             0           0           0
    [rookie@iZbp18hovh1qxijbodbas9Z ~]$ 
    [rookie@iZbp18hovh1qxijbodbas9Z ~]$ free -k
                  total        used        free      shared  buff/cache   available
    Mem:        1883492      949856       82512         492      851124      726652
    Swap:             0           0           0
    [rookie@iZbp18hovh1qxijbodbas9Z ~]$ free -t
                  total        used        free      shared  buff/cache   available
    Mem:        1883492      949924       92672         492      840896      726580
    Swap:             0           0           0
    Total:      1883492      949924       92672
`;

const GiB = 2 ** 30;
const MiB = 2 ** 20;

describe("a transcript of free commands with their prompts: each block in its own prompt's unit", () => {
  it("the Japanese reference page's -b, -k, -m, -g blocks", () => {
    const recs = parse(JA) as FreeRecord[];
    expect(recs.map((r) => [r.unit, r.unitSource, r.memTotalBytes])).toEqual([
      ["B", "command", 8273514496],
      ["KiB", "command", 8079604 * 1024],
      ["MiB", "command", 7889 * MiB],
      ["GiB", "command", 7 * GiB],
    ]);
    // the same machine: each block within two of its units of the bytes (the page's -m block reads 7889, one below
    // what free would print for 8079604 KiB)
    for (const r of recs) expect(Math.abs(8273514496 - r.memTotalBytes!)).toBeLessThan(2 * (r.unit === "GiB" ? GiB : r.unit === "MiB" ? MiB : 1024));
  });

  it("the Chinese note's prompts (a margin, bare prompts after the blocks, -t last)", () => {
    const recs = parse(ROOKIE) as FreeRecord[];
    expect(recs.map((r) => [r.unit, r.memTotalBytes, r.combinedTotalBytes])).toEqual([
      ["KiB", 1883492 * 1024, undefined],
      ["MiB", 1839 * MiB, undefined],
      ["KiB", 1883492 * 1024, undefined],
      ["KiB", 1883492 * 1024, 1883492 * 1024],
    ]);
  });

  it("captures of procps 4.0.2 (-b, -k, -m, -g of one frozen state): each block as it reads alone with its flag", () => {
    const units = ["b", "k", "m", "g"] as const;
    const text = units.map((u) => `$ free -${u}\n${sample(`procps-4.0.2-C-${u}.txt`)}`).join("");
    const recs = parse(text) as FreeRecord[];
    expect(recs.map(sizes)).toEqual(units.map((u) => sizes(parseFree(sample(`procps-4.0.2-C-${u}.txt`), { unit: u })[0]!)));
    // user@host prompts and a root prompt read the same
    const prompts = units.map((u, k) => `${k % 2 === 0 ? "me@box:~$" : "[root@box ~]#"} free -${u}\n${sample(`procps-4.0.2-C-${u}.txt`)}`).join("");
    expect((parse(prompts) as FreeRecord[]).map(sizes)).toEqual(recs.map(sizes));
  });

  it("the same records streamed in any chunks, and from parsePartial", async () => {
    const want = parse(JA);
    for (const size of [1, 7, 64, 4096]) {
      const chunks = Array.from({ length: Math.ceil(JA.length / size) }, (_, k) => JA.slice(k * size, k * size + size));
      expect(await collect(parseStream(chunks)), `chunks of ${size}`).toEqual(want);
    }
    expect(parsePartial(ROOKIE).records).toEqual(parse(ROOKIE));
  });
});
