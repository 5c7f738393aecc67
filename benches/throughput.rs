//! Throughput of the generator and of one session over generated logs with the live
//! catalog (no criterion: one timed pass each, printed as GB/s). Run:
//! `cargo bench --bench throughput -- [MiB]` (default 512 MiB); `SCAN_FILE=path` scans a
//! file's bytes instead of generated ones.

mod support;

use firstfault::gen::LogGen;
use firstfault::{ScanOptions, Session};
use std::sync::Arc;
use std::time::Instant;

fn main() {
    if std::env::var_os("LINE_COSTS").is_some() {
        line_costs();
        return;
    }
    if std::env::var_os("FILTER_LOOP").is_some() {
        filter_loop();
        return;
    }
    if std::env::var_os("SHAPES").is_some() {
        shapes();
        return;
    }
    let mib: usize = std::env::args().skip(1).find_map(|a| a.parse().ok()).unwrap_or(512);
    let cat = support::load_catalog();
    let t = Instant::now();
    let sc = support::scanner(&cat, ScanOptions::default());
    println!("compile: {:.3} s", t.elapsed().as_secs_f64());
    println!(
        "catalog: {} signatures, {} literals, {} gates",
        cat.specs.len(),
        sc.matcher().literal_count(),
        sc.matcher().gate_count()
    );
    let data = if let Some(path) = std::env::var_os("SCAN_FILE") {
        // A file instead of generated logs (read whole before timing), so that a
        // profile of the session holds no generator.
        let data = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.to_string_lossy()));
        println!("read {} ({} bytes)", path.to_string_lossy(), data.len());
        data
    } else {
        let cfg = support::gen_config(&cat);
        let bytes = mib << 20;
        let t = Instant::now();
        let mut g = LogGen::new(&cfg, 0);
        let mut data = Vec::with_capacity(bytes + (64 << 10));
        g.fill(&mut data, bytes);
        let gen_s = t.elapsed().as_secs_f64();
        println!("generate: {:.2} GB/s ({} lines, {} injected)", data.len() as f64 / gen_s / 1e9, g.stats().lines, g.stats().injected.iter().sum::<u64>());
        data
    };
    if std::env::var_os("GATE_STATS").is_some() { gate_stats(&data, &cat); }
    let chunks: Vec<usize> = if std::env::var_os("ONLY_SESSION").is_some() { vec![1 << 20] } else { vec![256 << 10, 1 << 20, 4 << 20] };
    for chunk in chunks {
        // Like reading a file: each chunk is copied into one reused buffer first.
        let mut buf = vec![0u8; chunk];
        // `REPEAT=n` feeds the data n times (a small file in the CPU's cache then
        // measures the scanner's own work, less the memory bus shared with others).
        let repeat: usize = std::env::var("REPEAT").ok().and_then(|v| v.parse().ok()).unwrap_or(1).max(1);
        let t = Instant::now();
        let mut s = Session::new(Arc::clone(&sc));
        let id = s.add_stream("gen.log", Default::default());
        for _ in 0..repeat {
            for c in data.chunks(chunk) {
                buf[..c.len()].copy_from_slice(c);
                s.feed(id, &buf[..c.len()]);
            }
        }
        s.finish(id);
        let ms = s.take_matches();
        let el = t.elapsed().as_secs_f64() / repeat as f64;
        let sum = s.summary(id);
        println!(
            "session (chunk {} KiB): {:.2} GB/s, {:.1} M lines/s, {} matches, {} candidate lines, {} progress groups",
            chunk >> 10,
            data.len() as f64 / el / 1e9,
            sum.lines as f64 / repeat as f64 / el / 1e6,
            ms.len(),
            sum.candidate_lines,
            sum.progress.len()
        );
    }
    if std::env::var_os("ONLY_SESSION").is_none() {
        let repeat: usize = std::env::var("REPEAT").ok().and_then(|v| v.parse().ok()).unwrap_or(1).max(1);
        let t = Instant::now();
        let m = sc.matcher();
        let mut hits = 0u64;
        let chunk = 256 << 10;
        let mut buf = vec![0u8; chunk];
        for c in std::iter::repeat_n(&data, repeat).flat_map(|d| d.chunks(chunk)) {
            buf[..c.len()].copy_from_slice(c);
            let hay = &buf[..c.len()];
            let mut cur = m.candidates(hay);
            let mut pos = 0;
            while let Some(h) = cur.next_from(pos) {
                hits += 1;
                pos = h + memchr::memchr(b'\n', &hay[h..]).unwrap_or(hay.len() - h) + 1;
            }
        }
        let el = t.elapsed().as_secs_f64() / repeat as f64;
        println!("matcher only (256 KiB chunks): {:.2} GB/s, {} candidate lines", data.len() as f64 / el / 1e9, hits / repeat as u64);
    }
}


#[allow(dead_code)]
pub fn gate_stats(data: &[u8], cat: &support::Catalog) {
    let sc = support::scanner(cat, ScanOptions::default());
    let mut rows = vec![];
    for g in sc.matcher().gates() {
        let n = memchr::memmem::find_iter(data, g).count();
        rows.push((n, String::from_utf8_lossy(g).into_owned()));
    }
    rows.sort();
    println!("gates {} total hits {}", rows.len(), rows.iter().map(|r| r.0).sum::<usize>());
    for r in rows.iter().rev().take(30) {
        println!("{:>9} {:?} est {:.3}/M", r.0, r.1, firstfault::matcher::estimated_frequency(r.1.as_bytes()));
    }
}

/// Per-line costs on one progress line (env `LINE_COSTS=1`).
#[allow(dead_code)]
pub fn line_costs() {
    let line = b"[default6]:[rank14]:2026-11-29 16:24:49,008 INFO [trainer] step 436/500000 | loss 1.9378 | lr 6.977e-05 | grad_norm 1.257 | tokens/s 91238 | step_time 0.442s";
    let n = 1_000_000;
    let t = Instant::now();
    let mut x = 0usize;
    for _ in 0..n {
        x += firstfault::attribution::parse_line(std::hint::black_box(line), &firstfault::timestamp::Clock::utc(2026)).message_start;
    }
    println!("parse_line: {:.0} ns", t.elapsed().as_nanos() as f64 / n as f64);
    let t = Instant::now();
    for _ in 0..n {
        x += firstfault::attribution::parse_ranks(std::hint::black_box(line), &firstfault::timestamp::Clock::utc(2026), true).2;
    }
    println!("parse_ranks: {:.0} ns", t.elapsed().as_nanos() as f64 / n as f64);
    // The generator's other progress shapes: a Megatron line (no rank prefix: c10d's
    // `[Rank N]` is searched) and a tqdm bar.
    for other in [
        &b" [2026-11-29 16:25:01] iteration 1094/  500000 | consumed samples: 560128 | elapsed time per iteration (ms): 4261.7 | learning rate: 1.500E-04 | global batch size:   512 | lm loss: 2.334E+00 |"[..],
        b"[default2]:Evaluating:  45%|####5     | 45/100 [00:12<00:15,  3.61it/s]",
    ] {
        let t = Instant::now();
        for _ in 0..n {
            x += firstfault::attribution::parse_ranks(std::hint::black_box(other), &firstfault::timestamp::Clock::utc(2026), true).2;
        }
        println!("parse_ranks {:?}: {:.0} ns", String::from_utf8_lossy(&other[..24]), t.elapsed().as_nanos() as f64 / n as f64);
    }
    let re = regex::bytes::RegexBuilder::new(r"(?i)\b(?:global_step|step|iteration|iter)\s*[=:]?\s*(?P<step>\d+)\b(?:\s*/\s*(?P<total>\d+))?").unicode(false).build().unwrap();
    let t = Instant::now();
    for _ in 0..n {
        x += re.is_match(std::hint::black_box(&line[20..])) as usize;
    }
    println!("is_match: {:.0} ns", t.elapsed().as_nanos() as f64 / n as f64);
    let t = Instant::now();
    for _ in 0..n {
        x += re.captures(std::hint::black_box(&line[20..])).map_or(0, |c| c.len());
    }
    println!("captures: {:.0} ns", t.elapsed().as_nanos() as f64 / n as f64);
    // The same regex as the scanner builds it (regex-automata meta, bytes, lazy DFA),
    // unanchored and anchored at the literal "step " (what progress lines try first).
    use regex_automata::{meta::Regex as Meta, Anchored, Input};
    let meta = Meta::builder()
        .syntax(regex_automata::util::syntax::Config::new().unicode(false).utf8(false))
        .configure(Meta::config().utf8_empty(false))
        .build(r"(?i)\b(?:global_step|step|iteration|iter)\s*[=:]?\s*(?P<step>\d+)\b(?:\s*/\s*(?P<total>\d+))?")
        .unwrap();
    let msg = &line[20..];
    let at = memchr::memmem::find(msg, b"step ").unwrap();
    let t = Instant::now();
    for _ in 0..n {
        x += meta.is_match(Input::new(std::hint::black_box(msg))) as usize;
    }
    println!("meta is_match: {:.0} ns", t.elapsed().as_nanos() as f64 / n as f64);
    let t = Instant::now();
    for _ in 0..n {
        x += meta.is_match(Input::new(std::hint::black_box(msg)).span(at..msg.len()).anchored(Anchored::Yes)) as usize;
    }
    println!("meta is_match anchored at the literal: {:.0} ns", t.elapsed().as_nanos() as f64 / n as f64);
    {
        use regex_automata::dfa::{dense, Automaton, StartKind};
        let dfa = dense::Builder::new()
            .syntax(regex_automata::util::syntax::Config::new().unicode(false).utf8(false))
            .configure(dense::Config::new().start_kind(StartKind::Anchored).minimize(false))
            .thompson(regex_automata::nfa::thompson::Config::new().utf8(false))
            .build(r"(?i)\b(?:global_step|step|iteration|iter)\s*[=:]?\s*(?P<step>\d+)\b(?:\s*/\s*(?P<total>\d+))?")
            .unwrap();
        println!("dense DFA: {} bytes", dfa.memory_usage());
        let t = Instant::now();
        for _ in 0..n {
            let inp = Input::new(std::hint::black_box(msg)).span(at..msg.len()).anchored(Anchored::Yes).earliest(true);
            x += dfa.try_search_fwd(&inp).unwrap().is_some() as usize;
        }
        println!("dense DFA anchored at the literal: {:.0} ns", t.elapsed().as_nanos() as f64 / n as f64);
    }
    // The progress regexes searched anywhere in a message (what a progress line costs
    // when its match does not start at the literal, as tqdm's "%|" follows the
    // percentage): the meta regex's search against the dense DFA's unanchored search
    // (earliest match), which the scanner runs.
    for (pattern, message) in [
        (r"(?i)\b(?:global_step|step|iteration|iter)\s*[=:]?\s*(?P<step>\d+)\b(?:\s*/\s*(?P<total>\d+))?", msg),
        (r"iteration\s+(?P<step>\d+)/\s*\d+ \|", &b"iteration 1094/  500000 | consumed samples: 560128 | elapsed time per iteration (ms): 4261.7 | learning rate: 1.500E-04 | global batch size:   512 | lm loss: 2.334E+00 |"[..]),
        (r"(?P<percent>\d+)%\|[^|]*\| *(?P<step>\d+)/(?P<total>\d+) \[(?P<elapsed>(?:\d+:)?\d+:\d\d)<", b"Evaluating:  45%|####5     | 45/100 [00:12<00:15,  3.61it/s]"),
    ] {
        use regex_automata::dfa::{dense, Automaton, StartKind};
        let syntax = regex_automata::util::syntax::Config::new().unicode(false).utf8(false);
        let meta = Meta::builder().syntax(syntax).configure(Meta::config().utf8_empty(false)).build(pattern).unwrap();
        let dfa = dense::Builder::new()
            .syntax(syntax)
            .configure(dense::Config::new().start_kind(StartKind::Both))
            .thompson(regex_automata::nfa::thompson::Config::new().utf8(false))
            .build(pattern)
            .unwrap();
        let t = Instant::now();
        for _ in 0..n {
            x += meta.is_match(Input::new(std::hint::black_box(message))) as usize;
        }
        let meta_ns = t.elapsed().as_nanos() as f64 / n as f64;
        let t = Instant::now();
        for _ in 0..n {
            x += dfa.try_search_fwd(&Input::new(std::hint::black_box(message)).earliest(true)).unwrap().is_some() as usize;
        }
        let dfa_ns = t.elapsed().as_nanos() as f64 / n as f64;
        println!("{:?}: meta is_match {meta_ns:.0} ns, dense DFA unanchored (earliest) {dfa_ns:.0} ns ({} bytes)", &pattern[..12], dfa.memory_usage());
    }
    let f = memchr::memmem::Finder::new(b"Skipping step");
    let t = Instant::now();
    for _ in 0..n {
        x += f.find(std::hint::black_box(line)).is_some() as usize;
    }
    println!("exclude memmem: {:.0} ns {x}", t.elapsed().as_nanos() as f64 / n as f64);
}

/// One session over `data` in 1 MiB chunks: (GB/s, matches, candidate lines).
fn session_rate(sc: &Arc<firstfault::Scanner>, data: &[u8]) -> (f64, usize, u64) {
    let t = Instant::now();
    let mut s = Session::new(Arc::clone(sc));
    let id = s.add_stream("shape.log", Default::default());
    for c in data.chunks(1 << 20) {
        s.feed(id, c);
    }
    s.finish(id);
    let n = s.take_matches().len();
    let el = t.elapsed().as_secs_f64();
    (data.len() as f64 / el / 1e9, n, s.summary(id).candidate_lines)
}

/// Session throughput on log shapes other than the generated mix (env `SHAPES=1`,
/// size in MiB as the argument, default 256), each a cliff found on 2026-12-01:
/// - `no timestamps`: torchrun-prefixed print lines without a time (the timestamp in
///   effect at each block's end was looked for by parsing every line back to the last
///   match: 0.39 GB/s here before the fix);
/// - `failure-dense`: the bundled cases (`tests/cases/*/logs/*`) repeated, two lines in
///   five holding a signature's literal (masking each kept match's context ran the
///   rules in the PikeVM: 0.07 GB/s here before the fix);
/// - `generated`: the generated mix, for comparison.
fn shapes() {
    let mib: usize = std::env::args().skip(1).find_map(|a| a.parse().ok()).unwrap_or(256);
    let bytes = mib << 20;
    let cat = support::load_catalog();
    let sc = support::scanner(&cat, ScanOptions::default());
    let fill = |unit: &[u8]| -> Vec<u8> {
        let mut v = Vec::with_capacity(bytes + unit.len());
        while v.len() < bytes {
            v.extend_from_slice(unit);
        }
        v
    };
    let mut prints = Vec::new();
    for i in 0..4096u32 {
        let line = format!("[rank{}]: loading shard {} of 4096 from /data/train/shard-{:05}.bin ({} MB, {} samples)\n", i % 64, i, i, 200 + i % 57, 10_000 + 7 * i);
        prints.extend_from_slice(line.as_bytes());
    }
    let cases_dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cases");
    let mut logs: Vec<std::path::PathBuf> = std::fs::read_dir(&cases_dir)
        .unwrap_or_else(|e| panic!("{}: {e}", cases_dir.display()))
        .filter_map(|d| d.ok().map(|d| d.path().join("logs")))
        .filter(|p| p.is_dir())
        .flat_map(|d| std::fs::read_dir(d).into_iter().flatten().filter_map(|f| f.ok().map(|f| f.path())))
        .filter(|p| p.is_file())
        .collect();
    logs.sort();
    let mut cases = Vec::new();
    for p in &logs {
        let b = std::fs::read(p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
        cases.extend_from_slice(&b);
        if !cases.ends_with(b"\n") {
            cases.push(b'\n');
        }
    }
    let mut generated = Vec::with_capacity(bytes + (64 << 10));
    LogGen::new(&support::gen_config(&cat), 0).fill(&mut generated, bytes);
    for (name, data) in [("no timestamps", fill(&prints)), ("failure-dense", fill(&cases)), ("generated", generated)] {
        let (rate, matches, candidates) = session_rate(&sc, &data);
        println!("{name:>14}: {rate:.2} GB/s ({} MiB, {matches} matches kept, {candidates} candidate lines)", data.len() >> 20);
    }
}

/// `FILTER_LOOP=1`: the candidate loop alone over a 256 KiB buffer (in the CPU's cache)
/// that holds no candidate, against `memchr`'s newline count over the same buffer: the
/// filter's own speed, with a ruler measured seconds apart on the same core.
fn filter_loop() {
    let cat = support::load_catalog();
    let sc = support::scanner(&cat, ScanOptions::default());
    let line = b"0123456789 9876543210 0123456789 9876543210 0123456789 9876543210 0123456789 9876543210 0123456789\n";
    let block: Vec<u8> = line.iter().copied().cycle().take(256 << 10).collect();
    let m = sc.matcher();
    for _ in 0..3 {
        let n = 4000;
        let t = Instant::now();
        let mut x = 0usize;
        for _ in 0..n {
            let mut cur = m.candidates(std::hint::black_box(&block));
            x += cur.next_from(0).unwrap_or(0);
        }
        let el = t.elapsed().as_secs_f64();
        println!("filter loop: {:.2} GB/s", (n * block.len()) as f64 / el / 1e9);
        let t = Instant::now();
        for _ in 0..n {
            x += memchr::memchr_iter(b'\n', std::hint::black_box(&block)).count();
        }
        let el = t.elapsed().as_secs_f64();
        println!("memchr count: {:.2} GB/s", (n * block.len()) as f64 / el / 1e9);
        std::hint::black_box(x);
    }
}
