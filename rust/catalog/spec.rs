//! One signature as the core receives it ([`SignatureSpec`]): what it means for
//! correlation ([`Role`]) and what its line starts ([`Follow`]). The catalog is loaded
//! and validated in Python (`catalog_schema.py`); these are the fields matching needs.

/// What a signature means for correlation. Only `Progress` changes scanning:
/// progress matches are folded into per-stream summaries instead of being emitted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    Initiator,
    Victim,
    Context,
    Progress,
    /// Generic failure evidence: an error-level line of any program, cause unknown.
    Error,
    /// Completion evidence: a launcher's clean exit, a framework's final line.
    Success,
}

impl Role {
    /// Parse `initiator`, `victim`, `context`, `progress`, `error` or `success`.
    pub fn parse(s: &str) -> Option<Role> {
        match s {
            "initiator" => Some(Role::Initiator),
            "victim" => Some(Role::Victim),
            "context" => Some(Role::Context),
            "progress" => Some(Role::Progress),
            "error" => Some(Role::Error),
            "success" => Some(Role::Success),
            _ => None,
        }
    }
}

/// What a signature's literal line starts: for [`Follow::PythonTraceback`] the match is
/// not that line but the exception line ending the traceback it opens
/// ([`crate::traceback`]), with the exception's type, message and innermost frame as
/// fields. For [`Follow::FaulthandlerDump`] the match is the line, and its after-context
/// is long enough for the stacks CPython's faulthandler writes after it.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Follow {
    #[default]
    None,
    PythonTraceback,
    FaulthandlerDump,
}

/// After-context kept for a [`Follow::FaulthandlerDump`] match: faulthandler writes every
/// thread's stack (a header, its frames or `<no Python frame>`, a blank line), newest
/// thread first, so the main thread comes last (CPython Python/traceback.c
/// `_Py_DumpTracebackThreads`); a torch process has a dozen threads or more.
pub const FAULTHANDLER_DUMP_LINES: usize = 160;

impl Follow {
    /// Parse `python_traceback`, `faulthandler_dump` (or nothing: [`Follow::None`]).
    pub fn parse(s: Option<&str>) -> Option<Follow> {
        match s {
            None | Some("") => Some(Follow::None),
            Some("python_traceback") => Some(Follow::PythonTraceback),
            Some("faulthandler_dump") => Some(Follow::FaulthandlerDump),
            _ => None,
        }
    }

    /// Lines of after-context a match of this kind keeps, given the scan's default.
    pub fn context_after(self, default: usize) -> usize {
        match self {
            Follow::FaulthandlerDump => default.max(FAULTHANDLER_DUMP_LINES),
            _ => default,
        }
    }
}

/// One signature as the matcher needs it.
#[derive(Debug, Clone)]
pub struct SignatureSpec {
    /// Stable id, `<area>.<snake_name>`.
    pub id: String,
    /// Anchor literals; a line is a candidate for this signature when one occurs in it.
    pub literals: Vec<String>,
    /// Optional regex (Rust `regex` syntax) run on the line's *message* (the line after
    /// the rank/role/label prefixes); it must match for the line to count, and its named
    /// groups become the match's fields.
    pub regex: Option<String>,
    /// Literals that veto the match when present anywhere in the line.
    pub exclude: Vec<String>,
    pub role: Role,
    /// What the literal line starts (default: nothing; the line itself is the match).
    pub follow: Follow,
}
