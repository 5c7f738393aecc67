//! Decompressing readers that hand out every byte decoded before an error.
//!
//! `flate2::read::MultiGzDecoder` and `zstd::stream::read::Decoder` return `Err` from
//! the `read` call in which the stream breaks, and the bytes that call had already
//! written into the caller's buffer are lost with it: up to a whole buffer (1 MiB
//! and more here) of readable log before a damaged spot, often the very lines that
//! name the failure. [`Salvage`] drives the raw decoders itself: a `read` that hits
//! corruption returns the bytes decoded before it, and the next `read` returns the
//! error. What is lost is then only what the format itself cannot give back (the
//! rest of the damaged deflate block or zstd block): what Python's
//! `zlib.decompressobj` gives, and at least what `zcat` and `zstd -dc` give (they drop
//! their last output buffer at an error).

use std::io::{self, BufRead, Read};

/// What one decoder step did.
pub enum Step {
    /// Input consumed or output produced; the member (gzip) or frame (zstd) goes on.
    Within,
    /// A gzip member or zstd frame ended; the next input starts another.
    Ended,
}

/// A raw streaming decoder: [`Salvage`] feeds it input and output buffers.
pub trait Decode {
    /// Decode from `input` into `output`. Returns the input bytes consumed and the
    /// output bytes produced (both counted even when the step fails) and the outcome.
    fn step(&mut self, input: &[u8], output: &mut [u8]) -> (usize, usize, io::Result<Step>);
    /// Start a new member or frame after [`Step::Ended`] (before more input is fed).
    fn restart(&mut self) -> io::Result<()>;
    /// The format's name in messages: `gzip`, `zstd`.
    fn name(&self) -> &'static str;
    /// What the format calls one unit of a stream: `member` (gzip), `frame` (zstd).
    fn unit(&self) -> &'static str;
}

/// A [`Read`] over a [`Decode`]r: concatenated members or frames are read one after
/// another; a stream that ends inside one is an `UnexpectedEof` error; a read that
/// meets corruption first returns what was decoded before it.
pub struct Salvage<R, D> {
    inner: R,
    decoder: D,
    /// The error to return from the next `read` (its bytes were handed out first).
    pending: Option<io::Error>,
    /// Inside a member or frame: input fed since it started, end not seen yet.
    within: bool,
    /// A member or frame ended: the decoder restarts before the next input.
    ended: bool,
    /// An error was returned: every later `read` returns 0.
    failed: bool,
}

impl<R: BufRead, D: Decode> Salvage<R, D> {
    /// Read `inner`'s compressed bytes through `decoder`.
    pub fn new(inner: R, decoder: D) -> Self {
        Salvage { inner, decoder, pending: None, within: false, ended: false, failed: false }
    }

    fn fail(&mut self, e: io::Error) -> io::Result<usize> {
        self.failed = true;
        Err(e)
    }
}

impl<R: BufRead, D: Decode> Read for Salvage<R, D> {
    fn read(&mut self, dst: &mut [u8]) -> io::Result<usize> {
        if let Some(e) = self.pending.take() {
            return self.fail(e);
        }
        if self.failed || dst.is_empty() {
            return Ok(0);
        }
        loop {
            let input = match self.inner.fill_buf() {
                Ok(input) => input,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return self.fail(e),
            };
            if input.is_empty() {
                if self.within {
                    let e = io::Error::new(
                        io::ErrorKind::UnexpectedEof,
                        format!("the input ends inside a {} {} (truncated)", self.decoder.name(), self.decoder.unit()),
                    );
                    return self.fail(e);
                }
                return Ok(0);
            }
            if self.ended {
                if let Err(e) = self.decoder.restart() {
                    return self.fail(e);
                }
                self.ended = false;
            }
            let (used, made, outcome) = self.decoder.step(input, dst);
            self.inner.consume(used);
            match outcome {
                Ok(Step::Ended) => {
                    self.within = false;
                    self.ended = true;
                }
                Ok(Step::Within) => self.within |= used > 0 || made > 0,
                Err(e) if made > 0 => {
                    self.pending = Some(e);
                    return Ok(made);
                }
                Err(e) => return self.fail(e),
            }
            if made > 0 {
                return Ok(made);
            }
            if used == 0 && !self.ended {
                // Neither input taken nor output made with room for both: the decoder
                // is stuck (cannot happen with zlib or zstd; guards against a loop).
                let e = io::Error::new(io::ErrorKind::InvalidData, format!("{} decoder made no progress", self.decoder.name()));
                return self.fail(e);
            }
        }
    }
}

/// Gzip members (RFC 1952) through zlib's gzip mode: header, deflate data and the
/// CRC-32 / length trailer are all checked by zlib (`flate2::Decompress`, zlib-rs).
pub struct Gzip(flate2::Decompress);

impl Gzip {
    /// A decoder for the first member.
    pub fn new() -> Self {
        Gzip(flate2::Decompress::new_gzip(15))
    }
}

impl Default for Gzip {
    fn default() -> Self {
        Self::new()
    }
}

impl Decode for Gzip {
    /// Zero bytes where a member would start are padding (some writers pad archives to a
    /// block size; `gzip -d` accepts them after the last member): passed over as if a
    /// member had ended, and a member after them is read too.
    fn step(&mut self, input: &[u8], output: &mut [u8]) -> (usize, usize, io::Result<Step>) {
        if self.0.total_in() == 0 && input.first() == Some(&0) {
            let zeros = input.iter().position(|&b| b != 0).unwrap_or(input.len());
            return (zeros, 0, Ok(Step::Ended));
        }
        let (in0, out0) = (self.0.total_in(), self.0.total_out());
        let r = self.0.decompress(input, output, flate2::FlushDecompress::None);
        let (used, made) = ((self.0.total_in() - in0) as usize, (self.0.total_out() - out0) as usize);
        let outcome = match r {
            Ok(flate2::Status::StreamEnd) => Ok(Step::Ended),
            Ok(_) => Ok(Step::Within),
            Err(e) => Err(io::Error::new(io::ErrorKind::InvalidData, format!("corrupt deflate data ({e})"))),
        };
        (used, made, outcome)
    }

    fn restart(&mut self) -> io::Result<()> {
        self.0 = flate2::Decompress::new_gzip(15);
        Ok(())
    }

    fn name(&self) -> &'static str {
        "gzip"
    }

    fn unit(&self) -> &'static str {
        "member"
    }
}

/// Zstandard frames through libzstd's streaming decoder (`zstd::stream::raw`);
/// skippable frames are passed over by libzstd.
pub struct Zstd(zstd::stream::raw::Decoder<'static>);

impl Zstd {
    /// A decoder that accepts windows up to 2 GiB (`zstd --long=31`).
    ///
    /// # Errors
    /// libzstd failing to allocate its context.
    pub fn new() -> io::Result<Self> {
        let mut d = zstd::stream::raw::Decoder::new()?;
        d.set_parameter(zstd::stream::raw::DParameter::WindowLogMax(31))?;
        Ok(Zstd(d))
    }
}

impl Zstd {
    /// One `ZSTD_decompressStream` call: input and output bytes used, and its hint
    /// (0: a frame ended and is flushed).
    fn run(&mut self, input: &[u8], output: &mut [u8]) -> (usize, usize, io::Result<usize>) {
        use zstd::stream::raw::{InBuffer, Operation, OutBuffer};
        let mut src = InBuffer::around(input);
        let mut dst = OutBuffer::around(output);
        let r = self.0.run(&mut src, &mut dst);
        let r = r.map_err(|e| io::Error::new(io::ErrorKind::InvalidData, format!("corrupt zstd data ({e})")));
        (src.pos(), dst.pos(), r)
    }
}

fn zstd_outcome(hint: io::Result<usize>) -> io::Result<Step> {
    hint.map(|h| if h == 0 { Step::Ended } else { Step::Within })
}

impl Decode for Zstd {
    /// libzstd reports no output from a call that fails, though the blocks it decoded
    /// before the damaged one in that call were written: a call given a whole input
    /// buffer and a 1 MiB output would lose up to 1 MiB of good log. So no call that
    /// may fail is given room for more than one block's output. libzstd decodes a
    /// block (into its own buffer, then copies out) only in the call that supplies
    /// the block's last input byte; a call with no input only copies out what is
    /// decoded. A step is then: copy out what is decoded; if nothing was, feed input
    /// with one byte of output room, which stops the call after the first block that
    /// has output (only that block can fail, and its bytes are not good); then copy
    /// out the rest of that block with no input. Three calls per block of up to
    /// 128 KiB.
    fn step(&mut self, input: &[u8], output: &mut [u8]) -> (usize, usize, io::Result<Step>) {
        let (_, flushed, hint) = self.run(&[], output);
        if flushed > 0 || hint.is_err() {
            return (0, flushed, zstd_outcome(hint));
        }
        let (used, made, hint) = self.run(input, &mut output[..1]);
        if made == 0 || !matches!(hint, Ok(h) if h > 0) || output.len() == 1 {
            return (used, made, zstd_outcome(hint));
        }
        let (_, more, hint) = self.run(&[], &mut output[1..]);
        (used, made + more, zstd_outcome(hint))
    }

    fn restart(&mut self) -> io::Result<()> {
        // libzstd starts the next frame by itself once one has ended.
        Ok(())
    }

    fn name(&self) -> &'static str {
        "zstd"
    }

    fn unit(&self) -> &'static str {
        "frame"
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::{BufReader, Write};

    fn lines(n: usize) -> Vec<u8> {
        (0..n).map(|i| format!("[rank3]: step {i}/99999 | loss {:.4} | lr 1.0e-4\n", 1.0 / (i + 1) as f64)).collect::<String>().into_bytes()
    }

    fn gz(body: &[u8]) -> Vec<u8> {
        let mut e = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::new(6));
        e.write_all(body).unwrap();
        e.finish().unwrap()
    }

    /// Read everything with reads of `chunk` bytes: the bytes and the error, if any.
    fn read_all(mut r: impl Read, chunk: usize) -> (Vec<u8>, Option<io::Error>) {
        let (mut out, mut buf) = (Vec::new(), vec![0u8; chunk]);
        loop {
            match r.read(&mut buf) {
                Ok(0) => return (out, None),
                Ok(k) => out.extend_from_slice(&buf[..k]),
                Err(e) => return (out, Some(e)),
            }
        }
    }

    fn gunzip(data: &[u8], chunk: usize) -> (Vec<u8>, Option<io::Error>) {
        read_all(Salvage::new(BufReader::with_capacity(4096, data), Gzip::new()), chunk)
    }

    fn unzstd(data: &[u8], chunk: usize) -> (Vec<u8>, Option<io::Error>) {
        read_all(Salvage::new(BufReader::with_capacity(4096, data), Zstd::new().unwrap()), chunk)
    }

    #[test]
    fn reads_concatenated_members_and_frames_whole() {
        let (a, b) = (lines(3000), lines(700));
        let mut two_gz = gz(&a);
        two_gz.extend(gz(&b));
        let mut two_zst = zstd::encode_all(&a[..], 3).unwrap();
        two_zst.extend(zstd::encode_all(&b[..], 3).unwrap());
        let whole = [a.clone(), b.clone()].concat();
        for chunk in [1, 7, 4096, 1 << 20] {
            assert_eq!(gunzip(&two_gz, chunk).0, whole, "gzip chunk={chunk}");
            assert!(gunzip(&two_gz, chunk).1.is_none());
            assert_eq!(unzstd(&two_zst, chunk).0, whole, "zstd chunk={chunk}");
            assert!(unzstd(&two_zst, chunk).1.is_none());
        }
        assert_eq!(gunzip(b"", 4096).0, b"");
        assert!(gunzip(b"", 4096).1.is_none());
    }

    #[test]
    fn a_large_read_keeps_the_bytes_decoded_before_the_corruption() {
        let body = lines(40_000);
        let mut bad = gz(&body);
        // Damage the deflate data early: a reader that drops its buffer on error
        // returns nothing at all with a 1 MiB read.
        let at = bad.len() / 200;
        for b in &mut bad[at..at + 8] {
            *b ^= 0x5a;
        }
        let (small, e_small) = gunzip(&bad, 1);
        let (large, e_large) = gunzip(&bad, 1 << 20);
        assert!(e_small.is_some() && e_large.is_some());
        assert!(large.len() > 1000, "only {} bytes before the damage were kept", large.len());
        assert!(large == small, "a 1 MiB read keeps {} bytes, byte-by-byte reads {}", large.len(), small.len());
        // Deflate may decode a few damaged bytes into wrong text before it notices (as
        // zcat does); what precedes the damage is the real log.
        assert!(body.starts_with(&large[..1000]), "the kept bytes are the real ones");
        let e = e_large.unwrap();
        assert_eq!(e.kind(), io::ErrorKind::InvalidData);
        assert!(e.to_string().starts_with("corrupt deflate data"), "{e}");
    }

    /// `body` compressed with a block boundary after `body[..cut]`, and the block after
    /// it made invalid: a reserved block type (deflate `BTYPE=11`, zstd
    /// `Block_Type=3`). A decoder can give back exactly `body[..cut]`.
    fn damaged_at(body: &[u8], cut: usize, zstd_format: bool) -> Vec<u8> {
        let (mut head, mut tail);
        if zstd_format {
            use zstd::stream::raw::{Encoder, InBuffer, Operation, OutBuffer};
            let mut e = Encoder::new(3).unwrap();
            let mut out = vec![0u8; body.len() + (1 << 16)];
            let mut run = |e: &mut Encoder, input: &[u8], end: bool| -> Vec<u8> {
                let mut dst = OutBuffer::around(&mut out[..]);
                let mut src = InBuffer::around(input);
                while src.pos() < input.len() {
                    e.run(&mut src, &mut dst).unwrap();
                }
                if end { e.finish(&mut dst, true).unwrap() } else { e.flush(&mut dst).unwrap() };
                dst.as_slice().to_vec()
            };
            head = run(&mut e, &body[..cut], false);
            tail = run(&mut e, &body[cut..], true);
            tail[0] |= 0x06;
        } else {
            let mut c = flate2::Compress::new_gzip(flate2::Compression::new(6), 15);
            let mut out = Vec::with_capacity(body.len() + (1 << 16));
            c.compress_vec(&body[..cut], &mut out, flate2::FlushCompress::Full).unwrap();
            head = std::mem::take(&mut out);
            out.reserve(body.len() + (1 << 16));
            c.compress_vec(&body[cut..], &mut out, flate2::FlushCompress::Finish).unwrap();
            tail = out;
            tail[0] |= 0x07;
        }
        head.extend_from_slice(&tail);
        head
    }

    #[test]
    fn damage_after_a_block_boundary_loses_no_byte_before_it() {
        let body = lines(200_000);
        let cut = body.len() * 2 / 3;
        for zstd_format in [false, true] {
            let bad = damaged_at(&body, cut, zstd_format);
            for chunk in [1, 4096, 1 << 20, 8 << 20] {
                let (got, e) = if zstd_format { unzstd(&bad, chunk) } else { gunzip(&bad, chunk) };
                let e = e.expect("the damage is reported");
                assert_eq!(e.kind(), io::ErrorKind::InvalidData);
                assert!(got.len() == cut && body.starts_with(&got), "zstd={zstd_format} chunk={chunk}: {} of {cut}", got.len());
            }
        }
    }

    #[test]
    fn a_truncated_stream_is_an_unexpected_eof_after_its_bytes() {
        let body = lines(20_000);
        let full = gz(&body);
        let (got, e) = gunzip(&full[..full.len() / 3], 1 << 20);
        let e = e.expect("truncation is an error");
        assert_eq!(e.kind(), io::ErrorKind::UnexpectedEof);
        assert_eq!(e.to_string(), "the input ends inside a gzip member (truncated)");
        assert!(got.len() > body.len() / 4 && body.starts_with(&got));
        let zs = zstd::encode_all(&body[..], 3).unwrap();
        let (got, e) = unzstd(&zs[..zs.len() / 2], 1 << 20);
        assert_eq!(e.unwrap().to_string(), "the input ends inside a zstd frame (truncated)");
        assert!(got.len() > body.len() / 4 && body.starts_with(&got));
        // Zero padding after the last member (or between members) is not damage.
        let mut padded = gz(&body);
        padded.extend_from_slice(&[0u8; 5000]);
        padded.extend(gz(b"[rank3]: after the padding\n"));
        padded.extend_from_slice(&[0u8; 512]);
        for chunk in [1, 4096, 1 << 20] {
            let (got, e) = read_all(Salvage::new(BufReader::with_capacity(100, &padded[..]), Gzip::new()), chunk);
            assert!(e.is_none(), "{e:?}");
            assert!(got == [&body[..], b"[rank3]: after the padding\n"].concat());
        }
        // A whole member followed by junk: the member's bytes, then the error.
        let mut junk = gz(&body);
        junk.extend_from_slice(b"not gzip at all");
        let (got, e) = gunzip(&junk, 1 << 20);
        assert!(got == body, "{} of {} bytes", got.len(), body.len());
        assert!(e.unwrap().to_string().starts_with("corrupt deflate data"));
    }
}
