Error: SMPI environment generator script not found at:
Path : /gpfs/alpine2/stf218/world-shared/user/moe-env-311/bin/alias.pl
Error: No such file or directory
Warning. Failed to setup the Spectrum MPI environment.
Continuing to launch. Beware, the Spectrum MPI environment may not be completely setup.
Error: nrs (48) should not be greater than rs_per_host (6) * number of servers available (2).
Error: Requested job constraints can never be met. Job was not scheduled. Check your request and try again.

real	0m0.417s
user	0m0.295s
sys	0m0.123s
