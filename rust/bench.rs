//! The streaming benchmark behind `firstfault bench`: generated logs go straight
//! from the generator into sessions, never to disk.
//!
//! The input is cut into *jobs*: each job is `ranks` rank streams (one per rank, as
//! torchrun's `--log-dir` writes them) of `job_bytes / ranks` bytes each, generated
//! with seed `(seed, job)` and fed to one [`Session`] chunk by chunk, round-robin over
//! the ranks. Worker threads take jobs from a shared counter and send each job's
//! matches and summaries through a bounded channel, so memory is bounded by
//! `threads x (one chunk + one job's matches)` whatever the total size.

use crate::attribution::PathIdentity;
use crate::catalog::Scanner;
use crate::gen::{GenConfig, LogGen};
use crate::session::{Match, Session, StreamSummary};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::{sync_channel, Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// How to run a streaming benchmark.
#[derive(Debug, Clone)]
pub struct BenchOptions {
    /// Total bytes to generate and scan (rounded to whole chunks per rank).
    pub total_bytes: u64,
    /// Worker threads (at least 1).
    pub threads: usize,
    /// Bytes per job (all ranks together); smaller jobs are used when the total is small
    /// so that every thread gets work.
    pub job_bytes: u64,
    /// Bytes fed to the session per call, per rank stream.
    pub chunk_bytes: usize,
    /// The generator's settings (`rank` is set per stream; `ranks`/`nodes` shape a job).
    pub gen: GenConfig,
}

/// One finished job.
#[derive(Debug)]
pub struct JobResult {
    pub job: u64,
    pub matches: Vec<Match>,
    pub summaries: Vec<StreamSummary>,
    /// Injected failure lines per injection index.
    pub injected: Vec<u64>,
    pub bytes: u64,
    pub lines: u64,
    /// Time spent generating and scanning, in seconds (thread time, not wall time).
    pub gen_s: f64,
    pub scan_s: f64,
}

/// A running benchmark: worker threads plus the receiving end of their results.
pub struct BenchRun {
    rx: Mutex<Receiver<JobResult>>,
    workers: Vec<JoinHandle<()>>,
    /// Bytes scanned so far (updated per chunk).
    pub progress: Arc<AtomicU64>,
    cancel: Arc<AtomicBool>,
    /// Number of jobs in the run.
    pub jobs: u64,
    /// Bytes per job actually used.
    pub job_bytes: u64,
}

impl BenchRun {
    /// Start the workers. Cost: nothing until they run; memory per worker is one chunk
    /// per rank stream being generated plus the session state.
    pub fn start(scanner: Arc<Scanner>, opts: BenchOptions) -> BenchRun {
        let threads = opts.threads.max(1);
        let ranks = opts.gen.ranks.max(1) as u64;
        let chunk = opts.chunk_bytes.max(4096) as u64;
        // At least one chunk per rank per job; small totals are split over the threads.
        let per_thread = opts.total_bytes.div_ceil(threads as u64);
        let job_bytes = opts.job_bytes.min(per_thread).max(ranks * chunk);
        let jobs = opts.total_bytes.div_ceil(job_bytes).max(1);
        let (tx, rx) = sync_channel::<JobResult>(threads * 2);
        let next = Arc::new(AtomicU64::new(0));
        let progress = Arc::new(AtomicU64::new(0));
        let cancel = Arc::new(AtomicBool::new(false));
        let mut workers = Vec::new();
        for _ in 0..threads {
            let (tx, next, progress, cancel, scanner, opts) =
                (tx.clone(), Arc::clone(&next), Arc::clone(&progress), Arc::clone(&cancel), Arc::clone(&scanner), opts.clone());
            workers.push(std::thread::spawn(move || loop {
                let job = next.fetch_add(1, Ordering::Relaxed);
                if job >= jobs || cancel.load(Ordering::Relaxed) {
                    break;
                }
                let this_job = job_bytes.min(opts.total_bytes - job * job_bytes);
                let r = run_job(&scanner, &opts.gen, job, this_job, chunk as usize, &progress, &cancel);
                if tx.send(r).is_err() {
                    break;
                }
            }));
        }
        BenchRun { rx: Mutex::new(rx), workers, progress, cancel, jobs, job_bytes }
    }

    /// The next finished job, waiting at most `timeout`; `Ok(None)` on time-out,
    /// `Err(())` when every job has been delivered.
    pub fn next(&mut self, timeout: Duration) -> Result<Option<JobResult>, ()> {
        let got = self.rx.lock().expect("not poisoned").recv_timeout(timeout);
        match got {
            Ok(r) => Ok(Some(r)),
            Err(RecvTimeoutError::Timeout) => Ok(None),
            Err(RecvTimeoutError::Disconnected) => {
                for w in self.workers.drain(..) {
                    let _ = w.join();
                }
                Err(())
            }
        }
    }

    /// Ask the workers to stop after their current job.
    pub fn cancel(&self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}

impl Drop for BenchRun {
    fn drop(&mut self) {
        self.cancel();
        // Drain so that blocked senders wake up, then join.
        let rx = self.rx.lock().unwrap_or_else(|e| e.into_inner());
        while rx.try_recv().is_ok() {}
        for w in self.workers.drain(..) {
            while !w.is_finished() {
                while rx.try_recv().is_ok() {}
                std::thread::sleep(Duration::from_millis(1));
            }
            let _ = w.join();
        }
    }
}

/// Generate and scan one job of `bytes` bytes (split evenly over the ranks).
pub fn run_job(scanner: &Arc<Scanner>, gen: &GenConfig, job: u64, bytes: u64, chunk: usize, progress: &AtomicU64, cancel: &AtomicBool) -> JobResult {
    let ranks = gen.ranks.max(1);
    let per_node = ranks.div_ceil(gen.nodes.max(1));
    let mut session = Session::new(Arc::clone(scanner));
    let mut gens = Vec::with_capacity(ranks as usize);
    for r in 0..ranks {
        let mut cfg = gen.clone();
        cfg.rank = Some(r);
        cfg.seed = gen.seed ^ job.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let node = format!("node-{:03}", r / per_node);
        let id = session.add_stream(
            &format!("job-{job:06}/{node}/rank{r}.log"),
            PathIdentity { rank: Some(r as i64), local_rank: Some((r % per_node) as i64), node: Some(node) },
        );
        session.set_year_hint(id, 2026);
        gens.push(LogGen::new(&cfg, r as u64));
    }
    let per_rank = bytes / ranks as u64;
    let mut buf: Vec<u8> = Vec::with_capacity(chunk + (gen.long_line_bytes.max(256) + 4096));
    let mut fed = vec![0u64; ranks as usize];
    let (mut gen_s, mut scan_s) = (0.0, 0.0);
    let mut carry: Vec<Vec<u8>> = vec![Vec::new(); ranks as usize];
    loop {
        let mut any = false;
        for r in 0..ranks as usize {
            if fed[r] >= per_rank {
                continue;
            }
            any = true;
            let want = chunk.min((per_rank - fed[r]) as usize);
            let t = Instant::now();
            // Whole lines from the generator; the part past `want` is carried to the next
            // chunk, so chunks end mid-line like file reads do.
            buf.clear();
            buf.extend_from_slice(&carry[r]);
            carry[r].clear();
            gens[r].fill(&mut buf, want);
            let last = fed[r] + want as u64 >= per_rank;
            let take = if last { buf.len() } else { want };
            carry[r].extend_from_slice(&buf[take..]);
            let t2 = Instant::now();
            session.feed(r as u32, &buf[..take]);
            let t3 = Instant::now();
            gen_s += (t2 - t).as_secs_f64();
            scan_s += (t3 - t2).as_secs_f64();
            fed[r] += take as u64;
            progress.fetch_add(take as u64, Ordering::Relaxed);
        }
        if !any || cancel.load(Ordering::Relaxed) {
            break;
        }
    }
    let t = Instant::now();
    session.finish_all();
    let matches = session.take_matches();
    let summaries = session.summaries();
    scan_s += t.elapsed().as_secs_f64();
    let mut injected = vec![0u64; gen.injections.len()];
    let mut lines = 0;
    for g in &gens {
        for (a, b) in injected.iter_mut().zip(g.stats().injected.iter()) {
            *a += b;
        }
        lines += g.stats().lines;
    }
    let bytes: u64 = fed.iter().sum();
    JobResult { job, matches, summaries, injected, bytes, lines, gen_s, scan_s }
}
