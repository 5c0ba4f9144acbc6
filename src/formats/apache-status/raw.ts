import type { ApacheStatusLine } from "../../../grammars/apache-status/parser.js";
import { groupSamples, type SeriesHeadLine, type SeriesPageLine, type StatusSample } from "../status-page/samples.js";
import { isApacheField, REPEATED_FIELDS } from "./fields.js";

/** A field as printed: its name and its value (blanks around it removed). */
export type RawField = [name: string, value: string];

/**
 * One sample with every value as printed (the `raw` output): a mod_status `?auto` page, or a sample whose fetch failed
 * (`kind: "missing"`: a curl error, an HTML error page, a timestamp line with no page after it).
 */
export interface ApacheStatusRawSample extends StatusSample<"apache-status"> {
  /** The page's first line (2.4): the server name the request reached (`ap_get_server_name`). */
  serverName?: string;
  /** The page's fields in the order printed, unknown ones included (mod_proxy_balancer's, mod_gnutls's lines). */
  fields?: RawField[];
  /** mod_ssl's `TLSSessionCacheStatus` block, when printed. */
  tlsSessionCache?: RawField[];
}

/** A page as the page rule makes it from the grammar's lines. Offsets by `field:<name>` (`tls:<name>` in the TLS block). */
interface ApachePageLine extends SeriesPageLine {
  serverName?: string;
  fields: RawField[];
  tls?: RawField[];
  offsets: Record<string, number>;
  seen: Set<string>;
}

/**
 * The page rule: where a page starts and ends in the grammar's lines. A page starts at a server-name line (a line of
 * words just before `ServerVersion:`), else at the first field that mod_status prints (2.2 and older pages start
 * with `Total Accesses:`), and at a field the open page already has (pages back to back, with no timestamp lines;
 * BusyWorkers and IdleWorkers excepted, which 2.4.3x printed twice). A timestamp line, an HTTP status line, a curl
 * error or an HTML line ends it. Before a page, fields that mod_status does not print are HTTP headers (curl -i) when
 * their name is a header's, else lines of text.
 */
/** An HTTP header's name (RFC 9110 token). */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

export function pagesOf(lines: readonly ApacheStatusLine[]): (SeriesHeadLine | ApachePageLine)[] {
  const out: (SeriesHeadLine | ApachePageLine)[] = [];
  let page: ApachePageLine | undefined;
  const open = (offset: number): ApachePageLine => {
    if (page) out.push(page);
    page = { kind: "page", offset, fields: [], offsets: {}, seen: new Set() };
    return page;
  };
  const close = (): void => {
    if (page) out.push(page);
    page = undefined;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    switch (line.kind) {
      case "text": {
        const next = lines[i + 1];
        if (next?.kind === "field" && next.name === "ServerVersion") open(line.offset).serverName = line.text;
        else if (page && line.text === "TLSSessionCacheStatus") page.tls ??= [];
        else {
          close();
          out.push(line);
        }
        break;
      }
      case "field": {
        const { name, value } = line;
        if (!page) {
          if (!isApacheField(name)) {
            // an HTTP header (curl -i) has a token for a name; `Results of the run:` is a line of prose, which goes
            // where any other line of text does (a timestamp line that is not one fails there, as prose does)
            if (HEADER_NAME.test(name)) out.push({ kind: "header", offset: line.offset, name, value });
            else out.push({ kind: "text", offset: line.offset, text: value === "" ? `${name}:` : `${name}: ${value}` });
            break;
          }
          open(line.offset);
        } else if (page.seen.has(name) && !REPEATED_FIELDS.has(name)) open(line.offset);
        const p = page!;
        p.seen.add(name);
        const inTls = p.tls !== undefined && name.startsWith("Cache");
        (inTls ? p.tls! : p.fields).push([name, value]);
        const key = inTls ? `tls:${name}` : `field:${name}`;
        if (!Object.hasOwn(p.offsets, key)) p.offsets[key] = line.valueOffset;
        break;
      }
      default:
        close();
        out.push(line);
    }
  }
  close();
  return out;
}

/** The grammar's lines to samples (the status-page kit groups them). */
export function apacheSamples(lines: readonly ApacheStatusLine[], text: string): ApacheStatusRawSample[] {
  return groupSamples("apache-status", pagesOf(lines), text, (sample: ApacheStatusRawSample, page: ApachePageLine) => {
    if (page.serverName !== undefined) sample.serverName = page.serverName;
    sample.fields = page.fields;
    if (page.tls !== undefined) sample.tlsSessionCache = page.tls;
    return sample;
  });
}
