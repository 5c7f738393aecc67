//! Templates of error lines: the message with its variable parts masked, so that the
//! same error on 500 ranks (other ranks, pids, addresses, sizes, times, paths) is one
//! template, as in Drain-style log parsing (He et al., ICWS 2017), without its tree: the
//! masks alone give the groups that matter here (one program, one message, many ranks).
//!
//! Masked: numbers (any run of digits, with `.`, `,` or `:` inside such as times and
//! versions, unless letters stand on both sides: `p2p` is a name) as `<N>`; hexadecimal numbers (`0x7f3a`, and runs of 8 or more hex digits
//! holding a digit: hashes, PCI addresses, pointers) as `<H>`; absolute or relative
//! paths with at least two `/` as `<P>`; quoted strings of 24 bytes or more as `'<S>'`.
//! Runs of spaces collapse to one. Cost: one pass over the message; run on emitted
//! matches only (a few per MB).

/// Longest template kept, in bytes (longer ones are cut at a character boundary).
pub const MAX_TEMPLATE_BYTES: usize = 240;

#[inline]
fn is_word(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

/// The template of `message` (a line without its prefixes), lossy UTF-8.
pub fn of(message: &[u8]) -> String {
    let m = message;
    let mut out: Vec<u8> = Vec::with_capacity(m.len().min(MAX_TEMPLATE_BYTES + 8));
    let mut i = 0;
    while i < m.len() && out.len() < MAX_TEMPLATE_BYTES {
        let b = m[i];
        if b == 0x1b && m.get(i + 1) == Some(&b'[') {
            // A terminal's colour or cursor code (ECMA-48 CSI: ESC [, parameter bytes,
            // intermediate bytes, one final byte) is how the line was shown, not what it says.
            let mut j = i + 2;
            while j < m.len() && (0x20..=0x3f).contains(&m[j]) {
                j += 1;
            }
            if j < m.len() && (0x40..=0x7e).contains(&m[j]) {
                i = j + 1;
                continue;
            }
        }
        let word_start = i == 0 || !is_word(m[i - 1]);
        if word_start && (b == b'/' || (b == b'.' && m.get(i + 1) == Some(&b'/'))) || (word_start && is_word(b) && path_ahead(m, i)) {
            if let Some(end) = path_end(m, i) {
                out.extend_from_slice(b"<P>");
                i = end;
                continue;
            }
        }
        if word_start && b == b'0' && matches!(m.get(i + 1), Some(b'x' | b'X')) && m.get(i + 2).is_some_and(|c| c.is_ascii_hexdigit()) {
            let mut j = i + 2;
            while j < m.len() && m[j].is_ascii_hexdigit() {
                j += 1;
            }
            out.extend_from_slice(b"<H>");
            i = j;
            continue;
        }
        if word_start && b.is_ascii_hexdigit() {
            let mut j = i;
            let (mut digit, mut letter) = (false, false);
            while j < m.len() && m[j].is_ascii_hexdigit() {
                digit |= m[j].is_ascii_digit();
                letter |= !m[j].is_ascii_digit();
                j += 1;
            }
            if j - i >= 8 && digit && letter && (j == m.len() || !is_word(m[j])) {
                out.extend_from_slice(b"<H>");
                i = j;
                continue;
            }
        }
        if b.is_ascii_digit() {
            let mut j = i;
            while j < m.len() && (m[j].is_ascii_digit() || (matches!(m[j], b'.' | b',' | b':') && m.get(j + 1).is_some_and(u8::is_ascii_digit))) {
                j += 1;
            }
            // Digits between two letters are part of a name (`p2p`, `P2PTimeoutError`,
            // `bf16x2`), not a value.
            let in_name = i > 0 && m[i - 1].is_ascii_alphabetic() && m.get(j).is_some_and(u8::is_ascii_alphabetic);
            if in_name {
                out.extend_from_slice(&m[i..j]);
            } else {
                out.extend_from_slice(b"<N>");
            }
            i = j;
            continue;
        }
        if (b == b'\'' || b == b'"') && word_start {
            if let Some(k) = memchr::memchr(b, &m[i + 1..]) {
                // Free text (it has a space); a quoted path or name is masked part by part.
                if k >= 24 && memchr::memchr(b' ', &m[i + 1..i + 1 + k]).is_some() {
                    out.extend_from_slice(&[b, b'<', b'S', b'>', b]);
                    i += k + 2;
                    continue;
                }
            }
        }
        if b == b' ' || b == b'\t' {
            if out.last() != Some(&b' ') {
                out.push(b' ');
            }
            i += 1;
            continue;
        }
        out.push(b);
        i += 1;
    }
    while out.last() == Some(&b' ') {
        out.pop();
    }
    let mut s = String::from_utf8_lossy(&out).into_owned();
    if s.len() > MAX_TEMPLATE_BYTES {
        let mut end = MAX_TEMPLATE_BYTES;
        while !s.is_char_boundary(end) {
            end -= 1;
        }
        s.truncate(end);
    }
    s
}

/// A byte that cannot be part of a path as logs print them (`pair.cc:561` ends at `:`).
fn ends_path(c: u8) -> bool {
    c.is_ascii_whitespace() || matches!(c, b'\'' | b'"' | b',' | b'(' | b')' | b'[' | b']' | b'<' | b'>' | b':')
}

/// A relative path starts here: a word followed, before any space, by `/` twice.
fn path_ahead(m: &[u8], i: usize) -> bool {
    let mut slashes = 0;
    for &c in &m[i..m.len().min(i + 128)] {
        match c {
            b'/' => slashes += 1,
            c if ends_path(c) => break,
            _ => {}
        }
        if slashes >= 2 {
            return true;
        }
    }
    false
}

/// End of a path starting at `i` (it holds at least two `/`), or None.
fn path_end(m: &[u8], i: usize) -> Option<usize> {
    let mut j = i;
    let mut slashes = 0;
    while j < m.len() && !ends_path(m[j]) {
        slashes += (m[j] == b'/') as u32;
        j += 1;
    }
    // A sentence's full stop after a path stays.
    while j > i && m[j - 1] == b'.' {
        j -= 1;
    }
    (slashes >= 2).then_some(j)
}

#[cfg(test)]
mod tests {
    use super::of;

    #[test]
    fn the_same_error_on_other_ranks_is_one_template() {
        let a = of(b"[Rank 3] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=5, OpType=ALLREDUCE, NumelIn=1048576) ran for 600035 milliseconds");
        let b = of(b"[Rank 11] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=5, OpType=ALLREDUCE, NumelIn=1048576) ran for 600121 milliseconds");
        assert_eq!(a, b);
        assert_eq!(a, "[Rank <N>] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=<N>, OpType=ALLREDUCE, NumelIn=<N>) ran for <N> milliseconds");
    }

    #[test]
    fn addresses_paths_and_long_strings_are_masked() {
        assert_eq!(
            of(b"RuntimeError: [/__w/pytorch/pytorch/third_party/gloo/gloo/transport/tcp/pair.cc:561] Connection closed by peer [127.0.0.1]:28565"),
            "RuntimeError: [<P>:<N>] Connection closed by peer [<N>]:<N>"
        );
        assert_eq!(of(b"segfault at 7f3a2b1c ip 0x00007f3a2b1c0000 error 4"), "segfault at <H> ip <H> error <N>");
        assert_eq!(
            of(b"FileNotFoundError: [Errno 2] No such file or directory: '/data/shards/shard-00017.bin'"),
            "FileNotFoundError: [Errno <N>] No such file or directory: '<P>'"
        );
        assert_eq!(of(b"KeyError: 'a very long key name that varies per sample 123'"), "KeyError: '<S>'");
        assert_eq!(of(b"ERROR   worker   3:  checksum   mismatch"), "ERROR worker <N>: checksum mismatch");
    }

    #[test]
    fn digits_inside_words_are_masked_and_hex_like_words_stay() {
        assert_eq!(of(b"ncclInternalError: cudaErrorLaunchFailure on sm_90 deadbeef 12345678"), "ncclInternalError: cudaErrorLaunchFailure on sm_<N> deadbeef <N>");
        assert_eq!(of(b"NCCL version 2.21.5+cuda12.4"), "NCCL version <N>+cuda<N>");
        // Between two letters the digits are part of a name (the last run of `bf16x2` is not).
        assert_eq!(
            of(b"megatron.core.pipeline_parallel.p2p_communication.P2PTimeoutError: Timeout from rank 1"),
            "megatron.core.pipeline_parallel.p2p_communication.P2PTimeoutError: Timeout from rank <N>"
        );
        assert_eq!(of(b"E1203 10:00:05.000000 42 a.cc:7] bf16x2 failed"), "E<N> <N> <N> a.cc:<N>] bf16x<N> failed");
    }

    #[test]
    fn terminal_colour_codes_are_dropped() {
        assert_eq!(of(b"\x1b[1;31mERROR\x1b[0m \x1b[2m[rank3]\x1b[0m: checksum mismatch"), "ERROR [rank<N>]: checksum mismatch");
        // An ESC that opens no complete sequence stays as it is.
        assert_eq!(of(b"ERROR \x1b[12"), "ERROR \x1b[<N>");
    }
}
