//! Criterion micro-benchmarks of the hot path with the live catalog on generated logs:
//! the matcher's candidate loop and a whole session, over chunk sizes from 4 KiB to
//! 16 MiB, so that regressions in either show up. Run: `cargo bench --bench matcher`
//! (add `-- --quick` for a shorter run).

mod support;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use firstfault::{ScanOptions, Session};
use std::sync::Arc;

const DATA_BYTES: usize = 32 << 20;
const CHUNKS: [usize; 5] = [4 << 10, 64 << 10, 1 << 20, 4 << 20, 16 << 20];

fn benches(c: &mut Criterion) {
    let cat = support::load_catalog();
    let sc = support::scanner(&cat, ScanOptions::default());
    let data = support::generate(&support::gen_config(&cat), DATA_BYTES);

    let mut g = c.benchmark_group("matcher");
    g.throughput(Throughput::Bytes(data.len() as u64));
    g.sample_size(10);
    for &chunk in &CHUNKS {
        g.bench_with_input(BenchmarkId::new("candidates", chunk), &chunk, |b, &chunk| {
            let m = sc.matcher();
            b.iter(|| {
                let mut n = 0u64;
                for block in data.chunks(chunk) {
                    let mut cur = m.candidates(block);
                    let mut pos = 0;
                    while let Some(h) = cur.next_from(pos) {
                        n += 1;
                        pos = h + memchr::memchr(b'\n', &block[h..]).map_or(block.len() - h, |e| e + 1);
                    }
                }
                n
            })
        });
    }
    g.finish();

    let mut g = c.benchmark_group("session");
    g.throughput(Throughput::Bytes(data.len() as u64));
    g.sample_size(10);
    for &chunk in &CHUNKS {
        g.bench_with_input(BenchmarkId::new("feed", chunk), &chunk, |b, &chunk| {
            b.iter(|| {
                let mut s = Session::new(Arc::clone(&sc));
                let id = s.add_stream("gen.log", Default::default());
                for block in data.chunks(chunk) {
                    s.feed(id, block);
                }
                s.finish(id);
                s.take_matches().len()
            })
        });
    }
    g.finish();
}

criterion_group!(hot_path, benches);
criterion_main!(hot_path);
