//! Kafka records of one poll grouped per stream, natively: the per-record part of
//! `firstfault.sources.records.RecordDecoder` for the `text` and `lines` shapes.
//!
//! Python hands over the poll's keys, values and headers as three lists; this walks
//! them once, groups records by (key, headers) and joins each group's values into one
//! chunk of lines, checking the size cap, NUL bytes and UTF-8 on the way. What it
//! costs per record: reading three list items, hashing the key and header bytes, and
//! one copy of the value; no Python object is created per record.

use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyList, PyString, PyTuple};
use crate::problem::DeadLetterReason;
use std::collections::HashMap;

/// One group: the records sharing a key and headers, in offset order.
struct Group {
    /// Index of the group's first record (its key and headers stand for the group).
    first: usize,
    /// Indices of the group's records whose value passed the size check.
    good: Vec<u32>,
    /// Bytes of the joined chunk: the good values without their own trailing `\n`, each
    /// followed by one.
    len: usize,
}

/// Append the bytes identifying a stream (key, then each header name and value) to
/// `out`, length-prefixed so that different splits never give the same bytes.
///
/// # Errors
/// `TypeError` for a key that is not bytes or None, or headers that are not a list or
/// tuple of (str, bytes or None) pairs.
fn stream_key_bytes(key: &Bound<'_, PyAny>, headers: &Bound<'_, PyAny>, out: &mut Vec<u8>) -> PyResult<()> {
    let mut push = |tag: u8, b: &[u8]| {
        out.push(tag);
        out.extend_from_slice(&(b.len() as u32).to_le_bytes());
        out.extend_from_slice(b);
    };
    if key.is_none() {
        push(0, b"");
    } else {
        push(1, key.cast::<PyBytes>().map_err(|_| PyTypeError::new_err("record key is not bytes"))?.as_bytes());
    }
    if headers.is_none() {
        return Ok(());
    }
    let pairs = headers.try_iter().map_err(|_| PyTypeError::new_err("record headers are not a list"))?;
    for pair in pairs {
        let pair = pair?;
        let pair = pair.cast::<PyTuple>().map_err(|_| PyTypeError::new_err("a record header is not a pair"))?;
        if pair.len() != 2 {
            return Err(PyTypeError::new_err("a record header is not a pair"));
        }
        let name = pair.get_item(0)?;
        let name = name.cast::<PyString>().map_err(|_| PyTypeError::new_err("a header name is not str"))?;
        push(2, name.to_cow().map_err(|_| PyTypeError::new_err("a header name is not valid UTF-8"))?.as_bytes());
        let value = pair.get_item(1)?;
        if value.is_none() {
            push(3, b"");
        } else {
            push(4, value.cast::<PyBytes>().map_err(|_| PyTypeError::new_err("a header value is not bytes"))?.as_bytes());
        }
    }
    Ok(())
}

/// `too_large` with its detail when a value of `len` bytes is over the cap (the same
/// text as `RecordDecoder._check_record`).
fn too_large(len: usize, max_record_bytes: usize) -> Option<(&'static str, String)> {
    (len > max_record_bytes).then(|| (DeadLetterReason::TooLarge.slug(), format!("value of {len} bytes is over the cap of {max_record_bytes}")))
}

/// Why a value within the size cap is dead-lettered (`binary`: NUL bytes or not UTF-8),
/// as `(reason, detail)`, or `None` when it is good. The same texts as
/// `RecordDecoder._check_record`.
fn content_problem(v: &[u8]) -> Option<(&'static str, String)> {
    if memchr::memchr(0, v).is_some() {
        return Some((DeadLetterReason::Binary.slug(), "value contains NUL bytes".into()));
    }
    if let Err(e) = std::str::from_utf8(v) {
        return Some((DeadLetterReason::Binary.slug(), format!("value is not UTF-8 (byte {})", e.valid_up_to())));
    }
    None
}

/// A record's headers as a tuple (hashable: the caller caches identities by it).
fn header_tuple<'py>(py: Python<'py>, h: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyTuple>> {
    if h.is_none() {
        Ok(PyTuple::empty(py))
    } else if let Ok(t) = h.cast::<PyTuple>() {
        Ok(t.clone())
    } else {
        PyTuple::new(py, h.try_iter()?.collect::<PyResult<Vec<_>>>()?)
    }
}

/// The value without one trailing `\n` (a record's own line end).
fn strip_eol(v: &[u8]) -> &[u8] {
    v.strip_suffix(b"\n").unwrap_or(v)
}

/// Group one poll's records by stream and join each group's values.
///
/// Args: `keys`, `values`, `headers`: lists of equal length (record key: bytes or None;
/// value: bytes or None; headers: None or a list of `(str, bytes or None)` pairs);
/// `max_record_bytes`: values longer than this are bad (`too_large`).
///
/// Returns `(groups, bad)`: `groups` in order of first appearance, each
/// `(key, headers, first_index, records, data)` where `key` and `headers` (a tuple) are
/// those of the group's first record, `first_index` is the index of its first good
/// record (of its first record when none is good), `records` the number of good
/// records (0 when none is: the caller still needs the group to name a missing job)
/// and `data` their values joined, one line per record and each ending with `\n` (a
/// value's own trailing `\n` is dropped, inner ones kept). `bad` lists
/// `(index, reason, detail)` in index order: reasons `missing_field` (no value),
/// `too_large`, `binary` (NUL bytes or not UTF-8).
///
/// # Errors
/// `TypeError` when the lists differ in length or an item has another type, or a
/// header name is not valid UTF-8 (the caller then decodes in Python);
/// `OverflowError` for a `max_record_bytes` below 0 or above the platform's `usize`.
#[pyfunction]
pub fn group_text_records<'py>(
    py: Python<'py>,
    keys: &Bound<'py, PyList>,
    values: &Bound<'py, PyList>,
    headers: &Bound<'py, PyList>,
    max_record_bytes: usize,
) -> PyResult<(Bound<'py, PyList>, Bound<'py, PyList>)> {
    let n = values.len();
    if keys.len() != n || headers.len() != n {
        return Err(PyTypeError::new_err("keys, values and headers differ in length"));
    }
    let mut index: HashMap<Vec<u8>, usize> = HashMap::new();
    let mut groups: Vec<Group> = Vec::new();
    let mut bad: Vec<(usize, &'static str, String)> = Vec::new();
    let mut scratch = Vec::with_capacity(64);
    for i in 0..n {
        scratch.clear();
        stream_key_bytes(&keys.get_item(i)?, &headers.get_item(i)?, &mut scratch)?;
        let g = match index.get(scratch.as_slice()) {
            Some(&g) => g,
            None => {
                index.insert(scratch.clone(), groups.len());
                groups.push(Group { first: i, good: Vec::new(), len: 0 });
                groups.len() - 1
            }
        };
        let value = values.get_item(i)?;
        if value.is_none() {
            bad.push((i, DeadLetterReason::MissingField.slug(), "value: the record has no value".into()));
            continue;
        }
        let v = value.cast::<PyBytes>().map_err(|_| PyTypeError::new_err("record value is not bytes"))?.as_bytes();
        if let Some((reason, detail)) = too_large(v.len(), max_record_bytes) {
            bad.push((i, reason, detail));
            continue;
        }
        let grp = &mut groups[g];
        grp.good.push(i as u32);
        grp.len += strip_eol(v).len() + 1;
    }
    // Each chunk is written straight into its Python bytes object (its size is known),
    // then checked for NUL bytes and UTF-8 in one pass; a chunk that fails is rebuilt
    // record by record (rare: only groups holding a bad record pay for it).
    let out = PyList::empty(py);
    for grp in &groups {
        // A group without a good record still goes out (empty): it may name a missing job.
        let mut joined = PyBytes::new_with(py, grp.len, |buf| {
            let mut at = 0;
            for &i in &grp.good {
                let value = values.get_item(i as usize)?;
                let v = strip_eol(value.cast::<PyBytes>()?.as_bytes());
                buf[at..at + v.len()].copy_from_slice(v);
                buf[at + v.len()] = b'\n';
                at += v.len() + 1;
            }
            Ok(())
        })?;
        let mut good = std::borrow::Cow::Borrowed(&grp.good);
        let bytes = joined.as_bytes();
        if content_problem(bytes).is_some() {
            let mut data = Vec::with_capacity(grp.len);
            let mut kept = Vec::with_capacity(grp.good.len());
            for &i in &grp.good {
                let value = values.get_item(i as usize)?;
                let v = value.cast::<PyBytes>()?.as_bytes();
                match content_problem(v) {
                    Some((reason, detail)) => bad.push((i as usize, reason, detail)),
                    None => {
                        kept.push(i);
                        data.extend_from_slice(strip_eol(v));
                        data.push(b'\n');
                    }
                }
            }
            joined = PyBytes::new(py, &data);
            good = std::borrow::Cow::Owned(kept);
        }
        let h_tuple = header_tuple(py, &headers.get_item(grp.first)?)?;
        let first = good.first().map_or(grp.first, |&i| i as usize);
        out.append((keys.get_item(grp.first)?, h_tuple, first, good.len(), joined))?;
    }
    bad.sort_by_key(|b| b.0);
    let bad_out = PyList::empty(py);
    for (i, reason, detail) in bad {
        bad_out.append((i, reason, detail))?;
    }
    Ok((out, bad_out))
}
