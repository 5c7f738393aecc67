"""PyTorch Lightning training on CPU with strategy="ddp" (gloo).

Started either by torchrun (Lightning joins the torchelastic environment) or on its
own (Lightning's launcher starts the other ranks as subprocesses of this one).
"""

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
    ap.add_argument("--data", required=True)
    ap.add_argument("--ckpt-dir", required=True)
    ap.add_argument("--devices", type=int, default=2)
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


def main():
    args = parse_args()
    import lightning as L
    import torch
    import torch.distributed as dist
    from lightning.pytorch.callbacks import ModelCheckpoint
    from lightning.pytorch.strategies import DDPStrategy

    torch.set_num_threads(1)

    class LitModel(L.LightningModule):
        def __init__(self):
            super().__init__()
            self.net = tl.build_model(args.model)
            self.log_ = None

        def setup(self, stage):
            rank = self.global_rank
            node = tl.node_name()
            self.log_ = tl.setup_logging(args.log_format, rank, self.trainer.world_size, node)
            tl.register(rank, self.local_rank, node)
            self.log_.info(f"worker starting: node={node} local_rank={self.local_rank} rank={rank} "
                           f"world_size={self.trainer.world_size} pid={os.getpid()}")
            if tl.active("host_oom", rank, fire=False):
                tl.set_memory_limit(2 << 30)

        def training_step(self, batch, batch_idx):
            step = self.global_step + 1
            tl.step_events(self.global_rank, step, batch)
            loss = tl.loss_fn(self.net(batch["input"]), batch["labels"])
            if not torch.isfinite(loss):
                raise ValueError(f"loss is {loss.item()} at step {step}, stopping")
            self.log("train_loss", loss, prog_bar=args.log_format == "tqdm")
            if step % 5 == 0 and self.log_:
                self.log_.info(f"step {step}/{args.steps} | loss {loss.item():.4f}")
            p = tl.plan()
            if tl.at_step("mismatch_size", self.global_rank, step):
                self.trainer.strategy.reduce(torch.tensor([loss.item(), 1.0, 2.0]), reduce_op="mean")
            elif p.get("kind") == "mismatch_size" and step == p.get("step") and p.get("when") == "mid":
                self.trainer.strategy.reduce(torch.tensor([loss.item(), 1.0]), reduce_op="mean")
            if tl.at_step("skip_collective", self.global_rank, step):
                self.trainer.strategy.barrier("log_throughput")
            return loss

        def validation_step(self, batch, batch_idx):
            loss = tl.loss_fn(self.net(batch["input"]), batch["labels"])
            self.log("val_loss", loss, sync_dist=True)
            return loss

        def on_validation_epoch_end(self):
            if tl.active("exc_eval", self.global_rank) and self.global_step > 0:
                count = len(self.trainer.val_dataloaders) - len(self.trainer.val_dataloaders)
                self.log("val_loss_per_batch", float(self.trainer.callback_metrics["val_loss"]) / count)

        def on_save_checkpoint(self, checkpoint):
            if tl.active("exc_checkpoint", self.global_rank):
                checkpoint["rng"] = lambda: None
                torch.save(checkpoint, os.path.join(args.ckpt_dir, f"extra-{self.global_rank}.pt"))
            for kind in ("sigkill", "sigsegv", "sigabrt", "os_exit"):
                if tl.active(kind, self.global_rank, "checkpoint"):
                    tl.process_event(kind)
            if tl.active("slow_above", self.global_rank, "checkpoint"):
                time.sleep(tl.plan()["seconds"])

        def on_train_end(self):
            for kind in ("sigkill", "sigsegv", "sigabrt", "os_exit"):
                if tl.active(kind, self.global_rank, "end"):
                    tl.process_event(kind)
            if tl.active("slow_above", self.global_rank, "end"):
                time.sleep(tl.plan()["seconds"])
            if tl.active("hang_compute", self.global_rank, "end"):
                tl.spin(None)

        def configure_optimizers(self):
            return torch.optim.AdamW(self.parameters(), lr=3e-3)

        def _loader(self, split):
            rank, world = self.global_rank, self.trainer.world_size
            ds = tl.ShardDataset(os.path.join(args.data, f"{split}-{rank:05d}-of-{world:05d}.npz"), rank, args.batch_size, split)
            return torch.utils.data.DataLoader(ds, batch_size=args.batch_size, collate_fn=tl.collate, drop_last=split == "train",
                                               num_workers=args.num_workers if split == "train" else 0,
                                               persistent_workers=args.num_workers > 0 and split == "train")

        def train_dataloader(self):
            return self._loader("train")

        def val_dataloader(self):
            return self._loader("val")

    ckpt = ModelCheckpoint(dirpath=args.ckpt_dir, every_n_train_steps=args.ckpt_every, save_top_k=-1)
    trainer = L.Trainer(accelerator="cpu", devices=args.devices, strategy=DDPStrategy(process_group_backend="gloo",
                        timeout=datetime.timedelta(seconds=args.pg_timeout)), max_steps=args.steps,
                        val_check_interval=args.eval_every, check_val_every_n_epoch=None, callbacks=[ckpt],
                        use_distributed_sampler=False, enable_progress_bar=args.log_format == "tqdm",
                        log_every_n_steps=5, logger=False, num_sanity_val_steps=0, enable_model_summary=True)
    trainer.fit(LitModel())
    if dist.is_initialized():
        dist.barrier()
    if trainer.global_rank == 0:
        print(f"training finished: {trainer.global_step} steps", flush=True)


if __name__ == "__main__":
    main()
