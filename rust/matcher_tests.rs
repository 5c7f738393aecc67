//! The optimised matcher against a plain reference (a naive per-line `memmem` search
//! of every literal) on generated logs, with the real catalog's literals and with a
//! large synthetic literal set, through the AVX-512 and the Teddy paths.

use super::*;
use crate::gen::{GenConfig, LogGen};
use std::sync::Arc;

/// Literals of the shipped catalog (read from the YAML files), with their signature
/// index, and the non-progress examples.
fn catalog_literals() -> (Vec<(u32, Vec<u8>)>, Vec<Vec<u8>>) {
    #[derive(serde::Deserialize)]
    struct Entry {
        role: String,
        patterns: Vec<String>,
        #[serde(default)]
        examples: Vec<serde_yaml::Value>,
    }
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("python/firstfault/signatures");
    let mut files: Vec<_> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).filter(|p| p.extension().map_or(false, |x| x == "yaml")).collect();
    files.sort();
    let (mut pairs, mut examples) = (Vec::new(), Vec::new());
    let mut sig = 0u32;
    for f in files {
        let entries: Vec<Entry> = serde_yaml::from_str(&std::fs::read_to_string(&f).unwrap()).unwrap();
        for e in entries {
            for p in e.patterns {
                pairs.push((sig, p.into_bytes()));
            }
            if e.role != "progress" {
                for x in e.examples {
                    let line = x.as_str().map(str::to_string).or_else(|| x.get("line").and_then(|l| l.as_str()).map(str::to_string));
                    examples.extend(line.map(String::into_bytes));
                }
            }
            sig += 1;
        }
    }
    (pairs, examples)
}

fn naive(pairs: &[(u32, Vec<u8>)], line: &[u8]) -> Vec<u32> {
    let mut v: Vec<u32> = pairs.iter().filter(|(_, l)| memmem::find(line, l).is_some()).map(|(s, _)| *s).collect();
    v.sort_unstable();
    v.dedup();
    v
}

/// Every line of `data`: the cursor flags exactly the lines with a literal, and
/// `line_signatures` gives exactly the naive signature set.
fn check(m: &Matcher, pairs: &[(u32, Vec<u8>)], data: &[u8]) -> usize {
    let mut flagged = Vec::new();
    let mut cur = m.candidates(data);
    let mut pos = 0;
    let mut starts = Vec::new();
    let (mut counted_to, mut newlines) = (0, 0u64);
    while let Some(h) = cur.next_from(pos) {
        let ls = memchr::memrchr(b'\n', &data[..h]).map_or(0, |p| p + 1);
        let le = h + memchr::memchr(b'\n', &data[h..]).unwrap_or(data.len() - h);
        // The cursor's newline count (kept by the SIMD pass) is the plain count.
        newlines += data[counted_to..ls].iter().filter(|&&b| b == b'\n').count() as u64;
        counted_to = ls;
        assert_eq!(cur.newlines_before(ls), newlines, "newlines before {ls}");
        assert_eq!(cur.line_at(h), (ls, (le < data.len()).then_some(le)), "line of {h}");
        cur.line_signatures(ls, le, h, &mut starts);
        let sigs: Vec<u32> = starts.iter().map(|&(sig, _)| sig).collect();
        assert_eq!(sigs, naive(pairs, &data[ls..le]), "cursor, line at {ls}");
        // Each signature's start is its first literal occurrence in the line.
        for &(sig, at) in &starts {
            let first = pairs.iter().filter(|(s, _)| *s == sig).filter_map(|(_, l)| memmem::find(&data[ls..le], l)).min();
            assert_eq!(Some(at - ls), first, "first literal of signature {sig}, line at {ls}");
        }
        // A prefix of the line (as when a long line is cut) keeps only literals inside it.
        let cut = ls + (le - ls) / 2;
        if h < cut {
            let mut cur2 = m.candidates(data);
            let h2 = cur2.next_from(ls).unwrap();
            cur2.line_signatures(ls, cut, h2, &mut starts);
            let sigs: Vec<u32> = starts.iter().map(|&(sig, _)| sig).collect();
            assert_eq!(sigs, naive(pairs, &data[ls..cut]), "cursor, cut line at {ls}");
        }
        flagged.push(ls);
        pos = le + 1;
    }
    assert_eq!(cur.newlines_before(data.len()), data.iter().filter(|&&b| b == b'\n').count() as u64);
    let mut want = Vec::new();
    let mut ls = 0;
    let mut out = Vec::new();
    for line in data.split(|&b| b == b'\n') {
        let n = naive(pairs, line);
        m.line_signatures(line, &mut out);
        assert_eq!(out, n, "line {:?}", String::from_utf8_lossy(line));
        if !n.is_empty() {
            want.push(ls);
        }
        ls += line.len() + 1;
    }
    assert_eq!(flagged, want);
    want.len()
}

fn generated(injections: Vec<Vec<u8>>, seed: u64, bytes: usize) -> Vec<u8> {
    let cfg = GenConfig { seed, injections: Arc::new(injections), inject_every_bytes: 4096, long_line_ratio: 0.002, ..Default::default() };
    let mut buf = Vec::new();
    LogGen::new(&cfg, 0).fill(&mut buf, bytes);
    buf
}

#[test]
fn catalog_on_generated_logs_matches_naive_search() {
    let (pairs, examples) = catalog_literals();
    let data = generated(examples, 11, 3 << 20);
    let m = Matcher::new(&pairs).unwrap();
    if let Some(form) = crate::byteset::Simd::detect() {
        // Every literal, the short `%|` too, is found by the one SIMD pass.
        let kind = if form == crate::byteset::Simd::Avx512 { "avx512-byteset" } else { "avx2-byteset" };
        assert_eq!(m.searcher_kinds(), vec![kind]);
    }
    let found = check(&m, &pairs, &data);
    assert!(found > 1000, "step lines and injected failures are candidates: {found}");
}

#[test]
fn teddy_path_matches_naive_search_too() {
    let (pairs, examples) = catalog_literals();
    let data = generated(examples, 12, 1 << 20);
    std::env::set_var("FIRSTFAULT_SIMD", "none");
    let m = Matcher::new(&pairs);
    std::env::remove_var("FIRSTFAULT_SIMD");
    let m = m.unwrap();
    assert!(m.searcher_kinds().iter().all(|k| !k.ends_with("byteset")));
    check(&m, &pairs, &data);
}

#[test]
fn many_synthetic_literals_with_shared_and_overlapping_parts() {
    // 300 literals built from a small vocabulary: many share windows, some overlap.
    let words = ["timeout", "rank", "NCCL", "error", "failed", "peer", "socket", "WARN", "step", "Xid", "ECC", "abab"];
    let mut pairs = Vec::new();
    let mut x = 7u64;
    for i in 0..300u32 {
        let mut lit = Vec::new();
        for _ in 0..2 + i % 3 {
            x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            lit.extend_from_slice(words[(x >> 33) as usize % words.len()].as_bytes());
            lit.push(if i % 2 == 0 { b' ' } else { b'_' });
        }
        pairs.push((i / 2, lit));
    }
    let injections: Vec<Vec<u8>> = pairs.iter().step_by(7).map(|(_, l)| [b"prefix ".to_vec(), l.clone(), b" suffix".to_vec()].concat()).collect();
    let data = generated(injections, 13, 1 << 20);
    let m = Matcher::new(&pairs).unwrap();
    assert!(m.gate_count() <= MAX_GATES);
    check(&m, &pairs, &data);
}

#[test]
fn hits_at_every_offset_around_window_and_step_edges() {
    // A literal at every offset around the cursor's look-ahead window (128 KiB) and
    // 64-byte step edges, through each SIMD form this CPU has and Teddy.
    let pairs = vec![(0u32, b"Xid 79".to_vec()), (1, b"NCCL WARN".to_vec()), (2, b"%|".to_vec())];
    let mut data = Vec::new();
    while data.len() < (300 << 10) {
        let k = data.len();
        let filler = 1 + (k * 7 + 3) % 97;
        data.extend(std::iter::repeat(b'a').take(filler));
        // `%|` also at a line's end, where a 4-byte fingerprint no longer fits.
        data.extend_from_slice(match k % 4 { 0 => &b" Xid 79\n"[..], 1 => &b"NCCL WARN x\n"[..], 2 => &b"9%|#\n"[..], _ => &b" 9%|\n"[..] });
    }
    for simd in [None, Some("avx2"), Some("none")] {
        if let Some(cap) = simd {
            std::env::set_var("FIRSTFAULT_SIMD", cap);
        }
        let m = Matcher::new(&pairs).unwrap();
        std::env::remove_var("FIRSTFAULT_SIMD");
        check(&m, &pairs, &data);
    }
}

#[test]
fn given_gates_rebuild_the_same_matcher_and_bad_ones_are_ignored() {
    let (pairs, examples) = catalog_literals();
    let m = Matcher::new(&pairs).unwrap();
    let chosen = m.chosen_gates().to_vec();
    assert!(chosen.len() > 50 && chosen.len() <= MAX_GATES, "{} gates", chosen.len());
    let same = |o: &Matcher| o.gates == m.gates && o.gate_literals == m.gate_literals && o.chosen_gates == m.chosen_gates;
    // The cover's answer: the same gates, the same literals behind each, at the same offsets.
    assert!(same(&Matcher::with_gates(&pairs, Some(&chosen)).unwrap()));
    // Not an answer for these literals: a gate too short, too long, not ASCII, or a
    // gated literal left without a gate. The cover runs instead.
    for bad in [
        [chosen.clone(), vec![b"abc".to_vec()]].concat(),
        [chosen.clone(), vec![b"abcdefghi".to_vec()]].concat(),
        [chosen.clone(), vec!["ab\u{e9}cd".as_bytes().to_vec()]].concat(),
        chosen[1..].to_vec(),
        Vec::new(),
    ] {
        assert!(same(&Matcher::with_gates(&pairs, Some(&bad)).unwrap()), "{:?}", bad.iter().map(|g| String::from_utf8_lossy(g)).collect::<Vec<_>>());
    }
    // Another cover (the same gates in reverse order, so literals shared by two gates
    // move to the other): a different matcher, just as exact.
    let reversed: Vec<Vec<u8>> = chosen.iter().rev().cloned().collect();
    let other = Matcher::with_gates(&pairs, Some(&reversed)).unwrap();
    assert_eq!(other.chosen_gates().len(), other.gates().len() - (m.gates().len() - chosen.len()));
    assert!(!same(&other));
    check(&other, &pairs, &generated(examples, 14, 1 << 20));
}
