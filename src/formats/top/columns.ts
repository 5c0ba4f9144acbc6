/**
 * The process table: column definitions for each top family, and the splitting of a row into cells by the header's
 * column positions (never by counting words: COMMAND, ENVIRON and friends contain spaces, zero-suppressed cells are
 * blank, FreeBSD's `100.00%` overflows its column).
 */

import { safeKey } from "../../normalize/safe-key.js";
import { terminalColumn } from "../../normalize/terminal-column.js";

export type TopFamily = "procps" | "busybox" | "freebsd" | "macos";

/**
 * How a cell is typed:
 * - int: a whole number that may be negative (NI, TPGID's -1; `-` and `?` are placeholders);
 * - uint: a whole number that cannot be negative (an id such as PID, UID, a CPU number, or a plain count);
 * - count: a count that procps scales with 1024-based k/m/g/t suffixes when it does not fit (`13k`);
 * - kib: memory in KiB when plain, else with an m/g/t/p/e suffix (procps task area, BusyBox VSZ);
 * - bytes: a size with its own unit suffix (`176K`, `2292M`, `0B`; FreeBSD, macOS);
 * - percent: a percentage, with or without `%`;
 * - time: CPU time as top prints it (see parseCpuTime);
 * - priority: a number or `rt`/`RT` (real-time);
 * - intOrText: a number, or a word kept as printed (FreeBSD NICE `ki31` for kernel idle threads, `r0` real-time);
 * - string: text as printed (`-` kept);
 * - command: the last column's text as printed (spaces kept), forest-view art split off.
 */
export type ColumnKind = "int" | "uint" | "count" | "kib" | "bytes" | "percent" | "time" | "priority" | "intOrText" | "string" | "command";

export interface ColumnDef {
  /** Output key in the normalized process record. */
  key: string;
  kind: ColumnKind;
  /** Values are left-aligned under the label (text columns). */
  left?: boolean;
}

const c = (key: string, kind: ColumnKind, left = false): ColumnDef => (left ? { key, kind, left } : { key, kind });

/** procps 2.0 to 4.x (labels from top's Head_nlstab; 3.2 adds `#C` and `nFLT`; 2.0's own labels last). */
const PROCPS: Record<string, ColumnDef> = {
  PID: c("pid", "uint"),
  USER: c("user", "string", true),
  PR: c("priority", "priority"),
  NI: c("nice", "int"),
  VIRT: c("virtBytes", "kib"),
  RES: c("resBytes", "kib"),
  SHR: c("shrBytes", "kib"),
  S: c("state", "string"),
  "%CPU": c("cpuPercent", "percent"),
  "%MEM": c("memPercent", "percent"),
  "TIME+": c("cpuTimeSeconds", "time"),
  COMMAND: c("command", "command", true),
  PPID: c("ppid", "uint"),
  UID: c("uid", "uint"),
  RUID: c("realUid", "uint"),
  RUSER: c("realUser", "string", true),
  SUID: c("savedUid", "uint"),
  SUSER: c("savedUser", "string", true),
  GID: c("gid", "uint"),
  GROUP: c("group", "string", true),
  PGRP: c("processGroupId", "uint"),
  TTY: c("tty", "string", true),
  TPGID: c("ttyProcessGroupId", "int"),
  SID: c("sessionId", "uint"),
  nTH: c("threads", "uint"),
  P: c("lastCpu", "uint"),
  "#C": c("lastCpu", "uint"),
  "%CUU": c("cpuLifetimePercent", "percent"),
  "%CUC": c("cpuLifetimeWithChildrenPercent", "percent"),
  TIME: c("cpuTimeSeconds", "time"),
  SWAP: c("swapBytes", "kib"),
  CODE: c("codeBytes", "kib"),
  DATA: c("dataBytes", "kib"),
  USED: c("usedBytes", "kib"),
  RSan: c("rssAnonBytes", "kib"),
  RSfd: c("rssFileBytes", "kib"),
  RSlk: c("rssLockedBytes", "kib"),
  RSsh: c("rssShmemBytes", "kib"),
  RSS: c("rssBytes", "kib"),
  PSS: c("pssBytes", "kib"),
  PSan: c("pssAnonBytes", "kib"),
  PSfd: c("pssFileBytes", "kib"),
  PSsh: c("pssShmemBytes", "kib"),
  USS: c("ussBytes", "kib"),
  nMaj: c("majorFaults", "count"),
  nMin: c("minorFaults", "count"),
  nFLT: c("pageFaults", "count"),
  nDRT: c("dirtyPages", "count"),
  vMj: c("majorFaultsDelta", "count"),
  vMn: c("minorFaultsDelta", "count"),
  ioR: c("ioReadBytes", "count"),
  ioRop: c("ioReadOps", "count"),
  ioW: c("ioWriteBytes", "count"),
  ioWop: c("ioWriteOps", "count"),
  WCHAN: c("waitChannel", "string", true),
  Flags: c("flags", "string", true),
  CGROUPS: c("cgroups", "string", true),
  SUPGIDS: c("supplementaryGids", "string", true),
  SUPGRPS: c("supplementaryGroups", "string", true),
  TGID: c("tgid", "uint"),
  OOMa: c("oomAdjustment", "int"),
  OOMs: c("oomScore", "uint"),
  ENVIRON: c("environment", "string", true),
  nsIPC: c("nsIpc", "uint"),
  nsMNT: c("nsMnt", "uint"),
  nsNET: c("nsNet", "uint"),
  nsPID: c("nsPid", "uint"),
  nsUSER: c("nsUser", "uint"),
  nsUTS: c("nsUts", "uint"),
  nsCGROUP: c("nsCgroup", "uint"),
  nsTIME: c("nsTime", "uint"),
  LXC: c("lxcContainer", "string", true),
  CGNAME: c("cgroupName", "string", true),
  NU: c("numaNode", "int"),
  LOGID: c("loginId", "int"),
  EXE: c("executable", "string", true),
  AGID: c("autogroupId", "uint"),
  AGNI: c("autogroupNice", "int"),
  STARTED: c("startedAfterBootSeconds", "time"),
  ELAPSED: c("elapsedSeconds", "time"),
  CLS: c("schedulingClass", "string"),
  // procps 2.0 (`  PID USER     PRI  NI  SIZE  RSS SHARE STAT %CPU %MEM   TIME CPU COMMAND`; PRI is read as PR):
  // SIZE is the task's total size (statm size, later VIRT), SHARE its shared pages (later SHR), LIB its library
  // pages, in KiB
  SIZE: c("virtBytes", "kib"),
  SHARE: c("shrBytes", "kib"),
  LIB: c("libraryBytes", "kib"),
  STAT: c("state", "string", true),
  CPU: c("lastCpu", "uint"),
};

/** BusyBox top (both the old `%MEM` and the later `%VSZ` header, with and without the CPU column). */
const BUSYBOX: Record<string, ColumnDef> = {
  PID: c("pid", "uint"),
  PPID: c("ppid", "uint"),
  USER: c("user", "string", true),
  STAT: c("state", "string", true),
  VSZ: c("vszBytes", "kib"),
  "%VSZ": c("vszPercent", "percent"),
  "%MEM": c("memPercent", "percent"),
  CPU: c("lastCpu", "uint"),
  "%CPU": c("cpuPercent", "percent"),
  COMMAND: c("command", "command", true),
};

/** FreeBSD top (SMP and uniprocessor, -H threads, -j, -w, -m io). */
const FREEBSD: Record<string, ColumnDef> = {
  PID: c("pid", "uint"),
  JID: c("jailId", "uint"),
  USERNAME: c("user", "string", true),
  UID: c("uid", "uint"),
  THR: c("threads", "uint"),
  PRI: c("priority", "int"),
  NICE: c("nice", "intOrText"),
  SIZE: c("sizeBytes", "bytes"),
  RES: c("resBytes", "bytes"),
  SWAP: c("swapBytes", "bytes"),
  STATE: c("state", "string", true),
  C: c("lastCpu", "uint"),
  TIME: c("cpuTimeSeconds", "time"),
  WCPU: c("cpuPercent", "percent"),
  CPU: c("cpuPercent", "percent"),
  VCSW: c("voluntaryContextSwitches", "uint"),
  IVCSW: c("involuntaryContextSwitches", "uint"),
  READ: c("reads", "uint"),
  WRITE: c("writes", "uint"),
  FAULT: c("faults", "uint"),
  TOTAL: c("ioTotal", "uint"),
  PERCENT: c("ioPercent", "percent"),
  COMMAND: c("command", "command", true),
};

/** macOS top -l (every column is left-aligned). */
const MACOS: Record<string, ColumnDef> = {
  PID: c("pid", "uint", true),
  COMMAND: c("command", "command", true),
  "%CPU": c("cpuPercent", "percent", true),
  TIME: c("cpuTimeSeconds", "time", true),
  "#TH": c("threadCounts", "string", true),
  "#WQ": c("workqueues", "string", true),
  "#PORT": c("ports", "string", true),
  "#MREGS": c("memoryRegions", "string", true),
  MEM: c("memBytes", "bytes", true),
  RPRVT: c("residentPrivateBytes", "bytes", true),
  RSHRD: c("residentSharedBytes", "bytes", true),
  RSIZE: c("residentSizeBytes", "bytes", true),
  PURG: c("purgeableBytes", "bytes", true),
  CMPRS: c("compressedBytes", "bytes", true),
  VPRVT: c("virtualPrivateBytes", "bytes", true),
  VSIZE: c("vsizeBytes", "bytes", true),
  PGRP: c("processGroupId", "uint", true),
  PPID: c("ppid", "uint", true),
  STATE: c("state", "string", true),
  BOOSTS: c("boosts", "string", true),
  "%CPU_ME": c("cpuMePercent", "percent", true),
  "%CPU_OTHRS": c("cpuOthersPercent", "percent", true),
  UID: c("uid", "uint", true),
  USER: c("user", "string", true),
  FAULTS: c("faults", "string", true),
  COW: c("copyOnWriteFaults", "string", true),
  MSGSENT: c("messagesSent", "string", true),
  MSGRECV: c("messagesReceived", "string", true),
  SYSBSD: c("bsdSyscalls", "string", true),
  SYSMACH: c("machSyscalls", "string", true),
  CSW: c("contextSwitches", "string", true),
  PAGEINS: c("pageins", "string", true),
  IDLEW: c("idleWakeups", "string", true),
  POWER: c("power", "string", true),
  INSTRS: c("instructions", "string", true),
  CYCLES: c("cycles", "string", true),
};

/**
 * procps column labels as translated by the procps-ng 4.0.2 message catalogues (de, fr, ka, pl, pt_BR, ro, sv, uk,
 * vi, zh_CN), back to the C labels. Read from /usr/share/locale/<lang>/LC_MESSAGES/procps-ng.mo; labels that
 * contain a space (pl `GRUPY S`) or clash with another label are left out. top cuts a label to its column's width:
 * zh_CN's PID, 进程号, is 进程 under a 5-digit PID column; its S, 日, two columns wide, is printed blank (see
 * unlabeledState).
 */
const PROCPS_TRANSLATED: Record<string, string> = {
  "%CUE": "%CUC", "%CUB": "%CUC", "%CUA": "%CUU", "%PAM": "%MEM", "%MIN": "%MEM", "IDAG": "AGID",
  "NAZWACG": "CGNAME", "KGNAMN": "CGNAME", "KGRUPPR": "CGROUPS", "KOD": "CODE", "COD": "CODE", "MÃ": "CODE",
  "BEFEHL": "COMMAND", "COM.": "COMMAND", "ბრძანება": "COMMAND", "KOMENDA": "COMMAND", "COMANDO": "COMMAND",
  "COMANDA": "COMMAND", "KOMMANDO": "COMMAND", "LỆNH": "COMMAND", "DATEN": "DATA", "მონაცემები": "DATA",
  "DANE": "DATA", "DADO": "DATA", "DATE": "DATA", "ÉCOULÉ": "ELAPSED", "MINIONY": "ELAPSED", "SCURS": "ELAPSED",
  "FÖRLUP.": "ELAPSED", "UMGEBUNG": "ENVIRON", "ZMIENNE": "ENVIRON", "MEDIU": "ENVIRON", "MILJÖ": "ENVIRON",
  "BIẾN_MT": "ENVIRON", "KÖRBAR": "EXE", "Schalter": "Flags", "Fanions": "Flags", "ალმები": "Flags",
  "Flagi": "Flags", "Fanioane": "Flags", "Flaggor": "Flags", "Прапорці": "Flags", "Cờ": "Flags", "标志": "Flags",
  "GRUPPE": "GROUP", "GROUPE": "GROUP", "GRUPA": "GROUP", "GRUPO": "GROUP", "GRUP": "GROUP", "GRUPP": "GROUP",
  "NHÓM": "GROUP", "OOMj": "OOMa", "OOMv": "OOMs", "პ": "P", "进程号": "PID", "进程": "PID", "FPID": "PPID", "PRI": "PR",
  "ARSS": "PSS", "ASan": "PSan", "ASfb": "PSfd", "ASdelt": "PSsh", "REZ": "RES", "RZan": "RSan", "RZpl": "RSfd",
  "RSfb": "RSfd", "RZbl": "RSlk", "RSlå": "RSlk", "RZws": "RSsh", "RSdl": "RSsh", "UIDR": "RUID", "VAID": "RUID",
  "UŻYTK.R.": "RUSER", "UTILIZ.R": "RUSER", "VANV": "RUSER", "კ": "S", "日": "S", "WSP": "SHR", "M.PART": "SHR",
  "DELT": "SHR", "DÉMAR": "STARTED", "URUCH.": "STARTED", "ÎNCEPUT": "STARTED", "STARTAD": "STARTED",
  "РОЗПОЧАТО": "STARTED", "UIDS": "SUID", "SAID": "SUID", "DOD.GID": "SUPGIDS", "KOMPGID": "SUPGIDS",
  "DOD.GR.": "SUPGRPS", "KOMPGRP": "SUPGRPS", "UŻYTK.Z.": "SUSER", "UTILIZ.S": "SUSER", "SANV": "SUSER",
  "ÉCH.": "SWAP", "VÄXL": "SWAP", "ZEIT": "TIME", "TEMPS": "TIME", "დრო": "TIME", "CZAS": "TIME", "TEMPO": "TIME",
  "TIMP": "TIME", "TID": "TIME", "GIỜ": "TIME", "时间": "TIME", "ZEIT+": "TIME+", "TEMPS+": "TIME+", "CZAS+": "TIME+",
  "TEMPO+": "TIME+", "TIMP+": "TIME+", "TID+": "TIME+", "THGIAN+": "TIME+", "AID": "UID", "UTIL": "USED",
  "UŻ.": "USED", "USAD": "USED", "ANV": "USED", "DÙNG": "USED", "UTIL.": "USER", "მომხმარებელი": "USER",
  "UŻYTK.": "USER", "USUARIO": "USER", "UTILIZ.": "USER", "ANVÄNDARE": "USER", "КОР.": "USER", "NG_DÙNG": "USER",
  "URSS": "USS", "WIRT": "VIRT", "VKAN": "WCHAN", "esL": "ioR", "ioL": "ioR", "esOpL": "ioRop", "ioLåt": "ioRop",
  "esÉ": "ioW", "ioS": "ioW", "esOpé": "ioWop", "ioSåt": "ioWop", "aSmu": "nDRT", "aSto": "nMaj", "aSmå": "nMin",
  "nWT": "nTH", "aTR": "nTH", "nrGRUPPER": "nsCGROUP", "nrIPK": "nsIPC", "nrMNT": "nsMNT", "nrNÄT": "nsNET",
  "nrPID": "nsPID", "nsTEMPS": "nsTIME", "nsTIMP": "nsTIME", "nrTID": "nsTIME", "nrANV": "nsUSER", "nrUTS": "nsUTS",
  "vSt": "vMj", "vSm": "vMn",
};

const TABLES: Record<TopFamily, Record<string, ColumnDef>> = { procps: PROCPS, busybox: BUSYBOX, freebsd: FREEBSD, macos: MACOS };

/** Every known column: label, family and definition (the schema is built from it). */
export function allColumns(): { label: string; family: TopFamily; def: ColumnDef }[] {
  return (Object.keys(TABLES) as TopFamily[]).flatMap((family) => Object.entries(TABLES[family]).map(([label, def]) => ({ label, family, def })));
}

/** The definition of a column label in a family, or undefined for a label we do not know (a translated one). */
export function columnDef(family: TopFamily, label: string): ColumnDef | undefined {
  const table = TABLES[family];
  if (Object.prototype.hasOwnProperty.call(table, label)) return table[label];
  if (family === "procps" && Object.prototype.hasOwnProperty.call(PROCPS_TRANSLATED, label)) return table[PROCPS_TRANSLATED[label]!];
  return undefined;
}

export interface HeaderColumn {
  label: string;
  /** Start and end (exclusive) of the label in the header line. */
  start: number;
  end: number;
  left: boolean;
}

/**
 * The header's labels with their positions, in terminal columns (a translated label of CJK characters is two columns
 * wide each, as top pads it: ` 进程号 USER` over ` 3702307 m`). Unknown labels are taken as right-aligned (numbers).
 */
export function headerColumns(header: string, family: TopFamily): HeaderColumn[] {
  const out: HeaderColumn[] = [];
  const wide = /[\u1100-\uffff]/.test(header);
  const re = /[^ \t]+/g;
  for (let m = re.exec(header); m; m = re.exec(header)) {
    const def = columnDef(family, m[0]);
    const start = wide ? terminalColumn(header, m.index) : m.index;
    const end = wide ? terminalColumn(header, m.index + m[0].length) : m.index + m[0].length;
    out.push({ label: m[0], start, end, left: family === "macos" || (def?.left ?? false) });
  }
  return out;
}

/** A column header read once: its columns, the row keys of raw records and each column's definition. */
export interface TableLayout {
  columns: HeaderColumn[];
  /** The labels as printed. */
  header: string[];
  /** Row keys of raw records: the labels made unique (`#2`, `#3`) and safe (safeKey). */
  keys: string[];
  /** How each column is typed (undefined for a label we do not know). */
  defs: (ColumnDef | undefined)[];
  /** The key of each column in a normalized process record (undefined for a label we do not know). */
  storeKeys: (string | undefined)[];
  /** Makes a process record from a row's values, `values[at...]`, when every known column has one (see rowMaker). */
  makeRow: ((values: readonly unknown[], at: number) => Record<string, unknown>) | undefined;
  /** Where a common row's words must lie for readCommonRow (normalize.ts); undefined when it does not apply. */
  plan: RowPlan | undefined;
  /** The columns moved by a distance (shiftedColumns), made when a row first needs them. */
  shifted?: Map<number, HeaderColumn[]>;
}

/**
 * The common row, read word by word without the general word-to-column search (assignWords): the k-th word is
 * column k's when it starts at or after column k-1's label end and before column k's label end, and ends after
 * column k's label start and no later than column k+1's (these are exactly the cases where assignWords gives it
 * column k); the word that reaches the last column starts the command line, the rest of the row. Offsets are
 * relative to the row's start. Only for layouts whose columns are all known and whose last column, and only that
 * one, is the command; a row that does not fit is read by the general path.
 */
export interface RowPlan {
  /** Per column (the last one included): the label's start and end, and the next label's start (or a large number). */
  starts: Int32Array;
  ends: Int32Array;
  nextStarts: Int32Array;
  defs: ColumnDef[];
}

function rowPlan(family: TopFamily, columns: HeaderColumn[], defs: (ColumnDef | undefined)[]): RowPlan | undefined {
  const n = columns.length;
  if (family === "busybox" || n < 2 || !columns[n - 1]!.left) return undefined;
  if (defs.some((d, k) => d === undefined || (d.kind === "command") !== (k === n - 1))) return undefined;
  return {
    starts: Int32Array.from(columns, (c) => c.start),
    ends: Int32Array.from(columns, (c) => c.end),
    nextStarts: Int32Array.from(columns, (_, k) => (k + 1 < n ? columns[k + 1]!.start : 0x7fffffff)),
    defs: defs as ColumnDef[],
  };
}

/** Layouts by family, then by header line (no key string built per frame). */
const layouts = new Map<TopFamily, Map<string, TableLayout>>();

/**
 * The layout of a header line, cached: a log repeats the same header in every frame. Callers must not change the
 * returned arrays.
 */
export function tableLayout(header: string, family: TopFamily, state?: number): TableLayout {
  let byHeader = layouts.get(family);
  if (!byHeader) layouts.set(family, (byHeader = new Map()));
  // (a header has no newline)
  const key = state === undefined ? header : `${header}\n${state}`;
  let layout = byHeader.get(key);
  if (layout) return layout;
  const columns = headerColumns(header, family);
  // the process states under no label (unlabeledState): an S column there
  if (state !== undefined) columns.splice(columns.findIndex((c) => c.start > state), 0, { label: "S", start: state, end: state + 1, left: false });
  const labels = columns.map((c) => c.label);
  const hasTimePlus = labels.includes("TIME+");
  const defs = labels.map((label) => {
    const def = columnDef(family, label);
    // procps can show both TIME and TIME+: the second is the precise one
    if (def && family === "procps" && label === "TIME" && hasTimePlus) return { ...def, key: "timeSeconds" };
    return def;
  });
  const storeKeys = defs.map((d) => d?.key);
  // a freak header is not kept (the cache stays small), nor compiled (its records are built key by key)
  const freak = header.length > 4096;
  const makeRow = freak ? undefined : rowMaker(storeKeys);
  const plan = makeRow ? rowPlan(family, columns, defs) : undefined;
  layout = { columns, header: labels, keys: uniqueLabels(labels), defs, storeKeys, makeRow, plan };
  if (freak) return layout;
  if (byHeader.size >= 256) byHeader.clear();
  byHeader.set(key, layout);
  return layout;
}

/**
 * Where a procps table's process states stand when its header has no label over them (zh_CN top prints its S label,
 * 日, two columns wide in a one-column field, as a blank: `    SHR    %CPU` over `  42120 R  36.8`): the column, from
 * the row's start, where each of the first rows has a one-letter word under no label, between two right-aligned
 * labels (in the header's columns: a row that does not line up with it is measured against it moved to the row).
 * Undefined when the header has a state column, or the rows do not all have one word there.
 */
export function unlabeledState(layout: TableLayout, text: string, starts: readonly number[], ends: readonly number[]): number | undefined {
  if (starts.length === 0 || layout.defs.some((d) => d?.key === "state")) return undefined;
  let at: number | undefined;
  for (let r = 0; r < Math.min(starts.length, 5); r++) {
    const row = text.slice(starts[r]!, ends[r]!);
    // (a row that does not line up with the header: measured against the header moved to it, see shiftedColumns)
    const columns = shiftedColumns(layout, text, starts[r]!, ends[r]!) ?? layout.columns;
    const by = columns[0]!.start - layout.columns[0]!.start;
    let found: number | undefined;
    for (const m of row.matchAll(/[^ \t]+/g)) {
      if (m[0].length !== 1 || !/[A-Za-z]/.test(m[0])) continue;
      const k = columns.findIndex((c) => c.start > m.index);
      const left = columns[k - 1];
      if (k <= 0 || left!.end > m.index || left!.left || columns[k]!.left) continue;
      if (found !== undefined) return undefined;
      found = m.index - by;
    }
    if (found === undefined || (at !== undefined && found !== at)) return undefined;
    at = found;
  }
  return at;
}

/**
 * How a process record is made from a row's values (one per column, by position, from `at`) when every known column
 * has one: a generated object literal, `{ "pid": v[at], "user": v[at + 1], ... }`. A log holds millions of rows with
 * the same keys; records made by one literal share one shape with every field inside the object, and V8 soon
 * allocates them where long-lived objects go, so the young-generation collector no longer copies each of them twice
 * (about 40% less scavenging time on the bench log than copies of a template object; a generated constructor, whose
 * objects stay young, took 6% more instructions per parse of the 36 MB bench log). It is run once on nulls first, so
 * that its fields may hold any value, a small integer inline. The keys come from the column tables in this file,
 * never from the input, and are quoted with JSON.stringify; a repeated key (`P` and `#C` both give lastCpu) keeps its
 * first place and its last value, as stores one by one would. Undefined where code cannot be generated (a strict
 * Content-Security-Policy): rows are then built key by key.
 */
function rowMaker(storeKeys: (string | undefined)[]): TableLayout["makeRow"] {
  const fields: string[] = [];
  storeKeys.forEach((key, k) => {
    if (key !== undefined) fields.push(`${JSON.stringify(key)}: v[at + ${k}]`);
  });
  let make: TableLayout["makeRow"];
  try {
    make = new Function("v", "at", `"use strict"; return { ${fields.join(", ")} };`) as TableLayout["makeRow"];
  } catch {
    return undefined;
  }
  make!(storeKeys.map(() => null), 0);
  return make;
}

/** Row keys for header labels: a repeated label gets `#2`, `#3`; special object keys are renamed (safeKey). */
export function uniqueLabels(labels: string[]): string[] {
  const seen = new Map<string, number>();
  return labels.map((l) => {
    const n = (seen.get(l) ?? 0) + 1;
    seen.set(l, n);
    return safeKey(n === 1 ? l : `${l}#${n}`);
  });
}

/**
 * The header's columns moved to line up with a row that does not line up with them (two words under one label): by
 * the distance from the first label to the row's first word, from its end for a right-aligned label (PID), from its
 * start for a left-aligned one. A header pasted flush-left over indented rows, or a copy whose every line lost its
 * leading blanks (each row then moved by its own distance), is read by its positions again, blank cells
 * (zero-suppressed `NI`) included, where counting words would shift every cell after a blank one. Undefined when
 * the distance is 0 or the row is blank.
 */
export function shiftedColumns(layout: TableLayout, text: string, start: number, end: number): HeaderColumn[] | undefined {
  let i = start;
  while (i < end && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i++;
  if (i === end) return undefined;
  let j = i;
  while (j < end && text.charCodeAt(j) !== 32 && text.charCodeAt(j) !== 9) j++;
  const first = layout.columns[0]!;
  const by = first.left ? i - start - first.start : j - start - first.end;
  if (by === 0) return undefined;
  const known = layout.shifted?.get(by);
  if (known !== undefined) return known;
  const moved = layout.columns.map((c) => ({ ...c, start: c.start + by, end: c.end + by }));
  if ((layout.shifted ??= new Map()).size >= 64) layout.shifted.clear();
  layout.shifted.set(by, moved);
  return moved;
}

/**
 * Splits a row into cells (text as printed) by the header's column positions; a blank cell is undefined.
 * Each word of the row goes to the column whose label it overlaps: right-aligned values end under their label's
 * end, left-aligned ones start under its start. A word under two labels (a value wider than its column, FreeBSD's
 * `100.00%`) goes to the one it overlaps most. A word under no label continues the text column on its left (a
 * command's arguments, `HOSTNAME=x S+` in ENVIRON), else goes to the nearer neighbour. Words past the last label
 * belong to the last column. The words of one cell keep the spacing between them.
 */
export function splitRow(row: string, columns: HeaderColumn[]): (string | undefined)[] {
  return cellsAt(row, 0, row.length, columns);
}

/** splitRow for the row at text[start, end): the cells as printed (undefined for a blank cell). */
export function cellsAt(text: string, start: number, end: number, columns: HeaderColumn[]): (string | undefined)[] {
  const n = columns.length;
  const first = cellBounds(text, start, end, columns);
  const last = scratchLast;
  const out = new Array<string | undefined>(n);
  for (let k = 0; k < n; k++) out[k] = first[k]! >= 0 ? text.slice(first[k]!, last[k]!) : undefined;
  return out;
}

/**
 * Where each cell of the row at text[start, end) starts and ends, without building strings: returns the starts
 * (offsets in text, -1 for a blank cell); the ends are in lastBounds(), and cellNumber(k, kind) reads cell k as a
 * number from the same pass. The arrays are reused by the next call.
 */
export function cellBounds(text: string, start: number, end: number, columns: HeaderColumn[]): Int32Array {
  const n = columns.length;
  if (scratchFirst.length < n) {
    scratchFirst = new Int32Array(n * 2);
    scratchLast = new Int32Array(n * 2);
    scratchDigits = new Float64Array(n * 2);
    scratchShape = new Int32Array(n * 2);
  }
  const first = scratchFirst;
  first.fill(-1, 0, n);
  assignWords(text, start, end, columns, first, scratchLast);
  return first;
}

/** The cell ends of the last cellBounds() call. */
export function lastBounds(): Int32Array {
  return scratchLast;
}

/**
 * Cell k of the last cellBounds() call as a number of the given kind, read while the row was split, when it has one
 * of the common forms: a plain whole number (int, priority, count, KiB), `12.5` (percent), `m:ss.cc` (time). Anything else
 * (suffixes, placeholders, two words, other forms) is undefined: the caller then types the cell's text with
 * typedCell, which gives the same value for these forms (a test checks it).
 */
export function cellNumber(k: number, kind: ColumnKind): number | undefined {
  return numberOf(scratchDigits[k]!, scratchShape[k]!, kind);
}

/** text[s, e) read as one word by cellNumber's rules (for tests and single cells). */
export function wordNumber(text: string, s: number, e: number, kind: ColumnKind): number | undefined {
  if (scanWord(text, s, e) !== e) return undefined;
  return numberOf(wordDigits, wordShape, kind);
}

/** Reused between rows (a log holds millions of them). */
let scratchFirst = new Int32Array(64);
let scratchLast = new Int32Array(64);
let scratchDigits = new Float64Array(64);
let scratchShape = new Int32Array(64);

/** The largest count of KiB whose bytes are a safe integer; typedCell refuses more (parseSize: too large to be exact). */
const MAX_KIB = Math.floor(Number.MAX_SAFE_INTEGER / 1024);

/**
 * A plain KiB figure (procps's memory columns without a suffix) in bytes: the one place top converts KiB, for the
 * fast row reader and typedCell alike. Undefined when the bytes would not be exact (typedCell then lets parseSize
 * say "too large to be exact" at the value).
 *
 * @example
 * kibBytes(4) //=> 4096
 */
export function kibBytes(kib: number): number | undefined {
  return kib >= 0 && kib <= MAX_KIB ? kib * 1024 : undefined;
}

/*
 * A word's shape, packed in one integer: bit 0 BAD (a character that is not a digit, `.`, `:` or a leading `-`; a
 * second `.` or `:`; more than 15 characters; or a second word in the cell), bit 1 a leading `-`, bits 8-15 the
 * length, bits 16-23 where the `.` is, counted from the end (0: none), bits 24-30 the same for `:`.
 */
const BAD = 1;
const NEG = 2;
const POW10 = [1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15];

/** What scanWord read: the word's digits as one whole number, and its shape. */
let wordDigits = 0;
let wordShape = 0;

/** The word last read by scanWord as a number of the given kind, by cellNumber's rules (undefined otherwise). */
export function scannedNumber(kind: ColumnKind): number | undefined {
  return numberOf(wordDigits, wordShape, kind);
}

/** Reads the word that starts at i (up to a blank or end); sets wordDigits and wordShape; returns where it ends. */
export function scanWord(text: string, i: number, end: number): number {
  const start = i;
  let digits = 0;
  let shape = 0;
  let dot = -1;
  let colon = -1;
  for (; i < end; i++) {
    const ch = text.charCodeAt(i);
    const d = ch - 48;
    if (d >= 0 && d <= 9) {
      digits = digits * 10 + d;
      continue;
    }
    if (ch === 32 || ch === 9 || ch === 10) break;
    if (ch === 46) {
      if (dot >= 0) shape |= BAD;
      dot = i;
    } else if (ch === 58) {
      if (colon >= 0) shape |= BAD;
      colon = i;
    } else if (ch === 45 && i === start) shape |= NEG;
    else shape |= BAD;
  }
  const length = i - start;
  if (length > 15) shape |= BAD;
  else shape |= (length << 8) | (dot >= 0 ? (i - dot) << 16 : 0) | (colon >= 0 ? (i - colon) << 24 : 0);
  wordDigits = digits;
  wordShape = shape;
  return i;
}

function numberOf(digits: number, shape: number, kind: ColumnKind): number | undefined {
  if (shape & BAD) return undefined;
  const negative = (shape & NEG) !== 0;
  const length = (shape >> 8) & 255;
  const dot = (shape >> 16) & 255;
  const colon = (shape >> 24) & 127;
  switch (kind) {
    case "int":
    case "uint":
    case "priority":
    case "count":
    case "kib":
      if (dot || colon || length === (negative ? 1 : 0)) return undefined;
      if (negative) return kind === "int" || kind === "priority" ? -digits : undefined;
      return kind === "kib" ? kibBytes(digits) : digits;
    case "percent":
      // `12.5`: a point neither first nor last
      if (negative || colon || dot === 1 || dot === length) return undefined;
      return dot ? digits / POW10[dot - 1]! : digits;
    case "time": {
      // `m:ss.cc`
      if (negative || colon !== 6 || dot !== 3 || length < 7) return undefined;
      const cc = digits % 100;
      const ss = Math.floor(digits / 100) % 100;
      if (ss > 59) return undefined;
      return (Math.floor(digits / 10000) * 6000 + ss * 100 + cc) / 100;
    }
    default:
      return undefined;
  }
}

/**
 * Splits a row word by word: one word per column, the rest of the row to the last column. For BusyBox, whose rows
 * do not line up with its header (`%.5s` VSZ, ` %3d` CPU), but whose cells never contain blanks except COMMAND.
 * Falls back to splitRow when the row has fewer words than columns.
 */
export function splitWords(row: string, columns: HeaderColumn[]): (string | undefined)[] {
  const n = columns.length;
  const out = new Array<string | undefined>(n);
  const re = /[^ \t\n]+/g;
  let k = 0;
  for (let m = re.exec(row); m; m = re.exec(row)) {
    if (k === n - 1) {
      out[k] = row.slice(m.index).trimEnd();
      return out;
    }
    out[k++] = m[0];
  }
  return splitRow(row, columns);
}

/**
 * A row's words one per column, when they fit the header: as many words as columns, or more when the last column is
 * a text column (COMMAND), which then takes the rest of the row. Undefined when they do not fit (fewer words: blank
 * cells; more, under a last column that is not text). For rows that do not line up with their header: a header
 * pasted flush-left over right-aligned rows (`PID USER ...` over `    1 root ...`) puts two words under one label
 * (see mergedWords), which splitting by positions cannot read.
 */
export function wordCells(text: string, start: number, end: number, columns: HeaderColumn[]): (string | undefined)[] | undefined {
  const n = columns.length;
  const rest = columns[n - 1]!.left;
  const out = new Array<string | undefined>(n);
  let k = 0;
  let i = start;
  let ch = 0;
  for (;;) {
    while (i < end && ((ch = text.charCodeAt(i)) === 32 || ch === 9 || ch === 10)) i++;
    if (i === end) break;
    if (k === n) return undefined;
    if (k === n - 1 && rest) {
      let e = end;
      while (e > i && ((ch = text.charCodeAt(e - 1)) === 32 || ch === 9 || ch === 10)) e--;
      out[k++] = text.slice(i, e);
      break;
    }
    let j = i;
    while (j < end && (ch = text.charCodeAt(j)) !== 32 && ch !== 9 && ch !== 10) j++;
    out[k++] = text.slice(i, j);
    i = j;
  }
  return k === n ? out : undefined;
}

/**
 * Whether the last cellBounds() (or splitRow) call put two words under one label of a column that is not a text
 * column: the row does not line up with its header (a value is never two words; a blank cell is zero suppression).
 */
export function mergedWords(): boolean {
  return merged;
}
let merged = false;

/** Where word k of a row starts (the last column's cell of wordCells starts at its word), or undefined. */
export function wordStart(row: string, k: number): number | undefined {
  const re = /[^ \t\n]+/g;
  for (let m = re.exec(row), w = 0; m; m = re.exec(row), w++) if (w === k) return m.index;
  return undefined;
}

/** Where each cell of a row starts (-1 for a blank cell); used to point at a bad value. */
export function splitRowStarts(row: string, columns: HeaderColumn[]): number[] {
  const first = new Int32Array(columns.length).fill(-1);
  assignWords(row, 0, row.length, columns, first, new Int32Array(columns.length));
  return Array.from(first);
}

/** The word-to-column assignment behind splitRow (column positions are relative to `start`, the row's start). */
function assignWords(text: string, start: number, end: number, columns: HeaderColumn[], first: Int32Array, last: Int32Array): void {
  const n = columns.length;
  let p = 0;
  let previous = 0;
  let i = start;
  merged = false;
  while (i < end) {
    let ch = text.charCodeAt(i);
    if (ch === 32) {
      i++;
      continue;
    }
    if (ch === 9 || ch === 10) {
      i++;
      continue;
    }
    const wordStart = i;
    i = scanWord(text, i, end);
    const ws = wordStart - start;
    const we = i - start;
    while (p < n && columns[p]!.end <= ws) p++;
    let target: number;
    if (p === n) target = n - 1;
    else if (columns[p]!.start < we) {
      target = p;
      const next = columns[p + 1];
      if (next && next.start < we) {
        const a = columns[p]!.end - Math.max(ws, columns[p]!.start);
        const b = Math.min(we, next.end) - next.start;
        if (b > a) target = p + 1;
      }
    } else if (p === 0) target = 0;
    else {
      const left = columns[p - 1]!;
      const right = columns[p]!;
      if (left.left) target = p - 1;
      else if (!right.left) target = p;
      else target = ws - left.end <= right.start - we ? p - 1 : p;
    }
    if (target < previous) target = previous;
    previous = target;
    if (first[target] === -1) {
      first[target] = wordStart;
      scratchDigits[target] = wordDigits;
      scratchShape[target] = wordShape;
    } else {
      scratchShape[target] = BAD; // a second word: not a number
      if (!columns[target]!.left) merged = true;
    }
    last[target] = i;
    if (target === n - 1 && columns[n - 1]!.left) {
      // the rest of the row is the last text column (a command line): no need to look at it word by word
      let e = end;
      while (e > i && ((ch = text.charCodeAt(e - 1)) === 32 || ch === 9 || ch === 10)) e--;
      last[target] = e;
      return;
    }
  }
}
