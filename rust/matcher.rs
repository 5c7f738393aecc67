//! Literal matching: the only place that knows how anchor literals are searched.
//!
//! The rest of the crate asks two questions through [`Matcher`]:
//! 1. [`Matcher::next_candidate`]: where, at or after a position in a chunk of
//!    complete lines, is the next byte that lies in a *candidate line* (a line
//!    containing at least one literal)? This is the hot loop: it runs over every
//!    byte of the input.
//! 2. [`Matcher::line_signatures`]: which signatures have a literal in this one
//!    candidate line? This runs on candidate lines only.
//!
//! The hot loop is gated: every literal is reduced to a short, rare *gate*
//! substring (chosen by [`gate_for`]), and only the deduplicated gates go into
//! the automaton that scans the whole chunk. A gate hit only says "this line may
//! hold a literal"; question 2, over the full automaton of every literal,
//! decides. A small set of gates keeps the hot automaton in the size range where
//! aho-corasick uses its SIMD (Teddy) prefilter.

use aho_corasick::{AhoCorasick, AhoCorasickBuilder, AhoCorasickKind, Input, MatchKind};

/// Length in bytes of the gate chosen from each literal (shorter literals are
/// their own gate).
pub const GATE_LEN: usize = 4;

/// Byte rarity rank in typical log text: higher is rarer. Used to pick the
/// rarest window of each literal as its gate.
fn byte_cost(b: u8) -> u32 {
    match b {
        b' ' => 0,
        b'e' | b't' | b'a' | b'o' | b'i' | b'n' | b's' | b'r' => 1,
        b'l' | b'd' | b'c' | b'u' | b'h' | b'm' | b'p' | b'0'..=b'9' => 2,
        b'f' | b'g' | b'w' | b'y' | b'b' | b'v' | b'.' | b':' | b'=' | b'_' | b'/' | b',' | b'-' => 3,
        b'k' | b'x' | b'j' | b'q' | b'z' | b'[' | b']' | b'(' | b')' => 4,
        b'A'..=b'Z' => 5,
        _ => 6,
    }
}

/// Pick the gate of a literal: the window of `GATE_LEN` bytes with the highest
/// rarity score (sum of [`byte_cost`]), earliest on ties. Literals no longer than
/// `GATE_LEN` are their own gate.
pub fn gate_for(literal: &[u8]) -> &[u8] {
    if literal.len() <= GATE_LEN {
        return literal;
    }
    let mut best = 0usize;
    let mut best_score = 0u32;
    for i in 0..=literal.len() - GATE_LEN {
        let s: u32 = literal[i..i + GATE_LEN].iter().map(|&b| byte_cost(b)).sum();
        if s > best_score {
            best_score = s;
            best = i;
        }
    }
    &literal[best..best + GATE_LEN]
}

/// Compiled literal matcher. Immutable, `Send + Sync`; share one per scanner.
#[derive(Debug, Clone)]
pub struct Matcher {
    /// Hot-loop automaton over the deduplicated gates.
    gates: AhoCorasick,
    /// Every literal, for the per-line check (overlapping search).
    all: AhoCorasick,
    /// For each literal index in `all`: the signatures that list it.
    literal_signatures: Vec<Vec<u32>>,
    gate_count: usize,
}

impl Matcher {
    /// Build from `(signature index, literal)` pairs. Empty literals are rejected by
    /// the catalog before this point.
    ///
    /// # Errors
    /// The aho-corasick build error as text (only on pathological sizes).
    pub fn new(pairs: &[(u32, Vec<u8>)]) -> Result<Self, String> {
        let mut literals: Vec<Vec<u8>> = Vec::new();
        let mut literal_signatures: Vec<Vec<u32>> = Vec::new();
        let mut index = std::collections::HashMap::<Vec<u8>, usize>::new();
        for (sig, lit) in pairs {
            let i = *index.entry(lit.clone()).or_insert_with(|| {
                literals.push(lit.clone());
                literal_signatures.push(Vec::new());
                literals.len() - 1
            });
            if !literal_signatures[i].contains(sig) {
                literal_signatures[i].push(*sig);
            }
        }
        let mut gates: Vec<Vec<u8>> = literals.iter().map(|l| gate_for(l).to_vec()).collect();
        gates.sort();
        gates.dedup();
        let gate_count = gates.len();
        let gates_ac = AhoCorasickBuilder::new()
            .match_kind(MatchKind::LeftmostFirst)
            .kind(Some(AhoCorasickKind::DFA))
            .build(&gates)
            .or_else(|_| AhoCorasickBuilder::new().match_kind(MatchKind::LeftmostFirst).build(&gates))
            .map_err(|e| e.to_string())?;
        let all = AhoCorasickBuilder::new()
            .match_kind(MatchKind::Standard)
            .build(&literals)
            .map_err(|e| e.to_string())?;
        Ok(Matcher { gates: gates_ac, all, literal_signatures, gate_count })
    }

    /// Number of distinct literals.
    pub fn literal_count(&self) -> usize {
        self.literal_signatures.len()
    }

    /// Number of distinct gates in the hot automaton.
    pub fn gate_count(&self) -> usize {
        self.gate_count
    }

    /// Position of the next gate hit at or after `from` in `haystack`, or `None`.
    /// Cost: one automaton pass over the bytes it skips.
    #[inline]
    pub fn next_candidate(&self, haystack: &[u8], from: usize) -> Option<usize> {
        if from >= haystack.len() {
            return None;
        }
        self.gates.find(Input::new(haystack).span(from..haystack.len())).map(|m| m.start())
    }

    /// Signatures having at least one literal in `line`, appended to `out`
    /// sorted and deduplicated. Cost: O(line length) plus matches.
    pub fn line_signatures(&self, line: &[u8], out: &mut Vec<u32>) {
        out.clear();
        for m in self.all.find_overlapping_iter(line) {
            out.extend_from_slice(&self.literal_signatures[m.pattern().as_usize()]);
        }
        out.sort_unstable();
        out.dedup();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gate_prefers_rare_bytes() {
        assert_eq!(gate_for(b"CUDA out of memory"), b"CUDA");
        assert_eq!(gate_for(b"abc"), b"abc");
        assert_eq!(gate_for(b"Watchdog caught collective operation timeout: "), b"Watc");
    }

    #[test]
    fn candidates_and_line_signatures() {
        let m = Matcher::new(&[
            (0, b"CUDA out of memory".to_vec()),
            (1, b"out of memory".to_vec()),
            (2, b"Watchdog caught".to_vec()),
            (2, b"WorkNCCL(SeqNum=".to_vec()),
        ])
        .unwrap();
        let hay = b"step 1\nRuntimeError: CUDA out of memory. Tried\nok\n";
        let c = m.next_candidate(hay, 0).unwrap();
        assert!(c >= 7 && c < 47);
        let mut out = vec![];
        m.line_signatures(b"RuntimeError: CUDA out of memory. Tried", &mut out);
        assert_eq!(out, vec![0, 1]);
        m.line_signatures(b"Watchdog caught x WorkNCCL(SeqNum=1", &mut out);
        assert_eq!(out, vec![2]);
        m.line_signatures(b"nothing", &mut out);
        assert!(out.is_empty());
        assert_eq!(m.next_candidate(b"plain text\n", 0), None);
    }
}
