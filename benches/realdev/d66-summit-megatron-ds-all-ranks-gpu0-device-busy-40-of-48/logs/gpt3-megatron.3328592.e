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
Detected CUDA files, patching ldflags
Emitting ninja build file /gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/fused_kernels/build/build.ninja...
Building extension module scaled_upper_triang_masked_softmax_cuda...
Allowing ninja to set a default number of workers... (overridable by setting the environment variable MAX_JOBS=N)
Loading extension module scaled_upper_triang_masked_softmax_cuda...
Detected CUDA files, patching ldflags
Emitting ninja build file /gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/fused_kernels/build/build.ninja...
Building extension module scaled_masked_softmax_cuda...
Allowing ninja to set a default number of workers... (overridable by setting the environment variable MAX_JOBS=N)
Loading extension module scaled_masked_softmax_cuda...
Detected CUDA files, patching ldflags
Emitting ninja build file /gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/fused_kernels/build/build.ninja...
Building extension module scaled_softmax_cuda...
Allowing ninja to set a default number of workers... (overridable by setting the environment variable MAX_JOBS=N)
Loading extension module scaled_softmax_cuda...
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
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 527, in setup_model_and_optimizer
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 527, in setup_model_and_optimizer
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 527, in setup_model_and_optimizer
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 527, in setup_model_and_optimizer
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 527, in setup_model_and_optimizer
    model = get_model(model_provider_func, model_type)
    model = get_model(model_provider_func, model_type)
    model = get_model(model_provider_func, model_type)
    model = get_model(model_provider_func, model_type)
    model = get_model(model_provider_func, model_type)
            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 366, in get_model
            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 366, in get_model
            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 366, in get_model
            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 366, in get_model
            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 366, in get_model
    model = model_provider_func(
            ^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 51, in model_provider
    model = model_provider_func(
            ^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 51, in model_provider
    model = model_provider_func(
            ^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 51, in model_provider
    model = model_provider_func(
            ^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 51, in model_provider
    model = model_provider_func(
            ^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 51, in model_provider
    model = GPTModelPipe(
            ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/gpt_model.py", line 333, in __init__
    model = GPTModelPipe(
            ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/gpt_model.py", line 333, in __init__
    model = GPTModelPipe(
            ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/gpt_model.py", line 333, in __init__
    model = GPTModelPipe(
            ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/gpt_model.py", line 333, in __init__
    model = GPTModelPipe(
            ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/gpt_model.py", line 333, in __init__
    super().__init__(layers=self.specs,
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 199, in __init__
    super().__init__(layers=self.specs,
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 199, in __init__
    super().__init__(layers=self.specs,
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 199, in __init__
    super().__init__(layers=self.specs,
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 199, in __init__
    super().__init__(layers=self.specs,
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 199, in __init__
    self._build()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 234, in _build
    self._build()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 234, in _build
    self._build()
    self._build()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 234, in _build
    self._build()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 234, in _build
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 234, in _build
    self.tied_modules[layer.key] = layer.build()
                                   ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 73, in build
    self.tied_modules[layer.key] = layer.build()
                                   ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 73, in build
    self.tied_modules[layer.key] = layer.build()
                                   ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 73, in build
    self.tied_modules[layer.key] = layer.build()
                                   ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 73, in build
    self.tied_modules[layer.key] = layer.build()
                                   ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 73, in build
    return self.typename(*self.module_args, **self.module_kwargs)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/language_model.py", line 157, in __init__
    return self.typename(*self.module_args, **self.module_kwargs)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/language_model.py", line 157, in __init__
    return self.typename(*self.module_args, **self.module_kwargs)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/language_model.py", line 157, in __init__
    return self.typename(*self.module_args, **self.module_kwargs)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/language_model.py", line 157, in __init__
    return self.typename(*self.module_args, **self.module_kwargs)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/language_model.py", line 157, in __init__
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
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 527, in setup_model_and_optimizer
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 527, in setup_model_and_optimizer
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 527, in setup_model_and_optimizer
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 527, in setup_model_and_optimizer
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 527, in setup_model_and_optimizer
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    model = get_model(model_provider_func, model_type)
    model = get_model(model_provider_func, model_type)
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    model = get_model(model_provider_func, model_type)
            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 366, in get_model
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 527, in setup_model_and_optimizer
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    model = get_model(model_provider_func, model_type)
            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 366, in get_model
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 366, in get_model
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 527, in setup_model_and_optimizer
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 527, in setup_model_and_optimizer
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 527, in setup_model_and_optimizer
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    model = get_model(model_provider_func, model_type)
            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 366, in get_model
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 527, in setup_model_and_optimizer
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    model = get_model(model_provider_func, model_type)
    model = get_model(model_provider_func, model_type)
    model = get_model(model_provider_func, model_type)
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    model = get_model(model_provider_func, model_type)
            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 366, in get_model
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 527, in setup_model_and_optimizer
            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 366, in get_model
            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 366, in get_model
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 366, in get_model
    model = model_provider_func(
            ^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 51, in model_provider
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    model = get_model(model_provider_func, model_type)
    model = model_provider_func(
            ^^^^^^^^^^^^^^^^^^^^
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 366, in get_model
    model = model_provider_func(
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 527, in setup_model_and_optimizer
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    model = model_provider_func(
            ^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 51, in model_provider
    model = model_provider_func(
            ^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 51, in model_provider
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 527, in setup_model_and_optimizer
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    model = model_provider_func(
            ^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 51, in model_provider
    model = model_provider_func(
            ^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 51, in model_provider
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 527, in setup_model_and_optimizer
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    model = model_provider_func(
            ^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 51, in model_provider
            ^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 51, in model_provider
    model = GPTModelPipe(
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 527, in setup_model_and_optimizer
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 366, in get_model
    model = GPTModelPipe(
            ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/gpt_model.py", line 333, in __init__
    model = get_model(model_provider_func, model_type)
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 527, in setup_model_and_optimizer
    model = model_provider_func(
            ^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 51, in model_provider
    model = get_model(model_provider_func, model_type)
    model = GPTModelPipe(
            ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/gpt_model.py", line 333, in __init__
    model = get_model(model_provider_func, model_type)
    model = GPTModelPipe(
            ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/gpt_model.py", line 333, in __init__
    model = get_model(model_provider_func, model_type)
            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 366, in get_model
    model = GPTModelPipe(
            ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/gpt_model.py", line 333, in __init__
            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 366, in get_model
    model = GPTModelPipe(
            ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/gpt_model.py", line 333, in __init__
    model = get_model(model_provider_func, model_type)
            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 366, in get_model
    model = model_provider_func(
            ^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 51, in model_provider
            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 366, in get_model
    model = GPTModelPipe(
            ^^^^^^^^^^^^^
            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 366, in get_model
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/gpt_model.py", line 333, in __init__
    model = model_provider_func(
            ^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 51, in model_provider
    super().__init__(layers=self.specs,
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 199, in __init__
    model = model_provider_func(
            ^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 51, in model_provider
    super().__init__(layers=self.specs,
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 199, in __init__
    model = model_provider_func(
            ^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 51, in model_provider
    super().__init__(layers=self.specs,
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 199, in __init__
    model = model_provider_func(
            ^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 51, in model_provider
    super().__init__(layers=self.specs,
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 199, in __init__
    model = model_provider_func(
            ^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 51, in model_provider
    super().__init__(layers=self.specs,
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 199, in __init__
    model = GPTModelPipe(
            ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/gpt_model.py", line 333, in __init__
    self._build()
    model = GPTModelPipe(
            ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/gpt_model.py", line 333, in __init__
    self._build()
    model = GPTModelPipe(
            ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/gpt_model.py", line 333, in __init__
    self._build()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 246, in _build
    model = GPTModelPipe(
            ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/gpt_model.py", line 333, in __init__
    self._build()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 246, in _build
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 51, in model_provider
    model = GPTModelPipe(
            ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/gpt_model.py", line 333, in __init__
    model = GPTModelPipe(
            ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/gpt_model.py", line 333, in __init__
    model = GPTModelPipe(
            ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/gpt_model.py", line 333, in __init__
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 246, in _build
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
    super().__init__(layers=self.specs,
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 199, in __init__
            ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/gpt_model.py", line 333, in __init__
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 246, in _build
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 527, in setup_model_and_optimizer
    super().__init__(layers=self.specs,
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 199, in __init__
    model = GPTModelPipe(
            ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/gpt_model.py", line 333, in __init__
    self._build()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 246, in _build
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 527, in setup_model_and_optimizer
    super().__init__(layers=self.specs,
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 199, in __init__
    super().__init__(layers=self.specs,
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 199, in __init__
    module = layer.build()
             ^^^^^^^^^^^^^
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 527, in setup_model_and_optimizer
    super().__init__(layers=self.specs,
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 199, in __init__
    super().__init__(layers=self.specs,
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 199, in __init__
    module = layer.build()
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 527, in setup_model_and_optimizer
    super().__init__(layers=self.specs,
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 199, in __init__
    super().__init__(layers=self.specs,
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 199, in __init__
    module = layer.build()
             ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 73, in build
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 527, in setup_model_and_optimizer
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 527, in setup_model_and_optimizer
    super().__init__(layers=self.specs,
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 199, in __init__
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 527, in setup_model_and_optimizer
    module = layer.build()
             ^^^^^^^^^^^^^
    self._build()
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 527, in setup_model_and_optimizer
    model = get_model(model_provider_func, model_type)
    super().__init__(layers=self.specs,
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 199, in __init__
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 527, in setup_model_and_optimizer
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 73, in build
    return self.typename(*self.module_args, **self.module_kwargs)
    self._build()
    model = get_model(model_provider_func, model_type)
    model = get_model(model_provider_func, model_type)
    model = get_model(model_provider_func, model_type)
    model = get_model(model_provider_func, model_type)
             ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 73, in build
    self._build()
            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 366, in get_model
            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 366, in get_model
    model = get_model(model_provider_func, model_type)
            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 73, in build
    model = get_model(model_provider_func, model_type)
            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 366, in get_model
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 246, in _build
    self._build()
    model = get_model(model_provider_func, model_type)
            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
    model = get_model(model_provider_func, model_type)
            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
    module = layer.build()
             ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 73, in build
    model = get_model(model_provider_func, model_type)
            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 366, in get_model
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 246, in _build
    self._build()
            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 366, in get_model
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 366, in get_model
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 899, in __init__
            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 366, in get_model
    self._build()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 246, in _build
    self._build()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 246, in _build
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 366, in get_model
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 366, in get_model
    return self.typename(*self.module_args, **self.module_kwargs)
            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 366, in get_model
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 246, in _build
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 246, in _build
    model = model_provider_func(
            ^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 51, in model_provider
    model = model_provider_func(
            ^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 51, in model_provider
    return self.typename(*self.module_args, **self.module_kwargs)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 899, in __init__
    model = model_provider_func(
            ^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 51, in model_provider
    self._build()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 246, in _build
    self._build()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 246, in _build
    model = model_provider_func(
            ^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 51, in model_provider
    model = model_provider_func(
            ^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 51, in model_provider
    return self.typename(*self.module_args, **self.module_kwargs)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 899, in __init__
    model = model_provider_func(
            ^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 51, in model_provider
    module = layer.build()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 246, in _build
    model = model_provider_func(
            ^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 51, in model_provider
    model = GPTModelPipe(
            ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/gpt_model.py", line 333, in __init__
    return self.typename(*self.module_args, **self.module_kwargs)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
    model = model_provider_func(
            ^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 51, in model_provider
    module = layer.build()
             ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 73, in build
    self._build()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 246, in _build
    model = GPTModelPipe(
            ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/gpt_model.py", line 333, in __init__
    model = GPTModelPipe(
            ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/gpt_model.py", line 333, in __init__
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 899, in __init__
    model = model_provider_func(
            ^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 51, in model_provider
    module = layer.build()
             ^^^^^^^^^^^^^
    module = layer.build()
    model = GPTModelPipe(
            ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/gpt_model.py", line 333, in __init__
    model = GPTModelPipe(
            ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/gpt_model.py", line 333, in __init__
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 899, in __init__
    model = model_provider_func(
            ^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 51, in model_provider
    module = layer.build()
             ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 73, in build
    module = layer.build()
    super().__init__(layers=self.specs,
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 199, in __init__
    super().__init__(layers=self.specs,
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 199, in __init__
    self.self_attention = ParallelAttention(
                          ^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 541, in __init__
    model = GPTModelPipe(
            ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/gpt_model.py", line 333, in __init__
    module = layer.build()
             ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 73, in build
    module = layer.build()
             ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 73, in build
    super().__init__(layers=self.specs,
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 199, in __init__
    super().__init__(layers=self.specs,
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 199, in __init__
    self.self_attention = ParallelAttention(
                          ^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 541, in __init__
    model = GPTModelPipe(
            ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/gpt_model.py", line 333, in __init__
             ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 73, in build
    module = layer.build()
             ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 73, in build
    super().__init__(layers=self.specs,
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 199, in __init__
    self._build()
    self.self_attention = ParallelAttention(
                          ^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 541, in __init__
    model = GPTModelPipe(
            ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/gpt_model.py", line 333, in __init__
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 73, in build
    module = layer.build()
             ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 73, in build
    self._build()
    self._build()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 246, in _build
    self.self_attention = ParallelAttention(
                          ^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 541, in __init__
    model = GPTModelPipe(
            ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/gpt_model.py", line 333, in __init__
    return self.typename(*self.module_args, **self.module_kwargs)
             ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 73, in build
    self._build()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 246, in _build
    self._build()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 246, in _build
    self.self_attention = ParallelAttention(
                          ^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 541, in __init__
    model = GPTModelPipe(
            ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/gpt_model.py", line 333, in __init__
    return self.typename(*self.module_args, **self.module_kwargs)
             ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 73, in build
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 246, in _build
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 246, in _build
    self.query_key_value = tensor_parallel.ColumnParallelLinear(
                           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/core/tensor_parallel/layers.py", line 538, in __init__
    super().__init__(layers=self.specs,
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 199, in __init__
    return self.typename(*self.module_args, **self.module_kwargs)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 899, in __init__
    return self.typename(*self.module_args, **self.module_kwargs)
    module = layer.build()
    module = layer.build()
             ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 73, in build
    self.query_key_value = tensor_parallel.ColumnParallelLinear(
                           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/core/tensor_parallel/layers.py", line 538, in __init__
    super().__init__(layers=self.specs,
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 199, in __init__
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 899, in __init__
    return self.typename(*self.module_args, **self.module_kwargs)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 899, in __init__
    module = layer.build()
    module = layer.build()
             ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 73, in build
    self.query_key_value = tensor_parallel.ColumnParallelLinear(
    super().__init__(layers=self.specs,
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 199, in __init__
    return self.typename(*self.module_args, **self.module_kwargs)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 899, in __init__
    return self.typename(*self.module_args, **self.module_kwargs)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 899, in __init__
             ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 73, in build
    module = layer.build()
             ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 73, in build
    self.query_key_value = tensor_parallel.ColumnParallelLinear(
    super().__init__(layers=self.specs,
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 199, in __init__
    return self.typename(*self.module_args, **self.module_kwargs)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 899, in __init__
    return self.typename(*self.module_args, **self.module_kwargs)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 899, in __init__
             ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 73, in build
    return self.typename(*self.module_args, **self.module_kwargs)
                           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/core/tensor_parallel/layers.py", line 538, in __init__
    super().__init__(layers=self.specs,
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 199, in __init__
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 899, in __init__
    return self.typename(*self.module_args, **self.module_kwargs)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 899, in __init__
    return self.typename(*self.module_args, **self.module_kwargs)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 899, in __init__
    return self.typename(*self.module_args, **self.module_kwargs)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 899, in __init__
                           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/core/tensor_parallel/layers.py", line 538, in __init__
    self._build()
    self.self_attention = ParallelAttention(
                          ^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 541, in __init__
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 899, in __init__
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 899, in __init__
    return self.typename(*self.module_args, **self.module_kwargs)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 899, in __init__
    self.query_key_value = tensor_parallel.ColumnParallelLinear(
                           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/core/tensor_parallel/layers.py", line 538, in __init__
    self._build()
    self.self_attention = ParallelAttention(
                          ^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 541, in __init__
    self.self_attention = ParallelAttention(
                          ^^^^^^^^^^^^^^^^^^
    return self.typename(*self.module_args, **self.module_kwargs)
    self.self_attention = ParallelAttention(
                          ^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 541, in __init__
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 899, in __init__
    self._build()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 246, in _build
    self.self_attention = ParallelAttention(
                          ^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 541, in __init__
    self.self_attention = ParallelAttention(
                          ^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 541, in __init__
    self.self_attention = ParallelAttention(
                          ^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 541, in __init__
    self.self_attention = ParallelAttention(
                          ^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 541, in __init__
    self.self_attention = ParallelAttention(
                          ^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 541, in __init__
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 246, in _build
    self.query_key_value = tensor_parallel.ColumnParallelLinear(
                           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
    self.self_attention = ParallelAttention(
                          ^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 541, in __init__
    self.self_attention = ParallelAttention(
                          ^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 541, in __init__
    self.query_key_value = tensor_parallel.ColumnParallelLinear(
    self.self_attention = ParallelAttention(
                          ^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 541, in __init__
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 246, in _build
    self.query_key_value = tensor_parallel.ColumnParallelLinear(
                           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/core/tensor_parallel/layers.py", line 538, in __init__
    self.self_attention = ParallelAttention(
                          ^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 541, in __init__
    self.query_key_value = tensor_parallel.ColumnParallelLinear(
                           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
    self.query_key_value = tensor_parallel.ColumnParallelLinear(
                           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/core/tensor_parallel/layers.py", line 538, in __init__
    self.self_attention = ParallelAttention(
                          ^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 541, in __init__
    self._build()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 246, in _build
    self.query_key_value = tensor_parallel.ColumnParallelLinear(
                           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/core/tensor_parallel/layers.py", line 538, in __init__
    self.self_attention = ParallelAttention(
                          ^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 541, in __init__
    self.query_key_value = tensor_parallel.ColumnParallelLinear(
                           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/core/tensor_parallel/layers.py", line 538, in __init__
                           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/core/tensor_parallel/layers.py", line 538, in __init__
    self.query_key_value = tensor_parallel.ColumnParallelLinear(
                           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/core/tensor_parallel/layers.py", line 538, in __init__
    self._build()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 246, in _build
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/core/tensor_parallel/layers.py", line 538, in __init__
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 541, in __init__
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/core/tensor_parallel/layers.py", line 538, in __init__
    self.query_key_value = tensor_parallel.ColumnParallelLinear(
                           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/core/tensor_parallel/layers.py", line 538, in __init__
    self.weight = Parameter(torch.empty(
                            ^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.
    module = layer.build()
    self.query_key_value = tensor_parallel.ColumnParallelLinear(
                           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/core/tensor_parallel/layers.py", line 538, in __init__
    self.query_key_value = tensor_parallel.ColumnParallelLinear(
    self.weight = Parameter(torch.empty(
                            ^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

                           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/core/tensor_parallel/layers.py", line 538, in __init__
    self.weight = Parameter(torch.empty(
                            ^^^^^^^^^^^^
    module = layer.build()
             ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 73, in build
    self.weight = Parameter(torch.empty(
                            ^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

    self.query_key_value = tensor_parallel.ColumnParallelLinear(
                           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/core/tensor_parallel/layers.py", line 538, in __init__
    self.weight = Parameter(torch.empty(
                            ^^^^^^^^^^^^
    self.weight = Parameter(torch.empty(
                            ^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

    self.weight = Parameter(torch.empty(
                            ^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

    module = layer.build()
             ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 73, in build
    self.weight = Parameter(torch.empty(
                            ^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    self.query_key_value = tensor_parallel.ColumnParallelLinear(
    self.weight = Parameter(torch.empty(
                            ^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    self.weight = Parameter(torch.empty(
                            ^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

    self.weight = Parameter(torch.empty(
                            ^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

    module = layer.build()
             ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 73, in build

    self.query_key_value = tensor_parallel.ColumnParallelLinear(
                           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/core/tensor_parallel/layers.py", line 538, in __init__
    self.weight = Parameter(torch.empty(
                            ^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

    self.weight = Parameter(torch.empty(
                            ^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
             ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 73, in build
    self.weight = Parameter(torch.empty(
                            ^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

    self.query_key_value = tensor_parallel.ColumnParallelLinear(
                           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/core/tensor_parallel/layers.py", line 538, in __init__
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    return self.typename(*self.module_args, **self.module_kwargs)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 899, in __init__
    self.weight = Parameter(torch.empty(
                            ^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

                           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/core/tensor_parallel/layers.py", line 538, in __init__
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    return self.typename(*self.module_args, **self.module_kwargs)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 899, in __init__
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    return self.typename(*self.module_args, **self.module_kwargs)
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    module = layer.build()
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    return self.typename(*self.module_args, **self.module_kwargs)
             ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 73, in build
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 899, in __init__
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 899, in __init__
    return self.typename(*self.module_args, **self.module_kwargs)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 899, in __init__
    self.self_attention = ParallelAttention(
                          ^^^^^^^^^^^^^^^^^^
    self.self_attention = ParallelAttention(
                          ^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 541, in __init__
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 541, in __init__
    self.self_attention = ParallelAttention(
                          ^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 541, in __init__
    self.self_attention = ParallelAttention(
                          ^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 541, in __init__
    self.query_key_value = tensor_parallel.ColumnParallelLinear(
    self.query_key_value = tensor_parallel.ColumnParallelLinear(
                           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
    self.query_key_value = tensor_parallel.ColumnParallelLinear(
    self.query_key_value = tensor_parallel.ColumnParallelLinear(
                           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/core/tensor_parallel/layers.py", line 538, in __init__
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/core/tensor_parallel/layers.py", line 538, in __init__
                           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/core/tensor_parallel/layers.py", line 538, in __init__
                           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/core/tensor_parallel/layers.py", line 538, in __init__
    self.self_attention = ParallelAttention(
                          ^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 541, in __init__
    self.query_key_value = tensor_parallel.ColumnParallelLinear(
                           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/core/tensor_parallel/layers.py", line 538, in __init__
    self.word_embeddings = tensor_parallel.VocabParallelEmbedding(
                           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/core/tensor_parallel/layers.py", line 186, in __init__
    self.word_embeddings = tensor_parallel.VocabParallelEmbedding(
                           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/core/tensor_parallel/layers.py", line 186, in __init__
    self.word_embeddings = tensor_parallel.VocabParallelEmbedding(
                           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/core/tensor_parallel/layers.py", line 186, in __init__
    self.word_embeddings = tensor_parallel.VocabParallelEmbedding(
                           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/core/tensor_parallel/layers.py", line 186, in __init__
    self.word_embeddings = tensor_parallel.VocabParallelEmbedding(
                           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/core/tensor_parallel/layers.py", line 186, in __init__
    self.weight = Parameter(torch.empty(
                            ^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

    self.weight = Parameter(torch.empty(
                            ^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

    self.weight = Parameter(torch.empty(
                            ^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

    self.weight = Parameter(torch.empty(
                            ^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

    self.weight = Parameter(torch.empty(
                            ^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

    self.weight = Parameter(torch.empty(
                            ^^^^^^^^^^^^
    self.weight = Parameter(torch.empty(
                            ^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

    self.weight = Parameter(torch.empty(
                            ^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

    self.weight = Parameter(torch.empty(
                            ^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

    self.weight = Parameter(torch.empty(
                            ^^^^^^^^^^^^
    self.weight = Parameter(torch.empty(
                            ^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

    self.weight = Parameter(torch.empty(
                            ^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

    self.weight = Parameter(torch.empty(
                            ^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

    self.weight = Parameter(torch.empty(
                            ^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

    self.weight = Parameter(torch.empty(
                            ^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

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
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 527, in setup_model_and_optimizer
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 527, in setup_model_and_optimizer
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 527, in setup_model_and_optimizer
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 527, in setup_model_and_optimizer
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 527, in setup_model_and_optimizer
    model = get_model(model_provider_func, model_type)
    model = get_model(model_provider_func, model_type)
    model = get_model(model_provider_func, model_type)
    model = get_model(model_provider_func, model_type)
            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 366, in get_model
            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 366, in get_model
    model = get_model(model_provider_func, model_type)
            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 366, in get_model
            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 366, in get_model
            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 366, in get_model
    model = model_provider_func(
            ^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 51, in model_provider
    model = model_provider_func(
            ^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 51, in model_provider
    model = model_provider_func(
            ^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 51, in model_provider
    model = model_provider_func(
            ^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 51, in model_provider
    model = model_provider_func(
            ^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 51, in model_provider
    model = GPTModelPipe(
            ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/gpt_model.py", line 333, in __init__
    model = GPTModelPipe(
            ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/gpt_model.py", line 333, in __init__
    model = GPTModelPipe(
            ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/gpt_model.py", line 333, in __init__
    model = GPTModelPipe(
            ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/gpt_model.py", line 333, in __init__
    model = GPTModelPipe(
            ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/gpt_model.py", line 333, in __init__
    super().__init__(layers=self.specs,
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 199, in __init__
    super().__init__(layers=self.specs,
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 199, in __init__
    super().__init__(layers=self.specs,
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 199, in __init__
    super().__init__(layers=self.specs,
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 199, in __init__
    super().__init__(layers=self.specs,
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 199, in __init__
    self._build()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 246, in _build
    self._build()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 246, in _build
    self._build()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 246, in _build
    self._build()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 246, in _build
    self._build()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 246, in _build
    module = layer.build()
             ^^^^^^^^^^^^^
    module = layer.build()
             ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 73, in build
    module = layer.build()
             ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 73, in build
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 73, in build
    return self.typename(*self.module_args, **self.module_kwargs)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 899, in __init__
    module = layer.build()
             ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 73, in build
    return self.typename(*self.module_args, **self.module_kwargs)
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
    return self.typename(*self.module_args, **self.module_kwargs)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 899, in __init__
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 527, in setup_model_and_optimizer
    module = layer.build()
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 527, in setup_model_and_optimizer
    return self.typename(*self.module_args, **self.module_kwargs)
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 527, in setup_model_and_optimizer
             ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 73, in build
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 527, in setup_model_and_optimizer
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 899, in __init__
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 527, in setup_model_and_optimizer
    return self.typename(*self.module_args, **self.module_kwargs)
    model = get_model(model_provider_func, model_type)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 899, in __init__
    model = get_model(model_provider_func, model_type)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 899, in __init__
    model = get_model(model_provider_func, model_type)
    self.self_attention = ParallelAttention(
                          ^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 541, in __init__
    model = get_model(model_provider_func, model_type)
    self.self_attention = ParallelAttention(
                          ^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 541, in __init__
    model = get_model(model_provider_func, model_type)
    self.self_attention = ParallelAttention(
                          ^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 541, in __init__
            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 366, in get_model
    self.query_key_value = tensor_parallel.ColumnParallelLinear(
            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 366, in get_model
    self.query_key_value = tensor_parallel.ColumnParallelLinear(
                           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/core/tensor_parallel/layers.py", line 538, in __init__
            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 366, in get_model
    self.self_attention = ParallelAttention(
                          ^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 541, in __init__
            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 366, in get_model
    self.self_attention = ParallelAttention(
                          ^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 541, in __init__
            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 366, in get_model
                           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/core/tensor_parallel/layers.py", line 538, in __init__
    model = model_provider_func(
            ^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 51, in model_provider
    self.query_key_value = tensor_parallel.ColumnParallelLinear(
                           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/core/tensor_parallel/layers.py", line 538, in __init__
    model = model_provider_func(
            ^^^^^^^^^^^^^^^^^^^^
    self.query_key_value = tensor_parallel.ColumnParallelLinear(
                           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
    model = model_provider_func(
            ^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 51, in model_provider
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/core/tensor_parallel/layers.py", line 538, in __init__
    model = model_provider_func(
            ^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 51, in model_provider
    self.query_key_value = tensor_parallel.ColumnParallelLinear(
                           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/core/tensor_parallel/layers.py", line 538, in __init__
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 51, in model_provider
    self.weight = Parameter(torch.empty(
                            ^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

    model = model_provider_func(
            ^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 51, in model_provider
    self.weight = Parameter(torch.empty(
                            ^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.
    model = GPTModelPipe(
            ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/gpt_model.py", line 333, in __init__
    self.weight = Parameter(torch.empty(
                            ^^^^^^^^^^^^
    model = GPTModelPipe(
            ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/gpt_model.py", line 333, in __init__
    self.weight = Parameter(torch.empty(
                            ^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

    model = GPTModelPipe(
            ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/gpt_model.py", line 333, in __init__

    model = GPTModelPipe(
            ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/gpt_model.py", line 333, in __init__
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

    model = GPTModelPipe(
            ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/gpt_model.py", line 333, in __init__
    self.weight = Parameter(torch.empty(
                            ^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

    super().__init__(layers=self.specs,
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 199, in __init__
    super().__init__(layers=self.specs,
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 199, in __init__
    super().__init__(layers=self.specs,
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 199, in __init__
    super().__init__(layers=self.specs,
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 199, in __init__
    super().__init__(layers=self.specs,
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 199, in __init__
    self._build()
    self._build()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 246, in _build
    self._build()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 246, in _build
    self._build()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 246, in _build
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 246, in _build
    self._build()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 246, in _build
    module = layer.build()
    module = layer.build()
             ^^^^^^^^^^^^^
    module = layer.build()
             ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 73, in build
    module = layer.build()
             ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 73, in build
             ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 73, in build
    module = layer.build()
             ^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 73, in build
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/pipe/module.py", line 73, in build
    return self.typename(*self.module_args, **self.module_kwargs)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
    return self.typename(*self.module_args, **self.module_kwargs)
    return self.typename(*self.module_args, **self.module_kwargs)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 899, in __init__
    return self.typename(*self.module_args, **self.module_kwargs)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 899, in __init__
    return self.typename(*self.module_args, **self.module_kwargs)
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 899, in __init__
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 899, in __init__
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 899, in __init__
    self.self_attention = ParallelAttention(
                          ^^^^^^^^^^^^^^^^^^
    self.self_attention = ParallelAttention(
                          ^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 541, in __init__
    self.self_attention = ParallelAttention(
                          ^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 541, in __init__
    self.self_attention = ParallelAttention(
                          ^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 541, in __init__
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 541, in __init__
    self.self_attention = ParallelAttention(
                          ^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/model/transformer.py", line 541, in __init__
    self.query_key_value = tensor_parallel.ColumnParallelLinear(
    self.query_key_value = tensor_parallel.ColumnParallelLinear(
                           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
    self.query_key_value = tensor_parallel.ColumnParallelLinear(
                           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/core/tensor_parallel/layers.py", line 538, in __init__
    self.query_key_value = tensor_parallel.ColumnParallelLinear(
                           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/core/tensor_parallel/layers.py", line 538, in __init__
                           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/core/tensor_parallel/layers.py", line 538, in __init__
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/core/tensor_parallel/layers.py", line 538, in __init__
    self.query_key_value = tensor_parallel.ColumnParallelLinear(
                           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/core/tensor_parallel/layers.py", line 538, in __init__
    self.weight = Parameter(torch.empty(
                            ^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

    self.weight = Parameter(torch.empty(
                            ^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

    self.weight = Parameter(torch.empty(
                            ^^^^^^^^^^^^
    self.weight = Parameter(torch.empty(
                            ^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

    self.weight = Parameter(torch.empty(
                            ^^^^^^^^^^^^
RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.


real	0m23.071s
user	0m0.362s
sys	0m0.083s
