//! The options of a scan ([`ScanOptions`]): context, caps, masking, the year and zone
//! of times printed without them. A [`Scanner`](crate::catalog::Scanner) holds them;
//! [`Scanner::with_options`](crate::catalog::Scanner::with_options) swaps them without a
//! recompile.

/// Options that shape what a [`Session`](crate::session::Session) emits.
#[derive(Debug, Clone)]
pub struct ScanOptions {
    /// Lines of context kept before each match (same stream). Default 100.
    pub context_before: usize,
    /// Lines of context kept after each match (same stream). Default 10.
    pub context_after: usize,
    /// Longest line kept and matched, in bytes; longer lines are truncated to this and
    /// counted in `truncated_lines`. Default 1 MiB.
    pub max_line_bytes: usize,
    /// Longest context line kept, in bytes (context lines are truncated to this and to
    /// `max_line_bytes`). Default 2 KiB.
    pub max_context_line_bytes: usize,
    /// Longest matched line kept in a match, in bytes, and longest extracted field
    /// value. The whole line (up to `max_line_bytes`) is matched and its fields are
    /// extracted first; only the kept copy is cut. Each match holds its own copy, so
    /// this bounds memory when long lines hold many literals. Default 64 KiB.
    pub max_match_line_bytes: usize,
    /// Year used for timestamp forms without a year (glog `E1129`, syslog). Default 1970
    /// (the caller should pass the file's modification year).
    pub year_hint: i64,
    /// The zone of times printed without one (`--tz`); None reads them as UTC.
    pub zone: Option<jiff::tz::TimeZone>,
    /// What to mask in everything emitted (matches, context, fields, summaries).
    /// Default: secrets only.
    pub mask: crate::mask::MaskOptions,
    /// Matches kept per stream; later ones are counted in `dropped_matches`, except the
    /// first match of a signature not yet seen on the stream, which is always kept.
    /// Default 10,000.
    pub max_matches_per_stream: usize,
    /// Matches per signature and stream that carry context; later matches of the same
    /// signature keep only their own line (bounds memory when one signature fires on
    /// every line). Default 50.
    pub max_context_matches_per_signature: usize,
}

impl ScanOptions {
    /// Effective cap for context lines: the smaller of the two line caps.
    pub fn context_line_cap(&self) -> usize {
        self.max_context_line_bytes.min(self.max_line_bytes)
    }

    /// The clock of a stream whose files give no year: `year_hint` and `zone`.
    pub fn clock(&self) -> crate::timestamp::Clock {
        crate::timestamp::Clock { year: self.year_hint, zone: self.zone.clone(), not_after: None }
    }

    /// Effective cap for a match's kept line and field values.
    pub fn match_line_cap(&self) -> usize {
        self.max_match_line_bytes.min(self.max_line_bytes)
    }
}

impl Default for ScanOptions {
    fn default() -> Self {
        ScanOptions {
            context_before: 100,
            context_after: 10,
            max_line_bytes: 1 << 20,
            max_context_line_bytes: 2048,
            max_match_line_bytes: 64 << 10,
            year_hint: 1970,
            zone: None,
            mask: crate::mask::MaskOptions::default(),
            max_matches_per_stream: 10_000,
            max_context_matches_per_signature: 50,
        }
    }
}
