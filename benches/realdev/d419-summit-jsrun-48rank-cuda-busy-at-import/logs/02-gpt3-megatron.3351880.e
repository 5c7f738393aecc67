Error: SMPI environment generator script not found at:
Path : /gpfs/alpine2/stf218/world-shared/user/moe-env-311-copy/bin/alias.pl
Error: No such file or directory
Warning. Failed to setup the Spectrum MPI environment.
Continuing to launch. Beware, the Spectrum MPI environment may not be completely setup.
WARNING:root:Cannot import JIT optimized kernels. CUDA extension will be disabled.
WARNING:root:Cannot import JIT optimized kernels. CUDA extension will be disabled.
WARNING:root:Cannot import JIT optimized kernels. CUDA extension will be disabled.
WARNING:root:Cannot import JIT optimized kernels. CUDA extension will be disabled.
WARNING:root:Cannot import JIT optimized kernels. CUDA extension will be disabled.
WARNING:root:Cannot import JIT optimized kernels. CUDA extension will be disabled.
WARNING:root:Cannot import JIT optimized kernels. CUDA extension will be disabled.
WARNING:root:Cannot import JIT optimized kernels. CUDA extension will be disabled.
WARNING:root:Cannot import JIT optimized kernels. CUDA extension will be disabled.
WARNING:root:Cannot import JIT optimized kernels. CUDA extension will be disabled.
WARNING:root:Cannot import JIT optimized kernels. CUDA extension will be disabled.
WARNING:root:Cannot import JIT optimized kernels. CUDA extension will be disabled.
WARNING:root:Cannot import JIT optimized kernels. CUDA extension will be disabled.
WARNING:root:Cannot import JIT optimized kernels. CUDA extension will be disabled.
WARNING:root:Cannot import JIT optimized kernels. CUDA extension will be disabled.
WARNING:root:Cannot import JIT optimized kernels. CUDA extension will be disabled.
WARNING:root:Cannot import JIT optimized kernels. CUDA extension will be disabled.
WARNING:root:Cannot import JIT optimized kernels. CUDA extension will be disabled.
WARNING:root:Cannot import JIT optimized kernels. CUDA extension will be disabled.
WARNING:root:Cannot import JIT optimized kernels. CUDA extension will be disabled.
WARNING:root:Cannot import JIT optimized kernels. CUDA extension will be disabled.
WARNING:root:Cannot import JIT optimized kernels. CUDA extension will be disabled.
WARNING:root:Cannot import JIT optimized kernels. CUDA extension will be disabled.
WARNING:root:Cannot import JIT optimized kernels. CUDA extension will be disabled.
WARNING:root:Cannot import JIT optimized kernels. CUDA extension will be disabled.
WARNING:root:Cannot import JIT optimized kernels. CUDA extension will be disabled.
WARNING:root:Cannot import JIT optimized kernels. CUDA extension will be disabled.
WARNING:root:Cannot import JIT optimized kernels. CUDA extension will be disabled.
WARNING:root:Cannot import JIT optimized kernels. CUDA extension will be disabled.
WARNING:root:Cannot import JIT optimized kernels. CUDA extension will be disabled.
WARNING:root:Cannot import JIT optimized kernels. CUDA extension will be disabled.
WARNING:root:Cannot import JIT optimized kernels. CUDA extension will be disabled.
WARNING:root:Cannot import JIT optimized kernels. CUDA extension will be disabled.
WARNING:root:Cannot import JIT optimized kernels. CUDA extension will be disabled.
WARNING:root:Cannot import JIT optimized kernels. CUDA extension will be disabled.
WARNING:root:Cannot import JIT optimized kernels. CUDA extension will be disabled.
WARNING:root:Cannot import JIT optimized kernels. CUDA extension will be disabled.
WARNING:root:Cannot import JIT optimized kernels. CUDA extension will be disabled.
WARNING:root:Cannot import JIT optimized kernels. CUDA extension will be disabled.
WARNING:root:Cannot import JIT optimized kernels. CUDA extension will be disabled.
WARNING:root:Cannot import JIT optimized kernels. CUDA extension will be disabled.
WARNING:root:Cannot import JIT optimized kernels. CUDA extension will be disabled.
WARNING:root:Cannot import JIT optimized kernels. CUDA extension will be disabled.
WARNING:root:Cannot import JIT optimized kernels. CUDA extension will be disabled.
WARNING:root:Cannot import JIT optimized kernels. CUDA extension will be disabled.
WARNING:root:Cannot import JIT optimized kernels. CUDA extension will be disabled.
WARNING:root:Cannot import JIT optimized kernels. CUDA extension will be disabled.
WARNING:root:Cannot import JIT optimized kernels. CUDA extension will be disabled.
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
    from megatron import get_args
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from megatron import get_args
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from megatron import get_args
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from megatron import get_args
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from megatron import get_args
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from .initialize  import initialize_megatron
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from .initialize  import initialize_megatron
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from .initialize  import initialize_megatron
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from .initialize  import initialize_megatron
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
    from .initialize  import initialize_megatron
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
    from .utils import (unwrap_model,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/utils.py", line 23, in <module>
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
    from .utils import (unwrap_model,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/utils.py", line 23, in <module>
    from megatron import get_args
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
    from .utils import (unwrap_model,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/utils.py", line 23, in <module>
    from megatron import get_args
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
    from .utils import (unwrap_model,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/utils.py", line 23, in <module>
    from megatron import get_args
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
    from .utils import (unwrap_model,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/utils.py", line 23, in <module>
    from megatron import get_args
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from megatron import get_args
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from .initialize  import initialize_megatron
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from .initialize  import initialize_megatron
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
    from .initialize  import initialize_megatron
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
    from .initialize  import initialize_megatron
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
    from .initialize  import initialize_megatron
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
    from .utils import (unwrap_model,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/utils.py", line 23, in <module>
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
    from .utils import (unwrap_model,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/utils.py", line 23, in <module>
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
    from .utils import (unwrap_model,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/utils.py", line 23, in <module>
    from .utils import (unwrap_model,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/utils.py", line 23, in <module>
    from megatron import get_args
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from .utils import (unwrap_model,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/utils.py", line 23, in <module>
    from megatron import get_args
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from megatron import get_args
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from megatron import get_args
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
    from megatron import get_args
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from megatron import get_args
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from megatron import get_args
    from megatron import get_args
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from .initialize  import initialize_megatron
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from megatron import get_args
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from .initialize  import initialize_megatron
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from megatron import get_args
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
    from .initialize  import initialize_megatron
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
    from megatron import get_args
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from .initialize  import initialize_megatron
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from megatron import get_args
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from .initialize  import initialize_megatron
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
    from .initialize  import initialize_megatron
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from megatron import get_args
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from .initialize  import initialize_megatron
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from .initialize  import initialize_megatron
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from .initialize  import initialize_megatron
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from megatron import get_args
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from .initialize  import initialize_megatron
    from megatron import get_args
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from .initialize  import initialize_megatron
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from megatron import get_args
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from megatron import get_args
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from megatron import get_args
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from .initialize  import initialize_megatron
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from megatron import get_args
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
    from megatron import get_args
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
    from .initialize  import initialize_megatron
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
    from .initialize  import initialize_megatron
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
    from .utils import (unwrap_model,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/utils.py", line 23, in <module>
    from .utils import (unwrap_model,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/utils.py", line 23, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
    from .utils import (unwrap_model,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/utils.py", line 23, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
    from .initialize  import initialize_megatron
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
    from .utils import (unwrap_model,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/utils.py", line 23, in <module>
    from .utils import (unwrap_model,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/utils.py", line 23, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
    from .initialize  import initialize_megatron
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from .initialize  import initialize_megatron
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
    from .initialize  import initialize_megatron
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
    from .initialize  import initialize_megatron
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from .initialize  import initialize_megatron
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
    from .utils import (unwrap_model,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/utils.py", line 23, in <module>
    from megatron import get_args
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from .initialize  import initialize_megatron
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from megatron import get_args
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from .initialize  import initialize_megatron
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
    from .utils import (unwrap_model,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/utils.py", line 23, in <module>
    from megatron import get_args
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from .initialize  import initialize_megatron
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from .utils import (unwrap_model,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/utils.py", line 23, in <module>
    from megatron import get_args
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from .initialize  import initialize_megatron
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from megatron import get_args
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from .initialize  import initialize_megatron
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
    from .utils import (unwrap_model,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/utils.py", line 23, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
    from .utils import (unwrap_model,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/utils.py", line 23, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
    from .utils import (unwrap_model,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/utils.py", line 23, in <module>
    from .utils import (unwrap_model,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/utils.py", line 23, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
    from .utils import (unwrap_model,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/utils.py", line 23, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
    from .utils import (unwrap_model,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/utils.py", line 23, in <module>
    from .utils import (unwrap_model,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/utils.py", line 23, in <module>
    from .utils import (unwrap_model,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/utils.py", line 23, in <module>
    from .utils import (unwrap_model,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/utils.py", line 23, in <module>
    from .utils import (unwrap_model,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/utils.py", line 23, in <module>
    from .utils import (unwrap_model,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/utils.py", line 23, in <module>
    from .utils import (unwrap_model,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/utils.py", line 23, in <module>
    from .utils import (unwrap_model,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/utils.py", line 23, in <module>
    from .utils import (unwrap_model,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/utils.py", line 23, in <module>
    from .utils import (unwrap_model,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/utils.py", line 23, in <module>
    from .utils import (unwrap_model,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/utils.py", line 23, in <module>
    from .utils import (unwrap_model,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/utils.py", line 23, in <module>
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
    from megatron import get_args
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from megatron import get_args
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from megatron import get_args
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from .initialize  import initialize_megatron
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from .initialize  import initialize_megatron
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from megatron import get_args
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from .initialize  import initialize_megatron
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from megatron import get_args
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from .initialize  import initialize_megatron
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from .initialize  import initialize_megatron
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
    from .utils import (unwrap_model,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/utils.py", line 23, in <module>
    from .utils import (unwrap_model,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/utils.py", line 23, in <module>
    from .utils import (unwrap_model,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/utils.py", line 23, in <module>
    from .utils import (unwrap_model,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/utils.py", line 23, in <module>
    from .utils import (unwrap_model,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/utils.py", line 23, in <module>
    from megatron.model.module import param_is_not_shared
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/__init__.py", line 11, in <module>
    from megatron.model.module import param_is_not_shared
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/__init__.py", line 11, in <module>
    from megatron.model.module import param_is_not_shared
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/__init__.py", line 11, in <module>
    from megatron.model.module import param_is_not_shared
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/__init__.py", line 11, in <module>
    from megatron.model.module import param_is_not_shared
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/__init__.py", line 11, in <module>
    from megatron.model.module import param_is_not_shared
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/__init__.py", line 11, in <module>
    from megatron.model.module import param_is_not_shared
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/__init__.py", line 11, in <module>
    from megatron.model.module import param_is_not_shared
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/__init__.py", line 11, in <module>
    from megatron.model.module import param_is_not_shared
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/__init__.py", line 11, in <module>
    from megatron.model.module import param_is_not_shared
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/__init__.py", line 11, in <module>
    from megatron.model.module import param_is_not_shared
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/__init__.py", line 11, in <module>
    from megatron.model.module import param_is_not_shared
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/__init__.py", line 11, in <module>
    from megatron.model.module import param_is_not_shared
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/__init__.py", line 11, in <module>
    from megatron.model.module import param_is_not_shared
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/__init__.py", line 11, in <module>
    from megatron.model.module import param_is_not_shared
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/__init__.py", line 11, in <module>
    from megatron.model.module import param_is_not_shared
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/__init__.py", line 11, in <module>
    from megatron.model.module import param_is_not_shared
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/__init__.py", line 11, in <module>
    from megatron.model.module import param_is_not_shared
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/__init__.py", line 11, in <module>
    from megatron.model.module import param_is_not_shared
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/__init__.py", line 11, in <module>
    from .distributed import DistributedDataParallel
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/distributed.py", line 12, in <module>
    from megatron.model.module import param_is_not_shared
    from megatron.model.module import param_is_not_shared
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/__init__.py", line 11, in <module>
    from .distributed import DistributedDataParallel
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/distributed.py", line 12, in <module>
    from megatron.model.module import param_is_not_shared
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/__init__.py", line 11, in <module>
    from megatron.model.module import param_is_not_shared
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/__init__.py", line 11, in <module>
    from .distributed import DistributedDataParallel
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/distributed.py", line 12, in <module>
    from .distributed import DistributedDataParallel
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/distributed.py", line 12, in <module>
    from .distributed import DistributedDataParallel
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/distributed.py", line 12, in <module>
    from megatron.model.module import param_is_not_shared
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/__init__.py", line 11, in <module>
    from .distributed import DistributedDataParallel
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/distributed.py", line 12, in <module>
    from megatron.model.module import param_is_not_shared
    from .distributed import DistributedDataParallel
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/distributed.py", line 12, in <module>
    from .distributed import DistributedDataParallel
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/distributed.py", line 12, in <module>
    from megatron.model.module import param_is_not_shared
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/__init__.py", line 11, in <module>
    from .distributed import DistributedDataParallel
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/distributed.py", line 12, in <module>
    from megatron.model.module import param_is_not_shared
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/__init__.py", line 11, in <module>
    from .distributed import DistributedDataParallel
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/distributed.py", line 12, in <module>
    from megatron.model.module import param_is_not_shared
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/__init__.py", line 11, in <module>
    from megatron.model.module import param_is_not_shared
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/__init__.py", line 11, in <module>
    from .distributed import DistributedDataParallel
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/distributed.py", line 12, in <module>
    from .distributed import DistributedDataParallel
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/distributed.py", line 12, in <module>
    from .module import MegatronModule
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/module.py", line 13, in <module>
    from .module import MegatronModule
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/module.py", line 13, in <module>
    from .module import MegatronModule
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/module.py", line 13, in <module>
    from megatron.model.module import param_is_not_shared
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/__init__.py", line 11, in <module>
    from megatron.model.module import param_is_not_shared
    from .module import MegatronModule
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/module.py", line 13, in <module>
    from .distributed import DistributedDataParallel
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/distributed.py", line 12, in <module>
    from .distributed import DistributedDataParallel
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/distributed.py", line 12, in <module>
    from .module import MegatronModule
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/module.py", line 13, in <module>
    from .module import MegatronModule
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/module.py", line 13, in <module>
    from .module import MegatronModule
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/module.py", line 13, in <module>
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/__init__.py", line 11, in <module>
    from .module import MegatronModule
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/module.py", line 13, in <module>
    from megatron.model.module import param_is_not_shared
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/__init__.py", line 11, in <module>
    from .distributed import DistributedDataParallel
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/distributed.py", line 12, in <module>
    from .module import MegatronModule
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/module.py", line 13, in <module>
    from megatron.model.module import param_is_not_shared
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/__init__.py", line 11, in <module>
    from .module import MegatronModule
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/module.py", line 13, in <module>
    from .distributed import DistributedDataParallel
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/distributed.py", line 12, in <module>
    _FLOAT_TYPES = [get_accelerator().FloatTensor(0).dtype]
    from megatron.model.module import param_is_not_shared
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/__init__.py", line 11, in <module>
    from .distributed import DistributedDataParallel
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/distributed.py", line 12, in <module>
    _FLOAT_TYPES = [get_accelerator().FloatTensor(0).dtype]
    from .distributed import DistributedDataParallel
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/distributed.py", line 12, in <module>
    _FLOAT_TYPES = [get_accelerator().FloatTensor(0).dtype]
    _FLOAT_TYPES = [get_accelerator().FloatTensor(0).dtype]
    from .distributed import DistributedDataParallel
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/distributed.py", line 12, in <module>
    _FLOAT_TYPES = [get_accelerator().FloatTensor(0).dtype]
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/__init__.py", line 11, in <module>
    _FLOAT_TYPES = [get_accelerator().FloatTensor(0).dtype]
                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.
    from megatron.model.module import param_is_not_shared
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/__init__.py", line 11, in <module>
    from .distributed import DistributedDataParallel
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/distributed.py", line 12, in <module>
    _FLOAT_TYPES = [get_accelerator().FloatTensor(0).dtype]
                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
    _FLOAT_TYPES = [get_accelerator().FloatTensor(0).dtype]
                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

    from .distributed import DistributedDataParallel
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/distributed.py", line 12, in <module>
    _FLOAT_TYPES = [get_accelerator().FloatTensor(0).dtype]
                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

    from megatron.model.module import param_is_not_shared
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/__init__.py", line 11, in <module>
    from .distributed import DistributedDataParallel
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/distributed.py", line 12, in <module>
                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

    from .distributed import DistributedDataParallel
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/distributed.py", line 12, in <module>
    _FLOAT_TYPES = [get_accelerator().FloatTensor(0).dtype]
                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

    from .distributed import DistributedDataParallel
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/distributed.py", line 12, in <module>
    from .module import MegatronModule
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/module.py", line 13, in <module>
                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

    from megatron.model.module import param_is_not_shared
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/__init__.py", line 11, in <module>
                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

    from .module import MegatronModule
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/module.py", line 13, in <module>
                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.


RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

    from .distributed import DistributedDataParallel
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/distributed.py", line 12, in <module>
    from .module import MegatronModule
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/module.py", line 13, in <module>
    from .distributed import DistributedDataParallel
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/distributed.py", line 12, in <module>
    from .module import MegatronModule
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/module.py", line 13, in <module>
    from .module import MegatronModule
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/module.py", line 13, in <module>
    from megatron.model.module import param_is_not_shared
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/__init__.py", line 11, in <module>
    from .distributed import DistributedDataParallel
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/distributed.py", line 12, in <module>
    from .module import MegatronModule
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/module.py", line 13, in <module>
    from .distributed import DistributedDataParallel
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/distributed.py", line 12, in <module>
    from .module import MegatronModule
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/module.py", line 13, in <module>
    from megatron.model.module import param_is_not_shared
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/__init__.py", line 11, in <module>
    from .module import MegatronModule
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/module.py", line 13, in <module>
    from .module import MegatronModule
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/module.py", line 13, in <module>
    from .distributed import DistributedDataParallel
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/distributed.py", line 12, in <module>
    from .module import MegatronModule
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/module.py", line 13, in <module>
    from .module import MegatronModule
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/module.py", line 13, in <module>
    _FLOAT_TYPES = [get_accelerator().FloatTensor(0).dtype]
    from megatron.model.module import param_is_not_shared
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/__init__.py", line 11, in <module>
    from .distributed import DistributedDataParallel
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/distributed.py", line 12, in <module>
    _FLOAT_TYPES = [get_accelerator().FloatTensor(0).dtype]
    from .module import MegatronModule
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/module.py", line 13, in <module>
    from .distributed import DistributedDataParallel
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/distributed.py", line 12, in <module>
    _FLOAT_TYPES = [get_accelerator().FloatTensor(0).dtype]
                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
    _FLOAT_TYPES = [get_accelerator().FloatTensor(0).dtype]
                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

    from .module import MegatronModule
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/module.py", line 13, in <module>
    _FLOAT_TYPES = [get_accelerator().FloatTensor(0).dtype]
    from .module import MegatronModule
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/module.py", line 13, in <module>
    _FLOAT_TYPES = [get_accelerator().FloatTensor(0).dtype]
                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

    _FLOAT_TYPES = [get_accelerator().FloatTensor(0).dtype]
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/__init__.py", line 11, in <module>
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

    from .module import MegatronModule
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/module.py", line 13, in <module>
    from .module import MegatronModule
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/module.py", line 13, in <module>
    from .distributed import DistributedDataParallel
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/distributed.py", line 12, in <module>
    _FLOAT_TYPES = [get_accelerator().FloatTensor(0).dtype]
                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

    from .module import MegatronModule
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/module.py", line 13, in <module>
    _FLOAT_TYPES = [get_accelerator().FloatTensor(0).dtype]
    from .module import MegatronModule
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/module.py", line 13, in <module>
                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

    _FLOAT_TYPES = [get_accelerator().FloatTensor(0).dtype]
    from .distributed import DistributedDataParallel
                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

    from .module import MegatronModule
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/module.py", line 13, in <module>
    _FLOAT_TYPES = [get_accelerator().FloatTensor(0).dtype]
                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

    from .distributed import DistributedDataParallel
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/distributed.py", line 12, in <module>
                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

    from .module import MegatronModule
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/module.py", line 13, in <module>
    _FLOAT_TYPES = [get_accelerator().FloatTensor(0).dtype]
                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

    from .distributed import DistributedDataParallel
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/distributed.py", line 12, in <module>
    _FLOAT_TYPES = [get_accelerator().FloatTensor(0).dtype]
    _FLOAT_TYPES = [get_accelerator().FloatTensor(0).dtype]
                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

    from .distributed import DistributedDataParallel
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/distributed.py", line 12, in <module>
    _FLOAT_TYPES = [get_accelerator().FloatTensor(0).dtype]
    _FLOAT_TYPES = [get_accelerator().FloatTensor(0).dtype]
                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

    from .distributed import DistributedDataParallel
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/distributed.py", line 12, in <module>
                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

    _FLOAT_TYPES = [get_accelerator().FloatTensor(0).dtype]
                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

    from .distributed import DistributedDataParallel
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/distributed.py", line 12, in <module>
    _FLOAT_TYPES = [get_accelerator().FloatTensor(0).dtype]
                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

    from .distributed import DistributedDataParallel
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/distributed.py", line 12, in <module>
    _FLOAT_TYPES = [get_accelerator().FloatTensor(0).dtype]
                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

    from .distributed import DistributedDataParallel
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/distributed.py", line 12, in <module>
    _FLOAT_TYPES = [get_accelerator().FloatTensor(0).dtype]
                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/distributed.py", line 12, in <module>
                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

    from .module import MegatronModule
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/module.py", line 13, in <module>
    from .module import MegatronModule
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/module.py", line 13, in <module>
    from .module import MegatronModule
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/module.py", line 13, in <module>
    from .module import MegatronModule
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/module.py", line 13, in <module>
    from .module import MegatronModule
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/module.py", line 13, in <module>
    from .module import MegatronModule
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/module.py", line 13, in <module>
    from .module import MegatronModule
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/module.py", line 13, in <module>
    from .module import MegatronModule
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/module.py", line 13, in <module>
    from .module import MegatronModule
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/module.py", line 13, in <module>
    from .module import MegatronModule
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/module.py", line 13, in <module>
    _FLOAT_TYPES = [get_accelerator().FloatTensor(0).dtype]
    _FLOAT_TYPES = [get_accelerator().FloatTensor(0).dtype]
    _FLOAT_TYPES = [get_accelerator().FloatTensor(0).dtype]
    _FLOAT_TYPES = [get_accelerator().FloatTensor(0).dtype]
    _FLOAT_TYPES = [get_accelerator().FloatTensor(0).dtype]
    _FLOAT_TYPES = [get_accelerator().FloatTensor(0).dtype]
    _FLOAT_TYPES = [get_accelerator().FloatTensor(0).dtype]
    _FLOAT_TYPES = [get_accelerator().FloatTensor(0).dtype]
                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

    _FLOAT_TYPES = [get_accelerator().FloatTensor(0).dtype]
                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

    _FLOAT_TYPES = [get_accelerator().FloatTensor(0).dtype]
                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.


real	0m15.412s
user	0m0.359s
sys	0m0.067s
