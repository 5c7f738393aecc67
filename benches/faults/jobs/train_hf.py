"""Hugging Face training on CPU: an Accelerate loop (``--mode accelerate``, started by
``accelerate launch --multi_gpu``) or the Transformers Trainer (``--mode trainer``,
started by torchrun), both over gloo."""

from __future__ import annotations

import argparse
import datetime
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import trainlib as tl  # noqa: E402


def parse_args():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mode", default="accelerate", choices=["accelerate", "trainer"])
    ap.add_argument("--data", required=True)
    ap.add_argument("--ckpt-dir", required=True)
    ap.add_argument("--model", default="mlp", choices=["mlp", "lm"])
    ap.add_argument("--steps", type=int, default=30)
    ap.add_argument("--batch-size", type=int, default=16)
    ap.add_argument("--eval-every", type=int, default=10)
    ap.add_argument("--ckpt-every", type=int, default=10)
    ap.add_argument("--num-workers", type=int, default=0)
    ap.add_argument("--pg-timeout", type=float, default=30)
    ap.add_argument("--log-format", default="logging", choices=tl.LOG_FORMATS)
    ap.add_argument("--extras", action="store_true")
    return ap.parse_args()


def _loader(args, rank, world, split):
    import torch

    ds = tl.ShardDataset(os.path.join(args.data, f"{split}-{rank:05d}-of-{world:05d}.npz"), rank, args.batch_size, split)
    return torch.utils.data.DataLoader(ds, batch_size=args.batch_size, collate_fn=tl.collate, drop_last=split == "train",
                                       num_workers=args.num_workers if split == "train" else 0)


def run_accelerate(args):
    import torch
    from accelerate import Accelerator, InitProcessGroupKwargs
    from accelerate.logging import get_logger
    from accelerate.utils import set_seed

    acc = Accelerator(cpu=True, kwargs_handlers=[InitProcessGroupKwargs(backend="gloo", timeout=datetime.timedelta(seconds=args.pg_timeout))])
    rank, world = acc.process_index, acc.num_processes
    node = tl.node_name()
    log = tl.setup_logging(args.log_format, rank, world, node)
    tl.register(rank, acc.local_process_index, node)
    log.info(f"worker starting: node={node} local_rank={acc.local_process_index} rank={rank} world_size={world} pid={os.getpid()}")
    alog = get_logger("train")
    alog.info(f"distributed: {acc.distributed_type} num_processes={world}", main_process_only=True)
    set_seed(0)
    if tl.active("host_oom", rank, fire=False):
        tl.set_memory_limit(2 << 30)
    model = tl.build_model(args.model)
    opt = torch.optim.AdamW(model.parameters(), lr=3e-3)
    model, opt = acc.prepare(model, opt)
    loader = _loader(args, rank, world, "train")
    it = iter(loader)
    p = tl.plan()
    pbar = None
    if args.log_format == "tqdm":
        from tqdm.auto import tqdm

        pbar = tqdm(range(args.steps), disable=not acc.is_local_main_process)
    for step in range(1, args.steps + 1):
        batch = next(it)
        tl.step_events(rank, step, batch)
        with acc.accumulate(model):
            loss = tl.loss_fn(model(batch["input"]), batch["labels"])
            if not torch.isfinite(loss):
                raise ValueError(f"Loss is {loss.item()} at step {step}; stopping training")
            acc.backward(loss)
            opt.step()
            opt.zero_grad()
        mean = acc.reduce(loss.detach(), reduction="mean")
        if p.get("kind") == "mismatch_size" and step == p.get("step"):
            extra = torch.zeros(3 if rank in p["ranks"] else 2)
            acc.reduce(extra, reduction="sum")
        if tl.at_step("skip_collective", rank, step):
            acc.wait_for_everyone()
        if pbar is not None:
            pbar.update(1)
            pbar.set_postfix(loss=f"{mean.item():.4f}")
        elif step % 5 == 0:
            log.info(f"step {step}/{args.steps} | loss {mean.item():.4f}")
        if args.ckpt_every and step % args.ckpt_every == 0:
            for kind in ("sigkill", "sigsegv", "sigabrt", "os_exit"):
                if tl.active(kind, rank, "checkpoint"):
                    tl.process_event(kind)
            if tl.active("slow_above", rank, "checkpoint"):
                time.sleep(p["seconds"])
            acc.save_state(os.path.join(args.ckpt_dir, f"step-{step}"))
        if args.eval_every and step % args.eval_every == 0:
            model.eval()
            losses = []
            with torch.no_grad():
                for vb in _loader(args, rank, world, "val"):
                    losses.append(tl.loss_fn(model(vb["input"]), vb["labels"]))
            n = len(losses) if not tl.active("exc_eval", rank) else 0
            val = acc.gather(torch.stack(losses).sum().reshape(1) / n).mean()
            log.info(f"eval at step {step}: val_loss {val.item():.4f}")
            model.train()
    if pbar is not None:
        pbar.close()
    for kind in ("sigkill", "sigsegv", "sigabrt", "os_exit"):
        if tl.active(kind, rank, "end"):
            tl.process_event(kind)
    if tl.active("slow_above", rank, "end"):
        time.sleep(p["seconds"])
    acc.wait_for_everyone()
    log.info(f"training finished: {args.steps} steps")
    acc.end_training()


def run_trainer(args):
    import torch
    from transformers import Trainer, TrainerCallback, TrainingArguments

    import torch.distributed as dist

    rank, world = int(os.environ["RANK"]), int(os.environ["WORLD_SIZE"])
    node = tl.node_name()
    log = tl.setup_logging(args.log_format, rank, world, node)
    tl.register(rank, int(os.environ.get("LOCAL_RANK", 0)), node)
    log.info(f"worker starting: node={node} local_rank={os.environ.get('LOCAL_RANK')} rank={rank} world_size={world} pid={os.getpid()}")
    # With use_cpu=True the Trainer does not pass ddp_timeout to init_process_group (gloo
    # would wait 30 minutes): create the group here; the Trainer reuses it.
    dist.init_process_group("gloo", timeout=datetime.timedelta(seconds=args.pg_timeout))
    log.info(f"process group ready (backend=gloo, world_size={world}, timeout={args.pg_timeout:g}s)")
    if tl.active("host_oom", rank, fire=False):
        tl.set_memory_limit(2 << 30)

    class Wrapped(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.net = tl.build_model(args.model)

        def forward(self, input=None, labels=None):
            logits = self.net(input)
            return {"loss": tl.loss_fn(logits, labels), "logits": logits}

    class ShardTrainer(Trainer):
        def get_train_dataloader(self):
            return _loader(args, rank, world, "train")

        def get_eval_dataloader(self, eval_dataset=None):
            return _loader(args, rank, world, "val")

        def training_step(self, model, inputs, *a, **kw):
            step = self.state.global_step + 1
            tl.step_events(rank, step, inputs)
            out = super().training_step(model, inputs, *a, **kw)
            if not torch.isfinite(out):
                raise ValueError(f"Loss is {out.item()} at step {step}; stopping training")
            return out

    class Hooks(TrainerCallback):
        def on_save(self, a, state, control, **kw):
            for kind in ("sigkill", "sigsegv", "sigabrt", "os_exit"):
                if tl.active(kind, rank, "checkpoint"):
                    tl.process_event(kind)
            if tl.active("slow_above", rank, "checkpoint"):
                time.sleep(tl.plan()["seconds"])

        def on_evaluate(self, a, state, control, metrics=None, **kw):
            if tl.active("exc_eval", rank) and metrics is not None:
                metrics["eval_loss_per_sample"] = metrics["eval_loss"] / metrics.get("eval_samples", 0)

        def on_train_end(self, a, state, control, **kw):
            for kind in ("sigkill", "sigsegv", "sigabrt", "os_exit"):
                if tl.active(kind, rank, "end"):
                    tl.process_event(kind)
            if tl.active("slow_above", rank, "end"):
                time.sleep(tl.plan()["seconds"])

    targs = TrainingArguments(output_dir=args.ckpt_dir, use_cpu=True, ddp_backend="gloo", max_steps=args.steps,
                              per_device_train_batch_size=args.batch_size, per_device_eval_batch_size=args.batch_size,
                              logging_steps=5, save_steps=args.ckpt_every, eval_strategy="steps", eval_steps=args.eval_every,
                              ddp_timeout=int(args.pg_timeout), report_to=[], disable_tqdm=args.log_format != "tqdm",
                              dataloader_num_workers=args.num_workers, learning_rate=3e-3, save_only_model=True)
    # the loaders are the ranks' own shards (get_*_dataloader); Trainer only checks that an
    # evaluation set exists
    trainer = ShardTrainer(model=Wrapped(), args=targs, callbacks=[Hooks()], eval_dataset=[0])
    trainer.train()
    log.info(f"training finished: {trainer.state.global_step} steps")


def main():
    args = parse_args()
    import torch

    torch.set_num_threads(1)
    run_accelerate(args) if args.mode == "accelerate" else run_trainer(args)


if __name__ == "__main__":
    main()
