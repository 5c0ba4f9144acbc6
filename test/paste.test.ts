/**
 * Text as people paste it (issue #21): every sample, damaged as copies in READMEs, mails, comments and blog exports
 * are, gives the records of the clean text (line numbers aside). The damage forms: a uniform indentation (4 blanks,
 * a tab), quote and comment marks in front of every line (`> `, `# `, ` * `), a blank line after every line, CR-only
 * line ends, a prompt and command line before the output, a Markdown code fence around it, a bare prompt (and the
 * shell's `time` lines) after it, no-break spaces among its blanks, and combinations.
 */
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { parseStream, safeParse } from "../src/index.js";
import { isContextLine, Paste, unstray, type PastedLine } from "../src/api/paste.js";
import { fixturesOf, getFormat, sampleFolders } from "./helpers/formats.js";
import { collect, root, sampleFiles } from "./helpers/samples.js";

/** A damage form: the damaged copy, or undefined when it does not apply to the text. */
type Damage = [name: string, apply: (text: string, folder: string) => string | undefined];

const eachLine = (text: string, f: (line: string) => string): string => {
  const lines = text.split("\n");
  const last = lines.at(-1) === "" ? lines.pop() : undefined;
  return lines.map(f).join("\n") + (last === undefined ? "" : "\n");
};
const margin = (m: string, blank = m.trimEnd()) => (text: string) => eachLine(text, (l) => (l === "" ? blank : m + l));
const doubled = (text: string) => text.replace(/\n/g, "\n\n");
const crOnly = (text: string) => text.replace(/\r?\n/g, "\r");
/** Prompts as pasted, one per folder in turn. */
const PROMPT_STYLES = ["$ ", "[root@host ~]# ", "user@host:~$ ", "# "];
/** The command line before a folder's output: its format's program, with the arguments fixtures give (free -m). */
let commandLine = "";
const prompt = (text: string) => `${commandLine}\n${text}`;
/** Lines after the output: only after a text that ends its last line (one that does not is cut off, and says so). */
const after = (lines: string) => (text: string) => (text.endsWith("\n") ? `${text}${lines}` : undefined);
const fenced = (text: string) => after("```\n")(`\`\`\`console\n${text}`);
/** A terminal log of `time tool` in an indented fence: a bare prompt and the shell's `time` lines after the output. */
const timedInFence = (text: string) => {
  const log = after("$ \nreal\t0m10.021s\nuser\t0m0.112s\nsys\t0m0.515s\n")(text);
  const inFence = log === undefined ? undefined : fenced(log);
  return inFence === undefined ? undefined : margin("    ", "")(inFence);
};

const DAMAGE: Damage[] = [
  ["indented by 4 blanks", margin("    ", "")],
  ["indented by a tab", margin("\t", "")],
  ["quoted with '> '", margin("> ")],
  ["commented with '# '", margin("# ")],
  ["Javadoc ' * '", margin(" * ")],
  ["a blank line after every line", doubled],
  ["CR-only line ends", crOnly],
  ["a prompt and command line before it", (t) => prompt(t)],
  ["indented and CRLF", (t) => margin("    ", "")(t).replace(/\n/g, "\r\n")],
  ["quoted and double-spaced", (t) => doubled(margin("> ")(t))],
  ["a prompt, indented", (t) => margin("    ", "")(prompt(t))],
  ["in a Markdown code fence", fenced],
  ["a terminal log's last line after it, `user@host:~$ `", after("user@host:~$ \n")],
  ["no-break spaces among the blanks (a web page)", (t) => t.replace(/ {2}/g, " \u00a0")],
  ["in an indented fence, the shell's `$ ` and time lines after it", timedInFence],
];

/**
 * Records without where their errors are (a damaged copy moves lines and columns), and, after a pasted command line,
 * without the fields a command changes by saying what the text does not (`free` alone says KiB: the unit is then
 * given, no longer assumed).
 */
function unplaced(records: unknown[], commandFields: readonly string[] = []): string {
  const drop = new Set(["line", "column", "excerpt", ...commandFields]);
  return JSON.stringify(JSON.parse(JSON.stringify(records), (key, value) => (drop.has(key) ? undefined : value)));
}

describe("pasted copies give the records of the clean text", () => {
  sampleFolders().forEach(({ folder, formats }, index) => {
    const files = sampleFiles(folder, (p) => !/(^|\/)README\.md$|\.conf$|\.sh$/.test(p));
    // the program of the folder's first format; a format whose parser reads the command itself takes it as
    // information, not damage (webbench's clients and URL)
    const command = getFormat(formats[0]!).command;
    const damage = DAMAGE.filter(([name]) => !name.includes("prompt") || (command !== undefined && command.parsesCommandLine !== true));
    it(`${folder}: ${files.length} samples x ${damage.length} damage forms`, async () => {
      const fixtures = await fixturesOf(formats[0]!);
      const optionsOf = fixtures.sampleOptions ?? (() => ({}));
      const failures: string[] = [];
      let checked = 0;
      for (const file of files) {
        const text = readFileSync(file, "utf8");
        const options = optionsOf(relative(join(root, "samples", folder), file));
        const clean = safeParse(text, options);
        if (!clean.success) continue; // samples that fail clean (usage errors, binary files) have nothing to keep
        commandLine = `${PROMPT_STYLES[index % PROMPT_STYLES.length]}${command?.programs[0]?.name ?? ""}${fixtures.commandArgs?.(clean.data) ?? ""}`;
        const want = unplaced(clean.data);
        const wantCommand = unplaced(clean.data, fixtures.commandFields);
        for (const [name, apply] of damage) {
          const copy = apply(text, folder);
          if (copy === undefined) continue;
          checked++;
          const got = safeParse(copy, options);
          if (!got.success) failures.push(`${relative(root, file)}, ${name}: ${got.error.message.split("\n")[0]}`);
          else if (name.includes("prompt") ? unplaced(got.data, fixtures.commandFields) !== wantCommand : unplaced(got.data) !== want) {
            failures.push(`${relative(root, file)}, ${name}: different records`);
          }
        }
      }
      expect(checked).toBeGreaterThan(0);
      expect(failures).toEqual([]);
    }, 120_000);
  });
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

describe("lines copied with the output that no tool prints", () => {
  it("fences, bare prompts, prompts of other commands, sudo's prompt and the shell's time lines are context", () => {
    const context = ["```", "```console", "~~~", "``` text", "$", "$ ", "$ exit", "user@host:~$ ", "root@box:/var/log# ls", "me@mac ~ % ", "[root@localhost ~]# ", "(venv) user@host:~/x$ ", "bash-5.1# ", "C:\\xampp\\apache\\bin>", "PS C:\\Users\\me> ", "[sudo] password for me: ", "real\t0m10.021s", "sys 0m0,515s"];
    expect(context.filter((l) => !isContextLine(l))).toEqual([]);
  });

  it("a prompt before a program's command is a command line, not context; output lines are neither", () => {
    const kept = ["$ free -m", "user@host:~$ webbench -c 10 http://h/", "[root@h ~]# top -b -n 1", "# comment", "> quoted", "Mem:  1000  500", "  PID USER", "15:24:44  all  48.74", "real-time", "   (Connect: 0, Receive: 0, Length: 34, Exceptions: 0)", "Requests: 90412 susceed, 0 failed.", "Running 10s test @ http://127.0.0.1:8080/", "default   [  10% ] 10 VUs  01.0s/10s"];
    expect(kept.filter((l) => isContextLine(l))).toEqual([]);
  });

  it("no-break spaces read as blanks, one for one; zero-width characters are taken out; U+202F stays", () => {
    expect(unstray("Mem:\u00a0 1000\u200b  500")).toBe("Mem:  1000  500");
    expect(unstray("Moyenne\u202f:")).toBe("Moyenne\u202f:");
  });
});

describe("a line of prose before the output, read on past its error (the CLI, parseStream with continueOnError)", () => {
  // Left out: a copy whose lines all carry a margin (the prose line has none, so no margin is taken off).
  const files = sampleFiles("", (p) => !/(^|\/)README\.md$|\.conf$|\.sh$|\.json$/.test(p));
  it("gives the records of the clean text: a report's header given once, reports counted from 1, dates read as in the clean text", async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const file of files) {
      const text = readFileSync(file, "utf8");
      const clean = safeParse(text);
      const first = text.split("\n").find((l) => l.trim() !== "") ?? "";
      if (!clean.success || /^[ \t>#*/-]/.test(first)) continue;
      checked++;
      const items = await collect(parseStream([`Here are the results of the run:\n\n${text}`], { continueOnError: true }));
      const records = items.filter((x) => (x as { ok?: unknown }).ok !== false);
      if (unplaced(records) !== unplaced(clean.data)) failures.push(relative(root, file));
    }
    expect(checked).toBeGreaterThan(500);
    expect(failures).toEqual([]);
  }, 120_000);
});
