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
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
Traceback (most recent call last):
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
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
    pretrain(train_valid_test_datasets_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
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
    pretrain(train_valid_test_datasets_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    pretrain(train_valid_test_datasets_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    pretrain(train_valid_test_datasets_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    pretrain(train_valid_test_datasets_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
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
    pretrain(train_valid_test_datasets_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    pretrain(train_valid_test_datasets_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 84, in initialize_megatron
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 84, in initialize_megatron
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 84, in initialize_megatron
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 84, in initialize_megatron
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 84, in initialize_megatron
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 84, in initialize_megatron
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 84, in initialize_megatron
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 84, in initialize_megatron
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 84, in initialize_megatron
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 84, in initialize_megatron
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 84, in initialize_megatron
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 84, in initialize_megatron
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 84, in initialize_megatron
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 84, in initialize_megatron
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 84, in initialize_megatron
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 84, in initialize_megatron
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 84, in initialize_megatron
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 84, in initialize_megatron
    initialize_world(args) #SD
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 84, in initialize_megatron
    initialize_world(args) #SD
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 84, in initialize_megatron
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 84, in initialize_megatron
    initialize_world(args) #SD
    ^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 66, in initialize_world
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 84, in initialize_megatron
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 84, in initialize_megatron
    initialize_world(args) #SD
    initialize_world(args) #SD
    ^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 66, in initialize_world
    initialize_world(args) #SD
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 84, in initialize_megatron
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 84, in initialize_megatron
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 84, in initialize_megatron
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 84, in initialize_megatron
    initialize_world(args) #SD
    initialize_world(args) #SD
    ^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 66, in initialize_world
    initialize_world(args) #SD
    ^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 66, in initialize_world
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 84, in initialize_megatron
    initialize_world(args) #SD
    ^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 66, in initialize_world
    initialize_world(args) #SD
    ^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 66, in initialize_world
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 84, in initialize_megatron
    initialize_world(args) #SD
    initialize_world(args) #SD
    ^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 66, in initialize_world
    ^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 66, in initialize_world
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 84, in initialize_megatron
    initialize_world(args) #SD
    initialize_world(args) #SD
    ^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 66, in initialize_world
    ^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 66, in initialize_world
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 84, in initialize_megatron
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 84, in initialize_megatron
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 84, in initialize_megatron
    initialize_world(args) #SD
    ^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 66, in initialize_world
    ^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 66, in initialize_world
    print("World view: ", args.rank, args.world_size, master_addr)
                                                      ^^^^^^^^^^^
    initialize_world(args) #SD
    ^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 66, in initialize_world
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 84, in initialize_megatron
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 84, in initialize_megatron
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 84, in initialize_megatron
    initialize_world(args) #SD
    ^^^^^^^^^^^^^^^^^^^^^^
    print("World view: ", args.rank, args.world_size, master_addr)
                                                      ^^^^^^^^^^^
NameError: name 'master_addr' is not defined. Did you mean: 'master_port'?
    print("World view: ", args.rank, args.world_size, master_addr)
    initialize_world(args) #SD
    print("World view: ", args.rank, args.world_size, master_addr)
                                                      ^^^^^^^^^^^
NameError: name 'master_addr' is not defined. Did you mean: 'master_port'?
    print("World view: ", args.rank, args.world_size, master_addr)
                                                      ^^^^^^^^^^^
NameError: name 'master_addr' is not defined. Did you mean: 'master_port'?
    initialize_world(args) #SD
    initialize_world(args) #SD
    ^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 66, in initialize_world
    print("World view: ", args.rank, args.world_size, master_addr)
                                                      ^^^^^^^^^^^
NameError: name 'master_addr' is not defined. Did you mean: 'master_port'?
    print("World view: ", args.rank, args.world_size, master_addr)
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 84, in initialize_megatron
    initialize_world(args) #SD
    print("World view: ", args.rank, args.world_size, master_addr)
                                                      ^^^^^^^^^^^
NameError: name 'master_addr' is not defined. Did you mean: 'master_port'?
    print("World view: ", args.rank, args.world_size, master_addr)
                                                      ^^^^^^^^^^^
NameError: name 'master_addr' is not defined. Did you mean: 'master_port'?
    initialize_world(args) #SD
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 84, in initialize_megatron
    print("World view: ", args.rank, args.world_size, master_addr)
    print("World view: ", args.rank, args.world_size, master_addr)
                                                      ^^^^^^^^^^^
NameError: name 'master_addr' is not defined. Did you mean: 'master_port'?
                                                      ^^^^^^^^^^^
NameError: name 'master_addr' is not defined. Did you mean: 'master_port'?
NameError: name 'master_addr' is not defined. Did you mean: 'master_port'?
    print("World view: ", args.rank, args.world_size, master_addr)
                                                      ^^^^^^^^^^^
NameError: name 'master_addr' is not defined. Did you mean: 'master_port'?
    initialize_world(args) #SD
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 84, in initialize_megatron
    initialize_world(args) #SD
    ^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 66, in initialize_world
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 84, in initialize_megatron
    initialize_world(args) #SD
                                                      ^^^^^^^^^^^
NameError: name 'master_addr' is not defined. Did you mean: 'master_port'?
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 84, in initialize_megatron
    print("World view: ", args.rank, args.world_size, master_addr)
                                                      ^^^^^^^^^^^
NameError: name 'master_addr' is not defined. Did you mean: 'master_port'?
    initialize_world(args) #SD
    initialize_world(args) #SD
    ^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 66, in initialize_world
    initialize_world(args) #SD
    ^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 66, in initialize_world
    initialize_world(args) #SD
    ^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 66, in initialize_world
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 84, in initialize_megatron
    initialize_world(args) #SD
    initialize_world(args) #SD
    ^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 66, in initialize_world
    initialize_world(args) #SD
    ^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 66, in initialize_world
    initialize_world(args) #SD
    ^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 66, in initialize_world
    ^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 66, in initialize_world
    print("World view: ", args.rank, args.world_size, master_addr)
    initialize_world(args) #SD
    ^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 66, in initialize_world
    print("World view: ", args.rank, args.world_size, master_addr)
                                                      ^^^^^^^^^^^
NameError: name 'master_addr' is not defined. Did you mean: 'master_port'?
    initialize_world(args) #SD
    ^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 66, in initialize_world
    print("World view: ", args.rank, args.world_size, master_addr)
    ^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 66, in initialize_world
    print("World view: ", args.rank, args.world_size, master_addr)
                                                      ^^^^^^^^^^^
    initialize_world(args) #SD
    print("World view: ", args.rank, args.world_size, master_addr)
                                                      ^^^^^^^^^^^
NameError: name 'master_addr' is not defined. Did you mean: 'master_port'?
    print("World view: ", args.rank, args.world_size, master_addr)
                                                      ^^^^^^^^^^^
NameError: name 'master_addr' is not defined. Did you mean: 'master_port'?
    initialize_world(args) #SD
    ^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 66, in initialize_world
    print("World view: ", args.rank, args.world_size, master_addr)
                                                      ^^^^^^^^^^^
NameError: name 'master_addr' is not defined. Did you mean: 'master_port'?
    ^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 66, in initialize_world
    print("World view: ", args.rank, args.world_size, master_addr)
                                                      ^^^^^^^^^^^
    ^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 66, in initialize_world
    ^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 66, in initialize_world
    print("World view: ", args.rank, args.world_size, master_addr)
                                                      ^^^^^^^^^^^
NameError: name 'master_addr' is not defined. Did you mean: 'master_port'?
    print("World view: ", args.rank, args.world_size, master_addr)
                                                      ^^^^^^^^^^^
NameError: name 'master_addr' is not defined. Did you mean: 'master_port'?
    initialize_world(args) #SD
    ^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 66, in initialize_world
    ^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 66, in initialize_world
    print("World view: ", args.rank, args.world_size, master_addr)
    ^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 66, in initialize_world
    print("World view: ", args.rank, args.world_size, master_addr)
                                                      ^^^^^^^^^^^
NameError: name 'master_addr' is not defined. Did you mean: 'master_port'?
    ^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 66, in initialize_world
    print("World view: ", args.rank, args.world_size, master_addr)
    print("World view: ", args.rank, args.world_size, master_addr)
                                                      ^^^^^^^^^^^
NameError: name 'master_addr' is not defined. Did you mean: 'master_port'?
    print("World view: ", args.rank, args.world_size, master_addr)
    initialize_world(args) #SD
    ^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 66, in initialize_world
                                                      ^^^^^^^^^^^
NameError: name 'master_addr' is not defined. Did you mean: 'master_port'?
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 66, in initialize_world
    print("World view: ", args.rank, args.world_size, master_addr)
                                                      ^^^^^^^^^^^
NameError: name 'master_addr' is not defined. Did you mean: 'master_port'?
    ^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 66, in initialize_world
NameError: name 'master_addr' is not defined. Did you mean: 'master_port'?
    print("World view: ", args.rank, args.world_size, master_addr)
                                                      ^^^^^^^^^^^
NameError: name 'master_addr' is not defined. Did you mean: 'master_port'?
    ^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 66, in initialize_world
                                                      ^^^^^^^^^^^
NameError: name 'master_addr' is not defined. Did you mean: 'master_port'?
    print("World view: ", args.rank, args.world_size, master_addr)
    ^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 66, in initialize_world
    print("World view: ", args.rank, args.world_size, master_addr)
    ^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 66, in initialize_world
    print("World view: ", args.rank, args.world_size, master_addr)
                                                      ^^^^^^^^^^^
NameError: name 'master_addr' is not defined. Did you mean: 'master_port'?
    initialize_world(args) #SD
    ^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 66, in initialize_world
    ^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 66, in initialize_world
NameError: name 'master_addr' is not defined. Did you mean: 'master_port'?
    initialize_world(args) #SD
    ^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 66, in initialize_world
    print("World view: ", args.rank, args.world_size, master_addr)
    print("World view: ", args.rank, args.world_size, master_addr)
                                                      ^^^^^^^^^^^
NameError: name 'master_addr' is not defined. Did you mean: 'master_port'?
                                                      ^^^^^^^^^^^
NameError: name 'master_addr' is not defined. Did you mean: 'master_port'?
    print("World view: ", args.rank, args.world_size, master_addr)
                                                      ^^^^^^^^^^^
NameError: name 'master_addr' is not defined. Did you mean: 'master_port'?
    print("World view: ", args.rank, args.world_size, master_addr)
                                                      ^^^^^^^^^^^
NameError: name 'master_addr' is not defined. Did you mean: 'master_port'?
                                                      ^^^^^^^^^^^
NameError: name 'master_addr' is not defined. Did you mean: 'master_port'?
    print("World view: ", args.rank, args.world_size, master_addr)
                                                      ^^^^^^^^^^^
NameError: name 'master_addr' is not defined. Did you mean: 'master_port'?
                                                      ^^^^^^^^^^^
NameError: name 'master_addr' is not defined. Did you mean: 'master_port'?
                                                      ^^^^^^^^^^^
NameError: name 'master_addr' is not defined. Did you mean: 'master_port'?
    print("World view: ", args.rank, args.world_size, master_addr)
                                                      ^^^^^^^^^^^
NameError: name 'master_addr' is not defined. Did you mean: 'master_port'?
    print("World view: ", args.rank, args.world_size, master_addr)
                                                      ^^^^^^^^^^^
NameError: name 'master_addr' is not defined. Did you mean: 'master_port'?
                                                      ^^^^^^^^^^^
NameError: name 'master_addr' is not defined. Did you mean: 'master_port'?
    print("World view: ", args.rank, args.world_size, master_addr)
                                                      ^^^^^^^^^^^
NameError: name 'master_addr' is not defined. Did you mean: 'master_port'?
                                                      ^^^^^^^^^^^
NameError: name 'master_addr' is not defined. Did you mean: 'master_port'?
    print("World view: ", args.rank, args.world_size, master_addr)
                                                      ^^^^^^^^^^^
NameError: name 'master_addr' is not defined. Did you mean: 'master_port'?
                                                      ^^^^^^^^^^^
NameError: name 'master_addr' is not defined. Did you mean: 'master_port'?
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
    pretrain(train_valid_test_datasets_provider,
    pretrain(train_valid_test_datasets_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    pretrain(train_valid_test_datasets_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 84, in initialize_megatron
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 84, in initialize_megatron
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 84, in initialize_megatron
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 84, in initialize_megatron
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 84, in initialize_megatron
    initialize_world(args) #SD
    ^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 66, in initialize_world
    initialize_world(args) #SD
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 84, in initialize_megatron
    initialize_world(args) #SD
    initialize_world(args) #SD
    ^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 66, in initialize_world
    initialize_world(args) #SD
    ^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 66, in initialize_world
    initialize_world(args) #SD
    ^^^^^^^^^^^^^^^^^^^^^^
    print("World view: ", args.rank, args.world_size, master_addr)
                                                      ^^^^^^^^^^^
NameError: name 'master_addr' is not defined. Did you mean: 'master_port'?
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 66, in initialize_world
    print("World view: ", args.rank, args.world_size, master_addr)
                                                      ^^^^^^^^^^^
NameError: name 'master_addr' is not defined. Did you mean: 'master_port'?
    ^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 66, in initialize_world
    print("World view: ", args.rank, args.world_size, master_addr)
    print("World view: ", args.rank, args.world_size, master_addr)
                                                      ^^^^^^^^^^^
NameError: name 'master_addr' is not defined. Did you mean: 'master_port'?
    print("World view: ", args.rank, args.world_size, master_addr)
                                                      ^^^^^^^^^^^
NameError: name 'master_addr' is not defined. Did you mean: 'master_port'?
    ^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/megatron/initialize.py", line 66, in initialize_world
    print("World view: ", args.rank, args.world_size, master_addr)
                                                      ^^^^^^^^^^^
NameError: name 'master_addr' is not defined. Did you mean: 'master_port'?
                                                      ^^^^^^^^^^^
NameError: name 'master_addr' is not defined. Did you mean: 'master_port'?

real	0m23.715s
user	0m0.415s
sys	0m0.091s
