//! Reading plain files through a memory map, safely when they shrink.
//!
//! `read(2)` copies every byte from the page cache into a buffer; on a log already
//! in the page cache that copy was about a tenth of a scan's time. A read-only
//! shared mapping hands the scanner the page-cache pages themselves (ripgrep does the
//! same for single files). A file is mapped one window of [`WINDOW_BYTES`] at a time,
//! its page tables filled in one call (`MADV_POPULATE_READ`) and the window unmapped
//! when scanned, so the resident set stays about a window however large the file.
//! Windows rather than a mapping of the whole file released chunk by chunk: each
//! release of mapped pages (`MADV_DONTNEED`, `munmap`) interrupts every other core
//! that runs a thread of the process to flush its TLB, and per 4 MiB chunk that cost
//! two threads a quarter of their scaling.
//!
//! The hazard of a mapping is a file that shrinks while it is read (a `logrotate
//! copytruncate`, a job rewriting its log): touching a page past the new end raises
//! `SIGBUS`, which would kill the whole scan. Two guards:
//! - `MADV_POPULATE_READ` fails with `EFAULT` instead of faulting when a chunk is no
//!   longer covered by the file, so a shrink seen before a chunk is scanned stops the
//!   file cleanly at its new end ([`MappedFile::prefetch`]);
//! - a process-wide `SIGBUS` handler covers a shrink that races with the scan of a
//!   chunk: a fault inside a registered mapping replaces the rest of that mapping with
//!   zero pages (one `mmap(MAP_FIXED)`, async-signal-safe) and records where, so the
//!   access is retried and reads zeros ([`MappedFile::zeroed_from`]); any other
//!   `SIGBUS` goes to the handler that was installed before (or the default action).
//!
//! Linux only (the populate advice and the handler's `si_addr`); elsewhere
//! [`MappedFile::map`] returns `None` and callers read the file.

use std::fs::File;
use std::io;

/// Bytes of a file mapped at a time (a multiple of any page size).
pub const WINDOW_BYTES: usize = 64 << 20;

/// A window of a plain file mapped read-only, registered with the `SIGBUS` guard
/// while it lives.
pub struct MappedFile {
    map: memmap2::Mmap,
    #[cfg(target_os = "linux")]
    slot: usize,
}

impl MappedFile {
    /// Map `len` bytes of `file` from `offset` (a multiple of the page size). `Ok(None)`
    /// when a mapping is not available here: not Linux, `len` is 0, or every guard
    /// slot is in use (then the caller reads the file).
    ///
    /// # Errors
    /// The `io::Error` of `mmap` (the caller reads the file instead).
    pub fn map(file: &File, offset: u64, len: usize) -> io::Result<Option<MappedFile>> {
        #[cfg(target_os = "linux")]
        {
            if len == 0 {
                return Ok(None);
            }
            guard::install();
            // SAFETY: the mapping is read-only and private to this value; the file may
            // change underneath (the module's guards cover a shrink, and a log being
            // appended to only adds bytes past the window).
            let map = unsafe { memmap2::MmapOptions::new().offset(offset).len(len).map(file)? };
            let start = map.as_ptr() as usize;
            match guard::register(start, start + len) {
                Some(slot) => Ok(Some(MappedFile { map, slot })),
                None => Ok(None),
            }
        }
        #[cfg(not(target_os = "linux"))]
        {
            let _ = (file, offset, len);
            Ok(None)
        }
    }

    /// The mapped bytes. Pages past a shrink read as zeros (see [`zeroed_from`](Self::zeroed_from)).
    pub fn bytes(&self) -> &[u8] {
        &self.map
    }

    /// Fill the page tables of `range` (offsets in the window) before it is scanned.
    /// `Err(())` when the file no longer covers all of it (it shrank): the caller looks
    /// up the file's size and stops there. Kernels without `MADV_POPULATE_READ` (before
    /// 5.14) count as success: pages then fault in as they are read.
    pub fn prefetch(&self, range: std::ops::Range<usize>) -> Result<(), ()> {
        #[cfg(target_os = "linux")]
        {
            if range.is_empty() {
                return Ok(());
            }
            match self.map.advise_range(memmap2::Advice::PopulateRead, range.start, range.len()) {
                Ok(()) => Ok(()),
                Err(e) if e.raw_os_error() == Some(libc::EFAULT) => Err(()),
                Err(_) => Ok(()),
            }
        }
        #[cfg(not(target_os = "linux"))]
        {
            let _ = range;
            Ok(())
        }
    }

    /// Where the `SIGBUS` guard replaced the mapping with zeros (the file shrank while
    /// a chunk was scanned), as an offset in the window; `None` when it never did.
    pub fn zeroed_from(&self) -> Option<usize> {
        #[cfg(target_os = "linux")]
        {
            guard::zeroed_from(self.slot)
        }
        #[cfg(not(target_os = "linux"))]
        {
            None
        }
    }
}

impl Drop for MappedFile {
    fn drop(&mut self) {
        // Unregistered before `map` unmaps (fields drop after this body).
        #[cfg(target_os = "linux")]
        guard::unregister(self.slot);
    }
}

#[cfg(target_os = "linux")]
mod guard {
    //! The process-wide `SIGBUS` guard: a fixed table of mapped ranges read by the
    //! signal handler with atomics only (no locks, no allocation).

    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::Once;

    /// Mappings guarded at once; a scan holds one per worker thread.
    const SLOTS: usize = 256;

    struct Slot {
        /// Start address of the mapping; 0 when the slot is free. Written last on
        /// registration and cleared first on release, so the handler never sees a
        /// start without its end.
        start: AtomicUsize,
        end: AtomicUsize,
        /// 1 + the offset where the mapping was replaced by zeros; 0 when it was not.
        zeroed: AtomicUsize,
    }

    #[allow(clippy::declare_interior_mutable_const)]
    const FREE: Slot = Slot { start: AtomicUsize::new(0), end: AtomicUsize::new(0), zeroed: AtomicUsize::new(0) };
    static TABLE: [Slot; SLOTS] = [FREE; SLOTS];
    /// The `SIGBUS` disposition before ours, restored for faults that are not ours.
    static mut PREVIOUS: std::mem::MaybeUninit<libc::sigaction> = std::mem::MaybeUninit::uninit();
    static INSTALL: Once = Once::new();

    pub(super) fn install() {
        INSTALL.call_once(|| unsafe {
            // SAFETY: plain libc calls with initialised structures; PREVIOUS is written
            // here once, before any slot is registered (so before the handler can run
            // for one of ours), and only read by the handler afterwards.
            let mut action: libc::sigaction = std::mem::zeroed();
            action.sa_sigaction = on_sigbus as *const () as usize;
            action.sa_flags = libc::SA_SIGINFO | libc::SA_ONSTACK;
            libc::sigemptyset(&mut action.sa_mask);
            libc::sigaction(libc::SIGBUS, &action, std::ptr::addr_of_mut!(PREVIOUS).cast());
        });
    }

    pub(super) fn register(start: usize, end: usize) -> Option<usize> {
        for (i, slot) in TABLE.iter().enumerate() {
            // Claim a free slot by its end (a nonzero end with start 0 is "being set up").
            if slot.end.compare_exchange(0, end, Ordering::AcqRel, Ordering::Relaxed).is_ok() {
                slot.zeroed.store(0, Ordering::Relaxed);
                slot.start.store(start, Ordering::Release);
                return Some(i);
            }
        }
        None
    }

    pub(super) fn unregister(i: usize) {
        let slot = &TABLE[i];
        slot.start.store(0, Ordering::Release);
        slot.end.store(0, Ordering::Release);
    }

    pub(super) fn zeroed_from(i: usize) -> Option<usize> {
        TABLE[i].zeroed.load(Ordering::Acquire).checked_sub(1)
    }

    extern "C" fn on_sigbus(signal: libc::c_int, info: *mut libc::siginfo_t, context: *mut libc::c_void) {
        // SAFETY: the kernel passes a valid siginfo for SA_SIGINFO handlers; only
        // async-signal-safe calls follow (mmap, sigaction).
        unsafe {
            let addr = (*info).si_addr() as usize;
            let page = page_size();
            for slot in TABLE.iter() {
                let start = slot.start.load(Ordering::Acquire);
                let end = slot.end.load(Ordering::Acquire);
                if start == 0 || addr < start || addr >= end || slot.start.load(Ordering::Acquire) != start {
                    continue;
                }
                let from = addr & !(page - 1);
                let r = libc::mmap(
                    from as *mut libc::c_void,
                    end - from,
                    libc::PROT_READ,
                    libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_FIXED,
                    -1,
                    0,
                );
                if r != libc::MAP_FAILED {
                    let offset = from.saturating_sub(start);
                    let _ = slot.zeroed.compare_exchange(0, offset + 1, Ordering::AcqRel, Ordering::Relaxed);
                    return; // the access is retried and reads zeros
                }
            }
            // Not a mapping of ours: the previous disposition takes over. A fault raised
            // by the kernel happens again when the access is retried; one sent by a
            // process (kill, raise) is sent again.
            let _ = context;
            libc::sigaction(libc::SIGBUS, std::ptr::addr_of!(PREVIOUS).cast(), std::ptr::null_mut());
            if (*info).si_code <= 0 {
                libc::raise(signal);
            }
        }
    }

    fn page_size() -> usize {
        // SAFETY: sysconf is async-signal-safe and has no preconditions.
        unsafe { libc::sysconf(libc::_SC_PAGESIZE) as usize }
    }
}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use super::*;
    use std::io::Write;

    fn file_of(bytes: &[u8]) -> (tempfile_path::Guard, File) {
        let g = tempfile_path::Guard::new();
        std::fs::File::create(&g.0).unwrap().write_all(bytes).unwrap();
        let f = File::open(&g.0).unwrap();
        (g, f)
    }

    /// A unique path removed on drop (no tempfile crate in the core).
    mod tempfile_path {
        pub struct Guard(pub std::path::PathBuf);
        impl Guard {
            pub fn new() -> Guard {
                use std::sync::atomic::{AtomicU32, Ordering};
                static N: AtomicU32 = AtomicU32::new(0);
                let n = N.fetch_add(1, Ordering::Relaxed);
                Guard(std::env::temp_dir().join(format!("firstfault-mapped-{}-{n}", std::process::id())))
            }
        }
        impl Drop for Guard {
            fn drop(&mut self) {
                let _ = std::fs::remove_file(&self.0);
            }
        }
    }

    #[test]
    fn maps_windows_and_prefetches() {
        let data: Vec<u8> = (0..3 << 20).map(|i| (i % 251) as u8).collect();
        let (_g, f) = file_of(&data);
        let m = MappedFile::map(&f, 0, data.len()).unwrap().unwrap();
        assert_eq!(m.prefetch(0..1 << 20), Ok(()));
        assert_eq!(m.bytes(), &data[..]);
        assert_eq!(m.zeroed_from(), None);
        let w = MappedFile::map(&f, 1 << 20, 1 << 20).unwrap().unwrap();
        assert_eq!(w.bytes(), &data[1 << 20..2 << 20]);
        assert!(MappedFile::map(&f, 0, 0).unwrap().is_none());
    }

    #[test]
    fn a_shrink_is_seen_by_prefetch_and_survived_by_the_guard() {
        let page = 4096;
        let data = vec![b'x'; 64 * page];
        let (g, f) = file_of(&data);
        let m = MappedFile::map(&f, 0, data.len()).unwrap().unwrap();
        assert_eq!(m.bytes()[10], b'x');
        std::fs::OpenOptions::new().write(true).open(&g.0).unwrap().set_len(8 * page as u64).unwrap();
        // Before a chunk: the populate advice fails instead of faulting.
        assert_eq!(m.prefetch(0..8 * page), Ok(()));
        assert_eq!(m.prefetch(8 * page..16 * page), Err(()));
        // During a chunk: the access past the end raises SIGBUS; the guard maps zeros
        // from that page on and the read goes on.
        let past: u64 = m.bytes()[20 * page..].iter().map(|&b| b as u64).sum();
        assert_eq!(past, 0);
        assert_eq!(m.zeroed_from(), Some(20 * page));
        assert_eq!(m.bytes()[8 * page - 1], b'x');
    }
}
