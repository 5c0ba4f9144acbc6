/**
 * Text as people paste it (issue #21): every sample, damaged as copies in READMEs, mails, comments and blog exports
 * are, gives the records of the clean text (line numbers aside). The damage forms: a uniform indentation (4 blanks,
 * a tab), quote and comment marks in front of every line (`> `, `# `, ` * `), a blank line after every line, CR-only
 * line ends, a prompt and command line before the output, and combinations.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { safeParse } from "../src/index.js";
import { Paste, type PastedLine } from "../src/api/paste.js";
import { root, sampleFiles } from "./helpers/samples.js";

type Damage = [name: string, apply: (text: string, folder: string) => string];

const eachLine = (text: string, f: (line: string) => string): string => {
  const lines = text.split("\n");
  const last = lines.at(-1) === "" ? lines.pop() : undefined;
  return lines.map(f).join("\n") + (last === undefined ? "" : "\n");
};
const margin = (m: string, blank = m.trimEnd()) => (text: string) => eachLine(text, (l) => (l === "" ? blank : m + l));
const doubled = (text: string) => text.replace(/\n/g, "\n\n");
const crOnly = (text: string) => text.replace(/\r?\n/g, "\r");
/** The command each folder's tool is run with (plain: the samples' own options stay as they are). */
const PROMPTS: Record<string, string> = {
  ab: "$ ab -n 1000 -c 10 http://127.0.0.1/",
  free: "[root@host ~]# free",
  "nginx-stub-status": "# curl -s http://127.0.0.1/nginx_status",
  sar: "user@host:~$ sar -A",
  atsar: "$ atopsar -A",
  top: "$ top -b -n 3",
  webbench: "$ webbench -c 10 -t 30 http://127.0.0.1/",
};
/** free's flags as the clean text was read (a pasted `free` command says its unit: it must be the capture's). */
let freeFlags = "";
const prompt = (text: string, folder: string) => `${PROMPTS[folder]}${folder === "free" ? freeFlags : ""}\n${text}`;
const FREE_FLAGS: Record<string, string> = { B: " -b", KiB: "", MiB: " -m", GiB: " -g", TiB: " --tebi", PiB: " --pebi", kB: " --kilo", MB: " --mega", GB: " --giga", TB: " --tera", PB: " --peta" };
function flagsOf(record: { unit?: string; humanBase?: number } | undefined): string {
  if (record?.unit === "human") return record.humanBase === 1000 ? " -h --si" : " -h";
  return FREE_FLAGS[record?.unit ?? "KiB"] ?? "";
}

const DAMAGE: Damage[] = [
  ["indented by 4 blanks", margin("    ", "")],
  ["indented by a tab", margin("\t", "")],
  ["quoted with '> '", margin("> ")],
  ["commented with '# '", margin("# ")],
  ["Javadoc ' * '", margin(" * ")],
  ["a blank line after every line", doubled],
  ["CR-only line ends", crOnly],
  ["a prompt and command line before it", prompt],
  ["indented and CRLF", (t) => margin("    ", "")(t).replace(/\n/g, "\r\n")],
  ["quoted and double-spaced", (t) => doubled(margin("> ")(t))],
  ["a prompt, indented", (t, f) => margin("    ", "")(prompt(t, f))],
];

/**
 * Records without where their errors are (a damaged copy moves lines and columns), and for a pasted `free` command
 * without what it says of the unit (`free` alone says KiB: the unit is then given, no longer assumed).
 */
function unplaced(records: unknown[], command = false): string {
  const drop = new Set(["line", "column", "excerpt", ...(command ? ["unitSource", "exact", "warnings"] : [])]);
  return JSON.stringify(JSON.parse(JSON.stringify(records), (key, value) => (drop.has(key) ? undefined : value)));
}

async function optionsFor(folder: string): Promise<(file: string) => Record<string, unknown>> {
  const path = join(root, "test", folder, "golden-options.ts");
  if (!existsSync(path)) return () => ({});
  return ((await import(path)) as { sampleOptions: (file: string) => Record<string, unknown> }).sampleOptions;
}

const FOLDERS = Object.keys(PROMPTS);

describe("pasted copies give the records of the clean text", () => {
  for (const folder of FOLDERS) {
    const files = sampleFiles(folder, (p) => !/(^|\/)README\.md$|\.conf$|\.sh$/.test(p));
    it(`${folder}: ${files.length} samples x ${DAMAGE.length} damage forms`, async () => {
      const optionsOf = await optionsFor(folder);
      const failures: string[] = [];
      let checked = 0;
      for (const file of files) {
        const text = readFileSync(file, "utf8");
        const options = optionsOf(relative(join(root, "samples", folder), file));
        const clean = safeParse(text, options);
        if (!clean.success) continue; // samples that fail clean (usage errors, binary files) have nothing to keep
        if (folder === "free") freeFlags = flagsOf(clean.data[0] as { unit?: string; humanBase?: number });
        const want = unplaced(clean.data);
        const wantCommand = unplaced(clean.data, true);
        // a sample that is itself a copy quoted in a mail (`> ` on every line, samples/top/lkml-*-quoted-*)
        const quoted = text.split("\n").every((l) => l === "" || l.startsWith(">"));
        for (const [name, apply] of DAMAGE) {
          // webbench reads the command pasted with its output: its settings are information, not damage
          if (folder === "webbench" && name.includes("prompt")) continue;
          // a prompt outside a mail's quote marks (`$ top` over `> ...` lines) is not a copy anyone makes
          if (quoted && name.includes("prompt")) continue;
          checked++;
          const got = safeParse(apply(text, folder), options);
          if (!got.success) failures.push(`${relative(root, file)}, ${name}: ${got.error.message.split("\n")[0]}`);
          else if (folder === "free" && name.includes("prompt") ? unplaced(got.data, true) !== wantCommand : unplaced(got.data) !== want) {
            failures.push(`${relative(root, file)}, ${name}: different records`);
          }
        }
      }
      expect(checked).toBeGreaterThan(0);
      expect(failures).toEqual([]);
    }, 120_000);
  }
});

describe("the paste stage", () => {
  const run = (lines: string[]): PastedLine[] => {
    const paste = new Paste();
    const out: PastedLine[] = [];
    lines.forEach((t, i) => paste.take(t, i + 1, out));
    paste.end(out);
    return out;
  };

  it("takes off a margin every line shares, and keeps where each line came from", () => {
    const out = run(["    Mem:  1 2 3", "", "    Swap: 0 0 0"]);
    expect(out.map((l) => [l.text, l.line, l.indent])).toEqual([
      ["Mem:  1 2 3", 1, 4],
      ["", 2, 0],
      ["Swap: 0 0 0", 3, 4],
    ]);
  });

  it("leaves output whose own lines start with blanks as it is (free's header, top's table)", () => {
    const free = ["              total        used", "Mem:        1000         500", "Swap:          0           0"];
    expect(run(free).map((l) => l.text)).toEqual(free);
  });

  it("drops the blank line after every line of a double-spaced copy, and halves the blank lines between paragraphs", () => {
    const out = run(["a", "", "b", "", "c", "", "", "", "d", "", "e", ""]);
    expect(out.map((l) => [l.text, l.line])).toEqual([
      ["a", 1],
      ["b", 3],
      ["c", 5],
      ["", 7],
      ["d", 9],
      ["e", 11],
    ]);
  });

  it("does not take single-spaced paragraphs for a double-spaced copy", () => {
    const lines = ["a", "b", "", "c", "d", "", "e"];
    expect(run(lines).map((l) => l.text)).toEqual(lines);
  });

  it("reads a command line with its prompt", () => {
    const [line] = run(["[root@h ~]# free -m"]);
    expect(line!.command).toMatchObject({ program: "free", args: ["-m"] });
  });
});
