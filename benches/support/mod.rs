//! Shared by the Rust benches: the live catalog read from the YAML files (so the
//! benches measure whatever the catalog holds today) and generated input.

#![allow(dead_code)]

use firstfault::gen::{GenConfig, LogGen};
use firstfault::{Follow, Role, ScanOptions, Scanner, SignatureSpec};
use serde::Deserialize;
use std::path::PathBuf;
use std::sync::Arc;

#[derive(Deserialize)]
#[serde(untagged)]
enum Example {
    Line(String),
    WithFields { line: String },
}

#[derive(Deserialize)]
struct Entry {
    id: String,
    role: String,
    patterns: Vec<String>,
    #[serde(default)]
    regex: Option<String>,
    #[serde(default)]
    exclude: Vec<String>,
    #[serde(default)]
    follow: Option<String>,
    #[serde(default)]
    examples: Vec<Example>,
}

/// The catalog: specs, and for each non-progress signature its example lines.
pub struct Catalog {
    pub specs: Vec<SignatureSpec>,
    pub examples: Vec<(String, String)>,
}

/// Directory of the catalog: `FIRSTFAULT_SIGNATURES` or the shipped one.
pub fn catalog_dir() -> PathBuf {
    std::env::var_os("FIRSTFAULT_SIGNATURES")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("python/firstfault/signatures"))
}

/// Read every `*.yaml` of the catalog directory (sorted by name, like Python does).
pub fn load_catalog() -> Catalog {
    let dir = catalog_dir();
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().map_or(false, |x| x == "yaml" || x == "yml"))
        .collect();
    files.sort();
    let mut specs = Vec::new();
    let mut examples = Vec::new();
    for f in files {
        let text = std::fs::read_to_string(&f).unwrap();
        let entries: Vec<Entry> = serde_yaml::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        for e in entries {
            let role = Role::parse(&e.role).unwrap_or(Role::Context);
            if role != Role::Progress {
                for ex in &e.examples {
                    let line = match ex {
                        Example::Line(l) => l.clone(),
                        Example::WithFields { line } => line.clone(),
                    };
                    examples.push((e.id.clone(), line));
                }
            }
            let follow = Follow::parse(e.follow.as_deref()).unwrap_or_default();
            specs.push(SignatureSpec { id: e.id, literals: e.patterns, regex: e.regex, exclude: e.exclude, role, follow });
        }
    }
    Catalog { specs, examples }
}

/// The compiled scanner of the live catalog.
pub fn scanner(cat: &Catalog, options: ScanOptions) -> Arc<Scanner> {
    Arc::new(Scanner::new(cat.specs.clone(), options).expect("catalog compiles"))
}

/// The default generator config with the catalog's examples as injections.
pub fn gen_config(cat: &Catalog) -> GenConfig {
    let mut cfg = GenConfig {
        injections: Arc::new(cat.examples.iter().map(|(_, l)| l.as_bytes().to_vec()).collect()),
        ..GenConfig::default()
    };
    // `GEN_MIX=step,nccl,megatron,tqdm,warning,json,kernel,info` weights (comma list).
    if let Ok(m) = std::env::var("GEN_MIX") {
        for (i, w) in m.split(',').enumerate().take(8) {
            cfg.mix[i] = w.trim().parse().expect("GEN_MIX: eight integers");
        }
    }
    cfg
}

/// `bytes` of generated console log (complete lines).
pub fn generate(cfg: &GenConfig, bytes: usize) -> Vec<u8> {
    let mut buf = Vec::with_capacity(bytes + (64 << 10));
    LogGen::new(cfg, 0).fill(&mut buf, bytes);
    buf
}
