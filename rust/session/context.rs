//! A match's context: [`Session::build_match`] takes the lines before it (from the block,
//! then the stream's ring of earlier lines), [`Session::place_match`] the lines after it
//! in the block, and a match whose block ends first waits as [`Pending`] for the next
//! blocks ([`Session::fill_pending`]); [`Session::update_ring`] keeps the ring.

use super::{cut_at_char, cut_string, line_end, lossy_cut, Match, Session};
use crate::attribution::LineIdentity;
use crate::catalog::strip_eol;
use memchr::memrchr;

pub(super) struct Pending {
    pub(super) m: Match,
    pub(super) remaining: usize,
}

impl Session {
    #[allow(clippy::too_many_arguments)]
    pub(super) fn build_match(
        &self,
        stream: u32,
        sig: u32,
        offset: u64,
        line_no: u64,
        line: &[u8],
        truncated: bool,
        fields: Vec<(String, String)>,
        ident: &LineIdentity,
        ts: (Option<i64>, bool),
        block: &[u8],
        ls: usize,
        with_context: bool,
    ) -> Match {
        let opts = &self.scanner.options;
        let st = &self.streams[stream as usize];
        let id = &st.summary.identity;
        // Before-context: lines of this block before `ls`, then the ring.
        let mut before: Vec<String> = Vec::new();
        let want = if with_context { opts.context_before } else { 0 };
        let mut end = ls; // exclusive end of the region holding earlier lines (ends with '\n')
        while before.len() < want && end > 0 {
            let prev_end = end - 1; // index of the '\n' ending the previous line
            let start = memrchr(b'\n', &block[..prev_end]).map_or(0, |p| p + 1);
            before.push(lossy_cut(strip_eol(&block[start..prev_end]), opts.context_line_cap()).0);
            end = start;
        }
        if before.len() < want {
            for l in st.ring.iter().rev().take(want - before.len()) {
                before.push(String::from_utf8_lossy(l).into_owned());
            }
        }
        before.reverse();
        // A field that ends where a cut line ends was cut with it.
        let fields_cut = fields
            .iter()
            .map(|(_, v)| v.len() > opts.match_line_cap() || (truncated && line.ends_with(v.as_bytes())))
            .collect();
        let (line, cut) = lossy_cut(line, opts.match_line_cap());
        // A line without its own time may print the event's time in its text (slurmstepd's
        // `CANCELLED AT 2021-05-27T21:52:36`, src/slurmd/slurmstepd/req.c): the catalog
        // names it with the group `when`, and that beats a time inherited from an earlier line.
        let ts = match fields.iter().find(|(k, _)| k == "when") {
            Some((_, v)) if ts.1 || ts.0.is_none() => {
                crate::timestamp::parse_at(v.as_bytes(), 0, &st.clock).map_or(ts, |t| (Some(t.micros), false))
            }
            _ => ts,
        };
        let mut fields = fields;
        for (_, value) in fields.iter_mut() {
            cut_string(value, opts.match_line_cap());
        }
        Match {
            stream,
            signature: sig,
            offset,
            line_no,
            line,
            line_truncated: truncated || cut,
            fields,
            fields_cut,
            rank: id.rank.or(ident.rank),
            local_rank: id.local_rank.or(ident.local_rank),
            node: id.node.clone().or_else(|| ident.node.clone()),
            ts_micros: ts.0,
            ts_inherited: ts.1,
            before,
            after: Vec::new(),
            template: String::new(),
        }
    }

    /// Give a new match its after-context from the rest of the block; park it as pending
    /// if the block ends first.
    pub(super) fn place_match(&mut self, s: usize, mut m: Match, block: &[u8], le: usize) {
        let opts = &self.scanner.options;
        let want = self.scanner.follow(m.signature).context_after(opts.context_after);
        let mut start = le + 1;
        while m.after.len() < want && start < block.len() {
            let e = line_end(block, start);
            m.after.push(lossy_cut(strip_eol(&block[start..e]), opts.context_line_cap()).0);
            start = e + 1;
        }
        if m.after.len() < want {
            let remaining = want - m.after.len();
            self.streams[s].pending.push_back(Pending { m, remaining });
        } else {
            self.ready.push(m);
        }
    }

    /// Feed the first lines of `block` to matches waiting for after-context.
    pub(super) fn fill_pending(&mut self, s: usize, block: &[u8]) {
        if self.streams[s].pending.is_empty() {
            return;
        }
        let max_ctx = self.scanner.options.context_line_cap();
        let need = self.streams[s].pending.iter().map(|p| p.remaining).max().unwrap_or(0);
        let mut lines: Vec<String> = Vec::with_capacity(need);
        let mut start = 0;
        while lines.len() < need && start < block.len() {
            let e = line_end(block, start);
            lines.push(lossy_cut(strip_eol(&block[start..e]), max_ctx).0);
            start = e + 1;
        }
        let st = &mut self.streams[s];
        for p in st.pending.iter_mut() {
            let n = p.remaining.min(lines.len());
            p.m.after.extend_from_slice(&lines[..n]);
            p.remaining -= n;
        }
        while st.pending.front().map_or(false, |p| p.remaining == 0) {
            self.ready.push(st.pending.pop_front().unwrap().m);
        }
    }

    pub(super) fn update_ring(&mut self, s: usize, block: &[u8]) {
        let opts = &self.scanner.options;
        let want = opts.context_before.max(1);
        let mut tail: Vec<Vec<u8>> = Vec::new();
        let mut end = block.len();
        while tail.len() < want && end > 0 {
            let prev_end = end - 1;
            let start = memrchr(b'\n', &block[..prev_end]).map_or(0, |p| p + 1);
            // Cut exactly as context lines taken from a block are (`lossy_cut`), so that
            // context does not depend on where chunks end.
            tail.push(cut_at_char(strip_eol(&block[start..prev_end]), opts.context_line_cap()).0.to_vec());
            end = start;
        }
        let st = &mut self.streams[s];
        if tail.len() >= want {
            st.ring.clear();
        }
        for l in tail.into_iter().rev() {
            if st.ring.len() == want {
                st.ring.pop_front();
            }
            st.ring.push_back(l);
        }
    }
}
