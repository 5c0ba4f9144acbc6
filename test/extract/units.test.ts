/** The pieces of extract, one concern each: tables of inputs and what comes out. */
import { describe, expect, it } from "vitest";
import { blockText, isDoubled } from "../../src/extract/blocks.js";
import { parseCommandLine } from "../../src/api/command-line.js";
import { shellWords } from "../../src/kit/shell.js";
import { linkContexts, overlapSeconds } from "../../src/extract/context.js";
import { decodeEntities, htmlToLines, looksLikeHtml } from "../../src/extract/html.js";
import { splitLines } from "../../src/extract/lines.js";
import { markMarkdown, tableCells } from "../../src/extract/markdown.js";
import { signatures } from "../../src/extract/signatures.js";
import { stripCiTimestamps } from "../../src/extract/timestamps.js";
import { reflowTimeTable, unflatten } from "../../src/extract/unflatten.js";

describe("command lines", () => {
  it.each([
    ["$ ab -n 1000 -c 10 http://127.0.0.1/", { program: "ab", prompt: "$", requests: 1000, concurrency: 10, url: "http://127.0.0.1/" }],
    ["root@ftp: ~#webbench -c200 -t30 http://192.168.3.254/info.php", { program: "webbench", prompt: "root@ftp: ~#", concurrency: 200, durationSeconds: 30 }],
    ["root@ftp: ~#webbench \u2013c500 -t30 http://h/", { concurrency: 500, repairs: ['read "\u2013c500" as "-c500"'] }],
    ["[root@localhost ~]# ab -n 1000000 -c 100 http://192.168.2.129/index.html", { prompt: "[root@localhost ~]#", concurrency: 100 }],
    ["user@host:~/x$ /usr/local/apache/bin/ab -kc 20 -n 500 localhost:8080/a", { invokedAs: "/usr/local/apache/bin/ab", concurrency: 20, options: { k: true, c: "20", n: "500" }, url: "localhost:8080/a" }],
    ["C:\\xampp\\apache\\bin>abs -n 100 -c 10 https://localhost/", { program: "ab", invokedAs: "abs", concurrency: 10 }],
    ["ab -n 100000 -c 500 -khttp://localhost:81/test-page-small.htm", { url: "http://localhost:81/test-page-small.htm", options: { k: true } }],
    ["$ webbench --clients 5 --time=10 http://h/", { concurrency: 5, durationSeconds: 10 }],
    ["$ sudo LC_ALL=C sar -u 1 3 > cpu.txt &", { program: "sar", text: "sar -u 1 3 > cpu.txt &", intervalSeconds: 1, count: 3 }],
    ["# top -b -n 3 -d 0.5", { program: "top", prompt: "#", count: 3, intervalSeconds: 0.5 }],
    ["$ free -m -s 1 -c 3", { program: "free", options: { m: true, s: "1", c: "3" }, intervalSeconds: 1, count: 3 }],
  ])("%s", (line, expected) => {
    expect(parseCommandLine(line, 7)).toMatchObject({ line: 7, ...expected });
  });

  it.each(["top of the morning to you", "free memory is low", "ab testing is fun", "Webbench-c clients-t Time http://192.168.192.200/index.html", "./ab-c Clients-n Requests http://x/"])(
    "prose is not a command: %s",
    (line) => expect(parseCommandLine(line, 1)).toBeUndefined(),
  );

  it("reads a text once: the same command line on another line is the same reading at that line, and prose stays prose", () => {
    const text = "$ wrk -t2 -c10 -d5s http://127.0.0.1:8080/";
    const first = parseCommandLine(text, 3)!;
    const again = parseCommandLine(text, 90)!;
    expect(again).not.toBe(first);
    expect(Object.keys(again)).toEqual(Object.keys(first));
    expect(again).toEqual({ ...first, line: 90 });
    expect(first).toMatchObject({ line: 3, program: "wrk", concurrency: 10 });
    expect(Object.keys(first)[0]).toBe("line");
    expect(parseCommandLine("top of the morning to you", 4)).toBeUndefined();
    expect(parseCommandLine("top of the morning to you", 5)).toBeUndefined();
  });

  it("splits words like a shell and stops at pipes and redirections", () => {
    expect(shellWords(`-H "Accept: text/html" -c 5 'http://h/?a=1' | tee out`)).toEqual(["-H", "Accept: text/html", "-c", "5", "http://h/?a=1"]);
    expect(shellWords("-u 1 3 2>&1 >x")).toEqual(["-u", "1", "3"]);
  });
});

describe("HTML", () => {
  it("decodes entities", () => {
    expect(decodeEntities("a &lt;b&gt; &amp;&nbsp;c&#39;&#x41;&#8211; &unknown;")).toBe("a <b> & c'A\u2013 &unknown;");
  });
  it("recognises a page, not text that mentions a tag", () => {
    expect(looksLikeHtml("<!DOCTYPE html><p>x</p>")).toBe(true);
    expect(looksLikeHtml("use <br> for a line break")).toBe(false);
  });
  it("keeps source line numbers; cells and <br> become lines; script is dropped", () => {
    const lines = htmlToLines('<html>\n<script>\nvar a = "<p>";\n</script>\n<p>one<br>two</p>\n<table><tr><td>a</td><td>b &amp; c</td></tr></table>\n<h2>Title</h2>\n</html>\n');
    const text = lines.filter((l) => l.text.trim() !== "").map((l) => [l.line, l.text, l.heading ?? false]);
    expect(text).toEqual([
      [5, "one", false],
      [5, "two", false],
      [6, "a", false],
      [6, "b & c", false],
      [7, "Title", true],
    ]);
  });
});

describe("CI timestamps", () => {
  it("removes a prefix most lines share and keeps it as the line's time", () => {
    const out = stripCiTimestamps(splitLines("2024-01-02T03:04:05.123Z a\n2024-01-02T03:04:06.123Z b\n2024-01-02T03:04:07Z c\n"));
    expect(out.style).toBe("iso");
    expect(out.lines.map((l) => [l.text, l.time])).toEqual([
      ["a", "2024-01-02T03:04:05.123Z"],
      ["b", "2024-01-02T03:04:06.123Z"],
      ["c", "2024-01-02T03:04:07Z"],
    ]);
  });
  it("leaves a stub_status series' own date lines alone", () => {
    const text = "2026-11-30T15:24:26+00:00\nActive connections: 3 \nserver accepts handled requests\n 1 1 1 \nReading: 0 Writing: 1 Waiting: 2 \n".repeat(3);
    expect(stripCiTimestamps(splitLines(text)).style).toBeUndefined();
  });
});

describe("Markdown", () => {
  it("splits table rows at cell borders but not at a pipe inside a command", () => {
    expect(tableCells("| $ ps aux |grep nginx | out put |")).toEqual(["$ ps aux |grep nginx", "out put"]);
    expect(tableCells("|---|:---:|")).toEqual([]);
    expect(tableCells("no table")).toBeUndefined();
  });
  it("marks headings and fences; a `# command` line is not a heading", () => {
    const marked = markMarkdown(splitLines("# Title\n```\n# not a heading in a fence\n```\n# ab -n 10 -c 1 http://h/\nText\n===\n"));
    expect(marked.map((l) => (l.heading ? "H" : l.fence ? "F" : "-")).join("")).toBe("HF-F--H");
  });
});

describe("unflatten", () => {
  it("cuts webbench results and a prompt out of a cell", () => {
    expect(unflatten("//first: root@ftp: ~#webbench -c200 -t30 http://h/", signatures(), true)).toEqual(["//first:", "root@ftp: ~#webbench -c200 -t30 http://h/"]);
    expect(unflatten("Speed=60 pages/min, 100 bytes/sec. Requests: 30 susceed, 0 failed.", signatures(), true)).toEqual([
      "Speed=60 pages/min, 100 bytes/sec.",
      "Requests: 30 susceed, 0 failed.",
    ]);
  });
  it("leaves an ordinary line alone (leading spaces kept)", () => {
    expect(unflatten("  50%      1", signatures(), false)).toEqual(["  50%      1"]);
    expect(unflatten("Requests per second:    10289.65 [#/sec] (mean)", signatures(), false)).toEqual(["Requests per second:    10289.65 [#/sec] (mean)"]);
  });
  it("re-cuts an atsar table by its header's column count (continuation rows indented)", () => {
    const joined = "16:09:26 cpu %usr %nice %sys %idle _cpu_ 16:09:30 all 90 0 7 3 0 90 0 7 3 1 90 0 8 2 16:09:26 memtot memfree _mem_ 16:09:30 2024M 1502M";
    expect(reflowTimeTable([joined])).toEqual([
      "16:09:26 cpu %usr %nice %sys %idle _cpu_",
      "16:09:30 all 90 0 7 3",
      "         0 90 0 7 3",
      "         1 90 0 8 2",
      "16:09:26 memtot memfree _mem_",
      "16:09:30 2024M 1502M",
    ]);
  });
  it("re-cuts a sysstat table with AM/PM times and an Average row", () => {
    const joined = "04:00:01 PM CPU %user %idle 04:00:02 PM all 1.00 99.00 04:00:03 PM all 2.00 98.00 Average: all 1.50 98.50";
    expect(reflowTimeTable([joined])).toEqual(["04:00:01 PM CPU %user %idle", "04:00:02 PM all 1.00 99.00", "04:00:03 PM all 2.00 98.00", "Average: all 1.50 98.50"]);
  });
});

describe("a blank line after every line", () => {
  const ls = (t: string) => splitLines(t);
  it("is recognised and undone (one blank of three kept: it was a real one)", () => {
    const doubled = ls("a\n\nb\n\n\n\nc\n\nd\n");
    expect(isDoubled(doubled)).toBe(true);
    expect(blockText(doubled, { first: 0, last: doubled.length - 1, skipped: [] }).text).toBe("a\nb\n\nc\nd\n");
  });
  it("ordinary paragraphs are left alone", () => {
    expect(isDoubled(ls("a\nb\n\nc\nd\ne\n"))).toBe(false);
  });
});

describe("context", () => {
  it("overlap of time spans, ISO or clock times", () => {
    expect(overlapSeconds({ start: "2026-11-30T15:27:17Z", end: "2026-11-30T15:27:21Z" }, { start: "2026-11-30T15:27:18", end: "2026-11-30T15:27:20" })).toBe(2);
    expect(overlapSeconds({ start: "12:00:00", end: "12:00:10" }, { start: "12:00:20", end: "12:00:30" })).toBe(-10);
  });
  it("a monitor goes with the run before it in its section, else the one after", () => {
    const links = linkContexts([
      { index: 0, role: "monitor", position: 0, section: 0 },
      { index: 1, role: "load-test", position: 5, section: 0 },
      { index: 2, role: "monitor", position: 9, section: 0 },
      { index: 3, role: "monitor", position: 20, section: 1 },
    ]);
    expect([...links.entries()]).toEqual([
      [0, { block: 1, by: "section" }],
      [2, { block: 1, by: "section" }],
    ]);
  });
});
