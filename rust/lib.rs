//! firstfault's native core: find failure signatures in distributed-training logs
//! at memory speed.
//!
//! The pipeline, one type per step:
//! 1. [`catalog::Scanner`]: a signature catalog compiled once (literal matcher +
//!    per-signature regexes). Immutable, shared between threads.
//! 2. [`session::Session`]: per-stream mutable state (partial line, context ring,
//!    pending after-context, timestamps, progress). Takes byte chunks of any size.
//! 3. [`session::Match`] and [`session::StreamSummary`]: sparse results, a few per
//!    MB of input, handed to Python (see `rust/py/`) for correlation.
//!
//! Around them: [`matcher`] (the only code that knows how literals are searched),
//! [`attribution`] (rank / node / time from prefixes and paths), [`timestamp`],
//! [`source`] (plain, gzip and zstd files, binary detection), [`decode`]
//! (decompression that keeps what precedes damage) and [`scan`] (many
//! files in parallel). Nothing here depends on Python: `cargo test` and
//! `cargo bench` run without it; the `python` feature adds the bindings.

pub mod attribution;
pub mod bench;
mod byteset;
pub mod catalog;
pub mod decode;
pub mod gen;
pub mod mapped;
pub mod mask;
pub mod matcher;
mod ngram;
mod ngram_table;
pub mod nonfinite;
pub mod problem;
pub mod scan;
pub mod session;
pub mod source;
pub mod template;
pub mod traceback;
pub mod timestamp;

#[cfg(feature = "python")]
mod py;

pub use catalog::{CatalogProblem, Follow, Role, ScanOptions, Scanner, SignatureSpec};
pub use session::{Match, ProgressSummary, Session, StreamSummary};
