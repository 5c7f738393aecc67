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
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 633, in setup_model_and_optimizer
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 633, in setup_model_and_optimizer
    args.iteration = load_checkpoint(model, optimizer, opt_param_scheduler)
    args.iteration = load_checkpoint(model, optimizer, opt_param_scheduler)
                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 548, in load_checkpoint
                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 548, in load_checkpoint
    loaded_dir, state_dict = model[0].load_checkpoint(load_dir,
                             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2645, in load_checkpoint
    loaded_dir, state_dict = model[0].load_checkpoint(load_dir,
                             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2645, in load_checkpoint
    load_path, client_states = self._load_checkpoint(load_dir,
                               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2676, in _load_checkpoint
    load_path, client_states = self._load_checkpoint(load_dir,
                               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2676, in _load_checkpoint
    sd_loader = SDLoaderFactory.get_sd_loader(ckpt_list, checkpoint_engine=self.checkpoint_engine)
                ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 43, in get_sd_loader
    sd_loader = SDLoaderFactory.get_sd_loader(ckpt_list, checkpoint_engine=self.checkpoint_engine)
                ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 43, in get_sd_loader
    return MegatronSDLoader(ckpt_list, version, checkpoint_engine)
    return MegatronSDLoader(ckpt_list, version, checkpoint_engine)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 193, in __init__
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 193, in __init__
    super().__init__(ckpt_list, version, checkpoint_engine)
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 55, in __init__
    super().__init__(ckpt_list, version, checkpoint_engine)
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 55, in __init__
    self.check_ckpt_list()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 174, in check_ckpt_list
    self.check_ckpt_list()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 174, in check_ckpt_list
    assert len(self.ckpt_list) == sd[
           ^^^^^^^^^^^^^^^^^^^^^^^^^^
AssertionError: checkpoint count 1 is different from saved mp_world_size 2
    assert len(self.ckpt_list) == sd[
           ^^^^^^^^^^^^^^^^^^^^^^^^^^
AssertionError: checkpoint count 1 is different from saved mp_world_size 2
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 633, in setup_model_and_optimizer
    args.iteration = load_checkpoint(model, optimizer, opt_param_scheduler)
                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 548, in load_checkpoint
    loaded_dir, state_dict = model[0].load_checkpoint(load_dir,
                             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2645, in load_checkpoint
    load_path, client_states = self._load_checkpoint(load_dir,
                               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2676, in _load_checkpoint
    sd_loader = SDLoaderFactory.get_sd_loader(ckpt_list, checkpoint_engine=self.checkpoint_engine)
                ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 43, in get_sd_loader
    return MegatronSDLoader(ckpt_list, version, checkpoint_engine)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 193, in __init__
    super().__init__(ckpt_list, version, checkpoint_engine)
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 55, in __init__
    self.check_ckpt_list()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 174, in check_ckpt_list
    assert len(self.ckpt_list) == sd[
           ^^^^^^^^^^^^^^^^^^^^^^^^^^
AssertionError: checkpoint count 1 is different from saved mp_world_size 2
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
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 633, in setup_model_and_optimizer
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 633, in setup_model_and_optimizer
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 633, in setup_model_and_optimizer
    args.iteration = load_checkpoint(model, optimizer, opt_param_scheduler)
    args.iteration = load_checkpoint(model, optimizer, opt_param_scheduler)
    args.iteration = load_checkpoint(model, optimizer, opt_param_scheduler)
                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 548, in load_checkpoint
                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 548, in load_checkpoint
                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 548, in load_checkpoint
    loaded_dir, state_dict = model[0].load_checkpoint(load_dir,
                             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2645, in load_checkpoint
    loaded_dir, state_dict = model[0].load_checkpoint(load_dir,
                             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2645, in load_checkpoint
    loaded_dir, state_dict = model[0].load_checkpoint(load_dir,
                             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2645, in load_checkpoint
    load_path, client_states = self._load_checkpoint(load_dir,
                               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2676, in _load_checkpoint
    load_path, client_states = self._load_checkpoint(load_dir,
                               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2676, in _load_checkpoint
    load_path, client_states = self._load_checkpoint(load_dir,
                               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2676, in _load_checkpoint
    sd_loader = SDLoaderFactory.get_sd_loader(ckpt_list, checkpoint_engine=self.checkpoint_engine)
    sd_loader = SDLoaderFactory.get_sd_loader(ckpt_list, checkpoint_engine=self.checkpoint_engine)
    sd_loader = SDLoaderFactory.get_sd_loader(ckpt_list, checkpoint_engine=self.checkpoint_engine)
                ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 43, in get_sd_loader
                ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 43, in get_sd_loader
                ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 43, in get_sd_loader
    return MegatronSDLoader(ckpt_list, version, checkpoint_engine)
    return MegatronSDLoader(ckpt_list, version, checkpoint_engine)
    return MegatronSDLoader(ckpt_list, version, checkpoint_engine)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 193, in __init__
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 193, in __init__
    super().__init__(ckpt_list, version, checkpoint_engine)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 193, in __init__
    super().__init__(ckpt_list, version, checkpoint_engine)
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 55, in __init__
    super().__init__(ckpt_list, version, checkpoint_engine)
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 55, in __init__
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 55, in __init__
    self.check_ckpt_list()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 174, in check_ckpt_list
    self.check_ckpt_list()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 174, in check_ckpt_list
    self.check_ckpt_list()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 174, in check_ckpt_list
    assert len(self.ckpt_list) == sd[
           ^^^^^^^^^^^^^^^^^^^^^^^^^^
AssertionError: checkpoint count 1 is different from saved mp_world_size 2
    assert len(self.ckpt_list) == sd[
           ^^^^^^^^^^^^^^^^^^^^^^^^^^
AssertionError: checkpoint count 1 is different from saved mp_world_size 2
    assert len(self.ckpt_list) == sd[
           ^^^^^^^^^^^^^^^^^^^^^^^^^^
AssertionError: checkpoint count 1 is different from saved mp_world_size 2
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 633, in setup_model_and_optimizer
    args.iteration = load_checkpoint(model, optimizer, opt_param_scheduler)
                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 548, in load_checkpoint
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 633, in setup_model_and_optimizer
    loaded_dir, state_dict = model[0].load_checkpoint(load_dir,
                             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2645, in load_checkpoint
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 633, in setup_model_and_optimizer
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 633, in setup_model_and_optimizer
    args.iteration = load_checkpoint(model, optimizer, opt_param_scheduler)
    args.iteration = load_checkpoint(model, optimizer, opt_param_scheduler)
    args.iteration = load_checkpoint(model, optimizer, opt_param_scheduler)
                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 548, in load_checkpoint
                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 548, in load_checkpoint
                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 548, in load_checkpoint
    loaded_dir, state_dict = model[0].load_checkpoint(load_dir,
                             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2645, in load_checkpoint
    loaded_dir, state_dict = model[0].load_checkpoint(load_dir,
    loaded_dir, state_dict = model[0].load_checkpoint(load_dir,
                             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2645, in load_checkpoint
                             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2645, in load_checkpoint
    load_path, client_states = self._load_checkpoint(load_dir,
                               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2676, in _load_checkpoint
    load_path, client_states = self._load_checkpoint(load_dir,
                               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2676, in _load_checkpoint
    load_path, client_states = self._load_checkpoint(load_dir,
                               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2676, in _load_checkpoint
    load_path, client_states = self._load_checkpoint(load_dir,
                               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2676, in _load_checkpoint
    sd_loader = SDLoaderFactory.get_sd_loader(ckpt_list, checkpoint_engine=self.checkpoint_engine)
    sd_loader = SDLoaderFactory.get_sd_loader(ckpt_list, checkpoint_engine=self.checkpoint_engine)
                ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 43, in get_sd_loader
                ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 43, in get_sd_loader
    sd_loader = SDLoaderFactory.get_sd_loader(ckpt_list, checkpoint_engine=self.checkpoint_engine)
    sd_loader = SDLoaderFactory.get_sd_loader(ckpt_list, checkpoint_engine=self.checkpoint_engine)
                ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 43, in get_sd_loader
    return MegatronSDLoader(ckpt_list, version, checkpoint_engine)
                ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 43, in get_sd_loader
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 193, in __init__
    return MegatronSDLoader(ckpt_list, version, checkpoint_engine)
    super().__init__(ckpt_list, version, checkpoint_engine)
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 55, in __init__
    self.check_ckpt_list()
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 193, in __init__
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 174, in check_ckpt_list
    return MegatronSDLoader(ckpt_list, version, checkpoint_engine)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 193, in __init__
    assert len(self.ckpt_list) == sd[
           ^^^^^^^^^^^^^^^^^^^^^^^^^^
AssertionError: checkpoint count 1 is different from saved mp_world_size 2
    return MegatronSDLoader(ckpt_list, version, checkpoint_engine)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 193, in __init__
    super().__init__(ckpt_list, version, checkpoint_engine)
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 55, in __init__
    super().__init__(ckpt_list, version, checkpoint_engine)
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 55, in __init__
    super().__init__(ckpt_list, version, checkpoint_engine)
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 55, in __init__
    self.check_ckpt_list()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 174, in check_ckpt_list
    self.check_ckpt_list()
    self.check_ckpt_list()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 174, in check_ckpt_list
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 174, in check_ckpt_list
    assert len(self.ckpt_list) == sd[
           ^^^^^^^^^^^^^^^^^^^^^^^^^^
AssertionError: checkpoint count 1 is different from saved mp_world_size 2
    assert len(self.ckpt_list) == sd[
           ^^^^^^^^^^^^^^^^^^^^^^^^^^
AssertionError: checkpoint count 1 is different from saved mp_world_size 2
    assert len(self.ckpt_list) == sd[
           ^^^^^^^^^^^^^^^^^^^^^^^^^^
AssertionError: checkpoint count 1 is different from saved mp_world_size 2
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
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 633, in setup_model_and_optimizer
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 633, in setup_model_and_optimizer
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 633, in setup_model_and_optimizer
    args.iteration = load_checkpoint(model, optimizer, opt_param_scheduler)
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    args.iteration = load_checkpoint(model, optimizer, opt_param_scheduler)
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    args.iteration = load_checkpoint(model, optimizer, opt_param_scheduler)
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 548, in load_checkpoint
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 548, in load_checkpoint
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 548, in load_checkpoint
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    loaded_dir, state_dict = model[0].load_checkpoint(load_dir,
                             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 633, in setup_model_and_optimizer
    loaded_dir, state_dict = model[0].load_checkpoint(load_dir,
                             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2645, in load_checkpoint
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 633, in setup_model_and_optimizer
    loaded_dir, state_dict = model[0].load_checkpoint(load_dir,
                             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2645, in load_checkpoint
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 633, in setup_model_and_optimizer
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2645, in load_checkpoint
    args.iteration = load_checkpoint(model, optimizer, opt_param_scheduler)
    load_path, client_states = self._load_checkpoint(load_dir,
                               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2676, in _load_checkpoint
    args.iteration = load_checkpoint(model, optimizer, opt_param_scheduler)
    load_path, client_states = self._load_checkpoint(load_dir,
                               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2676, in _load_checkpoint
    args.iteration = load_checkpoint(model, optimizer, opt_param_scheduler)
    load_path, client_states = self._load_checkpoint(load_dir,
                               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2676, in _load_checkpoint
                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 548, in load_checkpoint
                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 548, in load_checkpoint
                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 548, in load_checkpoint
    loaded_dir, state_dict = model[0].load_checkpoint(load_dir,
                             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2645, in load_checkpoint
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    loaded_dir, state_dict = model[0].load_checkpoint(load_dir,
                             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2645, in load_checkpoint
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    loaded_dir, state_dict = model[0].load_checkpoint(load_dir,
                             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2645, in load_checkpoint
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    load_path, client_states = self._load_checkpoint(load_dir,
                               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    load_path, client_states = self._load_checkpoint(load_dir,
                               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2676, in _load_checkpoint
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2676, in _load_checkpoint
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    load_path, client_states = self._load_checkpoint(load_dir,
                               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2676, in _load_checkpoint
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 633, in setup_model_and_optimizer
    sd_loader = SDLoaderFactory.get_sd_loader(ckpt_list, checkpoint_engine=self.checkpoint_engine)
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 633, in setup_model_and_optimizer
    sd_loader = SDLoaderFactory.get_sd_loader(ckpt_list, checkpoint_engine=self.checkpoint_engine)
    sd_loader = SDLoaderFactory.get_sd_loader(ckpt_list, checkpoint_engine=self.checkpoint_engine)
                ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 43, in get_sd_loader
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 633, in setup_model_and_optimizer
    sd_loader = SDLoaderFactory.get_sd_loader(ckpt_list, checkpoint_engine=self.checkpoint_engine)
                ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 43, in get_sd_loader
    sd_loader = SDLoaderFactory.get_sd_loader(ckpt_list, checkpoint_engine=self.checkpoint_engine)
                ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 43, in get_sd_loader
    sd_loader = SDLoaderFactory.get_sd_loader(ckpt_list, checkpoint_engine=self.checkpoint_engine)
    return MegatronSDLoader(ckpt_list, version, checkpoint_engine)
    args.iteration = load_checkpoint(model, optimizer, opt_param_scheduler)
    return MegatronSDLoader(ckpt_list, version, checkpoint_engine)
                ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 43, in get_sd_loader
    return MegatronSDLoader(ckpt_list, version, checkpoint_engine)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
    args.iteration = load_checkpoint(model, optimizer, opt_param_scheduler)
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 193, in __init__
                ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 43, in get_sd_loader
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 193, in __init__
    args.iteration = load_checkpoint(model, optimizer, opt_param_scheduler)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 193, in __init__
                ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 43, in get_sd_loader
    super().__init__(ckpt_list, version, checkpoint_engine)
                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 548, in load_checkpoint
    super().__init__(ckpt_list, version, checkpoint_engine)
                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 548, in load_checkpoint
    super().__init__(ckpt_list, version, checkpoint_engine)
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 55, in __init__
                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 548, in load_checkpoint
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 55, in __init__
    return MegatronSDLoader(ckpt_list, version, checkpoint_engine)
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 55, in __init__
    self.check_ckpt_list()
    return MegatronSDLoader(ckpt_list, version, checkpoint_engine)
    self.check_ckpt_list()
    return MegatronSDLoader(ckpt_list, version, checkpoint_engine)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 174, in check_ckpt_list
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 193, in __init__
    self.check_ckpt_list()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 174, in check_ckpt_list
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 193, in __init__
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 174, in check_ckpt_list
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 193, in __init__
    assert len(self.ckpt_list) == sd[
           ^^^^^^^^^^^^^^^^^^^^^^^^^^
AssertionError: checkpoint count 1 is different from saved mp_world_size 2
    super().__init__(ckpt_list, version, checkpoint_engine)
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 55, in __init__
    assert len(self.ckpt_list) == sd[
    super().__init__(ckpt_list, version, checkpoint_engine)
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 55, in __init__
    assert len(self.ckpt_list) == sd[
           ^^^^^^^^^^^^^^^^^^^^^^^^^^
AssertionError: checkpoint count 1 is different from saved mp_world_size 2
    super().__init__(ckpt_list, version, checkpoint_engine)
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 55, in __init__
           ^^^^^^^^^^^^^^^^^^^^^^^^^^
AssertionError: checkpoint count 1 is different from saved mp_world_size 2
    loaded_dir, state_dict = model[0].load_checkpoint(load_dir,
                             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
    self.check_ckpt_list()
    loaded_dir, state_dict = model[0].load_checkpoint(load_dir,
                             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2645, in load_checkpoint
    self.check_ckpt_list()
    loaded_dir, state_dict = model[0].load_checkpoint(load_dir,
                             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2645, in load_checkpoint
    self.check_ckpt_list()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 174, in check_ckpt_list
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2645, in load_checkpoint
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 174, in check_ckpt_list
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 174, in check_ckpt_list
    assert len(self.ckpt_list) == sd[
           ^^^^^^^^^^^^^^^^^^^^^^^^^^
AssertionError: checkpoint count 1 is different from saved mp_world_size 2
    assert len(self.ckpt_list) == sd[
           ^^^^^^^^^^^^^^^^^^^^^^^^^^
    assert len(self.ckpt_list) == sd[
           ^^^^^^^^^^^^^^^^^^^^^^^^^^
AssertionError: checkpoint count 1 is different from saved mp_world_size 2
AssertionError: checkpoint count 1 is different from saved mp_world_size 2
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 633, in setup_model_and_optimizer
    args.iteration = load_checkpoint(model, optimizer, opt_param_scheduler)
                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 548, in load_checkpoint
    load_path, client_states = self._load_checkpoint(load_dir,
                               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2676, in _load_checkpoint
    load_path, client_states = self._load_checkpoint(load_dir,
                               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
    loaded_dir, state_dict = model[0].load_checkpoint(load_dir,
                             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2645, in load_checkpoint
    load_path, client_states = self._load_checkpoint(load_dir,
                               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2676, in _load_checkpoint
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2676, in _load_checkpoint
    sd_loader = SDLoaderFactory.get_sd_loader(ckpt_list, checkpoint_engine=self.checkpoint_engine)
    sd_loader = SDLoaderFactory.get_sd_loader(ckpt_list, checkpoint_engine=self.checkpoint_engine)
    load_path, client_states = self._load_checkpoint(load_dir,
                               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2676, in _load_checkpoint
    sd_loader = SDLoaderFactory.get_sd_loader(ckpt_list, checkpoint_engine=self.checkpoint_engine)
                ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 43, in get_sd_loader
                ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 43, in get_sd_loader
                ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 43, in get_sd_loader
    return MegatronSDLoader(ckpt_list, version, checkpoint_engine)
    return MegatronSDLoader(ckpt_list, version, checkpoint_engine)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
    return MegatronSDLoader(ckpt_list, version, checkpoint_engine)
    sd_loader = SDLoaderFactory.get_sd_loader(ckpt_list, checkpoint_engine=self.checkpoint_engine)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 193, in __init__
                ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 43, in get_sd_loader
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 193, in __init__
    return MegatronSDLoader(ckpt_list, version, checkpoint_engine)
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 193, in __init__
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 193, in __init__
    super().__init__(ckpt_list, version, checkpoint_engine)
    super().__init__(ckpt_list, version, checkpoint_engine)
    super().__init__(ckpt_list, version, checkpoint_engine)
    super().__init__(ckpt_list, version, checkpoint_engine)
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 55, in __init__
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 55, in __init__
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 55, in __init__
    self.check_ckpt_list()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 55, in __init__
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 174, in check_ckpt_list
    self.check_ckpt_list()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 174, in check_ckpt_list
    assert len(self.ckpt_list) == sd[
           ^^^^^^^^^^^^^^^^^^^^^^^^^^
    self.check_ckpt_list()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 174, in check_ckpt_list
AssertionError: checkpoint count 1 is different from saved mp_world_size 2
    self.check_ckpt_list()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 174, in check_ckpt_list
    assert len(self.ckpt_list) == sd[
           ^^^^^^^^^^^^^^^^^^^^^^^^^^
AssertionError: checkpoint count 1 is different from saved mp_world_size 2
    assert len(self.ckpt_list) == sd[
           ^^^^^^^^^^^^^^^^^^^^^^^^^^
AssertionError: checkpoint count 1 is different from saved mp_world_size 2
    assert len(self.ckpt_list) == sd[
           ^^^^^^^^^^^^^^^^^^^^^^^^^^
AssertionError: checkpoint count 1 is different from saved mp_world_size 2
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 633, in setup_model_and_optimizer
    args.iteration = load_checkpoint(model, optimizer, opt_param_scheduler)
                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 548, in load_checkpoint
    loaded_dir, state_dict = model[0].load_checkpoint(load_dir,
                             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2645, in load_checkpoint
    load_path, client_states = self._load_checkpoint(load_dir,
                               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2676, in _load_checkpoint
    sd_loader = SDLoaderFactory.get_sd_loader(ckpt_list, checkpoint_engine=self.checkpoint_engine)
                ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 43, in get_sd_loader
    return MegatronSDLoader(ckpt_list, version, checkpoint_engine)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 193, in __init__
    super().__init__(ckpt_list, version, checkpoint_engine)
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 55, in __init__
    self.check_ckpt_list()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 174, in check_ckpt_list
    assert len(self.ckpt_list) == sd[
           ^^^^^^^^^^^^^^^^^^^^^^^^^^
AssertionError: checkpoint count 1 is different from saved mp_world_size 2
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 633, in setup_model_and_optimizer
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 633, in setup_model_and_optimizer
    args.iteration = load_checkpoint(model, optimizer, opt_param_scheduler)
    args.iteration = load_checkpoint(model, optimizer, opt_param_scheduler)
                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 548, in load_checkpoint
                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 548, in load_checkpoint
    loaded_dir, state_dict = model[0].load_checkpoint(load_dir,
                             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2645, in load_checkpoint
    loaded_dir, state_dict = model[0].load_checkpoint(load_dir,
                             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2645, in load_checkpoint
    load_path, client_states = self._load_checkpoint(load_dir,
    load_path, client_states = self._load_checkpoint(load_dir,
                               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2676, in _load_checkpoint
                               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2676, in _load_checkpoint
    sd_loader = SDLoaderFactory.get_sd_loader(ckpt_list, checkpoint_engine=self.checkpoint_engine)
    sd_loader = SDLoaderFactory.get_sd_loader(ckpt_list, checkpoint_engine=self.checkpoint_engine)
                ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 43, in get_sd_loader
                ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 43, in get_sd_loader
    return MegatronSDLoader(ckpt_list, version, checkpoint_engine)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 193, in __init__
    return MegatronSDLoader(ckpt_list, version, checkpoint_engine)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 193, in __init__
    super().__init__(ckpt_list, version, checkpoint_engine)
    super().__init__(ckpt_list, version, checkpoint_engine)
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 55, in __init__
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 55, in __init__
    self.check_ckpt_list()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 174, in check_ckpt_list
    self.check_ckpt_list()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 174, in check_ckpt_list
    assert len(self.ckpt_list) == sd[
           ^^^^^^^^^^^^^^^^^^^^^^^^^^
AssertionError: checkpoint count 1 is different from saved mp_world_size 2
    assert len(self.ckpt_list) == sd[
           ^^^^^^^^^^^^^^^^^^^^^^^^^^
AssertionError: checkpoint count 1 is different from saved mp_world_size 2
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
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 633, in setup_model_and_optimizer
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 633, in setup_model_and_optimizer
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 633, in setup_model_and_optimizer
    args.iteration = load_checkpoint(model, optimizer, opt_param_scheduler)
    args.iteration = load_checkpoint(model, optimizer, opt_param_scheduler)
    args.iteration = load_checkpoint(model, optimizer, opt_param_scheduler)
                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 548, in load_checkpoint
                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 548, in load_checkpoint
                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 548, in load_checkpoint
    loaded_dir, state_dict = model[0].load_checkpoint(load_dir,
                             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2645, in load_checkpoint
    loaded_dir, state_dict = model[0].load_checkpoint(load_dir,
                             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2645, in load_checkpoint
    loaded_dir, state_dict = model[0].load_checkpoint(load_dir,
                             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2645, in load_checkpoint
    load_path, client_states = self._load_checkpoint(load_dir,
                               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2676, in _load_checkpoint
    load_path, client_states = self._load_checkpoint(load_dir,
                               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2676, in _load_checkpoint
    load_path, client_states = self._load_checkpoint(load_dir,
                               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2676, in _load_checkpoint
    sd_loader = SDLoaderFactory.get_sd_loader(ckpt_list, checkpoint_engine=self.checkpoint_engine)
    sd_loader = SDLoaderFactory.get_sd_loader(ckpt_list, checkpoint_engine=self.checkpoint_engine)
    sd_loader = SDLoaderFactory.get_sd_loader(ckpt_list, checkpoint_engine=self.checkpoint_engine)
                ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 43, in get_sd_loader
                ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 43, in get_sd_loader
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
                ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 43, in get_sd_loader
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    return MegatronSDLoader(ckpt_list, version, checkpoint_engine)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 193, in __init__
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    return MegatronSDLoader(ckpt_list, version, checkpoint_engine)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 193, in __init__
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    return MegatronSDLoader(ckpt_list, version, checkpoint_engine)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 193, in __init__
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    super().__init__(ckpt_list, version, checkpoint_engine)
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    super().__init__(ckpt_list, version, checkpoint_engine)
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 633, in setup_model_and_optimizer
    super().__init__(ckpt_list, version, checkpoint_engine)
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 55, in __init__
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 633, in setup_model_and_optimizer
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 55, in __init__
    self.check_ckpt_list()
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 633, in setup_model_and_optimizer
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 55, in __init__
    self.check_ckpt_list()
    args.iteration = load_checkpoint(model, optimizer, opt_param_scheduler)
    self.check_ckpt_list()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 174, in check_ckpt_list
    args.iteration = load_checkpoint(model, optimizer, opt_param_scheduler)
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 174, in check_ckpt_list
    assert len(self.ckpt_list) == sd[
    args.iteration = load_checkpoint(model, optimizer, opt_param_scheduler)
                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 548, in load_checkpoint
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 174, in check_ckpt_list
    assert len(self.ckpt_list) == sd[
                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 548, in load_checkpoint
    assert len(self.ckpt_list) == sd[
           ^^^^^^^^^^^^^^^^^^^^^^^^^^
AssertionError: checkpoint count 1 is different from saved mp_world_size 2
                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 548, in load_checkpoint
           ^^^^^^^^^^^^^^^^^^^^^^^^^^
AssertionError: checkpoint count 1 is different from saved mp_world_size 2
    loaded_dir, state_dict = model[0].load_checkpoint(load_dir,
                             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2645, in load_checkpoint
           ^^^^^^^^^^^^^^^^^^^^^^^^^^
AssertionError: checkpoint count 1 is different from saved mp_world_size 2
    loaded_dir, state_dict = model[0].load_checkpoint(load_dir,
                             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2645, in load_checkpoint
    loaded_dir, state_dict = model[0].load_checkpoint(load_dir,
                             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2645, in load_checkpoint
    load_path, client_states = self._load_checkpoint(load_dir,
                               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2676, in _load_checkpoint
    load_path, client_states = self._load_checkpoint(load_dir,
                               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2676, in _load_checkpoint
    load_path, client_states = self._load_checkpoint(load_dir,
                               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2676, in _load_checkpoint
    sd_loader = SDLoaderFactory.get_sd_loader(ckpt_list, checkpoint_engine=self.checkpoint_engine)
    sd_loader = SDLoaderFactory.get_sd_loader(ckpt_list, checkpoint_engine=self.checkpoint_engine)
                ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 43, in get_sd_loader
                ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 43, in get_sd_loader
    sd_loader = SDLoaderFactory.get_sd_loader(ckpt_list, checkpoint_engine=self.checkpoint_engine)
    return MegatronSDLoader(ckpt_list, version, checkpoint_engine)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 193, in __init__
    return MegatronSDLoader(ckpt_list, version, checkpoint_engine)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 193, in __init__
                ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 43, in get_sd_loader
    return MegatronSDLoader(ckpt_list, version, checkpoint_engine)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 193, in __init__
    super().__init__(ckpt_list, version, checkpoint_engine)
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 55, in __init__
    super().__init__(ckpt_list, version, checkpoint_engine)
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 55, in __init__
    super().__init__(ckpt_list, version, checkpoint_engine)
    self.check_ckpt_list()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 55, in __init__
    self.check_ckpt_list()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 174, in check_ckpt_list
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 174, in check_ckpt_list
    self.check_ckpt_list()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 174, in check_ckpt_list
    assert len(self.ckpt_list) == sd[
           ^^^^^^^^^^^^^^^^^^^^^^^^^^
AssertionError: checkpoint count 1 is different from saved mp_world_size 2
    assert len(self.ckpt_list) == sd[
           ^^^^^^^^^^^^^^^^^^^^^^^^^^
AssertionError: checkpoint count 1 is different from saved mp_world_size 2
    assert len(self.ckpt_list) == sd[
           ^^^^^^^^^^^^^^^^^^^^^^^^^^
AssertionError: checkpoint count 1 is different from saved mp_world_size 2
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
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
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
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 633, in setup_model_and_optimizer
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 633, in setup_model_and_optimizer
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 633, in setup_model_and_optimizer
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 633, in setup_model_and_optimizer
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 633, in setup_model_and_optimizer
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 633, in setup_model_and_optimizer
    args.iteration = load_checkpoint(model, optimizer, opt_param_scheduler)
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 633, in setup_model_and_optimizer
    args.iteration = load_checkpoint(model, optimizer, opt_param_scheduler)
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    args.iteration = load_checkpoint(model, optimizer, opt_param_scheduler)
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    args.iteration = load_checkpoint(model, optimizer, opt_param_scheduler)
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 633, in setup_model_and_optimizer
    args.iteration = load_checkpoint(model, optimizer, opt_param_scheduler)
                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 548, in load_checkpoint
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    args.iteration = load_checkpoint(model, optimizer, opt_param_scheduler)
    args.iteration = load_checkpoint(model, optimizer, opt_param_scheduler)
                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 548, in load_checkpoint
                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 548, in load_checkpoint
    args.iteration = load_checkpoint(model, optimizer, opt_param_scheduler)
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 548, in load_checkpoint
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 548, in load_checkpoint
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 633, in setup_model_and_optimizer
    loaded_dir, state_dict = model[0].load_checkpoint(load_dir,
                             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2645, in load_checkpoint
    loaded_dir, state_dict = model[0].load_checkpoint(load_dir,
                             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2645, in load_checkpoint
                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 548, in load_checkpoint
    args.iteration = load_checkpoint(model, optimizer, opt_param_scheduler)
    loaded_dir, state_dict = model[0].load_checkpoint(load_dir,
                             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2645, in load_checkpoint
                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 548, in load_checkpoint
                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 548, in load_checkpoint
    loaded_dir, state_dict = model[0].load_checkpoint(load_dir,
                             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2645, in load_checkpoint
    loaded_dir, state_dict = model[0].load_checkpoint(load_dir,
                             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2645, in load_checkpoint
    load_path, client_states = self._load_checkpoint(load_dir,
                               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2676, in _load_checkpoint
                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 548, in load_checkpoint
    load_path, client_states = self._load_checkpoint(load_dir,
                               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2676, in _load_checkpoint
    loaded_dir, state_dict = model[0].load_checkpoint(load_dir,
                             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2645, in load_checkpoint
    sd_loader = SDLoaderFactory.get_sd_loader(ckpt_list, checkpoint_engine=self.checkpoint_engine)
    loaded_dir, state_dict = model[0].load_checkpoint(load_dir,
                             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2645, in load_checkpoint
                ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 43, in get_sd_loader
    loaded_dir, state_dict = model[0].load_checkpoint(load_dir,
                             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2645, in load_checkpoint
    return MegatronSDLoader(ckpt_list, version, checkpoint_engine)
    loaded_dir, state_dict = model[0].load_checkpoint(load_dir,
                             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2645, in load_checkpoint
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 193, in __init__
    load_path, client_states = self._load_checkpoint(load_dir,
                               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2676, in _load_checkpoint
    super().__init__(ckpt_list, version, checkpoint_engine)
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 55, in __init__
    load_path, client_states = self._load_checkpoint(load_dir,
                               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2676, in _load_checkpoint
    sd_loader = SDLoaderFactory.get_sd_loader(ckpt_list, checkpoint_engine=self.checkpoint_engine)
    load_path, client_states = self._load_checkpoint(load_dir,
                               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2676, in _load_checkpoint
                ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 43, in get_sd_loader
    load_path, client_states = self._load_checkpoint(load_dir,
                               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2676, in _load_checkpoint
    self.check_ckpt_list()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 174, in check_ckpt_list
    load_path, client_states = self._load_checkpoint(load_dir,
                               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2676, in _load_checkpoint
    return MegatronSDLoader(ckpt_list, version, checkpoint_engine)
    load_path, client_states = self._load_checkpoint(load_dir,
                               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2676, in _load_checkpoint
    assert len(self.ckpt_list) == sd[
           ^^^^^^^^^^^^^^^^^^^^^^^^^^
AssertionError: checkpoint count 1 is different from saved mp_world_size 2
    load_path, client_states = self._load_checkpoint(load_dir,
                               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 193, in __init__
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2676, in _load_checkpoint
    super().__init__(ckpt_list, version, checkpoint_engine)
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 55, in __init__
    sd_loader = SDLoaderFactory.get_sd_loader(ckpt_list, checkpoint_engine=self.checkpoint_engine)
    self.check_ckpt_list()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 174, in check_ckpt_list
    sd_loader = SDLoaderFactory.get_sd_loader(ckpt_list, checkpoint_engine=self.checkpoint_engine)
    assert len(self.ckpt_list) == sd[
           ^^^^^^^^^^^^^^^^^^^^^^^^^^
AssertionError: checkpoint count 1 is different from saved mp_world_size 2
    sd_loader = SDLoaderFactory.get_sd_loader(ckpt_list, checkpoint_engine=self.checkpoint_engine)
    sd_loader = SDLoaderFactory.get_sd_loader(ckpt_list, checkpoint_engine=self.checkpoint_engine)
    sd_loader = SDLoaderFactory.get_sd_loader(ckpt_list, checkpoint_engine=self.checkpoint_engine)
    sd_loader = SDLoaderFactory.get_sd_loader(ckpt_list, checkpoint_engine=self.checkpoint_engine)
    sd_loader = SDLoaderFactory.get_sd_loader(ckpt_list, checkpoint_engine=self.checkpoint_engine)
                ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 43, in get_sd_loader
                ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 43, in get_sd_loader
                ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 43, in get_sd_loader
                ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 43, in get_sd_loader
                ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 43, in get_sd_loader
                ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 43, in get_sd_loader
    return MegatronSDLoader(ckpt_list, version, checkpoint_engine)
                ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 43, in get_sd_loader
    return MegatronSDLoader(ckpt_list, version, checkpoint_engine)
    return MegatronSDLoader(ckpt_list, version, checkpoint_engine)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 193, in __init__
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 193, in __init__
    return MegatronSDLoader(ckpt_list, version, checkpoint_engine)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 193, in __init__
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 193, in __init__
    return MegatronSDLoader(ckpt_list, version, checkpoint_engine)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 193, in __init__
    return MegatronSDLoader(ckpt_list, version, checkpoint_engine)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 193, in __init__
    return MegatronSDLoader(ckpt_list, version, checkpoint_engine)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 193, in __init__
    super().__init__(ckpt_list, version, checkpoint_engine)
    super().__init__(ckpt_list, version, checkpoint_engine)
    super().__init__(ckpt_list, version, checkpoint_engine)
    super().__init__(ckpt_list, version, checkpoint_engine)
    super().__init__(ckpt_list, version, checkpoint_engine)
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 55, in __init__
    super().__init__(ckpt_list, version, checkpoint_engine)
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 55, in __init__
    super().__init__(ckpt_list, version, checkpoint_engine)
    self.check_ckpt_list()
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 55, in __init__
    self.check_ckpt_list()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 55, in __init__
    self.check_ckpt_list()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 174, in check_ckpt_list
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 55, in __init__
    self.check_ckpt_list()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 174, in check_ckpt_list
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 55, in __init__
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 174, in check_ckpt_list
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 55, in __init__
    assert len(self.ckpt_list) == sd[
           ^^^^^^^^^^^^^^^^^^^^^^^^^^
AssertionError: checkpoint count 1 is different from saved mp_world_size 2
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 633, in setup_model_and_optimizer
    self.check_ckpt_list()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 174, in check_ckpt_list
    assert len(self.ckpt_list) == sd[
           ^^^^^^^^^^^^^^^^^^^^^^^^^^
AssertionError: checkpoint count 1 is different from saved mp_world_size 2
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 633, in setup_model_and_optimizer
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 633, in setup_model_and_optimizer
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 174, in check_ckpt_list
    assert len(self.ckpt_list) == sd[
           ^^^^^^^^^^^^^^^^^^^^^^^^^^
AssertionError: checkpoint count 1 is different from saved mp_world_size 2
    args.iteration = load_checkpoint(model, optimizer, opt_param_scheduler)
    self.check_ckpt_list()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 174, in check_ckpt_list
    args.iteration = load_checkpoint(model, optimizer, opt_param_scheduler)
    self.check_ckpt_list()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 174, in check_ckpt_list
    args.iteration = load_checkpoint(model, optimizer, opt_param_scheduler)
    assert len(self.ckpt_list) == sd[
           ^^^^^^^^^^^^^^^^^^^^^^^^^^
AssertionError: checkpoint count 1 is different from saved mp_world_size 2
                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 548, in load_checkpoint
    assert len(self.ckpt_list) == sd[
           ^^^^^^^^^^^^^^^^^^^^^^^^^^
AssertionError: checkpoint count 1 is different from saved mp_world_size 2
                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 548, in load_checkpoint
    assert len(self.ckpt_list) == sd[
           ^^^^^^^^^^^^^^^^^^^^^^^^^^
AssertionError: checkpoint count 1 is different from saved mp_world_size 2
                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 548, in load_checkpoint
    assert len(self.ckpt_list) == sd[
           ^^^^^^^^^^^^^^^^^^^^^^^^^^
AssertionError: checkpoint count 1 is different from saved mp_world_size 2
    loaded_dir, state_dict = model[0].load_checkpoint(load_dir,
                             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2645, in load_checkpoint
    loaded_dir, state_dict = model[0].load_checkpoint(load_dir,
                             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2645, in load_checkpoint
    loaded_dir, state_dict = model[0].load_checkpoint(load_dir,
                             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2645, in load_checkpoint
    load_path, client_states = self._load_checkpoint(load_dir,
                               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2676, in _load_checkpoint
    load_path, client_states = self._load_checkpoint(load_dir,
                               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2676, in _load_checkpoint
    load_path, client_states = self._load_checkpoint(load_dir,
                               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2676, in _load_checkpoint
    sd_loader = SDLoaderFactory.get_sd_loader(ckpt_list, checkpoint_engine=self.checkpoint_engine)
                ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 43, in get_sd_loader
    sd_loader = SDLoaderFactory.get_sd_loader(ckpt_list, checkpoint_engine=self.checkpoint_engine)
                ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 43, in get_sd_loader
    return MegatronSDLoader(ckpt_list, version, checkpoint_engine)
    sd_loader = SDLoaderFactory.get_sd_loader(ckpt_list, checkpoint_engine=self.checkpoint_engine)
    return MegatronSDLoader(ckpt_list, version, checkpoint_engine)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 193, in __init__
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 193, in __init__
                ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 43, in get_sd_loader
    super().__init__(ckpt_list, version, checkpoint_engine)
    return MegatronSDLoader(ckpt_list, version, checkpoint_engine)
    super().__init__(ckpt_list, version, checkpoint_engine)
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 55, in __init__
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 193, in __init__
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 55, in __init__
    self.check_ckpt_list()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 174, in check_ckpt_list
    super().__init__(ckpt_list, version, checkpoint_engine)
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 55, in __init__
    self.check_ckpt_list()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 174, in check_ckpt_list
    assert len(self.ckpt_list) == sd[
           ^^^^^^^^^^^^^^^^^^^^^^^^^^
AssertionError: checkpoint count 1 is different from saved mp_world_size 2
    self.check_ckpt_list()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 174, in check_ckpt_list
    assert len(self.ckpt_list) == sd[
           ^^^^^^^^^^^^^^^^^^^^^^^^^^
AssertionError: checkpoint count 1 is different from saved mp_world_size 2
    assert len(self.ckpt_list) == sd[
           ^^^^^^^^^^^^^^^^^^^^^^^^^^
AssertionError: checkpoint count 1 is different from saved mp_world_size 2
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
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
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 633, in setup_model_and_optimizer
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 633, in setup_model_and_optimizer
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 633, in setup_model_and_optimizer
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 633, in setup_model_and_optimizer
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 633, in setup_model_and_optimizer
    args.iteration = load_checkpoint(model, optimizer, opt_param_scheduler)
    args.iteration = load_checkpoint(model, optimizer, opt_param_scheduler)
    args.iteration = load_checkpoint(model, optimizer, opt_param_scheduler)
    args.iteration = load_checkpoint(model, optimizer, opt_param_scheduler)
    args.iteration = load_checkpoint(model, optimizer, opt_param_scheduler)
                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 548, in load_checkpoint
                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 548, in load_checkpoint
                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 548, in load_checkpoint
                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 548, in load_checkpoint
    loaded_dir, state_dict = model[0].load_checkpoint(load_dir,
                             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2645, in load_checkpoint
                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 548, in load_checkpoint
    loaded_dir, state_dict = model[0].load_checkpoint(load_dir,
                             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2645, in load_checkpoint
    loaded_dir, state_dict = model[0].load_checkpoint(load_dir,
                             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2645, in load_checkpoint
    load_path, client_states = self._load_checkpoint(load_dir,
                               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2676, in _load_checkpoint
    loaded_dir, state_dict = model[0].load_checkpoint(load_dir,
                             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2645, in load_checkpoint
    load_path, client_states = self._load_checkpoint(load_dir,
                               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2676, in _load_checkpoint
    loaded_dir, state_dict = model[0].load_checkpoint(load_dir,
                             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2645, in load_checkpoint
    sd_loader = SDLoaderFactory.get_sd_loader(ckpt_list, checkpoint_engine=self.checkpoint_engine)
    load_path, client_states = self._load_checkpoint(load_dir,
                               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
    sd_loader = SDLoaderFactory.get_sd_loader(ckpt_list, checkpoint_engine=self.checkpoint_engine)
    load_path, client_states = self._load_checkpoint(load_dir,
                               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2676, in _load_checkpoint
                ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 43, in get_sd_loader
    load_path, client_states = self._load_checkpoint(load_dir,
                               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2676, in _load_checkpoint
    return MegatronSDLoader(ckpt_list, version, checkpoint_engine)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 193, in __init__
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2676, in _load_checkpoint
                ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 43, in get_sd_loader
    return MegatronSDLoader(ckpt_list, version, checkpoint_engine)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 193, in __init__
    sd_loader = SDLoaderFactory.get_sd_loader(ckpt_list, checkpoint_engine=self.checkpoint_engine)
    super().__init__(ckpt_list, version, checkpoint_engine)
    sd_loader = SDLoaderFactory.get_sd_loader(ckpt_list, checkpoint_engine=self.checkpoint_engine)
                ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
    super().__init__(ckpt_list, version, checkpoint_engine)
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 55, in __init__
    sd_loader = SDLoaderFactory.get_sd_loader(ckpt_list, checkpoint_engine=self.checkpoint_engine)
                ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 55, in __init__
    self.check_ckpt_list()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 174, in check_ckpt_list
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 43, in get_sd_loader
    return MegatronSDLoader(ckpt_list, version, checkpoint_engine)
    self.check_ckpt_list()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 174, in check_ckpt_list
                ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 43, in get_sd_loader
    return MegatronSDLoader(ckpt_list, version, checkpoint_engine)
    assert len(self.ckpt_list) == sd[
           ^^^^^^^^^^^^^^^^^^^^^^^^^^
AssertionError: checkpoint count 1 is different from saved mp_world_size 2
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 43, in get_sd_loader
    return MegatronSDLoader(ckpt_list, version, checkpoint_engine)
    assert len(self.ckpt_list) == sd[
           ^^^^^^^^^^^^^^^^^^^^^^^^^^
AssertionError: checkpoint count 1 is different from saved mp_world_size 2
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 193, in __init__
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 193, in __init__
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 193, in __init__
    super().__init__(ckpt_list, version, checkpoint_engine)
    super().__init__(ckpt_list, version, checkpoint_engine)
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 55, in __init__
    super().__init__(ckpt_list, version, checkpoint_engine)
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 55, in __init__
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 55, in __init__
    self.check_ckpt_list()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 174, in check_ckpt_list
    self.check_ckpt_list()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 174, in check_ckpt_list
    self.check_ckpt_list()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 174, in check_ckpt_list
    assert len(self.ckpt_list) == sd[
           ^^^^^^^^^^^^^^^^^^^^^^^^^^
AssertionError: checkpoint count 1 is different from saved mp_world_size 2
    assert len(self.ckpt_list) == sd[
           ^^^^^^^^^^^^^^^^^^^^^^^^^^
AssertionError: checkpoint count 1 is different from saved mp_world_size 2
    assert len(self.ckpt_list) == sd[
           ^^^^^^^^^^^^^^^^^^^^^^^^^^
AssertionError: checkpoint count 1 is different from saved mp_world_size 2
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
Traceback (most recent call last):
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 356, in <module>
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    pretrain(train_valid_test_datasets_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 165, in pretrain
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
    model, optimizer, opt_param_scheduler = setup_model_and_optimizer(
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 633, in setup_model_and_optimizer
                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/training.py", line 633, in setup_model_and_optimizer
    args.iteration = load_checkpoint(model, optimizer, opt_param_scheduler)
    args.iteration = load_checkpoint(model, optimizer, opt_param_scheduler)
                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 548, in load_checkpoint
                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 548, in load_checkpoint
    loaded_dir, state_dict = model[0].load_checkpoint(load_dir,
                             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2645, in load_checkpoint
    loaded_dir, state_dict = model[0].load_checkpoint(load_dir,
                             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2645, in load_checkpoint
    load_path, client_states = self._load_checkpoint(load_dir,
    load_path, client_states = self._load_checkpoint(load_dir,
                               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
                               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2676, in _load_checkpoint
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/engine.py", line 2676, in _load_checkpoint
    sd_loader = SDLoaderFactory.get_sd_loader(ckpt_list, checkpoint_engine=self.checkpoint_engine)
    sd_loader = SDLoaderFactory.get_sd_loader(ckpt_list, checkpoint_engine=self.checkpoint_engine)
                ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
                ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 43, in get_sd_loader
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 43, in get_sd_loader
    return MegatronSDLoader(ckpt_list, version, checkpoint_engine)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 193, in __init__
    return MegatronSDLoader(ckpt_list, version, checkpoint_engine)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 193, in __init__
    super().__init__(ckpt_list, version, checkpoint_engine)
    super().__init__(ckpt_list, version, checkpoint_engine)
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 55, in __init__
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 55, in __init__
    self.check_ckpt_list()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 174, in check_ckpt_list
    self.check_ckpt_list()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/deepspeed/runtime/state_dict_factory.py", line 174, in check_ckpt_list
    assert len(self.ckpt_list) == sd[
           ^^^^^^^^^^^^^^^^^^^^^^^^^^
    assert len(self.ckpt_list) == sd[
           ^^^^^^^^^^^^^^^^^^^^^^^^^^
AssertionError: checkpoint count 1 is different from saved mp_world_size 2
AssertionError: checkpoint count 1 is different from saved mp_world_size 2

real	0m21.522s
user	0m0.340s
sys	0m0.128s
