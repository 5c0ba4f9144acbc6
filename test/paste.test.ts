/**
 * Text as people paste it (issue #21): every sample, damaged as copies in READMEs, mails, comments and blog exports
 * are, gives the records of the clean text (line numbers aside). The damage forms: a uniform indentation (4 blanks,
 * a tab), quote and comment marks in front of every line (`> `, `# `, `#` glued to the text, ` * `), a blank line after every line, CR-only
 * line ends, a prompt and command line before the output, a Markdown code fence around it, a bare prompt (and the
 * shell's `time` lines) after it, no-break spaces among its blanks, and combinations.
 */
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { parseStream, safeParse } from "../src/index.js";
import { hasStray, isContextLine, isProseLine, STRAY, unstray } from "../src/api/paste.js";
import { eachArrangement } from "./helpers/arrangements.js";
import { pasted, unplaced } from "./helpers/paste.js";
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
  ["commented out with '#' glued to the text", margin("#")],
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
  const run = pasted;

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

describe("lines of prose copied with the output (isProseLine): read as blank lines where a format rejects them", () => {
  // Left out: a copy whose lines all carry a margin (the prose line has none, so no margin is taken off), and a copy
  // of one line (vmstat -f's `N forks`: a line of prose before it leaves too little to detect).
  const files = sampleFiles("", (p) => !/(^|\/)README\.md$|\.conf$|\.sh$|\.json$/.test(p));
  /** What a line after the output may add: top's otherLines, webbench's warning of an unknown line. */
  const kept = (records: unknown[]): string => JSON.stringify(JSON.parse(unplaced(records)), (k, v) => (k === "otherLines" || k === "warnings" ? undefined : v));
  it("before the output (after a blank line or not) or after it, parse gives the records of the clean text; parseStream in 64-character chunks too", async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const file of files) {
      const text = readFileSync(file, "utf8");
      const clean = safeParse(text);
      const lines = text.split("\n").filter((l) => l.trim() !== "");
      if (!clean.success || /^[ \t>#*/-]/.test(lines[0] ?? "") || lines.length < 2) continue;
      checked++;
      const want = unplaced(clean.data);
      const name = relative(root, file);
      const before = `Here are the results of the run:\n\n${text}`;
      for (const [form, damaged] of [
        ["before", before],
        ["right before", `The output of the run:\n${text}`],
      ] as const) {
        const got = safeParse(damaged);
        if (!got.success) failures.push(`${name} (${form}): ${got.error.message.split("\n")[0]}`);
        else if (unplaced(got.data) !== want) failures.push(`${name} (${form}): other records`);
      }
      // (after a text cut off inside its last line, which a line after it would complete, not at all)
      const got = text.endsWith("\n") ? safeParse(`${text}\nThat is all for today.\n`) : clean;
      if (!got.success) failures.push(`${name} (after): ${got.error.message.split("\n")[0]}`);
      else if (kept(got.data) !== kept(clean.data)) failures.push(`${name} (after): other records`);
      const chunks = Array.from({ length: Math.ceil(before.length / 64) }, (_, k) => before.slice(64 * k, 64 * k + 64));
      if (unplaced(await collect(parseStream(chunks))) !== want) failures.push(`${name} (before, streamed): other records`);
    }
    expect(checked).toBeGreaterThan(500);
    expect(failures).toEqual([]);
  }, 240_000);

  it("a prose line is words separated by single blanks; table lines, tool messages of one or two words and numbers are not", () => {
    const prose = ["Here are the results of the run:", "That is all for today.", "Results for 4 cores (no tuning):", "Résultats du test sur le serveur :", "Then with keep-alive on, it's faster!"];
    const not = ["Mem:  1000  500", "              total        used        free", "Killed", "Segmentation fault", "15:24:44 all 48.74", "Tasks: 1 total, 0 running", "Requests: 90412 susceed, 0 failed.", "  Latency Distribution (HdrHistogram - Sideways Latency)"];
    expect(prose.filter((l) => !isProseLine(l))).toEqual([]);
    expect(not.filter((l) => isProseLine(l))).toEqual([]);
  });

  it("prose alone, its format forced: the prose line's own error (not `empty input`), once", () => {
    const r = safeParse("Here are the results of the run:\nThat is all for today.\n", { format: "free" });
    expect(r.success).toBe(false);
    if (!r.success) expect([r.error.format, r.error.line, r.error.column]).toEqual(["free", 1, 1]);
  });

  it("a prose line that a format reads stays its own (webbench's warning of an unknown line)", () => {
    const text = readFileSync(join(root, "samples/webbench/webbench-1.5-connect-failed-terminal.txt"), "utf8");
    const r = safeParse(`${text}\nThat is all for today.\n`);
    expect(r.success && (r.data[0] as { warnings?: string[] }).warnings).toEqual(["unknown line 11: That is all for today."]);
  });
});

describe("hasStray", () => {
  it("is the STRAY pattern's test: texts of pieces with and without each stray character, one-byte and two-byte", () => {
    let strays = 0;
    const n = eachArrangement(["a", " ", "\u00a0", "\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00e9", "\u2502", "\u200a", "\u2061"], 4, (text) => {
      expect(hasStray(text), JSON.stringify(text)).toBe(STRAY.test(text));
      if (STRAY.test(text)) strays++;
    });
    expect(n).toBeGreaterThan(20_000);
    expect(strays).toBeGreaterThan(5_000);
  });
});
