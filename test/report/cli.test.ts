/** `benchparse report`, run in-process. */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { commands } from "../../src/commands/index.js";
import { reportCommand } from "../../src/commands/report.js";
import { runCommand } from "../helpers/capture.js";
import { root } from "../helpers/samples.js";

const ab = (name: string): string => join(root, "samples", "ab", name);

describe("benchparse report", () => {
  it("is registered", () => {
    expect(commands.report).toBe(reportCommand);
  });

  it("prints a Markdown table by default; --label before each file names its runs", async () => {
    const r = await runCommand(reportCommand, ["--label", "small", ab("ab-small-n100-c5.txt"), "--label", "plain", ab("ab-plain-n1000-c10.txt")]);
    expect(r.code).toBe(0);
    const lines = r.stdout.trim().split("\n");
    expect(lines[0]).toMatch(/^\| Target \| Concurrency \| Requests\/s \|/);
    expect(lines[2]).toMatch(/^\| small \| 5 \| 8891\.26 \| 100 \| 0 \| 0\.00% \|/);
    expect(lines[3]).toMatch(/^\| plain \| 10 \| 10289\.65 \| 1000 \| 0 \| 0\.00% \|/);
  });

  it("a single --label after the files names them all; TARGET=NAME renames a target", async () => {
    const all = await runCommand(reportCommand, [ab("ab-small-n100-c5.txt"), "--label", "nginx"]);
    expect(all.stdout).toContain("| nginx | 5 |");
    const renamed = await runCommand(reportCommand, ["--label", "127.0.0.1:8081/index.html=local", ab("ab-small-n100-c5.txt")]);
    expect(renamed.stdout).toContain("| local | 5 |");
  });

  it("--format csv, json and html; -o writes a file", async () => {
    const csv = await runCommand(reportCommand, ["-f", "csv", ab("ab-small-n100-c5.txt")]);
    expect(csv.stdout.split("\r\n")[0]).toBe(
      "target,concurrency,runs,tool,requestsPerSecond,requests,successful,failed,failureRate,p50Ms,p66Ms,p75Ms,p80Ms,p90Ms,p95Ms,p98Ms,p99Ms,p100Ms,cpuUserPercent,cpuSamples,memUsedBytes,memSamples,url",
    );
    const json = await runCommand(reportCommand, ["--format", "json", ab("ab-small-n100-c5.txt")]);
    expect(JSON.parse(json.stdout).rows[0]).toMatchObject({ target: "127.0.0.1:8081/index.html", requestsPerSecond: 8891.26 });
    const out = join(mkdtempSync(join(tmpdir(), "bp-report-")), "r.html");
    const html = await runCommand(reportCommand, ["-f", "html", "-o", out, "-t", "My <campaign>", ab("ab-small-n100-c5.txt")]);
    expect(html.code).toBe(0);
    expect(html.stdout).toBe("");
    const page = readFileSync(out, "utf8");
    expect(page).toMatch(/^<!DOCTYPE html>/);
    expect(page).toContain("<title>My &lt;campaign&gt;</title>");
    expect(page).not.toMatch(/(?:src|href)="https?:/);
  });

  it("warnings go to stderr (not with -q); no run exits 1; bad usage exits 2", async () => {
    const dir = mkdtempSync(join(tmpdir(), "bp-report-"));
    const file = join(dir, "doc.txt");
    writeFileSync(file, "$ ab -n 10 -c 1 http://h/\nbash: ab: command not found\n");
    const none = await runCommand(reportCommand, [file]);
    expect(none.code).toBe(1);
    expect(none.stderr).toContain(`${file}:1: no ab output recognised`);
    expect(none.stderr).toContain("no ab or webbench run found");
    expect((await runCommand(reportCommand, ["-q", file])).stderr).not.toContain(`${file}:1:`);
    expect((await runCommand(reportCommand, ["--format", "pdf", file])).code).toBe(2);
    expect((await runCommand(reportCommand, ["--bogus"])).code).toBe(2);
    expect((await runCommand(reportCommand, ["--help"])).stdout).toMatch(/^Usage: benchparse report/);
  });
});
