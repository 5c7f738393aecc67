Error: SMPI environment generator script not found at:
Path : /home/user/moe-env-311/bin/alias.pl
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
Detected CUDA files, patching ldflags
Emitting ninja build file /home/user/Megatron-DeepSpeed/megatron/fused_kernels/build/build.ninja...
Building extension module scaled_upper_triang_masked_softmax_cuda...
Allowing ninja to set a default number of workers... (overridable by setting the environment variable MAX_JOBS=N)
Loading extension module scaled_upper_triang_masked_softmax_cuda...
Detected CUDA files, patching ldflags
Emitting ninja build file /home/user/Megatron-DeepSpeed/megatron/fused_kernels/build/build.ninja...
Building extension module scaled_masked_softmax_cuda...
Allowing ninja to set a default number of workers... (overridable by setting the environment variable MAX_JOBS=N)
Loading extension module scaled_masked_softmax_cuda...
Detected CUDA files, patching ldflags
Emitting ninja build file /home/user/Megatron-DeepSpeed/megatron/fused_kernels/build/build.ninja...
Building extension module scaled_softmax_cuda...
Allowing ninja to set a default number of workers... (overridable by setting the environment variable MAX_JOBS=N)
Loading extension module scaled_softmax_cuda...
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
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    pretrain(train_valid_test_datasets_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    pretrain(train_valid_test_datasets_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    pretrain(train_valid_test_datasets_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    pretrain(train_valid_test_datasets_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    pretrain(train_valid_test_datasets_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    pretrain(train_valid_test_datasets_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    pretrain(train_valid_test_datasets_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    pretrain(train_valid_test_datasets_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    pretrain(train_valid_test_datasets_provider,
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 527, in setup_model_and_optimizer
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 527, in setup_model_and_optimizer
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 527, in setup_model_and_optimizer
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 527, in setup_model_and_optimizer
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 527, in setup_model_and_optimizer
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 527, in setup_model_and_optimizer
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 527, in setup_model_and_optimizer
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 527, in setup_model_and_optimizer
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 527, in setup_model_and_optimizer
    model = get_model(model_provider_func, model_type)
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 527, in setup_model_and_optimizer
    model = get_model(model_provider_func, model_type)
    model = get_model(model_provider_func, model_type)
    model = get_model(model_provider_func, model_type)
    model = get_model(model_provider_func, model_type)
    model = get_model(model_provider_func, model_type)
            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 366, in get_model
    model = get_model(model_provider_func, model_type)
    model = get_model(model_provider_func, model_type)
            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 366, in get_model
            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 366, in get_model
            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 366, in get_model
    model = get_model(model_provider_func, model_type)
            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 366, in get_model
            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 366, in get_model
    model = get_model(model_provider_func, model_type)
            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 366, in get_model
            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 366, in get_model
            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 366, in get_model
    model = model_provider_func(
            ^^^^^^^^^^^^^^^^^^^^
            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/megatron/training.py", line 366, in get_model
    model = model_provider_func(
            ^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 45, in model_provider
    model = model_provider_func(
            ^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 45, in model_provider
    model = model_provider_func(
            ^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 45, in model_provider
    model = model_provider_func(
            ^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 45, in model_provider
    model = model_provider_func(
            ^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 45, in model_provider
    model = model_provider_func(
            ^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 45, in model_provider
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 45, in model_provider
    model = model_provider_func(
            ^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 45, in model_provider
    model = model_provider_func(
            ^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 45, in model_provider
    model = model_provider_func(
            ^^^^^^^^^^^^^^^^^^^^
  File "/home/user/Megatron-DeepSpeed/pretrain_gpt.py", line 45, in model_provider
    with deepspeed.zero.Init(data_parallel_group=dpg,
         ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/zero/partition_parameters.py", line 835, in __init__
    with deepspeed.zero.Init(data_parallel_group=dpg,
         ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/zero/partition_parameters.py", line 835, in __init__
    with deepspeed.zero.Init(data_parallel_group=dpg,
         ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/zero/partition_parameters.py", line 835, in __init__
    with deepspeed.zero.Init(data_parallel_group=dpg,
         ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/zero/partition_parameters.py", line 835, in __init__
    with deepspeed.zero.Init(data_parallel_group=dpg,
         ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/zero/partition_parameters.py", line 835, in __init__
    with deepspeed.zero.Init(data_parallel_group=dpg,
         ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/zero/partition_parameters.py", line 835, in __init__
    with deepspeed.zero.Init(data_parallel_group=dpg,
         ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
    with deepspeed.zero.Init(data_parallel_group=dpg,
         ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/zero/partition_parameters.py", line 835, in __init__
  File "/home/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/zero/partition_parameters.py", line 835, in __init__
    with deepspeed.zero.Init(data_parallel_group=dpg,
         ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/zero/partition_parameters.py", line 835, in __init__
    with deepspeed.zero.Init(data_parallel_group=dpg,
         ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/home/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/zero/partition_parameters.py", line 835, in __init__
    get_accelerator().set_device(self.local_device)
    get_accelerator().set_device(self.local_device)
    get_accelerator().set_device(self.local_device)
  File "/home/user/moe-env-311/lib/python3.11/site-packages/deepspeed/accelerator/cuda_accelerator.py", line 38, in set_device
    get_accelerator().set_device(self.local_device)
  File "/home/user/moe-env-311/lib/python3.11/site-packages/deepspeed/accelerator/cuda_accelerator.py", line 38, in set_device
    get_accelerator().set_device(self.local_device)
  File "/home/user/moe-env-311/lib/python3.11/site-packages/deepspeed/accelerator/cuda_accelerator.py", line 38, in set_device
    get_accelerator().set_device(self.local_device)
  File "/home/user/moe-env-311/lib/python3.11/site-packages/deepspeed/accelerator/cuda_accelerator.py", line 38, in set_device
  File "/home/user/moe-env-311/lib/python3.11/site-packages/deepspeed/accelerator/cuda_accelerator.py", line 38, in set_device
    get_accelerator().set_device(self.local_device)
  File "/home/user/moe-env-311/lib/python3.11/site-packages/deepspeed/accelerator/cuda_accelerator.py", line 38, in set_device
    get_accelerator().set_device(self.local_device)
  File "/home/user/moe-env-311/lib/python3.11/site-packages/deepspeed/accelerator/cuda_accelerator.py", line 38, in set_device
  File "/home/user/moe-env-311/lib/python3.11/site-packages/deepspeed/accelerator/cuda_accelerator.py", line 38, in set_device
    get_accelerator().set_device(self.local_device)
  File "/home/user/moe-env-311/lib/python3.11/site-packages/deepspeed/accelerator/cuda_accelerator.py", line 38, in set_device
    get_accelerator().set_device(self.local_device)
  File "/home/user/moe-env-311/lib/python3.11/site-packages/deepspeed/accelerator/cuda_accelerator.py", line 38, in set_device
    torch.cuda.set_device(device_index)
    torch.cuda.set_device(device_index)
    torch.cuda.set_device(device_index)
  File "/home/user/moe-env-311/lib/python3.11/site-packages/torch/cuda/__init__.py", line 350, in set_device
    torch.cuda.set_device(device_index)
  File "/home/user/moe-env-311/lib/python3.11/site-packages/torch/cuda/__init__.py", line 350, in set_device
    torch.cuda.set_device(device_index)
  File "/home/user/moe-env-311/lib/python3.11/site-packages/torch/cuda/__init__.py", line 350, in set_device
    torch.cuda.set_device(device_index)
  File "/home/user/moe-env-311/lib/python3.11/site-packages/torch/cuda/__init__.py", line 350, in set_device
    torch.cuda.set_device(device_index)
  File "/home/user/moe-env-311/lib/python3.11/site-packages/torch/cuda/__init__.py", line 350, in set_device
  File "/home/user/moe-env-311/lib/python3.11/site-packages/torch/cuda/__init__.py", line 350, in set_device
    torch.cuda.set_device(device_index)
  File "/home/user/moe-env-311/lib/python3.11/site-packages/torch/cuda/__init__.py", line 350, in set_device
    torch.cuda.set_device(device_index)
  File "/home/user/moe-env-311/lib/python3.11/site-packages/torch/cuda/__init__.py", line 350, in set_device
    torch.cuda.set_device(device_index)
  File "/home/user/moe-env-311/lib/python3.11/site-packages/torch/cuda/__init__.py", line 350, in set_device
  File "/home/user/moe-env-311/lib/python3.11/site-packages/torch/cuda/__init__.py", line 350, in set_device
    torch._C._cuda_setDevice(device)
RuntimeError: CUDA error: invalid device ordinal
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

    torch._C._cuda_setDevice(device)
RuntimeError: CUDA error: invalid device ordinal
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.
    torch._C._cuda_setDevice(device)
RuntimeError: CUDA error: invalid device ordinal
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.
    torch._C._cuda_setDevice(device)
    torch._C._cuda_setDevice(device)
RuntimeError: CUDA error: invalid device ordinal
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.
    torch._C._cuda_setDevice(device)
RuntimeError: CUDA error: invalid device ordinal
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

    torch._C._cuda_setDevice(device)
RuntimeError: CUDA error: invalid device ordinal
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

    torch._C._cuda_setDevice(device)
RuntimeError: CUDA error: invalid device ordinal
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.


RuntimeError: CUDA error: invalid device ordinal
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

    torch._C._cuda_setDevice(device)
RuntimeError: CUDA error: invalid device ordinal
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

    torch._C._cuda_setDevice(device)
RuntimeError: CUDA error: invalid device ordinal
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.




real	0m21.836s
user	0m0.312s
sys	0m0.117s
