/** webbench's options as given on a command line, values as typed. */
export interface WebbenchArgs {
  clients?: string;
  time?: string;
  url?: string;
  force: boolean;
  reload: boolean;
  proxy?: string;
  method?: "GET" | "HEAD" | "OPTIONS" | "TRACE" | "POST";
  /** Dashes that a word processor turned into en/em dashes or minus signs (`–c500`), read as `-`. */
  typographicDashes: string[];
  /** Arguments that are neither known options nor the URL. */
  unknown: string[];
}

const LONG_WITH_ARG = new Set(["time", "proxy", "clients", "post", "header"]);
const LONG_FLAGS = new Set(["force", "reload", "get", "head", "options", "trace", "http09", "http10", "http11", "help", "version", "file"]);
const SHORT_WITH_ARG = new Set(["t", "p", "c", "o", "d"]);
const DASH = /^[\u2012-\u2015\u2212]/;
/** Shell syntax that ends webbench's arguments. */
const SHELL_END = /^(?:\||\|\||&&|;|&|[0-9]*>>?.*|<.*)$/;

/**
 * Reads webbench's arguments the way its getopt_long call does (optstring `912Vfrt:p:c:?h` plus the long names,
 * and the POST fork's `-o/--post`, `-d/--header`), stopping at shell redirections and pipes. Values stay strings.
 *
 * @example
 * parseWebbenchArgs("-c200 -t30 http://h/").clients //=> "200"
 * parseWebbenchArgs("–c500 -t30 http://h/").typographicDashes //=> ["–c500"]
 */
export function parseWebbenchArgs(text: string): WebbenchArgs {
  const out: WebbenchArgs = { force: false, reload: false, typographicDashes: [], unknown: [] };
  const words = text.trim().split(/\s+/).filter((w) => w !== "");
  let onlyOperands = false;
  for (let i = 0; i < words.length; i++) {
    let word = words[i]!;
    if (SHELL_END.test(word)) break;
    if (DASH.test(word)) {
      out.typographicDashes.push(word);
      const rest = word.slice(1).replace(DASH, "-");
      const name = rest.replace(/^-/, "").split("=")[0]!;
      word = (LONG_WITH_ARG.has(name) || LONG_FLAGS.has(name)) && name.length > 1 ? `--${rest.replace(/^-/, "")}` : `-${rest}`;
    }
    const next = (): string | undefined => {
      const v = words[i + 1];
      if (v === undefined || SHELL_END.test(v)) return undefined;
      i++;
      return v;
    };
    if (onlyOperands || !word.startsWith("-") || word === "-") {
      if (out.url === undefined) out.url = word;
      else out.unknown.push(word);
      continue;
    }
    if (word === "--") {
      onlyOperands = true;
      continue;
    }
    if (word.startsWith("--")) {
      const eq = word.indexOf("=");
      const name = word.slice(2, eq === -1 ? undefined : eq);
      const inline = eq === -1 ? undefined : word.slice(eq + 1);
      if (LONG_WITH_ARG.has(name)) set(out, name, inline ?? next());
      else if (LONG_FLAGS.has(name)) flag(out, name);
      else out.unknown.push(word);
      continue;
    }
    // A cluster of short options: `-fr`, `-c200`, `-c 200`.
    for (let j = 1; j < word.length; j++) {
      const ch = word[j]!;
      if (SHORT_WITH_ARG.has(ch)) {
        const inline = word.slice(j + 1);
        set(out, ch, inline !== "" ? inline : next());
        break;
      }
      if ("frV912?h".includes(ch)) flag(out, ch);
      else {
        out.unknown.push(word);
        break;
      }
    }
  }
  return out;
}

function set(out: WebbenchArgs, name: string, value: string | undefined): void {
  if (value === undefined) {
    out.unknown.push(`-${name}`);
    return;
  }
  switch (name) {
    case "t":
    case "time":
      out.time = value;
      break;
    case "c":
    case "clients":
      out.clients = value;
      break;
    case "p":
    case "proxy":
      out.proxy = value;
      break;
    case "o":
    case "post":
      out.method = "POST";
      break;
    default:
      break; // -d/--header: shown on the clients line by the fork that has it
  }
}

function flag(out: WebbenchArgs, name: string): void {
  switch (name) {
    case "f":
    case "force":
      out.force = true;
      break;
    case "r":
    case "reload":
      out.reload = true;
      break;
    case "get":
      out.method = "GET";
      break;
    case "head":
      out.method = "HEAD";
      break;
    case "options":
      out.method = "OPTIONS";
      break;
    case "trace":
      out.method = "TRACE";
      break;
    default:
      break;
  }
}
