/**
 * sadf -j's activities as sar's tables: which members of a sample's activity make which sar table, under the column
 * names sar prints (`"memfree"` is `kbmemfree`, `"rxpck"` is `rxpck/s`, `"util-percent"` is `%util`). The records are
 * then made by sar's own reader from those columns (src/formats/sysstat/row-report.ts with sar's columns), so the
 * fields, units and sections are sar's. Names from sysstat 12.6-12.7's json output (sa_fmt / json_print_* of
 * json_stats.c) checked against `sar -A` and `sadf -j -- -A` of the same file (samples/sar-json/README.md).
 */

import type { JsonTable as SarTable } from "../../sysstat/json-rows.js";

/** `key` -> `key/s` for each name: the per-second counters sar prints with `/s`. */
const perSecond = (names: string): [string, string][] => names.split(" ").map((n) => [n, `${n}/s`]);
/** `key` -> `key` for each name. */
const same = (names: string): [string, string][] => names.split(" ").map((n) => [n, n]);

const CPU: SarTable = { item: ["cpu", "CPU"], columns: [], rest: true, percentRest: true };

/** sar -F's table, keyed by the filesystem (`"filesystem"`) or, with -F MOUNT, the mount point (`"mountpoint"`). */
const FILESYSTEMS = (member: string, column: string): SarTable => ({
  item: [member, column],
  columns: [
    ["MBfsfree", "MBfsfree"],
    ["MBfsused", "MBfsused"],
    ["%fsused", "%fsused"],
    ["fsused-percent", "%fsused"],
    ["%ufsused", "%ufsused"],
    ["ufsused-percent", "%ufsused"],
    ["Ifree", "Ifree"],
    ["Iused", "Iused"],
    ["%Iused", "%Iused"],
    ["Iused-percent", "%Iused"],
  ],
  aliases: true,
  rest: true,
});

/**
 * The tables of each activity, by its member path in a sample (`network/net-dev`). An activity missing here is read
 * with its members as column names (section `unknown`); a member missing from its table is kept under its own name.
 */
export const ACTIVITIES: ReadonlyMap<string, readonly SarTable[]> = new Map<string, readonly SarTable[]>([
  // the CPU columns are `%` + the member (`usr`, `user`, `sys`, `system`, ... as sar -u and -u ALL print them)
  ["cpu-load", [CPU]],
  ["cpu-load-all", [CPU]],
  ["process-and-context-switch", [{ columns: perSecond("proc cswch"), rest: true }]],
  ["interrupts", [{ item: ["intr", "INTR"], columns: [], rest: true }]],
  ["swap-pages", [{ columns: perSecond("pswpin pswpout"), rest: true }]],
  ["paging", [{ columns: [...perSecond("pgpgin pgpgout fault majflt pgfree pgscank pgscand pgsteal pgprom pgdem"), ["vmeff-percent", "%vmeff"]], rest: true }]],
  [
    "io",
    [
      {
        columns: [
          ["tps", "tps"],
          ["io-reads/rtps", "rtps"],
          ["io-writes/wtps", "wtps"],
          ["io-discard/dtps", "dtps"],
          ["io-reads/bread", "bread/s"],
          ["io-writes/bwrtn", "bwrtn/s"],
          ["io-discard/bdscd", "bdscd/s"],
        ],
        rest: true,
      },
    ],
  ],
  [
    "memory",
    [
      {
        columns: [
          ["memfree", "kbmemfree"],
          ["avail", "kbavail"],
          ["memused", "kbmemused"],
          ["memused-percent", "%memused"],
          ["buffers", "kbbuffers"],
          ["cached", "kbcached"],
          ["commit", "kbcommit"],
          ["commit-percent", "%commit"],
          ["active", "kbactive"],
          ["inactive", "kbinact"],
          ["dirty", "kbdirty"],
          ["shared", "kbshmem"],
          ["anonpg", "kbanonpg"],
          ["slab", "kbslab"],
          ["kstack", "kbkstack"],
          ["pgtbl", "kbpgtbl"],
          ["vmused", "kbvmused"],
        ],
        rest: true,
      },
      {
        columns: [
          ["swpfree", "kbswpfree"],
          ["swpused", "kbswpused"],
          ["swpused-percent", "%swpused"],
          ["swpcad", "kbswpcad"],
          ["swpcad-percent", "%swpcad"],
        ],
      },
      // sar -R
      { columns: perSecond("frmpg bufpg campg") },
    ],
  ],
  [
    "hugepages",
    [
      {
        columns: [
          ["hugfree", "kbhugfree"],
          ["hugused", "kbhugused"],
          ["hugused-percent", "%hugused"],
          ["hugrsvd", "kbhugrsvd"],
          ["hugsurp", "kbhugsurp"],
        ],
        rest: true,
      },
    ],
  ],
  ["kernel", [{ columns: same("dentunusd file-nr inode-nr pty-nr"), rest: true }]],
  ["queue", [{ columns: same("runq-sz plist-sz ldavg-1 ldavg-5 ldavg-15 blocked"), rest: true }]],
  ["serial", [{ item: ["line", "TTY"], columns: perSecond("rcvin xmtin framerr prtyerr brk ovrun"), rest: true }]],
  [
    "disk",
    [
      {
        item: ["disk-device", "DEV"],
        columns: [
          ["tps", "tps"],
          ["rkB", "rkB/s"],
          ["wkB", "wkB/s"],
          ["dkB", "dkB/s"],
          ["areq-sz", "areq-sz"],
          ["aqu-sz", "aqu-sz"],
          ["await", "await"],
          ["util-percent", "%util"],
        ],
        // the sectors and old names sysstat >= 12 still prints in JSON beside kB and areq-sz/aqu-sz
        jsonOnly: ["rd_sec", "wr_sec", "dc_sec", "avgrq-sz", "avgqu-sz"],
        rest: true,
      },
    ],
  ],
  [
    "network/net-dev",
    [{ item: ["iface", "IFACE"], columns: [...perSecond("rxpck txpck rxkB txkB rxcmp txcmp rxmcst"), ["ifutil-percent", "%ifutil"]], rest: true }],
  ],
  ["network/net-edev", [{ item: ["iface", "IFACE"], columns: perSecond("rxerr txerr coll rxdrop txdrop txcarr rxfram rxfifo txfifo"), rest: true }]],
  ["network/net-nfs", [{ columns: perSecond("call retrans read write access getatt"), rest: true }]],
  ["network/net-nfsd", [{ columns: perSecond("scall badcall packet udp tcp hit miss sread swrite saccess sgetatt"), rest: true }]],
  ["network/net-sock", [{ columns: same("totsck tcpsck udpsck rawsck ip-frag tcp-tw"), rest: true }]],
  ["network/net-ip", [{ columns: perSecond("irec fwddgm idel orq asmrq asmok fragok fragcrt"), rest: true }]],
  ["network/net-eip", [{ columns: perSecond("ihdrerr iadrerr iukwnpr idisc odisc onort asmf fragf"), rest: true }]],
  ["network/net-icmp", [{ columns: perSecond("imsg omsg iech iechr oech oechr itm itmr otm otmr iadrmk iadrmkr oadrmk oadrmkr"), rest: true }]],
  ["network/net-eicmp", [{ columns: perSecond("ierr oerr idstunr odstunr itmex otmex iparmpb oparmpb isrcq osrcq iredir oredir"), rest: true }]],
  ["network/net-tcp", [{ columns: perSecond("active passive iseg oseg"), rest: true }]],
  // (sysstat 12.6 names the retransmitted segments `retrans` in JSON, later ones `retrseg`; sar prints retrans/s)
  ["network/net-etcp", [{ columns: [...perSecond("atmptf estres retrans"), ["retrseg", "retrans/s"], ...perSecond("isegerr orsts")], aliases: true, rest: true }]],
  ["network/net-udp", [{ columns: perSecond("idgm odgm noport idgmerr"), rest: true }]],
  ["network/net-sock6", [{ columns: same("tcp6sck udp6sck raw6sck ip6-frag"), rest: true }]],
  ["network/net-ip6", [{ columns: perSecond("irec6 fwddgm6 idel6 orq6 asmrq6 asmok6 imcpck6 omcpck6 fragok6 fragcr6"), rest: true }]],
  ["network/net-eip6", [{ columns: perSecond("ihdrer6 iadrer6 iukwnp6 i2big6 idisc6 odisc6 inort6 onort6 asmf6 fragf6 itrpck6"), rest: true }]],
  [
    "network/net-icmp6",
    [{ columns: perSecond("imsg6 omsg6 iech6 iechr6 oechr6 igmbq6 igmbr6 ogmbr6 igmbrd6 ogmbrd6 irtsol6 ortsol6 irtad6 inbsol6 onbsol6 inbad6 onbad6"), rest: true }],
  ],
  ["network/net-eicmp6", [{ columns: perSecond("ierr6 idtunr6 odtunr6 itmex6 otmex6 iprmpb6 oprmpb6 iredir6 oredir6 ipck2b6 opck2b6"), rest: true }]],
  ["network/net-udp6", [{ columns: perSecond("idgm6 odgm6 noport6 idgmer6"), rest: true }]],
  ["network/fchosts", [{ item: ["fchost", "FCHOST"], columns: perSecond("fch_rxf fch_txf fch_rxw fch_txw"), rest: true }]],
  ["network/softnet", [{ item: ["cpu", "CPU"], columns: [...perSecond("total dropd squeezd rx_rps flw_lim"), ["blg_len", "blg_len"]], rest: true }]],
  ["power-management/cpu-frequency", [{ item: ["number", "CPU"], columns: [["frequency", "MHz"]], rest: true }]],
  ["power-management/fan-speed", [{ item: ["number", "FAN"], columns: [...same("rpm drpm"), ["device", "DEVICE"]], rest: true }]],
  ["power-management/temperature", [{ item: ["number", "TEMP"], columns: [["degC", "degC"], ["percent-temp", "%temp"], ["device", "DEVICE"]], rest: true }]],
  ["power-management/voltage-input", [{ item: ["number", "IN"], columns: [["inV", "inV"], ["percent-in", "%in"], ["device", "DEVICE"]], rest: true }]],
  ["power-management/battery", [{ item: ["number", "BAT"], columns: [["percent-capacity", "%cap"], ["variation", "cap/min"], ["status", "status"]], rest: true }]],
  ["power-management/usb-devices", [{ item: ["bus_number", "BUS"], columns: same("idvendor idprod maxpower manufact product"), rest: true }]],
  // (an item is a filesystem, or with sar -F MOUNT a mount point: each item has one of the two members, so one table
  // makes its row)
  ["filesystems", [FILESYSTEMS("filesystem", "FILESYSTEM"), FILESYSTEMS("mountpoint", "MOUNTPOINT")]],
  ["psi/psi-cpu", [{ columns: psi("s", "cpu"), rest: true }]],
  ["psi/psi-io", [{ columns: [...psi("s", "io"), ...psi("f", "io")], rest: true }]],
  ["psi/psi-mem", [{ columns: [...psi("s", "mem"), ...psi("f", "mem")], rest: true }]],
]);

/** `some_avg10` -> `%scpu-10`, ..., `some_avg` -> `%scpu` (sar -q CPU/IO/MEM); `f` for the `full_` members. */
function psi(kind: "s" | "f", what: string): [string, string][] {
  const member = kind === "s" ? "some" : "full";
  return [
    [`${member}_avg10`, `%${kind}${what}-10`],
    [`${member}_avg60`, `%${kind}${what}-60`],
    [`${member}_avg300`, `%${kind}${what}-300`],
    [`${member}_avg`, `%${kind}${what}`],
  ];
}

/** The activities whose members are objects of activities (`network`, `power-management`, `psi`). */
export const GROUPS: ReadonlySet<string> = new Set(["network", "power-management", "psi"]);
