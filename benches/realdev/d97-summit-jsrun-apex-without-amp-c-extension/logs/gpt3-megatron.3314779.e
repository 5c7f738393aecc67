Error: SMPI environment generator script not found at:
Path : /home/user/moe-env-311/bin/alias.pl
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
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
    from megatron import get_args
  File "/home/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from .initialize  import initialize_megatron
    from megatron import get_args
  File "/home/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from megatron import get_args
  File "/home/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from megatron import get_args
  File "/home/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from megatron import get_args
  File "/home/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from megatron import get_args
  File "/home/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from megatron import get_args
  File "/home/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from megatron import get_args
  File "/home/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from megatron import get_args
  File "/home/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from megatron import get_args
  File "/home/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from megatron import get_args
  File "/home/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from megatron import get_args
  File "/home/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from .initialize  import initialize_megatron
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from .initialize  import initialize_megatron
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from .initialize  import initialize_megatron
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from .initialize  import initialize_megatron
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from .initialize  import initialize_megatron
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from .initialize  import initialize_megatron
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from .initialize  import initialize_megatron
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from .initialize  import initialize_megatron
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from .initialize  import initialize_megatron
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from .initialize  import initialize_megatron
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from .initialize  import initialize_megatron
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/home/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
    from megatron.checkpointing import load_args_from_checkpoint
  File "/home/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/home/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/home/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/home/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/home/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/home/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/home/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/home/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
    from megatron.checkpointing import load_args_from_checkpoint
  File "/home/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
  File "/home/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
  File "/home/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
    from .utils import (unwrap_model,
  File "/home/user/Megatron-DeepSpeed/megatron/utils.py", line 14, in <module>
    from .utils import (unwrap_model,
  File "/home/user/Megatron-DeepSpeed/megatron/utils.py", line 14, in <module>
    from .utils import (unwrap_model,
  File "/home/user/Megatron-DeepSpeed/megatron/utils.py", line 14, in <module>
    from .utils import (unwrap_model,
  File "/home/user/Megatron-DeepSpeed/megatron/utils.py", line 14, in <module>
    from .utils import (unwrap_model,
  File "/home/user/Megatron-DeepSpeed/megatron/utils.py", line 14, in <module>
    from .utils import (unwrap_model,
  File "/home/user/Megatron-DeepSpeed/megatron/utils.py", line 14, in <module>
    from .utils import (unwrap_model,
  File "/home/user/Megatron-DeepSpeed/megatron/utils.py", line 14, in <module>
    from .utils import (unwrap_model,
  File "/home/user/Megatron-DeepSpeed/megatron/utils.py", line 14, in <module>
    from .utils import (unwrap_model,
  File "/home/user/Megatron-DeepSpeed/megatron/utils.py", line 14, in <module>
    from .utils import (unwrap_model,
  File "/home/user/Megatron-DeepSpeed/megatron/utils.py", line 14, in <module>
    from .utils import (unwrap_model,
  File "/home/user/Megatron-DeepSpeed/megatron/utils.py", line 14, in <module>
    from .utils import (unwrap_model,
  File "/home/user/Megatron-DeepSpeed/megatron/utils.py", line 14, in <module>
    import amp_C
ModuleNotFoundError: No module named 'amp_C'
    import amp_C
    import amp_C
ModuleNotFoundError: No module named 'amp_C'
    import amp_C
ModuleNotFoundError: No module named 'amp_C'
    import amp_C
    import amp_C
ModuleNotFoundError: No module named 'amp_C'
    import amp_C
ModuleNotFoundError: No module named 'amp_C'
    import amp_C
ModuleNotFoundError: No module named 'amp_C'
ModuleNotFoundError: No module named 'amp_C'
    import amp_C
ModuleNotFoundError: No module named 'amp_C'
    import amp_C
ModuleNotFoundError: No module named 'amp_C'
    import amp_C
ModuleNotFoundError: No module named 'amp_C'
    import amp_C
ModuleNotFoundError: No module named 'amp_C'
ModuleNotFoundError: No module named 'amp_C'
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
    from megatron import get_args
  File "/home/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from megatron import get_args
  File "/home/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from megatron import get_args
  File "/home/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
    from megatron import get_args
  File "/home/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
    from megatron import get_args
  File "/home/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from megatron import get_args
  File "/home/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from .initialize  import initialize_megatron
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from .initialize  import initialize_megatron
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from .initialize  import initialize_megatron
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
    from .initialize  import initialize_megatron
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
    from .initialize  import initialize_megatron
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
    from .initialize  import initialize_megatron
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/home/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
    from megatron import get_args
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/home/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
    from megatron import get_args
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/home/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
    from megatron import get_args
  File "/home/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/home/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
    from megatron import get_args
  File "/home/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/home/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
    from megatron import get_args
  File "/home/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/home/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
    from megatron import get_args
  File "/home/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
    from .utils import (unwrap_model,
  File "/home/user/Megatron-DeepSpeed/megatron/utils.py", line 14, in <module>
  File "/home/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from megatron import get_args
  File "/home/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from .utils import (unwrap_model,
  File "/home/user/Megatron-DeepSpeed/megatron/utils.py", line 14, in <module>
  File "/home/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from megatron import get_args
  File "/home/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from .utils import (unwrap_model,
  File "/home/user/Megatron-DeepSpeed/megatron/utils.py", line 14, in <module>
    from .initialize  import initialize_megatron
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from megatron import get_args
  File "/home/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from .utils import (unwrap_model,
  File "/home/user/Megatron-DeepSpeed/megatron/utils.py", line 14, in <module>
    from .initialize  import initialize_megatron
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from megatron import get_args
  File "/home/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from .utils import (unwrap_model,
  File "/home/user/Megatron-DeepSpeed/megatron/utils.py", line 14, in <module>
    from .initialize  import initialize_megatron
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from megatron import get_args
  File "/home/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from .utils import (unwrap_model,
  File "/home/user/Megatron-DeepSpeed/megatron/utils.py", line 14, in <module>
    from .initialize  import initialize_megatron
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from megatron import get_args
  File "/home/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    import amp_C
ModuleNotFoundError: No module named 'amp_C'
    from .initialize  import initialize_megatron
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from .initialize  import initialize_megatron
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    import amp_C
ModuleNotFoundError: No module named 'amp_C'
    from .initialize  import initialize_megatron
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from .initialize  import initialize_megatron
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    import amp_C
ModuleNotFoundError: No module named 'amp_C'
    from megatron.checkpointing import load_args_from_checkpoint
  File "/home/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
    from .initialize  import initialize_megatron
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    import amp_C
    from megatron.checkpointing import load_args_from_checkpoint
  File "/home/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
    from .initialize  import initialize_megatron
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    import amp_C
ModuleNotFoundError: No module named 'amp_C'
    from megatron.checkpointing import load_args_from_checkpoint
  File "/home/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
    from .initialize  import initialize_megatron
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    import amp_C
ModuleNotFoundError: No module named 'amp_C'
    from megatron.checkpointing import load_args_from_checkpoint
  File "/home/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
    from .initialize  import initialize_megatron
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
ModuleNotFoundError: No module named 'amp_C'
    from megatron.checkpointing import load_args_from_checkpoint
  File "/home/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
    from megatron.checkpointing import load_args_from_checkpoint
  File "/home/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/home/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
    from .utils import (unwrap_model,
  File "/home/user/Megatron-DeepSpeed/megatron/utils.py", line 14, in <module>
    from megatron import get_args
  File "/home/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/home/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
    from .utils import (unwrap_model,
  File "/home/user/Megatron-DeepSpeed/megatron/utils.py", line 14, in <module>
    from megatron import get_args
  File "/home/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/home/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
    from .utils import (unwrap_model,
  File "/home/user/Megatron-DeepSpeed/megatron/utils.py", line 14, in <module>
    from megatron import get_args
  File "/home/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
  File "/home/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
    from .utils import (unwrap_model,
  File "/home/user/Megatron-DeepSpeed/megatron/utils.py", line 14, in <module>
    from megatron import get_args
  File "/home/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/home/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
    from .utils import (unwrap_model,
  File "/home/user/Megatron-DeepSpeed/megatron/utils.py", line 14, in <module>
    from megatron import get_args
  File "/home/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/home/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
    from .utils import (unwrap_model,
  File "/home/user/Megatron-DeepSpeed/megatron/utils.py", line 14, in <module>
    from megatron import get_args
  File "/home/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from .utils import (unwrap_model,
  File "/home/user/Megatron-DeepSpeed/megatron/utils.py", line 14, in <module>
    import amp_C
ModuleNotFoundError: No module named 'amp_C'
    from .initialize  import initialize_megatron
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from .utils import (unwrap_model,
  File "/home/user/Megatron-DeepSpeed/megatron/utils.py", line 14, in <module>
    import amp_C
ModuleNotFoundError: No module named 'amp_C'
    from .initialize  import initialize_megatron
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from .utils import (unwrap_model,
  File "/home/user/Megatron-DeepSpeed/megatron/utils.py", line 14, in <module>
    import amp_C
ModuleNotFoundError: No module named 'amp_C'
    from .initialize  import initialize_megatron
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from .utils import (unwrap_model,
  File "/home/user/Megatron-DeepSpeed/megatron/utils.py", line 14, in <module>
    import amp_C
ModuleNotFoundError: No module named 'amp_C'
    from .initialize  import initialize_megatron
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from .utils import (unwrap_model,
  File "/home/user/Megatron-DeepSpeed/megatron/utils.py", line 14, in <module>
    import amp_C
ModuleNotFoundError: No module named 'amp_C'
    from .initialize  import initialize_megatron
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from .utils import (unwrap_model,
  File "/home/user/Megatron-DeepSpeed/megatron/utils.py", line 14, in <module>
    import amp_C
ModuleNotFoundError: No module named 'amp_C'
    from .initialize  import initialize_megatron
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    import amp_C
ModuleNotFoundError: No module named 'amp_C'
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/home/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
    import amp_C
ModuleNotFoundError: No module named 'amp_C'
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/home/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
    import amp_C
ModuleNotFoundError: No module named 'amp_C'
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/home/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
    import amp_C
ModuleNotFoundError: No module named 'amp_C'
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/home/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
    import amp_C
ModuleNotFoundError: No module named 'amp_C'
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/home/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
    import amp_C
ModuleNotFoundError: No module named 'amp_C'
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/home/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
    from megatron import get_args
  File "/home/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from .utils import (unwrap_model,
  File "/home/user/Megatron-DeepSpeed/megatron/utils.py", line 14, in <module>
    from megatron import get_args
  File "/home/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from .utils import (unwrap_model,
  File "/home/user/Megatron-DeepSpeed/megatron/utils.py", line 14, in <module>
    from megatron import get_args
  File "/home/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from .utils import (unwrap_model,
  File "/home/user/Megatron-DeepSpeed/megatron/utils.py", line 14, in <module>
    from megatron import get_args
  File "/home/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from .utils import (unwrap_model,
  File "/home/user/Megatron-DeepSpeed/megatron/utils.py", line 14, in <module>
    from megatron import get_args
  File "/home/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from .utils import (unwrap_model,
  File "/home/user/Megatron-DeepSpeed/megatron/utils.py", line 14, in <module>
    from megatron import get_args
  File "/home/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from .utils import (unwrap_model,
  File "/home/user/Megatron-DeepSpeed/megatron/utils.py", line 14, in <module>
    from .initialize  import initialize_megatron
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    import amp_C
ModuleNotFoundError: No module named 'amp_C'
    from .initialize  import initialize_megatron
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    import amp_C
ModuleNotFoundError: No module named 'amp_C'
    from .initialize  import initialize_megatron
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    import amp_C
ModuleNotFoundError: No module named 'amp_C'
    from .initialize  import initialize_megatron
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    import amp_C
ModuleNotFoundError: No module named 'amp_C'
    from .initialize  import initialize_megatron
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    import amp_C
ModuleNotFoundError: No module named 'amp_C'
    from .initialize  import initialize_megatron
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    import amp_C
ModuleNotFoundError: No module named 'amp_C'
    from megatron.checkpointing import load_args_from_checkpoint
  File "/home/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/home/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/home/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/home/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/home/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/home/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
    from megatron import get_args
  File "/home/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
    from megatron import get_args
  File "/home/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from megatron import get_args
  File "/home/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 8, in <module>
    from megatron import get_args
  File "/home/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from megatron import get_args
  File "/home/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from .utils import (unwrap_model,
  File "/home/user/Megatron-DeepSpeed/megatron/utils.py", line 14, in <module>
    from megatron import get_args
  File "/home/user/Megatron-DeepSpeed/megatron/__init__.py", line 14, in <module>
    from .utils import (unwrap_model,
  File "/home/user/Megatron-DeepSpeed/megatron/utils.py", line 14, in <module>
    from .initialize  import initialize_megatron
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from .utils import (unwrap_model,
  File "/home/user/Megatron-DeepSpeed/megatron/utils.py", line 14, in <module>
    from .initialize  import initialize_megatron
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from .utils import (unwrap_model,
  File "/home/user/Megatron-DeepSpeed/megatron/utils.py", line 14, in <module>
    from .initialize  import initialize_megatron
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from .utils import (unwrap_model,
  File "/home/user/Megatron-DeepSpeed/megatron/utils.py", line 14, in <module>
    from .initialize  import initialize_megatron
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from .utils import (unwrap_model,
  File "/home/user/Megatron-DeepSpeed/megatron/utils.py", line 14, in <module>
    from .initialize  import initialize_megatron
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from .initialize  import initialize_megatron
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 19, in <module>
    from megatron.checkpointing import load_args_from_checkpoint
  File "/home/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
    import amp_C
ModuleNotFoundError: No module named 'amp_C'
    from megatron.checkpointing import load_args_from_checkpoint
  File "/home/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
    import amp_C
ModuleNotFoundError: No module named 'amp_C'
    from megatron.checkpointing import load_args_from_checkpoint
  File "/home/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
    import amp_C
ModuleNotFoundError: No module named 'amp_C'
    from megatron.checkpointing import load_args_from_checkpoint
    import amp_C
ModuleNotFoundError: No module named 'amp_C'
    from megatron.checkpointing import load_args_from_checkpoint
  File "/home/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
    import amp_C
ModuleNotFoundError: No module named 'amp_C'
    from megatron.checkpointing import load_args_from_checkpoint
  File "/home/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
    import amp_C
ModuleNotFoundError: No module named 'amp_C'
  File "/home/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 15, in <module>
    from .utils import (unwrap_model,
  File "/home/user/Megatron-DeepSpeed/megatron/utils.py", line 14, in <module>
    from .utils import (unwrap_model,
  File "/home/user/Megatron-DeepSpeed/megatron/utils.py", line 14, in <module>
    from .utils import (unwrap_model,
  File "/home/user/Megatron-DeepSpeed/megatron/utils.py", line 14, in <module>
    from .utils import (unwrap_model,
  File "/home/user/Megatron-DeepSpeed/megatron/utils.py", line 14, in <module>
    from .utils import (unwrap_model,
  File "/home/user/Megatron-DeepSpeed/megatron/utils.py", line 14, in <module>
    from .utils import (unwrap_model,
  File "/home/user/Megatron-DeepSpeed/megatron/utils.py", line 14, in <module>
    import amp_C
    import amp_C
ModuleNotFoundError: No module named 'amp_C'
    import amp_C
ModuleNotFoundError: No module named 'amp_C'
ModuleNotFoundError: No module named 'amp_C'
    import amp_C
ModuleNotFoundError: No module named 'amp_C'
    import amp_C
ModuleNotFoundError: No module named 'amp_C'
    import amp_C
ModuleNotFoundError: No module named 'amp_C'

real	0m13.246s
user	0m0.418s
sys	0m0.084s
