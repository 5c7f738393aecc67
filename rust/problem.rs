//! What can go wrong with an input, and why a Kafka record is set aside: one slug per
//! kind, defined here once. The core reports some of them itself; the Python side's
//! walk, archive reader, limits and record decoder report the others, and reads what
//! each kind means for a diagnosis (`problem_kinds()` in `rust/py/mod.rs`).

/// A kind of input problem (`InputProblem::kind`; `problems[].kind` in the JSON report).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ProblemKind {
    NotFound,
    PermissionDenied,
    IsDirectory,
    BrokenLink,
    SymlinkLoop,
    NotAFile,
    IoError,
    CorruptArchive,
    TarDamaged,
    UnsupportedFormat,
    FormatMismatch,
    UnsafeMember,
    NestedArchive,
    Binary,
    OwnReport,
    Empty,
    EmptyDirectory,
    FileShrank,
    FileGrew,
    TooManyStreams,
    LongLines,
    MatchesDropped,
    SeveralJobs,
    NoInput,
}

/// What a kind means for the diagnosis of the job the input belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Loss {
    /// Everything the input holds was read (or it is no input of a job: a path that
    /// does not exist, a warning about the scan as a whole).
    None,
    /// The input was not read, but held no log lines to lose (an empty directory; a
    /// binary file beside the logs: an event file, a core dump).
    NothingToLose,
    /// Some or all of its log lines were not read: the failure may be there.
    Lines,
    /// Read up to an error: its lines end there, so its last line is where the read
    /// broke, not where the rank stopped logging (and it lost lines too).
    ReadBroke,
}

impl ProblemKind {
    /// Every kind, in the order the README's table lists them.
    pub const ALL: [ProblemKind; 24] = [
        ProblemKind::NotFound,
        ProblemKind::PermissionDenied,
        ProblemKind::IsDirectory,
        ProblemKind::BrokenLink,
        ProblemKind::SymlinkLoop,
        ProblemKind::NotAFile,
        ProblemKind::IoError,
        ProblemKind::CorruptArchive,
        ProblemKind::TarDamaged,
        ProblemKind::UnsupportedFormat,
        ProblemKind::FormatMismatch,
        ProblemKind::UnsafeMember,
        ProblemKind::NestedArchive,
        ProblemKind::Binary,
        ProblemKind::OwnReport,
        ProblemKind::Empty,
        ProblemKind::EmptyDirectory,
        ProblemKind::FileShrank,
        ProblemKind::FileGrew,
        ProblemKind::TooManyStreams,
        ProblemKind::LongLines,
        ProblemKind::MatchesDropped,
        ProblemKind::SeveralJobs,
        ProblemKind::NoInput,
    ];

    /// The stable slug (`permission_denied`).
    pub fn slug(self) -> &'static str {
        self.describe().0
    }

    /// What happened, in a few words, for the README and `--help`.
    pub fn meaning(self) -> &'static str {
        self.describe().1
    }

    /// What the input's problem cost the diagnosis.
    pub fn loss(self) -> Loss {
        self.describe().2
    }

    fn describe(self) -> (&'static str, &'static str, Loss) {
        use Loss::*;
        use ProblemKind::*;
        match self {
            NotFound => ("not_found", "the path does not exist, or a glob matched no file", None),
            PermissionDenied => ("permission_denied", "the file or directory could not be opened", Lines),
            IsDirectory => ("is_directory", "a directory where a file was expected", None),
            BrokenLink => ("broken_link", "a symbolic link to nothing", None),
            SymlinkLoop => ("symlink_loop", "too many levels of symbolic links", None),
            NotAFile => ("not_a_file", "a device, socket or pipe in a directory: not read", None),
            IoError => ("io_error", "reading failed part way (or a member could not be copied out)", ReadBroke),
            CorruptArchive => ("corrupt_archive", "a compressed file or tar archive damaged or cut short: read up to the damage", ReadBroke),
            TarDamaged => ("tar_damaged", "a tar archive unreadable from some member on: later members lost", ReadBroke),
            UnsupportedFormat => ("unsupported_format", "a compression the scanner does not read (xz, zip, zstd tar): not read", Lines),
            FormatMismatch => ("format_mismatch", "named as one compression, holding another: read as what it holds", None),
            UnsafeMember => ("unsafe_member", "a tar member whose name leaves the archive: not read", Lines),
            NestedArchive => ("nested_archive", "a tar archive inside a tar archive: not read", Lines),
            Binary => ("binary", "binary data (NUL bytes), no log: skipped unless --binary", NothingToLose),
            OwnReport => ("own_report", "firstfault's own report (a scan's JSON or text output) saved beside the logs, or a text report pasted above a log: its lines not read as a log", NothingToLose),
            Empty => ("empty", "an empty file or stream", None),
            EmptyDirectory => ("empty_directory", "a directory with no log file in it", NothingToLose),
            FileShrank => ("file_shrank", "the file was cut while it was read: its end was lost", ReadBroke),
            FileGrew => ("file_grew", "the file grew while it was read: the part written later was not read", None),
            TooManyStreams => ("too_many_streams", "over --max-streams: the input was not scanned", Lines),
            LongLines => ("long_lines", "lines over --max-line-bytes were cut: their ends were not matched", None),
            MatchesDropped => ("matches_dropped", "matches over --max-matches-per-job were dropped (the first and last of each kept)", None),
            SeveralJobs => ("several_jobs", "one job's inputs look like several jobs run one after another", None),
            NoInput => ("no_input", "no input could be read at all", None),
        }
    }
}

/// Why a Kafka record is set aside (a dead letter): one slug each, as `watch` counts
/// them and writes them to the dead-letter output.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DeadLetterReason {
    /// The value holds NUL bytes or is not UTF-8.
    Binary,
    /// A `json` record that is not a JSON object.
    InvalidJson,
    /// No value, no message field, or no job (no key, no job header or field).
    MissingField,
    /// A value over `--max-record-bytes`.
    TooLarge,
}

impl DeadLetterReason {
    /// Every reason, in the order `watch` reports them.
    pub const ALL: [DeadLetterReason; 4] = [DeadLetterReason::Binary, DeadLetterReason::InvalidJson, DeadLetterReason::MissingField, DeadLetterReason::TooLarge];

    /// The stable slug (`invalid_json`).
    pub fn slug(self) -> &'static str {
        match self {
            DeadLetterReason::Binary => "binary",
            DeadLetterReason::InvalidJson => "invalid_json",
            DeadLetterReason::MissingField => "missing_field",
            DeadLetterReason::TooLarge => "too_large",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_is_listed_once_with_its_own_slug() {
        let slugs: std::collections::HashSet<_> = ProblemKind::ALL.iter().map(|k| k.slug()).collect();
        assert_eq!(slugs.len(), ProblemKind::ALL.len());
        assert!(ProblemKind::ALL.iter().all(|k| !k.meaning().is_empty()));
        let reasons: std::collections::HashSet<_> = DeadLetterReason::ALL.iter().map(|r| r.slug()).collect();
        assert_eq!(reasons.len(), DeadLetterReason::ALL.len());
    }
}
