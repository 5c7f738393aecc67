//! Masking secrets (and, on request, host names and IP addresses) in emitted lines.
//!
//! Applied only to what firstfault prints or writes (matched lines, their context,
//! extracted fields, node names), never to the whole stream: cost is proportional
//! to the output. A `RegexSet` screens each line first; lines without anything to
//! mask are returned borrowed, unchanged.
//!
//! Masked text stays readable: a token keeps its recognisable prefix
//! (`hf_****`, `ghp_****`, `sk-****`, `AKIA****`, `Bearer ****`, `password=****`,
//! `user:****@host`). Masking is idempotent: masking masked text changes nothing.
//!
//! Host and IP masking replace each distinct value by a stable stand-in (`host-1`,
//! `ip-1`, ...): the same input always gets the same stand-in within one `Masker`,
//! so a shared report still shows which lines came from the same node.

use regex::{Regex, RegexSet};
use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::Mutex;

/// What to mask.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MaskOptions {
    /// Access tokens, API keys, passwords, private keys (default on).
    pub secrets: bool,
    /// Host names: recognised host positions and every host already seen.
    pub hosts: bool,
    /// IPv4 and IPv6 addresses.
    pub ips: bool,
}

impl Default for MaskOptions {
    fn default() -> Self {
        MaskOptions { secrets: true, hosts: false, ips: false }
    }
}

/// One secret rule: a regex whose group `keep` (if any) is kept and whose group
/// `secret` is replaced by `****`.
struct Rule {
    re: Regex,
    /// Mask only a secret that mixes upper-case letters, lower-case letters and
    /// digits, as base64 of random bytes does (a hex digest does not).
    mixed: bool,
}

/// Base64 body lines of a private-key block (PEM lines are 64 characters), alone on
/// the line or after log prefixes only: bracketed ones (`[rank1]: `,
/// `[default0]:[rank1]:`) and an ISO time with an optional level, so that a long path
/// at the end of a message (`Saving checkpoint to /mnt/...`) is not taken for one.
/// Only runs mixing cases and digits are masked (`Rule::mixed`), so a lower-case hex
/// digest is left alone.
const PEM_BODY: &str = r"^(?P<keep>\s*(?:\[[^\]]{1,64}\]:?\s*)*(?:\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(?:[.,]\d+)?(?:Z|[+-]\d\d:?\d\d)?\s+(?:[A-Z]+\s+)?)?(?:\[[^\]]{1,64}\]:?\s*)*)(?P<secret>[A-Za-z0-9+/]{60,76}={0,2})\s*$";

/// Key names whose value is a secret (`DB_PASSWORD=`, `"api_key":`), shared by the
/// key = value rules.
macro_rules! key_words {
    () => {
        "(?:password|passwd|pwd|secret|token|api[_-]?key|access[_-]?key|auth[_-]?token)"
    };
}

/// Option names whose value is a secret (`--password`, `--hf-token`), shared by the
/// option rules.
macro_rules! option_words {
    () => {
        "(?:password|passwd|token|secret|api[_-]?key|access[_-]?key|auth[_-]?token)"
    };
}

/// The secret rules, most specific first. Each names the provider in a comment; the
/// token shapes are the providers' documented formats.
const SECRET_RULES: &[&str] = &[
    // Private-key blocks: the header line and base64 body lines (64-char PEM lines).
    r"(?P<keep>-----BEGIN [A-Z ]*PRIVATE KEY-----)(?P<secret>.*)",
    PEM_BODY,
    // GCP service-account JSON keys.
    r#"(?P<keep>"private_key(?:_id)?"\s*:\s*")(?P<secret>[^"]+)"#,
    // Hugging Face user access tokens.
    r"(?P<keep>\bhf_)(?P<secret>[A-Za-z0-9]{30,})",
    // GitHub tokens (classic and fine-grained).
    r"(?P<keep>\bgh[pousr]_)(?P<secret>[A-Za-z0-9]{30,})",
    r"(?P<keep>\bgithub_pat_)(?P<secret>[A-Za-z0-9_]{20,})",
    // OpenAI-style secret keys (sk-..., sk-proj-...).
    r"(?P<keep>\bsk-(?:proj-|ant-)?)(?P<secret>[A-Za-z0-9_-]{20,})",
    // AWS access key ids and secret keys.
    r"(?P<keep>\b(?:AKIA|ASIA))(?P<secret>[0-9A-Z]{16})\b",
    r"(?i)(?P<keep>aws_secret_access_key\s*[=:]\s*)(?P<secret>[A-Za-z0-9/+=]{30,})",
    // Slack tokens.
    r"(?P<keep>\bxox[baprs]-)(?P<secret>[A-Za-z0-9-]{10,})",
    // JWTs (three base64url parts, the first two starting with '{"' = eyJ).
    r"(?P<keep>\beyJ)(?P<secret>[A-Za-z0-9_-]{5,}\.eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,})",
    // Bearer tokens in headers.
    r"(?i)(?P<keep>\bbearer\s+)(?P<secret>[A-Za-z0-9._~+/-]{8,}=*)",
    // Passwords in URLs: scheme://user:password@host
    r"(?P<keep>[a-zA-Z][a-zA-Z0-9+.-]*://[^/\s:@]+:)(?P<secret>[^@\s/]+)@",
    // A quoted value with spaces in it (`--password "correct horse battery staple"`,
    // `password="a b c"`): the whole quoted text, which the rules above cut at a space.
    concat!(r#"(?i)(?P<keep>(?:--(?:[\w-]*[-_])?"#, option_words!(), r#"(?:\s+|\s*=\s*)|[\w.-]*"#, key_words!(), r#"(?:_?key)?["']?\s*[=:]\s*)["'])(?P<secret>[^"'\n]*\s[^"'\n]*)["']"#),
    // key = value forms: --password=..., WANDB_API_KEY=..., DB_PASSWORD="...",
    // {"password": "..."}, api_key='...', SECRET_KEY: ... (numbers are left alone, see below)
    concat!(r#"(?i)(?P<keep>[\w.-]*"#, key_words!(), r#"(?:_?key)?["']?\s*[=:]\s*["']?)(?P<secret>[^\s'",;}]{4,})"#),
    // --password VALUE (option and value separated by a space), also with a prefix
    // (--hf-token, --wandb-api-key, --db-password); quoted or not (`--password "..."`,
    // the quote is kept)
    concat!(r#"(?i)(?P<keep>--(?:[\w-]*[-_])?"#, option_words!(), r#"\s+["']?)(?P<secret>[^\s'",;-][^\s'",;]{3,})"#),
];

/// Compiled masking rules plus the host/IP stand-in table. `Send + Sync`.
pub struct Masker {
    options: MaskOptions,
    screen: RegexSet,
    rules: Vec<Rule>,
    ip: Regex,
    host_pos: Regex,
    stand_ins: Mutex<StandIns>,
}

#[derive(Default)]
struct StandIns {
    hosts: HashMap<String, String>,
    ips: HashMap<String, String>,
    /// Seen hosts, longest first (so `gpu017.cluster` is replaced before `gpu017`).
    host_order: Vec<String>,
}

const MASK: &str = "****";

impl std::fmt::Debug for Masker {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Masker").field("options", &self.options).finish()
    }
}

impl Masker {
    /// Compile the rules for these options.
    pub fn new(options: MaskOptions) -> Masker {
        let mut patterns: Vec<&str> = Vec::new();
        if options.secrets {
            patterns.extend_from_slice(SECRET_RULES);
        }
        // IPv4; IPv6 in full (8 groups) or compressed (with "::") form. Shorter colon
        // runs ("host:pid:tid", times) are not addresses.
        let ip = r"::ffff:(?:\d{1,3}\.){3}\d{1,3}\b|\b(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)\b|\b(?:[0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}\b|(?:\b[0-9a-fA-F]{1,4}(?::[0-9a-fA-F]{1,4})*)?::[0-9a-fA-F]{1,4}(?::[0-9a-fA-F]{1,4})*\b";
        // Host positions: NCCL "host:pid:tid [", key=value, "node: x", Slurm "ON host",
        // torchrun "host : x"; fully qualified names under the usual cluster and public
        // suffixes (`gpu-17.cluster.local`, `ip-10-0-0-7.ec2.internal`); and the host
        // field of syslog lines (`Nov 29 03:00:00 gpu-17 kernel:`, ISO time with a zone).
        let host_pos = concat!(
            r"(?:^|[\s\[>:])(?P<h>[A-Za-z][A-Za-z0-9-]*(?:\.[A-Za-z0-9-]+)*):\d+:\d+ \[",
            r"|\b(?:host(?:name)?|node)\s*[=:]\s*(?P<h2>[A-Za-z][A-Za-z0-9.-]*)",
            r"|\bON (?P<h3>[A-Za-z][A-Za-z0-9.-]*) (?:CANCELLED|UNCORRECTABLE)",
            r"|(?:^|[\s\[(@/=])(?P<h4>[A-Za-z][A-Za-z0-9-]*(?:\.[A-Za-z0-9-]+)*\.(?:local|internal|lan|corp|cluster|com|net|org|io|ai|edu|cloud))\b",
            r"|^(?:[A-Z][a-z]{2} [ \d]\d \d\d:\d\d:\d\d|\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:[.,]\d+)?(?:Z|[+-]\d\d:?\d\d))\s+(?P<h5>[a-z][a-z0-9-]*(?:\.[a-z0-9-]+)*)\s+[\w./-]+(?:\[\d+\])?:",
        );
        let mut screen = patterns.clone();
        if options.ips {
            screen.push(ip);
        }
        if options.hosts {
            screen.push(host_pos);
        }
        let screen: Vec<String> = screen.iter().map(|p| ascii_classes(p)).collect();
        Masker {
            options,
            screen: RegexSet::new(&screen).expect("mask rules compile"),
            rules: patterns
                .iter()
                .map(|p| Rule { re: Regex::new(&ascii_classes(p)).expect("mask rule compiles"), mixed: *p == PEM_BODY })
                .collect(),
            ip: Regex::new(&ascii_classes(ip)).expect("ip rule compiles"),
            host_pos: Regex::new(&ascii_classes(host_pos)).expect("host rule compiles"),
            stand_ins: Mutex::new(StandIns::default()),
        }
    }

    /// The options this masker applies.
    pub fn options(&self) -> MaskOptions {
        self.options
    }

    /// True when nothing is masked (every option off).
    pub fn is_noop(&self) -> bool {
        !(self.options.secrets || self.options.hosts || self.options.ips)
    }

    /// Mask a text that was cut (at a line or field cap): [`mask`](Self::mask), then,
    /// with secret masking on, the word the cut falls in (everything after the last
    /// space or tab) becomes `****`. A cut can end inside a secret that the rules, which
    /// need the whole secret (all three parts of a JWT, the `@` after a URL password),
    /// no longer recognise. The rules run first: they take a text ending in `****` as
    /// already masked. Never makes the text longer than `mask` left it, in bytes or in
    /// characters (a cut line decoded lossily has one U+FFFD, three bytes, per invalid
    /// byte, so its characters stay within the byte cap: a word of three such
    /// characters is nine bytes but gives room for three stars only); a whole text of
    /// fewer than four characters becomes as many stars.
    pub fn mask_cut<'a>(&self, text: &'a str) -> Cow<'a, str> {
        let masked = self.mask(text);
        if !self.options.secrets || masked.ends_with(MASK) {
            return masked; // nothing to hide, or masked up to the cut by a rule
        }
        let len = masked.len();
        let word = len - masked.trim_end_matches(|c: char| !c.is_ascii_whitespace()).len();
        if word == 0 {
            return masked;
        }
        let chars = masked.chars().count();
        let mut s = masked.into_owned();
        s.truncate(len - word);
        let mut kept = s.chars().count();
        // A short cut word also gives up what is before it, down to a boundary. Counted
        // in characters: a character is at least a byte, so the bytes fit too.
        while !s.is_empty() && kept + MASK.len() > chars {
            s.pop();
            kept -= 1;
        }
        s.push_str(&MASK[..MASK.len().min(chars - kept)]);
        Cow::Owned(s)
    }

    /// Mask one line. Cost: one `RegexSet` screen; rules run only when it hits.
    pub fn mask<'a>(&self, line: &'a str) -> Cow<'a, str> {
        if self.is_noop() {
            return Cow::Borrowed(line);
        }
        let known_hosts = self.options.hosts && !self.stand_ins.lock().expect("stand-in table").host_order.is_empty();
        if !known_hosts && !self.screen.is_match(line) {
            return Cow::Borrowed(line);
        }
        let mut out: Cow<'a, str> = Cow::Borrowed(line);
        for rule in &self.rules {
            if !rule.re.is_match(&out) {
                continue;
            }
            let replaced = rule
                .re
                .replace_all(&out, |c: &regex::Captures<'_>| {
                    let keep = c.name("keep").map_or("", |m| m.as_str());
                    let whole = c.get(0).expect("group 0");
                    let secret = c.name("secret").expect("every rule has a secret group");
                    // Text matched after the secret (e.g. the '@' of a URL) is kept.
                    let tail = &whole.as_str()[secret.end() - whole.start()..];
                    if secret.as_str().contains(MASK) || is_number(secret.as_str()) || (rule.mixed && !mixes_cases_and_digits(secret.as_str())) {
                        // Already masked by a more specific rule, a plain number
                        // (`max_tokens: 512`, `token_budget=4096`) or, for key bodies, a
                        // run that does not look like base64 of random bytes.
                        return whole.as_str().to_string();
                    }
                    format!("{keep}{MASK}{tail}")
                })
                .into_owned();
            // Matches that were all left as they were (numbers, digests) leave the
            // text borrowed.
            if replaced != *out {
                out = Cow::Owned(replaced);
            }
        }
        if self.options.hosts {
            out = Cow::Owned(self.mask_hosts(&out));
        }
        if self.options.ips {
            let mut table = self.stand_ins.lock().expect("stand-in table");
            let text = out.into_owned();
            let mut replaced = String::with_capacity(text.len());
            let mut last = 0;
            for m in self.ip.find_iter(&text) {
                // Not an address when glued to a word: C++ scopes (`c10::Error`), versions.
                let next = text[m.end()..].chars().next();
                let prev = text[..m.start()].chars().next_back();
                let glued = next.map_or(false, |c| c.is_alphanumeric() || c == '_' || c == '(')
                    || prev.map_or(false, |c| c.is_alphanumeric() || c == '_');
                if glued || (m.as_str().contains("::") && !m.as_str().chars().any(|c| c.is_ascii_digit())) {
                    continue;
                }
                replaced.push_str(&text[last..m.start()]);
                let n = table.ips.len() + 1;
                replaced.push_str(table.ips.entry(m.as_str().to_string()).or_insert_with(|| format!("ip-{n}")));
                last = m.end();
            }
            replaced.push_str(&text[last..]);
            out = Cow::Owned(replaced);
        }
        out
    }

    /// Stand-in for a host name (registering it), e.g. for a match's `node` field.
    pub fn mask_host(&self, host: &str) -> String {
        if !self.options.hosts || host.is_empty() || is_stand_in(host) {
            return host.to_string();
        }
        if self.options.ips && self.ip.is_match(host) {
            return self.mask(host).into_owned();
        }
        let mut t = self.stand_ins.lock().expect("stand-in table");
        register_host(&mut t, host)
    }

    fn mask_hosts(&self, line: &str) -> String {
        let mut t = self.stand_ins.lock().expect("stand-in table");
        for c in self.host_pos.captures_iter(line) {
            let named = ["h", "h2", "h3", "h4", "h5"].iter().find_map(|n| c.name(n));
            if let Some(h) = named {
                let h = h.as_str().trim_end_matches('.');
                if !is_stand_in(h) && h != "localhost" && !self.ip.is_match(h) {
                    register_host(&mut t, h);
                }
            }
        }
        let mut out = line.to_string();
        for h in t.host_order.clone() {
            if out.contains(h.as_str()) {
                let stand_in = t.hosts[&h].clone();
                out = replace_word(&out, &h, &stand_in);
            }
        }
        out
    }
}

/// `pattern` with ASCII `\b`, `\w` and `\d` (inside and outside classes); `\s` stays
/// Unicode (a few code points: an ideographic space still ends a secret).
///
/// In the regex crate's Unicode mode `\w` and `\d` are hundreds of ranges and `\b`
/// makes its lazy DFA give up on any non-ASCII byte, so the 16 screening rules ran in
/// the PikeVM: masking the context of each kept match (about 110 lines) was most of
/// the cost of a log dense in failures (64% of a profile of the bundled cases, 0.02
/// GB/s). Every token and key the rules look for is ASCII; a boundary next to a
/// non-ASCII letter now counts as one, which can only mask more. The whole pattern cannot simply turn
/// Unicode off: `.` and negated classes would then match invalid UTF-8, which `str`
/// regexes refuse.
fn ascii_classes(pattern: &str) -> String {
    let mut out = String::with_capacity(pattern.len() + 32);
    let mut chars = pattern.chars();
    // Depth of `[...]` classes (nested for `[[:word:]]`-style items).
    let mut depth = 0usize;
    while let Some(c) = chars.next() {
        match c {
            '\\' => {
                let Some(e) = chars.next() else {
                    out.push(c);
                    break;
                };
                let class = match e {
                    'w' => Some("[:word:]"),
                    'd' => Some("[:digit:]"),
                    _ => None,
                };
                match (class, depth) {
                    (Some(cl), 0) => {
                        out.push('[');
                        out.push_str(cl);
                        out.push(']');
                    }
                    (Some(cl), _) => out.push_str(cl),
                    (None, 0) if e == 'b' => out.push_str("(?-u:\\b)"),
                    (None, _) => {
                        out.push(c);
                        out.push(e);
                    }
                }
            }
            '[' => {
                depth += 1;
                out.push(c);
            }
            ']' if depth > 0 => {
                depth -= 1;
                out.push(c);
            }
            _ => out.push(c),
        }
    }
    out
}

/// Whether `s` holds an upper-case letter, a lower-case letter and a digit.
fn mixes_cases_and_digits(s: &str) -> bool {
    s.bytes().any(|b| b.is_ascii_uppercase()) && s.bytes().any(|b| b.is_ascii_lowercase()) && s.bytes().any(|b| b.is_ascii_digit())
}

/// A number (integer, decimal, exponent), which no secret is.
fn is_number(s: &str) -> bool {
    s.parse::<f64>().is_ok()
}

fn is_stand_in(s: &str) -> bool {
    (s.starts_with("host-") || s.starts_with("ip-")) && s[s.find('-').unwrap() + 1..].chars().all(|c| c.is_ascii_digit())
}

fn register_host(t: &mut StandIns, host: &str) -> String {
    if let Some(s) = t.hosts.get(host) {
        return s.clone();
    }
    let s = format!("host-{}", t.hosts.len() + 1);
    t.hosts.insert(host.to_string(), s.clone());
    t.host_order.push(host.to_string());
    t.host_order.sort_by(|a, b| b.len().cmp(&a.len()).then(a.cmp(b)));
    s
}

/// Replace whole-word occurrences of `word` (host names: letters, digits, '-', '.').
fn replace_word(text: &str, word: &str, with: &str) -> String {
    let is_part = |c: char| c.is_ascii_alphanumeric() || c == '-' || c == '_';
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(i) = rest.find(word) {
        let before_ok = rest[..i].chars().next_back().map_or(true, |c| !is_part(c));
        let after = &rest[i + word.len()..];
        let after_ok = after.chars().next().map_or(true, |c| !is_part(c));
        out.push_str(&rest[..i]);
        if before_ok && after_ok {
            out.push_str(with);
        } else {
            out.push_str(word);
        }
        rest = after;
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn m(line: &str) -> String {
        Masker::new(MaskOptions::default()).mask(line).into_owned()
    }

    #[test]
    fn secrets_are_masked_readably() {
        let cases = [
            ("token hf_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789 ok", "hf_****"),
            ("GITHUB ghp_0123456789abcdefghijABCDEFGHIJ012345", "ghp_****"),
            ("github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyz", "github_pat_****"),
            ("OPENAI_API_KEY=sk-proj-abcdefghijklmnopqrstuvwxyz012345", "****"),
            ("key sk-abcdefghijklmnopqrstuvwxyz0123", "sk-****"),
            ("aws AKIAIOSFODNN7EXAMPLE id", "AKIA****"),
            ("aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "aws_secret_access_key = ****"),
            ("Authorization: Bearer abcdef0123456789.xyz", "Bearer ****"),
            ("jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U", "eyJ****"),
            ("mlflow http://alice:s3cr3tpw@tracking.example.com/api", "http://alice:****@tracking.example.com"),
            ("python train.py --password=hunter2hunter --lr 3e-4", "--password=****"),
            ("WANDB_API_KEY=0123456789abcdef0123456789abcdef01234567", "WANDB_API_KEY=****"),
            (r#"{"private_key_id": "0123456789abcdef0123456789abcdef01234567", "#, r#""private_key_id": "****""#),
            ("-----BEGIN RSA PRIVATE KEY-----MIIEpAIBAAKCAQEA", "-----BEGIN RSA PRIVATE KEY-----****"),
            ("MIIEpAIBAAKCAQEA3Tz2mr7SZiAMfQyuvBjM2ZAjU0e9RHd1tlnEAW4lBrj8VbQxYY9u8Y", "****"),
            ("[rank1]: MIIEpAIBAAKCAQEA3Tz2mr7SZiAMfQyuvBjM2ZAjU0e9RHd1tlnEAW4lBrj8VbQxYY9u8Y", "[rank1]: ****"),
            ("2026-12-01 10:00:00,000 INFO MIIEpAIBAAKCAQEA3Tz2mr7SZiAMfQyuvBjM2ZAjU0e9RHd1tlnEAW4lBrj8VbQxYY9u8Y", "INFO ****"),
            ("slack xoxb-123456789012-abcdefghijk", "xoxb-****"),
            (r#"export PASSWORD="hunter4hunter4""#, r#"PASSWORD="****""#),
            (r#"config {"password": "hunter6hunter6"}"#, r#""password": "****""#),
            ("DB_PASSWORD=hunter7hunter7", "DB_PASSWORD=****"),
            ("api_key='hunter9hunter9'", "api_key='****'"),
            ("SECRET_KEY: hunter8hunter8", "SECRET_KEY: ****"),
            ("train.py --password hunter2hunter2 --lr 1", "--password ****"),
            ("train.py --password \"hunter2hunter2\" --lr 1", "--password \"****\" --lr 1"),
            ("train.py --api-key 'hunter3hunter3'", "--api-key '****'"),
            ("train.py --hf-token Xq9TzLmN4pRs8vWy --lr 1", "--hf-token **** --lr 1"),
            ("train.py --wandb-api-key 9f8e7d6c5b4a39281706", "--wandb-api-key ****"),
            ("train.py --password \"correct horse battery staple\" --lr 1", "--password \"****\" --lr 1"),
            ("export DB_PASSWORD=\"correct horse battery\"", "DB_PASSWORD=\"****\""),
            ("[default0]:[rank1]: MIIEpAIBAAKCAQEA3Tz2mr7SZiAMfQyuvBjM2ZAjU0e9RHd1tlnEAW4lBrj8VbQxYY9u8Y", "[default0]:[rank1]: ****"),
            ("HF_TOKEN=\"hf_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789\"", "HF_TOKEN=\"hf_****\""),
        ];
        for (line, want) in cases {
            let got = m(line);
            assert!(got.contains(want), "{line:?} -> {got:?} (want {want:?})");
            assert_eq!(m(&got), got, "masking is idempotent for {line:?}");
        }
    }

    #[test]
    fn ordinary_log_lines_are_untouched() {
        for line in [
            "[rank2]:[E1120 03:25:27.000000000 ProcessGroupNCCL.cpp:632] [Rank 2] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1642, OpType=RECV)",
            "step 10/100 | loss 2.31 | lr 3.0e-04 | tokens/s 52000",
            "commit 0123456789abcdef0123456789abcdef01234567",
            "NCCL_IB_HCA=mlx5_0 NCCL_SOCKET_IFNAME=ib0 tokenizer=gpt2",
            "max_tokens: 512 num_tokens=4096 tokens/s 52000 token_budget=1.5e4",
            "--password-file /etc/secret/pw --token-limit 10",
            "[rank0]: checkpoint sha256 e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
            "[rank1]: Saving checkpoint to /mnt/Checkpoints/GPT3XL/run20261201/globalstep40000/mprank01",
            "[rank0]: loaded tokenizer with max_tokens 512 --tokenizer gpt2 --max-tokens 4096",
            "[rank0]: a quoted \"token of the day\" in prose",
            "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 3.50 GiB.",
        ] {
            assert!(matches!(Masker::new(MaskOptions::default()).mask(line), Cow::Borrowed(_)), "{line}");
        }
    }

    #[test]
    fn hosts_and_ips_get_stable_stand_ins() {
        let mk = Masker::new(MaskOptions { secrets: true, hosts: true, ips: true });
        let a = mk.mask("gpu017:4242:4301 [3] NCCL WARN NET/IB : Got completion from peer 10.1.2.3<42567> with error 12");
        assert!(a.starts_with("host-1:4242:4301 [3]"), "{a}");
        assert!(a.contains("ip-1<42567>"), "{a}");
        let b = mk.mask("ssh to gpu017 failed, then 10.1.2.3 and 10.1.2.4");
        assert_eq!(b, "ssh to host-1 failed, then ip-1 and ip-2");
        assert_eq!(mk.mask_host("gpu017"), "host-1");
        assert_eq!(mk.mask_host("gpu018"), "host-2");
        assert_eq!(mk.mask(&b), b);
        let v6 = mk.mask("peer fe80::aaaa:bbbb:cccc:0078%ib0<53249> and ::1");
        assert_eq!(v6, "peer ip-3%ib0<53249> and ip-4");
        let c = mk.mask("slurmstepd: error: *** STEP 6053.0 ON node-b CANCELLED AT 2024-04-23T12:18:08 ***");
        assert!(c.contains("ON host-3 CANCELLED"), "{c}");
        assert_eq!(mk.mask("gpu0170 is another host"), "gpu0170 is another host");
        // Fully qualified names and syslog host fields; module paths and levels are not hosts.
        let fq = mk.mask("2026-01-01T00:00:00Z gpu-node-17.cluster.local 10.9.9.9: NCCL WARN NET/IB : Got async event");
        assert!(fq.starts_with("2026-01-01T00:00:00Z host-4 ip-"), "{fq}");
        assert_eq!(mk.mask("connect to ip-10-0-0-7.ec2.internal:29500 refused"), "connect to host-5:29500 refused");
        let sys = mk.mask("Nov 29 03:00:01 gpu-b07 kernel: NVRM: Xid (PCI:0000:3b:00): 79, GPU has fallen off the bus.");
        assert!(sys.starts_with("Nov 29 03:00:01 host-6 kernel: NVRM"), "{sys}");
        assert_eq!(mk.mask("later gpu-b07 rebooted"), "later host-6 rebooted");
        for keep in [
            "torch.distributed.elastic.multiprocessing.api: failed",
            "2024-05-01 10:00:00,123 WARNING torch.distributed: slow",
            "saved to /ckpt/model.pt and config.json",
        ] {
            assert_eq!(mk.mask(keep), keep);
        }
        let mapped = mk.mask("SocketImpl(fd=3, addr=[::ffff:127.0.0.1]:60526, remote=10.0.0.7:29500)");
        assert_eq!(mapped, "SocketImpl(fd=3, addr=[ip-6]:60526, remote=ip-7:29500)");
        let cpp = "frame #1: c10d::ProcessGroupNCCL::WorkNCCL::checkTimeout(std::optional<long>) + 0x1d2";
        assert_eq!(mk.mask(cpp), cpp);
    }

    #[test]
    fn a_cut_text_loses_its_cut_word_after_the_rules() {
        let mk = Masker::new(MaskOptions::default());
        // Too short for the hf_ rule: the cut word goes.
        assert_eq!(mk.mask_cut("token is hf_abcdefgh"), "token is ****");
        // Masked up to the cut by a rule: left as the rule made it.
        assert_eq!(mk.mask_cut("-----BEGIN PRIVATE KEY-----MIIEvQIBAD"), "-----BEGIN PRIVATE KEY-----****");
        // Never longer than the text: a short cut word also takes what is before it.
        assert_eq!(mk.mask_cut("abcdef gh"), "abcde****");
        // Nor longer in characters: a line cut at 15 bytes after an invalid byte and two
        // NULs (15 characters, 17 bytes once decoded; found by the fuzzer).
        let cut = "[rank0]:    \u{FFFD}\0\0";
        assert_eq!((cut.len(), cut.chars().count()), (17, 15));
        assert_eq!(mk.mask_cut(cut), "[rank0]:   ****");
        assert_eq!(mk.mask_cut("\u{FFFD}\0"), "**");
        assert_eq!(mk.mask_cut("ab"), "**");
        // Without secret masking, cut text is as it is.
        let off = Masker::new(MaskOptions { secrets: false, hosts: false, ips: false });
        assert_eq!(off.mask_cut("token is hf_abcdefgh"), "token is hf_abcdefgh");
    }

    #[test]
    fn rules_use_ascii_classes() {
        assert_eq!(ascii_classes(r"\bhf_\w+\s*[\w.-]*[^\s'\]]\d\.\\b"), r"(?-u:\b)hf_[[:word:]]+\s*[[:word:].-]*[^\s'\]][[:digit:]]\.\\b");
        for p in SECRET_RULES {
            Regex::new(&ascii_classes(p)).unwrap_or_else(|e| panic!("{p}: {e}"));
        }
        // Non-ASCII text around: tokens are still found, plain text is left alone.
        let mk = Masker::new(MaskOptions { secrets: true, hosts: true, ips: true });
        assert_eq!(mk.mask("Schlüssel: hf_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789 ✓"), "Schlüssel: hf_**** ✓");
        assert_eq!(mk.mask("größe_password=hunter2hunter2 ━━━"), "größe_password=**** ━━━");
        // An ideographic space ends a secret, as any Unicode space does.
        assert_eq!(mk.mask("WANDB_API_KEY=0123456789abcdef0123456789abcdef01234567\u{3000}geladen"), "WANDB_API_KEY=****\u{3000}geladen");
        let plain = "│ loss ━━━━━━━━━━ 100% ✓ naïve café 12:34:56";
        assert!(matches!(mk.mask(plain), Cow::Borrowed(_)), "{plain}");
    }

    #[test]
    fn noop_masker_borrows() {
        let mk = Masker::new(MaskOptions { secrets: false, hosts: false, ips: false });
        assert!(mk.is_noop());
        assert!(matches!(mk.mask("hf_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789"), Cow::Borrowed(_)));
    }
}
