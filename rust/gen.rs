//! A seeded, deterministic generator of realistic multi-rank training logs, for
//! benchmarks and tests.
//!
//! One [`LogGen`] produces one stream: either one rank's log (`per-rank` mode) or a
//! launcher console where every line comes from a random rank (`console` mode).
//! Lines are filled from templates straight into a caller's buffer: torchrun-prefixed
//! step lines (step, loss, learning rate, throughput), NCCL `INFO` chatter, Megatron
//! iteration lines, tqdm bars, Python warnings, JSON-structured lines, kernel
//! (`dmesg -T`) lines and plain `INFO` lines, plus occasional long lines (config
//! dumps). Failure lines given by the caller (the catalog's own `examples`) are
//! injected at a configurable mean spacing and counted per line, so a benchmark can
//! compare the matches it finds with what was injected.
//!
//! Background templates contain no anchor literal of a failure signature (only the
//! progress markers `step `, `iteration ` and `%|`); a catalog that
//! grows a literal colliding with a template is caught by the benchmark's count check.
//!
//! Determinism: the same [`GenConfig`] and stream index always give the same bytes, on
//! every platform (a private SplitMix64/xorshift generator, no floating point in the
//! output path). Cost: about one template fill per line, no allocation per line.

use std::io::{self, Read, Write};
use std::sync::Arc;

/// Kinds of background line, in the order of [`GenConfig::mix`].
pub const LINE_KINDS: [&str; 8] = ["step", "nccl", "megatron", "tqdm", "warning", "json", "kernel", "info"];

/// What to generate. Cheap to clone (injections are shared).
#[derive(Debug, Clone)]
pub struct GenConfig {
    /// Seed of every random choice; streams derive their own seed from it and their index.
    pub seed: u64,
    /// Ranks in the job (world size), at least 1.
    pub ranks: u32,
    /// Nodes the ranks are spread over (contiguous blocks), at least 1.
    pub nodes: u32,
    /// `Some(r)`: every line comes from rank `r` (one file per rank); `None`: console
    /// mode, each line from a random rank.
    pub rank: Option<u32>,
    /// Relative weights of the background line kinds, in [`LINE_KINDS`] order.
    pub mix: [u32; 8],
    /// Fraction of lines (0..1) that are long config / metrics dumps.
    pub long_line_ratio: f64,
    /// Length of a long line in bytes (approximate, at least 256).
    pub long_line_bytes: usize,
    /// Mean number of bytes between two injected failure lines of a stream (the first
    /// at a uniform offset below it); 0 injects nothing.
    pub inject_every_bytes: u64,
    /// Failure lines to inject (without end of line), chosen uniformly at random.
    pub injections: Arc<Vec<Vec<u8>>>,
    /// Time of the first line, seconds since the epoch (UTC).
    pub start_epoch_s: i64,
    /// Mean time between two lines of the stream, microseconds.
    pub line_interval_us: u64,
}

impl Default for GenConfig {
    fn default() -> Self {
        GenConfig {
            seed: 1,
            ranks: 16,
            nodes: 2,
            rank: None,
            mix: [8, 25, 2, 1, 10, 14, 10, 30],
            long_line_ratio: 0.0005,
            long_line_bytes: 8192,
            inject_every_bytes: 8 << 20,
            injections: Arc::new(Vec::new()),
            start_epoch_s: 1_795_969_489, // 2026-11-29 16:24:49 UTC
            line_interval_us: 2_000,
        }
    }
}

/// SplitMix64: seeds and stream derivation.
fn splitmix(x: &mut u64) -> u64 {
    *x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *x;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// xorshift64*: fast, good enough for picking templates.
#[derive(Debug, Clone)]
struct Rng(u64);

impl Rng {
    fn new(seed: u64) -> Rng {
        let mut s = seed;
        let v = splitmix(&mut s);
        Rng(if v == 0 { 0x1234_5678 } else { v })
    }
    #[inline]
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    /// Uniform in `0..n` (n > 0), multiply-shift.
    #[inline]
    fn below(&mut self, n: u64) -> u64 {
        ((self.next() >> 32) * n) >> 32
    }
}

const DIGITS2: &[u8; 200] = b"0001020304050607080910111213141516171819\
2021222324252627282930313233343536373839\
4041424344454647484950515253545556575859\
6061626364656667686970717273747576777879\
8081828384858687888990919293949596979899";

#[inline]
fn push_u64(buf: &mut Vec<u8>, mut v: u64) {
    let mut tmp = [0u8; 20];
    let mut i = tmp.len();
    while v >= 100 {
        let d = (v % 100) as usize * 2;
        v /= 100;
        i -= 2;
        tmp[i..i + 2].copy_from_slice(&DIGITS2[d..d + 2]);
    }
    if v >= 10 {
        let d = v as usize * 2;
        i -= 2;
        tmp[i..i + 2].copy_from_slice(&DIGITS2[d..d + 2]);
    } else {
        i -= 1;
        tmp[i] = b'0' + v as u8;
    }
    buf.extend_from_slice(&tmp[i..]);
}

/// `v` zero-padded to `width` digits (v < 10^width).
#[inline]
fn push_padded(buf: &mut Vec<u8>, v: u64, width: usize) {
    let mut tmp = [b'0'; 20];
    let mut x = v;
    for k in (20 - width..20).rev() {
        tmp[k] = b'0' + (x % 10) as u8;
        x /= 10;
    }
    buf.extend_from_slice(&tmp[20 - width..]);
}

/// A fixed-point decimal `v / 10^frac` with `frac` fraction digits.
#[inline]
fn push_fixed(buf: &mut Vec<u8>, v: u64, frac: usize) {
    let p = 10u64.pow(frac as u32);
    push_u64(buf, v / p);
    buf.push(b'.');
    push_padded(buf, v % p, frac);
}

/// Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
fn civil_from_days(z: i64) -> (i64, u32, u32) {
    let z = z + 719_468;
    let era = if z >= 0 { z } else { z - 146_096 } / 146_097;
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let y = yoe + era * 400;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (if m <= 2 { y + 1 } else { y }, m, d)
}

const MONTHS: [&str; 12] = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const WEEKDAYS: [&str; 7] = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"];

/// The current second, pre-rendered in the forms the templates use.
#[derive(Debug, Clone, Default)]
struct Clock {
    sec: i64,
    /// `2026-11-29`
    date: [u8; 10],
    /// `16:24:49`
    time: [u8; 8],
    /// `1129` (glog month-day)
    mmdd: [u8; 4],
    /// `Sun Nov 29`
    dmesg_day: [u8; 10],
    year: [u8; 4],
}

impl Clock {
    fn set(&mut self, sec: i64) {
        if sec == self.sec && self.date[0] != 0 {
            return;
        }
        self.sec = sec;
        let days = sec.div_euclid(86_400);
        let s = sec.rem_euclid(86_400);
        let (y, m, d) = civil_from_days(days);
        let mut b = Vec::with_capacity(16);
        push_padded(&mut b, y as u64, 4);
        b.push(b'-');
        push_padded(&mut b, m as u64, 2);
        b.push(b'-');
        push_padded(&mut b, d as u64, 2);
        self.date.copy_from_slice(&b);
        b.clear();
        push_padded(&mut b, (s / 3600) as u64, 2);
        b.push(b':');
        push_padded(&mut b, (s / 60 % 60) as u64, 2);
        b.push(b':');
        push_padded(&mut b, (s % 60) as u64, 2);
        self.time.copy_from_slice(&b);
        b.clear();
        push_padded(&mut b, m as u64, 2);
        push_padded(&mut b, d as u64, 2);
        self.mmdd.copy_from_slice(&b);
        b.clear();
        b.extend_from_slice(WEEKDAYS[days.rem_euclid(7) as usize].as_bytes());
        b.push(b' ');
        b.extend_from_slice(MONTHS[m as usize - 1].as_bytes());
        b.push(b' ');
        push_padded(&mut b, d as u64, 2);
        self.dmesg_day.copy_from_slice(&b);
        b.clear();
        push_padded(&mut b, y as u64, 4);
        self.year.copy_from_slice(&b);
    }
}

const NCCL_MSGS: &[&str] = &[
    "NCCL INFO Channel 00/32 : 0[0] -> 1[1] via P2P/CUMEM/read",
    "NCCL INFO Channel 05/32 : 3[3] -> 4[4] via P2P/CUMEM/read",
    "NCCL INFO Channel 12/0 : 7[7] -> 8[0] [send] via NET/IB/0/GDRDMA",
    "NCCL INFO Connected all rings",
    "NCCL INFO Connected all trees",
    "NCCL INFO threadThresholds 8/8/64 | 128/8/64 | 512 | 512",
    "NCCL INFO 32 coll channels, 32 collnet channels, 0 nvls channels, 32 p2p channels, 32 p2p channels per peer",
    "NCCL INFO NET/IB : Using [0]mlx5_0:1/IB [1]mlx5_1:1/IB [2]mlx5_2:1/IB [3]mlx5_3:1/IB ; OOB ib0:10.12.0.7<0>",
    "NCCL INFO Using network IB",
    "NCCL INFO Setting affinity for GPU 3 to ffff,ffffffff,00000000",
    "NCCL INFO Trees [0] 5/-1/-1->4->3 [1] 5/-1/-1->4->3 [2] 5/-1/-1->4->3",
    "NCCL INFO P2P Chunksize set to 524288",
    "NCCL INFO comm 0x55d0c6a8e2f0 rank 4 nRanks 16 nNodes 2 localRanks 8 localRank 4 MNNVL 0",
    "NCCL INFO Bootstrap : Using ib0:10.12.0.7<0>",
    "NCCL INFO cudaDriverVersion 12040",
    "NCCL INFO NVLS multicast support is not available on dev 4",
];

const WARNINGS: &[&str] = &[
    "/usr/local/lib/python3.11/site-packages/torch/utils/checkpoint.py:464: UserWarning: torch.utils.checkpoint: the use_reentrant parameter should be passed explicitly.",
    "/usr/local/lib/python3.11/site-packages/torch/nn/modules/module.py:1747: FutureWarning: `torch.cuda.amp.autocast(args...)` is deprecated. Please use `torch.amp.autocast('cuda', args...)` instead.",
    "/usr/local/lib/python3.11/site-packages/transformers/modeling_utils.py:5006: FutureWarning: `_is_quantized_training_enabled` is going to be deprecated in transformers 4.39.0.",
    "/usr/local/lib/python3.11/site-packages/torch/distributed/fsdp/_state_dict_utils.py:827: UserWarning: When using ``NO_SHARD`` for ``ShardingStrategy``, full_state_dict will be returned.",
    "warnings.warn(",
];

const INFO_MSGS: &[&str] = &[
    "INFO [data] loaded shard from /data/tokens/shard-",
    "INFO [ckpt] saved async checkpoint chunk to /ckpt/run-42/global_step",
    "INFO [trainer] memory allocated 61.2 GiB, reserved 70.4 GiB, peak 66.0 GiB, device ",
    "INFO [profiler] forward 812.4 ms backward 1604.2 ms optimizer 101.9 ms, microbatch ",
    "INFO [dataloader] prefetch queue depth 8, workers 6, pinned buffers ",
    "INFO [eval] perplexity on held-out split is within tolerance, batch ",
];

const KERNEL_MSGS: &[&str] = &[
    "mlx5_core 0000:3b:00.0: mlx5_pcie_event:301:(pid 1187): PCIe slot advertised sufficient power (75W).",
    "IPv6: ADDRCONF(NETDEV_CHANGE): ib0: link becomes ready",
    "docker0: port 2(veth4c1a2f3) entered forwarding state",
    "nvidia-peermem nv_get_p2p_free_callback:127 free callback for 0000:3b:00.0 received",
    "EXT4-fs (nvme0n1p1): mounted filesystem with ordered data mode. Opts: (null)",
    "perf: interrupt took too long (2503 > 2500), lowering kernel.perf_event_max_sample_rate to 79800",
];

/// Counters of one generated stream.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct GenStats {
    /// Bytes produced.
    pub bytes: u64,
    /// Lines produced (each ends with `\n`).
    pub lines: u64,
    /// Background lines per kind, in [`LINE_KINDS`] order.
    pub kind_lines: [u64; 8],
    /// Long lines produced.
    pub long_lines: u64,
    /// Injected failure lines per injection index.
    pub injected: Vec<u64>,
}

/// One generated stream. Deterministic for a given config and stream index.
#[derive(Debug, Clone)]
pub struct LogGen {
    cfg: GenConfig,
    rng: Rng,
    clock: Clock,
    t_us: i64,
    step: u64,
    iteration: u64,
    tqdm: u64,
    kind_cdf: [u32; 8],
    kind_total: u32,
    long_every: u64,
    next_inject_at: u64,
    stats: GenStats,
    /// Generated bytes not yet handed out by `Read`.
    pending: Vec<u8>,
    pending_pos: usize,
}

impl LogGen {
    /// A stream of `cfg`; streams with different `stream_index` differ.
    pub fn new(cfg: &GenConfig, stream_index: u64) -> LogGen {
        let mut s = cfg.seed ^ stream_index.wrapping_mul(0xA24B_AED4_963E_E407);
        let mut rng = Rng::new(splitmix(&mut s));
        let mut kind_cdf = [0u32; 8];
        let mut acc = 0;
        for (i, w) in cfg.mix.iter().enumerate() {
            acc += *w;
            kind_cdf[i] = acc;
        }
        if acc == 0 {
            kind_cdf = [1, 1, 1, 1, 1, 1, 1, 1];
            kind_cdf[0] = 1;
            acc = 1;
        }
        let long_every = if cfg.long_line_ratio > 0.0 { (1.0 / cfg.long_line_ratio).max(1.0) as u64 } else { 0 };
        // The first at a uniform offset in the first `inject_every_bytes` (about where a
        // stream already running would have its next), later ones at gaps uniform in
        // [1/2, 3/2) of it: a stream shorter than the mean spacing still gets its share
        // (before, none came before half the spacing, so short streams had none).
        let first_gap = if cfg.inject_every_bytes > 0 && !cfg.injections.is_empty() {
            rng.below(cfg.inject_every_bytes.max(1))
        } else {
            u64::MAX
        };
        let step = 1 + rng.below(1000);
        LogGen {
            cfg: cfg.clone(),
            rng,
            clock: Clock::default(),
            t_us: cfg.start_epoch_s * 1_000_000,
            step,
            iteration: step,
            tqdm: 0,
            kind_cdf,
            kind_total: acc,
            long_every,
            next_inject_at: first_gap,
            stats: GenStats { injected: vec![0; cfg.injections.len()], ..Default::default() },
            pending: Vec::new(),
            pending_pos: 0,
        }
    }

    /// Counters so far.
    pub fn stats(&self) -> &GenStats {
        &self.stats
    }

    /// Append complete lines to `buf` until it holds at least `target_len` bytes (the
    /// last line may overshoot by up to one line, at most `long_line_bytes` + 1 KiB).
    /// Cost: one template fill per line; `buf` grows only past its capacity.
    pub fn fill(&mut self, buf: &mut Vec<u8>, target_len: usize) {
        while buf.len() < target_len {
            let before = buf.len();
            self.line(buf);
            self.stats.bytes += (buf.len() - before) as u64;
            self.stats.lines += 1;
        }
    }

    /// Fill `out` completely with the next bytes of the stream (lines may be cut at the
    /// end of `out`; the rest comes with the next call), like a file read.
    pub fn fill_exact(&mut self, out: &mut [u8]) {
        let mut filled = 0;
        while filled < out.len() {
            if self.pending_pos >= self.pending.len() {
                self.pending.clear();
                self.pending_pos = 0;
                let want = (out.len() - filled).clamp(64 << 10, 4 << 20);
                let mut p = std::mem::take(&mut self.pending);
                self.fill(&mut p, want);
                self.pending = p;
            }
            let n = (self.pending.len() - self.pending_pos).min(out.len() - filled);
            out[filled..filled + n].copy_from_slice(&self.pending[self.pending_pos..self.pending_pos + n]);
            self.pending_pos += n;
            filled += n;
        }
    }

    fn rank_of_line(&mut self) -> u32 {
        match self.cfg.rank {
            Some(r) => r,
            None => self.rng.below(self.cfg.ranks.max(1) as u64) as u32,
        }
    }

    fn per_node(&self) -> u32 {
        self.cfg.ranks.max(1).div_ceil(self.cfg.nodes.max(1))
    }

    fn push_node(&self, buf: &mut Vec<u8>, rank: u32) {
        buf.extend_from_slice(b"node-");
        push_padded(buf, (rank / self.per_node()) as u64, 3);
    }

    /// `[default3]:[rank11]:`
    fn push_torchrun_prefix(&self, buf: &mut Vec<u8>, rank: u32) {
        buf.extend_from_slice(b"[default");
        push_u64(buf, (rank % self.per_node()) as u64);
        buf.extend_from_slice(b"]:[rank");
        push_u64(buf, rank as u64);
        buf.extend_from_slice(b"]:");
    }

    /// `2026-11-29 16:24:49,374`
    fn push_py_ts(&self, buf: &mut Vec<u8>) {
        buf.extend_from_slice(&self.clock.date);
        buf.push(b' ');
        buf.extend_from_slice(&self.clock.time);
        buf.push(b',');
        push_padded(buf, (self.t_us.rem_euclid(1_000_000) / 1000) as u64, 3);
    }

    /// Generate one line (with its `\n`) into `buf`.
    fn line(&mut self, buf: &mut Vec<u8>) {
        self.t_us += (self.rng.below(2 * self.cfg.line_interval_us.max(1)) + 1) as i64;
        self.clock.set(self.t_us.div_euclid(1_000_000));
        if self.stats.bytes >= self.next_inject_at {
            let i = self.rng.below(self.cfg.injections.len() as u64) as usize;
            buf.extend_from_slice(&self.cfg.injections[i]);
            buf.push(b'\n');
            self.stats.injected[i] += 1;
            self.next_inject_at = self.stats.bytes + self.cfg.inject_every_bytes / 2 + self.rng.below(self.cfg.inject_every_bytes);
            return;
        }
        if self.long_every > 0 && self.rng.below(self.long_every) == 0 {
            self.long_line(buf);
            self.stats.long_lines += 1;
            buf.push(b'\n');
            return;
        }
        let r = self.rng.below(self.kind_total as u64) as u32;
        let kind = self.kind_cdf.iter().position(|&c| r < c).unwrap_or(7);
        self.stats.kind_lines[kind] += 1;
        let rank = self.rank_of_line();
        match kind {
            0 => self.step_line(buf, rank),
            1 => self.nccl_line(buf, rank),
            2 => self.megatron_line(buf, rank),
            3 => self.tqdm_line(buf, rank),
            4 => self.warning_line(buf, rank),
            5 => self.json_line(buf, rank),
            6 => self.kernel_line(buf),
            _ => self.info_line(buf, rank),
        }
        buf.push(b'\n');
    }

    fn step_line(&mut self, buf: &mut Vec<u8>, rank: u32) {
        self.step += 1;
        self.push_torchrun_prefix(buf, rank);
        self.push_py_ts(buf);
        buf.extend_from_slice(b" INFO [trainer] step ");
        push_u64(buf, self.step);
        buf.extend_from_slice(b"/500000 | loss ");
        push_fixed(buf, 15_000 + self.rng.below(20_000), 4);
        buf.extend_from_slice(b" | lr ");
        push_fixed(buf, 1_000 + self.rng.below(8_999), 3);
        buf.extend_from_slice(b"e-05 | grad_norm ");
        push_fixed(buf, 200 + self.rng.below(3_000), 3);
        buf.extend_from_slice(b" | tokens/s ");
        push_u64(buf, 90_000 + self.rng.below(40_000));
        buf.extend_from_slice(b" | step_time ");
        push_fixed(buf, 380 + self.rng.below(90), 3);
        buf.push(b's');
    }

    fn nccl_line(&mut self, buf: &mut Vec<u8>, rank: u32) {
        buf.extend_from_slice(b"[default");
        push_u64(buf, (rank % self.per_node()) as u64);
        buf.extend_from_slice(b"]:");
        self.push_node(buf, rank);
        buf.push(b':');
        push_u64(buf, 40_000 + rank as u64 * 17);
        buf.push(b':');
        push_u64(buf, 41_000 + self.rng.below(900));
        buf.extend_from_slice(b" [");
        push_u64(buf, (rank % self.per_node()) as u64);
        buf.extend_from_slice(b"] ");
        let m = NCCL_MSGS[self.rng.below(NCCL_MSGS.len() as u64) as usize];
        buf.extend_from_slice(m.as_bytes());
    }

    fn megatron_line(&mut self, buf: &mut Vec<u8>, _rank: u32) {
        self.iteration += 1;
        buf.extend_from_slice(b" [");
        buf.extend_from_slice(&self.clock.date);
        buf.push(b' ');
        buf.extend_from_slice(&self.clock.time);
        buf.extend_from_slice(b"] iteration ");
        push_u64(buf, self.iteration);
        buf.extend_from_slice(b"/  500000 | consumed samples: ");
        push_u64(buf, self.iteration * 512);
        buf.extend_from_slice(b" | elapsed time per iteration (ms): ");
        push_fixed(buf, 40_000 + self.rng.below(3_000), 1);
        buf.extend_from_slice(b" | learning rate: 1.500E-04 | global batch size:   512 | lm loss: ");
        push_fixed(buf, 1_000_000 + self.rng.below(8_000_000), 6);
        buf.extend_from_slice(b"E+00 | loss scale: 1.0 | grad norm: ");
        push_fixed(buf, 100 + self.rng.below(900), 3);
        buf.extend_from_slice(b" | number of skipped iterations:   0 | number of nan iterations:   0 |");
    }

    fn tqdm_line(&mut self, buf: &mut Vec<u8>, rank: u32) {
        self.tqdm = (self.tqdm + 1) % 400;
        let pct = self.tqdm * 100 / 400;
        self.push_torchrun_prefix(buf, rank);
        buf.extend_from_slice(b"Evaluating: ");
        push_u64(buf, pct);
        buf.extend_from_slice(b"%|########  | ");
        push_u64(buf, self.tqdm);
        buf.extend_from_slice(b"/400 [01:");
        push_padded(buf, self.rng.below(60), 2);
        buf.extend_from_slice(b"<02:10,  3.05it/s]");
    }

    fn warning_line(&mut self, buf: &mut Vec<u8>, rank: u32) {
        self.push_torchrun_prefix(buf, rank);
        if self.rng.below(3) == 0 {
            buf.extend_from_slice(b"[W");
            buf.extend_from_slice(&self.clock.mmdd);
            buf.push(b' ');
            buf.extend_from_slice(&self.clock.time);
            buf.push(b'.');
            push_padded(buf, (self.t_us.rem_euclid(1_000_000)) as u64, 6);
            buf.extend_from_slice(b" ProcessGroupNCCL.cpp:4561] Warning: barrier using the device under current context; specify device_id in init_process_group to avoid a hang");
        } else {
            let m = WARNINGS[self.rng.below(WARNINGS.len() as u64) as usize];
            buf.extend_from_slice(m.as_bytes());
        }
    }

    fn json_line(&mut self, buf: &mut Vec<u8>, rank: u32) {
        buf.extend_from_slice(b"{\"ts\": \"");
        buf.extend_from_slice(&self.clock.date);
        buf.push(b'T');
        buf.extend_from_slice(&self.clock.time);
        buf.push(b'.');
        push_padded(buf, (self.t_us.rem_euclid(1_000_000) / 1000) as u64, 3);
        buf.extend_from_slice(b"Z\", \"level\": \"info\", \"rank\": ");
        push_u64(buf, rank as u64);
        buf.extend_from_slice(b", \"event\": \"train_metrics\", \"global_step\": ");
        push_u64(buf, self.step);
        buf.extend_from_slice(b", \"loss\": ");
        push_fixed(buf, 15_000 + self.rng.below(20_000), 4);
        buf.extend_from_slice(b", \"mfu\": 0.");
        push_padded(buf, 300 + self.rng.below(200), 3);
        buf.extend_from_slice(b", \"tokens_per_s\": ");
        push_u64(buf, 90_000 + self.rng.below(40_000));
        buf.extend_from_slice(b", \"host\": \"");
        self.push_node(buf, rank);
        buf.extend_from_slice(b"\"}");
    }

    fn kernel_line(&mut self, buf: &mut Vec<u8>) {
        buf.push(b'[');
        buf.extend_from_slice(&self.clock.dmesg_day);
        buf.push(b' ');
        buf.extend_from_slice(&self.clock.time);
        buf.push(b' ');
        buf.extend_from_slice(&self.clock.year);
        buf.extend_from_slice(b"] ");
        let m = KERNEL_MSGS[self.rng.below(KERNEL_MSGS.len() as u64) as usize];
        buf.extend_from_slice(m.as_bytes());
    }

    fn info_line(&mut self, buf: &mut Vec<u8>, rank: u32) {
        self.push_torchrun_prefix(buf, rank);
        self.push_py_ts(buf);
        buf.push(b' ');
        let m = INFO_MSGS[self.rng.below(INFO_MSGS.len() as u64) as usize];
        buf.extend_from_slice(m.as_bytes());
        push_padded(buf, self.rng.below(100_000), 5);
    }

    /// A long JSON config dump on one line.
    fn long_line(&mut self, buf: &mut Vec<u8>) {
        let target = buf.len() + self.cfg.long_line_bytes.max(256);
        buf.extend_from_slice(b"{\"event\": \"config_dump\", \"config\": {");
        let mut k = 0u64;
        while buf.len() < target {
            buf.extend_from_slice(b"\"layer_");
            push_u64(buf, k);
            buf.extend_from_slice(b".attention.dense.weight\": [");
            push_u64(buf, 4096 + self.rng.below(4096));
            buf.extend_from_slice(b", 4096], ");
            k += 1;
        }
        buf.extend_from_slice(b"\"end\": 1}}");
    }
}

impl Read for LogGen {
    /// Never ends: a generated stream is endless (cap it with `Read::take`).
    fn read(&mut self, out: &mut [u8]) -> io::Result<usize> {
        self.fill_exact(out);
        Ok(out.len())
    }
}

/// Compression of a generated file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GenCompression {
    None,
    /// gzip at the given level (0-9).
    Gzip(u32),
    /// zstd at the given level (1-22).
    Zstd(i32),
}

/// Write `bytes` bytes of stream `stream_index` of `cfg` to `path` (cut at the last
/// complete line at or after `bytes`, so the file ends with `\n`), optionally
/// compressed. Returns the stream's counters (`bytes` is the uncompressed size).
///
/// # Errors
/// I/O errors of creating or writing the file. Cost: generation plus compression.
pub fn write_file(path: &std::path::Path, cfg: &GenConfig, stream_index: u64, bytes: u64, compression: GenCompression) -> io::Result<GenStats> {
    let f = std::fs::File::create(path)?;
    let w: Box<dyn Write> = match compression {
        GenCompression::None => Box::new(io::BufWriter::with_capacity(1 << 20, f)),
        GenCompression::Gzip(level) => Box::new(flate2::write::GzEncoder::new(
            io::BufWriter::with_capacity(1 << 20, f),
            flate2::Compression::new(level.min(9)),
        )),
        GenCompression::Zstd(level) => Box::new(zstd::stream::write::Encoder::new(io::BufWriter::with_capacity(1 << 20, f), level)?.auto_finish()),
    };
    let mut w = w;
    let mut g = LogGen::new(cfg, stream_index);
    let mut buf: Vec<u8> = Vec::with_capacity(4 << 20);
    let mut written = 0u64;
    while written < bytes {
        buf.clear();
        let want = ((bytes - written) as usize).min(4 << 20);
        g.fill(&mut buf, want);
        w.write_all(&buf)?;
        written += buf.len() as u64;
    }
    w.flush()?;
    drop(w);
    Ok(g.stats().clone())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cfg() -> GenConfig {
        GenConfig {
            injections: Arc::new(vec![b"RuntimeError: CUDA out of memory. Tried to allocate 2.00 GiB".to_vec(), b"[rank3]: KeyError: 'x'".to_vec()]),
            inject_every_bytes: 20_000,
            long_line_ratio: 0.01,
            long_line_bytes: 3000,
            ..Default::default()
        }
    }

    #[test]
    fn deterministic_and_line_complete() {
        let c = cfg();
        let (mut a, mut b) = (Vec::new(), Vec::new());
        LogGen::new(&c, 3).fill(&mut a, 1 << 20);
        LogGen::new(&c, 3).fill(&mut b, 1 << 20);
        assert_eq!(a, b);
        assert_eq!(*a.last().unwrap(), b'\n');
        let mut other = Vec::new();
        LogGen::new(&c, 4).fill(&mut other, 1 << 20);
        assert_ne!(a, other);
    }

    #[test]
    fn fill_exact_is_the_same_stream() {
        let c = cfg();
        let mut whole = Vec::new();
        let mut g = LogGen::new(&c, 0);
        g.fill(&mut whole, 300_000);
        let mut g2 = LogGen::new(&c, 0);
        let mut pieces = Vec::new();
        for n in [1usize, 7, 4096, 65_536, 100_000, 3] {
            let mut out = vec![0u8; n];
            g2.fill_exact(&mut out);
            pieces.extend_from_slice(&out);
        }
        assert_eq!(&whole[..pieces.len()], &pieces[..]);
    }

    #[test]
    fn injections_are_counted_exactly() {
        let c = cfg();
        let mut g = LogGen::new(&c, 1);
        let mut buf = Vec::new();
        g.fill(&mut buf, 2 << 20);
        let text = buf.split(|&b| b == b'\n');
        let mut oom = 0u64;
        let mut key = 0u64;
        for l in text {
            if l == &c.injections[0][..] {
                oom += 1;
            } else if l == &c.injections[1][..] {
                key += 1;
            }
        }
        assert_eq!(g.stats().injected, vec![oom, key]);
        assert!(oom + key > 50, "about one per 20 kB");
        assert_eq!(g.stats().bytes, buf.len() as u64);
        assert_eq!(g.stats().lines, buf.iter().filter(|&&b| b == b'\n').count() as u64);
        assert!(g.stats().long_lines > 0);
    }

    #[test]
    fn clock_renders_dates() {
        let mut c = Clock::default();
        c.set(1_795_969_489);
        assert_eq!(&c.date, b"2026-11-29");
        assert_eq!(&c.time, b"16:24:49");
        assert_eq!(&c.dmesg_day, b"Sun Nov 29");
        assert_eq!(&c.mmdd, b"1129");
    }
}
