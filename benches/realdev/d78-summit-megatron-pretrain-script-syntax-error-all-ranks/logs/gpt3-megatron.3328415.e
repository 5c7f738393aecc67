/home/user/.lsbatch/1709525328.3328415.shell: line 95: export: `--deepspeed': not a valid identifier
/home/user/.lsbatch/1709525328.3328415.shell: line 95: export: `--deepspeed_config': not a valid identifier
/home/user/.lsbatch/1709525328.3328415.shell: line 95: export: `ds_config.json': not a valid identifier
Error: SMPI environment generator script not found at:
Path : /gpfs/alpine2/stf218/world-shared/user/moe-env-311/bin/alias.pl
Error: No such file or directory
Warning. Failed to setup the Spectrum MPI environment.
Continuing to launch. Beware, the Spectrum MPI environment may not be completely setup.
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 47
    config_dict_or_path=args.deepspeed_config #_dict,
                        ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
SyntaxError: invalid syntax. Perhaps you forgot a comma?
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 47
    config_dict_or_path=args.deepspeed_config #_dict,
                        ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
SyntaxError: invalid syntax. Perhaps you forgot a comma?
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 47
    config_dict_or_path=args.deepspeed_config #_dict,
                        ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
SyntaxError: invalid syntax. Perhaps you forgot a comma?
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 47
    config_dict_or_path=args.deepspeed_config #_dict,
                        ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
SyntaxError: invalid syntax. Perhaps you forgot a comma?
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 47
    config_dict_or_path=args.deepspeed_config #_dict,
                        ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
SyntaxError: invalid syntax. Perhaps you forgot a comma?
  File "/gpfs/alpine2/stf218/world-shared/user/Megatron-DeepSpeed/pretrain_gpt.py", line 47
    config_dict_or_path=args.deepspeed_config #_dict,
                        ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
SyntaxError: invalid syntax. Perhaps you forgot a comma?

real	0m0.978s
user	0m0.330s
sys	0m0.077s
