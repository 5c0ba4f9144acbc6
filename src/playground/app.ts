/// <reference lib="dom" />
/**
 * The playground page (src/playground/index.html): paste tool output, see the detected format, the records as
 * JSON and, for ab and webbench runs, the comparison summary. Built by scripts/build-browser.mjs into
 * dist/playground/playground.js (one classic script, so that index.html also works opened from disk) and written
 * anywhere by `benchparse playground DIR`. It uses only the public API and makes no network requests.
 */
import { detectAll, formatNames, formats, getFormat, isLoadTestRecord, otherFormats, safeParse, summarize, type FormatOptions, type LoadTestSummary } from "../index.js";

declare const __VERSION__: string;

/** Beyond this many characters the JSON view shows the start only (Copy and Download still give everything). */
const MAX_SHOWN = 1_000_000;

const $ = <T extends HTMLElement>(selector: string): T => {
  const el = document.querySelector<T>(selector);
  if (!el) throw new Error(`playground: ${selector} is missing from the page`);
  return el;
};

const input = $<HTMLTextAreaElement>("#input");
const formatSelect = $<HTMLSelectElement>("#format");
const rawBox = $<HTMLInputElement>("#raw");
const formatOptions = $<HTMLSpanElement>("#format-options");
const fileInput = $<HTMLInputElement>("#file");
const detected = $<HTMLOutputElement>("#detected");
const status = $<HTMLParagraphElement>("#status");
const summarySection = $<HTMLDivElement>("#summary-section");
const summaryBody = $<HTMLTableSectionElement>("#summary tbody");
const jsonView = $<HTMLPreElement>("#json");
const copyButton = $<HTMLButtonElement>("#copy");
const downloadButton = $<HTMLButtonElement>("#download");

let json = "";

for (const name of formatNames) {
  const option = new Option(name, name);
  option.title = formats[name].description;
  formatSelect.add(option);
}
/** A menu for every format option that takes one of a list (free's unit): `#<format>-<option>`, by its declaration. */
const optionMenus: { key: string; select: HTMLSelectElement }[] = [];
for (const name of formatNames) {
  for (const [key, option] of Object.entries((getFormat(name).options ?? {}) as FormatOptions)) {
    if (!option.choices) continue;
    const select = document.createElement("select");
    select.id = `${name}-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
    select.add(new Option("default", ""));
    for (const choice of option.choices) select.add(new Option(choice, choice));
    const label = document.createElement("label");
    label.title = option.description;
    label.append(`${name} ${key} `, select);
    formatOptions.append(label);
    optionMenus.push({ key, select });
  }
}
$("#version").textContent = typeof __VERSION__ === "string" ? `benchparse ${__VERSION__}` : "";

function render(): void {
  const text = input.value;
  summaryBody.replaceChildren();
  summarySection.hidden = true;
  status.className = "";
  if (text.trim() === "") {
    show("", "none", "");
    status.textContent = "";
    document.body.dataset.state = "empty";
    return;
  }
  const forced = formatSelect.value;
  const best = detectAll(text)[0];
  const format = forced || best?.format;
  const label = forced ? `${forced} (chosen)` : best ? `${best.format} (confidence ${best.confidence.toFixed(2)})` : "none";

  const options: Record<string, unknown> = { source: "input", raw: rawBox.checked };
  if (forced) options.format = forced;
  for (const { key, select } of optionMenus) if (select.value) options[key] = select.value;
  const result = safeParse(text, options);
  if (!result.success) {
    const error = result.error;
    show(JSON.stringify({ error: error.toJSON() }, null, 2), label, format ?? "");
    status.className = "error";
    status.textContent = error.excerpt ? `${error.message}\n${error.excerpt}` : error.message;
    document.body.dataset.state = "error";
    return;
  }
  const records: unknown[] = result.data;
  show(JSON.stringify(records, null, 2), label, format ?? "");
  status.textContent = `${records.length} record${records.length === 1 ? "" : "s"}${rawBox.checked ? " (raw)" : ""}`;
  // a text with several tools' output: say what else it holds (one format is read), for a pasted size
  if (!forced && text.length <= OTHER_FORMATS_CHARS) {
    const read = new Set(records.map((r) => (r as { format?: string }).format).filter((f): f is string => typeof f === "string"));
    const others = otherFormats(text, read);
    if (others.length > 0) status.textContent += `; the text also holds ${others.map((o) => `${o.format} (${o.blocks} block${o.blocks > 1 ? "s" : ""} from line ${o.firstLine})`).join(", ")}: choose it as the format to read it`;
  }
  if (!rawBox.checked) {
    const runs = records.filter(isLoadTestRecord).map((r) => summarize(r));
    if (runs.length > 0) {
      runs.forEach((run, i) => summaryBody.append(summaryRow(i + 1, run)));
      summarySection.hidden = false;
    }
  }
  document.body.dataset.state = "ok";
}

/** Texts up to this size are searched for other formats' output once read (about 0.1 s per 64 KiB). */
const OTHER_FORMATS_CHARS = 256 * 1024;

function show(text: string, label: string, format: string): void {
  json = text;
  jsonView.textContent = text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}\n… (${text.length - MAX_SHOWN} more characters: use Copy or Download)` : text;
  detected.textContent = label;
  detected.dataset.format = format;
  copyButton.disabled = downloadButton.disabled = text === "";
}

const number = (n: number | null | undefined, digits = 2): string =>
  n === undefined ? "" : n === null ? "n/a" : n.toLocaleString("en-US", { maximumFractionDigits: digits });

function summaryRow(index: number, s: LoadTestSummary): HTMLTableRowElement {
  const ms = (p: number) => s.latencyPercentiles?.find((x) => x.percent === p)?.ms;
  const cells: [string, string][] = [
    ["run", String(index)],
    ["format", s.format],
    ["target", s.target ?? ""],
    ["concurrency", number(s.concurrency)],
    ["requestsPerSecond", number(s.requestsPerSecond)],
    ["successful", number(s.successful)],
    ["failed", number(s.failed)],
    ["successPercent", s.successRate === undefined ? "" : number(s.successRate * 100, 2)],
    ["bytesPerSecond", number(s.bytesPerSecond, 0)],
    ["p50Ms", number(ms(50))],
    ["p99Ms", number(ms(99))],
  ];
  const row = document.createElement("tr");
  for (const [key, value] of cells) {
    const td = document.createElement("td");
    td.dataset.key = key;
    td.textContent = value;
    if (key === "format" || key === "target") td.className = "text";
    row.append(td);
  }
  return row;
}

let pending: ReturnType<typeof setTimeout> | undefined;
input.addEventListener("input", () => {
  clearTimeout(pending);
  pending = setTimeout(render, 120);
});
for (const control of [formatSelect, rawBox, ...optionMenus.map((m) => m.select)]) control.addEventListener("change", render);
fileInput.addEventListener("change", async () => {
  const file = fileInput.files?.[0];
  if (!file) return;
  input.value = await file.text();
  render();
});
copyButton.addEventListener("click", () => {
  void navigator.clipboard?.writeText(json);
});
downloadButton.addEventListener("click", () => {
  const url = URL.createObjectURL(new Blob([json], { type: "application/json" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = "benchparse.json";
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
});

render();
