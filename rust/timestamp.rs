//! Timestamp parsing for log lines.
//!
//! Only matched lines (and, lazily, the lines needed to inherit a timestamp)
//! are parsed, so this module favours clarity over raw speed; each parser is a
//! hand-written scanner over at most a few dozen bytes.
//!
//! All results are microseconds since the Unix epoch, UTC. Lines carry no
//! time zone in the common formats; they are read in the [`Clock`]'s zone (UTC
//! unless `--tz` names one) unless an ISO 8601 offset (`Z`, `+02:00`, `-0500`) is
//! present.
//!
//! Recognised forms (at the start of the message, after an optional `[`):
//! - ISO 8601 / Python logging: `2026-11-29 16:24:44,560`, `2026-11-29T16:24:44.560123Z`,
//!   `2024-05-01T10:00:00+02:00`
//! - torchelastic failure summary: `2026-11-29_16:24:52`
//! - glog / c10 logger: `E1129 16:24:52.358000` (`[IWEF]MMDD`, month without a leading zero
//!   as in `E709`), year from the stream's year hint
//! - syslog / journald: `Mar  3 12:00:01` (year from the hint)
//! - `dmesg -T`: `Mon Mar  3 12:00:01 2025`
//! - vLLM-style `ERROR 06-03 23:13:39` (level, `MM-DD`, year from the hint)
//!
//! Anything else yields `None`; a line without a timestamp inherits the last one
//! seen in its stream (see `session`).

/// A parsed timestamp: microseconds since the Unix epoch (UTC) and the number of
/// bytes of the line it spans.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ParsedTs {
    pub micros: i64,
    pub len: usize,
}

/// What a line's time is read against: the year for forms that print none (the
/// stream's), and the zone of times printed without one (None: UTC).
#[derive(Debug, Clone, Default)]
pub struct Clock {
    pub year: i64,
    pub zone: Option<jiff::tz::TimeZone>,
    /// µs UTC no line of the stream can be later than (its file's modification time): a
    /// year-less time that `year` would put past it (by more than a zone and a clock's
    /// error) was written the year before: December lines of a log last written in
    /// January, a log copied long after it ended.
    pub not_after: Option<i64>,
}

fn is_leap(y: i64) -> bool {
    (y % 4 == 0 && y % 100 != 0) || y % 400 == 0
}

/// How far a year-less time may lie past `Clock::not_after` and keep `Clock::year`:
/// the widest zone offset (14 h) read as UTC, and clocks two hosts apart.
const NOT_AFTER_SLACK_US: i64 = 2 * 86_400 * 1_000_000;

impl Clock {
    /// Times without a zone read as UTC, year-less ones in `year`.
    pub const fn utc(year: i64) -> Clock {
        Clock { year, zone: None, not_after: None }
    }

    /// A civil time printed without a year: in `year`, or the year before when `year`
    /// puts it past `not_after` (and the day exists that year).
    fn yearless(&self, mo: u32, d: u32, h: u32, mi: u32, s: u32, us: u32) -> Option<i64> {
        let t = self.local(self.year, mo, d, h, mi, s, us)?;
        match self.not_after {
            Some(lim) if t > lim.saturating_add(NOT_AFTER_SLACK_US) && !(mo == 2 && d == 29 && !is_leap(self.year - 1)) => {
                self.local(self.year - 1, mo, d, h, mi, s, us).or(Some(t))
            }
            _ => Some(t),
        }
    }

    /// A civil time printed without a zone, in µs UTC. In a zone's gap or overlap
    /// (a DST change) `jiff`'s `compatible` reading is taken (RFC 5545: the earlier of
    /// two, or the offset before a gap).
    fn local(&self, y: i64, mo: u32, d: u32, h: u32, mi: u32, s: u32, us: u32) -> Option<i64> {
        let utc = civil_to_micros(y, mo, d, h, mi, s, us)?;
        let Some(zone) = &self.zone else { return Some(utc) };
        let dt = jiff::civil::DateTime::new(
            i16::try_from(y).ok()?,
            mo as i8,
            d as i8,
            h as i8,
            mi as i8,
            s.min(59) as i8,
            (us * 1000) as i32,
        )
        .ok()?;
        let ts = zone.to_ambiguous_timestamp(dt).compatible().ok()?;
        // A leap second (`:60`) keeps its extra second, as `civil_to_micros` does.
        Some(ts.as_microsecond() + if s == 60 { 1_000_000 } else { 0 })
    }
}

/// Parse `--tz`: `UTC`, a fixed offset (`+05:30`, `-0800`, `+02`) or an IANA name
/// (`Europe/Berlin`, from the bundled time zone database).
///
/// Errors: the name is no zone (the message says which forms are accepted).
pub fn parse_zone(spec: &str) -> Result<jiff::tz::TimeZone, String> {
    let t = spec.trim();
    // The spec is echoed in errors: a few dozen characters say which it was.
    let shown: String = t.chars().take(40).collect::<String>() + if t.chars().count() > 40 { "…" } else { "" };
    if t.eq_ignore_ascii_case("utc") || t.eq_ignore_ascii_case("z") {
        return Ok(jiff::tz::TimeZone::UTC);
    }
    if let Some(rest) = t.strip_prefix(['+', '-']) {
        let b = rest.as_bytes();
        let two = |i: usize| b.get(i..i + 2).filter(|d| d.iter().all(u8::is_ascii_digit)).map(|d| ((d[0] - b'0') * 10 + d[1] - b'0') as i32);
        let hm = match b.len() {
            2 => two(0).map(|h| (h, 0)),
            4 => two(0).zip(two(2)),
            5 if b[2] == b':' => two(0).zip(two(3)),
            _ => None,
        };
        let sign = if t.starts_with('-') { -1 } else { 1 };
        return match hm {
            Some((h, m)) if m < 60 && h * 60 + m <= 18 * 60 => jiff::tz::Offset::from_seconds(sign * (h * 3600 + m * 60))
                .map(jiff::tz::TimeZone::fixed)
                .map_err(|e| format!("--tz {shown:?}: {e}")),
            _ => Err(format!("--tz {shown:?}: an offset is +HH:MM, +HHMM or +HH, at most 18 hours (+05:30, -0800, +02)")),
        };
    }
    // "Factory" is the database's placeholder for a machine whose zone is not set, no zone.
    let zone = if t.eq_ignore_ascii_case("factory") { None } else { jiff::tz::TimeZone::get(t).ok() };
    zone.ok_or_else(|| format!("--tz {shown:?}: not a time zone (use UTC, an offset such as +05:30, or an IANA name such as Europe/Berlin)"))
}

/// Days since 1970-01-01 for a proleptic Gregorian civil date (Howard Hinnant's algorithm).
pub fn days_from_civil(year: i64, month: u32, day: u32) -> i64 {
    let y = if month <= 2 { year - 1 } else { year };
    let era = if y >= 0 { y } else { y - 399 } / 400;
    let yoe = y - era * 400;
    let m = month as i64;
    let doy = (153 * (if m > 2 { m - 3 } else { m + 9 }) + 2) / 5 + day as i64 - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

fn civil_to_micros(y: i64, mo: u32, d: u32, h: u32, mi: u32, s: u32, us: u32) -> Option<i64> {
    if !(1..=12).contains(&mo) || !(1..=31).contains(&d) || h > 23 || mi > 59 || s > 60 {
        return None;
    }
    let days = days_from_civil(y, mo, d);
    Some(((days * 86_400 + (h as i64) * 3600 + (mi as i64) * 60 + s as i64) * 1_000_000) + us as i64)
}

fn digits(b: &[u8], at: usize, n: usize) -> Option<u32> {
    if at + n > b.len() {
        return None;
    }
    let mut v: u32 = 0;
    for &c in &b[at..at + n] {
        if !c.is_ascii_digit() {
            return None;
        }
        v = v * 10 + (c - b'0') as u32;
    }
    Some(v)
}

/// Parse `HH:MM:SS` at `at`; returns (h, m, s).
fn hms(b: &[u8], at: usize) -> Option<(u32, u32, u32)> {
    let h = digits(b, at, 2)?;
    if b.get(at + 2) != Some(&b':') {
        return None;
    }
    let m = digits(b, at + 3, 2)?;
    if b.get(at + 5) != Some(&b':') {
        return None;
    }
    let s = digits(b, at + 6, 2)?;
    Some((h, m, s))
}

/// Parse an optional fraction `[.,]ddd…` at `at`; returns (microseconds, bytes consumed).
#[inline]
fn fraction(b: &[u8], at: usize) -> (u32, usize) {
    match b.get(at) {
        Some(b'.') | Some(b',') => {}
        _ => return (0, 0),
    }
    let mut i = at + 1;
    let mut us: u32 = 0;
    let mut n = 0;
    while i < b.len() && b[i].is_ascii_digit() {
        if n < 6 {
            us = us * 10 + (b[i] - b'0') as u32;
        }
        n += 1;
        i += 1;
    }
    if n == 0 {
        return (0, 0);
    }
    for _ in n..6 {
        us *= 10;
    }
    (us, i - at)
}

/// The fields of an ISO 8601 time at `at`: `(year, month, day, h, m, s, µs, zone
/// offset in µs to subtract (None: the line gave no zone), length in bytes)`, checked
/// for shape only (digits and separators where they belong), not for range.
#[allow(clippy::type_complexity)]
// Inlined into each caller: `iso_len_at` (on most progress lines) wants only the length,
// and the compiler then drops the conversion of the fields.
#[inline(always)]
fn iso_fields(b: &[u8], at: usize) -> Option<(i64, u32, u32, u32, u32, u32, u32, Option<i64>, usize)> {
    // `YYYY-MM-DD?HH:MM:SS` checked in one branch-free pass over its 19 bytes (this
    // runs on most progress lines, to learn a leading time's length), then read.
    const SHAPE: &[u8; 19] = b"dddd-dd-dd?dd:dd:dd";
    let w: &[u8; 19] = b.get(at..at + 19)?.try_into().ok()?;
    let mut ok = true;
    for (&c, &want) in w.iter().zip(SHAPE) {
        ok &= match want {
            b'd' => c.is_ascii_digit(),
            b'?' => c == b'T' || c == b' ' || c == b'_',
            sep => c == sep,
        };
    }
    if !ok {
        return None;
    }
    let num = |r: std::ops::Range<usize>| w[r].iter().fold(0u32, |v, &c| v * 10 + (c - b'0') as u32);
    let (y, mo, d) = (num(0..4) as i64, num(5..7), num(8..10));
    let (h, mi, s) = (num(11..13), num(14..16), num(17..19));
    let mut end = at + 19;
    let (us, flen) = fraction(b, end);
    end += flen;
    let mut offset = None;
    // A zone written after a space (`10:00:05 UTC`, `10:00:05.123 +02:00`, as `date` and
    // some log formatters print it): only the unambiguous forms, UTC/GMT and a four-digit
    // offset.
    if b.get(end) == Some(&b' ') {
        let word_ends_at = |i: usize| !b.get(i).is_some_and(u8::is_ascii_alphanumeric);
        match b.get(end + 1) {
            Some(b'U' | b'G') if matches!(b.get(end + 1..end + 4), Some(b"UTC") | Some(b"GMT")) && word_ends_at(end + 4) => {
                return Some((y, mo, d, h, mi, s, us, Some(0), end + 4 - at));
            }
            Some(b'+' | b'-') => {
                let four = digits(b, end + 2, 4).is_some() && word_ends_at(end + 6);
                let colon = digits(b, end + 2, 2).is_some() && b.get(end + 4) == Some(&b':') && digits(b, end + 5, 2).is_some() && word_ends_at(end + 7);
                if four || colon {
                    end += 1;
                }
            }
            _ => {}
        }
    }
    // Optional zone: Z, +HH:MM, +HHMM, -HH:MM.
    match b.get(end) {
        Some(b'Z') => {
            end += 1;
            offset = Some(0);
        }
        Some(&sign @ (b'+' | b'-')) => {
            if let Some(oh) = digits(b, end + 1, 2) {
                let (om, used) = if b.get(end + 3) == Some(&b':') {
                    (digits(b, end + 4, 2), 6)
                } else {
                    (digits(b, end + 3, 2), 5)
                };
                // Real offsets lie within ±18:00 (RFC 9557; jiff's range too).
                if let Some(om) = om.filter(|&om| om < 60 && oh * 60 + om <= 18 * 60) {
                    let off = (oh as i64 * 60 + om as i64) * 60 * 1_000_000;
                    offset = Some(if sign == b'+' { off } else { -off });
                    end += used;
                }
            }
        }
        _ => {}
    }
    Some((y, mo, d, h, mi, s, us, offset, end - at))
}

/// ISO 8601 and its Python-logging / torchelastic variants at `at`.
fn parse_iso(b: &[u8], at: usize, clock: &Clock) -> Option<ParsedTs> {
    let (y, mo, d, h, mi, s, us, offset, len) = iso_fields(b, at)?;
    let micros = match offset {
        Some(off) => civil_to_micros(y, mo, d, h, mi, s, us)? - off,
        None => clock.local(y, mo, d, h, mi, s, us)?,
    };
    Some(ParsedTs { micros, len })
}

/// Length of the timestamp [`parse_at`] would find at `at`, when it can be told
/// without converting it: `Some(Some(len))` for the shape of an ISO time (which
/// [`parse_at`] may still reject for its range), `Some(None)` when no ISO time starts
/// there although `b[at]` is a digit (so [`parse_at`] finds none), and `None` when
/// `b[at]` is not a digit (other forms: call [`parse_at`]). Lets a caller that only
/// needs the length skip the conversion.
pub fn iso_len_at(b: &[u8], at: usize) -> Option<Option<usize>> {
    match b.get(at) {
        Some(c) if c.is_ascii_digit() => Some(iso_fields(b, at).map(|f| f.8)),
        _ => None,
    }
}

/// glog / c10: `[IWEFV]MMDD HH:MM:SS(.frac)?` — month may have no leading zero (`E709`).
fn parse_glog(b: &[u8], at: usize, clock: &Clock) -> Option<ParsedTs> {
    match b.get(at) {
        Some(b'I' | b'W' | b'E' | b'F' | b'V') => {}
        _ => return None,
    }
    // 3 or 4 digits followed by a space.
    let (mmdd, n) = if let Some(v) = digits(b, at + 1, 4).filter(|_| b.get(at + 5) == Some(&b' ')) {
        (v, 4)
    } else if let Some(v) = digits(b, at + 1, 3).filter(|_| b.get(at + 4) == Some(&b' ')) {
        (v, 3)
    } else {
        return None;
    };
    let (mo, d) = (mmdd / 100, mmdd % 100);
    let t = at + 1 + n + 1;
    let (h, mi, s) = hms(b, t)?;
    let (us, flen) = fraction(b, t + 8);
    let micros = clock.yearless(mo, d, h, mi, s, us)?;
    Some(ParsedTs { micros, len: t + 8 + flen - at })
}

const MONTHS: [&[u8; 3]; 12] = [
    b"Jan", b"Feb", b"Mar", b"Apr", b"May", b"Jun", b"Jul", b"Aug", b"Sep", b"Oct", b"Nov", b"Dec",
];
const WEEKDAYS: [&[u8; 3]; 7] = [b"Mon", b"Tue", b"Wed", b"Thu", b"Fri", b"Sat", b"Sun"];

fn month_at(b: &[u8], at: usize) -> Option<u32> {
    let w = b.get(at..at + 3)?;
    MONTHS.iter().position(|m| &m[..] == w).map(|i| i as u32 + 1)
}

/// `Mon DD HH:MM:SS` (syslog) with an optional trailing ` YYYY` (dmesg -T, after a weekday).
fn parse_syslog(b: &[u8], at: usize, clock: &Clock) -> Option<ParsedTs> {
    let mut p = at;
    let mut weekday = false;
    if let Some(w) = b.get(p..p + 3) {
        if WEEKDAYS.iter().any(|d| &d[..] == w) && b.get(p + 3) == Some(&b' ') {
            p += 4;
            weekday = true;
        }
    }
    let mo = month_at(b, p)?;
    if b.get(p + 3) != Some(&b' ') {
        return None;
    }
    p += 4;
    if b.get(p) == Some(&b' ') {
        p += 1;
    }
    let d = if let Some(v) = digits(b, p, 2) {
        p += 2;
        v
    } else {
        let v = digits(b, p, 1)?;
        p += 1;
        v
    };
    if b.get(p) != Some(&b' ') {
        return None;
    }
    p += 1;
    let (h, mi, s) = hms(b, p)?;
    p += 8;
    let (us, flen) = fraction(b, p);
    p += flen;
    let mut year = None;
    if weekday && b.get(p) == Some(&b' ') {
        if let Some(v) = digits(b, p + 1, 4) {
            year = Some(v as i64);
            p += 5;
        }
    }
    let micros = match year {
        Some(y) => clock.local(y, mo, d, h, mi, s, us)?,
        None => clock.yearless(mo, d, h, mi, s, us)?,
    };
    Some(ParsedTs { micros, len: p - at })
}

/// `LEVEL MM-DD HH:MM:SS` as printed by vLLM's logger.
fn parse_level_mmdd(b: &[u8], at: usize, clock: &Clock) -> Option<ParsedTs> {
    const LEVELS: [&[u8]; 5] = [b"INFO ", b"WARNING ", b"ERROR ", b"DEBUG ", b"CRITICAL "];
    let rest = b.get(at..)?;
    let lvl = LEVELS.iter().find(|l| rest.starts_with(l))?;
    let p = at + lvl.len();
    let mo = digits(b, p, 2)?;
    if b.get(p + 2) != Some(&b'-') || b.get(p + 5) != Some(&b' ') {
        return None;
    }
    let d = digits(b, p + 3, 2)?;
    let (h, mi, s) = hms(b, p + 6)?;
    let micros = clock.yearless(mo, d, h, mi, s, 0)?;
    Some(ParsedTs { micros, len: p + 14 - at })
}

/// Try every recognised form at exactly `at`.
pub fn parse_at(b: &[u8], at: usize, clock: &Clock) -> Option<ParsedTs> {
    let c = *b.get(at)?;
    if c.is_ascii_digit() {
        return parse_iso(b, at, clock);
    }
    // Every other form starts with an upper-case letter (a level, a weekday, a month).
    if !c.is_ascii_uppercase() {
        return None;
    }
    parse_glog(b, at, clock).or_else(|| parse_syslog(b, at, clock)).or_else(|| parse_level_mmdd(b, at, clock))
}

/// Find a timestamp near the start of a message: at `at`, after one `[`, or (ISO
/// only) anywhere in the next 48 bytes. Returns the timestamp in microseconds UTC.
pub fn find_in_message(b: &[u8], at: usize, clock: &Clock) -> Option<i64> {
    if let Some(t) = parse_at(b, at, clock) {
        return Some(t.micros);
    }
    if b.get(at) == Some(&b'[') {
        let mut p = at + 1;
        while b.get(p) == Some(&b' ') {
            p += 1;
        }
        if let Some(t) = parse_at(b, p, clock) {
            return Some(t.micros);
        }
    }
    let end = (at + 48).min(b.len());
    let mut i = at;
    while i + 19 <= b.len() && i < end {
        if b[i] == b'2' || b[i] == b'1' {
            if let Some(t) = parse_iso(b, i, clock) {
                return Some(t.micros);
            }
        }
        i += 1;
    }
    None
}

/// Position of the first `:` of the last `HH:MM:SS` shape (two digits, `:`, two
/// digits, `:`, two digits) lying wholly inside `b`, or `None`. Every recognised form
/// holds one, so a line without it has no timestamp: a search backwards for the last
/// timestamped line looks only at the lines this finds (one `memrchr` pass over
/// colons, instead of parsing each line).
pub fn rfind_clock(b: &[u8]) -> Option<usize> {
    memchr::memrchr_iter(b':', b).find(|&c| c >= 2 && hms(b, c - 2).is_some())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_year_less_time_past_the_files_last_write_is_the_year_before() {
        let jan_2026 = civil_to_micros(2026, 1, 1, 0, 10, 0, 0).unwrap();
        let clock = Clock { not_after: Some(jan_2026), ..Clock::utc(2026) };
        let dec = parse_at(b"E1231 23:59:58.000000 4100 train.py:200] x", 0, &clock).unwrap().micros;
        assert_eq!(dec, civil_to_micros(2025, 12, 31, 23, 59, 58, 0).unwrap());
        let jan = parse_at(b"Jan  1 00:00:03 host-a kernel: x", 0, &clock).unwrap().micros;
        assert_eq!(jan, civil_to_micros(2026, 1, 1, 0, 0, 3, 0).unwrap());
        // A printed year is kept, and so is a day the year before does not have.
        let printed = parse_at(b"Thu Dec 31 23:59:58 2026 x", 0, &clock).unwrap().micros;
        assert_eq!(printed, civil_to_micros(2026, 12, 31, 23, 59, 58, 0).unwrap());
        let leap = Clock { not_after: Some(civil_to_micros(2024, 1, 5, 0, 0, 0, 0).unwrap()), ..Clock::utc(2024) };
        let feb29 = parse_at(b"E0229 10:00:00.000000 1 a.py:1] x", 0, &leap).unwrap().micros;
        assert_eq!(feb29, civil_to_micros(2024, 2, 29, 10, 0, 0, 0).unwrap());
    }

    fn ts(y: i64, mo: u32, d: u32, h: u32, mi: u32, s: u32, us: u32) -> i64 {
        civil_to_micros(y, mo, d, h, mi, s, us).unwrap()
    }

    /// The fixed part of `iso_fields` as it was before the one-pass shape check: each
    /// field parsed and checked in turn. The reference the shape check must equal.
    fn iso_head_reference(b: &[u8], at: usize) -> Option<(i64, u32, u32, u32, u32, u32)> {
        let y = digits(b, at, 4)? as i64;
        if b.get(at + 4) != Some(&b'-') || b.get(at + 7) != Some(&b'-') {
            return None;
        }
        let mo = digits(b, at + 5, 2)?;
        let d = digits(b, at + 8, 2)?;
        match b.get(at + 10) {
            Some(b'T') | Some(b' ') | Some(b'_') => {}
            _ => return None,
        }
        let (h, mi, s) = hms(b, at + 11)?;
        Some((y, mo, d, h, mi, s))
    }

    proptest::proptest! {
        /// Strings near the ISO shape (digits, its separators, a stray byte, any
        /// length): the one-pass check and the reference agree on every field.
        #[test]
        fn iso_shape_check_equals_the_field_by_field_parse(
            head in proptest::prop_oneof![
                4 => proptest::strategy::Just("2026-11-29 16:24:49"), 1 => proptest::strategy::Just("2026-11-29T16:24:49"), 1 => proptest::strategy::Just("2026-11-29_16:24:49"),
                1 => proptest::strategy::Just("1999-01-0_00:00:60"), 1 => proptest::strategy::Just("12-11-29 16:24:49"),
            ],
            edits in proptest::collection::vec((0usize..21, proptest::sample::select(b"0123456789-:T _x/.".to_vec())), 0..3),
            cut in 0usize..22,
        ) {
            let mut line = head.as_bytes().to_vec();
            line.extend_from_slice(b",123Z rest");
            for (i, c) in edits {
                if i < line.len() {
                    line[i] = c;
                }
            }
            line.truncate(cut.max(1).min(line.len()));
            for at in 0..2.min(line.len()) {
                let got = iso_fields(&line, at).map(|f| (f.0, f.1, f.2, f.3, f.4, f.5));
                proptest::prop_assert_eq!(got, iso_head_reference(&line, at), "{:?} at {}", String::from_utf8_lossy(&line), at);
            }
        }
    }

    proptest::proptest! {
        /// `iso_len_at` is the length `parse_at` gives whenever it finds a timestamp at
        /// a digit, and says none when the shape is not there.
        #[test]
        fn iso_len_agrees_with_parse_at(tail in proptest::collection::vec(proptest::prop_oneof![
                proptest::strategy::Just(b'0'), proptest::strategy::Just(b'9'), proptest::strategy::Just(b':'),
                proptest::strategy::Just(b','), proptest::strategy::Just(b'+'), proptest::strategy::Just(b'Z'),
                proptest::strategy::Just(b' '), proptest::num::u8::ANY], 0..12),
            base in proptest::prop_oneof![
                proptest::strategy::Just("2026-11-29 16:24:44"), proptest::strategy::Just("2026-13-29T16:24:44"),
                proptest::strategy::Just("2026-11-29_99:24:44"), proptest::strategy::Just("2026-11-2916:24:44"),
                proptest::strategy::Just("1999-01-01T00:00:00"), proptest::strategy::Just("20261129 162444")],
            cut in 0usize..30) {
            let mut b = base.as_bytes().to_vec();
            b.extend_from_slice(&tail);
            b.truncate(cut.max(1));
            if let Some(shape) = iso_len_at(&b, 0) {
                match parse_at(&b, 0, &Clock::utc(2026)) {
                    Some(t) => proptest::prop_assert_eq!(shape, Some(t.len)),
                    None => {}
                }
                if shape.is_none() {
                    proptest::prop_assert!(parse_at(&b, 0, &Clock::utc(2026)).is_none());
                }
            }
        }
    }

    #[test]
    fn epoch_days() {
        assert_eq!(days_from_civil(1970, 1, 1), 0);
        assert_eq!(days_from_civil(2000, 3, 1), 11017);
        assert_eq!(ts(2026, 11, 29, 16, 24, 44, 560_000) / 1_000_000, 1_795_969_484);
    }

    #[test]
    fn python_logging_and_iso() {
        let b = b"2026-11-29 16:24:44,560 INFO x";
        assert_eq!(find_in_message(b, 0, &Clock::utc(2000)), Some(ts(2026, 11, 29, 16, 24, 44, 560_000)));
        let b = b"2019-06-02T16:13:44.884Z: [1,12]<stdout>:";
        assert_eq!(find_in_message(b, 0, &Clock::utc(2000)), Some(ts(2019, 6, 2, 16, 13, 44, 884_000)));
        let b = b"2024-05-01T10:00:00+02:00 x";
        assert_eq!(find_in_message(b, 0, &Clock::utc(2000)), Some(ts(2024, 5, 1, 8, 0, 0, 0)));
        let b = b"[2026-11-20 03:14:00] INFO using world size";
        assert_eq!(find_in_message(b, 0, &Clock::utc(2000)), Some(ts(2026, 11, 20, 3, 14, 0, 0)));
        let b = b"  time      : 2026-11-29_16:24:52";
        assert_eq!(find_in_message(b, 0, &Clock::utc(2000)), Some(ts(2026, 11, 29, 16, 24, 52, 0)));
    }

    #[test]
    fn glog_forms() {
        let b = b"E1129 16:24:52.358000 21903 torch/distributed/elastic/multiprocessing/api.py:1002] failed";
        assert_eq!(find_in_message(b, 0, &Clock::utc(2026)), Some(ts(2026, 11, 29, 16, 24, 52, 358_000)));
        let b = b"[E709 20:27:21.426415540 ProcessGroupNCCL.cpp:632] x";
        assert_eq!(find_in_message(b, 0, &Clock::utc(2024)), Some(ts(2024, 7, 9, 20, 27, 21, 426_415)));
        assert_eq!(find_in_message(b"Epoch 1 loss 2.31", 0, &Clock::utc(2024)), None);
    }

    #[test]
    fn syslog_and_dmesg() {
        let b = b"Mar  3 12:00:01 gpu017 kernel: NVRM: Xid";
        assert_eq!(find_in_message(b, 0, &Clock::utc(2025)), Some(ts(2025, 3, 3, 12, 0, 1, 0)));
        let b = b"[Mon Mar  3 12:00:01 2025] NVRM: Xid";
        assert_eq!(find_in_message(b, 0, &Clock::utc(1999)), Some(ts(2025, 3, 3, 12, 0, 1, 0)));
        let b = b"ERROR 06-03 23:13:39 worker_base.py:148] Error";
        assert_eq!(find_in_message(b, 0, &Clock::utc(2024)), Some(ts(2024, 6, 3, 23, 13, 39, 0)));
    }

    #[test]
    fn clock_shapes() {
        assert_eq!(rfind_clock(b"2026-11-29 16:24:44,560 x 01:02:03"), Some(28));
        assert_eq!(rfind_clock(b"16:24:44"), Some(2));
        assert_eq!(rfind_clock(b"6:24:44 1:2:3 12:34 :12:34: 12:3a:56"), None);
        assert_eq!(rfind_clock(b""), None);
        // Every recognised form holds one.
        for line in ["2026-11-29T16:24:44Z", "E1129 16:24:52.358000", "Mar  3 12:00:01", "Mon Mar  3 12:00:01 2025", "ERROR 06-03 23:13:39", "2026-11-29_16:24:52"] {
            assert!(parse_at(line.as_bytes(), 0, &Clock::utc(2026)).is_some(), "{line}");
            assert!(rfind_clock(line.as_bytes()).is_some(), "{line}");
        }
    }

    #[test]
    fn rejects_garbage() {
        for b in [&b"2026-13-01 00:00:00"[..], b"9999", b"", b"E12 x", b"Marx 3 12:00:01", b"2026-11-29 25:00:00"] {
            assert_eq!(find_in_message(b, 0, &Clock::utc(2026)), None, "{:?}", String::from_utf8_lossy(b));
        }
    }

    #[test]
    fn zone_less_times_are_read_in_the_clocks_zone() {
        let berlin = Clock { year: 2026, zone: Some(parse_zone("Europe/Berlin").unwrap()), not_after: None };
        // Winter (+01:00), summer (+02:00), and a zone on the line wins over the clock's.
        assert_eq!(parse_at(b"2026-01-15 10:00:00,250 x", 0, &berlin).unwrap().micros, ts(2026, 1, 15, 9, 0, 0, 250_000));
        assert_eq!(parse_at(b"2026-07-15T10:00:00 x", 0, &berlin).unwrap().micros, ts(2026, 7, 15, 8, 0, 0, 0));
        assert_eq!(parse_at(b"2026-07-15T10:00:00Z x", 0, &berlin).unwrap().micros, ts(2026, 7, 15, 10, 0, 0, 0));
        assert_eq!(parse_at(b"2026-07-15T10:00:00-05:00", 0, &berlin).unwrap().micros, ts(2026, 7, 15, 15, 0, 0, 0));
        // Year-less forms take the clock's year and zone.
        assert_eq!(parse_at(b"E0715 10:00:00.5 x.cc:1]", 0, &berlin).unwrap().micros, ts(2026, 7, 15, 8, 0, 0, 500_000));
        assert_eq!(parse_at(b"Jan 15 10:00:00 host kernel:", 0, &berlin).unwrap().micros, ts(2026, 1, 15, 9, 0, 0, 0));
        // In the spring-forward gap (02:00-03:00 does not exist) the offset before it.
        assert_eq!(parse_at(b"2026-03-29 02:30:00", 0, &berlin).unwrap().micros, ts(2026, 3, 29, 1, 30, 0, 0));
        let india = Clock { year: 2026, zone: Some(parse_zone("+05:30").unwrap()), not_after: None };
        assert_eq!(find_in_message(b"[2026-07-15 10:00:00] x", 0, &india), Some(ts(2026, 7, 15, 4, 30, 0, 0)));
        assert_eq!(parse_at(b"2026-07-15 10:00:00", 0, &Clock::utc(2026)).unwrap().micros, ts(2026, 7, 15, 10, 0, 0, 0));
    }

    #[test]
    fn zones_are_named_as_tz_takes_them() {
        for (spec, offset_s) in [("UTC", 0), ("utc", 0), ("+05:30", 19_800), ("-0800", -28_800), ("+02", 7_200)] {
            let z = parse_zone(spec).unwrap();
            assert_eq!(z.to_fixed_offset().unwrap().seconds(), offset_s, "{spec}");
        }
        assert_eq!(parse_zone("America/New_York").unwrap().iana_name(), Some("America/New_York"));
        for bad in ["Mars/Olympus", "+25:00", "+18:30", "+5", "+05:3", "+0:5:30", "+:0530", "+05:30:00", "", "localtime", "Factory"] {
            assert!(parse_zone(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn a_zone_after_a_space_is_read() {
        let berlin = Clock { year: 2026, zone: Some(parse_zone("Europe/Berlin").unwrap()), not_after: None };
        for (line, want) in [
            (&b"2026-07-15 10:00:05.123 +02:00 ERROR x"[..], ts(2026, 7, 15, 8, 0, 5, 123_000)),
            (b"2026-07-15 10:00:05 -0500 x", ts(2026, 7, 15, 15, 0, 5, 0)),
            (b"2026-07-15 10:00:05 UTC x", ts(2026, 7, 15, 10, 0, 5, 0)),
            (b"2026-07-15 10:00:05 GMT", ts(2026, 7, 15, 10, 0, 5, 0)),
        ] {
            for clock in [&Clock::utc(2026), &berlin] {
                assert_eq!(parse_at(line, 0, clock).map(|t| t.micros), Some(want), "{}", String::from_utf8_lossy(line));
            }
        }
        // Not zones: a dash, numbers, a word starting with UTC, offsets beyond ±18:00.
        for line in [
            &b"2026-07-15 10:00:05 - INFO"[..],
            b"2026-07-15 10:00:05 +12 steps",
            b"2026-07-15 10:00:05 +12345 tokens",
            b"2026-07-15 10:00:05 -1000ms",
            b"2026-07-15 10:00:05 UTCX",
            b"2026-07-15 10:00:05 +9999 x",
            b"2026-07-15 10:00:05 +2400 x",
        ] {
            assert_eq!(parse_at(line, 0, &berlin).map(|t| t.micros), Some(ts(2026, 7, 15, 8, 0, 5, 0)), "{}", String::from_utf8_lossy(line));
        }
        assert_eq!(parse_at(b"2026-07-15 10:00:05 UTC x", 0, &Clock::utc(2026)).unwrap().len, 23);
        // Glued to the time, an offset beyond ±18:00 is no zone either.
        assert_eq!(parse_at(b"2026-07-15T10:00:05+9999", 0, &berlin).map(|t| t.micros), Some(ts(2026, 7, 15, 8, 0, 5, 0)));
    }
}
