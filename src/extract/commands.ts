/**
 * Shell command lines in a transcript or a blog post (`$ ab -n 1000 -c 10 http://h/`, `root@host:~# webbench
 * -c200 ...`, `[root@localhost ~]# ab ...`, `C:\ab>ab.exe ...`), read the way each tool's getopt reads them, so a
 * block knows its clients, URL and options even when the tool did not print them.
 */

/** How a program reads its options: letters and long names that take a value. */
interface ProgramSpec {
  /** The block formats this program prints. */
  formats: readonly string[];
  shortWithValue: string;
  longWithValue?: readonly string[];
}

/**
 * The programs whose command lines we read (by the name they are run as), the formats they print, and which of
 * their options take a value (from each tool's getopt string).
 */
export const PROGRAMS: Record<string, ProgramSpec> = {
  // ab 2.4: "n:c:t:s:b:T:p:u:v:lrkVhwiIx:y:z:C:H:P:A:g:X:de:SqB:m:" plus the SSL build's "f:E:".
  ab: { formats: ["ab", "ab-csv", "ab-gnuplot"], shortWithValue: "nctsbTpuvxyzCHPAgXeBmfE" },
  // webbench 1.5: "912Vfrt:p:c:?h" and --time --proxy --clients (webbench-plus-post: -o/--post, -d/--header).
  webbench: { formats: ["webbench"], shortWithValue: "tpcod", longWithValue: ["time", "proxy", "clients", "post", "header"] },
  // atsar installs itself as `sar` too.
  sar: { formats: ["sar", "atsar"], shortWithValue: "fosePIinm" },
  atsar: { formats: ["atsar", "sar"], shortWithValue: "fosePIinm" },
  atopsar: { formats: ["atsar"], shortWithValue: "rbeSBIi" },
  top: { formats: ["top"], shortWithValue: "ndpuUoOswEe" },
  free: { formats: ["free"], shortWithValue: "sc", longWithValue: ["seconds", "count"] },
  curl: { formats: ["nginx-stub-status"], shortWithValue: "HXodAeEuUmrwx" },
  wget: { formats: ["nginx-stub-status"], shortWithValue: "Oo" },
};

/** Other names the same programs are run as. */
const ALIASES: Record<string, string> = { ab2: "ab", abs: "ab", "ab.exe": "ab", "abs.exe": "ab", "webbench.exe": "webbench" };

/**
 * A shell prompt: `$ `, `# `, `user@host:~$ `, `root@ftp: ~#` (glued to the command, as pasted), `[root@localhost
 * ~]# `, `bash-5.1# `, `(venv) user@host:~/x$ `, `C:\Program Files\ab>`, `PS C:\> `.
 */
export const PROMPT =
  /^\s*(?:\([^)\s]{1,40}\)\s*)?(?:[\w.-]+@[\w.-]+(?::\s?[^\s#$]*)?|\[[^\]\n]{1,80}\]|[A-Za-z]:\\[^>\n]{0,200}|PS [^>\n]{1,200}|[^\s#$%>]{0,60})\s?[#$%>]\s*/;

/** Words that may stand before the program: `sudo`, `time`, `nohup`, `env`, `VAR=value`. */
const PREFIX_WORDS = /^(?:(?:sudo(?:\s+-\S+)*|time|nohup|env|nice(?:\s+-n\s*-?\d+)?|[A-Z_][A-Z0-9_]*=\S*)\s+)*/;

/** Dashes that word processors put in place of `-`: en dash, em dash, figure dash, minus sign. */
export const TYPOGRAPHIC_DASH = /^[\u2012-\u2015\u2212]+/;

export interface CommandLine {
  /** 1-based source line. */
  line: number;
  /** The command as printed, without the prompt. */
  text: string;
  /** The prompt in front of it, when there was one. */
  prompt?: string;
  /** The program, by its usual name (`ab` for `ab2`, `abs` or `/usr/sbin/ab`). */
  program: string;
  /** The program word as typed (`/usr/local/apache/bin/ab`). */
  invokedAs: string;
  /** The arguments, split as a shell would (quotes removed), up to a pipe or redirection. */
  args: string[];
  /** Options by name (`c`, `n`, `t`, `clients`): their value, or true for a flag. */
  options: Record<string, string | true>;
  /** Arguments that are not options. */
  operands: string[];
  /** The target URL (the first operand that looks like one). */
  url?: string;
  /** ab -c / webbench -c. */
  concurrency?: number;
  /** ab -n. */
  requests?: number;
  /** ab -t / webbench -t, seconds. */
  durationSeconds?: number;
  /** sar/atsar interval, top -d, free -s, seconds. */
  intervalSeconds?: number;
  /** sar/atsar count, top -n, free -c. */
  count?: number;
  /** What was repaired to read it (typographic dashes, a URL glued to an option). */
  repairs?: string[];
}

/** The program a line runs and where its arguments start, or undefined when the line is not a command line. */
function matchCommand(text: string): { prompt?: string; invokedAs: string; program: string; rest: string } | undefined {
  const prompt = PROMPT.exec(text);
  const candidates: { prompt?: string; rest: string }[] = [];
  if (prompt && prompt[0].trim() !== "") candidates.push({ prompt: prompt[0].trim(), rest: text.slice(prompt[0].length) });
  candidates.push({ rest: text.replace(/^\s+/, "") });
  for (const c of candidates) {
    const afterPrefix = c.rest.replace(PREFIX_WORDS, "");
    const m = /^((?:[\w.~-]*[\\/])*)([\w.-]+)(?=\s|$)(.*)$/.exec(afterPrefix);
    if (!m) continue;
    const word = m[2]!.toLowerCase();
    const program = ALIASES[word] ?? (Object.prototype.hasOwnProperty.call(PROGRAMS, word) ? word : undefined);
    if (program === undefined) continue;
    const rest = m[3]!.trim();
    // Without a prompt, prose can start with "top" or "free": require an option or a URL.
    if (c.prompt === undefined && !/(?:^|\s)(?:[-\u2012-\u2015\u2212]\S|https?:\/\/)/.test(rest) && !/^\d+(\s+\d+)?$/.test(rest)) continue;
    if (c.prompt === undefined && /[\u4e00-\u9fff]/.test(rest)) continue;
    return { prompt: c.prompt, invokedAs: m[1]! + m[2]!, program, rest };
  }
  return undefined;
}

/** True when the line runs one of the PROGRAMS (with or without a prompt). */
export function isCommandLine(text: string): boolean {
  return matchCommand(text) !== undefined;
}

/**
 * Reads a command line: program, options (getopt style: clusters `-kc10`, values glued or separate, `--name=value`),
 * operands, and the figures a report needs. Typographic dashes (`–c500`) are read as `-`.
 *
 * @example
 * parseCommandLine("root@ftp: ~#webbench –c500 -t30 http://h/", 7)
 * //=> { line: 7, program: "webbench", concurrency: 500, durationSeconds: 30, url: "http://h/", ... }
 */
export function parseCommandLine(text: string, line: number): CommandLine | undefined {
  const m = matchCommand(text);
  if (!m) return undefined;
  const spec = PROGRAMS[m.program]!;
  const repairs: string[] = [];
  const words = shellWords(m.rest);
  const options: Record<string, string | true> = Object.create(null);
  const operands: string[] = [];
  const args: string[] = [];
  let onlyOperands = false;
  for (let i = 0; i < words.length; i++) {
    let w = words[i]!;
    if (TYPOGRAPHIC_DASH.test(w)) {
      const fixed = w.replace(TYPOGRAPHIC_DASH, (d) => (d.length > 1 ? "--" : spec.longWithValue?.some((n) => w.slice(1).startsWith(n)) ? "--" : "-"));
      repairs.push(`read "${w}" as "${fixed}"`);
      w = fixed;
    }
    args.push(w);
    if (onlyOperands || !w.startsWith("-") || w === "-") {
      operands.push(w);
      continue;
    }
    if (w === "--") {
      onlyOperands = true;
      continue;
    }
    if (w.startsWith("--")) {
      const eq = w.indexOf("=");
      const name = w.slice(2, eq === -1 ? undefined : eq);
      if (eq !== -1) options[name] = w.slice(eq + 1);
      else if (spec.longWithValue?.includes(name) && i + 1 < words.length) args.push((options[name] = words[++i]!));
      else options[name] = true;
      continue;
    }
    // A URL glued to a flag cluster (`-khttp://h/`), a typo ab itself would reject.
    const glued = /^(-[A-Za-z]*?)(https?:\/\/\S+)$/.exec(w);
    if (glued) {
      repairs.push(`read "${w}" as "${glued[1]}" "${glued[2]}"`);
      w = glued[1]!;
      operands.push(glued[2]!);
      if (w === "-") continue;
    }
    for (let j = 1; j < w.length; j++) {
      const ch = w[j]!;
      if (spec.shortWithValue.includes(ch)) {
        const inline = w.slice(j + 1);
        if (inline !== "") options[ch] = inline;
        else if (i + 1 < words.length) args.push((options[ch] = words[++i]!));
        else options[ch] = true;
        break;
      }
      options[ch] = true;
    }
  }
  const out: CommandLine = {
    line,
    text: commandText(text, m.invokedAs, m.prompt),
    program: m.program,
    invokedAs: m.invokedAs,
    args,
    options,
    operands,
  };
  if (m.prompt !== undefined) out.prompt = m.prompt;
  const url = operands.find((o) => /^https?:\/\//i.test(o)) ?? (m.program === "ab" ? operands.find((o) => /^[\w.-]+(?::\d+)?\//.test(o)) : undefined);
  if (url !== undefined) out.url = url;
  // A value too large to be exact (beyond 2^53) is left out rather than rounded.
  const exact = (n: number): number | undefined => (n <= Number.MAX_SAFE_INTEGER ? n : undefined);
  const int = (v: string | true | undefined): number | undefined => (typeof v === "string" && /^\d+$/.test(v) ? exact(Number(v)) : undefined);
  const num = (v: string | true | undefined): number | undefined => (typeof v === "string" && /^\d+(?:\.\d+)?$/.test(v) ? exact(Number(v)) : undefined);
  const set = <K extends keyof CommandLine>(k: K, v: CommandLine[K] | undefined): void => {
    if (v !== undefined) out[k] = v;
  };
  const numericOperands = operands.filter((o) => /^\d+(?:\.\d+)?$/.test(o)).map((o) => exact(Number(o)));
  switch (m.program) {
    case "ab":
      set("concurrency", int(options.c));
      set("requests", int(options.n));
      set("durationSeconds", num(options.t));
      break;
    case "webbench":
      set("concurrency", int(options.c) ?? int(options.clients));
      set("durationSeconds", int(options.t) ?? int(options.time));
      break;
    case "sar":
    case "atsar":
    case "atopsar":
      set("intervalSeconds", numericOperands[0]);
      set("count", numericOperands[1] !== undefined ? Math.trunc(numericOperands[1]) : undefined);
      break;
    case "top":
      set("intervalSeconds", num(options.d));
      set("count", int(options.n));
      break;
    case "free":
      set("intervalSeconds", num(options.s) ?? num(options.seconds));
      set("count", int(options.c) ?? int(options.count));
      break;
  }
  if (repairs.length) out.repairs = repairs;
  return out;
}

/** The formats a command line's program prints. */
export function formatsOfProgram(program: string): readonly string[] {
  return PROGRAMS[program]?.formats ?? [];
}

function commandText(text: string, invokedAs: string, prompt: string | undefined): string {
  const from = prompt === undefined ? 0 : text.indexOf(prompt) + prompt.length;
  const at = text.indexOf(invokedAs, Math.max(0, from));
  return (at === -1 ? text : text.slice(at)).trim();
}

/**
 * Splits arguments as a shell would: blanks separate words, quotes group, backslash escapes; stops at a pipe,
 * `;`, `&&`, `||`, `&` or a redirection.
 */
export function shellWords(text: string): string[] {
  const words: string[] = [];
  let cur = "";
  let has = false;
  let i = 0;
  const push = (): void => {
    if (has) words.push(cur);
    cur = "";
    has = false;
  };
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === "'" || ch === '"') {
      const end = text.indexOf(ch, i + 1);
      if (end === -1) {
        cur += text.slice(i + 1);
        has = true;
        break;
      }
      cur += text.slice(i + 1, end);
      has = true;
      i = end + 1;
      continue;
    }
    if (ch === "\\" && i + 1 < text.length) {
      cur += text[i + 1];
      has = true;
      i += 2;
      continue;
    }
    if (/\s/.test(ch)) {
      push();
      i++;
      continue;
    }
    if (!has && (ch === "|" || ch === ";" || ch === "&" || ch === "<" || ch === ">" || (/\d/.test(ch) && /^\d+>/.test(text.slice(i))))) break;
    if (ch === ">" || ch === "|" || ch === ";") break;
    cur += ch;
    has = true;
    i++;
  }
  push();
  return words;
}
