//! Python tracebacks followed to their exception line, whatever the exception's type.
//!
//! CPython prints an uncaught exception as (`Lib/traceback.py`, `Python/traceback.c`):
//! ```text
//! Traceback (most recent call last):
//!   File "<path>", line <n>, in <function>
//!     <source line>
//!     ^^^^^^^^^^^^         (3.11+: carets under the failing expression)
//!   [Previous line repeated 996 more times]
//! <module>.<Type>: <message>   (or just <Type>)
//! ```
//! Every line between the header and the exception line is indented; the exception
//! line is the first one that is not. A traceback quoted inside another report is
//! indented as a whole (torchrun's failure summary indents each failed worker's error
//! file by two spaces, `torch/distributed/elastic/multiprocessing/errors/__init__.py`):
//! frames are indented two spaces past the traceback's own margin, so the first frame
//! sets the margin and the exception line is the first one back at it. A [`Follower`] is started by the session on a
//! signature whose spec follows tracebacks, fed the messages of the next lines of the
//! same process (same rank prefix), and yields the exception line's fields: `exc_type`,
//! `message`, and the innermost frame (`frame_file`, `frame_line`, `frame_func`) with
//! the number of `frames`. Cost: a few byte compares per line, only between a header and
//! its exception line.

/// Lines followed at most before giving up (deep recursion prints ~3 lines a frame,
/// collapsed by CPython after 3 repeats).
pub const MAX_LINES: u32 = 2000;

/// The innermost frame seen so far.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
struct Frame {
    file: String,
    line: String,
    func: String,
}

/// One traceback being followed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Follower {
    /// The signature whose match the exception line becomes.
    pub signature: u32,
    /// The identity of the process that printed the header (line prefixes).
    pub rank: Option<i64>,
    pub local_rank: Option<i64>,
    frames: u32,
    frame: Option<Frame>,
    lines: u32,
    /// The traceback's left margin (spaces and tabs), from its first frame.
    margin: usize,
}

/// What a fed line did to a [`Follower`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Step {
    /// Still inside the traceback.
    Continue,
    /// The exception line: the match's fields.
    Exception(Vec<(String, String)>),
    /// Not a traceback after all, or too long: stop following.
    Stop,
}

impl Follower {
    pub fn new(signature: u32, rank: Option<i64>, local_rank: Option<i64>) -> Follower {
        Follower { signature, rank, local_rank, frames: 0, frame: None, lines: 0, margin: 0 }
    }

    /// Feed the message (the line after its prefixes) of the next line of the same process.
    pub fn step(&mut self, message: &[u8]) -> Step {
        self.lines += 1;
        if self.lines > MAX_LINES {
            return Step::Stop;
        }
        let m = trim_end(message);
        if m.is_empty() {
            return Step::Continue;
        }
        let indent = m.iter().take_while(|&&c| c == b' ' || c == b'\t').count();
        if indent > self.margin || (indent > 0 && self.frames == 0) {
            if let Some(f) = parse_frame(m) {
                if self.frames == 0 {
                    self.margin = indent.saturating_sub(2);
                }
                self.frames += 1;
                self.frame = Some(f);
            }
            return Step::Continue;
        }
        if self.frames == 0 {
            return Step::Stop;
        }
        match parse_exception(&m[indent..]) {
            Some((ty, msg)) => {
                let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
                let mut fields = vec![("exc_type".to_string(), text(ty))];
                if let Some(msg) = msg {
                    fields.push(("message".to_string(), text(msg)));
                }
                if let Some(f) = self.frame.take() {
                    fields.push(("frame_file".to_string(), f.file));
                    fields.push(("frame_line".to_string(), f.line));
                    fields.push(("frame_func".to_string(), f.func));
                }
                fields.push(("frames".to_string(), self.frames.to_string()));
                Step::Exception(fields)
            }
            None => Step::Stop,
        }
    }
}

fn trim_end(mut b: &[u8]) -> &[u8] {
    while let [rest @ .., last] = b {
        if last.is_ascii_whitespace() {
            b = rest;
        } else {
            break;
        }
    }
    b
}

/// `  File "<path>", line <n>, in <function>`.
fn parse_frame(m: &[u8]) -> Option<Frame> {
    let rest = m.trim_ascii_start().strip_prefix(b"File \"")?;
    let q = memchr::memchr(b'"', rest)?;
    let file = &rest[..q];
    let rest = rest[q + 1..].strip_prefix(b", line ")?;
    let digits = rest.iter().take_while(|c| c.is_ascii_digit()).count();
    if digits == 0 {
        return None;
    }
    let line = &rest[..digits];
    let func = rest[digits..].strip_prefix(b", in ").unwrap_or(b"");
    let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
    Some(Frame { file: text(file), line: text(line), func: text(func) })
}

/// `<dotted.Type>` or `<dotted.Type>: <message>`: the type and the message.
fn parse_exception(m: &[u8]) -> Option<(&[u8], Option<&[u8]>)> {
    let mut i = 0;
    loop {
        let start = i;
        if i >= m.len() || !(m[i].is_ascii_alphabetic() || m[i] == b'_') {
            return None;
        }
        while i < m.len() && (m[i].is_ascii_alphanumeric() || m[i] == b'_') {
            i += 1;
        }
        debug_assert!(i > start);
        if i < m.len() && m[i] == b'.' {
            i += 1;
            continue;
        }
        break;
    }
    let ty = &m[..i];
    if i == m.len() {
        return Some((ty, None));
    }
    let rest = m[i..].strip_prefix(b":")?;
    Some((ty, Some(rest.strip_prefix(b" ").unwrap_or(rest))))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn follow(lines: &[&str]) -> Step {
        let mut f = Follower::new(0, None, None);
        for l in lines {
            match f.step(l.as_bytes()) {
                Step::Continue => {}
                other => return other,
            }
        }
        Step::Continue
    }

    fn field<'a>(fields: &'a [(String, String)], k: &str) -> Option<&'a str> {
        fields.iter().find(|(n, _)| n == k).map(|(_, v)| v.as_str())
    }

    #[test]
    fn the_exception_line_of_any_type_with_the_innermost_frame() {
        let Step::Exception(f) = follow(&[
            "  File \"/work/train.py\", line 88, in <module>",
            "    batch = next(it)",
            "            ^^^^^^^^",
            "  File \"/usr/lib/python3.11/site-packages/pyarrow/table.pxi\", line 1607, in pyarrow.lib._Tabular.validate",
            "  [Previous line repeated 2 more times]",
            "pyarrow.lib.ArrowInvalid: Column 2 named input_ids expected length 1000 but got length 999",
        ]) else {
            panic!("no exception")
        };
        assert_eq!(field(&f, "exc_type"), Some("pyarrow.lib.ArrowInvalid"));
        assert_eq!(field(&f, "message"), Some("Column 2 named input_ids expected length 1000 but got length 999"));
        assert_eq!(field(&f, "frame_file"), Some("/usr/lib/python3.11/site-packages/pyarrow/table.pxi"));
        assert_eq!(field(&f, "frame_line"), Some("1607"));
        assert_eq!(field(&f, "frame_func"), Some("pyarrow.lib._Tabular.validate"));
        assert_eq!(field(&f, "frames"), Some("2"));
    }

    #[test]
    fn a_bare_type_has_no_message() {
        let Step::Exception(f) = follow(&["  File \"x.py\", line 1, in f", "KeyboardInterrupt"]) else { panic!() };
        assert_eq!(field(&f, "exc_type"), Some("KeyboardInterrupt"));
        assert_eq!(field(&f, "message"), None);
    }

    #[test]
    fn a_traceback_quoted_with_a_margin_ends_at_its_margin() {
        // torchrun's failure summary: "  traceback : Traceback ..." then the worker's
        // error file indented by two spaces.
        let Step::Exception(f) = follow(&[
            "    File \"/opt/torch/distributed/elastic/multiprocessing/errors/__init__.py\", line 367, in wrapper",
            "      return f(*args, **kwargs)",
            "             ^^^^^^^^^^^^^^^^^^",
            "    File \"/work/train.py\", line 70, in forward",
            "      x = x + self.feed_forward(x)",
            "  RuntimeError: Error: accessing tensor output of CUDAGraphs that has been overwritten by a subsequent run.",
        ]) else {
            panic!("no exception")
        };
        assert_eq!(field(&f, "exc_type"), Some("RuntimeError"));
        assert_eq!(field(&f, "frame_file"), Some("/work/train.py"));
        assert_eq!(field(&f, "frames"), Some("2"));
        assert_eq!(follow(&["    File \"x.py\", line 1, in f", "  [2]:"]), Step::Stop);
    }

    #[test]
    fn no_frames_or_prose_is_not_a_traceback() {
        assert_eq!(follow(&["Something else: happened"]), Step::Stop);
        assert_eq!(follow(&["  File \"x.py\", line 1, in f", "this is not: an exception line (it has spaces before the colon)"]), Step::Stop);
    }
}
