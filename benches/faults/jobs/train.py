"""Data-parallel training on CPU (gloo): DDP, FSDP2 (fully_shard) or a manual gradient
all_reduce, with periodic evaluation and per-rank checkpoint shards.

Launched by torchrun (or, for the per-rank launch style, once per rank with env://).
Options are ordinary training options; see ``--help``.
"""

from __future__ import annotations

import argparse
import datetime
import os
import sys
import time
import warnings

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import trainlib as tl  # noqa: E402


def parse_args():
    ap = argparse.ArgumentParser()
    ap.add_argument("--data", required=True)
    ap.add_argument("--ckpt-dir", required=True)
    ap.add_argument("--model", default="mlp", choices=["mlp", "lm"])
    ap.add_argument("--parallel", default="ddp", choices=["ddp", "fsdp", "manual"])
    ap.add_argument("--steps", type=int, default=30)
    ap.add_argument("--batch-size", type=int, default=16)
    ap.add_argument("--lr", type=float, default=3e-3)
    ap.add_argument("--log-every", type=int, default=1)
    ap.add_argument("--eval-every", type=int, default=10)
    ap.add_argument("--ckpt-every", type=int, default=10)
    ap.add_argument("--num-workers", type=int, default=0)
    ap.add_argument("--pg-timeout", type=float, default=30)
    ap.add_argument("--log-format", default="logging", choices=tl.LOG_FORMATS)
    ap.add_argument("--rank-log-dir", default=None, help="write this rank's stdout/stderr to <dir>/rank<R>.log")
    ap.add_argument("--extras", action="store_true", help="download tokenizer assets and upload metrics")
    ap.add_argument("--loss-scale", action="store_true", help="dynamic loss scaling (fp16-style)")
    return ap.parse_args()


def main():
    args = parse_args()
    rank = int(os.environ["RANK"])
    world = int(os.environ["WORLD_SIZE"])
    local_rank = int(os.environ.get("LOCAL_RANK", "0"))
    node = tl.node_name()
    if args.rank_log_dir:
        tl.redirect_output(os.path.join(args.rank_log_dir, f"rank{rank}.log"))
    log = tl.setup_logging(args.log_format, rank, world, node)
    tl.register(rank, local_rank, node)
    log.info(f"worker starting: node={node} local_rank={local_rank} rank={rank} world_size={world} pid={os.getpid()}")

    import numpy as np
    import torch
    import torch.distributed as dist

    torch.set_num_threads(1)
    p = tl.plan()

    # Before joining the process group: a worker stuck here never joins.
    if tl.active("never_joins", rank):
        lock = os.path.join(args.data, ".prepare.lock")
        while True:
            if not os.path.exists(lock):
                open(lock, "w").close()
            time.sleep(0.5)
    if tl.active("missing_file", rank, "init") and p.get("variant", 0) % 2 == 1:
        cfg = np.load(os.path.join(args.data, f"train-{rank:05d}-of-{world:05d}.npz"))
    for kind in ("sigkill", "sigsegv", "sigabrt", "os_exit"):
        if tl.active(kind, rank, "init") and p.get("variant", 0) % 2 == 1:
            _process_event(kind, p)

    dist.init_process_group("gloo", timeout=datetime.timedelta(seconds=args.pg_timeout))
    log.info(f"process group ready (backend=gloo, world_size={world}, timeout={args.pg_timeout:g}s)")

    if args.extras:
        _download_assets(log, rank)

    model = tl.build_model(args.model)
    nparams = sum(x.numel() for x in model.parameters())
    if args.parallel == "ddp":
        from torch.nn.parallel import DistributedDataParallel as DDP

        model = DDP(model)
    elif args.parallel == "fsdp":
        from torch.distributed.fsdp import fully_shard

        for m in model.modules():
            if isinstance(m, torch.nn.Linear) and m.out_features >= 64:
                fully_shard(m)
        fully_shard(model)
    else:
        for prm in model.parameters():
            dist.broadcast(prm.data, 0)
    log.info(f"model: {args.model} params={nparams} parallel={args.parallel}")
    opt = torch.optim.AdamW(model.parameters(), lr=args.lr)
    sched = torch.optim.lr_scheduler.LambdaLR(opt, lambda s: min(1.0, (s + 1) / 5))

    if tl.active("host_oom", rank, fire=False):
        tl.set_memory_limit(2 << 30)

    shard = os.path.join(args.data, f"train-{rank:05d}-of-{world:05d}.npz")
    ds = tl.ShardDataset(shard, rank, args.batch_size)
    workers = args.num_workers
    loader = torch.utils.data.DataLoader(ds, batch_size=args.batch_size, shuffle=False, collate_fn=tl.collate,
                                         num_workers=workers, persistent_workers=workers > 0, drop_last=True)
    log.info(f"data: {os.path.basename(shard)} samples={len(ds)} batch_size={args.batch_size} steps/epoch={len(loader)} workers={workers}")
    if tl.active("missing_file", rank, "init") and p.get("variant", 0) % 2 == 1:
        del cfg

    for kind in ("sigkill", "sigsegv", "sigabrt", "os_exit"):
        if tl.active(kind, rank, "init") and p.get("variant", 0) % 2 == 0:
            _process_event(kind, p)

    if tl.active("hang_io", rank, "init"):
        tl.block_on_fifo(os.path.join(args.data, f"index-{rank:05d}.idx"))

    pbar = None
    if args.log_format == "tqdm" and rank == 0:
        from tqdm import tqdm

        pbar = tqdm(total=args.steps, desc="train", dynamic_ncols=False, ncols=100, mininterval=0.5)
    log.info(f"starting training: steps={args.steps} lr={args.lr:g}")
    t_start = time.time()
    it = iter(loader)
    scale = 65536.0
    step = 0
    stale = None
    while step < args.steps:
        step += 1
        t0 = time.time()
        if tl.at_step("hang_io", rank, step):
            tl.block_on_fifo(os.path.join(args.data, f"index-{rank:05d}.idx"))
        try:
            batch = next(it)
        except StopIteration:
            tl.active("uneven_inputs", rank)
            log.info(f"epoch finished after {step - 1} steps")
            break
        t_data = time.time() - t0
        if tl.at_step("node_killed", rank, step) or tl.at_step("store_host_killed", rank, step):
            tl.mark("reached")
        _maybe_slow(p, rank, step, args)
        if tl.at_step("hang_compute", rank, step):
            tl.spin(None)
        for kind in ("sigkill", "sigsegv", "sigabrt", "os_exit"):
            if tl.at_step(kind, rank, step):
                _process_event(kind, p)
        if tl.at_step("host_oom", rank, step):
            _grow_workspace(p, batch)
        logits = model(batch["input"])
        loss = tl.loss_fn(logits, batch["labels"])
        if not torch.isfinite(loss):
            raise FloatingPointError(f"Non-finite loss detected at step {step}: loss={loss.item()} (lr={sched.get_last_lr()[0]:.3e}); stopping training")
        if tl.at_step("exc_backward", rank, step):
            if p.get("variant", 0) % 2 == 0 and stale is not None:
                loss = loss + 0.0 * stale
            else:
                batch["input"].clamp_(0, tl.VOCAB - 1) if args.model == "lm" else batch["input"].mul_(0.5)
        loss.backward()
        stale = loss
        if args.parallel == "manual":
            for prm in model.parameters():
                if prm.grad is not None:
                    dist.all_reduce(prm.grad)
                    prm.grad /= world
        gnorm = torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        if args.loss_scale and step % 7 == 3:
            scale /= 2
            log.info(f"Gradient overflow. Skipping step, loss scaler 0 reducing loss scale to {scale:g}")
            opt.zero_grad(set_to_none=True)
        else:
            opt.step()
            opt.zero_grad(set_to_none=True)
        sched.step()
        if step % args.log_every == 0:
            metrics = torch.tensor([loss.item(), float(gnorm)])
            if tl.at_step("mismatch_size", rank, step):
                metrics = torch.tensor([loss.item(), float(gnorm), t_data])
            if tl.at_step("mismatch_dtype", rank, step):
                metrics = metrics.double()
            dist.all_reduce(metrics)
            metrics /= world
            if p.get("variant") == 0 and tl.at_step("skip_collective", rank, step):
                tput = torch.tensor([args.batch_size / max(1e-6, time.time() - t0)])
                dist.all_reduce(tput)
                log.info(f"throughput {tput.item():.1f} samples/s")
            dt = time.time() - t0
            _log_step(log, args, pbar, step, metrics, sched.get_last_lr()[0], dt, t_data, scale)
            if args.extras and step == args.steps // 2:
                _upload_metrics(log, rank, step)
        if args.eval_every and step % args.eval_every == 0 and step < args.steps:
            _evaluate(model, args, rank, world, log, step, p)
        if args.ckpt_every and step % args.ckpt_every == 0 and step < args.steps:
            _save(model, opt, args, rank, world, log, step, p)

    if pbar is not None:
        pbar.close()
    _evaluate(model, args, rank, world, log, step, p, final=True)
    _save(model, opt, args, rank, world, log, step, p, final=True)
    for kind in ("sigkill", "sigsegv", "sigabrt", "os_exit"):
        if tl.active(kind, rank, "end"):
            _process_event(kind, p)
    if tl.active("hang_compute", rank, "end"):
        tl.spin(None)
    if tl.active("slow_above", rank, "end") or tl.active("slow_below", rank, "end"):
        time.sleep(p["seconds"])
    dist.barrier()
    log.info(f"training finished: {step} steps in {time.time() - t_start:.1f}s")
    dist.destroy_process_group()


def _process_event(kind, p):
    if kind == "sigkill":
        tl.lose_process()
    elif kind == "sigsegv":
        tl.read_counters(8)
    elif kind == "sigabrt":
        tl.native_check(False)
    else:
        tl.stop_process(p.get("exit_code", 1))


def _maybe_slow(p, rank, step, args):
    if p.get("when") in ("early", "mid") and step >= p.get("step", 1 << 30) and tl.active("slow_below", rank):
        time.sleep(p["seconds"])
    elif tl.at_step("slow_above", rank, step):
        tl.spin(p["seconds"]) if p.get("variant", 0) % 2 else time.sleep(p["seconds"])


def _grow_workspace(p, batch):
    import numpy as np
    import torch

    v = p.get("variant", 0) % 3
    n = batch["input"].shape[0]
    if v == 0:
        return torch.empty((n * 4096, 1 << 20), dtype=torch.float32)
    if v == 1:
        return np.ones((n << 14, n << 14), dtype=np.float64)
    return [bytearray(1 << 26) for _ in range(1 << 12)]


def _log_step(log, args, pbar, step, metrics, lr, dt, t_data, scale):
    loss, gnorm = float(metrics[0]), float(metrics[1])
    sps = args.batch_size / max(dt, 1e-6)
    if args.log_format == "json":
        log.info("train", extra={"metrics": {"step": step, "loss": round(loss, 5), "grad_norm": round(gnorm, 4), "lr": lr,
                                             "samples_per_s": round(sps, 1)}})
    elif pbar is not None:
        pbar.update(1)
        pbar.set_postfix(loss=f"{loss:.4f}", lr=f"{lr:.2e}")
    elif args.log_format != "tqdm":
        log.info(f"step {step}/{args.steps} | loss {loss:.4f} | grad_norm {gnorm:.3f} | lr {lr:.3e} | "
                 f"{sps:.0f} samples/s | data {t_data * 1e3:.1f} ms | iter {dt * 1e3:.1f} ms")


def _evaluate(model, args, rank, world, log, step, p, final=False):
    import torch
    import torch.distributed as dist

    when = "end" if final else "mid"
    if p.get("kind") == "skip_collective" and p.get("variant") == 1 and not final and rank not in p["ranks"]:
        tl.mark("fired")
        return  # evaluation runs on the main process only
    shard = os.path.join(args.data, f"val-{rank:05d}-of-{world:05d}.npz")
    ds = tl.ShardDataset(shard, rank, args.batch_size, split="val")
    loader = torch.utils.data.DataLoader(ds, batch_size=args.batch_size, collate_fn=tl.collate)
    model.eval()
    total, count, correct = 0.0, 0, 0
    with torch.no_grad():
        for i, batch in enumerate(loader):
            logits = model(batch["input"])
            total += float(tl.loss_fn(logits, batch["labels"])) * len(batch["labels"])
            count += len(batch["labels"])
            if logits.dim() == 2:
                correct += int((logits.argmax(-1) == batch["labels"]).sum())
            if tl.active("exc_eval", rank, when) and i == 0 and p.get("variant", 0) % 2 == 1:
                count = 0
                break
    model.train()
    val = torch.tensor([total / count, correct / count])
    dist.all_reduce(val)
    val /= world
    log.info(f"eval at step {step}: val_loss {val[0]:.4f} val_acc {val[1]:.3f}")


def _save(model, opt, args, rank, world, log, step, p, final=False):
    import torch
    import torch.distributed as dist

    when = "end" if final else "checkpoint"
    d = os.path.join(args.ckpt_dir, f"step-{step:06d}")
    os.makedirs(d, exist_ok=True)
    if rank == 0:
        log.info(f"saving checkpoint to {d}")
    path = os.path.join(d, f"shard-{rank:05d}-of-{world:05d}.pt")
    if tl.active("exc_checkpoint", rank, when, fire=False) and (final or step == p.get("step")):
        tl.mark("fired")
        if p.get("variant", 0) % 2 == 0:
            path = os.path.join(d, "optim", f"shard-{rank:05d}-of-{world:05d}.pt")
        else:
            os.rmdir(d) if not os.listdir(d) else None
            path = os.path.join(args.ckpt_dir, f"step-{step:06d}.tmp", f"shard-{rank:05d}-of-{world:05d}.pt")
    if tl.active("hang_io", rank, when, fire=False) and (final or step == p.get("step")):
        tl.mark("fired")
        tl.block_on_fifo(path + ".lock")
    for kind in ("sigkill", "sigsegv", "sigabrt", "os_exit"):
        if not final and step == p.get("step") and tl.active(kind, rank, when):
            _process_event(kind, p)
    if step == p.get("step") and tl.active("host_oom", rank, when):
        _grow_workspace(p, {"input": torch.zeros(args.batch_size)})
    if step == p.get("step") and tl.active("slow_above", rank, when):
        time.sleep(p["seconds"])
    if step == p.get("step") and tl.active("node_killed", rank, when):
        tl.mark("reached")
    sd = model.state_dict()
    if args.parallel == "fsdp":
        sd = {k: (v.to_local() if hasattr(v, "to_local") else v) for k, v in sd.items()}
    torch.save({"model": sd, "step": step}, path)
    if p.get("variant") == 2 and step == p.get("step") and tl.active("skip_collective", rank, when):
        log.info(f"saved checkpoint shard {path}; new best, continuing")
        return
    dist.barrier()
    if rank == 0:
        log.info(f"checkpoint saved: {d} ({world} shards)")


def _download_assets(log, rank):
    import random

    if rank == 0:
        rnd = random.Random(7)
        log.warning("retrying download of tokenizer.json (attempt 1/3): ConnectionResetError(104, 'Connection reset by peer')")
        time.sleep(0.2 + rnd.random() * 0.2)
        log.info("downloaded tokenizer.json (2.1 MB) on attempt 2")
    warnings.warn("torch.utils._pytree._register_pytree_node is deprecated. Please use torch.utils._pytree.register_pytree_node instead.", UserWarning)


def _upload_metrics(log, rank, step):
    if rank == 0:
        try:
            raise ConnectionRefusedError(111, "Connection refused")
        except ConnectionRefusedError as e:
            log.error(f"metrics upload failed at step {step}: {e!r}; will retry at the next log step")


if __name__ == "__main__":
    from torch.distributed.elastic.multiprocessing.errors import record

    record(main)()
