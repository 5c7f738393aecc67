//! Tests of the session: chunk boundaries, line endings, context, attribution
//! and the chunk-split invariance property.

use super::*;
use crate::catalog::{Role, ScanOptions, Scanner, SignatureSpec};
use proptest::prelude::*;

fn spec(id: &str, lits: &[&str], regex: Option<&str>, role: Role) -> SignatureSpec {
    SignatureSpec {
        follow: crate::catalog::Follow::None,
        id: id.into(),
        literals: lits.iter().map(|s| s.to_string()).collect(),
        regex: regex.map(str::to_string),
        exclude: vec![],
        role,
    }
}

fn scanner_with(before: usize, after: usize, max_line: usize) -> Arc<Scanner> {
    scanner_limited(before, after, max_line, 10_000, 50)
}

fn scanner_limited(before: usize, after: usize, max_line: usize, max_matches: usize, with_context: usize) -> Arc<Scanner> {
    Arc::new(
        Scanner::new(
            vec![
                spec("cuda.oom", &["CUDA out of memory"], Some(r"Tried to allocate (?P<size>[\d.]+ [KMGT]iB)"), Role::Initiator),
                spec(
                    "c10d.watchdog_timeout",
                    &["Watchdog caught collective operation timeout"],
                    Some(r"WorkNCCL\(SeqNum=(?P<seq_num>\d+), OpType=(?P<op_type>\w+)"),
                    Role::Victim,
                ),
                spec("python.key_error", &["KeyError: "], Some(r"^KeyError: (?P<key>.*)$"), Role::Initiator),
                spec("train.step", &["step "], Some(r"\bstep (?P<step>\d+)/\d+"), Role::Progress),
                spec("tail.marker", &["MARKER"], None, Role::Context),
                SignatureSpec { follow: crate::catalog::Follow::PythonTraceback, ..spec("py.exception", &["Traceback (most recent call last):"], None, Role::Error) },
            ],
            ScanOptions {
                context_before: before,
                context_after: after,
                max_line_bytes: max_line,
                year_hint: 2026,
                max_matches_per_stream: max_matches,
                max_context_matches_per_signature: with_context,
                ..Default::default()
            },
        )
        .expect("test catalog compiles"),
    )
}

fn scanner() -> Arc<Scanner> {
    scanner_with(3, 2, 1 << 20)
}

/// Feed `data` split at the given cut points, then finish.
fn run_split(sc: &Arc<Scanner>, data: &[u8], cuts: &[usize]) -> (Vec<Match>, StreamSummary) {
    let mut s = Session::new(Arc::clone(sc));
    let id = s.add_stream("t.log", Default::default());
    let mut prev = 0;
    let mut cuts: Vec<usize> = cuts.iter().map(|c| (*c).min(data.len())).collect();
    cuts.sort_unstable();
    for c in cuts {
        s.feed(id, &data[prev..c]);
        prev = c;
    }
    s.feed(id, &data[prev..]);
    s.finish(id);
    (s.take_matches(), s.summary(id))
}

fn sig_ids(sc: &Scanner, ms: &[Match]) -> Vec<String> {
    ms.iter().map(|m| sc.signature_id(m.signature).to_string()).collect()
}

const LOG: &str = "2026-11-29 16:24:44,560 INFO start\n\
[rank2]: step 1/30 | loss 2.3\n\
[rank2]: step 2/30 | loss 2.2\n\
[rank2]: Traceback (most recent call last):\n\
[rank2]:   File \"train.py\", line 1, in <module>\n\
[rank2]: KeyError: 'labels'\n\
after one\n\
after two\n\
after three\n";

#[test]
fn basic_match_with_fields_context_and_attribution() {
    let sc = scanner();
    let (ms, sum) = run_split(&sc, LOG.as_bytes(), &[]);
    // The followed traceback ends at the same line: its catch-all match is there too.
    assert_eq!(sig_ids(&sc, &ms), vec!["py.exception", "python.key_error"]);
    let m = &ms[1];
    assert_eq!(m.line_no, 6);
    assert_eq!(m.offset as usize, LOG.find("[rank2]: KeyError").unwrap());
    assert_eq!(m.line, "[rank2]: KeyError: 'labels'");
    assert_eq!(m.fields, vec![("key".to_string(), "'labels'".to_string())]);
    assert_eq!(m.rank, Some(2));
    assert_eq!(m.before, vec!["[rank2]: step 2/30 | loss 2.2", "[rank2]: Traceback (most recent call last):", "[rank2]:   File \"train.py\", line 1, in <module>"]);
    assert_eq!(m.after, vec!["after one", "after two"]);
    // inherited from the first line
    assert!(m.ts_inherited);
    assert_eq!(m.ts_micros, Some(crate::timestamp::days_from_civil(2026, 11, 29) * 86_400_000_000 + ((16 * 3600 + 24 * 60 + 44) * 1_000_000 + 560_000)));
    assert_eq!(sum.lines, 9);
    assert_eq!(sum.progress.len(), 1);
    assert_eq!(sum.progress[0].count, 2);
    assert_eq!(sum.progress[0].last_step, Some(2));
    assert_eq!(sum.progress[0].rank, Some(2));
    assert_eq!(sum.last_line, "after three");
}

#[test]
fn anchor_split_across_chunks() {
    let sc = scanner();
    let data = b"x\nRuntimeError: CUDA out of memory. Tried to allocate 2.00 GiB\ny\n";
    let at = 2 + "RuntimeError: CUDA out".len(); // inside the anchor
    for cuts in [vec![at], vec![at - 3, at, at + 1], (1..data.len()).collect::<Vec<_>>()] {
        let (ms, _) = run_split(&sc, data, &cuts);
        assert_eq!(sig_ids(&sc, &ms), vec!["cuda.oom"], "cuts {cuts:?}");
        assert_eq!(ms[0].fields[0].1, "2.00 GiB");
        assert_eq!(ms[0].line_no, 2);
        assert_eq!(ms[0].offset, 2);
    }
}

#[test]
fn crlf_and_no_trailing_newline() {
    let sc = scanner();
    let data = b"a\r\n[rank1]: KeyError: 'x'\r\nb\r\n[rank3]: KeyError: 'y'";
    let (ms, sum) = run_split(&sc, data, &[5]);
    assert_eq!(ms.len(), 2);
    assert_eq!(ms[0].line, "[rank1]: KeyError: 'x'");
    assert_eq!(ms[0].fields[0].1, "'x'", "the regex must not see the \\r");
    assert_eq!(ms[0].after, vec!["b", "[rank3]: KeyError: 'y'"]);
    assert_eq!(ms[1].line, "[rank3]: KeyError: 'y'");
    assert_eq!(ms[1].rank, Some(3));
    assert_eq!(ms[1].line_no, 4);
    assert_eq!(sum.lines, 4);
    assert_eq!(sum.bytes, data.len() as u64);
}

#[test]
fn invalid_utf8_and_nul_bytes() {
    let sc = scanner();
    let mut data = b"\xff\xfe bad \x00 bytes\n".to_vec();
    data.extend_from_slice(b"KeyError: '\xc3\x28'\n\x00\x00\n");
    let (ms, sum) = run_split(&sc, &data, &[3, 20]);
    assert_eq!(ms.len(), 1);
    assert!(ms[0].line.starts_with("KeyError: '"));
    assert!(ms[0].line.contains('\u{fffd}'));
    assert_eq!(ms[0].before.len(), 1);
    assert_eq!(sum.lines, 3);
}

#[test]
fn five_mib_line_is_truncated_and_counted() {
    let sc = scanner_with(2, 1, 1 << 20);
    let mut data = b"KeyError: 'head'".to_vec();
    data.extend(std::iter::repeat(b'a').take(5 << 20));
    data.extend_from_slice(b" KeyError: 'in the cut-off tail'\nafter\n[rank0]: KeyError: 'next'\n");
    for cuts in [vec![], vec![100], vec![1 << 20, 3 << 20, (5 << 20) + 5], (1..12).map(|i| i * 500_000).collect()] {
        let (ms, sum) = run_split(&sc, &data, &cuts);
        assert_eq!(ms.len(), 2, "cuts {cuts:?}");
        assert!(ms[0].line_truncated);
        // Matched on its first MiB; the kept copy and the field are cut to 64 KiB, and
        // the word the cut falls in is hidden (it could be a secret): here, all of it.
        assert_eq!(ms[0].line, "KeyError: ****");
        assert_eq!(ms[0].fields[0].1, "****");
        assert_eq!(ms[0].after, vec!["after"]);
        assert_eq!(ms[1].line_no, 3);
        assert_eq!(ms[1].offset as usize, data.len() - "[rank0]: KeyError: 'next'\n".len());
        assert_eq!(sum.truncated_lines, 1, "cuts {cuts:?}");
        assert_eq!(sum.lines, 3);
        // the before-context of the next match holds the long line cut to the context
        // cap, its cut word hidden
        assert_eq!(ms[1].before[0], "KeyError: ****");
    }
}

#[test]
fn the_first_cut_line_is_located_by_line_and_offset() {
    let sc = scanner_with(2, 1, 1 << 20);
    let mut data = b"step 1\nstep 2\n".to_vec();
    for _ in 0..2 {
        data.extend(std::iter::repeat(b'a').take(3 << 20));
        data.push(b'\n');
    }
    data.extend_from_slice(b"end\n");
    // Whole, and fed in pieces that cut the long lines (the reader's cut) or not.
    for cuts in [vec![], vec![100], vec![1 << 20, (3 << 20) + 20, 5 << 20]] {
        let (_, sum) = run_split(&sc, &data, &cuts);
        assert_eq!(sum.truncated_lines, 2, "cuts {cuts:?}");
        assert_eq!(sum.first_truncated, Some((3, 14)), "cuts {cuts:?}");
    }
}

#[test]
fn long_line_is_matched_whole_but_kept_cut() {
    // A 100 KB line, under `max_line_bytes`: the literal and the field lie past the
    // 64 KiB kept in the match, and are still found.
    let sc = scanner_with(1, 1, 1 << 20);
    let mut data = vec![b'x'; 100_000];
    data.extend_from_slice("é CUDA out of memory. Tried to allocate 2.00 GiB\nnext\n".as_bytes());
    let (ms, sum) = run_split(&sc, &data, &[70_000]);
    assert_eq!(sig_ids(&sc, &ms), vec!["cuda.oom"]);
    assert_eq!(ms[0].fields, vec![("size".to_string(), "2.00 GiB".to_string())]);
    assert_eq!(ms[0].line, "****", "one word, cut: hidden");
    assert!(ms[0].line_truncated);
    assert_eq!(sum.truncated_lines, 0, "the line itself was not cut");
    // A smaller cap, cut at a character boundary (the 2-byte é straddles byte 100,001).
    let small = Arc::new(sc.with_options(ScanOptions { max_match_line_bytes: 100_001, ..sc.options().clone() }));
    let open = Arc::new(small.with_options(ScanOptions { mask: crate::mask::MaskOptions { secrets: false, hosts: false, ips: false }, ..small.options().clone() }));
    let (ms, _) = run_split(&open, &data, &[]);
    assert_eq!(ms[0].line.len(), 100_000);
    // Lines within the cap are kept whole.
    let (ms, _) = run_split(&sc, b"CUDA out of memory. Tried to allocate 1.00 GiB\n", &[]);
    assert_eq!(ms[0].line, "CUDA out of memory. Tried to allocate 1.00 GiB");
    assert!(!ms[0].line_truncated);
}

#[test]
fn a_secret_cut_with_its_line_is_not_shown_in_part() {
    // The cut at 100 bytes falls inside a Hugging Face token: the rules need 30
    // characters after `hf_`, so its first 20 would be shown unmasked.
    let sc = scanner_with(1, 0, 1 << 20);
    let small = Arc::new(sc.with_options(ScanOptions { max_match_line_bytes: 100, max_context_line_bytes: 100, ..sc.options().clone() }));
    let token = "hf_abcdefghijklmnopqrstuvwxyz0123456789";
    let pad = "p".repeat(77);
    let line = format!("{pad} {token} CUDA out of memory. Tried to allocate 1.00 GiB");
    let data = format!("{pad} {token} context\n{line}\n");
    let (ms, _) = run_split(&small, data.as_bytes(), &[]);
    assert_eq!(ms[0].line, format!("{pad} ****"));
    assert_eq!(ms[0].before, vec![format!("{pad} ****")]);
    assert!(!ms[0].line.contains("hf_abc") && !ms[0].before[0].contains("hf_abc"));
    // A cut 2 characters into a word: the text stays within the cap.
    let word = format!("{} abcdefgh CUDA out of memory. Tried to allocate 1.00 GiB\n", "p".repeat(97));
    let (ms, _) = run_split(&small, word.as_bytes(), &[]);
    assert_eq!(ms[0].line, format!("{}****", "p".repeat(96)));
    // Without secret masking the cut text is left as it is.
    let open = Arc::new(small.with_options(ScanOptions { mask: crate::mask::MaskOptions { secrets: false, hosts: false, ips: false }, ..small.options().clone() }));
    let (ms, _) = run_split(&open, data.as_bytes(), &[]);
    assert_eq!(ms[0].line, line[..100]);
}

#[test]
fn no_secret_shows_in_part_wherever_the_cut_falls() {
    // Each secret, cut at every byte from its start to its end, in the matched line and
    // in a context line: the start of its body never shows.
    let sc = scanner_with(1, 0, 1 << 20);
    let cap = 200;
    let small = Arc::new(sc.with_options(ScanOptions { max_match_line_bytes: cap, max_context_line_bytes: cap, ..sc.options().clone() }));
    let jwt = "eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiYWRtaW4iOnRydWV9.TJVA95OrM7E2cBab30RMHrHDcEfxjoYZgeFONFh7HgQ";
    // (prefix, body, text that must never show: the body's start, or for a JWT, which
    // keeps `eyJ`, what follows).
    let secrets = [
        ("hf_", "abcdefghijklmnopqrstuvwxyz0123456789ABC".to_string(), "abcdef"),
        ("github_pat_", format!("11ABCDEFG0{}", "aB3".repeat(25)), "11ABCD"),
        ("-----BEGIN PRIVATE KEY-----", "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7".to_string(), "MIIEvQ"),
        ("--password=", "abc123&xyz!secretvalue99".to_string(), "abc123"),
        ("token=", "Zq".repeat(50), "ZqZqZq"),
        ("https://alice:", "Xk9mQ2vL7%40pR4!zT8&wN3#bH6@tracking.example.com".to_string(), "Xk9mQ2"),
        ("auth ", jwt.to_string(), "hbGciOiJ"),
    ];
    for (prefix, body, hidden) in &secrets {
        let secret = format!("{prefix}{body}");
        for cut_at in 1..secret.len() {
            let pad = "w".repeat(cap - cut_at - 1);
            let text = format!("{pad} {secret} CUDA out of memory. Tried to allocate 1.00 GiB");
            let data = format!("{text}\n{text}\n");
            let (ms, _) = run_split(&small, data.as_bytes(), &[]);
            let shown = [&ms[1].line, &ms[1].before[0]];
            for out in shown {
                assert!(!out.contains(hidden), "{prefix} cut {cut_at} bytes in: {out:?}");
                // A rule's `****` may stand for fewer than 4 characters; the cut's own
                // `****` never makes the text longer.
                assert!(out.len() <= cap + 4, "{prefix} cut {cut_at} bytes in: {} bytes", out.len());
            }
        }
    }
}

#[test]
fn a_field_cut_with_its_line_is_masked_like_the_line() {
    // The line is cut at `max_line_bytes` 16 characters into a token (too few for its
    // rule); the `key` field is the line's suffix, shorter than any cap, but was cut
    // with it.
    let sc = scanner_with(0, 0, 40);
    let data = "KeyError: bad config hf_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdef\n";
    let (ms, _) = run_split(&sc, data.as_bytes(), &[]);
    assert_eq!(ms[0].line, "KeyError: bad config ****");
    assert_eq!(ms[0].fields, vec![("key".to_string(), "bad config ****".to_string())]);
    // An uncut field is masked by its rule alone.
    let (ms, _) = run_split(&scanner(), data.as_bytes(), &[]);
    assert_eq!(ms[0].fields, vec![("key".to_string(), "bad config hf_****".to_string())]);
}

#[test]
fn exact_context_counts_across_chunks() {
    let sc = scanner_with(4, 3, 1 << 20);
    let mut data = String::new();
    for i in 1..=10 {
        data.push_str(&format!("line {i}\n"));
    }
    data.push_str("KeyError: 'k'\n");
    for i in 11..=20 {
        data.push_str(&format!("line {i}\n"));
    }
    let want_before = vec!["line 7", "line 8", "line 9", "line 10"];
    let want_after = vec!["line 11", "line 12", "line 13"];
    let n = data.len();
    for cuts in [vec![], vec![n / 2], vec![data.find("KeyError").unwrap() + 1], (1..n).step_by(7).collect::<Vec<_>>()] {
        let (ms, _) = run_split(&sc, data.as_bytes(), &cuts);
        assert_eq!(ms.len(), 1);
        assert_eq!(ms[0].before, want_before, "cuts {cuts:?}");
        assert_eq!(ms[0].after, want_after, "cuts {cuts:?}");
    }
}

#[test]
fn context_near_stream_edges_and_between_matches() {
    let sc = scanner_with(4, 3, 1 << 20);
    let data = b"KeyError: 'a'\nmid\nKeyError: 'b'\n";
    let (ms, _) = run_split(&sc, data, &[]);
    assert_eq!(ms[0].before, Vec::<String>::new());
    assert_eq!(ms[0].after, vec!["mid", "KeyError: 'b'"]);
    assert_eq!(ms[1].before, vec!["KeyError: 'a'", "mid"]);
    assert!(ms[1].after.is_empty());
}

#[test]
fn interleaved_streams_keep_their_own_context() {
    let sc = scanner_with(2, 2, 1 << 20);
    let mut s = Session::new(Arc::clone(&sc));
    let a = s.add_stream("a", PathIdentity { rank: Some(0), ..Default::default() });
    let b = s.add_stream("b", PathIdentity { rank: Some(1), ..Default::default() });
    s.feed(a, b"a1\na2\n");
    s.feed(b, b"b1\nb2\nb3");
    s.feed(a, b"KeyError: 'a'\na3");
    s.feed(b, b"\nKeyError: 'b'\n");
    s.feed(a, b"\na4\na5\n");
    s.feed(b, b"b4\n");
    s.finish_all();
    let ms = s.take_matches();
    let a_m = ms.iter().find(|m| m.stream == a).unwrap();
    let b_m = ms.iter().find(|m| m.stream == b).unwrap();
    assert_eq!(a_m.before, vec!["a1", "a2"]);
    assert_eq!(a_m.after, vec!["a3", "a4"]);
    assert_eq!(a_m.rank, Some(0));
    assert_eq!(b_m.before, vec!["b2", "b3"]);
    assert_eq!(b_m.after, vec!["b4"]);
    assert_eq!(b_m.rank, Some(1));
    assert_eq!(b_m.line_no, 4);
}

#[test]
fn stream_identity_beats_prefix_and_timestamps_are_parsed() {
    let sc = scanner();
    let mut s = Session::new(Arc::clone(&sc));
    let id = s.add_stream("rank5.log", PathIdentity { rank: Some(5), node: Some("node-a".into()), ..Default::default() });
    s.feed(id, b"[default1]:[rank1]:[E1120 03:25:27.000000000 ProcessGroupNCCL.cpp:632] [Rank 1] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1642, OpType=RECV, NumelIn=0)\n");
    s.finish(id);
    let ms = s.take_matches();
    assert_eq!(ms.len(), 1);
    assert_eq!(ms[0].rank, Some(5));
    assert_eq!(ms[0].local_rank, Some(1));
    assert_eq!(ms[0].node.as_deref(), Some("node-a"));
    assert_eq!(ms[0].fields, vec![("seq_num".into(), "1642".into()), ("op_type".into(), "RECV".into())]);
    assert!(!ms[0].ts_inherited);
    assert_eq!(ms[0].ts_micros.unwrap() / 1_000_000, (crate::timestamp::days_from_civil(2026, 11, 20) * 86_400) + 3 * 3600 + 25 * 60 + 27);
}

#[test]
fn gate_hit_without_literal_is_not_a_match() {
    let sc = scanner();
    // "KeyE" / "CUDA" gates occur but the full literals do not.
    let (ms, sum) = run_split(&sc, b"KeyEvent pressed\nCUDA ok\n", &[]);
    assert!(ms.is_empty());
    assert_eq!(sum.matches, 0);
}

#[test]
fn summary_timestamps() {
    let sc = scanner();
    let data = b"no ts\n2026-01-02 03:04:05,000 first\nplain\n2026-01-02 03:04:09,000 last\ntrailing\n";
    for cuts in [vec![], vec![10, 40, 70]] {
        let (_, sum) = run_split(&sc, data, &cuts);
        let day = crate::timestamp::days_from_civil(2026, 1, 2) * 86_400;
        assert_eq!(sum.first_ts_micros, Some((day + 3 * 3600 + 4 * 60 + 5) * 1_000_000));
        assert_eq!(sum.last_ts_micros, Some((day + 3 * 3600 + 4 * 60 + 9) * 1_000_000));
    }
}

#[test]
fn context_cut_inside_utf8_is_the_same_from_ring_and_block() {
    // A context line cut by the cap inside a multi-byte character: the ring (line from an
    // earlier chunk) and the block (same chunk) must give the same text.
    let sc = scanner_with(2, 0, 12);
    let line = "KeyError: '\u{e9}\u{20ac}'\n".repeat(2);
    let data = line.as_bytes();
    let (whole, _) = run_split(&sc, data, &[]);
    let (split, _) = run_split(&sc, data, &[1]);
    assert_eq!(whole, split);
    // Cut to "KeyError: '" (11 bytes); its cut word hidden, within the 11 bytes.
    assert_eq!(whole[1].before, vec!["KeyErro****"]);
}

fn corpus() -> Vec<u8> {
    let mut v = Vec::new();
    v.extend_from_slice(LOG.as_bytes());
    v.extend_from_slice(b"[rank1]:[E1120 03:25:27.000000000 ProcessGroupNCCL.cpp:632] [Rank 1] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=7, OpType=ALLREDUCE, NumelIn=1)\r\n");
    v.extend_from_slice(b"\xff\x00 junk MARKER\n\n\nRuntimeError: CUDA out of memory. Tried to allocate 1.50 GiB (GPU 0)\n");
    v.extend_from_slice(TRACEBACKS.as_bytes());
    v.extend_from_slice(b"2026-11-29 16:30:00,000 later line\nMARKER MARKER KeyError: 'z'\ntail without newline MARKER");
    v
}

/// Two ranks' tracebacks interleaved in one console, a non-finite loss between them.
const TRACEBACKS: &str = "[rank0]: Traceback (most recent call last):\n\
[rank1]: step 3/10 loss nan\n\
[rank0]:   File \"/work/train.py\", line 88, in <module>\n\
[rank1]: Traceback (most recent call last):\n\
[rank0]:     batch = next(it)\n\
[rank1]:   File \"/work/data.py\", line 3, in __getitem__\n\
[rank0]: pyarrow.lib.ArrowInvalid: bad column\n\
[rank1]: KeyError: 'labels'\n";

#[test]
fn tracebacks_are_followed_to_their_exception_line_per_rank() {
    let sc = scanner();
    let (ms, sum) = run_split(&sc, TRACEBACKS.as_bytes(), &[]);
    let exc: Vec<(u64, Option<i64>, String)> = ms
        .iter()
        .filter(|m| sc.signature_id(m.signature) == "py.exception")
        .map(|m| (m.line_no, m.rank, m.fields.iter().find(|(k, _)| k == "exc_type").unwrap().1.clone()))
        .collect();
    assert_eq!(exc, vec![(7, Some(0), "pyarrow.lib.ArrowInvalid".to_string()), (8, Some(1), "KeyError".to_string())]);
    let frame = ms.iter().find(|m| m.line_no == 8 && sc.signature_id(m.signature) == "py.exception").unwrap();
    assert!(frame.fields.contains(&("frame_func".to_string(), "__getitem__".to_string())));
    // The same line is python.key_error's too, after the traceback's match.
    assert_eq!(ms.iter().filter(|m| m.line_no == 8).count(), 2);
    let p = &sum.progress[0];
    assert_eq!((p.nonfinite_lines, p.nonfinite[0].field.as_str(), p.nonfinite[0].value.as_str(), p.nonfinite[0].line_no), (1, "loss", "nan", 2));
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    /// Any split of a stream into chunks yields exactly the same matches and summary.
    #[test]
    fn any_split_yields_same_matches(cuts in proptest::collection::vec(0usize..2000, 0..40),
                                     before in 0usize..5, after in 0usize..4, max_line in prop_oneof![Just(1usize << 20), 8usize..64]) {
        let sc = scanner_with(before, after, max_line);
        let data = corpus();
        let (want, want_sum) = run_split(&sc, &data, &[]);
        let (got, got_sum) = run_split(&sc, &data, &cuts);
        prop_assert_eq!(got, want);
        prop_assert_eq!(got_sum, want_sum);
    }

    /// With the match limits in force (matches without context beyond the first few of a
    /// signature, matches dropped beyond the stream cap), any split still yields the same
    /// matches in the same order (found by the fuzzer: a context-less match overtook one
    /// still waiting for its after-context).
    #[test]
    fn limits_keep_split_invariance(cuts in proptest::collection::vec(0usize..2000, 0..40),
                                    after in 1usize..4, with_context in 0usize..3, max_matches in 1usize..12) {
        let sc = scanner_limited(2, after, 1 << 20, max_matches, with_context);
        let data = corpus().repeat(3);
        let (want, want_sum) = run_split(&sc, &data, &[]);
        let (got, got_sum) = run_split(&sc, &data, &cuts);
        prop_assert_eq!(&got, &want);
        prop_assert_eq!(got_sum.dropped_matches, want_sum.dropped_matches);
        prop_assert_eq!(got_sum, want_sum);
        let lines: Vec<u64> = want.iter().map(|m| m.line_no).collect();
        prop_assert!(lines.windows(2).all(|w| w[0] <= w[1]), "stream order");
        // The cap, plus at most the first match of each signature seen only after it.
        let sigs: std::collections::HashSet<_> = want.iter().map(|m| m.signature).collect();
        prop_assert!(want.len() <= max_matches + sigs.len());
    }

    /// Random bytes never panic and split invariance holds on them too.
    #[test]
    fn random_bytes_split_invariant(data in proptest::collection::vec(prop_oneof![Just(b'\n'), Just(b'K'), any::<u8>()], 0..600),
                                    cuts in proptest::collection::vec(0usize..600, 0..10)) {
        let sc = scanner_with(2, 2, 16);
        let (want, ws) = run_split(&sc, &data, &[]);
        let (got, gs) = run_split(&sc, &data, &cuts);
        prop_assert_eq!(got, want);
        prop_assert_eq!(gs, ws);
    }
}

/// The shipped catalog's signatures (read from the YAML files).
fn shipped_specs() -> Vec<SignatureSpec> {
    #[derive(serde::Deserialize)]
    struct Entry {
        id: String,
        role: String,
        patterns: Vec<String>,
        #[serde(default)]
        regex: Option<String>,
        #[serde(default)]
        exclude: Vec<String>,
        #[serde(default)]
        follow: Option<String>,
    }
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("python/firstfault/signatures");
    let mut files: Vec<_> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).filter(|p| p.extension().map_or(false, |x| x == "yaml")).collect();
    files.sort();
    let mut specs = Vec::new();
    for f in files {
        let entries: Vec<Entry> = serde_yaml::from_str(&std::fs::read_to_string(&f).unwrap()).unwrap();
        for e in entries {
            let role = Role::parse(&e.role).expect("known role");
            let follow = crate::catalog::Follow::parse(e.follow.as_deref()).expect("known follow");
            specs.push(SignatureSpec { id: e.id, literals: e.patterns, regex: e.regex, exclude: e.exclude, role, follow });
        }
    }
    specs
}

/// Progress summaries computed the plain way: every line on its own, through the
/// catalog's single-line check (`check_line`: every literal, every regex, with
/// captures) and the full prefix parse, a timestamp inherited from the last line
/// that had one.
struct NaiveProgress {
    groups: Vec<ProgressSummary>,
    last_ts: Option<i64>,
    lines: u64,
    /// Per group: lines still searched for a time after its untimed last progress line.
    bound_left: Vec<Option<usize>>,
}

impl NaiveProgress {
    fn line(&mut self, sc: &Scanner, raw: &[u8], identity: &PathIdentity) {
        let line = crate::catalog::strip_eol(raw);
        self.lines += 1;
        let id = attribution::parse_line(line, &sc.options().clock());
        let ts = id.ts_micros.or(self.last_ts);
        self.last_ts = ts;
        for (g, left) in self.bound_left.iter_mut().enumerate() {
            if let Some(n) = left {
                *n -= 1;
                if id.ts_micros.is_some() || *n == 0 {
                    self.groups[g].next_ts_micros = id.ts_micros;
                    *left = None;
                }
            }
        }
        let hits = sc.check_line(line);
        // A line that reports a failure is no progress, whatever step it names.
        if hits.iter().any(|(sig, _)| matches!(sc.role(*sig), Role::Initiator | Role::Victim | Role::Error)) {
            return;
        }
        for (sig, fields) in hits {
            if sc.role(sig) != Role::Progress {
                continue;
            }
            let (rank, local_rank) = (identity.rank.or(id.rank), identity.local_rank.or(id.local_rank));
            let groups = &mut self.groups;
            let g = match groups.iter().position(|p| p.signature == sig && p.rank == rank && p.local_rank == local_rank) {
                Some(g) => g,
                None => {
                    groups.push(ProgressSummary { signature: sig, rank, local_rank, first_line_no: self.lines, first_ts_micros: ts, ..Default::default() });
                    self.bound_left.push(None);
                    groups.len() - 1
                }
            };
            let p = &mut groups[g];
            p.count += 1;
            p.last_line_no = self.lines;
            p.last_ts_micros = ts.or(p.last_ts_micros);
            p.last_ts_inherited = id.ts_micros.is_none();
            p.next_ts_micros = None;
            self.bound_left[g] = p.last_ts_inherited.then_some(crate::session::BOUND_SEARCH_LINES);
            p.last_line = String::from_utf8_lossy(line).into_owned();
            if let Some(step) = fields.iter().find(|(k, _)| k == "step").and_then(|(_, v)| v.parse().ok()) {
                p.last_step = Some(step);
            }
        }
    }
}

/// Lines that take every branch of the progress path: interleaved ranks, a stream
/// without timestamps for a while, steps of 19 digits and more (which do not fit an
/// `i64`, so the step of an earlier line stays), a long digit run beside a step that
/// parses, the exclusion, tqdm bars and Megatron iterations, several signatures on one
/// line (with a failure's too), and c10d's `[Rank N]` instead of a prefix.
fn progress_corpus(seed: u64) -> Vec<u8> {
    let cfg = crate::gen::GenConfig { seed, ranks: 6, ..Default::default() };
    let mut data = Vec::new();
    crate::gen::LogGen::new(&cfg, 0).fill(&mut data, 96 << 10);
    let extra: &[&str] = &[
        "[rank2]: step 7/30 | loss 2.3",
        "[rank2]: step 12345678901234567890/30 | loss 2.3",
        "[rank2]: step 8/30 | id 1234567890123456789012 | loss 2.1",
        "[rank2]: step 99999999999999999999/30",
        "[deepspeed] OVERFLOW! Rank 0 Skipping step. Attempted loss scale: 65536",
        "[rank5]: Tokenizing:  46%|\u{2588}\u{258b}     | 31/67 [29:02<35:12, 58.67s/it] step 4/9",
        "[E ProcessGroupNCCL.cpp:1316] [PG 0 Rank 25] step 3/4 done",
        "no timestamp here: step 11/30",
        " [2026-11-29 16:24:49] iteration      954/  500000 | consumed samples: 488448 | lm loss: 4.484733E+00 |",
        "[default3]:[rank3]:2026-11-29 16:30:01,014 INFO step 20/30 global_step=21",
        // A failure signature and a progress one on the same line.
        "[rank1]: step 9/30 failed: torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB",
    ];
    let lines: Vec<&[u8]> = data.split(|&b| b == b'\n').collect();
    let mut out = Vec::new();
    for (i, l) in lines.iter().enumerate() {
        out.extend_from_slice(l);
        out.push(b'\n');
        if i % 37 == 5 {
            out.extend_from_slice(extra[(i / 37) % extra.len()].as_bytes());
            out.push(b'\n');
        }
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// The session's progress summaries (deferred within a block, settled at its end)
    /// are the plain line-by-line ones after every chunk, whatever the chunking, with
    /// and without a stream identity.
    #[test]
    fn progress_summaries_equal_the_line_by_line_reference(seed in 0u64..1000, chunk in prop_oneof![Just(1usize << 20), 64usize..4096], with_identity in any::<bool>()) {
        let sc = Arc::new(Scanner::new(shipped_specs(), ScanOptions { year_hint: 2026, ..Default::default() }).unwrap());
        let data = progress_corpus(seed);
        let identity = if with_identity { PathIdentity { rank: Some(4), ..Default::default() } } else { PathIdentity::default() };
        let mut s = Session::new(Arc::clone(&sc));
        let id = s.add_stream("t.log", identity.clone());
        let mut naive = NaiveProgress { groups: Vec::new(), last_ts: None, lines: 0, bound_left: Vec::new() };
        let mut done = 0; // bytes of complete lines the reference has seen
        for (i, c) in data.chunks(chunk).enumerate() {
            s.feed(id, c);
            let fed = (i * chunk + c.len()).min(data.len());
            let upto = memchr::memrchr(b'\n', &data[..fed]).map_or(0, |p| p + 1);
            for line in data[done..upto].split_inclusive(|&b| b == b'\n') {
                naive.line(&sc, line, &identity);
            }
            done = upto;
            prop_assert_eq!(&s.summary(id).progress, &naive.groups, "after {} bytes", fed);
        }
        s.finish(id);
        prop_assert!(naive.groups.iter().map(|p| p.count).sum::<u64>() > 50, "the corpus has progress lines");
        prop_assert!(naive.groups.iter().any(|p| p.last_ts_inherited), "the corpus ends a group on an untimed line");
        prop_assert_eq!(s.summary(id).progress, naive.groups);
    }
}

#[test]
fn an_untimed_last_progress_line_is_bounded_by_the_next_timed_line() {
    // A tqdm bar (no time of its own) after a timed line, untimed lines, then a timed one:
    // printed after 06:11:51 and no later than 13:14:45, in any chunking.
    let sc = Arc::new(Scanner::new(shipped_specs(), ScanOptions { year_hint: 2026, ..Default::default() }).unwrap());
    let data = b"2026-04-25 06:11:51,314 INFO start
Train:  50%|#####     | 147/294 [3:31:12<3:35:58, 88.16s/it]
saving
plain
2026-04-25 13:14:45,253 INFO exit
";
    let day = crate::timestamp::days_from_civil(2026, 4, 25) * 86_400;
    for cuts in [vec![], vec![40, 100, 120], (1..data.len()).collect::<Vec<_>>()] {
        let (_, sum) = run_split(&sc, data, &cuts);
        let p = sum.progress.iter().find(|p| sc.signature_id(p.signature) == "progress.tqdm_bar").unwrap();
        assert!(p.last_ts_inherited);
        assert_eq!(p.last_ts_micros, Some((day + 6 * 3600 + 11 * 60 + 51) * 1_000_000 + 314_000));
        assert_eq!(p.next_ts_micros, Some((day + 13 * 3600 + 14 * 60 + 45) * 1_000_000 + 253_000), "cuts {cuts:?}");
    }
}

#[test]
fn a_block_whose_newlines_turned_to_zeros_is_scanned_without_panicking() {
    // A mapped file truncated while it is scanned reads as zeros from then on: a block
    // checked to end with a newline may reach the matcher without it, and so may the
    // context that follows a match. Such a block's last line ends at the block's end.
    let sc = scanner();
    let mut s = Session::new(Arc::clone(&sc));
    let id = s.add_stream("t.log", Default::default());
    s.feed(id, b"[rank2]: KeyError: 'labels'\n");
    let block = b"after one\0after two\0[rank3]: KeyError: 'x'\0\0\0\0";
    s.process_block(id, block, block.len() as u64, false);
    s.finish(id);
    let ms = s.take_matches();
    assert_eq!(sig_ids(&sc, &ms), vec!["python.key_error"]);
    // The match's after-context is the zero-joined block: one "line".
    assert_eq!(ms[0].after.len(), 1);
    assert!(ms[0].after[0].starts_with("after one"));
    let sum = s.summary(id);
    assert_eq!(sum.bytes, 28, "fed bytes only: process_block was called directly");
}

#[test]
fn a_flood_past_the_cap_counts_only_lines_whose_regex_holds() {
    // Cap of 3 kept matches; every watchdog line has the literal, only the odd ones the
    // regex's `SeqNum=` form, and one KeyError comes after the flood.
    let sc = scanner_limited(1, 1, 1 << 20, 3, 2);
    let mut data = Vec::new();
    for i in 0..20 {
        if i % 2 == 1 {
            data.extend_from_slice(format!("[Rank 1] Watchdog caught collective operation timeout: WorkNCCL(SeqNum={i}, OpType=ALLREDUCE)\n").as_bytes());
        } else {
            data.extend_from_slice(b"[Rank 1] Watchdog caught collective operation timeout: (no work)\n");
        }
    }
    data.extend_from_slice(b"KeyError: 'late'\n");
    let (ms, sum) = run_split(&sc, &data, &[500, 1000]);
    assert_eq!(sum.matches, 11, "10 watchdog lines whose regex holds, and the KeyError");
    assert_eq!(sum.dropped_matches, 7);
    assert_eq!(sig_ids(&sc, &ms), ["c10d.watchdog_timeout", "c10d.watchdog_timeout", "c10d.watchdog_timeout", "python.key_error"]);
    let seqs: Vec<&str> = ms[..3].iter().map(|m| m.fields.iter().find(|(k, _)| k == "seq_num").unwrap().1.as_str()).collect();
    assert_eq!(seqs, ["1", "3", "5"]);
}

/// A faulthandler line keeps the dump after it (every thread's stack, the main thread
/// last) whatever the scan's after-context, in any chunking; other matches keep the
/// scan's own.
#[test]
fn faulthandler_dump_keeps_its_stacks_as_after_context() {
    use crate::catalog::{Follow, FAULTHANDLER_DUMP_LINES};
    let sc = Arc::new(
        Scanner::new(
            vec![
                SignatureSpec { follow: Follow::FaulthandlerDump, ..spec("host.fatal", &["Fatal Python error: "], None, Role::Initiator) },
                spec("tail.marker", &["MARKER"], None, Role::Context),
            ],
            ScanOptions { context_after: 2, ..Default::default() },
        )
        .expect("compiles"),
    );
    let mut log = String::from("MARKER\nFatal Python error: Aborted\n");
    for i in 0..FAULTHANDLER_DUMP_LINES + 20 {
        log.push_str(&format!("Thread 0x{i:x} (most recent call first):\n"));
    }
    let data = log.as_bytes();
    for cuts in [vec![], vec![40], vec![7, 300, 2000]] {
        let (ms, _) = run_split(&sc, data, &cuts);
        assert_eq!(sig_ids(&sc, &ms), vec!["tail.marker", "host.fatal"], "cuts {cuts:?}");
        assert_eq!(ms[0].after.len(), 2);
        assert_eq!(ms[1].after.len(), FAULTHANDLER_DUMP_LINES);
        assert_eq!(ms[1].after[0], "Thread 0x0 (most recent call first):");
    }
}
