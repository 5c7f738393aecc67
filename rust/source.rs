//! Opening inputs: plain files, gzip and zstd (detected by magic bytes, not by
//! name), and binary detection.

use std::fs::File;
use std::io::{self, BufReader, Read};
use std::path::Path;

/// Compression of an input, detected from its first bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Compression {
    None,
    /// RFC 1952 gzip (`1f 8b`), possibly several concatenated members (pigz, bgzip).
    Gzip,
    /// Zstandard frames (`28 b5 2f fd`).
    Zstd,
}

impl Compression {
    /// Detect from the first bytes of a file.
    pub fn detect(magic: &[u8]) -> Compression {
        if magic.starts_with(&[0x1f, 0x8b]) {
            Compression::Gzip
        } else if magic.starts_with(&[0x28, 0xb5, 0x2f, 0xfd]) {
            Compression::Zstd
        } else {
            Compression::None
        }
    }

    /// Short name: `plain`, `gzip`, `zstd`.
    pub fn name(self) -> &'static str {
        match self {
            Compression::None => "plain",
            Compression::Gzip => "gzip",
            Compression::Zstd => "zstd",
        }
    }
}

/// Buffer size for reading compressed input, in bytes.
const READ_BUF_BYTES: usize = 256 * 1024;

/// Open a path and return a reader of its decompressed bytes.
///
/// # Errors
/// The `io::Error` of `open` / the first read (not found, permission denied, a
/// directory, ...). Decompression errors surface later from `read`.
pub fn open(path: &Path) -> io::Result<(Box<dyn Read + Send>, Compression)> {
    let mut f = File::open(path)?;
    if f.metadata()?.is_dir() {
        return Err(io::Error::new(io::ErrorKind::Other, "is a directory"));
    }
    let mut magic = [0u8; 4];
    let mut n = 0;
    while n < magic.len() {
        match f.read(&mut magic[n..])? {
            0 => break,
            k => n += k,
        }
    }
    let comp = Compression::detect(&magic[..n]);
    let head = io::Cursor::new(magic[..n].to_vec());
    let raw = head.chain(f);
    let reader: Box<dyn Read + Send> = match comp {
        Compression::None => Box::new(raw),
        Compression::Gzip => {
            Box::new(flate2::read::MultiGzDecoder::new(BufReader::with_capacity(READ_BUF_BYTES, raw)))
        }
        Compression::Zstd => {
            let mut d = zstd::stream::read::Decoder::with_buffer(BufReader::with_capacity(READ_BUF_BYTES, raw))?;
            // Logs may be compressed with long windows (`zstd --long`).
            d.window_log_max(31)?;
            Box::new(d)
        }
    };
    Ok((reader, comp))
}

/// True when the bytes look binary: they contain a NUL byte (ripgrep's heuristic).
pub fn looks_binary(head: &[u8]) -> bool {
    memchr::memchr(0, head).is_some()
}
