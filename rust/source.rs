//! Opening inputs: plain files, gzip and zstd (detected by magic bytes, not by
//! name), UTF-16 text (decoded to UTF-8), other archive formats (recognised and
//! refused with a clear reason), and binary detection.

use std::fs::File;
use std::io::{self, BufReader, Read};
use std::path::Path;

use crate::decode::{Gzip, Salvage, Zstd};

/// What an input holds, detected from its first bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Compression {
    /// Plain bytes (UTF-8 or anything else).
    None,
    /// RFC 1952 gzip (`1f 8b`), possibly several concatenated members (pigz, bgzip).
    Gzip,
    /// Zstandard frames (`28 b5 2f fd`).
    Zstd,
    /// UTF-16 text (little or big endian, with or without a byte-order mark), decoded
    /// to UTF-8 while reading.
    Utf16 { big_endian: bool },
    /// A format firstfault does not read (bzip2, xz, lz4, zip, 7z): the name says which.
    Unsupported(&'static str),
}

/// Bytes of the head inspected for the format.
pub const SNIFF_BYTES: usize = 4096;

impl Compression {
    /// Detect from the first bytes of a file (up to [`SNIFF_BYTES`]).
    pub fn detect(head: &[u8]) -> Compression {
        const UNSUPPORTED: &[(&[u8], &str)] = &[
            (b"BZh", "bzip2"),
            (&[0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00], "xz"),
            (&[0x04, 0x22, 0x4d, 0x18], "lz4"),
            (b"PK\x03\x04", "zip"),
            (&[0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], "7z"),
        ];
        if head.starts_with(&[0x1f, 0x8b]) {
            return Compression::Gzip;
        }
        if head.starts_with(&[0x28, 0xb5, 0x2f, 0xfd]) {
            return Compression::Zstd;
        }
        for (magic, name) in UNSUPPORTED {
            if head.starts_with(magic) {
                return Compression::Unsupported(name);
            }
        }
        if head.starts_with(&[0xff, 0xfe]) {
            return Compression::Utf16 { big_endian: false };
        }
        if head.starts_with(&[0xfe, 0xff]) {
            return Compression::Utf16 { big_endian: true };
        }
        // UTF-16 without a BOM: ASCII-range text has a zero in every other byte.
        let n = head.len() & !1;
        if n >= 16 {
            let pairs = n / 2;
            let zero_hi = head[..n].chunks_exact(2).filter(|p| p[1] == 0 && p[0] != 0).count();
            let zero_lo = head[..n].chunks_exact(2).filter(|p| p[0] == 0 && p[1] != 0).count();
            if zero_hi * 10 >= pairs * 9 {
                return Compression::Utf16 { big_endian: false };
            }
            if zero_lo * 10 >= pairs * 9 {
                return Compression::Utf16 { big_endian: true };
            }
        }
        Compression::None
    }

    /// Short name: `plain`, `gzip`, `zstd`, `utf-16le`, `utf-16be`, or the unsupported format.
    pub fn name(self) -> &'static str {
        match self {
            Compression::None => "plain",
            Compression::Gzip => "gzip",
            Compression::Zstd => "zstd",
            Compression::Utf16 { big_endian: false } => "utf-16le",
            Compression::Utf16 { big_endian: true } => "utf-16be",
            Compression::Unsupported(name) => name,
        }
    }

    /// The format a file name claims by its extension, if it claims one.
    pub fn claimed_by_name(path: &Path) -> Option<&'static str> {
        let ext = path.extension()?.to_str()?.to_ascii_lowercase();
        Some(match ext.as_str() {
            "gz" | "gzip" | "tgz" => "gzip",
            "zst" | "zstd" => "zstd",
            "bz2" => "bzip2",
            "xz" => "xz",
            "lz4" => "lz4",
            "zip" => "zip",
            "7z" => "7z",
            _ => return None,
        })
    }
}

/// Buffer size for reading compressed input, in bytes.
const READ_BUF_BYTES: usize = 256 * 1024;

/// An opened input: its format, read from its first bytes, and the open file.
pub struct Opened {
    pub format: Compression,
    /// Size of the file on disk when it was opened, in bytes (`u64::MAX` for pipes).
    pub size_at_open: u64,
    /// Whether it is a regular file (not a pipe or a device).
    regular: bool,
    file: File,
    /// The first bytes, already read from `file` to detect the format.
    head: Vec<u8>,
}

impl Opened {
    /// The open file when it is a plain regular file (a caller may map it instead of
    /// reading it through [`into_reader`](Self::into_reader)); its read position is past
    /// the first [`SNIFF_BYTES`].
    pub fn plain_file(&self) -> Option<&File> {
        (self.format == Compression::None && self.regular).then_some(&self.file)
    }

    /// A reader of the decompressed (or decoded) bytes from the start. Plain files are
    /// read up to their size at open. Compressed ones are read through
    /// [`Salvage`](crate::decode::Salvage): a damaged or truncated archive yields
    /// every byte decoded before the damage, then the error.
    ///
    /// # Errors
    /// Setting up the zstd decoder (allocation). Decompression errors surface later,
    /// from `read`.
    pub fn into_reader(self) -> io::Result<Box<dyn Read + Send>> {
        let n = self.head.len() as u64;
        let raw = io::Cursor::new(self.head).chain(self.file);
        Ok(match self.format {
            Compression::None | Compression::Unsupported(_) => Box::new(raw.take(self.size_at_open.max(n))),
            Compression::Gzip => Box::new(Salvage::new(BufReader::with_capacity(READ_BUF_BYTES, raw), Gzip::new())),
            // Logs may be compressed with long windows (`zstd --long`): `Zstd` accepts them.
            Compression::Zstd => Box::new(Salvage::new(BufReader::with_capacity(READ_BUF_BYTES, raw), Zstd::new()?)),
            Compression::Utf16 { big_endian } => Box::new(Utf16Reader::new(raw.take(self.size_at_open.max(n)), big_endian)),
        })
    }
}

/// Open a path and detect its format from its first bytes; [`Opened::into_reader`]
/// then reads its decompressed bytes.
///
/// Plain files are read up to their size at open: a log still being written does
/// not keep the scan reading forever (the caller compares sizes and warns).
///
/// # Errors
/// The `io::Error` of `open` / the first read (not found, permission denied, a
/// directory, ...). Decompression errors surface later from `read`.
pub fn open(path: &Path) -> io::Result<Opened> {
    let mut f = File::open(path)?;
    let meta = f.metadata()?;
    if meta.is_dir() {
        return Err(io::Error::new(io::ErrorKind::Other, "is a directory"));
    }
    // Pipes and character devices (`<(zcat x.gz)`) have no size: read them to their end.
    let size_at_open = if meta.is_file() { meta.len() } else { u64::MAX };
    let mut head = vec![0u8; SNIFF_BYTES];
    let mut n = 0;
    while n < head.len() {
        match f.read(&mut head[n..]) {
            Ok(0) => break,
            Ok(k) => n += k,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        }
    }
    head.truncate(n);
    let format = Compression::detect(&head);
    Ok(Opened { format, size_at_open, regular: meta.is_file(), file: f, head })
}

/// True when the bytes look binary: they contain a NUL byte (ripgrep's heuristic) and
/// less than 90% of them are text (printable ASCII, tab, CR, LF, or bytes of 0x80 and
/// above, which UTF-8 text uses). A console log holding a few NULs and garbage a crashing
/// process printed stays text; a core file, an ELF binary, random bytes or a sparse file
/// of NULs does not.
pub fn looks_binary(head: &[u8]) -> bool {
    if memchr::memchr(0, head).is_none() {
        return false;
    }
    let text = head.iter().filter(|&&b| matches!(b, b'\t' | b'\n' | b'\r' | 0x20..=0x7e) || b >= 0x80).count();
    text * 10 < head.len() * 9
}

/// Decodes UTF-16 (LE or BE) to UTF-8 while reading. A leading byte-order mark is
/// dropped; unpaired surrogates become U+FFFD; a code unit or surrogate pair split
/// across reads is carried over.
pub struct Utf16Reader<R> {
    inner: R,
    big_endian: bool,
    /// Raw bytes read but not yet decoded (an odd byte, a pending high surrogate).
    carry: Vec<u8>,
    /// Decoded UTF-8 not yet handed out.
    out: Vec<u8>,
    out_pos: usize,
    started: bool,
    eof: bool,
}

impl<R: Read> Utf16Reader<R> {
    /// Wrap a reader of UTF-16 bytes.
    pub fn new(inner: R, big_endian: bool) -> Self {
        Utf16Reader { inner, big_endian, carry: Vec::new(), out: Vec::new(), out_pos: 0, started: false, eof: false }
    }

    fn refill(&mut self) -> io::Result<()> {
        let mut buf = vec![0u8; 64 * 1024];
        let k = loop {
            match self.inner.read(&mut buf) {
                Ok(k) => break k,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(e),
            }
        };
        if k == 0 {
            self.eof = true;
        }
        self.carry.extend_from_slice(&buf[..k]);
        let mut units: Vec<u16> = self
            .carry
            .chunks_exact(2)
            .map(|p| if self.big_endian { u16::from_be_bytes([p[0], p[1]]) } else { u16::from_le_bytes([p[0], p[1]]) })
            .collect();
        let mut keep = self.carry.len() % 2;
        // Do not decode a trailing high surrogate until its pair arrives.
        if !self.eof && units.last().map_or(false, |u| (0xd800..0xdc00).contains(u)) {
            units.pop();
            keep += 2;
        }
        if !self.started && !units.is_empty() {
            self.started = true;
            if units[0] == 0xfeff {
                units.remove(0);
            }
        }
        self.out.clear();
        self.out_pos = 0;
        for c in char::decode_utf16(units.iter().copied()) {
            let c = c.unwrap_or(char::REPLACEMENT_CHARACTER);
            let mut b = [0u8; 4];
            self.out.extend_from_slice(c.encode_utf8(&mut b).as_bytes());
        }
        if self.eof && keep > 0 {
            // A lone trailing byte: not a code unit.
            self.out.extend_from_slice("\u{fffd}".as_bytes());
            keep = 0;
        }
        let drain = self.carry.len() - keep;
        self.carry.drain(..drain);
        Ok(())
    }
}

impl<R: Read> Read for Utf16Reader<R> {
    fn read(&mut self, dst: &mut [u8]) -> io::Result<usize> {
        while self.out_pos >= self.out.len() {
            if self.eof {
                return Ok(0);
            }
            self.refill()?;
        }
        let n = (self.out.len() - self.out_pos).min(dst.len());
        dst[..n].copy_from_slice(&self.out[self.out_pos..self.out_pos + n]);
        self.out_pos += n;
        Ok(n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn utf16(s: &str, be: bool, bom: bool) -> Vec<u8> {
        let mut v = Vec::new();
        if bom {
            v.extend_from_slice(if be { &[0xfe, 0xff] } else { &[0xff, 0xfe] });
        }
        for u in s.encode_utf16() {
            v.extend_from_slice(&if be { u.to_be_bytes() } else { u.to_le_bytes() });
        }
        v
    }

    fn decode(bytes: &[u8], be: bool, chunk: usize) -> String {
        struct Chunked<'a>(&'a [u8], usize);
        impl Read for Chunked<'_> {
            fn read(&mut self, dst: &mut [u8]) -> io::Result<usize> {
                let n = self.1.min(self.0.len()).min(dst.len());
                dst[..n].copy_from_slice(&self.0[..n]);
                self.0 = &self.0[n..];
                Ok(n)
            }
        }
        let mut s = String::new();
        Utf16Reader::new(Chunked(bytes, chunk), be).read_to_string(&mut s).unwrap();
        s
    }

    #[test]
    fn a_log_with_a_few_nuls_is_text_a_binary_is_not() {
        let mut log = b"[rank3]: step 1 loss 2.0\n".repeat(400);
        log.extend_from_slice(b"\x00\x00\x00\x00\xb0'$\xf7\x03V\x00\x00\x04\x00\x00\x00garbage\n");
        assert!(!looks_binary(&log));
        assert!(looks_binary(&[0u8; 4096]));
        let mut elf = b"\x7fELF\x02\x01\x01\x00".to_vec();
        elf.extend((0..4096u32).map(|i| (i.wrapping_mul(2654435761) >> 13) as u8));
        assert!(looks_binary(&elf));
    }

    #[test]
    fn detects_formats() {
        assert_eq!(Compression::detect(&[0x1f, 0x8b, 8, 0]), Compression::Gzip);
        assert_eq!(Compression::detect(&[0x28, 0xb5, 0x2f, 0xfd, 0]), Compression::Zstd);
        assert_eq!(Compression::detect(b"BZh91AY&SY"), Compression::Unsupported("bzip2"));
        assert_eq!(Compression::detect(&[0xfd, b'7', b'z', b'X', b'Z', 0, 0]), Compression::Unsupported("xz"));
        assert_eq!(Compression::detect(b"PK\x03\x04rest"), Compression::Unsupported("zip"));
        assert_eq!(Compression::detect(&utf16("[rank1]: KeyError: 'x'\n", false, true)), Compression::Utf16 { big_endian: false });
        assert_eq!(Compression::detect(&utf16("[rank1]: KeyError: 'x'\n", false, false)), Compression::Utf16 { big_endian: false });
        assert_eq!(Compression::detect(&utf16("[rank1]: KeyError: 'x'\n", true, false)), Compression::Utf16 { big_endian: true });
        assert_eq!(Compression::detect(b"plain text log line\n"), Compression::None);
        assert_eq!(Compression::detect(&[0u8; 4096]), Compression::None, "NUL-filled is binary, not UTF-16");
        assert_eq!(Compression::claimed_by_name(Path::new("a/rank1.log.GZ")), Some("gzip"));
        assert_eq!(Compression::claimed_by_name(Path::new("a/rank1.log")), None);
    }

    #[test]
    fn decodes_utf16_across_any_chunking() {
        let text = "[rank3]: KeyError: 'labels' 🏖️ émoji\nnext line\n";
        for be in [false, true] {
            for bom in [false, true] {
                let bytes = utf16(text, be, bom);
                for chunk in [1, 2, 3, 5, 64, 100_000] {
                    assert_eq!(decode(&bytes, be, chunk), text, "be={be} bom={bom} chunk={chunk}");
                }
            }
        }
        // An unpaired surrogate and a lone trailing byte become U+FFFD.
        let mut bad = utf16("a", false, false);
        bad.extend_from_slice(&0xd800u16.to_le_bytes());
        bad.extend_from_slice(&utf16("b", false, false));
        bad.push(0x41);
        assert_eq!(decode(&bad, false, 3), "a\u{fffd}b\u{fffd}");
    }
}
