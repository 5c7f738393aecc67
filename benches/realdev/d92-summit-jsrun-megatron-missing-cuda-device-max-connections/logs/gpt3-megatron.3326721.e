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
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    pretrain(train_valid_test_datasets_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    pretrain(train_valid_test_datasets_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    pretrain(train_valid_test_datasets_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    pretrain(train_valid_test_datasets_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    pretrain(train_valid_test_datasets_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    pretrain(train_valid_test_datasets_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 76, in initialize_megatron
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 76, in initialize_megatron
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 76, in initialize_megatron
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 76, in initialize_megatron
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 76, in initialize_megatron
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 76, in initialize_megatron
    validate_args(args, args_defaults)
    validate_args(args, args_defaults)
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    validate_args(args, args_defaults)
  File "/home/user/Megatron-DeepSpeed/megatron/arguments.py", line 400, in validate_args
    pretrain(train_valid_test_datasets_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
  File "/home/user/Megatron-DeepSpeed/megatron/arguments.py", line 400, in validate_args
  File "/home/user/Megatron-DeepSpeed/megatron/arguments.py", line 400, in validate_args
    validate_args(args, args_defaults)
  File "/home/user/Megatron-DeepSpeed/megatron/arguments.py", line 400, in validate_args
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    validate_args(args, args_defaults)
  File "/home/user/Megatron-DeepSpeed/megatron/arguments.py", line 400, in validate_args
    validate_args(args, args_defaults)
  File "/home/user/Megatron-DeepSpeed/megatron/arguments.py", line 400, in validate_args
    raise RuntimeError(
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    pretrain(train_valid_test_datasets_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    pretrain(train_valid_test_datasets_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    pretrain(train_valid_test_datasets_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    raise RuntimeError(
RuntimeError: Using async gradient all reduce requires setting the environment variable CUDA_DEVICE_MAX_CONNECTIONS to 1
    raise RuntimeError(
RuntimeError: Using async gradient all reduce requires setting the environment variable CUDA_DEVICE_MAX_CONNECTIONS to 1
    raise RuntimeError(
RuntimeError: Using async gradient all reduce requires setting the environment variable CUDA_DEVICE_MAX_CONNECTIONS to 1
    raise RuntimeError(
RuntimeError: Using async gradient all reduce requires setting the environment variable CUDA_DEVICE_MAX_CONNECTIONS to 1
    raise RuntimeError(
RuntimeError: Using async gradient all reduce requires setting the environment variable CUDA_DEVICE_MAX_CONNECTIONS to 1
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
RuntimeError: Using async gradient all reduce requires setting the environment variable CUDA_DEVICE_MAX_CONNECTIONS to 1
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    pretrain(train_valid_test_datasets_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    pretrain(train_valid_test_datasets_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 76, in initialize_megatron
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 76, in initialize_megatron
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 76, in initialize_megatron
    pretrain(train_valid_test_datasets_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 76, in initialize_megatron
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 76, in initialize_megatron
    pretrain(train_valid_test_datasets_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 76, in initialize_megatron
    validate_args(args, args_defaults)
    validate_args(args, args_defaults)
  File "/home/user/Megatron-DeepSpeed/megatron/arguments.py", line 400, in validate_args
    validate_args(args, args_defaults)
  File "/home/user/Megatron-DeepSpeed/megatron/arguments.py", line 400, in validate_args
  File "/home/user/Megatron-DeepSpeed/megatron/arguments.py", line 400, in validate_args
    validate_args(args, args_defaults)
  File "/home/user/Megatron-DeepSpeed/megatron/arguments.py", line 400, in validate_args
    validate_args(args, args_defaults)
  File "/home/user/Megatron-DeepSpeed/megatron/arguments.py", line 400, in validate_args
    validate_args(args, args_defaults)
  File "/home/user/Megatron-DeepSpeed/megatron/arguments.py", line 400, in validate_args
    raise RuntimeError(
RuntimeError: Using async gradient all reduce requires setting the environment variable CUDA_DEVICE_MAX_CONNECTIONS to 1
    raise RuntimeError(
    raise RuntimeError(
RuntimeError: Using async gradient all reduce requires setting the environment variable CUDA_DEVICE_MAX_CONNECTIONS to 1
    raise RuntimeError(
RuntimeError: Using async gradient all reduce requires setting the environment variable CUDA_DEVICE_MAX_CONNECTIONS to 1
    raise RuntimeError(
RuntimeError: Using async gradient all reduce requires setting the environment variable CUDA_DEVICE_MAX_CONNECTIONS to 1
    raise RuntimeError(
RuntimeError: Using async gradient all reduce requires setting the environment variable CUDA_DEVICE_MAX_CONNECTIONS to 1
RuntimeError: Using async gradient all reduce requires setting the environment variable CUDA_DEVICE_MAX_CONNECTIONS to 1
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    pretrain(train_valid_test_datasets_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    pretrain(train_valid_test_datasets_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    pretrain(train_valid_test_datasets_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    pretrain(train_valid_test_datasets_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    pretrain(train_valid_test_datasets_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 76, in initialize_megatron
    pretrain(train_valid_test_datasets_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 76, in initialize_megatron
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 76, in initialize_megatron
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 76, in initialize_megatron
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 76, in initialize_megatron
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 76, in initialize_megatron
    pretrain(train_valid_test_datasets_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 76, in initialize_megatron
    pretrain(train_valid_test_datasets_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 76, in initialize_megatron
    pretrain(train_valid_test_datasets_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    validate_args(args, args_defaults)
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    pretrain(train_valid_test_datasets_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    validate_args(args, args_defaults)
    validate_args(args, args_defaults)
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    validate_args(args, args_defaults)
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    pretrain(train_valid_test_datasets_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
  File "/home/user/Megatron-DeepSpeed/megatron/arguments.py", line 400, in validate_args
    validate_args(args, args_defaults)
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    pretrain(train_valid_test_datasets_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 76, in initialize_megatron
    validate_args(args, args_defaults)
  File "/home/user/Megatron-DeepSpeed/megatron/arguments.py", line 400, in validate_args
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
  File "/home/user/Megatron-DeepSpeed/megatron/arguments.py", line 400, in validate_args
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 76, in initialize_megatron
    pretrain(train_valid_test_datasets_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    pretrain(train_valid_test_datasets_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    validate_args(args, args_defaults)
  File "/home/user/Megatron-DeepSpeed/megatron/arguments.py", line 400, in validate_args
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
  File "/home/user/Megatron-DeepSpeed/megatron/arguments.py", line 400, in validate_args
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 76, in initialize_megatron
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 76, in initialize_megatron
  File "/home/user/Megatron-DeepSpeed/megatron/arguments.py", line 400, in validate_args
    pretrain(train_valid_test_datasets_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    validate_args(args, args_defaults)
    pretrain(train_valid_test_datasets_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 76, in initialize_megatron
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 76, in initialize_megatron
  File "/home/user/Megatron-DeepSpeed/megatron/arguments.py", line 400, in validate_args
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 76, in initialize_megatron
    validate_args(args, args_defaults)
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    validate_args(args, args_defaults)
  File "/home/user/Megatron-DeepSpeed/megatron/arguments.py", line 400, in validate_args
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
  File "/home/user/Megatron-DeepSpeed/megatron/arguments.py", line 400, in validate_args
  File "/home/user/Megatron-DeepSpeed/megatron/arguments.py", line 400, in validate_args
    validate_args(args, args_defaults)
  File "/home/user/Megatron-DeepSpeed/megatron/arguments.py", line 400, in validate_args
    validate_args(args, args_defaults)
  File "/home/user/Megatron-DeepSpeed/megatron/arguments.py", line 400, in validate_args
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    validate_args(args, args_defaults)
  File "/home/user/Megatron-DeepSpeed/megatron/arguments.py", line 400, in validate_args
    pretrain(train_valid_test_datasets_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    validate_args(args, args_defaults)
  File "/home/user/Megatron-DeepSpeed/megatron/arguments.py", line 400, in validate_args
    raise RuntimeError(
    raise RuntimeError(
RuntimeError: Using async gradient all reduce requires setting the environment variable CUDA_DEVICE_MAX_CONNECTIONS to 1
    raise RuntimeError(
RuntimeError: Using async gradient all reduce requires setting the environment variable CUDA_DEVICE_MAX_CONNECTIONS to 1
    raise RuntimeError(
    pretrain(train_valid_test_datasets_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
RuntimeError: Using async gradient all reduce requires setting the environment variable CUDA_DEVICE_MAX_CONNECTIONS to 1
    raise RuntimeError(
RuntimeError: Using async gradient all reduce requires setting the environment variable CUDA_DEVICE_MAX_CONNECTIONS to 1
    raise RuntimeError(
RuntimeError: Using async gradient all reduce requires setting the environment variable CUDA_DEVICE_MAX_CONNECTIONS to 1
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 76, in initialize_megatron
    raise RuntimeError(
RuntimeError: Using async gradient all reduce requires setting the environment variable CUDA_DEVICE_MAX_CONNECTIONS to 1
    raise RuntimeError(
RuntimeError: Using async gradient all reduce requires setting the environment variable CUDA_DEVICE_MAX_CONNECTIONS to 1
RuntimeError: Using async gradient all reduce requires setting the environment variable CUDA_DEVICE_MAX_CONNECTIONS to 1
    pretrain(train_valid_test_datasets_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    raise RuntimeError(
RuntimeError: Using async gradient all reduce requires setting the environment variable CUDA_DEVICE_MAX_CONNECTIONS to 1
    raise RuntimeError(
RuntimeError: Using async gradient all reduce requires setting the environment variable CUDA_DEVICE_MAX_CONNECTIONS to 1
    validate_args(args, args_defaults)
    raise RuntimeError(
RuntimeError: Using async gradient all reduce requires setting the environment variable CUDA_DEVICE_MAX_CONNECTIONS to 1
    pretrain(train_valid_test_datasets_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 76, in initialize_megatron
  File "/home/user/Megatron-DeepSpeed/megatron/arguments.py", line 400, in validate_args
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    validate_args(args, args_defaults)
  File "/home/user/Megatron-DeepSpeed/megatron/arguments.py", line 400, in validate_args
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 76, in initialize_megatron
    raise RuntimeError(
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 76, in initialize_megatron
RuntimeError: Using async gradient all reduce requires setting the environment variable CUDA_DEVICE_MAX_CONNECTIONS to 1
    raise RuntimeError(
RuntimeError: Using async gradient all reduce requires setting the environment variable CUDA_DEVICE_MAX_CONNECTIONS to 1
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    raise RuntimeError(
RuntimeError: Using async gradient all reduce requires setting the environment variable CUDA_DEVICE_MAX_CONNECTIONS to 1
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    validate_args(args, args_defaults)
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    raise RuntimeError(
RuntimeError: Using async gradient all reduce requires setting the environment variable CUDA_DEVICE_MAX_CONNECTIONS to 1
    raise RuntimeError(
    validate_args(args, args_defaults)
  File "/home/user/Megatron-DeepSpeed/megatron/arguments.py", line 400, in validate_args
    pretrain(train_valid_test_datasets_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
RuntimeError: Using async gradient all reduce requires setting the environment variable CUDA_DEVICE_MAX_CONNECTIONS to 1
    pretrain(train_valid_test_datasets_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
  File "/home/user/Megatron-DeepSpeed/megatron/arguments.py", line 400, in validate_args
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 76, in initialize_megatron
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 76, in initialize_megatron
    pretrain(train_valid_test_datasets_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    raise RuntimeError(
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 76, in initialize_megatron
    validate_args(args, args_defaults)
    pretrain(train_valid_test_datasets_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    raise RuntimeError(
RuntimeError: Using async gradient all reduce requires setting the environment variable CUDA_DEVICE_MAX_CONNECTIONS to 1
    validate_args(args, args_defaults)
    validate_args(args, args_defaults)
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
RuntimeError: Using async gradient all reduce requires setting the environment variable CUDA_DEVICE_MAX_CONNECTIONS to 1
    validate_args(args, args_defaults)
    pretrain(train_valid_test_datasets_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
  File "/home/user/Megatron-DeepSpeed/megatron/arguments.py", line 400, in validate_args
    pretrain(train_valid_test_datasets_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
  File "/home/user/Megatron-DeepSpeed/megatron/arguments.py", line 400, in validate_args
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 76, in initialize_megatron
  File "/home/user/Megatron-DeepSpeed/megatron/arguments.py", line 400, in validate_args
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 76, in initialize_megatron
  File "/home/user/Megatron-DeepSpeed/megatron/arguments.py", line 400, in validate_args
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 76, in initialize_megatron
    raise RuntimeError(
RuntimeError: Using async gradient all reduce requires setting the environment variable CUDA_DEVICE_MAX_CONNECTIONS to 1
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 76, in initialize_megatron
    raise RuntimeError(
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 76, in initialize_megatron
    raise RuntimeError(
RuntimeError: Using async gradient all reduce requires setting the environment variable CUDA_DEVICE_MAX_CONNECTIONS to 1
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 76, in initialize_megatron
RuntimeError: Using async gradient all reduce requires setting the environment variable CUDA_DEVICE_MAX_CONNECTIONS to 1
    validate_args(args, args_defaults)
    raise RuntimeError(
RuntimeError: Using async gradient all reduce requires setting the environment variable CUDA_DEVICE_MAX_CONNECTIONS to 1
    validate_args(args, args_defaults)
  File "/home/user/Megatron-DeepSpeed/megatron/arguments.py", line 400, in validate_args
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    validate_args(args, args_defaults)
    pretrain(train_valid_test_datasets_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    validate_args(args, args_defaults)
  File "/home/user/Megatron-DeepSpeed/megatron/arguments.py", line 400, in validate_args
  File "/home/user/Megatron-DeepSpeed/megatron/arguments.py", line 400, in validate_args
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    validate_args(args, args_defaults)
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 76, in initialize_megatron
    validate_args(args, args_defaults)
    validate_args(args, args_defaults)
  File "/home/user/Megatron-DeepSpeed/megatron/arguments.py", line 400, in validate_args
  File "/home/user/Megatron-DeepSpeed/megatron/arguments.py", line 400, in validate_args
    pretrain(train_valid_test_datasets_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
  File "/home/user/Megatron-DeepSpeed/megatron/arguments.py", line 400, in validate_args
    raise RuntimeError(
RuntimeError: Using async gradient all reduce requires setting the environment variable CUDA_DEVICE_MAX_CONNECTIONS to 1
  File "/home/user/Megatron-DeepSpeed/megatron/arguments.py", line 400, in validate_args
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 76, in initialize_megatron
    raise RuntimeError(
    validate_args(args, args_defaults)
    raise RuntimeError(
  File "/home/user/Megatron-DeepSpeed/megatron/arguments.py", line 400, in validate_args
    raise RuntimeError(
RuntimeError: Using async gradient all reduce requires setting the environment variable CUDA_DEVICE_MAX_CONNECTIONS to 1
    raise RuntimeError(
    raise RuntimeError(
RuntimeError: Using async gradient all reduce requires setting the environment variable CUDA_DEVICE_MAX_CONNECTIONS to 1
RuntimeError: Using async gradient all reduce requires setting the environment variable CUDA_DEVICE_MAX_CONNECTIONS to 1
    raise RuntimeError(
RuntimeError: Using async gradient all reduce requires setting the environment variable CUDA_DEVICE_MAX_CONNECTIONS to 1
RuntimeError: Using async gradient all reduce requires setting the environment variable CUDA_DEVICE_MAX_CONNECTIONS to 1
RuntimeError: Using async gradient all reduce requires setting the environment variable CUDA_DEVICE_MAX_CONNECTIONS to 1
    raise RuntimeError(
RuntimeError: Using async gradient all reduce requires setting the environment variable CUDA_DEVICE_MAX_CONNECTIONS to 1
/bin/sh: line 0: type: git: not found
/bin/sh: line 0: type: git: not found
/bin/sh: line 0: type: git: not found
/bin/sh: line 0: type: git: not found
/bin/sh: line 0: type: git: not found
/bin/sh: line 0: type: git: not found
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    pretrain(train_valid_test_datasets_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    pretrain(train_valid_test_datasets_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    pretrain(train_valid_test_datasets_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    pretrain(train_valid_test_datasets_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    pretrain(train_valid_test_datasets_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    pretrain(train_valid_test_datasets_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 76, in initialize_megatron
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 76, in initialize_megatron
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 76, in initialize_megatron
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 76, in initialize_megatron
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 76, in initialize_megatron
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 76, in initialize_megatron
    validate_args(args, args_defaults)
    validate_args(args, args_defaults)
    validate_args(args, args_defaults)
    validate_args(args, args_defaults)
  File "/home/user/Megatron-DeepSpeed/megatron/arguments.py", line 400, in validate_args
  File "/home/user/Megatron-DeepSpeed/megatron/arguments.py", line 400, in validate_args
    validate_args(args, args_defaults)
  File "/home/user/Megatron-DeepSpeed/megatron/arguments.py", line 400, in validate_args
  File "/home/user/Megatron-DeepSpeed/megatron/arguments.py", line 400, in validate_args
    validate_args(args, args_defaults)
  File "/home/user/Megatron-DeepSpeed/megatron/arguments.py", line 400, in validate_args
  File "/home/user/Megatron-DeepSpeed/megatron/arguments.py", line 400, in validate_args
    raise RuntimeError(
RuntimeError: Using async gradient all reduce requires setting the environment variable CUDA_DEVICE_MAX_CONNECTIONS to 1
    raise RuntimeError(
RuntimeError: Using async gradient all reduce requires setting the environment variable CUDA_DEVICE_MAX_CONNECTIONS to 1
    raise RuntimeError(
RuntimeError: Using async gradient all reduce requires setting the environment variable CUDA_DEVICE_MAX_CONNECTIONS to 1
    raise RuntimeError(
RuntimeError: Using async gradient all reduce requires setting the environment variable CUDA_DEVICE_MAX_CONNECTIONS to 1
    raise RuntimeError(
RuntimeError: Using async gradient all reduce requires setting the environment variable CUDA_DEVICE_MAX_CONNECTIONS to 1
    raise RuntimeError(
RuntimeError: Using async gradient all reduce requires setting the environment variable CUDA_DEVICE_MAX_CONNECTIONS to 1

real	0m12.105s
user	0m0.416s
sys	0m0.093s
