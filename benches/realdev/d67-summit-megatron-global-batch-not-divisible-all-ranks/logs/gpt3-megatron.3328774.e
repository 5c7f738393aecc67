Error: SMPI environment generator script not found at:
Path : /gpfs/alpine2/stf218/world-shared/user/moe-env-311/bin/alias.pl
Error: No such file or directory
Warning. Failed to setup the Spectrum MPI environment.
Continuing to launch. Beware, the Spectrum MPI environment may not be completely setup.
Warning: OMP_NUM_THREADS=16 is greater than available PU's
Warning: OMP_NUM_THREADS=16 is greater than available PU's
Warning: OMP_NUM_THREADS=16 is greater than available PU's
Warning: OMP_NUM_THREADS=16 is greater than available PU's
Warning: OMP_NUM_THREADS=16 is greater than available PU's
Warning: OMP_NUM_THREADS=16 is greater than available PU's
Warning: OMP_NUM_THREADS=16 is greater than available PU's
Warning: OMP_NUM_THREADS=16 is greater than available PU's
Warning: OMP_NUM_THREADS=16 is greater than available PU's
Warning: OMP_NUM_THREADS=16 is greater than available PU's
Warning: OMP_NUM_THREADS=16 is greater than available PU's
Warning: OMP_NUM_THREADS=16 is greater than available PU's
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
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 98, in initialize_megatron
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 98, in initialize_megatron
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 98, in initialize_megatron
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 98, in initialize_megatron
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 98, in initialize_megatron
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 98, in initialize_megatron
    set_global_variables(args)
    set_global_variables(args)
    set_global_variables(args)
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/global_vars.py", line 91, in set_global_variables
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 98, in initialize_megatron
    set_global_variables(args)
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/global_vars.py", line 91, in set_global_variables
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 98, in initialize_megatron
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/global_vars.py", line 91, in set_global_variables
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 98, in initialize_megatron
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/global_vars.py", line 91, in set_global_variables
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 98, in initialize_megatron
    set_global_variables(args)
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/global_vars.py", line 91, in set_global_variables
    set_global_variables(args)
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/global_vars.py", line 91, in set_global_variables
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 98, in initialize_megatron
    set_global_variables(args)
    set_global_variables(args)
    set_global_variables(args)
    set_global_variables(args)
    set_global_variables(args)
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/global_vars.py", line 91, in set_global_variables
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/global_vars.py", line 91, in set_global_variables
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/global_vars.py", line 91, in set_global_variables
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/global_vars.py", line 91, in set_global_variables
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/global_vars.py", line 91, in set_global_variables
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 126, in pretrain
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 98, in initialize_megatron
    set_global_variables(args)
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/global_vars.py", line 91, in set_global_variables
    _build_num_microbatches_calculator(args)
    _build_num_microbatches_calculator(args)
    _build_num_microbatches_calculator(args)
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/global_vars.py", line 117, in _build_num_microbatches_calculator
    _build_num_microbatches_calculator(args)
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/global_vars.py", line 117, in _build_num_microbatches_calculator
    _build_num_microbatches_calculator(args)
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/global_vars.py", line 117, in _build_num_microbatches_calculator
    _build_num_microbatches_calculator(args)
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/global_vars.py", line 117, in _build_num_microbatches_calculator
    _build_num_microbatches_calculator(args)
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/global_vars.py", line 117, in _build_num_microbatches_calculator
    _build_num_microbatches_calculator(args)
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/global_vars.py", line 117, in _build_num_microbatches_calculator
    _build_num_microbatches_calculator(args)
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/global_vars.py", line 117, in _build_num_microbatches_calculator
    _build_num_microbatches_calculator(args)
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/global_vars.py", line 117, in _build_num_microbatches_calculator
    _build_num_microbatches_calculator(args)
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/global_vars.py", line 117, in _build_num_microbatches_calculator
    _build_num_microbatches_calculator(args)
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/global_vars.py", line 117, in _build_num_microbatches_calculator
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/global_vars.py", line 117, in _build_num_microbatches_calculator
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/global_vars.py", line 117, in _build_num_microbatches_calculator
    _GLOBAL_NUM_MICROBATCHES_CALCULATOR = build_num_microbatches_calculator(
                                          ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/microbatches.py", line 13, in build_num_microbatches_calculator
    _GLOBAL_NUM_MICROBATCHES_CALCULATOR = build_num_microbatches_calculator(
                                          ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/microbatches.py", line 13, in build_num_microbatches_calculator
    _GLOBAL_NUM_MICROBATCHES_CALCULATOR = build_num_microbatches_calculator(
                                          ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/microbatches.py", line 13, in build_num_microbatches_calculator
    _GLOBAL_NUM_MICROBATCHES_CALCULATOR = build_num_microbatches_calculator(
                                          ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/microbatches.py", line 13, in build_num_microbatches_calculator
    _GLOBAL_NUM_MICROBATCHES_CALCULATOR = build_num_microbatches_calculator(
                                          ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/microbatches.py", line 13, in build_num_microbatches_calculator
    _GLOBAL_NUM_MICROBATCHES_CALCULATOR = build_num_microbatches_calculator(
                                          ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/microbatches.py", line 13, in build_num_microbatches_calculator
    _GLOBAL_NUM_MICROBATCHES_CALCULATOR = build_num_microbatches_calculator(
                                          ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/microbatches.py", line 13, in build_num_microbatches_calculator
    _GLOBAL_NUM_MICROBATCHES_CALCULATOR = build_num_microbatches_calculator(
                                          ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/microbatches.py", line 13, in build_num_microbatches_calculator
    _GLOBAL_NUM_MICROBATCHES_CALCULATOR = build_num_microbatches_calculator(
                                          ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/microbatches.py", line 13, in build_num_microbatches_calculator
    _GLOBAL_NUM_MICROBATCHES_CALCULATOR = build_num_microbatches_calculator(
                                          ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/microbatches.py", line 13, in build_num_microbatches_calculator
    _GLOBAL_NUM_MICROBATCHES_CALCULATOR = build_num_microbatches_calculator(
                                          ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/microbatches.py", line 13, in build_num_microbatches_calculator
    _GLOBAL_NUM_MICROBATCHES_CALCULATOR = build_num_microbatches_calculator(
                                          ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/microbatches.py", line 13, in build_num_microbatches_calculator
    num_microbatches_calculator = ConstantNumMicroBatches(
                                  ^^^^^^^^^^^^^^^^^^^^^^^^
    num_microbatches_calculator = ConstantNumMicroBatches(
                                  ^^^^^^^^^^^^^^^^^^^^^^^^
    num_microbatches_calculator = ConstantNumMicroBatches(
                                  ^^^^^^^^^^^^^^^^^^^^^^^^
    num_microbatches_calculator = ConstantNumMicroBatches(
                                  ^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/microbatches.py", line 64, in __init__
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/microbatches.py", line 64, in __init__
    num_microbatches_calculator = ConstantNumMicroBatches(
                                  ^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/microbatches.py", line 64, in __init__
    num_microbatches_calculator = ConstantNumMicroBatches(
                                  ^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/microbatches.py", line 64, in __init__
    num_microbatches_calculator = ConstantNumMicroBatches(
                                  ^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/microbatches.py", line 64, in __init__
    num_microbatches_calculator = ConstantNumMicroBatches(
                                  ^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/microbatches.py", line 64, in __init__
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/microbatches.py", line 64, in __init__
    num_microbatches_calculator = ConstantNumMicroBatches(
                                  ^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/microbatches.py", line 64, in __init__
    num_microbatches_calculator = ConstantNumMicroBatches(
                                  ^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/microbatches.py", line 64, in __init__
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/microbatches.py", line 64, in __init__
    num_microbatches_calculator = ConstantNumMicroBatches(
                                  ^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/microbatches.py", line 64, in __init__
    assert global_batch_size % micro_batch_times_data_parallel == 0, \
AssertionError: global batch size (48) is not divisible by micro batch size (8) times data parallel size (12)
    assert global_batch_size % micro_batch_times_data_parallel == 0, \
AssertionError: global batch size (48) is not divisible by micro batch size (8) times data parallel size (12)
    num_microbatches_calculator = ConstantNumMicroBatches(
                                  ^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/microbatches.py", line 64, in __init__
    assert global_batch_size % micro_batch_times_data_parallel == 0, \
AssertionError: global batch size (48) is not divisible by micro batch size (8) times data parallel size (12)
    assert global_batch_size % micro_batch_times_data_parallel == 0, \
AssertionError: global batch size (48) is not divisible by micro batch size (8) times data parallel size (12)
    assert global_batch_size % micro_batch_times_data_parallel == 0, \
AssertionError: global batch size (48) is not divisible by micro batch size (8) times data parallel size (12)
    assert global_batch_size % micro_batch_times_data_parallel == 0, \
AssertionError: global batch size (48) is not divisible by micro batch size (8) times data parallel size (12)
    assert global_batch_size % micro_batch_times_data_parallel == 0, \
AssertionError: global batch size (48) is not divisible by micro batch size (8) times data parallel size (12)
    assert global_batch_size % micro_batch_times_data_parallel == 0, \
AssertionError: global batch size (48) is not divisible by micro batch size (8) times data parallel size (12)
    assert global_batch_size % micro_batch_times_data_parallel == 0, \
AssertionError: global batch size (48) is not divisible by micro batch size (8) times data parallel size (12)
    assert global_batch_size % micro_batch_times_data_parallel == 0, \
AssertionError: global batch size (48) is not divisible by micro batch size (8) times data parallel size (12)
    assert global_batch_size % micro_batch_times_data_parallel == 0, \
AssertionError: global batch size (48) is not divisible by micro batch size (8) times data parallel size (12)
    assert global_batch_size % micro_batch_times_data_parallel == 0, \
AssertionError: global batch size (48) is not divisible by micro batch size (8) times data parallel size (12)

real	0m15.392s
user	0m0.322s
sys	0m0.103s
