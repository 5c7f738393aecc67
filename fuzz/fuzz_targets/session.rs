//! Fuzz the Session: random bytes (or mutated real logs) fed in random chunkings,
//! through a fixed catalog and a catalog built from the input itself.
//!
//! Properties checked on every input, besides "no panic, no hang":
//! - any chunking yields exactly the matches and summaries of a single feed;
//! - context never exceeds the configured number of lines.

#![no_main]

use firstfault::{Follow, Role, ScanOptions, Scanner, Session, SignatureSpec};
use libfuzzer_sys::fuzz_target;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

/// Compiled fixed-catalog scanners by (context before, after, line cap): compiling is
/// the slowest step under the sanitizer, so it is done once per option combination.
fn fixed_scanner(opts: &ScanOptions) -> Arc<Scanner> {
    static CACHE: OnceLock<Mutex<HashMap<(usize, usize, usize), Arc<Scanner>>>> = OnceLock::new();
    let key = (opts.context_before, opts.context_after, opts.max_line_bytes);
    let mut cache = CACHE.get_or_init(Default::default).lock().unwrap();
    Arc::clone(cache.entry(key).or_insert_with(|| Arc::new(Scanner::new(fixed_specs(), opts.clone()).expect("fixed catalog compiles"))))
}

fn fixed_specs() -> Vec<SignatureSpec> {
    let s = |id: &str, lits: &[&str], re: Option<&str>, role: Role| SignatureSpec {
        follow: Follow::None,
        id: id.into(),
        literals: lits.iter().map(|x| x.to_string()).collect(),
        regex: re.map(str::to_string),
        exclude: vec!["IGNORE".into()],
        role,
    };
    vec![
        s("a.oom", &["CUDA out of memory"], Some(r"allocate (?P<size>[\d.]+ \w+)"), Role::Initiator),
        s("a.wd", &["Watchdog caught", "SeqNum="], Some(r"SeqNum=(?P<seq_num>\d+)"), Role::Victim),
        s("a.key", &["KeyError: "], Some(r"^KeyError: (?P<key>.*)$"), Role::Initiator),
        s("a.step", &["step "], Some(r"step (?P<step>\d+)"), Role::Progress),
        s("a.nul", &["\0\0"], None, Role::Context),
    ]
}

/// A catalog whose literals are slices of the input: exercises arbitrary literal sets.
fn input_specs(data: &[u8]) -> Vec<SignatureSpec> {
    let mut out = Vec::new();
    for (i, w) in data.chunks(7).take(12).enumerate() {
        let lit = String::from_utf8_lossy(w).into_owned();
        if lit.is_empty() {
            continue;
        }
        out.push(SignatureSpec {
            follow: Follow::None,
            id: format!("r.s{i}"),
            literals: vec![lit.clone()],
            regex: if i % 3 == 0 { Some(regex_escape(&lit)) } else { None },
            exclude: vec![],
            role: if i % 4 == 0 { Role::Progress } else { Role::Victim },
        });
    }
    out
}

fn regex_escape(s: &str) -> String {
    let mut r = String::new();
    for c in s.chars() {
        if "\\.+*?()|[]{}^$#&-~".contains(c) {
            r.push('\\');
        }
        r.push(c);
    }
    r
}

fn run(scanner: &Arc<Scanner>, data: &[u8], cuts: &[usize]) -> (Vec<firstfault::Match>, firstfault::StreamSummary) {
    let mut s = Session::new(Arc::clone(scanner));
    let id = s.add_stream("f", Default::default());
    let mut prev = 0;
    for &c in cuts {
        let c = c.min(data.len()).max(prev);
        s.feed(id, &data[prev..c]);
        prev = c;
    }
    s.feed(id, &data[prev..]);
    s.finish(id);
    (s.take_matches(), s.summary(id))
}

fuzz_target!(|input: &[u8]| {
    if input.len() < 4 {
        return;
    }
    let (ctl, data) = input.split_at(4);
    let before = (ctl[0] % 6) as usize;
    let after = (ctl[1] % 4) as usize;
    let max_line = if ctl[2] & 1 == 0 { 1 << 20 } else { 8 + (ctl[2] as usize % 64) };
    let opts = ScanOptions { context_before: before, context_after: after, max_line_bytes: max_line, year_hint: 2026, ..Default::default() };
    // One input in eight also gets a catalog built from its own bytes.
    let scanner = if ctl[3] & 7 == 7 {
        let Ok(s) = Scanner::new(input_specs(data), opts) else { return };
        Arc::new(s)
    } else {
        fixed_scanner(&opts)
    };
    // Cut points derived from the data, so the fuzzer explores chunkings too.
    let mut cuts: Vec<usize> = data.iter().step_by(13).map(|b| (*b as usize * 7919) % (data.len() + 1)).collect();
    cuts.sort_unstable();
    let (want, want_sum) = run(&scanner, data, &[]);
    let (got, got_sum) = run(&scanner, data, &cuts);
    assert_eq!(got, want, "chunking changed the matches");
    assert_eq!(got_sum, want_sum, "chunking changed the summary");
    for m in &want {
        assert!(m.before.len() <= before && m.after.len() <= after);
        // Lossy UTF-8 turns each invalid byte into one U+FFFD: chars never exceed the cap.
        assert!(m.line.chars().count() <= max_line);
    }
});
