Error: SMPI environment generator script not found at:
Path : /gpfs/alpine2/stf218/world-shared/user/moe-env-311/bin/alias.pl
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
/bin/sh: line 0: type: git: not found
/bin/sh: line 0: type: git: not found
/bin/sh: line 0: type: git: not found
/bin/sh: line 0: type: git: not found
/bin/sh: line 0: type: git: not found
/bin/sh: line 0: type: git: not found
/bin/sh: line 0: type: git: not found
/bin/sh: line 0: type: git: not found
/bin/sh: line 0: type: git: not found
/bin/sh: line 0: type: git: not found
/bin/sh: line 0: type: git: not found
/bin/sh: line 0: type: git: not found
/bin/sh: line 0: type: git: not found
/bin/sh: line 0: type: git: not found
/bin/sh: line 0: type: git: not found
/bin/sh: line 0: type: git: not found
/bin/sh: line 0: type: git: not found
/bin/sh: line 0: type: git: not found
/bin/sh: line 0: type: git: not found
/bin/sh: line 0: type: git: not found
/bin/sh: line 0: type: git: not found
/bin/sh: line 0: type: git: not found
/bin/sh: line 0: type: git: not found
/bin/sh: line 0: type: git: not found
/bin/sh: line 0: type: git: not found
/bin/sh: line 0: type: git: not found
/bin/sh: line 0: type: git: not found
/bin/sh: line 0: type: git: not found
/bin/sh: line 0: type: git: not found
/bin/sh: line 0: type: git: not found
/bin/sh: line 0: type: git: not found
/bin/sh: line 0: type: git: not found
/bin/sh: line 0: type: git: not found
/bin/sh: line 0: type: git: not found
/bin/sh: line 0: type: git: not found
/bin/sh: line 0: type: git: not found
/bin/sh: line 0: type: git: not found
/bin/sh: line 0: type: git: not found
/bin/sh: line 0: type: git: not found
/bin/sh: line 0: type: git: not found
/bin/sh: line 0: type: git: not found
/bin/sh: line 0: type: git: not found
/bin/sh: line 0: type: git: not found
/bin/sh: line 0: type: git: not found
/bin/sh: line 0: type: git: not found
/bin/sh: line 0: type: git: not found
/bin/sh: line 0: type: git: not found
/bin/sh: line 0: type: git: not found
/gpfs/alpine2/stf218/world-shared/user/moe-env-311/bin/python3: No module named pybind11
[01m[Khelpers.cpp:10:10:[m[K [01;31m[Kfatal error: [m[Kpybind11/pybind11.h: No such file or directory
 #include [01;31m[K<pybind11/pybind11.h>[m[K
          [01;31m[K^~~~~~~~~~~~~~~~~~~~~[m[K
compilation terminated.
make: *** [Makefile:9: helpers.cpython-311-powerpc64le-linux-gnu.so] Error 1
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 115, in initialize_megatron
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 115, in initialize_megatron
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 115, in initialize_megatron
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 115, in initialize_megatron
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 115, in initialize_megatron
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 115, in initialize_megatron
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 115, in initialize_megatron
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    _compile_dependencies()
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 115, in initialize_megatron
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 115, in initialize_megatron
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 115, in initialize_megatron
    _compile_dependencies()
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 115, in initialize_megatron
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    _compile_dependencies()
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 115, in initialize_megatron
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 173, in _compile_dependencies
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 115, in initialize_megatron
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 173, in _compile_dependencies
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 115, in initialize_megatron
    _compile_dependencies()
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 173, in _compile_dependencies
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    _compile_dependencies()
    _compile_dependencies()
    torch.distributed.barrier()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/distributed/distributed_c10d.py", line 3328, in barrier
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    _compile_dependencies()
    torch.distributed.barrier()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/distributed/distributed_c10d.py", line 3328, in barrier
    _compile_dependencies()
    torch.distributed.barrier()
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 115, in initialize_megatron
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    _compile_dependencies()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/distributed/distributed_c10d.py", line 3328, in barrier
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    _compile_dependencies()
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    _compile_dependencies()
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    _compile_dependencies()
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 173, in _compile_dependencies
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 173, in _compile_dependencies
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 115, in initialize_megatron
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 173, in _compile_dependencies
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 115, in initialize_megatron
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    _compile_dependencies()
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 173, in _compile_dependencies
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 115, in initialize_megatron
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 173, in _compile_dependencies
    _compile_dependencies()
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 173, in _compile_dependencies
    _compile_dependencies()
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 173, in _compile_dependencies
    torch.distributed.barrier()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/distributed/distributed_c10d.py", line 3328, in barrier
    _compile_dependencies()
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 115, in initialize_megatron
    torch.distributed.barrier()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/distributed/distributed_c10d.py", line 3328, in barrier
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 173, in _compile_dependencies
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    torch.distributed.barrier()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/distributed/distributed_c10d.py", line 3328, in barrier
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 173, in _compile_dependencies
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 115, in initialize_megatron
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 173, in _compile_dependencies
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 115, in initialize_megatron
    torch.distributed.barrier()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/distributed/distributed_c10d.py", line 3328, in barrier
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 173, in _compile_dependencies
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    torch.distributed.barrier()
    torch.distributed.barrier()
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 115, in initialize_megatron
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/distributed/distributed_c10d.py", line 3328, in barrier
    torch.distributed.barrier()
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 115, in initialize_megatron
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 115, in initialize_megatron
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 173, in _compile_dependencies
    torch.distributed.barrier()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/distributed/distributed_c10d.py", line 3328, in barrier
    torch.distributed.barrier()
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 115, in initialize_megatron
    work = default_pg.barrier(opts=opts)
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/distributed/distributed_c10d.py", line 3328, in barrier
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 115, in initialize_megatron
    work = default_pg.barrier(opts=opts)
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/distributed/distributed_c10d.py", line 3328, in barrier
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 115, in initialize_megatron
    _compile_dependencies()
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 173, in _compile_dependencies
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 115, in initialize_megatron
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: [18] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Connection reset by peer. This may indicate a possible application crash on rank 0 or a network set up issue.
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/distributed/distributed_c10d.py", line 3328, in barrier
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 115, in initialize_megatron
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: [19] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Connection reset by peer. This may indicate a possible application crash on rank 0 or a network set up issue.
    work = default_pg.barrier(opts=opts)
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 115, in initialize_megatron
    work = default_pg.barrier(opts=opts)
    work = default_pg.barrier(opts=opts)
    _compile_dependencies()
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 115, in initialize_megatron
    _compile_dependencies()
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 173, in _compile_dependencies
    work = default_pg.barrier(opts=opts)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: [43] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Connection reset by peer. This may indicate a possible application crash on rank 0 or a network set up issue.
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    _compile_dependencies()
    work = default_pg.barrier(opts=opts)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: [20] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Connection reset by peer. This may indicate a possible application crash on rank 0 or a network set up issue.
    work = default_pg.barrier(opts=opts)
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 115, in initialize_megatron
    work = default_pg.barrier(opts=opts)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: [21] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Connection reset by peer. This may indicate a possible application crash on rank 0 or a network set up issue.
    work = default_pg.barrier(opts=opts)
    _compile_dependencies()
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 173, in _compile_dependencies
    _compile_dependencies()
RuntimeError: [23] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Connection reset by peer. This may indicate a possible application crash on rank 0 or a network set up issue.
    work = default_pg.barrier(opts=opts)
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 115, in initialize_megatron
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: [22] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Connection reset by peer. This may indicate a possible application crash on rank 0 or a network set up issue.
    work = default_pg.barrier(opts=opts)
    _compile_dependencies()
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: [44] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Connection reset by peer. This may indicate a possible application crash on rank 0 or a network set up issue.
    _compile_dependencies()
    _compile_dependencies()
    torch.distributed.barrier()
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: [46] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Connection reset by peer. This may indicate a possible application crash on rank 0 or a network set up issue.
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    _compile_dependencies()
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: [45] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Connection reset by peer. This may indicate a possible application crash on rank 0 or a network set up issue.
    _compile_dependencies()
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: [47] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Connection reset by peer. This may indicate a possible application crash on rank 0 or a network set up issue.
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 173, in _compile_dependencies
    torch.distributed.barrier()
    _compile_dependencies()
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: [42] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Connection reset by peer. This may indicate a possible application crash on rank 0 or a network set up issue.
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    _compile_dependencies()
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 173, in _compile_dependencies
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 173, in _compile_dependencies
    torch.distributed.barrier()
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 173, in _compile_dependencies
    _compile_dependencies()
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 173, in _compile_dependencies
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 173, in _compile_dependencies
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/distributed/distributed_c10d.py", line 3328, in barrier
    _compile_dependencies()
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 115, in initialize_megatron
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 173, in _compile_dependencies
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 173, in _compile_dependencies
    _compile_dependencies()
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 173, in _compile_dependencies
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/distributed/distributed_c10d.py", line 3328, in barrier
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 115, in initialize_megatron
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 173, in _compile_dependencies
    _compile_dependencies()
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 173, in _compile_dependencies
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 173, in _compile_dependencies
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 173, in _compile_dependencies
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 115, in initialize_megatron
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 173, in _compile_dependencies
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 173, in _compile_dependencies
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    torch.distributed.barrier()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/distributed/distributed_c10d.py", line 3328, in barrier
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    torch.distributed.barrier()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/distributed/distributed_c10d.py", line 3328, in barrier
    torch.distributed.barrier()
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    torch.distributed.barrier()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/distributed/distributed_c10d.py", line 3328, in barrier
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    torch.distributed.barrier()
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    torch.distributed.barrier()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/distributed/distributed_c10d.py", line 3328, in barrier
    torch.distributed.barrier()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/distributed/distributed_c10d.py", line 3328, in barrier
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/distributed/distributed_c10d.py", line 3328, in barrier
    torch.distributed.barrier()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/distributed/distributed_c10d.py", line 3328, in barrier
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    torch.distributed.barrier()
    torch.distributed.barrier()
    torch.distributed.barrier()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/distributed/distributed_c10d.py", line 3328, in barrier
    torch.distributed.barrier()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/distributed/distributed_c10d.py", line 3328, in barrier
    _compile_dependencies()
    torch.distributed.barrier()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/distributed/distributed_c10d.py", line 3328, in barrier
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    torch.distributed.barrier()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/distributed/distributed_c10d.py", line 3328, in barrier
    torch.distributed.barrier()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/distributed/distributed_c10d.py", line 3328, in barrier
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/distributed/distributed_c10d.py", line 3328, in barrier
    torch.distributed.barrier()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/distributed/distributed_c10d.py", line 3328, in barrier
    _compile_dependencies()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/distributed/distributed_c10d.py", line 3328, in barrier
    torch.distributed.barrier()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/distributed/distributed_c10d.py", line 3328, in barrier
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/distributed/distributed_c10d.py", line 3328, in barrier
    _compile_dependencies()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/distributed/distributed_c10d.py", line 3328, in barrier
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    work = default_pg.barrier(opts=opts)
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    work = default_pg.barrier(opts=opts)
    torch.distributed.barrier()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/distributed/distributed_c10d.py", line 3328, in barrier
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 115, in initialize_megatron
    work = default_pg.barrier(opts=opts)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: [10] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Connection reset by peer. This may indicate a possible application crash on rank 0 or a network set up issue.
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 115, in initialize_megatron
    work = default_pg.barrier(opts=opts)
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 173, in _compile_dependencies
    work = default_pg.barrier(opts=opts)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: [6] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Connection reset by peer. This may indicate a possible application crash on rank 0 or a network set up issue.
    work = default_pg.barrier(opts=opts)
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 115, in initialize_megatron
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: [7] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Connection reset by peer. This may indicate a possible application crash on rank 0 or a network set up issue.
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 173, in _compile_dependencies
    work = default_pg.barrier(opts=opts)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: [9] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Connection reset by peer. This may indicate a possible application crash on rank 0 or a network set up issue.
    _compile_dependencies()
    work = default_pg.barrier(opts=opts)
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 115, in initialize_megatron
    work = default_pg.barrier(opts=opts)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: [8] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Connection reset by peer. This may indicate a possible application crash on rank 0 or a network set up issue.
    work = default_pg.barrier(opts=opts)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
    _compile_dependencies()
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: [11] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Connection reset by peer. This may indicate a possible application crash on rank 0 or a network set up issue.
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 173, in _compile_dependencies
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: [33] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Connection reset by peer. This may indicate a possible application crash on rank 0 or a network set up issue.
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: [34] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Connection reset by peer. This may indicate a possible application crash on rank 0 or a network set up issue.
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 173, in _compile_dependencies
    work = default_pg.barrier(opts=opts)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: [31] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Connection reset by peer. This may indicate a possible application crash on rank 0 or a network set up issue.
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 115, in initialize_megatron
    work = default_pg.barrier(opts=opts)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: [30] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Connection reset by peer. This may indicate a possible application crash on rank 0 or a network set up issue.
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 173, in _compile_dependencies
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: [32] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Connection reset by peer. This may indicate a possible application crash on rank 0 or a network set up issue.
    torch.distributed.barrier()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/distributed/distributed_c10d.py", line 3328, in barrier
RuntimeError: [35] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Connection reset by peer. This may indicate a possible application crash on rank 0 or a network set up issue.
    torch.distributed.barrier()
    torch.distributed.barrier()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/distributed/distributed_c10d.py", line 3328, in barrier
    torch.distributed.barrier()
    torch.distributed.barrier()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/distributed/distributed_c10d.py", line 3328, in barrier
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    _compile_dependencies()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/distributed/distributed_c10d.py", line 3328, in barrier
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    _compile_dependencies()
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 173, in _compile_dependencies
    pretrain(train_valid_test_datasets_provider,
    _compile_dependencies()
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 173, in _compile_dependencies
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 173, in _compile_dependencies
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/distributed/distributed_c10d.py", line 3328, in barrier
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    torch.distributed.barrier()
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    torch.distributed.barrier()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/distributed/distributed_c10d.py", line 3328, in barrier
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 115, in initialize_megatron
    torch.distributed.barrier()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/distributed/distributed_c10d.py", line 3328, in barrier
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 115, in initialize_megatron
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/distributed/distributed_c10d.py", line 3328, in barrier
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 115, in initialize_megatron
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 115, in initialize_megatron
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 115, in initialize_megatron
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 115, in initialize_megatron
    _compile_dependencies()
    _compile_dependencies()
    _compile_dependencies()
    _compile_dependencies()
    _compile_dependencies()
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 173, in _compile_dependencies
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 173, in _compile_dependencies
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 173, in _compile_dependencies
    _compile_dependencies()
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 173, in _compile_dependencies
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 173, in _compile_dependencies
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 173, in _compile_dependencies
    torch.distributed.barrier()
    torch.distributed.barrier()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/distributed/distributed_c10d.py", line 3328, in barrier
    torch.distributed.barrier()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/distributed/distributed_c10d.py", line 3328, in barrier
    torch.distributed.barrier()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/distributed/distributed_c10d.py", line 3328, in barrier
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/distributed/distributed_c10d.py", line 3328, in barrier
    torch.distributed.barrier()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/distributed/distributed_c10d.py", line 3328, in barrier
    torch.distributed.barrier()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/distributed/distributed_c10d.py", line 3328, in barrier
    work = default_pg.barrier(opts=opts)
    work = default_pg.barrier(opts=opts)
    work = default_pg.barrier(opts=opts)
    work = default_pg.barrier(opts=opts)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: [4] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Connection reset by peer. This may indicate a possible application crash on rank 0 or a network set up issue.
    work = default_pg.barrier(opts=opts)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: [5] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Connection reset by peer. This may indicate a possible application crash on rank 0 or a network set up issue.
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: [3] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Connection reset by peer. This may indicate a possible application crash on rank 0 or a network set up issue.
    work = default_pg.barrier(opts=opts)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: [1] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Connection reset by peer. This may indicate a possible application crash on rank 0 or a network set up issue.
    work = default_pg.barrier(opts=opts)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: [2] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Connection reset by peer. This may indicate a possible application crash on rank 0 or a network set up issue.
    work = default_pg.barrier(opts=opts)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: [24] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Connection reset by peer. This may indicate a possible application crash on rank 0 or a network set up issue.
    work = default_pg.barrier(opts=opts)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: [29] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Connection reset by peer. This may indicate a possible application crash on rank 0 or a network set up issue.
    work = default_pg.barrier(opts=opts)
    work = default_pg.barrier(opts=opts)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
    work = default_pg.barrier(opts=opts)
    work = default_pg.barrier(opts=opts)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
    work = default_pg.barrier(opts=opts)
    work = default_pg.barrier(opts=opts)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: [25] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Connection reset by peer. This may indicate a possible application crash on rank 0 or a network set up issue.
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: [14] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Connection reset by peer. This may indicate a possible application crash on rank 0 or a network set up issue.
    work = default_pg.barrier(opts=opts)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: [28] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Connection reset by peer. This may indicate a possible application crash on rank 0 or a network set up issue.
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: [36] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Connection reset by peer. This may indicate a possible application crash on rank 0 or a network set up issue.
RuntimeError: [26] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Connection reset by peer. This may indicate a possible application crash on rank 0 or a network set up issue.
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: [17] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Connection reset by peer. This may indicate a possible application crash on rank 0 or a network set up issue.
RuntimeError: [27] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Connection reset by peer. This may indicate a possible application crash on rank 0 or a network set up issue.
    work = default_pg.barrier(opts=opts)
    work = default_pg.barrier(opts=opts)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: [13] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Connection reset by peer. This may indicate a possible application crash on rank 0 or a network set up issue.
    work = default_pg.barrier(opts=opts)
    work = default_pg.barrier(opts=opts)
    work = default_pg.barrier(opts=opts)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: [37] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Connection reset by peer. This may indicate a possible application crash on rank 0 or a network set up issue.
    work = default_pg.barrier(opts=opts)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: [40] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Connection reset by peer. This may indicate a possible application crash on rank 0 or a network set up issue.
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: [12] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Connection reset by peer. This may indicate a possible application crash on rank 0 or a network set up issue.
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: [39] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Connection reset by peer. This may indicate a possible application crash on rank 0 or a network set up issue.
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: [15] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Connection reset by peer. This may indicate a possible application crash on rank 0 or a network set up issue.
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: [41] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Connection reset by peer. This may indicate a possible application crash on rank 0 or a network set up issue.
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: [16] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Connection reset by peer. This may indicate a possible application crash on rank 0 or a network set up issue.
    work = default_pg.barrier(opts=opts)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: [38] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Connection reset by peer. This may indicate a possible application crash on rank 0 or a network set up issue.

real	0m34.006s
user	0m0.322s
sys	0m0.133s
