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
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 115, in initialize_megatron
    initialize_megatron(extra_args_provider=extra_args_provider,
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 115, in initialize_megatron
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
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 173, in _compile_dependencies
    torch.distributed.barrier()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/distributed/distributed_c10d.py", line 3328, in barrier
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 173, in _compile_dependencies
    torch.distributed.barrier()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/distributed/distributed_c10d.py", line 3328, in barrier
    torch.distributed.barrier()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/distributed/distributed_c10d.py", line 3328, in barrier
    torch.distributed.barrier()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/distributed/distributed_c10d.py", line 3328, in barrier
    torch.distributed.barrier()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/distributed/distributed_c10d.py", line 3328, in barrier
    _compile_dependencies()
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/megatron/initialize.py", line 173, in _compile_dependencies
    torch.distributed.barrier()
  File "/gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/distributed/distributed_c10d.py", line 3328, in barrier
    work = default_pg.barrier(opts=opts)
    work = default_pg.barrier(opts=opts)
    work = default_pg.barrier(opts=opts)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: [25] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Socket Timeout
Exception raised from recvBytes at /local/opence/miniconda3/envs/full110_p9_11.8_py311/conda-bld/pytorch-base_1701385498854/work/torch/csrc/distributed/c10d/Utils.hpp:604 (most recent call first):
frame #0: c10::Error::Error(c10::SourceLocation, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >) + 0xfc (0x20006eeb892c in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libc10.so)
frame #1: c10::detail::torchCheckFail(char const*, char const*, unsigned int, char const*) + 0x94 (0x20006ee6c1f4 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libc10.so)
frame #2: c10d::TCPStore::doWait(c10::ArrayRef<std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, std::chrono::duration<long, std::ratio<1l, 1000l> >) + 0x15c (0x2000492666dc in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cpu.so)
frame #3: c10d::TCPStore::doGet(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&) + 0x4c (0x2000492678ec in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cpu.so)
frame #4: c10d::TCPStore::get(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&) + 0xb4 (0x200049267a24 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cpu.so)
frame #5: c10d::PrefixStore::get(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&) + 0x6c (0x20004920bfec in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cpu.so)
frame #6: c10d::PrefixStore::get(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&) + 0x6c (0x20004920bfec in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cpu.so)
frame #7: c10d::PrefixStore::get(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&) + 0x6c (0x20004920bfec in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cpu.so)
frame #8: c10d::ProcessGroupNCCL::broadcastUniqueNCCLID(ncclUniqueId*, bool, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, int) + 0x224 (0x20004d6de364 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cuda.so)
frame #9: c10d::ProcessGroupNCCL::getNCCLComm(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, std::vector<c10::Device, std::allocator<c10::Device> > const&, c10d::OpType, int, bool) + 0x2c8 (0x20004d6e5c88 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cuda.so)
frame #10: <unknown function> + 0x1a2dd90 (0x20004d6edd90 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cuda.so)
frame #11: c10d::ProcessGroupNCCL::allreduce_impl(std::vector<at::Tensor, std::allocator<at::Tensor> >&, c10d::AllreduceOptions const&) + 0x40 (0x20004d6ef3b0 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cuda.so)
frame #12: c10d::ProcessGroupNCCL::allreduce(std::vector<at::Tensor, std::allocator<at::Tensor> >&, c10d::AllreduceOptions const&) + 0x3a0 (0x20004d6f1130 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cuda.so)
frame #13: c10d::ProcessGroupNCCL::barrier(c10d::BarrierOptions const&) + 0x704 (0x20004d7017c4 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cuda.so)
frame #14: <unknown function> + 0x650a558           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: [27] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Socket Timeout
Exception raised from recvBytes at /local/opence/miniconda3/envs/full110_p9_11.8_py311/conda-bld/pytorch-base_1701385498854/work/torch/csrc/distributed/c10d/Utils.hpp:604 (most recent call first):
frame #0: c10::Error::Error(c10::SourceLocation, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >) + 0xfc (0x20006eeb892c in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libc10.so)
frame #1: c10::detail::torchCheckFail(char const*, char const*, unsigned int, char const*) + 0x94 (0x20006ee6c1f4 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libc10.so)
frame #2: c10d::TCPStore::doWait(c10::ArrayRef<std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, std::chrono::duration<long, std::ratio<1l, 1000l> >) + 0x15c (0x2000492666dc in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cpu.so)
frame #3: c10d::TCPStore::doGet(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&) + 0x4c (0x2000492678ec in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cpu.so)
frame #4: c10d::TCPStore::get(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&) + 0xb4 (0x200049267a24 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cpu.so)
frame #5: c10d::PrefixStore::get(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&) + 0x6c (0x20004920bfec in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cpu.so)
frame #6: c10d::PrefixStore::get(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&) + 0x6c (0x20004920bfec in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cpu.so)
frame #7: c10d::PrefixStore::get(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&) + 0x6c (0x20004920bfec in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cpu.so)
frame #8: c10d::ProcessGroupNCCL::broadcastUniqueNCCLID(ncclUniqueId*, bool, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, int) + 0x224 (0x20004d6de364 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cuda.so)
frame #9: c10d::ProcessGroupNCCL::getNCCLComm(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, std::vector<c10::Device, std::allocator<c10::Device> > const&, c10d::OpType, int, bool) + 0x2c8 (0x20004d6e5c88 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cuda.so)
frame #10: <unknown function> + 0x1a2dd90 (0x20004d6edd90 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cuda.so)
frame #11: c10d::ProcessGroupNCCL::allreduce_impl(std::vector<at::Tensor, std::allocator<at::Tensor> >&, c10d::AllreduceOptions const&) + 0x40 (0x20004d6ef3b0 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cuda.so)
frame #12: c10d::ProcessGroupNCCL::allreduce(std::vector<at::Tensor, std::allocator<at::Tensor> >&, c10d::AllreduceOptions const&) + 0x3a0 (0x20004d6f1130 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cuda.so)
frame #13: c10d::ProcessGroupNCCL::barrier(c10d::BarrierOptions const&) + 0x704 (0x20004d7017c4 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cuda.so)
frame #14: <unknown function> + 0x650a558           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: [28] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Socket Timeout
Exception raised from recvBytes at /local/opence/miniconda3/envs/full110_p9_11.8_py311/conda-bld/pytorch-base_1701385498854/work/torch/csrc/distributed/c10d/Utils.hpp:604 (most recent call first):
frame #0: c10::Error::Error(c10::SourceLocation, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >) + 0xfc (0x20006eeb892c in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libc10.so)
frame #1: c10::detail::torchCheckFail(char const*, char const*, unsigned int, char const*) + 0x94 (0x20006ee6c1f4 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libc10.so)
frame #2: c10d::TCPStore::doWait(c10::ArrayRef<std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, std::chrono::duration<long, std::ratio<1l, 1000l> >) + 0x15c (0x2000492666dc in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cpu.so)
frame #3: c10d::TCPStore::doGet(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&) + 0x4c (0x2000492678ec in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cpu.so)
frame #4: c10d::TCPStore::get(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&) + 0xb4 (0x200049267a24 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cpu.so)
frame #5: c10d::PrefixStore::get(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&) + 0x6c (0x20004920bfec in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cpu.so)
frame #6: c10d::PrefixStore::get(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&) + 0x6c (0x20004920bfec in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cpu.so)
frame #7: c10d::PrefixStore::get(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&) + 0x6c (0x20004920bfec in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cpu.so)
frame #8: c10d::ProcessGroupNCCL::broadcastUniqueNCCLID(ncclUniqueId*, bool, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, int) + 0x224 (0x20004d6de364 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cuda.so)
frame #9: c10d::ProcessGroupNCCL::getNCCLComm(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, std::vector<c10::Device, std::allocator<c10::Device> > const&, c10d::OpType, int, bool) + 0x2c8 (0x20004d6e5c88 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cuda.so)
frame #10: <unknown function> + 0x1a2dd90 (0x20004d6edd90 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cuda.so)
frame #11: c10d::ProcessGroupNCCL::allreduce_impl(std::vector<at::Tensor, std::allocator<at::Tensor> >&, c10d::AllreduceOptions const&) + 0x40 (0x20004d6ef3b0 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cuda.so)
frame #12: c10d::ProcessGroupNCCL::allreduce(std::vector<at::Tensor, std::allocator<at::Tensor> >&, c10d::AllreduceOptions const&) + 0x3a0 (0x20004d6f1130 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cuda.so)
frame #13: c10d::ProcessGroupNCCL::barrier(c10d::BarrierOptions const&) + 0x704 (0x20004d7017c4 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cuda.so)
frame #14: <unknown function> + 0x650a558    work = default_pg.barrier(opts=opts)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: [29] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Socket Timeout
Exception raised from recvBytes at /local/opence/miniconda3/envs/full110_p9_11.8_py311/conda-bld/pytorch-base_1701385498854/work/torch/csrc/distributed/c10d/Utils.hpp:604 (most recent call first):
frame #0: c10::Error::Error(c10::SourceLocation, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >) + 0xfc (0x20006eeb892c in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libc10.so)
frame #1: c10::detail::torchCheckFail(char const*, char const*, unsigned int, char const*) + 0x94 (0x20006ee6c1f4 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libc10.so)
frame #2: c10d::TCPStore::doWait(c10::ArrayRef<std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, std::chrono::duration<long, std::ratio<1l, 1000l> >) + 0x15c (0x2000492666dc in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cpu.so)
frame #3: c10d::TCPStore::doGet(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&) + 0x4c (0x2000492678ec in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cpu.so)
frame #4: c10d::TCPStore::get(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&) + 0xb4 (0x200049267a24 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cpu.so)
frame #5: c10d::PrefixStore::get(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&) + 0x6c (0x20004920bfec in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cpu.so)
frame #6: c10d::PrefixStore::get(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&) + 0x6c (0x20004920bfec in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cpu.so)
frame #7: c10d::PrefixStore::get(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&) + 0x6c (0x20004920bfec in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cpu.so)
frame #8: c10d::ProcessGroupNCCL::broadcastUniqueNCCLID(ncclUniqueId*, bool, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, int) + 0x224 (0x20004d6de364 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cuda.so)
frame #9: c10d::ProcessGroupNCCL::getNCCLComm(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, std::vector<c10::Device, std::allocator<c10::Device> > const&, c10d::OpType, int, bool) + 0x2c8 (0x20004d6e5c88 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cuda.so)
frame #10: <unknown function> + 0x1a2dd90 (0x20004d6edd90 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cuda.so)
frame #11: c10d::ProcessGroupNCCL::allreduce_impl(std::vector<at::Tensor, std::allocator<at::Tensor> >&, c10d::AllreduceOptions const&) + 0x40 (0x20004d6ef3b0 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cuda.so)
frame #12: c10d::ProcessGroupNCCL::allreduce(std::vector<at::Tensor, std::allocator<at::Tensor> >&, c10d::AllreduceOptions const&) + 0x3a0 (0x20004d6f1130 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cuda.so)
frame #13: c10d::ProcessGroupNCCL::barrier(c10d::BarrierOptions const&) + 0x704 (0x20004d7017c4 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cuda.so)
    work = default_pg.barrier(opts=opts)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: [24] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Socket Timeout
Exception raised from recvBytes at /local/opence/miniconda3/envs/full110_p9_11.8_py311/conda-bld/pytorch-base_1701385498854/work/torch/csrc/distributed/c10d/Utils.hpp:604 (most recent call first):
frame #0: c10::Error::Error(c10::SourceLocation, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >) + 0xfc (0x20006eeb892c in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libc10.so)
frame #1: c10::detail::torchCheckFail(char const*, char const*, unsigned int, char const*) + 0x94 (0x20006ee6c1f4 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libc10.so)
frame #2: c10d::TCPStore::doWait(c10::ArrayRef<std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, std::chrono::duration<long, std::ratio<1l, 1000l> >) + 0x15c (0x2000492666dc in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cpu.so)
frame #3: c10d::TCPStore::doGet(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&) + 0x4c (0x2000492678ec in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cpu.so)
frame #4: c10d::TCPStore::get(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&) + 0xb4 (0x200049267a24 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cpu.so)
frame #5: c10d::PrefixStore::get(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&) + 0x6c (0x20004920bfec in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cpu.so)
frame #6: c10d::PrefixStore::get(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&) + 0x6c (0x20004920bfec in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cpu.so)
frame #7: c10d::PrefixStore::get(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&) + 0x6c (0x20004920bfec in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cpu.so)
frame #8: c10d::ProcessGroupNCCL::broadcastUniqueNCCLID(ncclUniqueId*, bool, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, int) + 0x224 (0x20004d6de364 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cuda.so)
frame #9: c10d::ProcessGroupNCCL::getNCCLComm(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, std::vector<c10::Device, std::allocator<c10::Device> > const&, c10d::OpType, int, bool) + 0x2c8 (0x20004d6e5c88 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cuda.so)
frame #10: <unknown function> + 0x1a2dd90 (0x20004d6edd90 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cuda.so)
frame #11: c10d::ProcessGroupNCCL::allreduce_impl(std::vector<at::Tensor, std::allocator<at::Tensor> >&, c10d::AllreduceOptions const&) + 0x40 (0x20004d6ef3b0 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cuda.so)
frame #12: c10d::ProcessGroupNCCL::allreduce(std::vector<at::Tensor, std::allocator<at::Tensor> >&, c10d::AllreduceOptions const&) + 0x3a0 (0x20004d6f1130 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cuda.so)
frame #13: c10d::ProcessGroupNCCL::barrier(c10d::BarrierOptions const&) + 0x704 (0x20004d7017c4 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cuda.so)
 (0x2000491fa558 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cpu.so)
frame #15: <unknown function> + 0x651365c (0x20004920365c in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cpu.so)
frame #16: <unknown function> + 0x652a9f0 (0x20004921a9f0 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cpu.so)
frame #17: <unknown function> + 0xda0d50 (0x2000427d0d50 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_python.so)
frame #18: <unknown function> + 0x258308 (0x200041c88308 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_python.so)
<omitting python frames>
frame #34: <unknown function> + 0x29f5c (0x200000299f5c in /lib64/glibc-hwcaps/power9/libc-2.28.so)
frame #35: __libc_start_main + 0xb4 (0x20000029a0f4 in /lib64/glibc-hwcaps/power9/libc-2.28.so)
. This may indicate a possible application crash on rank 0 or a network set up issue.
 (0x2000491fa558 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cpu.so)
frame #15: <unknown function> + 0x651365c (0x20004920365c in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cpu.so)
frame #16: <unknown function> + 0x652a9f0 (0x20004921a9f0 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cpu.so)
frame #17: <unknown function> + 0xda0d50 (0x2000427d0d50 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_python.so)
frame #18: <unknown function> + 0x258308 (0x200041c88308 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_python.so)
<omitting python frames>
frame #34: <unknown function> + 0x29f5c (0x200000299f5c in /lib64/glibc-hwcaps/power9/libc-2.28.so)
frame #35: __libc_start_main + 0xb4 (0x20000029a0f4 in /lib64/glibc-hwcaps/power9/libc-2.28.so)
. This may indicate a possible application crash on rank 0 or a network set up issue.
 (0x2000491fa558 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cpu.so)
frame #15: <unknown function> + 0x651365c (0x20004920365c in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cpu.so)
frame #16: <unknown function> + 0x652a9f0 (0x20004921a9f0 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cpu.so)
frame #17: <unknown function> + 0xda0d50 (0x2000427d0d50 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_python.so)
frame #18: <unknown function> + 0x258308 (0x200041c88308 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_python.so)
<omitting python frames>
frame #34: <unknown function> + 0x29f5c (0x200000299f5c in /lib64/glibc-hwcaps/power9/libc-2.28.so)
frame #35: __libc_start_main + 0xb4 (0x20000029a0f4 in /lib64/glibc-hwcaps/power9/libc-2.28.so)
. This may indicate a possible application crash on rank 0 or a network set up issue.
frame #14: <unknown function> + 0x650a558 (0x2000491fa558 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cpu.so)
frame #15: <unknown function> + 0x651365c (0x20004920365c in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cpu.so)
frame #16: <unknown function> + 0x652a9f0 (0x20004921a9f0 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cpu.so)
frame #17: <unknown function> + 0xda0d50 (0x2000427d0d50 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_python.so)
frame #18: <unknown function> + 0x258308 (0x200041c88308 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_python.so)
<omitting python frames>
frame #34: <unknown function> + 0x29f5c (0x200000299f5c in /lib64/glibc-hwcaps/power9/libc-2.28.so)
frame #35: __libc_start_main + 0xb4 (0x20000029a0f4 in /lib64/glibc-hwcaps/power9/libc-2.28.so)
. This may indicate a possible application crash on rank 0 or a network set up issue.
frame #14: <unknown function> + 0x650a558 (0x2000491fa558 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cpu.so)
frame #15: <unknown function> + 0x651365c (0x20004920365c in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cpu.so)
frame #16: <unknown function> + 0x652a9f0 (0x20004921a9f0 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cpu.so)
frame #17: <unknown function> + 0xda0d50 (0x2000427d0d50 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_python.so)
frame #18: <unknown function> + 0x258308 (0x200041c88308 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_python.so)
<omitting python frames>
frame #34: <unknown function> + 0x29f5c (0x200000299f5c in /lib64/glibc-hwcaps/power9/libc-2.28.so)
frame #35: __libc_start_main + 0xb4 (0x20000029a0f4 in /lib64/glibc-hwcaps/power9/libc-2.28.so)
. This may indicate a possible application crash on rank 0 or a network set up issue.
    work = default_pg.barrier(opts=opts)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
RuntimeError: [26] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Socket Timeout
Exception raised from recvBytes at /local/opence/miniconda3/envs/full110_p9_11.8_py311/conda-bld/pytorch-base_1701385498854/work/torch/csrc/distributed/c10d/Utils.hpp:604 (most recent call first):
frame #0: c10::Error::Error(c10::SourceLocation, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >) + 0xfc (0x20006eeb892c in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libc10.so)
frame #1: c10::detail::torchCheckFail(char const*, char const*, unsigned int, char const*) + 0x94 (0x20006ee6c1f4 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libc10.so)
frame #2: c10d::TCPStore::doWait(c10::ArrayRef<std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >, std::chrono::duration<long, std::ratio<1l, 1000l> >) + 0x15c (0x2000492666dc in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cpu.so)
frame #3: c10d::TCPStore::doGet(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&) + 0x4c (0x2000492678ec in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cpu.so)
frame #4: c10d::TCPStore::get(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&) + 0xb4 (0x200049267a24 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cpu.so)
frame #5: c10d::PrefixStore::get(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&) + 0x6c (0x20004920bfec in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cpu.so)
frame #6: c10d::PrefixStore::get(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&) + 0x6c (0x20004920bfec in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cpu.so)
frame #7: c10d::PrefixStore::get(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&) + 0x6c (0x20004920bfec in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cpu.so)
frame #8: c10d::ProcessGroupNCCL::broadcastUniqueNCCLID(ncclUniqueId*, bool, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, int) + 0x224 (0x20004d6de364 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cuda.so)
frame #9: c10d::ProcessGroupNCCL::getNCCLComm(std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > const&, std::vector<c10::Device, std::allocator<c10::Device> > const&, c10d::OpType, int, bool) + 0x2c8 (0x20004d6e5c88 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cuda.so)
frame #10: <unknown function> + 0x1a2dd90 (0x20004d6edd90 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cuda.so)
frame #11: c10d::ProcessGroupNCCL::allreduce_impl(std::vector<at::Tensor, std::allocator<at::Tensor> >&, c10d::AllreduceOptions const&) + 0x40 (0x20004d6ef3b0 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cuda.so)
frame #12: c10d::ProcessGroupNCCL::allreduce(std::vector<at::Tensor, std::allocator<at::Tensor> >&, c10d::AllreduceOptions const&) + 0x3a0 (0x20004d6f1130 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cuda.so)
frame #13: c10d::ProcessGroupNCCL::barrier(c10d::BarrierOptions const&) + 0x704 (0x20004d7017c4 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cuda.so)
frame #14: <unknown function> + 0x650a558 (0x2000491fa558 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cpu.so)
frame #15: <unknown function> + 0x651365c (0x20004920365c in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cpu.so)
frame #16: <unknown function> + 0x652a9f0 (0x20004921a9f0 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_cpu.so)
frame #17: <unknown function> + 0xda0d50 (0x2000427d0d50 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_python.so)
frame #18: <unknown function> + 0x258308 (0x200041c88308 in /gpfs/alpine2/stf218/world-shared/user/moe-env-311/lib/python3.11/site-packages/torch/lib/libtorch_python.so)
<omitting python frames>
frame #34: <unknown function> + 0x29f5c (0x200000299f5c in /lib64/glibc-hwcaps/power9/libc-2.28.so)
frame #35: __libc_start_main + 0xb4 (0x20000029a0f4 in /lib64/glibc-hwcaps/power9/libc-2.28.so)
. This may indicate a possible application crash on rank 0 or a network set up issue.

real	10m43.689s
user	0m0.330s
sys	0m0.109s
